/// Which edge of a scroll container's viewport its content is anchored to: what stays put on
/// screen when content before it changes (CSS `overflow-anchor`).
///
/// With `.top`, the default, the engine keeps the first item crossing the viewport's leading edge
/// where it is when anything above it is measured, inserted or removed: text you are reading does
/// not jump. With `.bottom` it keeps the last item crossing the trailing edge, and while the
/// viewport shows the end of the content it stays at the end as content grows: a chat timeline,
/// which also starts at its end.
///
/// ```swift
/// ui.scroll(id: "chat", anchor: .bottom) { ui in
///   ui.lazyFlow(id: "messages", in: "chat", count: messages.count, …) { index, ui in … }
/// }
/// ```
///
/// The anchored item of lazy flows, collections and masonry is one the viewport shows: the
/// first item in order (the last, for `.bottom`) whose frame shares area with the viewport,
/// across the scroll axis as well as along it. An item beside the viewport (a masonry lane
/// past its edge) or without area is never the anchor while another is shown: it could stay
/// put while everything on screen moved.
///
/// For a horizontal scroll container, `.top` is the leading edge and `.bottom` the trailing one.
public enum ScrollAnchorEdge: String, CaseIterable, Hashable, Sendable {
  /// Keep the content at the viewport's leading edge in place.
  case top
  /// Keep the content at the viewport's trailing edge in place, and follow the end of the
  /// content while the viewport shows it.
  case bottom
}
