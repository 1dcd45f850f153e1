import Reflow
import ReflowTesting
import Testing

/// Where `FlowResult.range(intersecting:)` puts the empty range of a rectangle no frame meets:
/// at the start of the first line not wholly before it across the lines (the end of the
/// items after the last line), as a lazy container inserting there would expect. Runs
/// `REFLOW_PROPERTY_ITERATIONS` generated layouts in every axis and direction, with a
/// rectangle in each gap between lines, before the first and after the last, and across the
/// middle of every line beside its items; a failure prints the seed and the shrunk layout.
@Suite struct FlowResultInsertionTests {
  @Test("A rectangle meeting no frame gets an empty range at the next line's start")
  func insertionPoint() {
    check(.layoutCase(items: 0...30)) { layoutCase in
      let result = try layoutCase.layout()
      var violations: [Violation] = []
      for rect in Self.probes(result) {
        let hits = result.frames.indices.filter { result.frames[$0].intersects(rect) }
        guard hits.isEmpty else { continue }
        let line = result.lines.first { !Self.isBefore($0.rect, rect, result) }
        let expected = line?.range.lowerBound ?? result.frames.count
        let range = result.range(intersecting: rect)
        if range != expected..<expected {
          violations.append(Violation(
            "insertion", "range(intersecting: \(rect)) is \(range), expected \(expected)"))
        }
      }
      return violations
    }
  }

  /// Rectangles across the lines between each pair of lines, before the first, after the
  /// last, and thin ones through each line's middle, spanning everything along the lines.
  static func probes(_ result: FlowResult) -> [Rect] {
    let horizontal = result.axis == .horizontal
    // Each line's span across the lines, in physical order, lower first.
    let edges = result.lines.map {
      horizontal ? ($0.rect.minY, $0.rect.maxY) : ($0.rect.minX, $0.rect.maxX)
    }.sorted { $0.0 < $1.0 }
    var spans: [(Double, Double)] = []
    var previous = -1_000.0
    for (lower, upper) in edges {
      if lower > previous {
        spans.append((previous + (lower - previous) / 4, previous + (lower - previous) * 3 / 4))
      }
      let middle = (lower + upper) / 2
      spans.append((middle, middle + Swift.max((upper - lower) / 100, 1e-9)))
      previous = Swift.max(previous, upper)
    }
    spans.append((previous + 1, previous + 1_000))
    return spans.map { lower, upper in
      horizontal
        ? Rect(x: -1e6, y: lower, width: 2e6, height: upper - lower)
        : Rect(x: lower, y: -1e6, width: upper - lower, height: 2e6)
    }
  }

  /// Whether a line's rectangle lies wholly before `rect` in the direction lines stack.
  static func isBefore(_ line: Rect, _ rect: Rect, _ result: FlowResult) -> Bool {
    switch (result.axis, result.direction) {
    case (.horizontal, _): line.maxY <= rect.minY
    case (.vertical, .leftToRight): line.maxX <= rect.minX
    case (.vertical, .rightToLeft): line.minX >= rect.maxX
    }
  }
}
