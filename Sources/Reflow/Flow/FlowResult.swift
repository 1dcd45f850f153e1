/// The outcome of a flow layout: every visible item's frame, the lines, the content size, and
/// what a line limit hid.
///
/// Frames are in input order, relative to the container's top-left corner. Lines are in flow
/// order (top to bottom for horizontal flows; leading to trailing for vertical ones).
public struct FlowResult: Sendable {
  /// The axis the lines run along.
  public let axis: LayoutAxis
  /// The direction the lines read in.
  public let direction: WritingDirection
  /// Each visible item's frame, in input order; items hidden by a line limit have none.
  public internal(set) var frames: [Rect]
  /// The extent of the content from the container's origin, plus the insets at its far edges:
  /// what a scroll view needs to show everything, as CSS `scrollWidth` and `scrollHeight`.
  ///
  /// Along each axis it runs from 0 to the far edge of the farthest frame plus the inset on that
  /// side, so a lone item at the end of a line counts with the space before it: one item 50 wide
  /// at x = 340 gives a width of 390. With no visible items it is the insets alone. Parts of
  /// frames before the origin (a right-to-left item longer than its line) do not count.
  public internal(set) var contentSize: Size
  /// How many items a line limit hid: the last `hiddenCount` items added have no frame.
  public internal(set) var hiddenCount: Int
  /// The overflow indicator's frame ("+N more"), at the end of the last visible line; `nil`
  /// when nothing is hidden or the flow has no indicator.
  public internal(set) var overflowIndicatorFrame: Rect?

  /// Where each line starts in `frames`, for results a ``Flow`` computed.
  var lineStarts: [Int]
  /// Each line's cross-axis offset from the first line's start, before the line alignment
  /// moved it: with `lineGeometry`, what places each line's rectangle without storing it.
  var lineOffsets: [Double]
  var lineGeometry: LineGeometry
  /// The lines of a result made by ``init(axis:direction:frames:lines:contentSize:)``.
  var explicitLines: [FlowLine]?

  /// Creates a result from its parts, for layouts of your own that want ``FlowResult``'s
  /// queries and drawing.
  ///
  /// The queries assume what ``Flow`` guarantees: lines in flow order covering every index
  /// once, without overlap, and items along a line in reading order.
  public init(
    axis: LayoutAxis, direction: WritingDirection, frames: [Rect], lines: [FlowLine],
    contentSize: Size
  ) {
    self.init(axis: axis, direction: direction, geometry: LineGeometry(axis: axis))
    self.frames = frames
    self.explicitLines = lines
    self.contentSize = contentSize
  }

  /// An empty result whose lines ``Flow`` records compactly.
  init(axis: LayoutAxis, direction: WritingDirection, geometry: LineGeometry) {
    self.axis = axis
    self.direction = direction
    self.frames = []
    self.contentSize = .zero
    self.hiddenCount = 0
    self.overflowIndicatorFrame = nil
    self.lineStarts = []
    self.lineOffsets = []
    self.lineGeometry = geometry
    self.explicitLines = nil
  }

  /// The lines, in flow order; together their ranges cover every visible index once, in order.
  ///
  /// Each line's rectangle spans its items along the line (and the overflow indicator, on the
  /// last line when there is one) and the line's full thickness across it. The last line of a
  /// limited flow can hold the indicator alone, with an empty range.
  ///
  /// - Complexity: Reading a line is O(1): the result stores lines compactly and builds each
  ///   ``FlowLine`` when asked.
  public var lines: FlowLines { FlowLines(self) }
}

extension FlowResult: Equatable {
  /// Whether two results have the same frames, lines, content size, hidden count and indicator.
  public static func == (lhs: FlowResult, rhs: FlowResult) -> Bool {
    lhs.axis == rhs.axis && lhs.direction == rhs.direction && lhs.frames == rhs.frames
      && lhs.contentSize == rhs.contentSize && lhs.hiddenCount == rhs.hiddenCount
      && lhs.overflowIndicatorFrame == rhs.overflowIndicatorFrame
      && lhs.lines.elementsEqual(rhs.lines)
  }
}

