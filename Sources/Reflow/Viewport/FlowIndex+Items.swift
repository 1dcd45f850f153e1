/// Items with per-item properties: the ``FlowItem`` counterparts of the size edits, for flows
/// whose items grow, sit on a baseline or start a line.
///
/// Each of these features decides a line from its own items, so the index re-flows them as it
/// re-flows sizes: an edit still stops where the line breaks fall back into step. An index whose
/// items carry none of them keeps nothing for them.
extension FlowIndex {
  /// Creates an index from items, as ``append(contentsOf:estimated:)-(Items,_)`` on an empty
  /// one.
  ///
  /// ```swift
  /// let tags = [FlowItem(Size(width: 60, height: 28), grow: 1),
  ///             FlowItem(Size(width: 90, height: 28), breakBefore: true)]
  /// let index = try FlowIndex(tags, container: Size(width: 390, height: .infinity))
  /// ```
  ///
  /// - Throws: ``ReflowError`` naming a bad container extent or option, or the first bad item
  ///   (``ReflowError/invalidItemSize(index:size:)``, ``ReflowError/invalidGrow(index:grow:)``,
  ///   ``ReflowError/invalidBaseline(index:baseline:height:)``).
  /// - Complexity: O(*n*).
  @_disfavoredOverload
  public init<Items: Collection<FlowItem>>(
    _ items: Items, container: Size, options: FlowOptions = FlowOptions()
  ) throws(ReflowError) {
    try self.init(container: container, options: options)
    try append(contentsOf: items)
  }

  /// The item at `index` as it was given: its size, grow factor, baseline and forced break.
  ///
  /// - Returns: The item, or `nil` when `index` is out of range.
  /// - Complexity: O(log *n*).
  public func item(at index: Int) -> FlowItem? {
    guard index >= 0 && index < count else { return nil }
    let position = position(of: index)
    return blocks[position.block].flowItem(position.item)
  }

  /// Appends items with their grow factors, baselines and forced breaks.
  ///
  /// Appending resumes the flow at the start of the last line, so a page costs O(page), however
  /// many items the index holds.
  ///
  /// - Parameters:
  ///   - items: The items, in order.
  ///   - estimated: Whether their sizes are estimates (see ``isSizeEstimated(at:)``).
  /// - Throws: The error ``Flow/add(_:)-(FlowItem)`` throws for the first bad item, naming it by
  ///   the index it would have had; nothing is appended then.
  /// - Complexity: O(*m* + *k*), for *m* items and *k* items on the last line.
  @_disfavoredOverload
  public mutating func append<Items: Collection<FlowItem>>(
    contentsOf items: Items, estimated: Bool = false
  ) throws(ReflowError) {
    try insert(contentsOf: items, at: count, estimated: estimated)
  }

  /// Inserts items, with their grow factors, baselines and forced breaks, before item `index`.
  ///
  /// - Parameters:
  ///   - items: The new items, in order.
  ///   - index: Where the first new item goes: `0...count`.
  ///   - estimated: Whether their sizes are estimates.
  /// - Throws: ``ReflowError/indexOutOfRange(index:valid:)``, or the error for the first bad
  ///   item, naming it by its index after the insertion; nothing changes then.
  /// - Complexity: O(log *n* + *m* + *k*), for *m* items and *k* items re-flowed around them.
  @_disfavoredOverload
  public mutating func insert<Items: Collection<FlowItem>>(
    contentsOf items: Items, at index: Int, estimated: Bool = false
  ) throws(ReflowError) {
    try replaceSubrange(index..<index, with: items, estimated: estimated)
  }

  /// Replaces the items in `range` with `items`, which bring their grow factors, baselines and
  /// forced breaks.
  ///
  /// - Parameters:
  ///   - range: The items to replace, within `0..<count` (empty to insert).
  ///   - items: The items that take their place (empty to remove).
  ///   - estimated: Whether their sizes are estimates.
  /// - Throws: ``ReflowError/indexOutOfRange(index:valid:)`` for a bound outside `0...count`,
  ///   or the error for the first bad item, naming it by its index afterwards; nothing changes
  ///   then.
  /// - Complexity: O(log *n* + *m* + *k*), for *m* items and *k* items re-flowed.
  @_disfavoredOverload
  public mutating func replaceSubrange<Items: Collection<FlowItem>>(
    _ range: Range<Int>, with items: Items, estimated: Bool = false
  ) throws(ReflowError) {
    try checkBounds(range)
    let items = Array(items)
    for (offset, item) in items.enumerated() {
      if let error = item.validationError(at: range.lowerBound + offset) { throw error }
    }
    replace(range, withChecked: items, estimated: estimated)
  }

  /// Replaces the items in `range`, which the caller has checked lies within the items, with
  /// `items`, which it has checked are valid.
  mutating func replace(_ range: Range<Int>, withChecked items: [FlowItem], estimated: Bool) {
    replace(range, count: items.count) { (items[$0], estimated) }
  }

  /// Sets item `index` (its size, grow factor, baseline and forced break), which is then no
  /// longer an estimate.
  ///
  /// An item whose size is within 1e-9 of the current one and whose other properties are the
  /// same moves nothing.
  ///
  /// - Returns: Whether any frame moved.
  /// - Throws: ``ReflowError/indexOutOfRange(index:valid:)`` or the error ``Flow`` throws for a
  ///   bad item, naming `index`; nothing changes then.
  /// - Complexity: O(log *n* + *k* + *b*), for *k* items re-flowed.
  @discardableResult
  public mutating func setItem(_ item: FlowItem, at index: Int) throws(ReflowError) -> Bool {
    try checkItem(item, at: index)
    return setItems(startingAt: index, count: 1) { _, _ in item }
  }

  /// Sets several items, which are then no longer estimates; for an index given twice, the last
  /// item wins.
  ///
  /// Changes close together are re-flowed together, once.
  ///
  /// - Returns: Whether any frame moved.
  /// - Throws: ``ReflowError/indexOutOfRange(index:valid:)`` or the error for a bad item, for the
  ///   first bad one; nothing changes then.
  /// - Complexity: O(*m* log *m* + Σ (log *n* + *k*)), for *m* items, per group re-flowed.
  @discardableResult
  public mutating func setItems(_ items: [(index: Int, item: FlowItem)]) throws(ReflowError)
    -> Bool
  {
    for (index, item) in items { try checkItem(item, at: index) }
    return setItems(checked: items)
  }

  /// Throws unless `index` is an item's and `item` is valid.
  private func checkItem(_ item: FlowItem, at index: Int) throws(ReflowError) {
    guard index >= 0 && index < count else {
      throw .indexOutOfRange(index: index, valid: 0..<count)
    }
    if let error = item.validationError(at: index) { throw error }
  }
}
