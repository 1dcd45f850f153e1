import Reflow
import ReflowSimulation

extension BenchmarkGroup {
  /// Edits, queries and memory of a `FlowIndex` of a million items, against the lazy flow's old
  /// way of taking an edit: re-flowing everything after it with `Flow`.
  static let flowIndex = BenchmarkGroup(
    name: "flow-index",
    summary: "FlowIndex, 1,000,000 items: edits, memory, queries; baseline re-flows from the edit"
  ) { settings in
    let count = 1_000_000
    var table = BenchmarkTable(
      group: "flow-index",
      title: "a 1,000,000-item FlowIndex against Flow re-flowed from the edit (the old LazyFlow)",
      notes: [FlowWorkload.summary],
      columns: [
        .init(key: "case", header: "case", format: .count),
        .init(key: "ns_per_op", header: "index ns/op", format: .nanoseconds),
        .init(key: "baseline_ns_per_op", header: "baseline ns/op", format: .nanoseconds),
        .init(key: "baseline_over_index", header: "baseline/index", format: .ratio),
        .init(key: "bytes_per_item", header: "bytes/item", format: .count),
        .init(key: "target", header: "target", format: .count),
      ])
    let workload = FlowWorkload(count: count, seed: settings.seed)
    let sizes = workload.sizes
    let container = FlowWorkload.container
    let options = FlowWorkload.options

    // 1: building the index, against laying the same sizes out with Flow.
    let build = try measure(items: count, settings: settings) { () throws(ReflowError) -> Int in
      try FlowIndex(sizes, container: container, options: options).count
    }
    let flowBuild = try measure(items: count, settings: settings) { () throws(ReflowError) -> Int in
      try Flow.layout(sizes, in: container, options: options).frames.count
    }
    table.rows.append([
      1, build.nanosecondsPerItem, flowBuild.nanosecondsPerItem,
      flowBuild.nanosecondsPerItem / build.nanosecondsPerItem, .nan, .nan,
    ])

    // 2, 3: memory per item, measured (live heap bytes) and counted (capacities), against a
    // FlowResult of the same items; 1,000,000 estimated items.
    AllocationCounter.install()
    defer { AllocationCounter.uninstall() }
    let (built, _, indexBytes) = try AllocationCounter.measure { () throws(ReflowError) in
      try FlowIndex(sizes, container: container, options: options)
    }
    let (result, _, resultBytes) = try AllocationCounter.measure { () throws(ReflowError) in
      try Flow.layout(sizes, in: container, options: options)
    }
    let perItem = Double(indexBytes) / Double(count)
    table.rows.append([
      2, .nan, .nan, Double(resultBytes) / Double(indexBytes), perItem, 48,
    ])
    let (estimated, _, estimatedBytes) = try AllocationCounter.measure {
      () throws(ReflowError) -> LazyFlow in
      var flow = try LazyFlow(
        lineLength: container.width, options: options,
        estimatedItemSize: Size(width: 110, height: 40))
      flow.appendItems(count: count)
      return flow
    }
    table.rows.append([
      3, .nan, .nan, Double(resultBytes) / Double(Swift.max(1, estimatedBytes)),
      Double(estimatedBytes) / Double(count), 48,
    ])
    blackHole(built.count &+ result.frames.count &+ estimated.count)
    guard built.flowResult() == result else {
      throw BenchmarkFailure(description: "the index's layout differs from Flow's")
    }

    // 4-6: one size changed and changed back at 0, n/2, n-1; the baseline re-flows from it.
    var index = built
    var flow = try Flow(container: container, options: options)
    try flow.add(contentsOf: sizes)
    flow.finish()
    for (row, position) in [(4.0, 0), (5, count / 2), (6, count - 1)] {
      let original = sizes[position]
      let changed = Size(width: 20 + (original.width + 97).truncatingRemainder(dividingBy: 180),
                         height: 44)
      let edits = try measure(items: 2, settings: settings) { () throws(ReflowError) -> Int in
        try index.setSize(changed, at: position)
        try index.setSize(original, at: position)
        return index.count
      }
      var tail = Array(sizes[position...])
      let baseline = measure(items: 2, settings: settings) { () -> Int in
        for size in [changed, original] {
          tail[0] = size
          flow.removeItems(from: position)
          try? flow.add(contentsOf: tail)
          flow.finish()
        }
        return flow.count
      }
      table.rows.append([
        row, edits.nanosecondsPerItem, baseline.nanosecondsPerItem,
        baseline.nanosecondsPerItem / edits.nanosecondsPerItem, .nan, 10_000,
      ])
    }

    // 7: one item inserted at 0 and removed again; the baseline re-flows everything, twice.
    let inserted = Size(width: 150, height: 30)
    let edits = try measure(items: 2, settings: settings) { () throws(ReflowError) -> Int in
      try index.insert(contentsOf: [inserted], at: 0)
      try index.removeSubrange(0..<1)
      return index.count
    }
    let longer = [inserted] + sizes
    let baseline = measure(items: 2, settings: settings) { () -> Int in
      flow.removeItems(from: 0)
      try? flow.add(contentsOf: longer)
      flow.finish()
      flow.removeItems(from: 0)
      try? flow.add(contentsOf: sizes)
      flow.finish()
      return flow.count
    }
    table.rows.append([
      7, edits.nanosecondsPerItem, baseline.nanosecondsPerItem,
      baseline.nanosecondsPerItem / edits.nanosecondsPerItem, .nan, 10_000,
    ])
    guard index.flowResult() == result else {
      throw BenchmarkFailure(description: "edits and their reversal changed the layout")
    }

    // 8: what a 390x844 viewport in the middle shows, against FlowResult's query.
    let middle = result.contentSize.height / 2
    let viewports = (0..<1_000).map { step in
      Rect(x: 0, y: middle - 5_000 + Double(step) * 10, width: 390, height: 844)
    }
    let queries = measure(items: viewports.count, settings: settings) { () -> Int in
      var total = 0
      for viewport in viewports { total &+= index.range(intersecting: viewport).upperBound }
      return total
    }
    let resultQueries = measure(items: viewports.count, settings: settings) { () -> Int in
      var total = 0
      for viewport in viewports { total &+= result.range(intersecting: viewport).upperBound }
      return total
    }
    table.rows.append([
      8, queries.nanosecondsPerItem, resultQueries.nanosecondsPerItem,
      resultQueries.nanosecondsPerItem / queries.nanosecondsPerItem, .nan, .nan,
    ])
    table.notes += [
      "1 = build from 1M sizes, ns/item (baseline: Flow.layout)",
      "2 = memory of 1M measured items: bytes/item of live heap (target <= 48);"
        + " ratio = FlowResult's bytes over the index's",
      "3 = memory of 1M estimated items (LazyFlow.appendItems(count:)), bytes/item",
      "4, 5, 6 = one size change at 0, n/2, n-1, ns/edit (target <= 10 us); baseline: Flow"
        + " removeItems(from:) and the tail added again",
      "7 = insert one item at 0, then remove it, ns/edit (target <= 10 us)",
      "8 = range(intersecting:) for a 390x844 viewport, ns/query (baseline: FlowResult)",
    ]
    return table
  }
}
