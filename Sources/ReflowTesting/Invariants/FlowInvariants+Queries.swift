import Reflow

extension FlowInvariants {
  /// Requires `FlowResult`'s queries to give what a search of every frame and line gives:
  /// `FlowResult.indices(intersecting:)` the frames that intersect each rectangle,
  /// `FlowResult.range(intersecting:)` the first to the last of them (or, with none, an empty
  /// range at a line's start or at the end), and `FlowResult.line(containing:)` the line whose
  /// range holds each index (and `nil` just outside them).
  ///
  /// ```swift
  /// let result = try Flow.layout(sizes, in: container)
  /// let found = FlowInvariants.queries(result, rects: result.frames + [viewport])
  /// ```
  ///
  /// - Parameters:
  ///   - result: The result whose queries to check.
  ///   - rects: The rectangles to query.
  /// - Returns: A violation per wrong answer.
  /// - Complexity: O(*q* *n* + *n* log *l*), where *q* is the number of rectangles, *n* the
  ///   number of frames and *l* the number of lines.
  public static func queries(_ result: FlowResult, rects: [Rect]) -> [Violation] {
    var found: [Violation] = []
    let frames = result.frames
    let lines = Array(result.lines)
    let boundaries = Set(lines.map(\.range.lowerBound) + [frames.count])
    for rect in rects {
      let hits = frames.indices.filter { frames[$0].intersects(rect) }
      let indices = result.indices(intersecting: rect)
      if indices != hits {
        found.append(Violation(
          "queries", "indices(intersecting: \(rect)) is \(indices), the frames give \(hits)",
          indices: hits))
      }
      let range = result.range(intersecting: rect)
      if let first = hits.first, let last = hits.last {
        if range != first..<(last + 1) {
          found.append(Violation(
            "queries", "range(intersecting: \(rect)) is \(range), the frames give \(hits)",
            indices: hits))
        }
      } else if !range.isEmpty || !boundaries.contains(range.lowerBound) {
        found.append(Violation(
          "queries",
          "range(intersecting: \(rect)) is \(range), no frame intersects; expected an empty"
            + " range at a line's start or the end"))
      }
    }
    var owners = [Int?](repeating: nil, count: frames.count + 2)
    for (number, line) in lines.enumerated() {
      for index in line.range where index >= 0 && index < frames.count { owners[index + 1] = number }
    }
    for index in -1...frames.count {
      let expected = owners[index + 1]
      let line = result.line(containing: index)
      if line != expected {
        found.append(Violation(
          "queries",
          "line(containing: \(index)) is \(line.map(String.init) ?? "nil"), expected"
            + " \(expected.map(String.init) ?? "nil")"))
      }
    }
    return Array(found.prefix(LayoutInvariants.reportLimit))
  }
}
