/// A resumable state machine that places items in lines that wrap, like CSS flexbox with
/// `flex-wrap: wrap`.
///
/// Add item sizes in order; each lands after the previous one on the open line, or starts a new
/// line when it does not fit the rest of it. Call ``finish()`` for the ``FlowResult``; you can
/// keep adding afterwards, and the layout continues where it stopped.
///
/// ```swift
/// var layout = try Flow(container: Size(width: 390, height: .infinity),
///                             options: FlowOptions(itemSpacing: 8, lineSpacing: 8))
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
/// `add` places each item against the line's leading edge and top; the line's ``FlowAlignment``
/// and ``FlowItemAlignment`` are applied when the line closes (the next item does not fit) or at
/// ``finish()``, because they depend on everything on the line.
///
/// - Complexity: `add` is amortised O(1) and allocates nothing beyond the frames it writes;
///               aligning
///   a line costs O(*k*) once, where *k* is the number of items on it.
public struct Flow: Sendable {
  /// The container the lines fill; its main-axis extent (width for horizontal flows) sets where
  /// lines wrap.
  public let container: Size
  /// The options, validated, with a `nil` direction resolved to left to right.
  public let options: FlowOptions

  private var storage: FlowResult
  /// The main-axis length lines may fill: the container's extent less the insets along it.
  private let available: Double
  private let fitTolerance: Double

  // The open line: the last one, which may still take items.
  private var lineStart = 0
  private var lineLength = 0.0
  private var lineThickness = 0.0
  private var lineOffset = 0.0

  /// Whether the open line has been aligned and recorded in `storage.lines` by `finish()`.
  private var isOpenLineSealed = false
  /// The open line's main-axis extent, set when it is sealed.
  private var sealedExtent = (lower: 0.0, upper: 0.0)
  /// The main-axis extent of all closed lines, in logical coordinates.
  private var closedExtent = (lower: Double.infinity, upper: -Double.infinity)
  /// For each recorded line: its cross-axis offset, and the main-axis extent of it and every
  /// line before it, so ``removeItems(from:)`` can rewind in O(1).
  private var lineHistory: [(offset: Double, lower: Double, upper: Double)] = []

  /// Creates an empty layout for a container.
  ///
  /// - Parameters:
  ///   - container: The container's size. Its extent along `options.axis` is where lines wrap
  ///     (`.infinity` never wraps); the other extent only matters for right-to-left mirroring.
  ///   - options: Spacing, insets, alignment, direction and axis.
  /// - Throws: ``ReflowError`` naming a NaN or negative container extent, a bad spacing or inset,
  ///   or a right-to-left layout in an infinitely wide container.
  public init(container: Size, options: FlowOptions = FlowOptions()) throws(ReflowError) {
    for (dimension, value) in [("width", container.width), ("height", container.height)]
    where value.isNaN || value < 0 {
      throw .invalidContainerExtent(dimension: dimension, value: value)
    }
    let options = try options.validated()
    if options.direction == .rightToLeft && !container.width.isFinite {
      throw .unboundedRightToLeftWidth(width: container.width)
    }
    self.init(uncheckedContainer: container, options: options)
  }

  /// Creates an empty layout from a container and options the caller has already checked.
  init(uncheckedContainer container: Size, options: FlowOptions) {
    var options = options
    options.direction = options.direction ?? .leftToRight
    self.container = container
    self.options = options
    let insets = options.insets
    let mainInsets = options.axis == .horizontal ? insets.horizontal : insets.vertical
    self.available = Swift.max(0, container[options.axis] - mainInsets)
    self.fitTolerance = available.isFinite ? 1e-9 * Swift.max(1, available) : 0
    self.storage = FlowResult(
      axis: options.axis, direction: options.direction ?? .leftToRight, frames: [], lines: [],
      contentSize: Size(width: insets.horizontal, height: insets.vertical))
  }

  /// A layout from a container and options the caller has already checked that takes over the
  /// storage of `recycled` (left empty), so laying out again allocates nothing. Package access:
  /// the engine keeps one per flow container across passes and arrangements.
  package init(
    uncheckedContainer container: Size, options: FlowOptions, recycling recycled: inout Flow
  ) {
    self.init(uncheckedContainer: container, options: options)
    swap(&storage.frames, &recycled.storage.frames)
    swap(&storage.lines, &recycled.storage.lines)
    swap(&lineHistory, &recycled.lineHistory)
    storage.frames.removeAll(keepingCapacity: true)
    storage.lines.removeAll(keepingCapacity: true)
    lineHistory.removeAll(keepingCapacity: true)
  }

  /// The layout as of the last ``finish()``, without copying it.
  ///
  /// Read queries through it (`layout.result.range(intersecting: viewport)`) rather than keeping
  /// a copy: a copy held while more items are added makes the next `add` copy every frame.
  /// Items added since the last `finish()` appear here with provisional frames and no line yet.
  public var result: FlowResult { storage }

  /// The number of items added so far.
  public var count: Int { storage.frames.count }

