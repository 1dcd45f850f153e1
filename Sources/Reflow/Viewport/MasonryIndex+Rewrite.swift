/// Re-writing blocks: the one way the index changes its items, which every edit goes through.
extension MasonryIndex {
  /// Collects placed items into blocks: a block closes whenever enough items wait that the ones
  /// left after it still make a block of at least the minimum, so no block but the last is
  /// small.
  struct Writer {
    let maximum: Int
    let minimum: Int
    let laneCount: Int
    let spacing: Double
    /// The items placed and not in a block yet.
    var pending: [Placed] = []
    /// Where each lane ran, and the cursor, before the first pending item.
    var enter: [Double]
    var cursor: Int32
    var blocks: [Block] = []
    var leaves: [Leaf] = []
    /// The longest each item could be, plus the spacing: see ``Leaf/bound``.
    let bound: (Record) -> Double

    mutating func append(_ placed: Placed) {
      pending.append(placed)
      if pending.count == maximum + minimum { close(maximum) }
    }

    /// Puts the first `count` pending items in a block.
    private mutating func close(_ count: Int) {
      let items = pending[0..<count]
      let block = Block(items, enter: enter, cursor: cursor, laneCount: laneCount, spacing: spacing)
      var exit = enter
      var total = 0.0
      for placed in items {
        for lane in placed.lane..<(placed.lane + placed.span) { exit[lane] = placed.end + spacing }
        total += bound(placed.record)
      }
      var advances = exit
      for lane in 0..<laneCount { advances[lane] = exit[lane].shift(from: enter[lane]) }
      leaves.append(Leaf(
        count: count, estimated: block.estimatedCount, spanning: block.spanningCount,
        bound: total, advances: advances))
      blocks.append(block)
      enter = exit
      cursor = block.exitCursor
      pending.removeFirst(count)
    }

    /// Puts every pending item in a block, two of about half if they are too many for one.
    mutating func finish() {
      if pending.count > maximum { close(pending.count / 2) }
      if !pending.isEmpty { close(pending.count) }
    }
  }

  /// The longest the item `record` could be in any lanes, plus the item spacing.
  func bound(_ record: Record) -> Double { Self.bound(record, in: geometry) }

  /// ``bound(_:)`` in `geometry`: what a `Writer` is given, so that it holds no copy of the
  /// index (which would make the index's next write to its blocks copy them all).
  static func bound(_ record: Record, in geometry: MasonryGeometry) -> Double {
    let longest: Double
    if record.flags.contains(.aspect) {
      let extent = geometry.lanesExtent
      longest = geometry.axis == .vertical ? extent / record.value : extent * record.value
    } else {
      longest = record.value
    }
    return longest + geometry.itemSpacing
  }

  /// Places `record` from `state`: in its explicit lane, in the lane it keeps (`.stable` and
  /// placed), or where the rule chooses; records the lane it chose.
  @inline(__always)
  func place(_ record: Record, from state: inout MasonryLaneState) -> Placed {
    var record = record
    let span = Swift.min(Int(record.span), laneCount)
    let lane: Int
    let start: Double
    let isAuto = !record.flags.contains(.explicit)
    if !isAuto {
      lane = Swift.min(Int(record.lane), laneCount - span)
      start = state.start(lane: lane, span: span)
    } else if placement == .stable && record.flags.contains(.placed) {
      lane = Int(record.lane)
      start = state.start(lane: lane, span: span)
    } else {
      (lane, start) = state.choose(span: span, tolerance: geometry.tolerance)
      record.lane = UInt16(truncatingIfNeeded: lane)
      if placement == .stable { record.flags.insert(.placed) }
    }
    let end = start + geometry.length(record.sizing, lane: lane, span: span)
    state.occupy(lane: lane, span: span, end: end, spacing: geometry.itemSpacing, isAuto: isAuto)
    return Placed(record: record, lane: lane, span: span, start: start, end: end)
  }

