/// A resumable state machine that places items in lines that wrap, like CSS flexbox with
/// `flex-wrap: wrap`.
///
/// Add item sizes (or ``FlowItem``s, which can also grow, carry a baseline or force a break) in
/// order; each lands after the previous one on the open line, or starts a new line when it does
/// not fit the rest of it. Call ``finish()`` for the ``FlowResult``; you can keep adding
/// afterwards, and the layout continues where it stopped.
///
/// ```swift
/// var layout = try Flow(container: Size(width: 390, height: .infinity),
///                       options: FlowOptions(itemSpacing: 8, lineSpacing: 8))
/// for tag in tags { try layout.add(tag.size) }
/// let result = layout.finish()
/// result.frames[0]   // Rect(x: 0, y: 0, …)
/// ```
///
/// The rules, all those of CSS flexbox:
/// - an item that fits the rest of the line exactly stays on it;
/// - an item longer than the line sits alone on its own line, starting at the leading edge;
/// - spacing goes only between items and between lines: the first line starts at the top inset;
/// - a zero extent puts every item of non-zero length on its own line; an infinite one never wraps.
///
/// `add` places each item against the line's leading edge and top; what depends on the whole
/// line (``FlowAlignment``, ``FlowItemAlignment``, ``FlowItem/grow``) is applied when the line
/// closes (the next item does not fit) or at ``finish()``, and what depends on every line
/// (``FlowLineAlignment``, ``FlowLineBreaking/balanced``, the overflow indicator) at
/// ``finish()``.
///
/// However the items come (one at a time, in batches, across ``finish()`` or after
/// ``removeItems(from:)``), the result is the same to the last bit: every path sums a line in
/// the same order, and a -0 dimension, spacing or inset counts as 0, so no frame holds -0.
///
/// - Complexity: `add` is amortised O(1) and allocates nothing beyond the frames it writes;
///   closing a line costs O(*k*) once, where *k* is the number of items on it.
public struct Flow: Sendable {
  /// The container the lines fill; its main-axis extent (width for horizontal flows) sets where
  /// lines wrap.
  public let container: Size
  /// The options, validated, with a `nil` direction resolved to left to right.
  public let options: FlowOptions

  var storage: FlowResult
  /// Makes the overflow indicator's item for a hidden count.
  let overflowIndicator: (@Sendable (Int) -> FlowItem)?
  let metrics: FlowMetrics

  /// The open line: the last one, which may still take items.
  var cursor: FlowCursor
  /// Whether `finish()` aligned the open line, placed the indicator and aligned the lines,
  /// which the next change undoes first.
  var isSealed = false
  var appliedLineAlignment = false
  /// The natural items the overflow indicator pushed off the last line while sealed.
  var displaced: [FlowItem] = []

  /// The far edge of the closed lines along the main axis (see ``FlowMetrics/extentValue``),
  /// and the same before every 64th line, so that rewinding reads at most 63 lines' frames.
  var closedExtent = -Double.infinity
  var extentCheckpoints: [Double] = []

  // The natural values frames lose, kept per item only while the feature is in use.
  var isGrowActive = false
  var grows: [Double] = []
  var naturalLengths: [Double] = []
  var naturalThicknesses: [Double] = []
  /// Declared baselines; NaN for an item without one.
  var baselines: [Double] = []
  /// Every item, in balanced mode, which re-breaks them all at `finish()`.
  var balancedItems: [FlowItem] = []
  /// An upper bound of the flow's extent across the lines however they break, in balanced mode.
  var balancedCrossBound = 0.0