  /// Reserves space for `additionalCount` more items, so adding them does not reallocate.
  public mutating func reserveCapacity(_ additionalCount: Int) {
    storage.frames.reserveCapacity(storage.frames.count + Swift.max(0, additionalCount))
  }

  /// Places the next item and returns its frame relative to the container's top-left corner.
  ///
  /// The frame is final when the alignment is `.leading` and the item alignment `.top` (the
  /// recipe's layout). Otherwise the item sits at its line's leading edge and top until the line
  /// closes or ``finish()`` aligns it.
  ///
  /// - Parameter size: The item's size; both dimensions finite and at least 0.
  /// - Returns: The item's frame as placed now.
  /// - Throws: ``ReflowError/invalidItemSize(index:size:)``; the layout is then unchanged.
  /// - Complexity: Amortised O(1).
  @discardableResult
  public mutating func add(_ size: Size) throws(ReflowError) -> Rect {
    guard size.isValidLayoutSize else {
      throw .invalidItemSize(index: storage.frames.count, size: size)
    }
    return place(size)
  }

  /// Places every item of `sizes` in order.
  ///
  /// Either every size is added or, when one is invalid, none is.
  ///
  /// - Throws: ``ReflowError/invalidItemSize(index:size:)`` naming the first bad size by the
  ///   index it would have had in the layout.
  /// - Complexity: O(*m*), where *m* is the number of sizes.
  public mutating func add<Sizes: Collection<Size>>(contentsOf sizes: Sizes) throws(ReflowError) {
    // Arrays and slices take a loop over concrete memory: called from another module, the
    // generic loop below is not specialised and costs several times as much per item.
    let contiguous = sizes.withContiguousStorageIfAvailable { buffer in add(contentsOf: buffer) }
    if let rejected = contiguous {
      if let rejected { throw .invalidItemSize(index: rejected.index, size: rejected.size) }
      return
    }
    var index = storage.frames.count
    for size in sizes {
      guard size.isValidLayoutSize else { throw .invalidItemSize(index: index, size: size) }
      index += 1
    }
    reserveCapacity(sizes.count)
    for size in sizes { place(size) }
  }

  /// Places the next item without checking its size: the entry point for callers that have
  /// already validated it (the engine's flows, the lazy flow, the simulator).
  @discardableResult @inline(__always)
  package mutating func addUnchecked(_ size: Size) -> Rect {
    place(size)
  }

  /// Places every size in `sizes` without checking them.
  package mutating func addUnchecked<Sizes: Sequence<Size>>(contentsOf sizes: Sizes) {
    reserveCapacity(sizes.underestimatedCount)
    for size in sizes { place(size) }
  }

  /// Adds every size in `buffer`, or none; returns the first invalid one, with the index it
  /// would have had.
  private mutating func add(contentsOf buffer: UnsafeBufferPointer<Size>)
    -> (index: Int, size: Size)?
  {
    if let bad = buffer.firstIndex(where: { !$0.isValidLayoutSize }) {
      return (storage.frames.count + bad, buffer[bad])
    }
    reserveCapacity(buffer.count)
    for size in buffer { place(size) }
    return nil
  }

  /// Aligns the open line and returns the layout so far.
  ///
  /// The layout stays resumable: items added afterwards continue the last line if they fit.
  ///
  /// - Complexity: O(*k*), where *k* is the number of items on the last line; O(1) when nothing
  ///   was added since the last call.
  @discardableResult
  public mutating func finish() -> FlowResult {
    let count = storage.frames.count
    guard count > 0 else { return storage }
    if !isOpenLineSealed {
      sealedExtent = closeOpenLine()
      isOpenLineSealed = true
    }
    let lower = Swift.min(closedExtent.lower, sealedExtent.lower)
    let upper = Swift.max(closedExtent.upper, sealedExtent.upper)
    let main = upper - lower
    let cross = lineOffset + lineThickness
    let insets = options.insets
    storage.contentSize =
      options.axis == .horizontal
      ? Size(width: main + insets.horizontal, height: cross + insets.vertical)
      : Size(width: cross + insets.horizontal, height: main + insets.vertical)
    return storage
  }

  /// Lays out `sizes` in one go.
  ///
  /// - Parameters:
  ///   - sizes: The items' sizes, in order.
  ///   - container: The container's size; see ``init(container:options:)``.
  ///   - options: Spacing, insets, alignment, direction and axis.
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

