import Reflow

extension BenchmarkGroup {
  /// `Masonry` laying out 1,000 and 1,000,000 items in 3 and 6 lanes, against a tight loop that
  /// places the same lengths in the shortest lane.
  static let masonry = BenchmarkGroup(
    name: "masonry",
    summary: "Masonry.layout of 1k and 1M items in 3 and 6 lanes; baseline: shortest-lane loop"
  ) { settings in
    var table = BenchmarkTable(
      group: "masonry",
      title: "Masonry.layout against a tight shortest-lane loop writing the same frames",
      notes: [
        MasonryWorkload.summary,
        "masonry: Masonry.layout of MasonryItem(length:) items, tolerance 0 (validation, the"
          + " CSS rule with its cursor, frames, lanes and per-lane lists for queries)",
        "baseline: shortestLaneFrames, the lowest lane per item into a reserved [Rect]",
        "target: masonry/baseline <= 3x",
      ],
      columns: [
        .init(key: "n", header: "n", format: .count),
        .init(key: "lanes", header: "lanes", format: .count),
        .init(key: "masonry_ns_per_item", header: "masonry ns/item", format: .nanoseconds),
        .init(key: "baseline_ns_per_item", header: "baseline ns/item", format: .nanoseconds),
        .init(key: "masonry_over_baseline", header: "masonry/baseline", format: .ratio),
      ])
    let workload = MasonryWorkload(count: 1_000_000, seed: settings.seed)
    for count in [1_000, 1_000_000] {
      let lengths = Array(workload.lengths.prefix(count))
      let items = Array(workload.items.prefix(count))
      for lanes in [3, 6] {
        let options = MasonryWorkload.options(lanes: lanes)
        let layout = try measure(items: count, settings: settings) {
          () throws(ReflowError) -> Int in
          try Masonry.layout(items, in: MasonryWorkload.container, options: options).frames.count
        }
        let baseline = measure(items: count, settings: settings) { () -> Int in
          shortestLaneFrames(
            lengths, lanes: lanes, width: MasonryWorkload.container.width,
            spacing: MasonryWorkload.spacing
          ).count
        }
        table.rows.append([
          Double(count), Double(lanes), layout.nanosecondsPerItem, baseline.nanosecondsPerItem,
          layout.nanosecondsPerItem / baseline.nanosecondsPerItem,
        ])
      }
    }
    return table
  }

