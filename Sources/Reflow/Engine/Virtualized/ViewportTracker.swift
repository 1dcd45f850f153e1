/// What keeps content steady under a scroll container's viewport, written once for every kind of
/// content: where the viewport is over the content, the anchor that stays put on screen when
/// content before it changes (CSS `overflow-anchor`), and a pending scroll-to request.
///
/// `Key` names what the anchor and the request hold on to: an element's id for plain content,
/// an item's index for a lazy flow or masonry, an item's id for a collection. The tracker never
/// looks inside the content: it asks for a key's extent along the scroll axis, in the content's
/// own coordinates, and moves the scroll container's offset (``ScrollViewport``) so that the
/// anchored point keeps its distance from the viewport's anchored point.
///
/// Coordinates: the content's run along the scroll axis from its leading edge (from its far edge
/// when the engine mirrors it); the scroll offset moves the viewport over them by
/// ``offsetSign``. The last pass records where the viewport was (``record(start:offset:sign:length:trailing:across:)``),
/// and every conversion between offsets and content positions goes through ``viewportStart(at:)``
/// and ``offset(showingFrom:)``.
struct ViewportTracker<Key: Hashable> {
  /// The viewport's leading edge along the scroll axis in the content's coordinates, and the
  /// scroll offset it was at, as the last pass placed them.
  var viewportStart = 0.0
  var viewportOffset = 0.0
  /// How the content's coordinates move with the offset: -1 when one of the content and its
  /// scroll container is mirrored and the other is not.
  var offsetSign = 1.0
  /// The viewport's length along the axis, once known.
  var viewportLength: Double?
  /// The length of the scroll content after this content.
  var trailingLength = 0.0
  /// The viewport's extent across the axis in the content's coordinates, once a pass placed
  /// it: an anchor is an item the viewport shows, across as well as along.
  var across: ViewportExtent?
  /// The point kept in place on screen.
  var anchor: ViewportAnchor<Key>?
  /// A pending scroll-to request: kept, as a requested anchor, until an arrangement settles.
  var target: (key: Key, alignment: ScrollAlignment)?
  /// The offset the last correction asked for, to see what clamping held back.
  var wantedOffset: Double?
  /// The content's length along the axis when the viewport and anchor were last placed over it.
  var contentLength: Double?

  /// The viewport's leading edge in the content when the scroll container is at `offset`.
  func viewportStart(at offset: Double) -> Double {
    viewportStart + offsetSign * (offset - viewportOffset)
  }

  /// The scroll offset that puts the viewport's leading edge at `start` in the content.
  func offset(showingFrom start: Double) -> Double {
    viewportOffset + offsetSign * (start - viewportStart)
  }

  /// The band along the axis a viewport starting at `start` shows, widened by `overscan` at
  /// both ends: what a content declares.
  func band(from start: Double, overscan: Double = 0) -> ViewportBand {
    ViewportBand(start: start, length: viewportLength ?? 0, overscan: overscan)
  }

  /// Records where the last pass placed the viewport over the content, and gives back to the
  /// anchor what clamping held back of its correction, to try again in the next pass, when the
  /// content may be longer.
  mutating func record(
    start: Double, offset: Double, sign: Double, length: Double, trailing: Double,
    across: ViewportExtent? = nil
  ) {
    viewportStart = start
    self.across = across
    viewportOffset = offset
    holdBack(finalOffset: offset)
    offsetSign = sign
    viewportLength = length
    trailingLength = trailing
  }

  /// Takes the content's length along the axis now, before a correction or a window.
  ///
  /// When the content runs from its far edge in a scroll container that runs from its near
  /// one (``offsetSign`` -1: mirrored content in a left-to-right scroll, or the reverse), its
  /// far edge is where the scroll content ends: content that grows by *d* moves every point of
  /// it *d* further from the viewport's leading edge at the same offset. The viewport, and the
  /// point on screen the anchor holds, are then *d* further along in the content's coordinates.
  mutating func follow(contentLength length: Double) {
    defer { contentLength = length }
    guard offsetSign == -1, let old = contentLength, old != length, length.isFinite else {
      return
    }
    viewportStart += length - old
    anchor?.position += length - old
  }

  /// Moves the anchor by what clamping kept the offset from reaching: the anchored point then
  /// sits where the clamped offset shows it, and the next correction starts from there.
  mutating func holdBack(finalOffset: Double) {
    if let wanted = wantedOffset, wanted != finalOffset, anchor?.requested == nil {
      anchor?.position -= offsetSign * (wanted - finalOffset)
    }
    wantedOffset = nil
  }

