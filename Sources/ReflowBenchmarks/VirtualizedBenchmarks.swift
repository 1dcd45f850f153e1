import Reflow
import ReflowSimulation

extension BenchmarkGroup {
  /// The one virtualized path: what an engine arrangement of a lazy flow costs per declared
  /// leaf, against adding the same sizes to a `Flow`; and the scenarios TanStack Virtual
  /// publishes, each against a layout baseline measured in the same run.
  static let virtualized = BenchmarkGroup(
    name: "virtualized",
    summary: "LayoutEngine + lazyFlow per declared leaf vs Flow.add; TanStack Virtual's scenarios"
  ) { settings in
    var table = BenchmarkTable(
      group: "virtualized",
      title: "the virtualized path: arrangements per declared leaf, and TanStack's scenarios",
      notes: [],
      columns: [
        .init(key: "case", header: "case", format: .count),
        .init(key: "items", header: "items", format: .count),
        .init(key: "us", header: "us", format: .nanoseconds),
        .init(key: "ns_per_item", header: "ns/item", format: .nanoseconds),
        .init(key: "baseline_us", header: "baseline us", format: .nanoseconds),
        .init(key: "over_baseline", header: "vs baseline", format: .ratio),
        .init(key: "extra", header: "extra", format: .decimal),
        .init(key: "tanstack_ms", header: "TanStack ms", format: .decimal),
      ])
    try perLeafRows(into: &table, settings: settings)
    try tanStackRows(into: &table, settings: settings)
    table.notes += [
      "1 = one arrangement at rest in the middle of a lazy flow of 1,000,000 items 16-24 x 12 pt"
        + " (spacing 2) in a 390x844 scroll, overscan 100: items = leaves declared; baseline ="
        + " a Flow (reserveCapacity, add per item, finish) of the same sizes; target <= 2x;"
        + " extra = heap allocations of one arrangement",
      "2 = the same scrolling one viewport per arrangement into items never measured (estimate"
        + " 20x12), from the middle; baseline = the same engine's arrangement at rest where the"
        + " last one left it; target <= 1.5x; extra = mean passes",
      "1, 2, 4: thread CPU time, each case and its baseline in interleaved rounds; vs baseline ="
        + " the median of the rounds' ratios",
      "TanStack Virtual's figures (browser, end to end, medians of 5) are printed beside;"
        + " Reflow's are layout work only, no drawing:",
      "3 = mount 100,000 fixed-size items: a new engine's first arrangement of a lazy flow of"
        + " them; baseline = one Flow.layout of the 100,000 sizes; target <= 1.2x",
      "4 = settle after measuring 10,000 dynamic items: LazyFlow.setSizes of all 10,000 real"
        + " sizes over estimates, then its window; baseline = one Flow.layout of the 10,000 real"
        + " sizes; target <= 2x",
      "5 = jump to the end of 10,000 dynamic items (scrollTo(item: 9,999, .bottom)): us per"
        + " arrangement, extra = arrangements until settled (target <= 3); baseline = one steady"
        + " arrangement at the end; target <= 1.5x",
      "6 = memory of a lazy flow of 100,000 items in an engine after scrolling through all of"
        + " them a viewport per arrangement (each declared and measured once): extra = bytes per"
        + " item the engine keeps (target <= 40)",
      "7 = scrollTo landing error over 20 jumps (extra, in points; target 0.0)",
    ]
    return table
  }

