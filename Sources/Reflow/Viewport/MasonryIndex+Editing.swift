extension MasonryIndex {
  /// Appends items, each placed as CSS masonry places it after the items before.
  ///
  /// - Parameters:
  ///   - items: The items, in order.
  ///   - estimated: Whether their sizings are estimates (see ``isEstimated(at:)``), to be
  ///     measured with ``setSizing(_:at:)``.
  /// - Throws: The error ``Masonry/add(_:)`` throws for the first bad item, naming it by the
  ///   index it would have had; nothing is appended then.
  /// - Complexity: O(*m* + *b*), for *m* items, in blocks of at most *b*.
  public mutating func append<Items: Collection<MasonryItem>>(
    contentsOf items: Items, estimated: Bool = false
  ) throws(ReflowError) {
    try replaceSubrange(count..<count, with: items, estimated: estimated)
  }

  /// Inserts items before item `index`, each placed as CSS masonry places it there.
  ///
  /// In `.stable` placement the items after keep their lanes and move along them; in `.exact`
  /// placement they are placed again.
  ///
  /// - Parameters:
  ///   - items: The new items, in order.
  ///   - index: Where the first new item goes: `0...count`.
  ///   - estimated: Whether their sizings are estimates.
  /// - Throws: ``ReflowError/indexOutOfRange(index:valid:)``, or the error for the first bad
  ///   item, naming it by its index after the insertion; nothing changes then.
  /// - Complexity: O(log *n* + *m* + *b*) in `.stable` placement; see ``MasonryPlacement``.
  public mutating func insert<Items: Collection<MasonryItem>>(
    contentsOf items: Items, at index: Int, estimated: Bool = false
  ) throws(ReflowError) {
    try replaceSubrange(index..<index, with: items, estimated: estimated)
  }

  /// Replaces the items in `range` with `items`: the general edit.
  ///
  /// - Parameters:
  ///   - range: The items to replace, within `0..<count` (empty to insert).
  ///   - items: The items that take their place (empty to remove).
  ///   - estimated: Whether their sizings are estimates.
  /// - Throws: ``ReflowError/indexOutOfRange(index:valid:)`` for a bound outside `0...count`,
  ///   the error for the first bad item, or ``ReflowError/coordinateOverflow(index:)`` when an
  ///   item would end past the largest finite coordinate; nothing changes then.
  /// - Complexity: O(log *n* + *m* + *b*) in `.stable` placement, for *m* items.
  public mutating func replaceSubrange<Items: Collection<MasonryItem>>(
    _ range: Range<Int>, with items: Items, estimated: Bool = false
  ) throws(ReflowError) {
    try checkBounds(range)
    var records: [Record] = []
    records.reserveCapacity(items.count)
    for item in items {
      let index = range.lowerBound + records.count
      if let error = item.validationError(at: index, laneCount: laneCount) { throw error }
      records.append(Record(item, estimated: estimated))
    }
    try apply(range, with: records)
  }

  /// Replaces the items in `range` with `count` estimated items, `item(k)` giving the one that
  /// lands at index `k`, without checking their spans and explicit lanes against the lanes:
  /// like those of items placed before the lanes changed in number, they are clamped to the
  /// lanes there are (a span past them covers them all; a lane past the last is the last the
  /// span fits). For the engine's masonry, whose lanes follow the viewport.
  ///
  /// Each item's sizing must be valid, its span from 1 and its lane from 0, both within
  /// ``MasonryOptions/maximumLaneCount``.
  ///
  /// - Throws: ``ReflowError/indexOutOfRange(index:valid:)`` or
  ///   ``ReflowError/coordinateOverflow(index:)``; nothing changes then.
  /// - Complexity: O(log *n* + *m* + *b*) in `.stable` placement, for *m* items.
  mutating func replaceSubrange(
    _ range: Range<Int>, estimatedCount count: Int, item: (Int) -> MasonryItem
  ) throws(ReflowError) {
    try checkBounds(range)
    var records: [Record] = []
    records.reserveCapacity(count)
    for index in range.lowerBound..<(range.lowerBound + count) {
      records.append(Record(item(index), estimated: true))
    }
    try apply(range, with: records)
  }

  /// Removes the items in `range`.
  ///
  /// - Throws: ``ReflowError/indexOutOfRange(index:valid:)`` for a bound outside `0...count`.
  /// - Complexity: O(log *n* + *b*) in `.stable` placement.
  public mutating func removeSubrange(_ range: Range<Int>) throws(ReflowError) {
    try checkBounds(range)
    try apply(range, with: [])
  }

  /// Moves the items in `range` so that the first of them lands at `destination`.
  ///
  /// In `.stable` placement the moved items keep their lanes; in `.exact` placement they are
  /// placed again where they land.
  ///
  /// - Parameters:
  ///   - range: The items to move, within `0..<count`.
  ///   - destination: The index of the first moved item afterwards: `0...(count - range.count)`.
  /// - Throws: ``ReflowError/indexOutOfRange(index:valid:)``; nothing changes then.
  /// - Complexity: two edits: O(log *n* + *m* + *b*) in `.stable` placement.
  public mutating func moveSubrange(_ range: Range<Int>, to destination: Int) throws(ReflowError) {
    try checkBounds(range)
    let remaining = count - range.count
    guard destination >= 0 && destination <= remaining else {
      throw .indexOutOfRange(index: destination, valid: 0..<(remaining + 1))
    }
    guard destination != range.lowerBound, !range.isEmpty else { return }
    let moved = records(in: range)
    // A move changes no item's length, so it overflows only where the items already could.
    guard fits(tree.bound) else {
      var copy = self
      copy.rewrite(range, with: [])
      copy.rewrite(destination..<destination, with: moved)
      if let bad = copy.firstOverflow() { throw .coordinateOverflow(index: bad) }
      self = copy
      return
    }
    rewrite(range, with: [])
    rewrite(destination..<destination, with: moved)
  }

  /// Sets the sizing of item `index` (its length or aspect ratio), which is then measured; its
  /// span and explicit lane stay.
  ///
  /// In `.stable` placement the item keeps its lane and only the later items of its lanes move;
  /// in `.exact` placement the items after it are placed again. A sizing of the same kind
  /// within 1e-9 of the current one moves nothing.
  ///
  /// - Returns: Whether any frame moved.
  /// - Throws: ``ReflowError/indexOutOfRange(index:valid:)``,
  ///   ``ReflowError/invalidItemLength(index:length:)``,
  ///   ``ReflowError/invalidAspectRatio(index:aspectRatio:)`` or
  ///   ``ReflowError/coordinateOverflow(index:)``; nothing changes then.
  /// - Complexity: in `.stable` placement, O(log *n* + *b*/*l*) for an item of one lane when no
  ///   multi-lane item follows it in its block; see the type's discussion otherwise.
  @discardableResult
  public mutating func setSizing(_ sizing: MasonryItem.Sizing, at index: Int) throws(ReflowError)
    -> Bool
  {
    try setSizings([(index, sizing)])
  }

  /// Sets the sizings of several items, which are then measured; for an index given twice, the
  /// last sizing wins.
  ///
  /// - Returns: Whether any frame moved.
  /// - Throws: The error ``setSizing(_:at:)`` throws for the first bad change; nothing changes
  ///   then.
  /// - Complexity: O(*m*) for *m* changes in ascending order of index (O(*m* log *m*)
  ///   otherwise), plus each change's cost; in `.stable` placement, changes to one block of
  ///   items of one lane each cost O(*b*) together.
  @discardableResult
  public mutating func setSizings(_ changes: [(index: Int, sizing: MasonryItem.Sizing)])
    throws(ReflowError) -> Bool
  {
    for (index, sizing) in changes {
      guard index >= 0 && index < count else {
        throw .indexOutOfRange(index: index, valid: 0..<count)
      }
      if let error = sizing.validationError(at: index) { throw error }
    }
    // The last sizing given for each index, in index order: the changes themselves when they
    // come in it (a window's measured items), without sorting them.
    var latest: [(index: Int, sizing: MasonryItem.Sizing)] = []
    if zip(changes, changes.dropFirst()).allSatisfy({ $0.index < $1.index }) {
      latest = changes
    } else {
      for change in changes.enumerated().sorted(by: {
        ($0.element.index, $0.offset) < ($1.element.index, $1.offset)
      }) {
        if latest.last?.index == change.element.index { latest.removeLast() }
        latest.append(change.element)
      }
    }
    var changed: [(index: Int, record: Record, old: Record)] = []
    changed.reserveCapacity(latest.count)
    // The block of the last change: a window's changes mostly share one.
    var block = 0
    var blockItems = 0..<0
    for (index, sizing) in latest {
      if !blockItems.contains(index) {
        let found = position(of: index)
        block = found.block
        blockItems = found.before..<(found.before + blocks[block].count)
      }
      let item = index - blockItems.lowerBound
      let old = blocks[block].record(item)
      let new = old.measured(sizing)
      if new.flags.contains(.aspect) == old.flags.contains(.aspect)
        && Swift.abs(new.value - old.value) <= 1e-9
      {
        if old.flags.contains(.estimated) { markMeasured(block, item) }
      } else {
        changed.append((index, new, old))
      }
    }
    guard !changed.isEmpty else { return false }
    var bound = tree.bound
    for change in changed { bound += self.bound(change.record) - self.bound(change.old) }
    if fits(bound) {
      apply(changed)
    } else {
      var copy = self
      copy.apply(changed)
      if let bad = copy.firstOverflow() { throw .coordinateOverflow(index: bad) }
      self = copy
    }
    return true
  }

  /// Sets valid, changed records at valid indices, in index order.
  private mutating func apply(_ changed: [(index: Int, record: Record, old: Record)]) {
    guard let first = changed.first?.index, let last = changed.last?.index else { return }
    guard placement == .stable else {
      var records = records(in: first..<(last + 1))
      for change in changed { records[change.index - first] = change.record }
      rewrite(first..<(last + 1), with: records)
      return
    }
    var start = 0
    while start < changed.count {
      // The changes in one block are placed together.
      let (block, _, before) = position(of: changed[start].index)
      var end = start + 1
      while end < changed.count && changed[end].index < before + blocks[block].count { end += 1 }
      if end == start + 1, setAlongLane(changed[start].record, at: changed[start].index) {
        start = end
        continue
      }
      let old = tree.leaf(block)
      var enter = old.advances
      tree.prefix(before: block, into: &enter)
      let local = changed[start..<end].lazy.map {
        (item: $0.index - before, record: $0.record, old: $0.old)
      }
      let leaf: Leaf
      if let along = replayAlongLanes(block, changes: local, leaf: old, enter: enter) {
        leaf = along
      } else {
        var records = (0..<blocks[block].count).map(blocks[block].record)
        for change in local { records[change.item] = change.record }
        leaf = replay(block, records: records, enter: enter)
      }
      var delta = leaf.advances
      for lane in 0..<laneCount { delta[lane] = leaf.advances[lane] - old.advances[lane] }
      propagate(delta, from: block + 1)
      start = end
    }
  }

  /// In `.stable` placement, sets the record of an item of one lane that no multi-lane item
  /// follows in its lane and block: the later items of the lane in the block move by the change
  /// in length, and the lane runs on that much further. Returns `false`, changing nothing, for
  /// any other item.
  private mutating func setAlongLane(_ record: Record, at index: Int) -> Bool {
    let (blockIndex, item, _) = position(of: index)
    let old = blocks[blockIndex].record(item)
    let (lane, span) = lanes(of: old)
    guard span == 1 else { return false }
    let group = blocks[blockIndex].group(lane)
    let order = blocks[blockIndex].laneOrder
    let following = partitioningIndex(in: group) { Int(order[$0]) > item }
    for position in following..<group.upperBound {
      if lanes(of: blocks[blockIndex].record(Int(order[position]))).span > 1 { return false }
    }
    let change =
      geometry.length(record.sizing, lane: lane, span: 1)
      - geometry.length(old.sizing, lane: lane, span: 1)
    var leaf = tree.leaf(blockIndex)
    blocks[blockIndex].values[item] = record.value
    blocks[blockIndex].flags[item] = record.flags
    if old.flags.contains(.estimated) && !record.flags.contains(.estimated) {
      blocks[blockIndex].estimatedCount -= 1
      leaf.estimated -= 1
    }
    for position in following..<group.upperBound {
      blocks[blockIndex].offsets[Int(order[position])] += change
    }
    leaf.advances[lane] += change
    leaf.bound += bound(record) - bound(old)
    tree.update(blockIndex, leaf)
    var delta = Array(repeating: 0.0, count: laneCount)
    delta[lane] = change
    propagate(delta, from: blockIndex + 1)
    return true
  }

  /// Marks local item `item` of block `block` measured.
  private mutating func markMeasured(_ block: Int, _ item: Int) {
    blocks[block].flags[item].remove(.estimated)
    blocks[block].estimatedCount -= 1
    var leaf = tree.leaf(block)
    leaf.estimated -= 1
    tree.update(block, leaf)
  }

  /// Replaces the items in `range` (checked) with valid `records`, or throws
  /// ``ReflowError/coordinateOverflow(index:)`` and changes nothing.
  mutating func apply(_ range: Range<Int>, with records: [Record]) throws(ReflowError) {
    guard !range.isEmpty || !records.isEmpty else { return }
    var bound = tree.bound
    for record in records { bound += self.bound(record) }
    if !fits(bound) {
      for record in self.records(in: range) { bound -= self.bound(record) }
    }
    if fits(bound) {
      rewrite(range, with: records)
      return
    }
    var copy = self
    copy.rewrite(range, with: records)
    if let bad = copy.firstOverflow() { throw .coordinateOverflow(index: bad) }
    self = copy
  }

  /// Whether items whose longest lengths plus spacing sum to `bound` all end within the
  /// largest finite coordinate, whatever lanes they take: no lane runs further than that sum.
  func fits(_ bound: Double) -> Bool {
    bound.isFinite && bound + bound * 1e-9 <= geometry.mainLimit
  }

  /// The first item that ends past the largest finite coordinate, or `nil`.
  ///
  /// - Complexity: O(*n*).
  func firstOverflow() -> Int? {
    var index = 0
    var enter = Array(repeating: 0.0, count: laneCount)
    for (position, block) in blocks.enumerated() {
      tree.prefix(before: position, into: &enter)
      for item in 0..<block.count {
        let placed = placement(block, item) { enter[$0] }
        if !(placed.start + placed.length <= geometry.mainLimit) { return index }
        index += 1
      }
    }
    return nil
  }

  /// The records of the items in `range`, which lies within the items.
  func records(in range: Range<Int>) -> [Record] {
    guard !range.isEmpty else { return [] }
    var records: [Record] = []
    records.reserveCapacity(range.count)
    var (block, item, _) = position(of: range.lowerBound)
    while records.count < range.count {
      if item == blocks[block].count {
        block += 1
        item = 0
      }
      records.append(blocks[block].record(item))
      item += 1
    }
    return records
  }

  /// Throws unless `range` lies within `0...count`.
  func checkBounds(_ range: Range<Int>) throws(ReflowError) {
    for bound in [range.lowerBound, range.upperBound] where bound < 0 || bound > count {
      throw .indexOutOfRange(index: bound, valid: 0..<(count + 1))
    }
  }
}
