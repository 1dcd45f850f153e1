import Reflow
import ReflowSimulation

/// An item of the benchmarks' remote source: an identity only.
private struct Row: Identifiable, Sendable {
  let id: Int
}

/// The answer of an offset source of `count` rows to `request`, with the count reported.
private func answer(_ request: PageRequest<Int>, count: Int) -> LoadedPage<Int, Row> {
  let start = Swift.min(request.position ?? 0, count)
  let end = start + Swift.min(request.limit, count - start)
  return LoadedPage(items: (start..<end).map(Row.init), totalCount: count)
}

extension BenchmarkGroup {
  /// Receiving one page into a remote collection that already holds a million items, every item
  /// checked against the loaded ids.
  static let pageReceive = BenchmarkGroup(
    name: "page-receive",
    summary: "RemoteCollection: receive a page of 50 into 1,000,000 loaded, duplicates checked"
  ) { settings in
    var table = BenchmarkTable(
      group: "page-receive",
      title: "receiving a page of 50 (51 with the offset overlap) into a collection of 1,000,000",
      notes: [
        "a call: ask for the append, build its 51 items, receive it (join, id checks, append)",
        "baseline: build the same 51 items, append 50 to an array of 1,000,000 and insert their"
          + " ids in a set of 1,000,000 (the work a duplicate check cannot avoid)",
        "target: <= 5 us per page",
      ],
      columns: [
        .init(key: "loaded", header: "loaded", format: .count),
        .init(key: "ns_per_page", header: "ns/page", format: .nanoseconds),
        .init(key: "ns_per_item", header: "ns/item", format: .nanoseconds),
        .init(key: "baseline_ns_per_page", header: "baseline ns/page", format: .nanoseconds),
        .init(key: "over_baseline", header: "vs baseline", format: .ratio),
      ])
    let loaded = 1_000_000
    let source = Int.max / 2
    var feed = try RemoteCollection<Int, Row>(
      keys: .offsets(pageSize: pageSize), prefetch: .whenAsked)
    while feed.loadedItems.count < loaded {
      feed.loadMore(at: .append)
      guard let request = feed.nextRequest() else { break }
      try feed.receive(answer(request, count: source), for: request)
    }
    let timing = try measure(items: pageSize, settings: settings) { () throws(PagingError) -> Int in
      feed.loadMore(at: .append)
      guard let request = feed.nextRequest() else { return 0 }
      let outcome = try feed.receive(answer(request, count: source), for: request)
      return outcome.change?.edits.count ?? 0
    }
    guard feed.diagnostics.duplicatesDropped == 0, feed.invariantViolations(thorough: false).isEmpty
    else {
      throw BenchmarkFailure(description: "the collection dropped or broke: \(feed.diagnostics)")
    }
    var rows = (0..<loaded).map(Row.init)
    var ids = Set(0..<loaded)
    var next = loaded
    let baseline = measure(items: pageSize, settings: settings) { () -> Int in
      let page = (next - 1..<(next + pageSize)).map(Row.init)
      rows.append(contentsOf: page.dropFirst())
      for row in page.dropFirst() { ids.insert(row.id) }
      next += pageSize
      return rows.count
    }
    table.rows.append([
      Double(loaded), timing.nanosecondsPerCall, timing.nanosecondsPerItem,
      baseline.nanosecondsPerCall, timing.nanosecondsPerCall / baseline.nanosecondsPerCall,
    ])
    return table
  }

