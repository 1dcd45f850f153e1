import Reflow
import ReflowSimulation

extension BenchmarkGroup {
  /// Applying snapshots: a few moves among many items, and equal snapshots, against hashing.
  static let snapshotApply = BenchmarkGroup(
    name: "snapshot-apply",
    summary: "CollectionSnapshot.changes(from:): 100 moves among 100k items; equal snapshots"
  ) { settings in
    var table = BenchmarkTable(
      group: "snapshot-apply",
      title: "applying a snapshot of 100,000 items (the diff against the last one)",
      notes: [
        "workloads: 1 = hashing the 100k ids with one Hasher (the baseline), 2 = applying an"
          + " equal snapshot built separately, 3 = applying an equal copy (shared storage),"
          + " 4 = 100 items moved to random places in 1 section, 5 = the same among 100 sections"
          + " of 1,000 (moves cross sections), 6 = building the snapshot (hash + index)",
        "targets: 4 and 5 <= 1 ms; 2 and 3 <= 1 (the cost of hashing)",
      ],
      columns: [
        .init(key: "workload", header: "workload", format: .count),
        .init(key: "sections", header: "sections", format: .count),
        .init(key: "us_per_call", header: "us/call", format: .nanoseconds),
        .init(key: "ns_per_item", header: "ns/item", format: .nanoseconds),
        .init(key: "over_hashing", header: "vs hashing", format: .ratio),
      ])
    let count = 100_000
    let ids = Array(0..<count)
    let hashing = measure(items: count, settings: settings) {
      var hasher = Hasher()
      for id in ids { hasher.combine(id) }
      return hasher.finalize()
    }
    func row(_ workload: Int, _ sections: Int, _ timing: Measurement) {
      table.rows.append([
        Double(workload), Double(sections), timing.nanosecondsPerCall / 1_000,
        timing.nanosecondsPerItem, timing.nanosecondsPerCall / hashing.nanosecondsPerCall,
      ])
    }
    row(1, 1, hashing)

    let old = try snapshot(split(ids, sections: 1))
    let equal = try snapshot(split(ids, sections: 1))
    row(2, 1, try measureChanges(equal, from: old, expectedMoves: 0, settings: settings))
    let copy = old
    row(3, 1, try measureChanges(copy, from: old, expectedMoves: 0, settings: settings))

    for sections in [1, 100] {
      var random = SplitMix64(seed: settings.seed)
      let before = split(ids, sections: sections)
      var after = before
      for _ in 0..<movedCount {
        let from = Int(random.next() % UInt64(sections))
        let item = after[from].remove(at: Int(random.next() % UInt64(after[from].count)))
        let to = Int(random.next() % UInt64(sections))
        after[to].insert(item, at: Int(random.next() % UInt64(after[to].count + 1)))
      }
      row(
        sections == 1 ? 4 : 5, sections,
        try measureChanges(
          try snapshot(after), from: try snapshot(before), expectedMoves: movedCount,
          settings: settings))
    }
    row(6, 1, try measure(items: count, settings: settings) { () throws(CollectionError) in
      try snapshot(split(ids, sections: 1)).contentHash
    })
    return table
  }
}

/// The number of items the move workloads move.
private let movedCount = 100

/// `ids` split evenly into `sections` arrays.
private func split(_ ids: [Int], sections: Int) -> [[Int]] {
  let size = ids.count / sections
  return (0..<sections).map { Array(ids[($0 * size)..<(($0 + 1) * size)]) }
}

/// A snapshot with one section (id = index) per array of item ids.
private func snapshot(_ sections: [[Int]]) throws(CollectionError) -> CollectionSnapshot<Int, Int> {
  var snapshot = CollectionSnapshot<Int, Int>()
  try snapshot.appendSections(sections.indices.map { CollectionSection(id: $0) })
  for (section, items) in sections.enumerated() {
    try snapshot.appendItems(items, toSection: section)
  }
  return snapshot
}

