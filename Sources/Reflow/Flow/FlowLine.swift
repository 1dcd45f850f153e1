/// One line of a flow layout: a row in horizontal flows, a column in vertical ones.
public struct FlowLine: Hashable, Sendable {
  /// The indices of the line's items; the upper bound is exclusive.
  public var range: Range<Int>
  /// The line's rectangle, in the container's coordinates: along the line, from its first
  /// item's leading edge to its last item's trailing edge; across it, the line's thickness
  /// (its thickest item's, or more when ``FlowLineAlignment/stretch`` grew it).
  public var rect: Rect

  /// Creates a line.
  public init(range: Range<Int>, rect: Rect) {
    self.range = range
    self.rect = rect
  }
}