  /// Creates an empty layout for a container.
  ///
  /// - Parameters:
  ///   - container: The container's size. Its extent along `options.axis` is where lines wrap
  ///     (`.infinity` never wraps); the other extent is where ``FlowLineAlignment`` shares free
  ///     space and, for right-to-left flows, what they mirror within.
  ///   - options: Spacing, insets, alignment, direction, axis, line breaking and limits.
  ///   - overflowIndicator: With `options.lineLimit`, the "+N more" item to show at the end of
  ///     the last visible line when items are hidden, for a hidden count. Items leave that line,
  ///     raising the count, until the indicator fits after them (it sits alone when it does not
  ///     fit at all); its frame is ``FlowResult/overflowIndicatorFrame``. An invalid size,
  ///     grow or baseline it returns counts as 0. It is called at ``finish()`` only.
  /// - Throws: ``ReflowError`` naming a NaN or negative container extent, a bad spacing, inset
  ///   or limit, insets adding up past the largest finite number, or a right-to-left layout in
  ///   an infinitely wide container.
  public init(
    container: Size, options: FlowOptions = FlowOptions(),
    overflowIndicator: (@Sendable (_ hiddenCount: Int) -> FlowItem)? = nil
  ) throws(ReflowError) {
    if container.width.isNaN || container.width < 0 {
      throw .invalidContainerExtent(dimension: "width", value: container.width)
    }
    if container.height.isNaN || container.height < 0 {
      throw .invalidContainerExtent(dimension: "height", value: container.height)
    }
    let options = try options.validated()
    if options.direction == .rightToLeft && !container.width.isFinite {
      throw .unboundedRightToLeftWidth(width: container.width)
    }
    guard options.insets.horizontal.isFinite && options.insets.vertical.isFinite else {
      throw .coordinateOverflow(index: nil)
    }
    self.init(
      uncheckedContainer: container, options: options, overflowIndicator: overflowIndicator)
  }

  /// Creates an empty layout from a container and options the caller has already checked.
  init(
    uncheckedContainer container: Size, options: FlowOptions,
    overflowIndicator: (@Sendable (Int) -> FlowItem)? = nil
  ) {
    var options = options
    let direction = options.direction ?? .leftToRight
    options.direction = direction
    self.container = container
    self.options = options
    self.overflowIndicator = overflowIndicator
    let metrics = FlowMetrics(container: container, options: options)
    self.metrics = metrics
    self.cursor = FlowCursor()
    self.storage = FlowResult(
      axis: options.axis, direction: direction, geometry: metrics.lineGeometry)
    storage.contentSize = metrics.emptyContentSize
  }

  /// A layout from a container and options the caller has already checked that takes over the
  /// storage of `recycled` (left empty), so laying out again allocates nothing. Package access:
  /// the engine keeps one per flow container across passes and arrangements.
  package init(
    uncheckedContainer container: Size, options: FlowOptions,
    overflowIndicator: (@Sendable (Int) -> FlowItem)? = nil, recycling recycled: inout Flow
  ) {
    self.init(
      uncheckedContainer: container, options: options, overflowIndicator: overflowIndicator)
    swap(&storage.frames, &recycled.storage.frames)
    swap(&storage.lineStarts, &recycled.storage.lineStarts)
    swap(&storage.lineOffsets, &recycled.storage.lineOffsets)
    swap(&extentCheckpoints, &recycled.extentCheckpoints)
    storage.frames.removeAll(keepingCapacity: true)
    storage.lineStarts.removeAll(keepingCapacity: true)
    storage.lineOffsets.removeAll(keepingCapacity: true)
    extentCheckpoints.removeAll(keepingCapacity: true)
  }

  /// The layout as of the last ``finish()``, without copying it.
  ///
  /// Read queries through it (`layout.result.range(intersecting: viewport)`) rather than keeping
  /// a copy: a copy held while more items are added makes the next `add` copy every frame.
  /// Items added since the last `finish()` appear here with provisional frames; in balanced
  /// mode, where no line is known before every item is, the result holds no frames between a
  /// change and the next `finish()`.
  public var result: FlowResult {
    guard !isSealed, !storage.lineStarts.isEmpty else { return storage }
    // The open line's thickness is recorded when it is sealed; until then it is the cursor's.
    var provisional = storage
    provisional.lineGeometry.lastThickness = cursor.thickness
    return provisional
  }

  /// The number of lines no later item can join: every line once finished, else all but the
  /// open one. Their frames are final. Package access: ``FlowIndex`` hands them over as they
  /// close.
  package var closedLineCount: Int {
    let lines = storage.lineCount
    return isSealed || lines == 0 ? lines : lines - 1
  }

