import Reflow

/// A laid-out document: what the output formats print.
struct LayoutOutcome: Sendable {
  /// The container the items were laid out in, after flag overrides.
  var container: Size
  /// Each item's id, in input order.
  var ids: [String]
  /// The library's result.
  var result: FlowResult

  /// The area a drawing must show: the content size from the container's origin, and any item
  /// that overflows it (a lone item longer than its line, or anything mirrored past the left
  /// edge in right-to-left layouts). The same area as
  /// ``FlowResult/asciiDrawing(columnWidth:rowHeight:)`` draws.
  var drawingBounds: Rect {
    var bounds = Rect(origin: .zero, size: result.contentSize)
    for frame in result.frames { bounds = bounds.union(frame) }
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
