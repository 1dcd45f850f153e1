import Reflow
import ReflowSimulation

extension BenchmarkGroup {
  /// Whole engine arrangements of a lazy flow over a million items: scrolling into items never
  /// measured, and a jump to an item far away.
  static let lazyScroll = BenchmarkGroup(
    name: "lazy-scroll",
    summary: "LayoutEngine + lazyFlow, 1,000,000 items: scrolling into estimated items, scrollTo"
  ) { settings in
    let count = 1_000_000
    let viewport = Size(width: 390, height: 844)
    let sizes = FlowWorkload(count: count, seed: settings.seed).sizes
    let estimate = Size(width: 110, height: 40)
    var table = BenchmarkTable(
      group: "lazy-scroll",
      title: "a lazy flow of 1,000,000 items in a 390x844 scroll, estimate 110x40",
      notes: [FlowWorkload.summary + "; overscan 200"],
      columns: [
        .init(key: "case", header: "case", format: .count),
        .init(key: "us_per_arrangement", header: "us/arrangement", format: .nanoseconds),
        .init(key: "baseline_us", header: "baseline us", format: .nanoseconds),
        .init(key: "over_baseline", header: "vs baseline", format: .ratio),
        .init(key: "passes", header: "passes", format: .ratio),
        .init(key: "unsettled", header: "unsettled", format: .count),
        .init(key: "allocations", header: "allocs", format: .count),
      ])

    /// One arrangement of the feed in `engine`.
    func arrange(_ engine: LayoutEngine) -> Arrangement {
      engine.arrange(in: viewport) { ui in
        ui.scroll(id: "scroll") { ui in
          ui.lazyFlow(
            id: "feed", in: "scroll", count: count, options: FlowWorkload.options,
            estimatedItemSize: estimate
          ) { index, ui in ui.leaf(id: ElementID(index), size: sizes[index]) }
        }
      }
    }
    let engine = LayoutEngine()
    _ = arrange(engine)

    // 1: each arrangement scrolls one viewport further, into items never measured.
    var into = ScrollTally()
    let forward = measure(items: 1, settings: settings) { () -> Int in
      engine.scroll("scroll", by: viewport.height)
      return into.count(arrange(engine))
    }
    // Baseline: scrolling back up over the items just measured: nothing new to measure.
    var over = ScrollTally()
    let back = measure(items: 1, settings: settings) { () -> Int in
      engine.scroll("scroll", by: -viewport.height)
      return over.count(arrange(engine))
    }
    AllocationCounter.install()
    defer { AllocationCounter.uninstall() }
    let steady = AllocationCounter.measure { arrange(engine) }.allocations
    table.rows.append([
      1, forward.nanosecondsPerCall / 1_000, back.nanosecondsPerCall / 1_000,
      forward.nanosecondsPerCall / back.nanosecondsPerCall, into.meanPasses,
      Double(into.unsettled), .nan,
    ])
    table.rows.append([
      2, back.nanosecondsPerCall / 1_000, .nan, .nan, over.meanPasses, 0, Double(steady),
    ])

    // 4: the same scrolling on a LazyFlow alone: the window, then its items' real sizes.
    var flow = try LazyFlow(
      lineLength: viewport.width, options: FlowWorkload.options, estimatedItemSize: estimate)
    flow.appendItems(count: count)
    var offset = 0.0
    var buffer: [(index: Int, size: Size)] = []
    let alone = try measure(items: 1, settings: settings) { () throws(ReflowError) -> Int in
      let window = flow.window(
        for: Rect(x: 0, y: offset, width: viewport.width, height: viewport.height),
        overscan: 200)
      buffer.removeAll(keepingCapacity: true)
      for index in window.declared { buffer.append((index, sizes[index])) }
      try flow.setSizes(buffer)
      offset += viewport.height
      return window.declared.count
    }
    table.rows.append([4, alone.nanosecondsPerCall / 1_000, .nan, .nan, .nan, .nan, .nan])

    // 3: a jump to item 900,000, never measured: arrangements until settled, and where it lands.
    var landings: [Double] = []
    var arrangementsToSettle: [Double] = []
    var landingErrors = 0
    for run in 0..<5 {
      let jumper = LayoutEngine()
      let target = 900_000 + run * 1_013
      _ = arrange(jumper)
      jumper.scrollTo(item: target, in: "feed", anchor: .top)
      let clock = ContinuousClock()
      var arrangements = 0
      var settled = false
      var elapsed = Duration.zero
      while !settled && arrangements < 10 {
        let start = clock.now
        let arrangement = arrange(jumper)
        elapsed += start.duration(to: clock.now)
        arrangements += 1
        settled = arrangement.isSettled
        if settled, arrangement.frame(of: ElementID(target))?.minY != 0 { landingErrors += 1 }
      }
      arrangementsToSettle.append(Double(arrangements))
      landings.append(nanoseconds(elapsed) / Double(arrangements))
    }
    guard landingErrors == 0 else {
      throw BenchmarkFailure(description: "scrollTo left item 900,000 off the top edge")
    }
    table.rows.append([
      3, median(landings) / 1_000, .nan, .nan, median(arrangementsToSettle), 0, .nan,
    ])
    table.notes += [
      "1 = scroll one viewport (844 pt) per arrangement into estimated items; baseline = case 2;"
        + " target <= 150 us; passes = mean passes per arrangement",
      "2 = scroll one viewport per arrangement back over measured items (nothing new measured);"
        + " allocs = heap allocations of one such arrangement",
      "4 = case 1 on a LazyFlow alone: window(for:overscan:) and setSizes of the declared items",
      "3 = scrollTo(item: 900,000, .top) of unmeasured items: passes column = arrangements until"
        + " settled (median of 5; target <= 3), us = per arrangement; lands exactly at the top",
    ]
    return table
  }
}
