@testable import Reflow
import ReflowTesting
import Testing

/// A scroll by the user anchors the item its viewport shows. The engine picks that anchor when
/// first needed (``VirtualizedState/settleScroll()``): mostly in the next pass, from the window
/// it declares anyway, or before an edit of the content. These sessions run twice in lockstep,
/// once as the engine does and once picking the anchor at once after every scroll, and every
/// arrangement must come out the same: the same render commands (frames), the same offset,
/// the same number of passes.
///
/// Some scrolls are followed by another operation before the next arrangement (an insertion, a
/// removal, a move, another scroll, a request), so that the edits that pick the anchor first
/// are covered too.
@Suite struct DeferredScrollAnchorTests {
  @Test("Masonry: the anchor picked by the next pass is the one picked at once")
  func masonry() {
    check(EngineMasonryPropertyTests.sessions, iterations: SuiteDepth.iterations(quick: 200)) {
      setup, operations in
      var deferred = EngineMasonryPropertyTests.Session(setup)
      var eager = EngineMasonryPropertyTests.Session(setup)
      return Self.compare(&deferred, &eager, operations)
    }
  }

  @Test("Lazy flow: the anchor picked by the next pass is the one picked at once")
  func lazyFlow() {
    check(
      EngineVirtualizationPropertyTests.sessions, iterations: SuiteDepth.iterations(quick: 200)
    ) { setup, operations in
      var deferred = EngineVirtualizationPropertyTests.Session(setup)
      var eager = EngineVirtualizationPropertyTests.Session(setup)
      return Self.compare(&deferred, &eager, operations)
    }
  }

  /// Applies `operations` to both sessions, picking `eager`'s anchor right after each scroll by
  /// the user, and arranges both after each one (but after every other scroll, which the next
  /// operation joins); the differences found, naming the step.
  static func compare<Session: ScrollSession>(
    _ deferred: inout Session, _ eager: inout Session, _ operations: [LazyScrollOperation]
  ) -> [Violation] {
    var found: [Violation] = []
    for (number, operation) in ([nil] + operations).enumerated() where found.isEmpty {
      _ = deferred.model.apply(operation)
      let scrolled = eager.model.apply(operation)
      if scrolled {
        let state = eager.model.engine.state.virtualized["feed"]
        (state as? VirtualizedState<MasonryContent>)?.settleScroll()
        (state as? VirtualizedState<LazyFlowContent>)?.settleScroll()
        // Every other scroll waits for the next operation to arrange.
        if number % 2 == 0 && number < operations.count { continue }
      }
      let (a, b) = (deferred.arrange(), eager.arrange())
      let (offsetA, offsetB) = (
        deferred.model.engine.scrollOffset(for: "scroll"),
        eager.model.engine.scrollOffset(for: "scroll")
      )
      found += Violation.unless(
        a.renderCommands == b.renderCommands && offsetA == offsetB
          && a.passCount == b.passCount,
        "step \(number) \(operation.map { "\($0)" } ?? "first arrangement"): picked by the pass,"
          + " \(a.renderCommands.count) commands at \(offsetA) in \(a.passCount) passes; at once,"
          + " \(b.renderCommands.count) at \(offsetB) in \(b.passCount)",
        invariant: "deferred anchor")
      deferred.model.last = a
      eager.model.last = b
    }
    return found
  }
}
