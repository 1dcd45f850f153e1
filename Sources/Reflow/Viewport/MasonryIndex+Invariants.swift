extension MasonryIndex {
  /// Checks the index's internal consistency and describes each broken invariant; tests call it
  /// after every edit.
  ///
  /// - No block is empty or holds more than ``maximumBlockItems`` items, and only the last holds
  ///   fewer than the minimum.
  /// - Each block's columns have one entry per item (spans none while all are 1), its lane
  ///   groups list exactly the items covering each lane in order, its counts and cursors are
  ///   right, and each block enters with the cursor the one before leaves with.
  /// - In `.stable` placement every auto-placed item has its lane.
  /// - Placing each block's items again in their lanes, from where the tree says the lanes run
  ///   before it, gives the starts the offsets say and the advances the tree holds, within a
  ///   billionth.
  /// - The tree's leaves are the blocks' summaries.
  ///
  /// - Returns: One sentence per violation; empty when the index is consistent.
  /// - Complexity: O(*n* × *s* + *b* × *l* log *n*).
  package func checkInvariants() -> [String] {
    // Checked first: reading a block's leaf from a tree without it would trap.
    if tree.capacity < blocks.count { return ["the tree has fewer leaves than blocks"] }
    var problems: [String] = []
    var cursor: Int32 = 0
    var total = 0
    var estimated = 0
    var enter = Array(repeating: 0.0, count: laneCount)
    for (position, block) in blocks.enumerated() {
      let name = "block \(position)"
      let count = block.count
      if count == 0 { problems.append("\(name) is empty") }
      if count > maximumBlockItems { problems.append("\(name) holds \(count) items") }
      if count < minimumBlockItems && position + 1 < blocks.count {
        problems.append("\(name) holds \(count) items but is not the last")
      }
      for (column, length) in [
        ("offsets", block.offsets.count), ("lanes", block.lanes.count),
        ("flags", block.flags.count),
      ] where length != count {
        problems.append("\(name) keeps \(length) \(column) for \(count) items")
      }
      if !block.spans.isEmpty && (block.spans.count != count || block.spans.allSatisfy { $0 == 1 })
      {
        problems.append("\(name) keeps \(block.spans.count) spans for \(count) items")
      }
      guard problems.isEmpty else { return problems }
      var groups = Array(repeating: [UInt16](), count: laneCount)
      var lastAuto: Int32 = -1
      var spanning = 0
      for item in 0..<count {
        let record = block.record(item)
        let (lane, span) = lanes(of: record)
        guard lane >= 0 && span >= 1 && lane + span <= laneCount else {
          problems.append("\(name) item \(item) covers lanes \(lane)..<\(lane + span)")
          return problems
        }
        if span > 1 { spanning += 1 }
        if !record.flags.contains(.explicit) {
          lastAuto = Int32(lane + span)
          if placement == .stable && !record.flags.contains(.placed) {
            problems.append("\(name) item \(item) has no lane in stable placement")
          }
        }
        for covered in lane..<(lane + span) { groups[covered].append(UInt16(item)) }
      }
      let laneOrder = groups.flatMap { $0 }
      var starts: [UInt32] = [0]
      for group in groups { starts.append(starts[starts.count - 1] + UInt32(group.count)) }
      if laneOrder != block.laneOrder || starts != block.laneStarts {
        problems.append("\(name)'s lane groups are out of step with its items")
      }
      let flagged = block.flags.filter { $0.contains(.estimated) }.count
      if flagged != block.estimatedCount || spanning != block.spanningCount {
        problems.append(
          "\(name) counts \(block.estimatedCount) estimates and \(block.spanningCount) spanning"
            + " items, not \(flagged) and \(spanning)")
      }
      if block.enterCursor != cursor {
        problems.append("\(name) enters with cursor \(block.enterCursor), not \(cursor)")
      }
      if block.lastAutoCursor != lastAuto {
        problems.append("\(name) leaves its last auto item at \(block.lastAutoCursor)")
      }
      cursor = block.exitCursor
      // Placed again in their lanes from where the tree says the lanes run.
      tree.prefix(before: position, into: &enter)
      var state = MasonryLaneState(laneCount: laneCount)
      state.running = enter
      let leaf = tree.leaf(position)
      var bound = 0.0
      for item in 0..<count {
        let record = block.record(item)
        let (lane, span) = lanes(of: record)
        let start = state.start(lane: lane, span: span)
        let stored = enter[lane] + block.offsets[item]
        if !isClose(start, stored, scale: start) {
          problems.append("\(name) item \(item) starts at \(stored), placed again at \(start)")
          break
        }
        let end = start + geometry.length(record.sizing, lane: lane, span: span)
        state.occupy(lane: lane, span: span, end: end, spacing: geometry.itemSpacing, isAuto: false)
        bound += self.bound(record)
      }
      for lane in 0..<laneCount
      where !isClose(
        state.running[lane].shift(from: enter[lane]), leaf.advances[lane],
        scale: state.running[lane])
      {
        problems.append(
          "\(name) advances lane \(lane) by \(leaf.advances[lane]), placed again"
            + " \(state.running[lane].shift(from: enter[lane]))")
        break
      }
      if leaf.count != count || leaf.estimated != flagged || leaf.spanning != spanning
        || !isClose(leaf.bound, bound, scale: bound)
      {
        problems.append("the tree's leaf \(position) differs from the block")
      }
      total += count
      estimated += flagged
    }
    if tree.itemCount != total || tree.estimatedCount != estimated {
      problems.append(
        "the tree holds \(tree.itemCount) items, \(tree.estimatedCount) estimated; the blocks"
          + " \(total), \(estimated)")
    }
    return problems
  }

  /// Whether two numbers agree within a billionth of `scale` (or of 1).
  private func isClose(_ a: Double, _ b: Double, scale: Double) -> Bool {
    a == b || Swift.abs(a - b) <= 1e-9 * Swift.max(1, Swift.abs(scale), Swift.abs(a), Swift.abs(b))
  }
}
