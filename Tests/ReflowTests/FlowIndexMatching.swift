import Reflow
import ReflowTesting

/// Compares a ``FlowIndex`` with the ``FlowResult`` of laying out its sizes from scratch.
enum FlowIndexMatching {
  /// The tolerance the issue sets: frames equal a from-scratch layout within 1e-9 (relative to
  /// the coordinate's size beyond 1 point, since prefix sums add up in another order).
  static func isClose(_ a: Double, _ b: Double) -> Bool {
    a == b || abs(a - b) <= 1e-9 * max(1, abs(a), abs(b))
  }

  static func isClose(_ a: Rect, _ b: Rect) -> Bool {
    isClose(a.minX, b.minX) && isClose(a.minY, b.minY) && isClose(a.width, b.width)
      && isClose(a.height, b.height)
  }

  /// Every difference between `index` and `expected`: frames (through ``FlowIndex/frame(at:)``
  /// and ``FlowIndex/frames(in:)``), lines, line lookups and the content size.
  static func violations(_ index: FlowIndex, _ expected: FlowResult) -> [Violation] {
    var found: [Violation] = []
    guard index.count == expected.frames.count else {
      return [Violation("count", "\(index.count) items, expected \(expected.frames.count)")]
    }
    let frames = index.frames(in: 0..<index.count)
    for (item, wanted) in expected.frames.enumerated() {
      if !isClose(frames[item], wanted)
        || index.frame(at: item).map({ isClose($0, wanted) }) != true
      {
        found.append(
          Violation(
            "frames",
            "item \(item) is at \(frames[item]) (frame(at:) "
              + "\(String(describing: index.frame(at: item)))), expected \(wanted)",
            indices: [item]))
        if found.count > 5 { return found }
      }
    }
    if index.lineCount != expected.lines.count {
      found.append(
        Violation(
          "lines", "\(index.lineCount) lines, expected \(expected.lines.map(\.range))"))
    } else {
      for (number, wanted) in expected.lines.enumerated() {
        guard let line = index.line(at: number) else {
          found.append(Violation("lines", "line \(number) is missing"))
          continue
        }
        if line.range != wanted.range || !isClose(line.rect, wanted.rect) {
          found.append(
            Violation(
              "lines",
              "line \(number) holds \(line.range) in \(line.rect), expected \(wanted.range)"
                + " in \(wanted.rect)"))
        }
        for item in wanted.range where index.line(containing: item) != number {
          found.append(
            Violation(
              "line lookup",
              "item \(item) is on line \(String(describing: index.line(containing: item))),"
                + " expected \(number)"
            ))
        }
      }
    }
    let size = index.contentSize
    if !isClose(size.width, expected.contentSize.width)
      || !isClose(size.height, expected.contentSize.height)
    {
      found.append(Violation("content size", "\(size), expected \(expected.contentSize)"))
    }
    found += index.checkInvariants().map { Violation("index invariants", $0) }
    return found
  }
}
