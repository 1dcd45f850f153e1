/// The lines of a flow, kept so that changing, inserting, removing or moving items re-flows only
/// until the line breaks fall back into step, and moves everything after by a constant without
/// touching it: the index behind ``LazyFlow``, usable on its own.
///
/// ```swift
/// var index = try FlowIndex(container: Size(width: 390, height: .infinity),
///                           options: FlowOptions(itemSpacing: 8, lineSpacing: 8))
/// try index.append(contentsOf: sizes)                // a million items: O(n), once
/// try index.setSize(Size(width: 120, height: 40), at: 0)   // re-flows a line or two
/// try index.insert(contentsOf: [Size(width: 60, height: 24)], at: 500_000)
/// try index.applyEdits([.removeSubrange(10..<12), .moveSubrange(40..<41, to: 7)])  // one pass
/// index.frame(at: 999_999)                          // O(log n)
/// index.range(intersecting: viewport)               // O(log n + visible)
/// ```
///
/// Every frame is the one ``Flow`` gives the same sizes laid out from scratch, because the
/// index lays lines out with ``Flow`` itself: an edit starts a flow at the start of the line
/// before the first changed item, adds the items from there, and stops as soon as a line starts
/// at an item that started a line before the edit, past the changed ones. From that line on,
/// the greedy rules see the same items as before, so the lines are the same; they only move
/// across the flow by the change in length of the lines re-flowed. Lines are kept in blocks of
/// at most a few hundred items, with offsets relative to their block, under a tree of prefix
/// sums: moving every line after an edit is one path of the tree.
///
/// This relies on what makes greedy line breaking local: where a line ends, and how its items are
/// aligned, depends only on the items from its first on. Every per-line rule of ``Flow`` keeps
/// that; a rule that looks across lines (balancing lines against each other, a limit on the
/// number of lines) would need the whole flow laid out again.
///
/// Each item's frame is its line's offset (a prefix sum) plus its place on the line, stored once.
/// The index keeps about 30 bytes per item in a flow of tags, and at most 48 with one item a line;
/// runs of identical lines (rows of one measured size, even measured a window at a time) are kept
/// as one line repeated, in a few bytes.
///
/// - Complexity: An edit costs O(log *n* + *k* + *b*), where *k* is the number of items re-flowed
///   (the changed ones and the lines around them until the breaks are back in step) and *b* the
///   size of a block (at most 512 items, or one line); queries cost O(log *n*) plus their output.
///   Changing the container or options means a new index.
public struct FlowIndex: Sendable {
  /// The re-flows' kept flow state machine and template line, shared by copies until one of
  /// them re-flows.
  var workspace: Workspace
  /// The lines, in blocks, in flow order.
  var blocks: [Block] = []
  /// Prefix sums over `blocks`.
  var tree = SummaryTree([])
  /// The items and estimate flags of a re-flow, kept for their storage.
  var pendingItems: [FlowItem] = []
  var pendingEstimates: [Bool] = []
  /// What the last edit cost, for tests that hold edits to their bound.
  package internal(set) var lastEdit = EditStatistics()
  /// Whether a re-flow lays out runs of new items in one batch and writes lines of plain items
  /// into blocks column by column; tests turn it off to compare with the item-by-item loop,
  /// which gives the same blocks to the bit.
  package var usesBulkReflow = true

  /// What one edit cost.
  package struct EditStatistics: Sendable {
    /// The items laid out again by ``Flow``.
    package var reflowedItems = 0
    /// The items copied into re-written blocks, re-flowed ones included.
    package var rewrittenItems = 0
  }

  /// The container's geometry, for mapping lines to frames without copying a flow.
  let metrics: FlowMetrics
  /// The container the lines fill.
  public let container: Size
  /// The options, validated, with a `nil` direction resolved to left to right.
  public let options: FlowOptions
  /// The direction items run along a line: the options', resolved.
  var direction: WritingDirection { metrics.leftToRight ? .leftToRight : .rightToLeft }

