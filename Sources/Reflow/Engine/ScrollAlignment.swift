/// Where ``LayoutEngine/scrollTo(item:in:anchor:)`` and
/// ``LayoutEngine/scrollTo(_:in:anchor:)`` put the item in the viewport.
///
/// Along a horizontal scroll container, `.top` is the leading edge and `.bottom` the trailing
/// one. An offset the content cannot reach is clamped, so the first items cannot come below the
/// top edge, nor the last ones above the bottom.
public enum ScrollAlignment: String, CaseIterable, Hashable, Sendable {
  /// The item's leading edge at the viewport's leading edge.
  case top
  /// The item's centre at the viewport's centre.
  case center
  /// The item's trailing edge at the viewport's trailing edge.
  case bottom
  /// As little scrolling as brings the item wholly into view: none when it is in view already,
  /// else `.top` or `.bottom`, whichever is nearer (`.top` for an item longer than the viewport).
  case nearest
}
