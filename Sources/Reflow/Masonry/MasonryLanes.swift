/// How a masonry divides its container's extent across the lanes into lanes: the columns of a
/// vertical masonry, the rows of a horizontal one.
///
/// | case | CSS `grid-template-columns` |
/// |---|---|
/// | `.count(3)` | `repeat(3, 1fr)` |
/// | `.fixed([100, 120])` | `100px 120px` |
/// | `.adaptive(minimum: 120)` | `repeat(auto-fill, minmax(120px, 1fr))` |
///
/// ```swift
/// let phone = MasonryOptions(lanes: .count(2), laneSpacing: 8, itemSpacing: 8)
/// let anyWidth = MasonryOptions(lanes: .adaptive(minimum: 160), laneSpacing: 8, itemSpacing: 8)
/// ```
public enum MasonryLanes: Hashable, Sendable {
  /// `count` equal lanes sharing the extent less the gaps between them (none narrower than 0).
  case count(Int)
  /// Lanes of these lengths, from the leading edge; they may leave room or overflow.
  case fixed([Double])
  /// As many equal lanes of at least `minimum` as fit the extent with their gaps, and at least
  /// one; then they share the extent as ``count(_:)`` lanes do. When not even one lane of
  /// `minimum` fits, the one lane is `minimum` long and overflows the container, as in CSS.
  case adaptive(minimum: Double)
}