  /// The most items a block holds, unless one line has more: 512, or what a test chose.
  package let maximumBlockItems: Int
  /// A block left with fewer items than this after an edit is joined to the next one.
  var minimumBlockItems: Int { Swift.max(1, maximumBlockItems / 8) }

  /// Creates an empty index.
  ///
  /// - Parameters:
  ///   - container: The container's size; see ``Flow/init(container:options:overflowIndicator:)``.
  ///   - options: Spacing, insets, alignment, item alignment, direction, axis and items per
  ///     line. Options that need every item at once are refused.
  /// - Throws: ``ReflowError`` naming a bad container extent or option, as ``Flow`` does, or
  ///   ``ReflowError/notIncremental(option:value:)`` for balanced breaking, a line limit or line
  ///   alignment.
  public init(container: Size, options: FlowOptions = FlowOptions()) throws(ReflowError) {
    try Self.checkIncremental(options)
    let flow = try Flow(container: container, options: options)
    self.init(flow: flow)
  }

  /// Throws when `options` ask for something only a layout of every item at once can do:
  /// balanced breaking, a line limit, or line alignment other than `.top`. Every other option
  /// decides a line from its own items, which is what the index re-flows.
  ///
  /// - Throws: ``ReflowError/notIncremental(option:value:)`` naming the option.
  package static func checkIncremental(_ options: FlowOptions) throws(ReflowError) {
    if options.lineBreaking != .greedy {
      throw .notIncremental(option: "lineBreaking", value: "\(options.lineBreaking)")
    }
    if let limit = options.lineLimit {
      throw .notIncremental(option: "lineLimit", value: "\(limit)")
    }
    if options.lineAlignment != .top {
      throw .notIncremental(option: "lineAlignment", value: "\(options.lineAlignment)")
    }
  }

  /// Creates an index from sizes, as ``append(contentsOf:estimated:)-(Sizes,_)`` on an empty one.
  ///
  /// - Throws: ``ReflowError`` naming a bad container extent, option or size.
  /// - Complexity: O(*n*).
  public init<Sizes: Collection<Size>>(
    _ sizes: Sizes, container: Size, options: FlowOptions = FlowOptions()
  ) throws(ReflowError) {
    try self.init(container: container, options: options)
    try append(contentsOf: sizes)
  }

  /// An empty index from a flow whose container and options are already checked, with blocks
  /// of at most `maximumBlockItems` items (tests choose small ones, to split and join blocks
  /// often).
  package init(flow: Flow, maximumBlockItems: Int = 512) {
    workspace = Workspace(flow: flow, template: nil)
    metrics = flow.metrics
    container = flow.container
    options = flow.options
    self.maximumBlockItems = Swift.max(1, maximumBlockItems)
  }

  /// The number of items.
  public var count: Int { tree.root.items }

  /// The number of lines.
  public var lineCount: Int { tree.root.lines }

  /// The number of items whose size is an estimate
  /// (added with ``append(contentsOf:estimated:)-(Sizes,_)`` and `estimated: true`, and not set since).
  ///
  /// - Complexity: O(1).
  public var estimatedCount: Int { tree.root.estimated }

  /// The extent from the container's origin to the far edges of the lines, plus the insets on
  /// those sides, as ``FlowResult/contentSize``.
  ///
  /// - Complexity: O(1).
  public var contentSize: Size {
    let insets = options.insets
    let root = tree.root
    guard root.items > 0 else { return Size(width: insets.horizontal, height: insets.vertical) }
    let axis = options.axis
    let leftToRight = options.direction != .rightToLeft
    let lines = root.length - options.lineSpacing
    if axis == .horizontal {
      // Rows end at their right edge plus the inset on that side; right to left they start
      // from the right edge of the box.
      return Size(
        width: root.mainMax + (leftToRight ? insets.trailing : insets.leading),
        height: insets.vertical + lines)
    }
    let width = leftToRight ? insets.horizontal + lines : metrics.boxWidth
    return Size(width: width, height: root.mainMax + insets.bottom)
  }

