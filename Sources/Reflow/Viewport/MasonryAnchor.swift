/// An item and where it sits in a viewport, kept so that a scroll offset can put it back at the
/// same place on screen after the layout changes: a lane count change, measured sizes, items
/// inserted above.
///
/// ```swift
/// let anchor = index.anchor(in: viewport)          // before the change
/// try index.setContainer(newSize)
/// let offset = index.offset(restoring: anchor, viewportLength: newViewport.height)
/// ```
public struct MasonryAnchor: Hashable, Sendable {
  /// The anchored item's index. Move it when items are inserted or removed before it.
  public var index: Int
  /// The distance from the viewport's start to the item's start along the scrolling axis:
  /// negative when the item begins above (before) the viewport.
  public var distance: Double

  /// Creates an anchor.
  ///
  /// - Parameters:
  ///   - index: The anchored item's index.
  ///   - distance: From the viewport's start to the item's start along the scrolling axis.
  public init(index: Int, distance: Double) {
    self.index = index
    self.distance = distance
  }
}
