/// One line of a flow layout: a row in horizontal flows, a column in vertical ones.
public struct FlowLine: Hashable, Sendable {
  /// The indices of the line's items; the upper bound is exclusive.
  public var range: Range<Int>
  /// The bounding rectangle of the line's items, in the container's coordinates.
  public var rect: Rect

  /// Creates a line.
  public init(range: Range<Int>, rect: Rect) {
    self.range = range
    self.rect = rect
  }
}