  /// The least and greatest coordinate along the main axis of any frame (empty: 0 and 0).
  ///
  /// - Complexity: O(1).
  package var mainExtent: (lower: Double, upper: Double) {
    let root = tree.root
    return root.items > 0 ? (root.mainMin, root.mainMax) : (0, 0)
  }

  /// Bytes the index keeps for its items and lines, spare capacity included: what
  /// ``count`` items cost in memory.
  public var memoryFootprint: Int {
    let blockBytes =
      blocks.reduce(0) { $0 + $1.footprint } + (workspace.template?.footprint ?? 0)
    return blockBytes + 32 + blocks.capacity * MemoryLayout<Block>.stride + 32
      + tree.capacity * 2 * MemoryLayout<Summary>.stride
  }

  // MARK: - Finding items

  /// Where item `index` is: its block, its place there, its line there and the summary of the
  /// blocks before.
  struct Position {
    var block: Int
    var item: Int
    var line: Int
    var before: Summary
  }

  /// The position of item `index`, which must be in range.
  func position(of index: Int) -> Position {
    guard let (block, before) = tree.first(where: { $0.items > index }) else {
      return Position(block: blocks.count, item: 0, line: 0, before: tree.root)
    }
    let item = index - before.items
    return Position(
      block: block, item: item, line: blocks[block].line(containing: item),
      before: before)
  }

  /// The physical edge of a line across the flow (its top in rows; its left in columns), from
  /// its logical offset and thickness.
  @inline(__always)
  func lineEdge(offset: Double, thickness: Double) -> Double {
    let origin = metrics.frame(main: 0, cross: offset, length: 0, thickness: thickness)
    return options.axis == .horizontal ? origin.minY : origin.minX
  }

  /// The frame of local item `item` of the block at `block`, on a line whose physical edge is
  /// `edge`. The block is read in place: a copy would retain each of its columns.
  @inline(__always)
  func frame(_ block: UnsafePointer<Block>, _ item: Int, lineEdge edge: Double) -> Rect {
    let size = block.pointee.frameSize(item)
    let main = block.pointee.item(item).main
    let cross = edge + block.pointee.cross(item)
    return options.axis == .horizontal
      ? Rect(x: main, y: cross, width: size.width, height: size.height)
      : Rect(x: cross, y: main, width: size.width, height: size.height)
  }

  /// The frame of the item at `index`, in the container's coordinates: the frame
  /// ``Flow/layout(_:in:options:)`` gives the same sizes.
  ///
  /// - Returns: The frame, or `nil` when `index` is out of range.
  /// - Complexity: O(log *n*).
  public func frame(at index: Int) -> Rect? {
    guard index >= 0 && index < count else { return nil }
    let position = position(of: index)
    return withBlocks { blocks in
      let edge = lineEdge(
        offset: position.before.length + blocks[position.block].lineOffset(position.line),
        thickness: blocks[position.block].lineThickness(position.line))
      return frame(blocks.baseAddress! + position.block, position.item, lineEdge: edge)
    }
  }

  /// Calls `body` with the blocks in place. A block copied out of the array retains each of its
  /// columns, and a query reads a few: read them as `blocks[i]` through the buffer, never as a
  /// copy of their own.
  @inline(__always)
  func withBlocks<Result>(_ body: (UnsafeBufferPointer<Block>) throws -> Result) rethrows
    -> Result
  {
    try blocks.withUnsafeBufferPointer(body)
  }

  /// The size item `index` was given, or `nil` when `index` is out of range.
  ///
  /// - Complexity: O(log *n*).
  public func size(at index: Int) -> Size? {
    guard index >= 0 && index < count else { return nil }
    let position = position(of: index)
    return blocks[position.block].item(position.item).size
  }

  /// Whether the size of item `index` is an estimate; `false` out of range.
  ///
  /// - Complexity: O(log *n*).
  public func isSizeEstimated(at index: Int) -> Bool {
    guard index >= 0 && index < count, estimatedCount > 0 else { return false }
    let position = position(of: index)
    return blocks[position.block].isEstimated(position.item)
  }

