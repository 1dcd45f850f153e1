/// What a flow layout produced — frames, lines, content size and what a line limit hid —
/// whoever computed it.
///
/// `FlowResult` converts to it, ``ReferenceFlow`` returns it, and a custom layout under
/// test can build one, so the same ``FlowInvariants`` check them all.
///
/// ```swift
/// let output = FlowOutput(try Flow.layout(sizes, in: container))
/// let violations = FlowInvariants.violations(in: output, for: layoutCase)
/// ```
public struct FlowOutput: Hashable, Sendable {
  /// Each visible item's frame, in input order, relative to the container's top-left corner.
  public var frames: [Rect]
  /// The lines, in flow order.
  public var lines: [FlowLine]
  /// The extent of the content from the container's origin plus the far insets
  /// (`FlowResult/contentSize`).
  public var contentSize: Size
  /// How many items, at the end, a line limit hid.
  public var hiddenCount: Int
  /// The overflow indicator's frame, when items are hidden and the layout has one.
  public var overflowIndicatorFrame: Rect?

  /// Creates an output.
  ///
  /// - Parameters:
  ///   - frames: The visible items' frames, in input order.
  ///   - lines: The lines, in flow order.
  ///   - contentSize: The content size.
  ///   - hiddenCount: How many items a line limit hid.
  ///   - overflowIndicatorFrame: The overflow indicator's frame, if it shows.
  public init(
    frames: [Rect], lines: [FlowLine], contentSize: Size, hiddenCount: Int = 0,
    overflowIndicatorFrame: Rect? = nil
  ) {
    self.frames = frames
    self.lines = lines
    self.contentSize = contentSize
    self.hiddenCount = hiddenCount
    self.overflowIndicatorFrame = overflowIndicatorFrame
  }

  /// The output of a `FlowResult`.
  public init(_ result: FlowResult) {
    self.init(
      frames: result.frames, lines: Array(result.lines), contentSize: result.contentSize,
      hiddenCount: result.hiddenCount, overflowIndicatorFrame: result.overflowIndicatorFrame)
  }

  /// Draws the frames as text, like `FlowResult.asciiDrawing(columnWidth:rowHeight:)`: item
  /// *i* is the *i*-th of `FlowResult.drawingLabels` and empty space is `.`.
  ///
  /// - Parameters:
  ///   - columnWidth: Points per column; `nil` picks one that keeps the drawing within 80
  ///     columns.
  ///   - rowHeight: Points per row; `nil` picks one that keeps it within 40 rows.
  /// - Returns: The drawing, one line per row.
  /// - Complexity: O(*n* + *a*), where *a* is the number of cells the items cover.
  public func asciiDrawing(columnWidth: Double? = nil, rowHeight: Double? = nil) -> String {
    var bounds = Rect(origin: .zero, size: contentSize)
    for frame in frames where frame.minX.isFinite && frame.maxY.isFinite && frame.maxX.isFinite {
      bounds = bounds.union(frame)
    }
    var canvas = ASCIICanvas(
      bounds: bounds,
      columnWidth: columnWidth ?? Self.scale(bounds.width, cells: 80),
      rowHeight: rowHeight ?? Self.scale(bounds.height, cells: 40))
    let labels = FlowResult.drawingLabels
    for (index, frame) in frames.enumerated() {
      canvas.fill(frame, with: labels[index % labels.count])
    }
    if let overflowIndicatorFrame { canvas.fill(overflowIndicatorFrame, with: "+") }
    return canvas.description
  }

  /// The smallest whole number of points per cell that fits `length` into `cells`.
  static func scale(_ length: Double, cells: Double) -> Double {
    guard length.isFinite, length > cells else { return 1 }
    return (length / cells).rounded(.up)
  }
}