  /// Replaces the items in `range` (within the items) with `records`, placing what the change
  /// reaches again, without checking that anything stays finite (see ``apply(_:with:)``).
  ///
  /// It re-writes the blocks from the one holding `range.lowerBound` (the last one, to append)
  /// until it reaches an old block past the change at which it may stop: in `.stable`
  /// placement the first one (later items keep their lanes; ``propagate(_:from:)`` moves them),
  /// in `.exact` placement the first one before which the lanes run where they ran before,
  /// all shifted by one distance, with the cursor where it was. The blocks after are kept.
  mutating func rewrite(_ range: Range<Int>, with records: [Record]) {
    let total = count
    var firstBlock = 0
    var firstIndex = 0
    if total > 0 {
      (firstBlock, firstIndex) = tree.leaf(containing: Swift.min(range.lowerBound, total - 1))
    }
    var state = MasonryLaneState(laneCount: laneCount)
    if firstBlock < blocks.count {
      tree.prefix(before: firstBlock, into: &state.running)
      state.cursor = Int(blocks[firstBlock].enterCursor)
    }
    var writer = Writer(
      maximum: maximumBlockItems, minimum: minimumBlockItems, laneCount: laneCount,
      spacing: geometry.itemSpacing, enter: state.running, cursor: Int32(state.cursor),
      bound: { [geometry] in Self.bound($0, in: geometry) })
    var oldBlock = firstBlock
    var oldItem = 0
    var oldIndex = firstIndex
    var next = 0
    var skipped = false
    var oldEnter = state.running
    while true {
      let record: Record
      if oldIndex < range.lowerBound {
        record = blocks[oldBlock].record(oldItem)
      } else if next < records.count {
        record = records[next]
        next += 1
      } else {
        if !skipped {
          skipped = true
          if range.upperBound > oldIndex {
            oldIndex = range.upperBound
            if oldIndex >= total {
              (oldBlock, oldItem) = (blocks.count, 0)
            } else {
              let position = position(of: oldIndex)
              (oldBlock, oldItem) = (position.block, position.item)
            }
          }
        }
        if oldItem == 0 {
          if oldBlock == blocks.count { break }
          if canStop(before: oldBlock, state: state, writer: writer, oldEnter: &oldEnter) {
            break
          }
        }
        record = blocks[oldBlock].record(oldItem)
      }
      writer.append(place(record, from: &state))
      if oldIndex < range.lowerBound || skipped {
        oldItem += 1
        oldIndex += 1
        if oldItem == blocks[oldBlock].count {
          oldBlock += 1
          oldItem = 0
        }
      }
    }
    writer.finish()
    commit(writer, replacing: firstBlock..<oldBlock)
    let following = firstBlock + writer.blocks.count
    guard following < blocks.count else { return }
    // Old blocks follow: in `.stable` placement, their lanes run on from where the new items
    // left them, and the next auto-placed item tries the lane the cursor now names.
    var cursor = Int32(state.cursor)
    var block = following
    while block < blocks.count && blocks[block].enterCursor != cursor {
      blocks[block].enterCursor = cursor
      cursor = blocks[block].exitCursor
      block += 1
    }
    if placement == .stable {
      var delta = state.running
      for lane in 0..<laneCount { delta[lane] = state.running[lane].shift(from: oldEnter[lane]) }
      propagate(delta, from: following)
    }
  }

