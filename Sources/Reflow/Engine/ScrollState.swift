/// What the engine keeps for a scroll container: its offset, why the engine moved it in this
/// arrangement, a pending scroll-to request and the anchor of content that is not a lazy flow.
struct ScrollState {
  /// The offset the content shows from.
  var offset = Point.zero
  /// The last arrangement that used the container.
  var lastUsed = 0
  /// Whether the caller has set the offset: a scroll anchored at the bottom starts at the end
  /// until then.
  var isSet = false
  /// The offset the current arrangement started from, and why the engine changed it since.
  var startOffset = Point.zero
  var causes: ScrollOffsetCorrection.Causes = []
  /// A request to bring an element into view, kept until an arrangement settles.
  var target: (id: ElementID, alignment: ScrollAlignment)?
  /// The element anchoring content that is not a lazy flow.
  var anchor: ElementAnchor?
  /// Whether the viewport showed the end of the content when the anchor was picked.
  var isAtEnd = false
  /// Whether an arrangement has placed the container yet.
  var hasBeenPlaced = false
  /// The content's and the viewport's length along the axis, as the last pass placed them.
  var contentLength = 0.0
  var viewportLength = 0.0
  /// The axis and anchored edge the container was declared with, and the offset the last
  /// arrangement placed its content at.
  var axis = LayoutAxis.vertical
  var anchorEdge: ScrollAnchorEdge?
  var placedOffset = Point.zero

  /// An element kept in place on screen, and the position of its anchored edge along the axis
  /// in the content's coordinates.
  struct ElementAnchor {
    var id: ElementID
    var position: Double
    /// The element's node in the last pass: most passes find it there again.
    var node: Int
    /// The viewport's length when the position was taken: a bottom anchor keeps its distance
    /// from the viewport's trailing edge when the viewport is resized.
    var viewportLength: Double
  }

  /// Starts using the container in arrangement `generation`.
  mutating func begin(_ generation: Int) {
    guard lastUsed != generation else { return }
    lastUsed = generation
    startOffset = offset
    causes = []
  }

  /// Moves the offset along `axis` to `value`, recording why.
  mutating func move(_ axis: LayoutAxis, to value: Double, cause: ScrollOffsetCorrection.Causes) {
    guard value.isFinite, value != offset[axis] else { return }
    offset[axis] = value
    causes.formUnion(cause)
  }
}

extension Point {
  /// The coordinate along `axis`.
  subscript(axis: LayoutAxis) -> Double {
    get { axis == .horizontal ? x : y }
    set {
      if axis == .horizontal { x = newValue } else { y = newValue }
    }
  }
}
