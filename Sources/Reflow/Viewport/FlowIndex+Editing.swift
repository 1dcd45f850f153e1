extension FlowIndex {
  /// Appends items.
  ///
  /// Appending resumes the flow at the start of the last line, so a page costs O(page), however
  /// many items the index holds.
  ///
  /// - Parameters:
  ///   - sizes: The items' sizes, in order.
  ///   - estimated: Whether the sizes are estimates (see ``isSizeEstimated(at:)``).
  /// - Throws: ``ReflowError/invalidItemSize(index:size:)`` naming the first bad size by the index
  ///   it would have had; nothing is appended then.
  /// - Complexity: O(*m* + *k*), for *m* sizes and *k* items on the last line.
  public mutating func append<Sizes: Collection<Size>>(
    contentsOf sizes: Sizes, estimated: Bool = false
  ) throws(ReflowError) {
    try insert(contentsOf: sizes, at: count, estimated: estimated)
  }

  /// Inserts items before item `index`.
  ///
  /// - Parameters:
  ///   - sizes: The new items' sizes, in order.
  ///   - index: Where the first new item goes: `0...count`.
  ///   - estimated: Whether the sizes are estimates.
  /// - Throws: ``ReflowError/indexOutOfRange(index:valid:)`` or
  ///   ``ReflowError/invalidItemSize(index:size:)``; nothing changes then.
  /// - Complexity: O(log *n* + *m* + *k*), for *m* sizes and *k* items re-flowed around them.
  public mutating func insert<Sizes: Collection<Size>>(
    contentsOf sizes: Sizes, at index: Int, estimated: Bool = false
  ) throws(ReflowError) {
    try replaceSubrange(index..<index, with: sizes, estimated: estimated)
  }

  /// Replaces the items in `range` with items of `sizes`: the general edit, which the others
  /// are made of.
  ///
  /// - Parameters:
  ///   - range: The items to replace, within `0..<count` (empty to insert).
  ///   - sizes: The sizes of the items that take their place (empty to remove).
  ///   - estimated: Whether the new sizes are estimates.
  /// - Throws: ``ReflowError/indexOutOfRange(index:valid:)`` for a bound outside `0...count`, or
  ///   ``ReflowError/invalidItemSize(index:size:)``; nothing changes then.
  /// - Complexity: O(log *n* + *m* + *k*), for *m* sizes and *k* items re-flowed.
  public mutating func replaceSubrange<Sizes: Collection<Size>>(
    _ range: Range<Int>, with sizes: Sizes, estimated: Bool = false
  ) throws(ReflowError) {
    try checkBounds(range)
    let sizes = Array(sizes)
    if let bad = sizes.firstIndex(where: { !$0.isValidLayoutSize }) {
      throw .invalidItemSize(index: range.lowerBound + bad, size: sizes[bad])
    }
    replace(range, count: sizes.count) { (FlowItem(sizes[$0]), estimated) }
  }

  /// Removes the items in `range`.
  ///
  /// - Throws: ``ReflowError/indexOutOfRange(index:valid:)`` for a bound outside `0...count`.
  /// - Complexity: O(log *n* + *k* + *b*), for *k* items re-flowed around the gap.
  public mutating func removeSubrange(_ range: Range<Int>) throws(ReflowError) {
    try checkBounds(range)
    removeSubrange(unchecked: range)
  }

  /// Removes the items in `range`, which the caller has checked lies within the items.
  mutating func removeSubrange(unchecked range: Range<Int>) {
    replace(range, withChecked: [], estimated: false)
  }

  /// Sets the size of item `index`, which is then no longer an estimate; its grow factor,
  /// baseline and forced break stay as they were.
  ///
  /// A size within 1e-9 of the current one moves nothing.
  ///
  /// - Returns: Whether any frame moved.
  /// - Throws: ``ReflowError/indexOutOfRange(index:valid:)``,
  ///   ``ReflowError/invalidItemSize(index:size:)``, or
  ///   ``ReflowError/invalidBaseline(index:baseline:height:)`` when the item's baseline lies below
  ///   the new height (set both with ``setItem(_:at:)``); nothing changes then.
  /// - Complexity: O(log *n* + *k* + *b*), for *k* items re-flowed.
  @discardableResult
  public mutating func setSize(_ size: Size, at index: Int) throws(ReflowError) -> Bool {
    let item = try resized(index, to: size)
    return setItems(startingAt: index, count: 1) { _, _ in item }
  }

  /// Sets the sizes of several items, which are then no longer estimates, keeping their grow
  /// factors, baselines and forced breaks; for an index given twice, the last size wins.
  ///
  /// Changes close together are re-flowed together, once.
  ///
  /// - Returns: Whether any frame moved.
  /// - Throws: ``ReflowError/indexOutOfRange(index:valid:)``,
  ///   ``ReflowError/invalidItemSize(index:size:)`` or
  ///   ``ReflowError/invalidBaseline(index:baseline:height:)`` (as ``setSize(_:at:)``) for the
  ///   first bad one; nothing changes then.
  /// - Complexity: O(*m* log *n* + Σ (log *n* + *k*)), for *m* sizes, per group re-flowed.
  @discardableResult
  public mutating func setSizes(_ sizes: [(index: Int, size: Size)]) throws(ReflowError) -> Bool {
    let count = count
    if !sizes.allSatisfy({ $0.index >= 0 && $0.index < count && $0.size.isValidLayoutSize }) {
      // Checked one by one, in the order given, to throw for the first bad one.
      for (index, size) in sizes { _ = try resized(index, to: size) }
    }
    if let first = sizes.first?.index,
      sizes.indices.dropFirst().allSatisfy({ sizes[$0].index == first + $0 })
    {
      // Consecutive items, as measuring a run of them gives: set in place, in one re-flow.
      return try setSizes(startingAt: first, count: sizes.count) { sizes[$0].size }
    }
    // In index order, the last size given for an index last: the items they replace are read
    // in one sweep across the blocks instead of a search each, which a measurement of
    // thousands of items would pay thousands of times.
    var order = Array(sizes.indices)
    if !sizes.indices.dropFirst().allSatisfy({ sizes[$0 - 1].index <= sizes[$0].index }) {
      order.sort { (sizes[$0].index, $0) < (sizes[$1].index, $1) }
    }
    var reader = ItemReader()
    var latest: [(index: Int, item: FlowItem)] = []
    latest.reserveCapacity(sizes.count)
    // The first size given, in the order given, that leaves its item's baseline below it.
    var belowBaseline: (offset: Int, baseline: Double)?
    for offset in order {
      let (index, size) = sizes[offset]
      let item = reader.item(at: index, in: self).item
      if let baseline = item.baseline, baseline > size.height,
        offset < (belowBaseline?.offset ?? .max)
      {
        belowBaseline = (offset, baseline)
      }
      let resized = FlowItem(
        size, grow: item.grow, baseline: item.baseline, breakBefore: item.breakBefore)
      if latest.last?.index == index {
        latest[latest.count - 1].item = resized
      } else {
        latest.append((index, resized))
      }
    }
    if let belowBaseline {
      let (index, size) = sizes[belowBaseline.offset]
      throw .invalidBaseline(index: index, baseline: belowBaseline.baseline, height: size.height)
    }
    return setItems(inIndexOrder: latest)
  }

  /// Sets the sizes of the `count` consecutive items from `start`, valid sizes within the
  /// items, to `size(offset)`, keeping their other properties, and marks them measured; throws,
  /// changing nothing, for the first that leaves its item's baseline below it.
  ///
  /// - Returns: Whether any frame moved.
  private mutating func setSizes(
    startingAt start: Int, count: Int, _ size: (_ offset: Int) -> Size
  ) throws(ReflowError) -> Bool {
    var belowBaseline: (index: Int, baseline: Double)?
    forEachItem(in: start..<(start + count)) { index, item, _ in
      if belowBaseline == nil, let baseline = item.baseline,
        baseline > size(index - start).height
      {
        belowBaseline = (index, baseline)
      }
    }
    if let (index, baseline) = belowBaseline {
      throw .invalidBaseline(index: index, baseline: baseline, height: size(index - start).height)
    }
    return setItems(startingAt: start, count: count) { offset, item in
      FlowItem(
        size(offset), grow: item.grow, baseline: item.baseline, breakBefore: item.breakBefore)
    }
  }

  /// Item `index` with `size` instead of its own, or the error that size is for it.
  func resized(_ index: Int, to size: Size) throws(ReflowError) -> FlowItem {
    guard let item = item(at: index) else {
      throw .indexOutOfRange(index: index, valid: 0..<count)
    }
    guard size.isValidLayoutSize else { throw .invalidItemSize(index: index, size: size) }
    if let baseline = item.baseline, baseline > size.height {
      throw .invalidBaseline(index: index, baseline: baseline, height: size.height)
    }
    return FlowItem(
      size, grow: item.grow, baseline: item.baseline, breakBefore: item.breakBefore)
  }

  /// Sets valid items at valid indices, measured: for an index given twice, the last item
  /// wins; changes fewer than a block apart share one re-flow.
  ///
  /// - Returns: Whether any frame moved.
  mutating func setItems(checked items: [(index: Int, item: FlowItem)]) -> Bool {
    // The last item given for each index, in index order.
    var latest: [(index: Int, item: FlowItem)] = []
    latest.reserveCapacity(items.count)
    for change in items.enumerated().sorted(by: {
      ($0.element.index, $0.offset) < ($1.element.index, $1.offset)
    }) {
      if latest.last?.index == change.element.index { latest.removeLast() }
      latest.append(change.element)
    }
    return setItems(inIndexOrder: latest)
  }

  /// Sets valid items at valid indices, measured, given in increasing order of index without
  /// repeats: changes fewer than a block apart share one re-flow.
  ///
  /// - Returns: Whether any frame moved.
  private mutating func setItems(inIndexOrder latest: [(index: Int, item: FlowItem)]) -> Bool {
    var moved = false
    var groupStart = 0
    while groupStart < latest.count {
      var groupEnd = groupStart + 1
      while groupEnd < latest.count
        && latest[groupEnd].index - latest[groupEnd - 1].index < minimumBlockItems
      {
        groupEnd += 1
      }
      let lower = latest[groupStart].index
      let upper = latest[groupEnd - 1].index + 1
      // One sweep reads the span's items, puts the given ones in and finds what changes, as
      // setItems(startingAt:count:_:) does in two.
      var items: [(item: FlowItem, estimated: Bool)] = []
      items.reserveCapacity(upper - lower)
      var next = groupStart
      var changed: Range<Int>?
      var flipped: Range<Int>?
      forEachItem(in: lower..<upper) { index, item, isEstimated in
        let isGiven = latest[next].index == index
        let new = isGiven ? latest[next].item : item
        if isGiven { next += 1 }
        if Self.changes(item, to: new) { changed = (changed?.lowerBound ?? index)..<(index + 1) }
        if isEstimated && isGiven { flipped = (flipped?.lowerBound ?? index)..<(index + 1) }
        items.append((new, isEstimated && !isGiven))
      }
      guard var span = changed else {
        for index in flipped ?? 0..<0 where items[index - lower].estimated == false {
          markMeasured(index..<(index + 1))
        }
        groupStart = groupEnd
        continue
      }
      if let flipped {
        span = Swift.min(span.lowerBound, flipped.lowerBound)
          ..< Swift.max(span.upperBound, flipped.upperBound)
      }
      replace(span, count: span.count) { items[span.lowerBound - lower + $0] }
      moved = true
      groupStart = groupEnd
    }
    return moved
  }

  /// Moves the items in `range` so that the first of them lands at `destination` in the result.
  ///
  /// - Parameters:
  ///   - range: The items to move, within `0..<count`.
  ///   - destination: The index of the first moved item afterwards: `0...(count - range.count)`.
  /// - Throws: ``ReflowError/indexOutOfRange(index:valid:)``; nothing changes then.
  /// - Complexity: two edits: O(log *n* + *m* + *k*), for *m* items moved and *k* re-flowed.
  public mutating func moveSubrange(_ range: Range<Int>, to destination: Int) throws(ReflowError) {
    try checkBounds(range)
    let remaining = count - range.count
    guard destination >= 0 && destination <= remaining else {
      throw .indexOutOfRange(index: destination, valid: 0..<(remaining + 1))
    }
    moveSubrange(unchecked: range, to: destination)
  }

  /// Moves the items in `range` to `destination`, both of which the caller has checked: the
  /// range within the items, the destination within `0...count - range.count`.
  mutating func moveSubrange(unchecked range: Range<Int>, to destination: Int) {
    guard destination != range.lowerBound, !range.isEmpty else { return }
    var moved: [(item: FlowItem, estimated: Bool)] = []
    moved.reserveCapacity(range.count)
    forEachItem(in: range) { _, item, estimated in moved.append((item, estimated)) }
    removeSubrange(unchecked: range)
    replace(destination..<destination, count: moved.count) { moved[$0] }
  }

  /// Whether setting `old` to `new` changes the layout: a size more than 1e-9 away, or another
  /// grow factor, baseline or forced break.
  @inline(__always)
  static func changes(_ old: FlowItem, to new: FlowItem) -> Bool {
    !new.size.isClose(to: old.size) || new.grow != old.grow || new.baseline != old.baseline
      || new.breakBefore != old.breakBefore
  }

  /// Sets the sizes of the consecutive items from `start` to the valid sizes in `sizes`, keeping
  /// their other properties (a baseline below a new height moves up to it), and marks them
  /// measured, as ``setItems(startingAt:count:_:)`` does.
  @discardableResult
  mutating func setSizes(startingAt start: Int, _ sizes: UnsafeBufferPointer<Size>) -> Bool {
    // An engine records the sizes of every item it declares in every pass, and at rest they
    // are all as measured before: find that in one tight loop.
    if holdsMeasured(startingAt: start, sizes) { return false }
    return setItems(startingAt: start, count: sizes.count) { offset, item in
      let size = sizes[offset]
      return FlowItem(
        size, grow: item.grow, baseline: item.baseline.map { Swift.min($0, size.height) },
        breakBefore: item.breakBefore)
    }
  }

  /// Whether the items from `start` are measured, carry no grow factor, baseline or forced
  /// break, and have sizes within 1e-9 of `sizes`: whether ``setSizes(startingAt:_:)`` with
  /// them would change nothing. Sizes past the end are ignored.
  ///
  /// - Complexity: O(log *n* + *m*) for *m* sizes, without reference counting: the blocks are
  ///   read in place.
  func holdsMeasured(startingAt start: Int, _ sizes: UnsafeBufferPointer<Size>) -> Bool {
    forEachBlockSpan(in: start..<(start + sizes.count)) { block, items, first in
      guard !block.pointee.hasProperties else { return false }
      let hasEstimates = block.pointee.patternEstimated > 0
      var offset = first - start
      return block.pointee.forEachPattern(of: items) { pattern in
        if hasEstimates && block.pointee.estimated[pattern] { return false }
        guard block.pointee.items[pattern].size.isClose(to: sizes[offset]) else { return false }
        offset += 1
        return true
      }
    }
  }

  /// Sets the `count` consecutive items from `start` to the valid items `newItem(offset, old)`
  /// gives for each (`offset` from `start`, `old` the item there now) and marks them measured:
  /// compares them in place and re-flows, once, only the span from the first changed (or newly
  /// measured) item to the last. Items past the end are ignored.
  ///
  /// An item whose size is within 1e-9 of the current one, with the same grow factor, baseline
  /// and forced break, is no change.
  ///
  /// - Returns: Whether any frame moved.
  /// - Complexity: O(log *n* + *m*) for *m* items, plus the re-flow of a change; it allocates
  ///   only for a change.
  @discardableResult
  mutating func setItems(
    startingAt start: Int, count newCount: Int,
    _ newItem: (_ offset: Int, _ old: FlowItem) -> FlowItem
  ) -> Bool {
    let lower = Swift.max(0, start)
    let upper = Swift.min(count, start + newCount)
    guard lower < upper else { return false }
    var changed: Range<Int>?
    var flipped: Range<Int>?
    forEachItem(in: lower..<upper) { index, item, isEstimated in
      let new = newItem(index - start, item)
      if Self.changes(item, to: new) { changed = (changed?.lowerBound ?? index)..<(index + 1) }
      if isEstimated { flipped = (flipped?.lowerBound ?? index)..<(index + 1) }
    }
    guard let changed else {
      if let flipped { markMeasured(flipped) }
      return false
    }
    // One re-flow sets the items and the estimate flags of the span.
    var span = changed
    if let flipped {
      span = Swift.min(span.lowerBound, flipped.lowerBound)
        ..< Swift.max(span.upperBound, flipped.upperBound)
    }
    var items: [(item: FlowItem, estimated: Bool)] = []
    items.reserveCapacity(span.count)
    forEachItem(in: span) { index, item, _ in items.append((newItem(index - start, item), false)) }
    replace(span, count: span.count) { items[$0] }
    return true
  }

  /// The same items and estimate flags laid out by `flow` (an empty flow with another
  /// container or options): what a resize needs.
  ///
  /// - Complexity: O(*n*) for items that differ; a run of identical items costs one line.
  func laidOut(with flow: Flow) -> FlowIndex {
    var result = FlowIndex(flow: flow, maximumBlockItems: maximumBlockItems)
    var reader = ItemReader()
    result.replace(
      0..<0, count: count, with: { reader.item(at: $0, in: self) },
      same: { reader.sameItems(from: $0, in: self) })
    return result
  }

  /// Throws unless `range` lies within `0...count`.
  func checkBounds(_ range: Range<Int>) throws(ReflowError) {
    for bound in [range.lowerBound, range.upperBound] where bound < 0 || bound > count {
      throw .indexOutOfRange(index: bound, valid: 0..<(count + 1))
    }
  }
}
