import ReflowTesting
import Testing

@testable import Reflow

/// Properties of `LazyFlow` and the `FlowIndex` under it, through `LazyFlowMachine`: any
/// sequence of appends, insertions, removals, moves, measurements and resizes lays out as one
/// `Flow.layout` of the final sizes, within a billionth of the largest coordinate, after every
/// step; windows, `indices(intersecting:)` and `frame(at:)` at any scroll offset or jump equal a
/// brute-force search of every frame.
@Suite struct LazyFlowPropertyTests {
  @Test("Any edits, measurements, resizes and scrolls equal one layout of the sizes, every step")
  func operationSequences() {
    check(LazyFlowMachine<LazyFlow>(), iterations: SuiteDepth.iterations(quick: 250), steps: 1...30)
  }

  @Test("The same holds with index blocks of two, three or eight items")
  func smallBlocks() {
    check(
      LazyFlowMachine<LazyFlow>(setups: .lazyFlowSetup(blockItems: [2, 3, 8])),
      iterations: SuiteDepth.iterations(quick: 250), steps: 1...30)
  }
}

extension LazyFlowPropertyTests {
  /// The defects the operation-sequence property found (now fixed), each as its shrunk case.
  @Suite struct FoundDefects {
    static let estimate = Size(width: 60, height: 20)

    @Test("An item that shrinks at the start of a line moves up to the previous line")
    func shrinkingLineStartReflowsPreviousLine() throws {
      // 60 + 60 > 100, so the estimates sit on two lines; measured at 30, item 1 fits after
      // item 0 (60 + 30 = 90), as one layout of the measured sizes puts it.
      var flow = try LazyFlow(width: 100, estimatedItemSize: Self.estimate)
      flow.appendItems(count: 2)
      try flow.setSizes([(1, Size(width: 30, height: 20))])
      let expected = try Flow.layout(
        [Self.estimate, Size(width: 30, height: 20)], in: Size(width: 100, height: .infinity))
      #expect(flow.frame(at: 1) == Rect(x: 60, y: 0, width: 30, height: 20))
      #expect(flow.index.flowResult() == expected)
    }

    @Test("A rejected batch of measurements leaves every item's estimate flag as it was")
    func rejectedBatchKeepsEstimates() throws {
      var flow = try LazyFlow(width: 100, estimatedItemSize: Self.estimate)
      flow.appendItems(count: 2)
      #expect(throws: ReflowError.self) {
        try flow.setSizes([(0, Size(width: 10, height: 10)), (1, Size(width: .nan, height: 1))])
      }
      #expect(flow.isSizeEstimated(at: 0))
      #expect(flow.estimatedCount == 2)
    }

    @Test("Of two measurements of one item in a batch, the last one wins")
    func lastMeasurementWins() throws {
      var flow = try LazyFlow(width: 100, estimatedItemSize: Self.estimate)
      flow.appendItems(count: 1)
      try flow.setSizes([(0, Size(width: 30, height: 20)), (0, Self.estimate)])
      #expect(flow.frame(at: 0)?.size == Self.estimate)
    }
  }
}
