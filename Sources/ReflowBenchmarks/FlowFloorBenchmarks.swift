import Reflow

extension BenchmarkGroup {
  /// `Flow.layout` and per-item `add` against the tight-loop floor, in interleaved rounds.
  static let flowFloor = BenchmarkGroup(
    name: "flow-floor",
    summary: "Flow.layout and per-item add vs the tight-loop floor, 1k to 1M"
  ) { settings in
    var table = BenchmarkTable(
      group: "flow-floor",
      title: "greedy Flow vs the tight-loop floor (same greedy rule into a preallocated buffer)",
      notes: [
        FlowWorkload.summary,
        "floor: one loop, state in registers, writing x/y/width/height into a buffer allocated"
          + " once; its frames are checked equal to Flow's before timing",
        "layout: Flow.layout(sizes) (validates, allocates the result, records the lines)",
        "add: a Flow, reserveCapacity, add(size) per item, finish()",
        "rounds interleave the three; ratios are medians of per-round ratios",
        "targets: layout/floor <= 2x, add/floor <= 4x at every n",
      ],
      columns: [
        .init(key: "n", header: "n", format: .count),
        .init(key: "floor_ns_per_item", header: "floor ns/item", format: .nanoseconds),
        .init(key: "layout_ns_per_item", header: "layout ns/item", format: .nanoseconds),
        .init(key: "add_ns_per_item", header: "add ns/item", format: .nanoseconds),
        .init(key: "layout_over_floor", header: "layout/floor", format: .ratio),
        .init(key: "add_over_floor", header: "add/floor", format: .ratio),
      ])
    let all = FlowWorkload(count: flowCounts.max() ?? 0, seed: settings.seed)
    for count in flowCounts {
      let sizes = all.prefix(count).sizes
      var floor = FlowFloor(count: count)
      _ = floor.run(sizes)
      let reference = try Flow.layout(
        sizes, in: FlowWorkload.container, options: FlowWorkload.options)
      guard floor.frames == reference.frames else {
        throw BenchmarkFailure(description: "the floor's frames differ from Flow's at n = \(count)")
      }
      let results = try measureInterleaved(items: count, settings: settings, [
        { floor.run(sizes) },
        {
          let result = try Flow.layout(
            sizes, in: FlowWorkload.container, options: FlowWorkload.options)
          return result.frames.count &+ result.lines.count
        },
        { try perItemLayout(sizes, options: FlowWorkload.options).frames.count },
      ])
      table.rows.append([
        Double(count), results[0].nanosecondsPerItem, results[1].nanosecondsPerItem,
        results[2].nanosecondsPerItem, results[1].ratio, results[2].ratio,
      ])
    }
    return table
  }

  /// Grow, stretch and baseline alignment against plain greedy layout of the same sizes.
  static let flowFeatures = BenchmarkGroup(
    name: "flow-features",
    summary: "Flow with grow, stretch or baselines vs plain greedy Flow, same sizes"
  ) { settings in
    var table = BenchmarkTable(
      group: "flow-features",
      title: "per-line features vs plain greedy Flow.layout of the same sizes",
      notes: [
        FlowWorkload.summary,
        "grow: every item a FlowItem with grow 1; stretch: itemAlignment .stretch;"
          + " baseline: FlowItems with baselines, itemAlignment .baseline",
        "items: the same sizes as FlowItems without properties",
        "rounds interleave the five; ratios are medians of per-round ratios to plain",
        "target: grow, stretch and baseline <= 1.5x plain",
      ],
      columns: [
        .init(key: "n", header: "n", format: .count),
        .init(key: "plain_ns_per_item", header: "plain ns/item", format: .nanoseconds),
        .init(key: "items_over_plain", header: "items/plain", format: .ratio),
        .init(key: "grow_over_plain", header: "grow/plain", format: .ratio),
        .init(key: "stretch_over_plain", header: "stretch/plain", format: .ratio),
        .init(key: "baseline_over_plain", header: "baseline/plain", format: .ratio),
      ])
    let all = FlowWorkload(count: flowCounts.max() ?? 0, seed: settings.seed)
    for count in flowCounts {
      let sizes = all.prefix(count).sizes
      let plainItems = sizes.map { FlowItem($0) }
      let growing = sizes.map { FlowItem($0, grow: 1) }
      let baselines = sizes.map { FlowItem($0, baseline: ($0.height * 0.75).rounded()) }
      var stretch = FlowWorkload.options
      stretch.itemAlignment = .stretch
      var baseline = FlowWorkload.options
      baseline.itemAlignment = .baseline
      let container = FlowWorkload.container
      let options = FlowWorkload.options
      let results = try measureInterleaved(items: count, settings: settings, [
        { try Flow.layout(sizes, in: container, options: options).frames.count },
        { try Flow.layout(plainItems, in: container, options: options).frames.count },
        { try Flow.layout(growing, in: container, options: options).frames.count },
        { try Flow.layout(sizes, in: container, options: stretch).frames.count },
        { try Flow.layout(baselines, in: container, options: baseline).frames.count },
      ])
      table.rows.append([
        Double(count), results[0].nanosecondsPerItem, results[1].ratio, results[2].ratio,
        results[3].ratio, results[4].ratio,
      ])
    }
    return table
  }