/// Times `new.changes(from: old)` after checking it moves at most `expectedMoves` items (and at
/// least one when any is expected).
private func measureChanges(
  _ new: CollectionSnapshot<Int, Int>, from old: CollectionSnapshot<Int, Int>,
  expectedMoves: Int, settings: BenchmarkSettings
) throws -> Measurement {
  let changes = new.changes(from: old)
  let moves = changes.movedItems.count
  guard moves <= expectedMoves, (moves > 0) == (expectedMoves > 0),
    changes.insertedItems.isEmpty, changes.deletedItems.isEmpty
  else {
    throw BenchmarkFailure(description: "the diff found \(moves) moves, expected \(expectedMoves)")
  }
  return measure(items: new.numberOfItems, settings: settings) {
    new.changes(from: old).movedItems.count
  }
}

extension BenchmarkGroup {
  /// Focus moves on a million-item grid, against the rectangle query a move is made of.
  static let focusMove = BenchmarkGroup(
    name: "focus-move",
    summary: "FocusNavigator: arrow moves on a 1M-item grid (FlowResult queries)"
  ) { settings in
    var table = BenchmarkTable(
      group: "focus-move",
      title: "focus moves on a 1,000,000-item grid of 10 columns (FlowFocusGeometry)",
      notes: [
        "items 35x35, spacing 4, container 390 wide; walks of \(moveCount) moves; bounds: the"
          + " 390x844 screen around the focused item, grown by a screen up and down",
        "baseline: one FlowResult.range(intersecting:) query of an item-sized rectangle, the"
          + " least a move can ask",
        "workloads: 1 = a walk of random arrows, 2 = a walk down rows alternating 10 items and"
          + " 3 (the last 300 wide), from a long row's end: long row to short row each time",
        "target: <= 2 us per move",
      ],
      columns: [
        .init(key: "workload", header: "workload", format: .count),
        .init(key: "n", header: "n", format: .count),
        .init(key: "ns_per_move", header: "ns/move", format: .nanoseconds),
        .init(key: "query_ns", header: "query ns", format: .nanoseconds),
        .init(key: "over_query", header: "vs query", format: .ratio),
      ])
    let count = 1_000_000
    let options = FlowOptions(itemSpacing: 4, lineSpacing: 4)
    let container = Size(width: 390, height: .infinity)
    let grid = try Flow.layout(
      Array(repeating: Size(width: 35, height: 35), count: count), in: container,
      options: options)
    // Rows alternating 10 and 3 items: every down move from a row's end meets a short row.
    var ragged: [Size] = []
    ragged.reserveCapacity(count)
    while ragged.count < count {
      ragged += Array(repeating: Size(width: 35, height: 35), count: 9)
      ragged.append(Size(width: 35, height: 35))
      ragged += [Size(width: 35, height: 35), Size(width: 35, height: 35)]
      ragged.append(Size(width: 300, height: 35))
    }
    let short = try Flow.layout(Array(ragged.prefix(count)), in: container, options: options)

    // A walk of random arrows from the middle, as a user moves focus, and a walk down the
    // ragged layout from a long row's end.
    var random = SplitMix64(seed: settings.seed)
    let arrows: [FocusDirection] = [.up, .down, .left, .right]
    for (workload, result, start) in [(1, grid, count / 2), (2, short, count / 2 / 13 * 13 + 9)] {
      var walk: [(Int, FocusDirection)] = []
      var focus = start
      for _ in 0..<moveCount {
        let direction = workload == 1 ? arrows[Int(random.next() % 4)] : .down
        walk.append((focus, direction))
        let geometry = FlowFocusGeometry(result, bounds: nearScreen(result.frames[focus]))
        focus = FocusNavigator<Int, Never>.neighbor(of: focus, direction, in: geometry) ?? focus
      }
      if workload == 2 && focus - start < moveCount * 6 {
        throw BenchmarkFailure(description: "the walk down stopped at \(focus)")
      }
      let timing = measure(items: walk.count, settings: settings) {
        var total = 0
        for (from, direction) in walk {
          let geometry = FlowFocusGeometry(result, bounds: nearScreen(result.frames[from]))
          total &+= FocusNavigator<Int, Never>.neighbor(of: from, direction, in: geometry) ?? 0
        }
        return total
      }
      let rects = walk.map { result.frames[$0.0].offsetBy(dx: 0, dy: 39) }
      let query = measure(items: rects.count, settings: settings) {
        var total = 0
        for rect in rects { total &+= result.range(intersecting: rect).count }
        return total
      }
      table.rows.append([
        Double(workload), Double(count), timing.nanosecondsPerItem, query.nanosecondsPerItem,
        timing.nanosecondsPerItem / query.nanosecondsPerItem,
      ])
    }
    return table
  }
}

