/// A ``MasonryIndex`` as a ``FocusGeometry``: focus moves in visual order, up and down within a
/// lane, left and right to the nearest item of the neighbouring lane; reading order is index
/// order.
///
/// Items are indices. Each lane's items overlap the focused one across a vertical move, so
/// ``FocusNavigator`` keeps to the lane; across a horizontal move the neighbouring lane's items
/// beside the focused one come first, the one whose centre is nearest winning.
///
/// ```swift
/// let nearScreen = viewport.outset(by: Insets(top: 844, leading: 0, bottom: 844, trailing: 0))
/// let geometry = MasonryFocusGeometry(index, bounds: nearScreen)
/// let below = FocusNavigator<Int, Never>.neighbor(of: 3, .down, in: geometry)
/// ```
public struct MasonryFocusGeometry: FocusGeometry, Sendable {
  /// The laid-out masonry.
  public let index: MasonryIndex
  /// The area focus may move within.
  public let bounds: Rect

  /// Wraps a masonry index.
  ///
  /// - Parameters:
  ///   - index: The laid-out masonry.
  ///   - bounds: The area focus may move within; the whole content when `nil`.
  public init(_ index: MasonryIndex, bounds: Rect? = nil) {
    self.index = index
    self.bounds = bounds ?? Rect(origin: .zero, size: index.contentSize)
  }

  /// The frame of the item at index `id`, or `nil` outside the masonry.
  ///
  /// - Complexity: O(log *n*).
  public func frame(of id: Int) -> Rect? { index.frame(at: id) }

  /// Calls `body` with each item whose frame shares area with `rect`, in index order.
  ///
  /// - Complexity: As ``MasonryIndex/indices(intersecting:)``.
  public func forEachItem(intersecting rect: Rect, _ body: (Int, Rect) -> Void) {
    for item in index.indices(intersecting: rect) {
      if let frame = index.frame(at: item) { body(item, frame) }
    }
  }

  /// The next index, or `nil` after the last item.
  public func item(after id: Int) -> Int? {
    id >= 0 && id + 1 < index.count ? id + 1 : nil
  }

  /// The previous index, or `nil` before the first item.
  public func item(before id: Int) -> Int? {
    id >= 1 && id < index.count ? id - 1 : nil
  }
}