  /// Rows 1 and 2: an arrangement per declared leaf, at rest and scrolling into estimates.
  private static func perLeafRows(
    into table: inout BenchmarkTable, settings: BenchmarkSettings
  ) throws {
    let count = 1_000_000
    var generator = SplitMix64(seed: settings.seed)
    let sizes = (0..<count).map { _ in Size(width: generator.wholeNumber(in: 16...24), height: 12) }
    let options = FlowOptions(itemSpacing: 2, lineSpacing: 2)
    let viewport = Size(width: 390, height: 844)
    var declared = 0..<0
    var contentLength = 0.0
    func arrange(_ engine: LayoutEngine) -> Arrangement {
      engine.arrange(in: viewport) { ui in
        ui.scroll(id: "scroll") { ui in
          let window = ui.lazyFlow(
            id: "feed", in: "scroll", count: count, options: options,
            estimatedItemSize: Size(width: 20, height: 12), overscan: 100
          ) { index, ui in ui.leaf(id: ElementID(index), size: sizes[index]) }
          declared = window.declared
          contentLength = window.contentSize.height
        }
      }
    }
    /// An engine settled in the middle of the flow: every declared item measured, hundreds of
    /// viewports of items never measured below it.
    func settledInTheMiddle() -> LayoutEngine {
      let engine = LayoutEngine()
      _ = arrange(engine)
      engine.setScrollOffset(Point(x: 0, y: (contentLength / 2).rounded()), for: "scroll")
      for _ in 0..<4 { _ = arrange(engine) }
      return engine
    }
    let engine = settledInTheMiddle()
    let leaves = declared.count
    let declaredSizes = Array(sizes[declared])
    // 1: the arrangement at rest against adding the same sizes to a Flow, in interleaved rounds
    // of thread CPU time, so that the machine's slow and fast phases fall on both alike.
    let perLeaf = try measureInterleaved(items: 1, settings: settings, [
      { () throws -> Int in
        var layout = try Flow(container: Size(width: 390, height: .infinity), options: options)
        layout.reserveCapacity(declaredSizes.count)
        for size in declaredSizes { try layout.add(size) }
        return layout.finish().frames.count
      },
      { () -> Int in arrange(engine).renderCommands.count },
    ])
    let (flow, atRest) = (perLeaf[0], perLeaf[1])
    AllocationCounter.install()
    let allocations = AllocationCounter.measure { arrange(engine) }.allocations
    AllocationCounter.uninstall()
    table.rows.append([
      1, Double(leaves), atRest.nanosecondsPerItem / 1_000,
      atRest.nanosecondsPerItem / Double(leaves), flow.nanosecondsPerItem / 1_000,
      atRest.ratio, Double(allocations), .nan,
    ])

    // 2: scrolling one viewport further per arrangement into items never measured, from the
    // middle of another engine, against that engine's arrangement at rest where the last one
    // left it, in interleaved rounds.
    let scrolling = settledInTheMiddle()
    let scroll = try ScrollTally.scrollingAgainstRest(
      scrolling, "scroll", by: viewport.height, settings: settings) { arrange(scrolling) }
    let into = scroll.into
    // Every arrangement timed must have met items never measured: the flow has not ended.
    guard scrolling.scrollOffset(for: "scroll").y + viewport.height < contentLength else {
      throw BenchmarkFailure(description: "the scroll reached the end of the flow")
    }
    table.rows.append([
      2, Double(declared.count), scroll.scrolling.nanosecondsPerItem / 1_000,
      scroll.scrolling.nanosecondsPerItem / Double(Swift.max(1, declared.count)),
      scroll.rest.nanosecondsPerItem / 1_000, scroll.scrolling.ratio, into.meanPasses, .nan,
    ])
  }