  /// Moves `viewport`'s offset along `axis` so the anchor keeps its place on screen: to a
  /// pending request's place, or by as much as the anchored point moved since it was recorded.
  ///
  /// - Parameters:
  ///   - viewport: The scroll container's viewport.
  ///   - axis: Its scroll axis.
  ///   - extent: A key's extent along the axis in the content, `nil` when the content has none.
  mutating func correct(
    _ viewport: inout ScrollViewport, axis: LayoutAxis, extent: (Key) -> ViewportExtent?
  ) {
    if let target, anchor?.requested == nil, let found = extent(target.key) {
      resolveTarget(target.alignment, key: target.key, extent: found,
                    viewportStart: viewportStart(at: viewport.offset[axis]))
    }
    guard var anchor, let found = extent(anchor.key) else { return }
    let position = found.point(at: anchor.fraction)
    let length = viewportLength ?? anchor.viewportLength
    if let requested = anchor.requested {
      var start = position - anchor.viewportFraction * length - requested
      // `.nearest` was resolved on the sizes known then: an item measured longer than its
      // estimate must still end up wholly in view, as if every item had been measured. The
      // request keeps its own place, so each pass decides again from where it was made (an
      // estimate too long for a viewport must not leave the item at its top once measured).
      if target?.alignment == .nearest {
        start = ViewportBand.offset(
          showing: found.lower, length: found.length, in: length, from: start,
          alignment: .nearest)
      }
      viewport.move(axis, to: offset(showingFrom: start), cause: .scrollTo)
    } else {
      let moved =
        position - anchor.position - anchor.viewportFraction * (length - anchor.viewportLength)
      if moved != 0 {
        viewport.move(axis, to: viewport.offset[axis] + offsetSign * moved, cause: .anchoring)
      }
    }
    anchor.position = position
    anchor.viewportLength = length
    self.anchor = anchor
    wantedOffset = viewport.offset[axis]
  }

  /// Turns a request into an anchor with a place on screen, from the viewport's leading edge at
  /// `start`: the item's point at the alignment's fraction, held that far along the viewport.
  mutating func resolveTarget(
    _ alignment: ScrollAlignment, key: Key, extent: ViewportExtent, viewportStart start: Double
  ) {
    let length = viewportLength ?? 0
    var fraction = 0.0
    var requested = 0.0
    switch alignment {
    case .top: break
    case .center: fraction = 0.5
    case .bottom: fraction = 1
    case .nearest:
      // Where it is, when in view; else the nearer edge, which holds once it is measured.
      let wanted = ViewportBand.offset(
        showing: extent.lower, length: extent.length, in: length, from: start,
        alignment: .nearest)
      if wanted == start {
        requested = extent.lower - start
      } else if wanted != extent.lower {
        fraction = 1
      }
    }
    anchor = ViewportAnchor(
      key: key, fraction: fraction, position: extent.point(at: fraction),
      viewportFraction: fraction, viewportLength: length, requested: requested)
  }

  /// Anchors `key`, whose extent is `extent`, at the viewport's `edge`: its leading edge to the
  /// viewport's leading edge for `.top`, its trailing edge to the trailing one for `.bottom`;
  /// no anchor without a key or an edge.
  mutating func setAnchor(_ key: Key?, extent: ViewportExtent?, edge: ScrollAnchorEdge?) {
    guard let key, let extent, let edge, let length = viewportLength else { return anchor = nil }
    let fraction = edge == .top ? 0.0 : 1.0
    anchor = ViewportAnchor(
      key: key, fraction: fraction, position: extent.point(at: fraction),
      viewportFraction: fraction, viewportLength: length)
  }

  /// Ends a request once an arrangement settles: the anchor it became stays, as a plain anchor.
  mutating func endRequest() {
    target = nil
    anchor?.requested = nil
  }

  /// Gives the anchor and a pending request their keys' new values after an edit of the
  /// content; a key that no longer exists drops the request, and hands the anchor over to
  /// `successor`, where it is now.
  mutating func remap(
    _ newKey: (Key) -> Key?, successor: (key: Key, extent: ViewportExtent)? = nil
  ) {
    if let target {
      if let key = newKey(target.key) { self.target?.key = key } else { self.target = nil }
    }
    guard let anchor else { return }
    if let key = newKey(anchor.key) {
      self.anchor?.key = key
    } else if let successor {
      self.anchor = ViewportAnchor(
        key: successor.key, fraction: 0, position: successor.extent.lower, viewportFraction: 0,
        viewportLength: anchor.viewportLength)
    } else {
      self.anchor = nil
    }
  }
}

/// A point of the content kept in place on screen: the point at `fraction` along the item (0
/// its leading edge, 1 its trailing edge, ½ its centre), at `viewportFraction` along the
/// viewport (0 its leading edge, 1 its trailing edge, so a bottom anchor stays at the bottom
/// when the viewport is resized).
struct ViewportAnchor<Key: Hashable> {
  var key: Key
  var fraction: Double
  /// Where the item's point was in the content, and the viewport's length then.
  var position: Double
  var viewportFraction: Double
  var viewportLength: Double
  /// For a scroll-to request: how far past the viewport's point the item's point must be.
  var requested: Double?
}

/// Where something lies along a scroll axis: from `lower`, `length` long.
struct ViewportExtent: Hashable {
  var lower: Double
  var length: Double

  var upper: Double { lower + length }

  /// The point `fraction` of the way from `lower` to `upper`.
  func point(at fraction: Double) -> Double { lower + fraction * length }
}