  /// Removes the items from `index` on, as if they had never been added; adding resumes there.
  ///
  /// Use it when an item's size changes: remove from that item and add it and the ones after it
  /// again. The layout is then exactly as if only the items before `index` had been added: the
  /// line holding item `index - 1` is open again, so an item added next can still join it.
  ///
  /// - Parameter index: The first item to remove; past the end, nothing happens.
  /// - Complexity: O(log *l* + *k* + *r*), where *l* is the number of lines, *k* the number of
  ///   items kept on the reopened line and *r* the number of items removed.
  public mutating func removeItems(from index: Int) {
    let index = Swift.max(0, index)
    guard index < storage.frames.count else { return }
    if !isOpenLineSealed { finish() }
    // After adding only the items before `index`, the open line is the one holding the item
    // just before it: rewind to that line's start and place its items again, so `index`'s
    // successor can still join it.
    let line = index > 0 ? storage.line(containing: index - 1) ?? 0 : 0
    let start = storage.lines.isEmpty ? 0 : storage.lines[line].range.lowerBound
    let kept = storage.frames[start..<index].map(\.size)
    lineOffset = storage.lines.isEmpty ? 0 : lineHistory[line].offset
    closedExtent = line > 0
      ? (lineHistory[line - 1].lower, lineHistory[line - 1].upper)
      : (Double.infinity, -Double.infinity)
    storage.frames.removeSubrange(start...)
    storage.lines.removeSubrange(line...)
    lineHistory.removeSubrange(line...)
    lineStart = start
    lineLength = 0
    lineThickness = 0
    isOpenLineSealed = false
    for size in kept { place(size) }
    if storage.frames.isEmpty {
      let insets = options.insets
      storage.contentSize = Size(width: insets.horizontal, height: insets.vertical)
    }
  }

  // MARK: - The state machine

  @discardableResult
  private mutating func place(_ size: Size) -> Rect {
    let axis = options.axis
    let length = size[axis]
    let thickness = size[axis.crossAxis]
    let index = storage.frames.count
    let spacing = options.itemSpacing
    let lineIsEmpty = index == lineStart
    if !lineIsEmpty && lineLength + spacing + length > available + fitTolerance {
      let extent = isOpenLineSealed ? sealedExtent : closeOpenLine()
      isOpenLineSealed = false
      closedExtent = (
        Swift.min(closedExtent.lower, extent.lower), Swift.max(closedExtent.upper, extent.upper)
      )
      lineOffset += lineThickness + options.lineSpacing
      lineStart = index
      lineLength = 0
      lineThickness = 0
    } else if isOpenLineSealed {
      // The sealed line takes this item too: it is open again and will be re-aligned.
      storage.lines.removeLast()
      lineHistory.removeLast()
      isOpenLineSealed = false
    }
    let offset = index == lineStart ? 0 : lineLength + spacing
    lineLength = offset + length
    lineThickness = Swift.max(lineThickness, thickness)
    let frame = physicalFrame(main: offset, cross: lineOffset, length: length, thickness: thickness)
    storage.frames.append(frame)
    return frame
  }

  /// Aligns the open line's frames in place, records the line, and returns its main-axis extent
  /// in logical coordinates.
  private mutating func closeOpenLine() -> (lower: Double, upper: Double) {
    let end = storage.frames.count
    let itemCount = end - lineStart
    let spacing = options.itemSpacing
    let free = available - lineLength
    var lead = 0.0
    var extra = 0.0
    // A negative free space only happens to a lone item longer than the line: it starts at the
    // leading edge (CSS safe alignment). Infinite free space has no centre: leading too.
    if free > 0 && free.isFinite {
      switch options.alignment {
      case .leading: break
      case .center: lead = free / 2
      case .trailing: lead = free
      case .spaceBetween: extra = itemCount > 1 ? free / Double(itemCount - 1) : 0
      case .spaceAround:
        extra = free / Double(itemCount)
        lead = extra / 2
      case .spaceEvenly:
        extra = free / Double(itemCount + 1)
        lead = extra
      }
    }
    let upper = lead + lineLength + extra * Double(itemCount - 1)
    if options.alignment != .leading || options.itemAlignment != .top {
      let axis = options.axis
      var offset = lead
      for index in lineStart..<end {
        let size = storage.frames[index].size
        let length = size[axis]
        let thickness = size[axis.crossAxis]
        let cross: Double
        switch options.itemAlignment {
        case .top: cross = 0
        case .center: cross = (lineThickness - thickness) / 2
        case .bottom: cross = lineThickness - thickness
        }
        storage.frames[index] = physicalFrame(
          main: offset, cross: lineOffset + cross, length: length, thickness: thickness)
        offset += length + spacing + extra
      }
    }
    let rect = physicalFrame(
      main: lead, cross: lineOffset, length: upper - lead, thickness: lineThickness)
    storage.lines.append(FlowLine(range: lineStart..<end, rect: rect))
    lineHistory.append(
      (lineOffset, Swift.min(closedExtent.lower, lead), Swift.max(closedExtent.upper, upper)))
    return (lead, upper)
  }

  /// Maps logical coordinates (main and cross offsets from the content's leading top corner)
  /// to a frame in the container's coordinates, mirroring for right-to-left. Package access:
  /// ``FlowIndex`` places the lines it keeps with it.
  @inline(__always)
  package func physicalFrame(main: Double, cross: Double, length: Double, thickness: Double)
    -> Rect
  {
    let insets = options.insets
    let leftToRight = options.direction == .leftToRight
    if options.axis == .horizontal {
      let x = leftToRight ? insets.leading + main : container.width - insets.leading - main - length
      return Rect(x: x, y: insets.top + cross, width: length, height: thickness)
    } else {
      let x =
        leftToRight ? insets.leading + cross : container.width - insets.leading - cross - thickness
      return Rect(x: x, y: insets.top + main, width: thickness, height: length)
    }
  }
}