  /// The number of items added so far, hidden ones included.
  public var count: Int {
    options.lineBreaking == .balanced
      ? balancedItems.count : storage.frames.count + storage.hiddenCount
  }

  /// Reserves space for `additionalCount` more items, so adding them does not reallocate.
  public mutating func reserveCapacity(_ additionalCount: Int) {
    let additional = Swift.max(0, additionalCount)
    storage.frames.reserveCapacity(storage.frames.count + additional)
    if options.lineBreaking == .balanced {
      balancedItems.reserveCapacity(balancedItems.count + additional)
    }
  }

  /// Places the next item and returns its frame relative to the container's top-left corner.
  ///
  /// The frame is final when the alignment is `.leading`, the item alignment `.top` and the
  /// line breaking greedy (the recipe's layout). Otherwise the item sits at its line's leading
  /// edge and top until the line closes or ``finish()`` aligns it.
  ///
  /// - Parameter size: The item's size; both dimensions finite and at least 0 (a -0 dimension
  ///   is 0: its frame has +0 there, however the item was added).
  /// - Returns: The item's frame as placed now; an empty rectangle at the origin when
  ///   `options.lineLimit` hides it, or in balanced mode, where frames are known at
  ///   ``finish()``.
  /// - Throws: ``ReflowError/invalidItemSize(index:size:)``, or
  ///   ``ReflowError/coordinateOverflow(index:)`` when the item would end past the largest
  ///   finite coordinate; the layout is then unchanged.
  /// - Complexity: Amortised O(1).
  @discardableResult
  public mutating func add(_ size: Size) throws(ReflowError) -> Rect {
    guard size.isValidLayoutSize else {
      throw .invalidItemSize(index: count, size: size)
    }
    if takesFastPath {
      guard let frame = addFast(size) else { throw .coordinateOverflow(index: count) }
      return frame
    }
    return try addChecked(size)
  }

  /// Places the next item, with its grow, baseline and forced break, and returns its frame.
  ///
  /// - Parameter item: The item; see ``FlowItem`` for what is valid.
  /// - Returns: The item's frame as placed now (see ``add(_:)-(Size)``).
  /// - Throws: ``ReflowError/invalidItemSize(index:size:)``,
  ///   ``ReflowError/invalidGrow(index:grow:)``,
  ///   ``ReflowError/invalidBaseline(index:baseline:height:)`` or
  ///   ``ReflowError/coordinateOverflow(index:)``; the layout is then unchanged.
  /// - Complexity: Amortised O(1).
  @discardableResult
  public mutating func add(_ item: FlowItem) throws(ReflowError) -> Rect {
    if let error = item.validationError(at: count) { throw error }
    return try addChecked(item)
  }

  /// Places every item of `sizes` in order.
  ///
  /// Either every size is added or, when one is invalid, none is: the layout is then exactly
  /// as it was, to the last bit of every frame.
  ///
  /// - Throws: ``ReflowError/invalidItemSize(index:size:)`` naming the first bad size by the
  ///   index it would have had in the layout, or ``ReflowError/coordinateOverflow(index:)``.
  /// - Complexity: O(*m*), where *m* is the number of sizes.
  public mutating func add<Sizes: Collection<Size>>(contentsOf sizes: Sizes) throws(ReflowError) {
    // Arrays and slices take a loop over concrete memory: called from another module, the
    // generic loop below is not specialised and costs several times as much per item.
    let contiguous = sizes.withContiguousStorageIfAvailable { buffer in
      addAll(buffer) { index, size in
        size.isValidLayoutSize ? nil : .invalidItemSize(index: index, size: size)
      }
    }
    if let contiguous {
      if let contiguous { throw contiguous }
      return
    }
    try addAll(Array(sizes))
  }

