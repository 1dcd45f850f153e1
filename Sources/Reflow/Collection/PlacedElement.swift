/// An element of one arrangement as a renderer sees it: its id, its frame and the kind of view
/// it recycles.
///
/// ```swift
/// let cell = PlacedElement(id: "tag-3", frame: Rect(x: 0, y: 40, width: 80, height: 28))
/// let header = PlacedElement(id: "s0.header", frame: headerFrame, reuseKind: .header)
/// ```
public struct PlacedElement<ID: Hashable & Sendable>: Hashable, Sendable {
  /// The element's identity across arrangements.
  public var id: ID
  /// Its frame.
  public var frame: Rect
  /// The kind of view it uses.
  public var reuseKind: ReuseKind

  /// Creates a placed element.
  public init(id: ID, frame: Rect, reuseKind: ReuseKind = .cell) {
    self.id = id
    self.frame = frame
    self.reuseKind = reuseKind
  }
}