  /// The index of the line holding item `index`, or `nil` when there is no such item.
  ///
  /// - Complexity: O(log *n*).
  public func line(containing index: Int) -> Int? {
    guard index >= 0 && index < count else { return nil }
    let position = position(of: index)
    return position.before.lines + position.line
  }

  /// Line `line`: its items and bounding rectangle, as in ``FlowResult/lines``.
  ///
  /// - Returns: The line, or `nil` when `line` is out of range.
  /// - Complexity: O(log *n* + *k*), where *k* is the number of items on the line.
  public func line(at line: Int) -> FlowLine? {
    guard line >= 0 && line < lineCount,
      let (blockIndex, before) = tree.first(where: { $0.lines > line })
    else { return nil }
    let block = blocks[blockIndex]
    let local = line - before.lines
    return flowLine(block, local, blockStart: before)
  }

  /// The ``FlowLine`` for local line `line` of `block`.
  func flowLine(_ block: Block, _ line: Int, blockStart before: Summary) -> FlowLine {
    let start = block.lineStart(line)
    let end = block.lineEnd(line)
    let thickness = block.lineThickness(line)
    let edge = lineEdge(offset: before.length + block.lineOffset(line), thickness: thickness)
    var lower = Double.infinity
    var upper = -Double.infinity
    let axis = options.axis
    for item in start..<end {
      lower = Swift.min(lower, block.item(item).main)
      upper = Swift.max(upper, block.item(item).main + block.frameSize(item)[axis])
    }
    let rect =
      axis == .horizontal
      ? Rect(x: lower, y: edge, width: upper - lower, height: thickness)
      : Rect(x: edge, y: lower, width: thickness, height: upper - lower)
    return FlowLine(range: (before.items + start)..<(before.items + end), rect: rect)
  }

  /// Calls `body` with the index and frame of each item in `range`, in order.
  ///
  /// - Complexity: O(log *n* + *m*), for *m* items in `range`.
  public func forEachFrame(in range: Range<Int>, _ body: (Int, Rect) throws -> Void) rethrows {
    let lower = Swift.max(0, range.lowerBound)
    let upper = Swift.min(count, range.upperBound)
    guard lower < upper else { return }
    var position = position(of: lower)
    var index = lower
    var before = position.before
    try withBlocks { blocks in
      while index < upper {
        let block = position.block
        var line = position.line
        var lineEnd = blocks[block].lineEnd(line)
        var edge = lineEdge(
          offset: before.length + blocks[block].lineOffset(line),
          thickness: blocks[block].lineThickness(line))
        for item in position.item..<blocks[block].itemCount {
          if index == upper { return }
          if item == lineEnd {
            line += 1
            lineEnd = blocks[block].lineEnd(line)
            edge = lineEdge(
              offset: before.length + blocks[block].lineOffset(line),
              thickness: blocks[block].lineThickness(line))
          }
          try body(index, frame(blocks.baseAddress! + block, item, lineEdge: edge))
          index += 1
        }
        before = before.then(blocks[block].summary)
        position = Position(block: block + 1, item: 0, line: 0, before: before)
      }
    }
  }

  /// The frames of the items in `range`, in order.
  ///
  /// - Complexity: O(log *n* + *m*), for *m* items in `range`.
  public func frames(in range: Range<Int>) -> [Rect] {
    var frames: [Rect] = []
    frames.reserveCapacity(Swift.max(0, Swift.min(count, range.upperBound) - range.lowerBound))
    forEachFrame(in: range) { frames.append($1) }
    return frames
  }

  /// The whole layout as a ``FlowResult``: every frame and line.
  ///
  /// - Complexity: O(*n*).
  public func flowResult() -> FlowResult {
    var lines: [FlowLine] = []
    lines.reserveCapacity(lineCount)
    var before = Summary.empty
    for block in blocks {
      for line in 0..<block.lineCount {
        lines.append(flowLine(block, line, blockStart: before))
      }
      before = before.then(block.summary)
    }
    return FlowResult(
      axis: options.axis, direction: direction,
      frames: frames(in: 0..<count), lines: lines, contentSize: contentSize)
  }
}
