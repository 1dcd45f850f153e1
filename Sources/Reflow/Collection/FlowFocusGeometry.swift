/// A `FlowResult` as a ``FocusGeometry``: items are indices, reading order is index order.
///
/// Focus engines consider only items on or near the screen. Pass the viewport grown by a
/// margin as `bounds`, and a move that finds nothing near the focused item stops at its edges
/// instead of searching the whole flow:
///
/// ```swift
/// let nearScreen = viewport.outset(by: Insets(top: 844, leading: 0, bottom: 844, trailing: 0))
/// let geometry = FlowFocusGeometry(result, bounds: nearScreen)
/// var navigator = FocusNavigator<Int, Never>()
/// let below = navigator.move(from: 3, .down, in: geometry)
/// ```
public struct FlowFocusGeometry: FocusGeometry, Sendable {
  /// The laid-out flow.
  public let result: FlowResult
  /// The area focus may move within.
  public let bounds: Rect

  /// Wraps a flow result.
  ///
  /// - Parameters:
  ///   - result: The laid-out flow.
  ///   - bounds: The area focus may move within; the whole content when `nil`.
  public init(_ result: FlowResult, bounds: Rect? = nil) {
    self.result = result
    self.bounds = bounds ?? Rect(origin: .zero, size: result.contentSize)
  }

  /// The frame of the item at index `id`, or `nil` outside the flow.
  @inlinable public func frame(of id: Int) -> Rect? {
    result.frames.indices.contains(id) ? result.frames[id] : nil
  }

  /// Calls `body` with each item whose frame shares area with `rect`, in index order.
  ///
  /// - Complexity: O(log *l* + *r*), where *l* is the number of lines and *r* the number of
  ///   items from the first to the last one intersecting `rect`.
  @inlinable public func forEachItem(intersecting rect: Rect, _ body: (Int, Rect) -> Void) {
    for index in result.range(intersecting: rect) where result.frames[index].intersects(rect) {
      body(index, result.frames[index])
    }
  }

  /// The next index, or `nil` after the last item.
  public func item(after id: Int) -> Int? {
    id >= 0 && id + 1 < result.frames.count ? id + 1 : nil
  }

  /// The previous index, or `nil` before the first item.
  public func item(before id: Int) -> Int? {
    id >= 1 && id < result.frames.count ? id - 1 : nil
  }
}
