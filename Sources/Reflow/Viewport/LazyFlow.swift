/// A flow over a long, growing list, laid out from known or estimated sizes and asked only for
/// what a viewport shows: the core of a lazy, infinitely scrolling flow.
///
/// Items whose size is not known yet take the estimate; when a renderer measures one, set its
/// size and the flow re-flows only the lines around it (``FlowIndex``). Appending a page costs
/// O(page), and asking what a viewport shows costs O(log *n* + visible), whatever the number of
/// items. Rows (`axis: .horizontal`, the default) scroll down; columns (`.vertical`) scroll
/// sideways.
///
/// ```swift
/// var flow = try LazyFlow(lineLength: 390, options: FlowOptions(itemSpacing: 8, lineSpacing: 8),
///                         estimatedItemSize: Size(width: 80, height: 32))
/// flow.appendItems(count: page.count)                      // sizes not known yet
/// let window = flow.window(for: viewport, overscan: 200)   // declare window.declared only
/// try flow.setSizes(measured)                              // as the renderer reports them
/// ```
public struct LazyFlow: Sendable {
  /// The size assumed for items not measured yet.
  public let estimatedItemSize: Size
  /// The items' layout: frames, lines and queries.
  public private(set) var index: FlowIndex

  /// Creates an empty lazy flow whose lines wrap at `lineLength`.
  ///
  /// - Parameters:
  ///   - lineLength: The extent lines wrap at, across the scrolling direction: the scroll view's
  ///     width for rows (`options.axis == .horizontal`), its height for columns.
  ///   - options: The flow's options. A right-to-left flow of columns has no right edge to
  ///     mirror around and is rejected, as ``Flow`` rejects it.
  ///   - estimatedItemSize: The size assumed for items not measured yet.
  /// - Throws: ``ReflowError`` for a bad length, option or estimate.
  public init(lineLength: Double, options: FlowOptions = FlowOptions(), estimatedItemSize: Size)
    throws(ReflowError)
  {
    guard estimatedItemSize.isValidLayoutSize else {
      throw .invalidItemSize(index: -1, size: estimatedItemSize)
    }
    self.estimatedItemSize = estimatedItemSize
    index = try FlowIndex(
      container: Self.container(lineLength: lineLength, axis: options.axis), options: options)
  }

  /// Creates an empty lazy flow whose lines wrap at `width`: for rows, which scroll down, the
  /// same as ``init(lineLength:options:estimatedItemSize:)``.
  public init(width: Double, options: FlowOptions = FlowOptions(), estimatedItemSize: Size)
    throws(ReflowError)
  {
    try self.init(lineLength: width, options: options, estimatedItemSize: estimatedItemSize)
  }

  /// An empty flow from a flow state machine and estimate the caller has already checked, with
  /// index blocks of at most `maximumBlockItems` items.
  package init(flow: Flow, estimatedItemSize: Size, maximumBlockItems: Int = 512) {
    self.estimatedItemSize = estimatedItemSize
    index = FlowIndex(flow: flow, maximumBlockItems: maximumBlockItems)
  }

  /// The container of a flow whose lines wrap at `lineLength` and that scrolls without end.
  package static func container(lineLength: Double, axis: LayoutAxis) -> Size {
    axis == .horizontal
      ? Size(width: lineLength, height: .infinity) : Size(width: .infinity, height: lineLength)
  }

  /// The extent lines wrap at.
  public var lineLength: Double { index.container[index.options.axis] }

  /// Lays every item out again with lines that wrap at `lineLength`: for a scroll view resized
  /// across its scrolling direction.
  ///
  /// - Throws: ``ReflowError`` for a NaN or negative length, or a right-to-left flow of rows
  ///   given an infinite one; the flow is unchanged then.
  /// - Complexity: O(*n*); a run of items with the estimated size costs one line.
  public mutating func setLineLength(_ lineLength: Double) throws(ReflowError) {
    let container = Self.container(lineLength: lineLength, axis: index.options.axis)
    relayOut(with: try Flow(container: container, options: index.options))
  }

