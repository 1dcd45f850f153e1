/// What the engine keeps for a lazy flow: the index of every item's size and place, where the
/// viewport was over it, its anchor, a pending scroll-to request and what the pass declared.
struct LazyFlowState {
  var flow: LazyFlow
  /// What the flow was made for; asked for anything else, the engine makes it anew.
  var options: FlowOptions
  var estimate: Size
  /// The scroll container it is in, and the edge that container anchors.
  var scrollID: ElementID
  var anchorEdge: ScrollAnchorEdge?
  var lastUsed: Int
  /// Whether the index lays out left to right and the engine mirrors it within the flow's
  /// bounds (right to left with an endless line length, as in a flow of columns).
  var mirrors = false

  /// The viewport's leading edge along the scroll axis in the flow's coordinates, and the scroll
  /// offset it was at, as the last pass placed them; the edge moves with the offset by
  /// `offsetSign` (-1 when the flow is mirrored and its scroll container is not, or the reverse).
  var viewportStart = 0.0
  var viewportOffset = 0.0
  var offsetSign = 1.0
  var viewportLength: Double?
  /// The length of the scroll content after the flow.
  var trailingLength = 0.0
  /// The item kept in place on screen.
  var anchor: ItemAnchor?
  /// The offset the last correction asked for, to see what clamping held back.
  var wantedOffset: Double?
  /// A pending scroll-to request: kept, as the anchor, until an arrangement settles.
  var target: (index: Int, alignment: ScrollAlignment)?
  /// The items the current pass declared.
  var declared = 0..<0
  /// Items to declare beyond the window in the next pass, before and after it: what the last
  /// pass found missing, scaled by how much denser the measured items were than the estimates.
  var extraBefore = 0
  var extraAfter = 0
  /// The sizes measured in the last pass, kept for their storage.
  var measured: [Size] = []
  /// Whether a child ever declared per-item properties: from then on each pass sets whole
  /// items (`measuredItems`, kept for their storage), so an item declared without them loses
  /// the ones it had.
  var hasItemProperties = false
  var measuredItems: [FlowItem] = []

  /// An item kept in place on screen: the point at `fraction` along it (0 its leading edge, 1
  /// its trailing edge, ½ its centre), measured from the point at `viewportFraction` along the
  /// viewport (0 its leading edge, 1 its trailing edge, so a bottom-anchored item stays at the
  /// bottom when the viewport is resized).
  struct ItemAnchor {
    var index: Int
    var fraction: Double
    /// Where the item's point was in the flow, and the viewport's length then.
    var position: Double
    var viewportFraction: Double
    var viewportLength: Double
    /// For a scroll-to request: how far past the viewport's point the item's point must be.
    var requested: Double?
  }

  /// The scroll axis: across the flow's lines.
  var scrollAxis: LayoutAxis { flow.scrollAxis }

  /// The extent of item `index` along the scroll axis, in the flow's coordinates.
  func extent(of index: Int) -> (lower: Double, length: Double)? {
    guard let frame = flow.frame(at: index) else { return nil }
    let axis = scrollAxis
    return (frame.origin[axis], frame.size[axis])
  }

  /// The span along the scroll axis from the first item of `range` to the last.
  func span(of range: Range<Int>) -> Double? {
    guard !range.isEmpty, let first = extent(of: range.lowerBound),
      let last = extent(of: range.upperBound - 1)
    else { return nil }
    return last.lower + last.length - first.lower
  }

  /// The rectangle in the flow's coordinates a viewport starting at `start` shows, widened by
  /// `overscan` before and after along the scroll axis.
  func viewport(from start: Double, length: Double, overscan: Double = 0) -> Rect {
    // Across the scroll axis the viewport spans every frame, wherever the lines put them.
    let (lower, upper) = flow.index.mainExtent
    let across = upper - lower + 2
    return scrollAxis == .vertical
      ? Rect(x: lower - 1, y: start - overscan, width: across, height: length + 2 * overscan)
      : Rect(x: start - overscan, y: lower - 1, width: length + 2 * overscan, height: across)
  }

  /// The viewport's leading edge in the flow when the scroll container is at `offset`.
  func viewportStart(at offset: Double) -> Double {
    viewportStart + offsetSign * (offset - viewportOffset)
  }

  /// The scroll offset that puts the viewport's leading edge at `start` in the flow.
  func offset(showingFrom start: Double) -> Double {
    viewportOffset + offsetSign * (start - viewportStart)
  }

  /// Anchors the item at `edge` of the viewport starting at `start`: the first item it shows
  /// for `.top`, the last for `.bottom`; none when it shows nothing or anchoring is off.
  mutating func pickAnchor(from start: Double) {
    guard let edge = anchorEdge, let length = viewportLength else { return anchor = nil }
    let visible = flow.index.range(intersecting: viewport(from: start, length: length))
    guard !visible.isEmpty else { return anchor = nil }
    let index = edge == .top ? visible.lowerBound : visible.upperBound - 1
    let fraction = edge == .top ? 0.0 : 1.0
    guard let extent = extent(of: index) else { return anchor = nil }
    anchor = ItemAnchor(
      index: index, fraction: fraction, position: extent.lower + fraction * extent.length,
      viewportFraction: fraction, viewportLength: length)
  }

  /// Turns the pending request into an anchor with a place on screen, from the viewport's
  /// leading edge at `start`.
  mutating func resolveTarget(viewportFrom start: Double) {
    guard let target, let extent = extent(of: target.index) else { return }
    let length = viewportLength ?? 0
    var fraction = 0.0
    var requested = 0.0
    switch target.alignment {
    case .top: break
    case .center: fraction = 0.5
    case .bottom: fraction = 1
    case .nearest:
      // Where it is, when in view; else the nearer edge, which holds once it is measured.
      let wanted = ElementBuilder.offset(
        showing: extent.lower, length: extent.length, in: length, from: start,
        alignment: .nearest)
      if wanted == start {
        requested = extent.lower - start
      } else if wanted != extent.lower {
        fraction = 1
      }
    }
    anchor = ItemAnchor(
      index: target.index, fraction: fraction, position: extent.lower + fraction * extent.length,
      viewportFraction: fraction, viewportLength: length, requested: requested)
  }

  /// Where the anchored point is now, if the anchor's item exists.
  func anchorPosition() -> Double? {
    guard let anchor, let extent = extent(of: anchor.index) else { return nil }
    return extent.lower + anchor.fraction * extent.length
  }
}
