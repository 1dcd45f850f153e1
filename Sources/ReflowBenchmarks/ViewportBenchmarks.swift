import Reflow

extension BenchmarkGroup {
  /// Visible-item queries on a laid-out million items, against filtering every frame.
  static let viewportQueries = BenchmarkGroup(
    name: "viewport-query",
    summary: "FlowResult.indices/range(intersecting:) for a 390x844 viewport in a 1M layout"
  ) { settings in
    let count = 1_000_000
    let viewportSize = Size(width: 390, height: 844)
    var table = BenchmarkTable(
      group: "viewport-query",
      title: "queries for a \(Int(viewportSize.width))x\(Int(viewportSize.height)) viewport"
        + " in the middle of a \(decimal(Double(count), places: 0, grouped: true))-item layout",
      notes: [
        FlowWorkload.summary,
        "\(queryCount) viewports, scrolled over +/-5,000 pt around the middle; ns per query",
        "scan: filtering all frames with Rect.intersects, the answer indices(intersecting:)"
          + " must equal (checked)",
      ],
      columns: [
        .init(key: "n", header: "n", format: .count),
        .init(key: "items_per_viewport", header: "items/viewport", format: .count),
        .init(key: "indices_ns_per_query", header: "indices ns/query", format: .nanoseconds),
        .init(key: "range_ns_per_query", header: "range ns/query", format: .nanoseconds),
        .init(key: "scan_ns_per_query", header: "scan ns/query", format: .nanoseconds),
        .init(key: "scan_over_indices", header: "scan/indices", format: .ratio),
      ])
    let result = try FlowWorkload(count: count, seed: settings.seed).layout()
    let middle = result.contentSize.height / 2 - viewportSize.height / 2
    let viewports = (0..<queryCount).map { step in
      let offset = -5_000 + 10_000 * Double(step) / Double(queryCount)
      return Rect(origin: Point(x: 0, y: middle + offset), size: viewportSize)
    }
    let scanned = Array(viewports.prefix(scanCount))

    var found = 0
    for viewport in viewports {
      let indices = result.indices(intersecting: viewport)
      found += indices.count
      let range = result.range(intersecting: viewport)
      guard let first = indices.first, let last = indices.last, range == first..<(last + 1) else {
        throw BenchmarkFailure(description: "range \(range) for \(viewport) misses \(indices)")
      }
    }
    for viewport in scanned where scan(result.frames, viewport) != result.indices(
      intersecting: viewport)
    {
      throw BenchmarkFailure(description: "indices(intersecting: \(viewport)) differs from a scan")
    }

    let indices = measure(items: viewports.count, settings: settings) {
      var total = 0
      for viewport in viewports { total &+= result.indices(intersecting: viewport).count }
      return total
    }
    let ranges = measure(items: viewports.count, settings: settings) {
      var total = 0
      for viewport in viewports { total &+= result.range(intersecting: viewport).upperBound }
      return total
    }
    let scans = measure(items: scanned.count, settings: settings) {
      var total = 0
      for viewport in scanned { total &+= scan(result.frames, viewport).count }
      return total
    }
    table.rows.append([
      Double(count), Double(found) / Double(viewports.count), indices.nanosecondsPerItem,
      ranges.nanosecondsPerItem, scans.nanosecondsPerItem,
      scans.nanosecondsPerItem / indices.nanosecondsPerItem,
    ])
    return table
  }
}

/// The number of viewports the indexed queries run over.
private let queryCount = 1_000
/// The number of those viewports the linear scan runs over: it is a thousand times slower.
private let scanCount = 8

/// The indices of `frames` intersecting `rect`, by testing every frame.
private func scan(_ frames: [Rect], _ rect: Rect) -> [Int] {
  frames.indices.filter { frames[$0].intersects(rect) }
}