  /// Lays every item out again with `flow`, an empty flow the caller has checked.
  mutating func relayOut(with flow: Flow) {
    index = index.laidOut(with: flow)
  }

  /// The axis the flow scrolls along: across its lines.
  public var scrollAxis: LayoutAxis { index.options.axis.crossAxis }

  /// The number of items.
  public var count: Int { index.count }

  /// The size of the whole flow, estimated items included.
  public var contentSize: Size { index.contentSize }

  /// The frame of item `index`, or `nil` out of range.
  ///
  /// - Complexity: O(log *n*).
  public func frame(at index: Int) -> Rect? { self.index.frame(at: index) }

  /// Whether item `index` still has the estimated size.
  ///
  /// - Complexity: O(log *n*).
  public func isSizeEstimated(at index: Int) -> Bool { self.index.isSizeEstimated(at: index) }

  /// The number of items still laid out with the estimate.
  ///
  /// - Complexity: O(1).
  public var estimatedCount: Int { index.estimatedCount }

  /// Appends `count` items whose sizes are not known yet.
  ///
  /// - Complexity: O(`count`).
  public mutating func appendItems(count: Int) {
    guard count > 0 else { return }
    index.replace(
      index.count..<index.count, count: count, with: { _ in (FlowItem(estimatedItemSize), true) },
      same: { count - $0 })
  }

  /// Appends items whose sizes are known.
  ///
  /// - Throws: ``ReflowError/invalidItemSize(index:size:)``; nothing is appended then.
  /// - Complexity: O(*m*), for *m* sizes.
  public mutating func appendItems<Sizes: Collection<Size>>(sizes: Sizes) throws(ReflowError) {
    try index.append(contentsOf: sizes)
  }

  /// Appends items whose sizes are known, with their grow factors, baselines and forced breaks.
  ///
  /// ```swift
  /// try flow.appendItems([FlowItem(Size(width: 120, height: 28), breakBefore: true)]
  ///                      + tags.map { FlowItem($0.size, grow: 1) })
  /// ```
  ///
  /// - Throws: The error ``Flow/add(_:)-(FlowItem)`` throws for the first bad item, naming its
  ///   index; nothing is appended then.
  /// - Complexity: O(*m*), for *m* items.
  public mutating func appendItems<Items: Collection<FlowItem>>(_ items: Items)
    throws(ReflowError)
  {
    try index.append(contentsOf: items)
  }

  /// Inserts `count` items whose sizes are not known yet before item `position`: older
  /// messages loaded above a chat, a page reloaded after it was dropped.
  ///
  /// - Throws: ``ReflowError/indexOutOfRange(index:valid:)`` unless `position` is in
  ///   `0...count`; a negative `count` inserts nothing.
  /// - Complexity: O(log *n* + `count` + *k*), for *k* items re-flowed around them.
  public mutating func insertItems(count: Int, at position: Int) throws(ReflowError) {
    try index.checkBounds(position..<position)
    insertItems(uncheckedCount: count, at: position)
  }

  /// Removes the items in `range`, which the caller has checked lies within the items.
  mutating func removeItems(unchecked range: Range<Int>) {
    index.removeSubrange(unchecked: range)
  }

  /// Moves the items in `range` to `destination`, both checked by the caller.
  mutating func moveItems(unchecked range: Range<Int>, to destination: Int) {
    index.moveSubrange(unchecked: range, to: destination)
  }

  /// Inserts `count` estimated items at `position`, which the caller has checked lies within
  /// `0...count`; a count below 1 inserts nothing.
  mutating func insertItems(uncheckedCount count: Int, at position: Int) {
    guard count > 0 else { return }
    index.replace(
      position..<position, count: count, with: { _ in (FlowItem(estimatedItemSize), true) },
      same: { count - $0 })
  }