/// What turns a ``Flow``'s compact line records into rectangles: where lines start across the
/// flow, and how the line alignment moved and grew them.
struct LineGeometry: Sendable, Equatable {
  var axis: LayoutAxis
  /// Whether lines stack leftwards: vertical right-to-left flows.
  var stacksLeftwards = false
  /// The physical coordinate across the lines where the first line starts.
  var crossOrigin = 0.0
  /// The physical coordinate along the lines that items are placed from: the leading inset
  /// (the top one for vertical flows), or for right-to-left rows the edge they are mirrored
  /// from. Frames round by ulps of it, which the queries allow for.
  var mainOrigin = 0.0
  var lineSpacing = 0.0
  /// The last line's thickness before line alignment; the others follow from the offsets.
  var lastThickness = 0.0
  /// What the line alignment did: moved every line by `lead` plus `step` per line before it,
  /// and made every line `growth` thicker.
  var lead = 0.0
  var step = 0.0
  var growth = 0.0

  init(axis: LayoutAxis) {
    self.axis = axis
  }
}

extension FlowResult {
  /// The bytes the result's buffers hold, by capacity: what a layout of this size keeps.
  package var storageBytes: Int {
    frames.capacity * MemoryLayout<Rect>.stride + lineStarts.capacity * MemoryLayout<Int>.stride
      + lineOffsets.capacity * MemoryLayout<Double>.stride
      + (explicitLines?.capacity ?? 0) * MemoryLayout<FlowLine>.stride
  }

  /// The number of lines.
  var lineCount: Int { explicitLines?.count ?? lineStarts.count }

  /// The items of line `line`.
  func lineRange(_ line: Int) -> Range<Int> {
    if let explicitLines { return explicitLines[line].range }
    let end = line + 1 < lineStarts.count ? lineStarts[line + 1] : frames.count
    return lineStarts[line]..<end
  }

  /// Line `line`'s start and end across the lines, in physical coordinates (y for horizontal
  /// flows, x for vertical ones), lower first.
  func crossExtent(ofLine line: Int) -> (lower: Double, upper: Double) {
    let (lower, thickness) = crossPlacement(ofLine: line)
    return (lower, lower + thickness)
  }

  /// Line `line`'s lower coordinate across the lines and its thickness: the cross-axis origin
  /// and size of its rectangle, without building the line.
  func crossPlacement(ofLine line: Int) -> (lower: Double, thickness: Double) {
    if let explicitLines {
      let rect = explicitLines[line].rect
      return axis == .horizontal ? (rect.minY, rect.height) : (rect.minX, rect.width)
    }
    let geometry = lineGeometry
    // The last line's thickness is kept; the others' follow from where the next one starts.
    let natural =
      line + 1 < lineOffsets.count
      ? lineOffsets[line + 1] - lineOffsets[line] - geometry.lineSpacing
      : geometry.lastThickness
    let start = lineOffsets[line] + geometry.lead + Double(line) * geometry.step
    let thickness = natural + geometry.growth
    return geometry.stacksLeftwards
      ? (geometry.crossOrigin - start - thickness, thickness)
      : (geometry.crossOrigin + start, thickness)
  }

  /// Line `line` as a ``FlowLine``.
  func line(at line: Int) -> FlowLine {
    if let explicitLines { return explicitLines[line] }
    let range = lineRange(line)
    let across = crossPlacement(ofLine: line)
    // A line holds items; the last one may hold the overflow indicator after them, or alone.
    var main: (lower: Double, upper: Double) = (0, 0)
    if !range.isEmpty {
      let first = frames[range.lowerBound]
      let last = frames[range.upperBound - 1]
      main =
        switch (axis, direction) {
        case (.horizontal, .leftToRight): (first.minX, last.maxX)
        case (.horizontal, .rightToLeft): (last.minX, first.maxX)
        case (.vertical, _): (first.minY, last.maxY)
        }
    }
    if line == lineStarts.count - 1, let indicator = overflowIndicatorFrame {
      let lower = axis == .horizontal ? indicator.minX : indicator.minY
      let upper = axis == .horizontal ? indicator.maxX : indicator.maxY
      main =
        range.isEmpty
        ? (lower, upper) : (Swift.min(main.lower, lower), Swift.max(main.upper, upper))
    }
    let rect =
      axis == .horizontal
      ? Rect(x: main.lower, y: across.lower, width: main.upper - main.lower,
             height: across.thickness)
      : Rect(x: across.lower, y: main.lower, width: across.thickness,
             height: main.upper - main.lower)
    return FlowLine(range: range, rect: rect)
  }
}
