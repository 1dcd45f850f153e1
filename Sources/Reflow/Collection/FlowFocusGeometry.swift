/// A `FlowResult` as a ``FocusGeometry``: items are indices, reading order is index order.
///
/// ```swift
/// let geometry = FlowFocusGeometry(result)
/// var navigator = FocusNavigator<Int, Never>()
/// let below = navigator.move(from: 3, .down, in: geometry)
/// ```
public struct FlowFocusGeometry: FocusGeometry, Sendable {
  /// The laid-out flow.
  public let result: FlowResult

  /// Wraps a flow result.
  public init(_ result: FlowResult) {
    self.result = result
  }

  public var bounds: Rect { Rect(origin: .zero, size: result.contentSize) }

  public func frame(of id: Int) -> Rect? {
    result.frames.indices.contains(id) ? result.frames[id] : nil
  }

  /// - Complexity: O(log *l* + *r*), where *l* is the number of lines and *r* the number of
  ///   items from the first to the last one intersecting `rect`.
  public func forEachItem(intersecting rect: Rect, _ body: (Int, Rect) -> Void) {
    for index in result.range(intersecting: rect) where result.frames[index].intersects(rect) {
      body(index, result.frames[index])
    }
  }

  public func item(after id: Int) -> Int? {
    id >= 0 && id + 1 < result.frames.count ? id + 1 : nil
  }

  public func item(before id: Int) -> Int? {
    id >= 1 && id < result.frames.count ? id - 1 : nil
  }
}