  /// Inserts items whose sizes are known before item `position`.
  ///
  /// - Throws: ``ReflowError/indexOutOfRange(index:valid:)`` or
  ///   ``ReflowError/invalidItemSize(index:size:)``; nothing changes then.
  public mutating func insertItems<Sizes: Collection<Size>>(sizes: Sizes, at position: Int)
    throws(ReflowError)
  {
    try index.insert(contentsOf: sizes, at: position)
  }

  /// Inserts items whose sizes are known, with their grow factors, baselines and forced breaks,
  /// before item `position`.
  ///
  /// - Throws: ``ReflowError/indexOutOfRange(index:valid:)`` or the error for the first bad
  ///   item, naming its index after the insertion; nothing changes then.
  /// - Complexity: O(log *n* + *m* + *k*), for *m* items and *k* items re-flowed around them.
  public mutating func insertItems<Items: Collection<FlowItem>>(_ items: Items, at position: Int)
    throws(ReflowError)
  {
    try index.insert(contentsOf: items, at: position)
  }

  /// The item at `index`, with its grow factor, baseline and forced break; `nil` out of range.
  ///
  /// - Complexity: O(log *n*).
  public func item(at index: Int) -> FlowItem? { self.index.item(at: index) }

  /// Removes the items from `index` on, for a list that shrank.
  ///
  /// - Complexity: O(log *n* + *k* + *r*), for *k* items kept on the reopened line and *r* blocks
  ///   removed.
  public mutating func removeItems(from index: Int) {
    let index = Swift.max(0, index)
    guard index < count else { return }
    self.index.removeSubrange(unchecked: index..<count)
  }

  /// Removes the items in `range`.
  ///
  /// - Throws: ``ReflowError/indexOutOfRange(index:valid:)`` for a bound outside `0...count`.
  public mutating func removeItems(in range: Range<Int>) throws(ReflowError) {
    try index.removeSubrange(range)
  }

  /// Moves the items in `range` so that the first lands at `destination`; they keep their sizes
  /// and estimate flags.
  ///
  /// - Throws: ``ReflowError/indexOutOfRange(index:valid:)``.
  public mutating func moveItems(_ range: Range<Int>, to destination: Int) throws(ReflowError) {
    try index.moveSubrange(range, to: destination)
  }

  /// Sets measured sizes, re-flowing only the lines around the changed items; the items keep
  /// their grow factors, baselines and forced breaks.
  ///
  /// Indices out of range are ignored; for an index given twice, the last size wins; a size equal
  /// to the current one within 1e-9 is no change.
  ///
  /// - Parameter sizes: Item indices and their measured sizes.
  /// - Returns: Whether any frame moved.
  /// - Throws: ``ReflowError/invalidItemSize(index:size:)`` for a bad size, or
  ///   ``ReflowError/invalidBaseline(index:baseline:height:)`` when an item's baseline lies below
  ///   its new height (set both with ``setItems(_:)``); nothing changes then.
  /// - Complexity: O(*m* log *m*) for *m* sizes, plus re-flowing around each group of changes.
  @discardableResult
  public mutating func setSizes(_ sizes: [(index: Int, size: Size)]) throws(ReflowError) -> Bool {
    let count = count
    // Copied only when some index is out of range: a measurement of every item passes as is.
    let inRange = sizes.allSatisfy { $0.index >= 0 && $0.index < count }
    return try index.setSizes(inRange ? sizes : sizes.filter { $0.index >= 0 && $0.index < count })
  }

  /// Sets measured items (size, grow factor, baseline and forced break), re-flowing only the
  /// lines around the changed ones.
  ///
  /// Indices out of range are ignored; for an index given twice, the last item wins; an item
  /// equal to the current one (its size within 1e-9) is no change.
  ///
  /// - Parameter items: Item indices and their items.
  /// - Returns: Whether any frame moved.
  /// - Throws: The error ``Flow/add(_:)-(FlowItem)`` throws for a bad item, naming its index;
  ///   nothing changes then.
  /// - Complexity: O(*m* log *m*) for *m* items, plus re-flowing around each group of changes.
  @discardableResult
  public mutating func setItems(_ items: [(index: Int, item: FlowItem)]) throws(ReflowError)
    -> Bool
  {
    let count = count
    return try index.setItems(items.filter { $0.index >= 0 && $0.index < count })
  }

