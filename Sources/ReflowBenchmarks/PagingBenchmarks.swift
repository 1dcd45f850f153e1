import Reflow
import ReflowSimulation

extension BenchmarkGroup {
  /// Appending one page to flows of growing size: the cost must not grow with the total.
  static let pageAppend = BenchmarkGroup(
    name: "page-append",
    summary: "Flow: append a page of 50 items (and finish) to a flow of n items"
  ) { settings in
    var table = BenchmarkTable(
      group: "page-append",
      title: "appending a page of \(pageSize) to an n-item flow",
      notes: [
        FlowWorkload.summary,
        "each call appends \(pageSize) items, aligns the last line, then removes them again",
        "per-page ns must stay flat as n grows: appending resumes the state machine",
      ],
      columns: [
        .init(key: "n", header: "n", format: .count),
        .init(key: "ns_per_page", header: "ns/page", format: .nanoseconds),
        .init(key: "ns_per_item", header: "ns/item", format: .nanoseconds),
        .init(key: "over_smallest", header: "vs 10k", format: .ratio),
      ])
    let page = FlowWorkload(count: pageSize, seed: settings.seed &+ 1).sizes
    var smallest: Double?
    for count in [10_000, 100_000, 1_000_000] {
      let workload = FlowWorkload(count: count, seed: settings.seed)
      var layout = try Flow(container: FlowWorkload.container, options: FlowWorkload.options)
      try layout.add(contentsOf: workload.sizes)
      layout.finish()
      layout.reserveCapacity(pageSize)
      let timing = try measure(items: pageSize, settings: settings) {
        () throws(ReflowError) -> Int in
        try layout.add(contentsOf: page)
        let height = layout.finish().frames.count
        layout.removeItems(from: count)
        return height
      }
      let perPage = timing.nanosecondsPerCall
      smallest = smallest ?? perPage
      table.rows.append([
        Double(count), perPage, timing.nanosecondsPerItem, perPage / (smallest ?? perPage),
      ])
    }
    return table
  }

  /// One lazy-flow frame: what to declare for a viewport, and a render command per item.
  static let lazyFlowFrame = BenchmarkGroup(
    name: "lazy-flow-frame",
    summary: "LazyFlow: window for a 390x844 viewport + a command per declared item"
  ) { settings in
    var table = BenchmarkTable(
      group: "lazy-flow-frame",
      title: "a lazy-flow frame: about 1,000 small items visible, n loaded",
      notes: [
        "items 16-24 x 12 pt, spacing 2; viewport 390x844 in the middle; overscan 100 pt",
        "a frame = LazyFlow.window + one (index, rect) command per declared item",
        "target: median <= 150 us at 1M loaded, flat in n",
      ],
      columns: [
        .init(key: "n", header: "loaded", format: .count),
        .init(key: "kind", header: "kind", format: .count),
        .init(key: "declared", header: "declared", format: .count),
        .init(key: "us_per_frame", header: "us/frame", format: .nanoseconds),
        .init(key: "ns_per_declared", header: "ns/declared", format: .nanoseconds),
      ])
    for count in [10_000, 1_000_000] {
      var generator = SplitMix64(seed: settings.seed)
      var flow = try LazyFlow(
        width: 390, options: FlowOptions(itemSpacing: 2, lineSpacing: 2),
        estimatedItemSize: Size(width: 20, height: 12))
      try flow.appendItems(
        sizes: (0..<count).map { _ in Size(width: generator.wholeNumber(in: 16...24), height: 12) })
      let middle = flow.contentSize.height / 2
      var commands: [(Int, Rect)] = []
      commands.reserveCapacity(4_096)
      var declared = 0
      let timing = measure(items: 1, settings: settings) { () -> Int in
        let window = flow.window(
          for: Rect(x: 0, y: middle, width: 390, height: 844), overscan: 100)
        commands.removeAll(keepingCapacity: true)
        flow.index.forEachFrame(in: window.declared) { commands.append(($0, $1)) }
        declared = commands.count
        return commands.count &+ window.visible.count
      }
      table.rows.append([
        Double(count), 1, Double(declared), timing.nanosecondsPerCall / 1_000,
        timing.nanosecondsPerCall / Double(Swift.max(1, declared)),
      ])

      // The same through the engine: a scroll container holding `lazyFlow`, every declared
      // item a leaf that is measured, placed and drawn.
      let sizes = flow.index.flowResult().frames.map(\.size)
      let engine = LayoutEngine()
      let scrollID: ElementID = "scroll"
      engine.setScrollOffset(Point(x: 0, y: middle), for: scrollID)
      var engineDeclared = 0
      let frameTiming = measure(items: 1, settings: settings) { () -> Int in
        let frame = engine.arrange(in: Size(width: 390, height: 844)) { ui in
          ui.scroll(id: scrollID) { ui in
            let window = ui.lazyFlow(
              id: "feed", in: scrollID, count: count,
              options: FlowOptions(itemSpacing: 2, lineSpacing: 2),
              estimatedItemSize: Size(width: 20, height: 12), overscan: 100
            ) { index, ui in
              ui.leaf(id: ElementID(index), size: sizes[index])
            }
            engineDeclared = window.declared.count
          }
        }
        return frame.renderCommands.count
      }
      table.rows.append([
        Double(count), 2, Double(engineDeclared), frameTiming.nanosecondsPerCall / 1_000,
        frameTiming.nanosecondsPerCall / Double(Swift.max(1, engineDeclared)),
      ])
    }
    table.notes.append("kind 1 = LazyFlow.window + a command per item; 2 = a LayoutEngine frame")
    return table
  }

  /// A whole simulated scroll session over a million items.
  static let simulation = BenchmarkGroup(
    name: "simulate",
    summary: "ScrollSimulation: a 60 s session that loads all of a 1,000,000-item source"
  ) { settings in
    var configuration = SimulationConfiguration()
    configuration.itemCount = 1_000_000
    configuration.itemSizes = .fixed(Size(width: 100, height: 100))
    configuration.pageSize = 2_000
    configuration.latency = .uniform(0.02...0.08)
    configuration.threshold = .viewportFraction(40)
    configuration.scroll = .constant(1_500_000)
    configuration.failureRate = 0.01
    configuration.seed = settings.seed
    var table = BenchmarkTable(
      group: "simulate",
      title: "simulating a 60 s, 60 fps session that scrolls through 1,000,000 items",
      notes: [
        "100x100 items, pages of 2,000 loaded 40 viewports ahead, latency 20-80 ms, 1% failures,"
          + " 1,500,000 pt/s",
        "target: <= 1 s of wall time for the session",
      ],
      columns: [
        .init(key: "items_loaded", header: "items loaded", format: .count),
        .init(key: "frames", header: "frames", format: .count),
        .init(key: "ms_per_session", header: "ms/session", format: .nanoseconds),
        .init(key: "ns_per_frame", header: "ns/frame", format: .nanoseconds),
      ])
    var loaded = 0
    var frames = 0
    let timing = try measure(items: 1, settings: settings) { () throws(SimulationError) -> Int in
      let run = try ScrollSimulation.run(configuration)
      loaded = run.summary.peakLoadedItems
      frames = run.summary.framesSimulated
      return loaded
    }
    guard loaded == configuration.itemCount else {
      throw BenchmarkFailure(description: "the session loaded \(loaded) items, not all of them")
    }
    table.rows.append([
      Double(loaded), Double(frames), timing.nanosecondsPerCall / 1e6,
      timing.nanosecondsPerCall / Double(frames),
    ])
    return table
  }
}

private let pageSize = 50
