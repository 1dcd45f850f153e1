import Reflow

/// A laid-out document: what the output formats print.
struct LayoutOutcome: Sendable {
  /// The container the items were laid out in, after flag overrides.
  var container: Size
  /// The items, whose ids the formats print.
  var items: LayoutItems
  /// The library's result.
  var result: FlowResult
  /// Whether the document has a line limit, so the JSON output says how many items it hid.
  var hasLineLimit: Bool
  /// A masonry document's result, for its lanes; `nil` for a flow document.
  var masonry: MasonryResult?
  /// The order drawings paint the frames in, by index; `nil` is input order. Pinned headers
  /// and footers of a sections document come last, so they cover the items scrolled under them.
  var paintOrder: [Int]?
  /// What the command changed from the document (a clamped offset), for standard error.
  var warnings: [String]

  init(
    container: Size, items: LayoutItems, result: FlowResult, hasLineLimit: Bool,
    paintOrder: [Int]? = nil, warnings: [String] = []
  ) {
    self.container = container
    self.items = items
    self.result = result
    self.hasLineLimit = hasLineLimit
    self.masonry = nil
    self.paintOrder = paintOrder
    self.warnings = warnings
  }

  /// The outcome of a masonry document: its frames as a result without lines, and its lanes.
  init(container: Size, items: LayoutItems, masonry: MasonryResult) {
    self.init(
      container: container, items: items,
      result: FlowResult(
        axis: masonry.axis, direction: masonry.direction, frames: masonry.frames, lines: [],
        contentSize: masonry.contentSize),
      hasLineLimit: false)
    self.masonry = masonry
  }

  /// Each item's id, in input order.
  var ids: [String] { items.ids }

  /// The indices of the frames in the order drawings paint them.
  var drawingOrder: [Int] { paintOrder ?? Array(result.frames.indices) }

  /// The area a drawing must show: the content size from the container's origin, and any item
  /// (or the overflow indicator) that overflows it (a lone item longer than its line, or
  /// anything mirrored past the left edge in right-to-left layouts). The same area as
  /// ``FlowResult/asciiDrawing(columnWidth:rowHeight:)`` draws.
  var drawingBounds: Rect {
    var bounds = Rect(origin: .zero, size: result.contentSize)
    for frame in result.frames { bounds = bounds.union(frame) }
    if let indicator = result.overflowIndicatorFrame { bounds = bounds.union(indicator) }
    return bounds
  }

  /// The container's outline, with an unbounded dimension cut to the drawing's extent.
  var containerOutline: Rect {
    let bounds = drawingBounds
    return Rect(
      x: 0, y: 0,
      width: container.width.isFinite ? container.width : bounds.maxX,
      height: container.height.isFinite ? container.height : bounds.maxY)
  }
}