  /// Sets the measured items of the consecutive items from `start`, as
  /// ``setSizes(startingAt:_:)`` does for sizes: the engine's lazy flow, when its children
  /// declare per-item properties.
  ///
  /// - Returns: Whether any frame moved; `false`, with nothing changed, for an invalid item.
  @discardableResult
  mutating func setItems(startingAt start: Int, _ items: UnsafeBufferPointer<FlowItem>) -> Bool {
    guard items.indices.allSatisfy({ items[$0].validationError(at: start + $0) == nil }) else {
      return false
    }
    return index.setItems(startingAt: start, count: items.count) { offset, _ in items[offset] }
  }

  /// Sets the measured sizes of the consecutive items from `start`, as
  /// ``setSizes(_:)`` does for `(start + offset, sizes[offset])` pairs, without building them.
  ///
  /// The engine measures a window of consecutive items every pass, almost always to the sizes
  /// they already have: this compares them in place and re-flows only from a changed one.
  ///
  /// - Returns: Whether any frame moved; `false`, with nothing changed, for an invalid size.
  /// - Complexity: O(log *n* + *m*) for *m* sizes, plus re-flowing around the changes.
  @discardableResult
  mutating func setSizes(startingAt start: Int, _ sizes: UnsafeBufferPointer<Size>) -> Bool {
    guard sizes.allSatisfy(\.isValidLayoutSize) else { return false }
    return index.setSizes(startingAt: start, sizes)
  }

  /// What `viewport` shows, and what to declare around it.
  ///
  /// - Parameters:
  ///   - viewport: The visible rectangle in the flow's coordinates.
  ///   - overscan: How far before and after the viewport, along ``scrollAxis``, to declare
  ///     items too, so scrolling does not reveal undeclared space.
  /// - Complexity: O(log *n* + *c* log *k* + *m*), as ``FlowIndex/range(intersecting:)``.
  public func window(for viewport: Rect, overscan: Double = 0) -> LazyFlowWindow {
    let axis = scrollAxis
    let band = ViewportBand(
      start: viewport.origin[axis], length: viewport.size[axis], overscan: overscan)
    let across = axis.crossAxis
    let extended = band.rect(
      along: axis, across: (viewport.origin[across], viewport.size[across]))
    let visible = index.range(intersecting: viewport)
    let contentSize = index.contentSize
    return LazyFlowWindow(
      visible: visible, declared: index.range(intersecting: extended),
      contentSize: contentSize,
      position: EndReachedTrigger.Position(
        offset: axis == .vertical ? viewport.minY : viewport.minX,
        viewportLength: viewport.size[axis], contentLength: contentSize[axis], itemCount: count,
        lastVisibleIndex: visible.isEmpty ? nil : visible.upperBound - 1))
  }
}

/// What a viewport over a ``LazyFlow`` shows.
public struct LazyFlowWindow: Hashable, Sendable {
  /// The items intersecting the viewport, first to last.
  public var visible: Range<Int>
  /// The items to declare: the visible ones and those within the overscan.
  public var declared: Range<Int>
  /// The size of the whole flow, estimated items included.
  public var contentSize: Size
  /// The viewport's position, ready for ``EndReachedTrigger/update(_:)``.
  public var position: EndReachedTrigger.Position

  /// Creates a window.
  public init(
    visible: Range<Int>, declared: Range<Int>, contentSize: Size,
    position: EndReachedTrigger.Position
  ) {
    self.visible = visible
    self.declared = declared
    self.contentSize = contentSize
    self.position = position
  }
}