  /// Balanced breaking of 100,000 items against greedy breaking of the same input.
  static let flowBalanced = BenchmarkGroup(
    name: "flow-balanced",
    summary: "balanced line breaking of 100k items vs greedy Flow, same sizes"
  ) { settings in
    let count = 100_000
    var table = BenchmarkTable(
      group: "flow-balanced",
      title: "balanced vs greedy Flow.layout of \(decimal(Double(count), places: 0, grouped: true))"
        + " items",
      notes: [
        FlowWorkload.summary,
        "balanced: lineBreaking .balanced (monotone-queue least-weight subsequence, then"
          + " placement); greedy: the default",
        "the balanced layout is checked to have no more lines than greedy",
        "targets: balanced <= 20 ms and <= 10x greedy",
      ],
      columns: [
        .init(key: "n", header: "n", format: .count),
        .init(key: "greedy_ms", header: "greedy ms", format: .nanoseconds),
        .init(key: "balanced_ms", header: "balanced ms", format: .nanoseconds),
        .init(key: "balanced_over_greedy", header: "balanced/greedy", format: .ratio),
        .init(key: "greedy_lines", header: "greedy lines", format: .count),
        .init(key: "balanced_lines", header: "balanced lines", format: .count),
      ])
    let sizes = FlowWorkload(count: count, seed: settings.seed).sizes
    var balanced = FlowWorkload.options
    balanced.lineBreaking = .balanced
    let container = FlowWorkload.container
    let greedyLines = try Flow.layout(sizes, in: container, options: FlowWorkload.options)
      .lines.count
    let balancedLines = try Flow.layout(sizes, in: container, options: balanced).lines.count
    guard balancedLines <= greedyLines else {
      throw BenchmarkFailure(
        description: "balanced made \(balancedLines) lines, greedy \(greedyLines)")
    }
    let results = try measureInterleaved(items: count, settings: settings, [
      { try Flow.layout(sizes, in: container, options: FlowWorkload.options).frames.count },
      { try Flow.layout(sizes, in: container, options: balanced).frames.count },
    ])
    let perLayout = { (nanosecondsPerItem: Double) in nanosecondsPerItem * Double(count) / 1e6 }
    table.rows.append([
      Double(count), perLayout(results[0].nanosecondsPerItem),
      perLayout(results[1].nanosecondsPerItem), results[1].ratio, Double(greedyLines),
      Double(balancedLines),
    ])
    return table
  }
}

/// Lays `sizes` out with one `add` per item.
func perItemLayout(_ sizes: [Size], options: FlowOptions) throws(ReflowError) -> FlowResult {
  var layout = try Flow(container: FlowWorkload.container, options: options)
  layout.reserveCapacity(sizes.count)
  for size in sizes { try layout.add(size) }
  return layout.finish()
}