  /// Whether a re-write may stop before old block `block`: the pending items can close into
  /// blocks of at least the minimum, and (in `.exact` placement) the lanes and cursor are in
  /// step with the old ones there. Leaves where the lanes ran before the block in `oldEnter`.
  private func canStop(
    before block: Int, state: MasonryLaneState, writer: Writer, oldEnter: inout [Double]
  ) -> Bool {
    guard writer.pending.isEmpty || writer.pending.count >= minimumBlockItems else {
      return false
    }
    tree.prefix(before: block, into: &oldEnter)
    if placement == .stable { return true }
    guard Int32(state.cursor) == blocks[block].enterCursor else { return false }
    var lowest = Double.infinity
    var highest = -Double.infinity
    var scale = 1.0
    for lane in 0..<laneCount {
      let shift = state.running[lane].shift(from: oldEnter[lane])
      lowest = Swift.min(lowest, shift)
      highest = Swift.max(highest, shift)
      scale = Swift.max(scale, Swift.abs(state.running[lane]))
    }
    return highest - lowest <= 1e-9 * scale
  }

  /// Puts the writer's blocks in place of `replaced` and updates the tree.
  private mutating func commit(_ writer: Writer, replacing replaced: Range<Int>) {
    if writer.blocks.count == replaced.count {
      blocks.replaceSubrange(replaced, with: writer.blocks)
      for (offset, leaf) in writer.leaves.enumerated() {
        tree.update(replaced.lowerBound + offset, leaf)
      }
      return
    }
    var leaves: [Leaf] = []
    leaves.reserveCapacity(blocks.count - replaced.count + writer.blocks.count)
    for block in 0..<replaced.lowerBound { leaves.append(tree.leaf(block)) }
    leaves += writer.leaves
    for block in replaced.upperBound..<blocks.count { leaves.append(tree.leaf(block)) }
    blocks.replaceSubrange(replaced, with: writer.blocks)
    tree = LaneTree(laneCount: laneCount, leaves: leaves)
  }

  /// In `.stable` placement, moves the items after a change: every lane runs `delta` further
  /// than before from block `start` on. Blocks whose items each cover one lane move with their
  /// lanes through the tree; a block holding an item that covers several lanes is placed again,
  /// since that item starts where the furthest of them runs, and the shifts it leaves go on.
  /// Stops once every lane is shifted alike (nothing after changes shape) or at the end.
  mutating func propagate(_ delta: [Double], from start: Int) {
    var delta = delta
    var block = start
    var enter = delta
    while !isUniform(delta), let spanning = tree.firstSpanningLeaf(from: block) {
      guard spanning < blocks.count else { return }
      tree.prefix(before: spanning, into: &enter)
      let old = tree.leaf(spanning)
      let leaf = replay(spanning, records: nil, enter: enter)
      for lane in 0..<laneCount { delta[lane] += leaf.advances[lane].shift(from: old.advances[lane]) }
      block = spanning + 1
    }
  }

  /// Places the items of block `block` again from `enter` (where each lane runs before it),
  /// each in the lane it has (`.stable` placement), with `records` instead of the block's own
  /// when given; returns the block's new leaf, which the tree holds then.
  @discardableResult
  mutating func replay(_ block: Int, records: [Record]?, enter: [Double]) -> Leaf {
    let old = blocks[block]
    var state = MasonryLaneState(laneCount: laneCount)
    state.running = enter
    state.cursor = Int(old.enterCursor)
    var writer = Writer(
      maximum: Int.max, minimum: 0, laneCount: laneCount, spacing: geometry.itemSpacing,
      enter: enter, cursor: old.enterCursor,
      bound: { [geometry] in Self.bound($0, in: geometry) })
    for item in 0..<old.count {
      writer.append(place(records?[item] ?? old.record(item), from: &state))
    }
    writer.finish()
    blocks[block] = writer.blocks[0]
    tree.update(block, writer.leaves[0])
    return writer.leaves[0]
  }