  /// Rows 3 to 7: the scenarios TanStack Virtual publishes.
  private static func tanStackRows(
    into table: inout BenchmarkTable, settings: BenchmarkSettings
  ) throws {
    let viewport = Size(width: 390, height: 844)
    let options = FlowOptions(lineSpacing: 0)
    /// One arrangement of a list of `count` rows as tall as `height` says.
    func arrange(
      _ engine: LayoutEngine, count: Int, estimate: Double, height: @escaping (Int) -> Double
    ) -> Arrangement {
      engine.arrange(in: viewport) { ui in
        ui.scroll(id: "list") { ui in
          ui.lazyFlow(
            id: "rows", in: "list", count: count, options: options,
            estimatedItemSize: Size(width: 390, height: estimate), overscan: 0
          ) { index, ui in
        ui.leaf(id: ElementID(index), size: Size(width: 390, height: height(index)))
      }
        }
      }
    }

    // 3: mount 100k fixed-size rows.
    let fixed = Array(repeating: Size(width: 390, height: 35), count: 100_000)
    let mount = measure(items: fixed.count, settings: settings) { () -> Int in
      arrange(LayoutEngine(), count: fixed.count, estimate: 35) { _ in 35 }.renderCommands.count
    }
    let fixedLayout = try measure(items: fixed.count, settings: settings) {
      () throws(ReflowError) -> Int in
      try Flow.layout(fixed, in: Size(width: 390, height: .infinity), options: options)
        .frames.count
    }
    table.rows.append([
      3, 100_000, mount.nanosecondsPerCall / 1_000, mount.nanosecondsPerItem,
      fixedLayout.nanosecondsPerCall / 1_000,
      mount.nanosecondsPerCall / fixedLayout.nanosecondsPerCall, .nan, 6.1,
    ])

    // 4: settle after measuring 10k dynamic rows.
    var generator = SplitMix64(seed: settings.seed)
    let heights = (0..<10_000).map { _ in generator.wholeNumber(in: 20...120) }
    let real = heights.map { Size(width: 390, height: $0) }
    let measured = Array(real.enumerated().map { (index: $0.offset, size: $0.element) })
    let settle = try measureInterleaved(items: real.count, settings: settings, [
      { () throws -> Int in
        try Flow.layout(real, in: Size(width: 390, height: .infinity), options: options)
          .frames.count
      },
      { () throws -> Int in
        var flow = try LazyFlow(
          width: 390, options: options, estimatedItemSize: Size(width: 390, height: 50))
        flow.appendItems(count: real.count)
        try flow.setSizes(measured)
        return flow.window(for: Rect(origin: .zero, size: viewport)).declared.count
      },
    ])
    table.rows.append([
      4, Double(real.count), settle[1].nanosecondsPerItem * Double(real.count) / 1_000,
      settle[1].nanosecondsPerItem, settle[0].nanosecondsPerItem * Double(real.count) / 1_000,
      settle[1].ratio, .nan, 118,
    ])

    // 5: jump to the end of 10k dynamic rows.
    let clock = ContinuousClock()
    var perArrangement: [Double] = []
    var arrangementsToSettle: [Double] = []
    var steadyTimes: [Double] = []
    for _ in 0..<5 {
      let engine = LayoutEngine()
      _ = arrange(engine, count: heights.count, estimate: 50) { heights[$0] }
      engine.scrollTo(item: heights.count - 1, in: "rows", anchor: .bottom)
      var elapsed = Duration.zero
      var arrangements = 0
      var settled = false
      while !settled && arrangements < 10 {
        let start = clock.now
        settled = arrange(engine, count: heights.count, estimate: 50) { heights[$0] }.isSettled
        elapsed += start.duration(to: clock.now)
        arrangements += 1
      }
      perArrangement.append(nanoseconds(elapsed) / Double(arrangements))
      arrangementsToSettle.append(Double(arrangements))
      let steady = measure(items: 1, settings: settings) {
        arrange(engine, count: heights.count, estimate: 50) { heights[$0] }.renderCommands.count
      }
      steadyTimes.append(steady.nanosecondsPerCall)
    }
    table.rows.append([
      5, 10_000, median(perArrangement) / 1_000, .nan, median(steadyTimes) / 1_000,
      median(perArrangement) / median(steadyTimes), median(arrangementsToSettle), 83,
    ])

    // 6: memory for 100k items, after scrolling through all of them: every row declared and
    // measured once, a viewport at a time, as a user scrolling to the end leaves the engine.
    AllocationCounter.install()
    var kept: LayoutEngine?
    var scrolled = 0
    let memory = AllocationCounter.measure { () -> Int in
      let engine = LayoutEngine()
      var last = -1
      var commands = 0
      while last < fixed.count - 1 && scrolled < 20_000 {
        let arrangement = engine.arrange(in: viewport) { ui in
          ui.scroll(id: "list") { ui in
            last = ui.lazyFlow(
              id: "rows", in: "list", count: fixed.count, options: options,
              estimatedItemSize: Size(width: 390, height: 50), overscan: 0
            ) { index, ui in ui.leaf(id: ElementID(index), size: fixed[index]) }.declared
              .upperBound - 1
          }
        }
        commands = arrangement.renderCommands.count
        engine.setScrollOffset(
          Point(x: 0, y: engine.scrollOffset(for: "list").y + viewport.height), for: "list")
        scrolled += 1
      }
      kept = engine
      return commands
    }
    AllocationCounter.uninstall()
    // The engine keeps its state and its last arrangement; the arrangement's buffers serve the
    // next one, so both count.
    table.rows.append([
      6, 100_000, .nan, .nan, .nan, .nan, Double(memory.bytes) / 100_000, 14.2,
    ])
    // Where the bytes go: the index alone, measured a window at a time as the engine measures.
    var alone = try LazyFlow(
      width: 390, options: options, estimatedItemSize: Size(width: 390, height: 50))
    alone.appendItems(count: fixed.count)
    for start in stride(from: 0, to: fixed.count, by: 24) {
      let window = start..<Swift.min(fixed.count, start + 24)
      try alone.setItems(window.map { ($0, FlowItem(fixed[$0])) })
    }
    let indexBytes = (Double(alone.index.memoryFootprint) / 1_000).rounded() / 100
    table.notes.append(
      "row 6 scrolled through the 100,000 items in \(scrolled) arrangements; the engine keeps"
        + " \(kept.map { $0.retainedEntryCount } ?? 0) retained entries; a LazyFlow of the same"
        + " items measured 24 at a time keeps \(indexBytes) B/item")
    blackHole(kept.map { $0.retainedEntryCount } ?? 0)

    // 7: landing error of scrollTo.
    let engine = LayoutEngine()
    _ = arrange(engine, count: heights.count, estimate: 50) { heights[$0] }
    var largestError = 0.0
    for jump in 0..<20 {
      let target = (jump * 7_919) % heights.count
      engine.scrollTo(item: target, in: "rows", anchor: .top)
      var arrangement = arrange(engine, count: heights.count, estimate: 50) { heights[$0] }
      for _ in 0..<5 where !arrangement.isSettled {
        arrangement = arrange(engine, count: heights.count, estimate: 50) { heights[$0] }
      }
      // At the top, unless the content's end holds the last rows below it: then the end is
      // where it must be.
      guard let frame = arrangement.frame(of: ElementID(target)) else {
        largestError = .infinity
        continue
      }
      let endHolds = arrangement.frame(of: ElementID(heights.count - 1))?.maxY == viewport.height
      largestError = Swift.max(largestError, endHolds && frame.minY > 0 ? 0 : abs(frame.minY))
    }
    table.rows.append([7, 20, .nan, .nan, .nan, .nan, largestError, 0])
  }
}
