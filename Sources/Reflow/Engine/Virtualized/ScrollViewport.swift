/// What the engine keeps for a scroll container: its offset, clamping, why the engine moved the
/// offset in this arrangement, following the end of bottom-anchored content, and the anchoring
/// of content that is not virtualized.
///
/// Every change the engine makes to an offset goes through ``move(_:to:cause:)``, which records
/// its cause; ``correction(for:)`` reports the arrangement's total change. Virtualized content
/// (lazy flows, collections, masonry) anchors with its own ``ViewportTracker`` keyed by its
/// items; everything else is anchored by ``elements``, keyed by element ids.
struct ScrollViewport {
  /// How close to the end, in points, the viewport counts as showing it: a bottom-anchored
  /// container follows content appended while it is this close.
  static let endTolerance = 1.0

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
  /// The anchoring of content that is not virtualized: its identified leaves, by id.
  var elements = ViewportTracker<ElementID>()
  /// The node where the anchored element was found in the last pass: most passes find it there
  /// again.
  var elementHint = 0
  /// Where the last clamp of this arrangement moved the offset along the axis, from and to.
  /// A clamp is provisional until the arrangement's last pass: content measured in a later
  /// pass may be longer, and the offset then starts again from where the clamp found it (see
  /// ``unclamp(_:)``).
  var clamped: (from: Double, to: Double)?

  /// Starts using the container in arrangement `generation`.
  mutating func begin(_ generation: Int) {
    guard lastUsed != generation else { return }
    lastUsed = generation
    startOffset = offset
    causes = []
    clamped = nil
  }

  /// Moves the offset along `axis` to `value`, recording why.
  mutating func move(_ axis: LayoutAxis, to value: Double, cause: ScrollOffsetCorrection.Causes) {
    guard value.isFinite, value != offset[axis] else { return }
    offset[axis] = value
    causes.formUnion(cause)
  }

  /// Clamps the offset to `0...limit` along `axis` and to 0 across it.
  mutating func clamp(_ axis: LayoutAxis, to limit: Double) {
    let before = offset[axis]
    move(axis, to: Swift.min(Swift.max(0, before), limit), cause: .clamping)
    move(axis.crossAxis, to: 0, cause: .clamping)
    if offset[axis] != before { clamped = (before, offset[axis]) }
  }

  /// Takes back this arrangement's last clamp along `axis`, unless something has moved the
  /// offset since: a pass over content that items measured since have made longer clamps
  /// again from the offset the arrangement wanted, not from one an estimate held back.
  ///
  /// Only for an offset nothing anchors: an anchor gets back what clamping held back of its
  /// own correction (``ViewportTracker/holdBack(finalOffset:)``).
  mutating func unclamp(_ axis: LayoutAxis) {
    guard let clamped else { return }
    self.clamped = nil
    if offset[axis] == clamped.to { move(axis, to: clamped.from, cause: .clamping) }
  }

  /// Whether the viewport, at `offset` along its axis, shows the end of content
  /// `contentLength` long, within ``endTolerance``.
  static func showsEnd(offset: Double, contentLength: Double, viewportLength: Double) -> Bool {
    offset >= contentLength - viewportLength - endTolerance
  }

  /// Whether the viewport, at its offset, shows the end of the content it last placed.
  var showsEnd: Bool {
    Self.showsEnd(
      offset: offset[axis], contentLength: contentLength, viewportLength: viewportLength)
  }

  /// Whether the offset follows the end of the content in this arrangement: a bottom-anchored
  /// container that showed its end, or that was never scrolled nor placed (a chat timeline
  /// opens at its end).
  var followsEnd: Bool {
    anchorEdge == .bottom && (isAtEnd || (!isSet && !hasBeenPlaced))
  }

  /// The change the arrangement made to the offset, or `nil` when it made none.
  func correction(for id: ElementID) -> ScrollOffsetCorrection? {
    guard offset != startOffset else { return nil }
    return ScrollOffsetCorrection(
      scrollID: id,
      delta: Point(x: offset.x - startOffset.x, y: offset.y - startOffset.y),
      offset: offset, causes: causes)
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