  /// ``replay(_:records:enter:)`` for the commonest block in `.stable` placement, without
  /// re-writing it: every item covers one lane and keeps it, so only the sizings change, the
  /// offsets along their lanes of the changed items and those after them in their lanes, and
  /// the block's leaf (`leaf`, before the changes). `changes` set local items' records, in
  /// ascending order, which differ from their `old` ones in sizing and flags only. Returns
  /// `nil`, changing nothing, for any other block.
  ///
  /// In each lane with a change, the items from its first change to its last are placed again
  /// one after the other from where the first one starts (its offset does not change), and the
  /// items after the last change move by how much further the lane now runs there, as
  /// ``setSizing(_:at:)`` moves them for one item: the offsets agree with a replay's within a
  /// billionth. The leaf's bound and count of estimated items move by the changes.
  ///
  /// - Complexity: O(*m* log *b* + *t*) for *m* changes and the *t* items from each changed
  ///   lane's first change to the block's end, with no allocation but the leaf's.
  mutating func replayAlongLanes(
    _ block: Int, changes: some Collection<(item: Int, record: Record, old: Record)>, leaf: Leaf,
    enter: [Double]
  ) -> Leaf? {
    // In `.stable` placement every item the index holds has its lane (see `checkInvariants`).
    guard placement == .stable, blocks[block].spanningCount == 0, blocks[block].spans.isEmpty
    else { return nil }
    let geometry = self.geometry
    let spacing = geometry.itemSpacing
    let laneCount = self.laneCount
    var leaf = leaf
    // Each lane's first and last changed item (on the stack: lanes are few).
    withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * laneCount) { changed in
      let firstChanged = UnsafeMutableBufferPointer(rebasing: changed[0..<laneCount])
      let lastChanged = UnsafeMutableBufferPointer(rebasing: changed[laneCount...])
      firstChanged.initialize(repeating: Int.max)
      lastChanged.initialize(repeating: -1)
      for (item, _, old) in changes {
        let lane = self.lanes(of: old).lane
        lastChanged[lane] = item
        if firstChanged[lane] == Int.max { firstChanged[lane] = item }
      }
      blocks[block].update { values, offsets, flags, laneOrder, laneStarts in
        for (item, record, old) in changes {
          values[item] = record.value
          flags[item] = record.flags
          leaf.bound += Self.bound(record, in: geometry) - Self.bound(old, in: geometry)
          if old.flags.contains(.estimated) && !record.flags.contains(.estimated) {
            leaf.estimated -= 1
          }
        }
        for lane in 0..<laneCount where lastChanged[lane] >= 0 {
          let group = Int(laneStarts[lane])..<Int(laneStarts[lane + 1])
          let first = partitioningIndex(in: group) { Int(laneOrder[$0]) >= firstChanged[lane] }
          let last = partitioningIndex(in: first..<group.upperBound) {
            Int(laneOrder[$0]) > lastChanged[lane]
          }
          var running = enter[lane] + offsets[Int(laneOrder[first])]
          for position in first..<last {
            let item = Int(laneOrder[position])
            let sizing: MasonryItem.Sizing =
              flags[item].contains(.aspect) ? .aspectRatio(values[item]) : .length(values[item])
            offsets[item] = running - enter[lane]
            running = running + geometry.length(sizing, lane: lane, span: 1) + spacing
          }
          if last < group.upperBound {
            // The rest of the lane moves by how much further it now runs.
            let moved = (running - enter[lane]) - offsets[Int(laneOrder[last])]
            for position in last..<group.upperBound { offsets[Int(laneOrder[position])] += moved }
            leaf.advances[lane] += moved
          } else {
            leaf.advances[lane] = running.shift(from: enter[lane])
          }
        }
      }
    }
    blocks[block].estimatedCount = leaf.estimated
    tree.update(block, leaf)
    return leaf
  }

  /// Whether every lane of `delta` is shifted alike, within a billionth.
  private func isUniform(_ delta: [Double]) -> Bool {
    var lowest = Double.infinity
    var highest = -Double.infinity
    for shift in delta {
      lowest = Swift.min(lowest, shift)
      highest = Swift.max(highest, shift)
    }
    return highest - lowest <= 1e-9 * Swift.max(1, Swift.abs(lowest), Swift.abs(highest))
  }
}
