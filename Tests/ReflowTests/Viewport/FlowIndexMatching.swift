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
  /// and ``FlowIndex/frames(in:)``), lines, line lookups and the content size, as
  /// `LazyFlowMachine` checks them after every step, and the index's own invariants.
  static func violations(_ index: FlowIndex, _ expected: FlowResult) -> [Violation] {
    LazyFlowMachine<LazyFlow>.violations(index, expected, container: index.container)
  }
}
