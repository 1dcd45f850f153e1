extension ElementBuilder {
  /// `point` with each NaN or infinite coordinate replaced by 0 and reported as
  /// ``Diagnostic/invalidParameter(_:name:value:)`` against the container placing the node at
  /// `index`.
  ///
  /// Finite lengths can add up past the largest `Double` (a stack's spacing near 1e308, a
  /// flow of huge items, content mirrored right to left within an overflowing container), and a
  /// custom layout can place a child anywhere: every placement goes through here, so no
  /// element, nor anything inside it, ends up at a point that is not a number.
  @inline(__always)
  func finite(_ point: Point, placing index: Int) -> Point {
    if point.x.isFinite && point.y.isFinite { return point }
    let parent = nodes[index].parent
    let container = parent >= 0 ? ids[parent] : ids[index]
    for (axis, value) in [("x", point.x), ("y", point.y)] where !value.isFinite {
      report(.invalidParameter(container, name: "the \(axis) of \(ids[index])", value: value))
    }
    return Point(x: point.x.isFinite ? point.x : 0, y: point.y.isFinite ? point.y : 0)
  }
}
