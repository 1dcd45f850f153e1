/// What a viewport over a ``MasonryIndex`` shows, and what to declare around it.
///
/// Masonry items are not visible in runs of consecutive indices (the lanes reach a viewport at
/// different items), so a window lists indices rather than a range.
public struct MasonryWindow: Hashable, Sendable {
  /// The items intersecting the viewport, in ascending order.
  public var visible: [Int]
  /// The items intersecting the viewport grown by the overscan along the scrolling axis, in
  /// ascending order: the visible ones and those about to be.
  public var declared: [Int]
  /// The size of the whole masonry, estimated items included.
  public var contentSize: Size
  /// The viewport's position, ready for ``EndReachedTrigger/update(_:)``.
  public var position: EndReachedTrigger.Position

  /// Creates a window.
  public init(
    visible: [Int], declared: [Int], contentSize: Size, position: EndReachedTrigger.Position
  ) {
    self.visible = visible
    self.declared = declared
    self.contentSize = contentSize
    self.position = position
  }
}