extension BenchmarkGroup {
  /// The per-frame collection math the lazy container will run: pinned headers and shelves.
  static let collectionFrame = BenchmarkGroup(
    name: "collection-frame",
    summary: "SectionExtents.placements and Shelf.window: 1,000 sections, 10 shelves"
  ) { settings in
    var table = BenchmarkTable(
      group: "collection-frame",
      title: "per-frame collection math: 1,000 sections of 1,000 items, 10 shelves on screen",
      notes: [
        "workloads: 1 = pinned header and footer placements for an 844-pt viewport at 1,000"
          + " offsets (sections 39,000 pt tall, 40-pt pinned headers and footers), 2 = windows"
          + " (overscan 100) of 10 shelves of 1,000 items at 1,000 offsets",
        "baseline: one FlowResult.range(intersecting:) for the same viewport in a 1M-item flow",
      ],
      columns: [
        .init(key: "workload", header: "workload", format: .count),
        .init(key: "ns_per_frame", header: "ns/frame", format: .nanoseconds),
        .init(key: "query_ns", header: "query ns", format: .nanoseconds),
        .init(key: "over_query", header: "vs query", format: .ratio),
      ])
    let sectionLength = 39_000.0
    let extents = try SectionExtents((0..<1_000).map { index in
      SectionExtent(
        start: Double(index) * sectionLength, end: Double(index + 1) * sectionLength,
        header: 40, footer: 40, pinsHeader: true, pinsFooter: true)
    })
    let offsets = (0..<1_000).map { Double($0) * 38_999.5 }
    let placements = measure(items: offsets.count, settings: settings) {
      var total = 0
      for offset in offsets {
        total &+= extents.placements(viewportStart: offset, viewportLength: 844).count
      }
      return total
    }
    var shelves = try (0..<10).map { _ in
      try Shelf(
        itemLengths: Array(repeating: 120, count: 1_000), viewportLength: 390,
        options: ShelfOptions(itemSpacing: 8, snapping: .itemLeadingEdge))
    }
    let windows = try measure(items: offsets.count, settings: settings) {
      () throws(CollectionError) -> Int in
      var total = 0
      for offset in offsets {
        for index in shelves.indices {
          try shelves[index].setOffset(offset / 300 + Double(index) * 50)
          total &+= shelves[index].window(overscan: 100).declared.count
        }
      }
      return total
    }
    let flow = try FlowWorkload(count: 1_000_000, seed: settings.seed).layout()
    let viewports = offsets.map {
      Rect(x: 0, y: $0.truncatingRemainder(dividingBy: flow.contentSize.height), width: 390,
           height: 844)
    }
    let query = measure(items: viewports.count, settings: settings) {
      var total = 0
      for viewport in viewports { total &+= flow.range(intersecting: viewport).count }
      return total
    }
    for (workload, timing) in [(1, placements), (2, windows)] {
      table.rows.append([
        Double(workload), timing.nanosecondsPerItem, query.nanosecondsPerItem,
        timing.nanosecondsPerItem / query.nanosecondsPerItem,
      ])
    }
    return table
  }
}

/// The number of moves the focus benchmark times.
private let moveCount = 10_000

/// The area focus may move within around `focused`: a 390x844 screen centred on it, grown by
/// a screen up and down.
private func nearScreen(_ focused: Rect) -> Rect {
  Rect(x: 0, y: focused.midY - 422 - 844, width: 390, height: 3 * 844)
}