  /// A million-item `MasonryIndex`: memory, a size change in `.stable` and `.exact` placement,
  /// and a viewport query, against a `FlowIndex` of a million items and a full layout.
  static let masonryIndex = BenchmarkGroup(
    name: "masonry-index",
    summary: "MasonryIndex, 1M photos: memory, a size change, a window query; vs FlowIndex"
  ) { settings in
    let count = 1_000_000
    var table = BenchmarkTable(
      group: "masonry-index",
      title: "a 1,000,000-item MasonryIndex (3 lanes of photos) against a 1,000,000-item FlowIndex",
      notes: [
        "photos of aspect ratio 0.5-2 in 3 lanes, 390 wide, spacing 8; FlowIndex: "
          + FlowWorkload.summary
      ],
      columns: [
        .init(key: "case", header: "case", format: .count),
        .init(key: "ns_per_op", header: "masonry ns/op", format: .nanoseconds),
        .init(key: "baseline_ns_per_op", header: "baseline ns/op", format: .nanoseconds),
        .init(key: "masonry_over_baseline", header: "masonry/baseline", format: .ratio),
        .init(key: "bytes_per_item", header: "bytes/item", format: .decimal),
        .init(key: "target", header: "target", format: .decimal),
      ])
    let options = MasonryWorkload.options(lanes: 3, tolerance: 16)
    let container = MasonryWorkload.container
    let photos = MasonryWorkload.photos(count: count, seed: settings.seed)

    // 1: memory of a million estimated photos in .stable placement, live heap bytes per item.
    AllocationCounter.install()
    let (estimated, _, bytes) = try AllocationCounter.measure { () throws(ReflowError) in
      var index = try MasonryIndex(container: container, options: options, placement: .stable)
      try index.append(
        contentsOf: repeatElement(MasonryItem(aspectRatio: 1), count: count), estimated: true)
      return index
    }
    AllocationCounter.uninstall()
    table.rows.append([
      1, .nan, .nan, .nan, Double(bytes) / Double(count), 40,
    ])
    blackHole(estimated.count)

    // 2: in .stable placement, one size changed at index 0 and changed back, against the same
    // in a FlowIndex of a million items.
    var stable = try MasonryIndex(photos, container: container, options: options, placement: .stable)
    let first = try requireSizing(stable, 0)
    let stableEdit = try measure(items: 2, settings: settings) { () throws(ReflowError) -> Int in
      try stable.setSizing(.aspectRatio(0.6), at: 0)
      try stable.setSizing(first, at: 0)
      return stable.count
    }
    let sizes = FlowWorkload(count: count, seed: settings.seed).sizes
    var flowIndex = try FlowIndex(sizes, container: FlowWorkload.container, options: FlowWorkload.options)
    let original = sizes[0]
    let changed = Size(width: 20 + (original.width + 97).truncatingRemainder(dividingBy: 180), height: 44)
    let flowEdit = try measure(items: 2, settings: settings) { () throws(ReflowError) -> Int in
      try flowIndex.setSize(changed, at: 0)
      try flowIndex.setSize(original, at: 0)
      return flowIndex.count
    }
    table.rows.append([
      2, stableEdit.nanosecondsPerItem, flowEdit.nanosecondsPerItem,
      stableEdit.nanosecondsPerItem / flowEdit.nanosecondsPerItem, .nan, 2,
    ])

    // 3: what a 390x844 viewport in the middle shows, against the FlowIndex query.
    let viewports = { (height: Double) in
      (0..<1_000).map { step in
        Rect(x: 0, y: height / 2 - 5_000 + Double(step) * 10, width: 390, height: 844)
      }
    }
    let masonryViewports = viewports(stable.contentSize.height)
    let flowViewports = viewports(flowIndex.contentSize.height)
    var shown = 0
    for viewport in masonryViewports { shown += stable.indices(intersecting: viewport).count }
    let masonryQuery = measure(items: masonryViewports.count, settings: settings) { () -> Int in
      var total = 0
      for viewport in masonryViewports { total &+= stable.indices(intersecting: viewport).count }
      return total
    }
    var flowShown = 0
    for viewport in flowViewports { flowShown += flowIndex.indices(intersecting: viewport).count }
    let flowQuery = measure(items: flowViewports.count, settings: settings) { () -> Int in
      var total = 0
      for viewport in flowViewports { total &+= flowIndex.indices(intersecting: viewport).count }
      return total
    }
    table.rows.append([
      3, masonryQuery.nanosecondsPerItem, flowQuery.nanosecondsPerItem,
      masonryQuery.nanosecondsPerItem / flowQuery.nanosecondsPerItem, .nan, 2,
    ])

    // 4: in .exact placement, one size changed at index 0 (and back), against a full layout.
    var exact = try MasonryIndex(photos, container: container, options: options, placement: .exact)
    let exactEdit = try measure(items: 2, settings: settings) { () throws(ReflowError) -> Int in
      try exact.setSizing(.aspectRatio(0.6), at: 0)
      try exact.setSizing(first, at: 0)
      return exact.count
    }
    let fullLayout = try measure(items: 1, settings: settings) { () throws(ReflowError) -> Int in
      try Masonry.layout(photos, in: container, options: options).frames.count
    }
    table.rows.append([
      4, exactEdit.nanosecondsPerItem, fullLayout.nanosecondsPerItem,
      exactEdit.nanosecondsPerItem / fullLayout.nanosecondsPerItem, .nan, .nan,
    ])
    table.notes += [
      "1 = memory of 1M estimated photos, .stable: live heap bytes/item (target <= 40)",
      "2 = .stable setSizing at 0 (and back), ns/edit; baseline: FlowIndex.setSize at 0"
        + " (target <= 2x)",
      "3 = indices(intersecting:) for a 390x844 viewport in the middle, ns/query, about"
        + " \(shown / masonryViewports.count) items shown (FlowIndex: \(flowShown / flowViewports.count))"
        + " (target <= 2x)",
      "4 = .exact setSizing at 0 (and back), ns/edit; baseline: Masonry.layout of all 1M"
        + " photos: the ratio is the cost of an exact change at the start",
    ]
    return table
  }
}

/// The sizing of item `index`.
private func requireSizing(_ index: MasonryIndex, _ position: Int) throws -> MasonryItem.Sizing {
  guard let item = index.item(at: position) else {
    throw BenchmarkFailure(description: "the index has no item \(position)")
  }
  return item.sizing
}