  /// A jump far into placeholders: the time until the request for the page there goes out.
  static let pageJump = BenchmarkGroup(
    name: "page-jump",
    summary: "RemoteCollection: jump to 900,000 of 1,000,000 with placeholders, until the request"
  ) { settings in
    var table = BenchmarkTable(
      group: "page-jump",
      title: "jumping to index 900,000 of 1,000,000 with placeholders, request included",
      notes: [
        "a call: jump(to:) an index outside the loaded items, then nextRequest() (alternating"
          + " 900,000 and 900,100, so each call replaces the refresh in flight)",
        "baseline: reading one position of the same collection (a placeholder)",
        "target: <= 10 us until the request goes out",
      ],
      columns: [
        .init(key: "count", header: "positions", format: .count),
        .init(key: "ns_per_jump", header: "ns/jump", format: .nanoseconds),
        .init(key: "baseline_ns", header: "baseline ns", format: .nanoseconds),
        .init(key: "over_baseline", header: "vs baseline", format: .ratio),
      ])
    let count = 1_000_000
    var feed = try RemoteCollection<Int, Row>(keys: .offsets(pageSize: pageSize))
    if let first = feed.nextRequest() { try feed.receive(answer(first, count: count), for: first) }
    var target = 900_000
    let timing = try measure(items: 1, settings: settings) { () throws(PagingError) -> Int in
      target = target == 900_000 ? 900_100 : 900_000
      try feed.jump(to: target)
      return feed.nextRequest()?.position ?? -1
    }
    guard feed.count == count, feed.loadStates.refresh.isLoading else {
      throw BenchmarkFailure(description: "the jump did not leave a refresh in flight")
    }
    var index = 0
    let baseline = measure(items: 1, settings: settings) { () -> Int in
      index = index == 900_000 ? 900_100 : 900_000
      return feed[index].isPlaceholder ? index : 0
    }
    table.rows.append([
      Double(count), timing.nanosecondsPerCall, baseline.nanosecondsPerCall,
      timing.nanosecondsPerCall / baseline.nanosecondsPerCall,
    ])
    return table
  }

  /// A ten-minute session over ten million items with jumps and a memory limit.
  static let pagingSession = BenchmarkGroup(
    name: "paging-session",
    summary: "ScrollSimulation: 10 min over 10,000,000 items, jumps, at most 2,000 loaded"
  ) { settings in
    var configuration = SimulationConfiguration()
    configuration.itemCount = 10_000_000
    configuration.totalKnown = true
    configuration.maximumLoadedItems = 2_000
    // Fifty seconds one way pass about 4,000 items, over the limit; the way back reloads.
    configuration.scroll = .swing(speed: 1_000, period: 50)
    // A jump at the end of each down-and-up: the next swing starts far away.
    configuration.jumps = (0..<6).map { step in
      .init(time: 95 + Double(step) * 100, index: (step * 7_919_993 + 1_234_567) % 10_000_000)
    }
    configuration.duration = 600
    configuration.seed = settings.seed
    var plain = SimulationConfiguration()
    plain.itemCount = 10_000_000
    plain.scroll = configuration.scroll
    plain.duration = 600
    plain.seed = settings.seed
    var table = BenchmarkTable(
      group: "paging-session",
      title: "simulating a 10-minute, 60 fps session over 10,000,000 items",
      notes: [
        "with: count known (placeholders), 6 scroll-bar jumps, at most 2,000 items loaded,"
          + " swinging 1,000 pt/s down and up every 50 s; 2 % failures, 150-600 ms latency",
        "baseline (kind 0): the same scroll without count, jumps or limit",
        "targets: peak loaded items <= 2,050, <= 1 s of wall time",
      ],
      columns: [
        .init(key: "kind", header: "kind", format: .count),
        .init(key: "peak_loaded", header: "peak loaded", format: .count),
        .init(key: "jumps", header: "jumps", format: .count),
        .init(key: "dropped", header: "dropped pages", format: .count),
        .init(key: "reloaded", header: "reloaded pages", format: .count),
        .init(key: "ms_per_session", header: "ms/session", format: .nanoseconds),
        .init(key: "over_baseline", header: "vs baseline", format: .ratio),
      ])
    var baseline: Measurement?
    for (kind, scenario) in [(0, plain), (1, configuration)] {
      var summary = SimulationSummary()
      let timing = try measure(items: 1, settings: settings) { () throws(SimulationError) -> Int in
        summary = try ScrollSimulation.run(scenario).summary
        return summary.peakLoadedItems
      }
      if kind == 1 {
        guard summary.peakLoadedItems <= 2_050, summary.duplicatesShown == 0,
          summary.missingShown == 0
        else {
          throw BenchmarkFailure(description: "the session broke its bounds: \(summary)")
        }
      }
      baseline = baseline ?? timing
      table.rows.append([
        Double(kind), Double(summary.peakLoadedItems), Double(summary.jumps),
        Double(summary.pagesDropped), Double(summary.reloadedPages),
        timing.nanosecondsPerCall / 1e6,
        timing.nanosecondsPerCall / (baseline?.nanosecondsPerCall ?? timing.nanosecondsPerCall),
      ])
    }
    return table
  }
}

private let pageSize = 50