  /// Places every item of `items` in order.
  ///
  /// Either every item is added or, when one is invalid, none is: the layout is then exactly
  /// as it was, to the last bit of every frame.
  ///
  /// - Throws: The error ``add(_:)-(FlowItem)`` throws for the first bad item, naming it by the
  ///   index it would have had in the layout.
  /// - Complexity: O(*m*), where *m* is the number of items.
  @_disfavoredOverload
  public mutating func add<Items: Collection<FlowItem>>(contentsOf items: Items)
    throws(ReflowError)
  {
    let contiguous = items.withContiguousStorageIfAvailable { buffer in
      addAll(buffer) { index, item in item.validationError(at: index) }
    }
    if let contiguous {
      if let contiguous { throw contiguous }
      return
    }
    let array = Array(items)
    if let error = array.withUnsafeBufferPointer({ buffer in
      addAll(buffer) { index, item in item.validationError(at: index) }
    }) {
      throw error
    }
  }

  private mutating func addAll(_ sizes: [Size]) throws(ReflowError) {
    if let error = sizes.withUnsafeBufferPointer({ buffer in
      addAll(buffer) { index, size in
        size.isValidLayoutSize ? nil : .invalidItemSize(index: index, size: size)
      }
    }) {
      throw error
    }
  }

  /// Places the next item without checking its size: the entry point for callers that have
  /// already validated it (the engine's flows, the lazy flow, the simulator).
  ///
  /// A size so large that the layout overflows is placed anyway, with infinite coordinates.
  package mutating func addUnchecked(_ size: Size) {
    if takesFastPath, addFast(size) != nil { return }
    addUnchecked(item: size)
  }

  /// Places the next item without checking it.
  package mutating func addUnchecked(_ item: FlowItem) {
    addUnchecked(item: item)
  }

  /// Aligns the open line, places the overflow indicator, aligns the lines and returns the
  /// layout so far; in balanced mode it first breaks every line again.
  ///
  /// The layout stays resumable: items added afterwards continue the last line if they fit.
  ///
  /// - Complexity: O(*k*), where *k* is the number of items on the last line; O(1) when nothing
  ///   was added since the last call. O(*n*) with a ``FlowLineAlignment`` that moves lines or
  ///   with ``FlowLineBreaking/balanced``.
  @discardableResult
  public mutating func finish() -> FlowResult {
    if !isSealed { seal() }
    return storage
  }

  /// Lays out `sizes` in one go.
  ///
  /// - Parameters:
  ///   - sizes: The items' sizes, in order.
  ///   - container: The container's size; see ``init(container:options:overflowIndicator:)``.
  ///   - options: Spacing, insets, alignment, direction, axis, line breaking and limits.
  /// - Returns: The frames, lines and content size.
  /// - Throws: ``ReflowError`` naming the first bad option or size.
  /// - Complexity: O(*n*), where *n* is the number of sizes.
  public static func layout<Sizes: Collection<Size>>(
    _ sizes: Sizes, in container: Size, options: FlowOptions = FlowOptions()
  ) throws(ReflowError) -> FlowResult {
    var layout = try Flow(container: container, options: options)
    try layout.add(contentsOf: sizes)
    return layout.finish()
  }

  /// Lays out `items` in one go.
  ///
  /// ```swift
  /// let items = tags.map { FlowItem($0.size, grow: 1) }
  /// let result = try Flow.layout(items, in: Size(width: 390, height: .infinity))
  /// ```
  ///
  /// - Parameters:
  ///   - items: The items, in order.
  ///   - container: The container's size; see ``init(container:options:overflowIndicator:)``.
  ///   - options: Spacing, insets, alignment, direction, axis, line breaking and limits.
  ///   - overflowIndicator: With `options.lineLimit`, the "+N more" item for a hidden count.
  /// - Returns: The frames, lines, content size, hidden count and indicator frame.
  /// - Throws: ``ReflowError`` naming the first bad option or item.
  /// - Complexity: O(*n*), where *n* is the number of items.
  @_disfavoredOverload
  public static func layout<Items: Collection<FlowItem>>(
    _ items: Items, in container: Size, options: FlowOptions = FlowOptions(),
    overflowIndicator: (@Sendable (_ hiddenCount: Int) -> FlowItem)? = nil
  ) throws(ReflowError) -> FlowResult {
    var layout = try Flow(
      container: container, options: options, overflowIndicator: overflowIndicator)
    try layout.add(contentsOf: items)
    return layout.finish()
  }
}
