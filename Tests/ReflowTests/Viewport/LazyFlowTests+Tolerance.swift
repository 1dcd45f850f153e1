import Testing

@testable import Reflow

extension LazyFlowTests {
  @Test("A measured size within 1e-9 of the current one is no change; 1e-6 is one")
  func sizeChangesWithinTolerance() throws {
    var flow = try LazyFlow(lineLength: 100, estimatedItemSize: Size(width: 10, height: 10))
    try flow.appendItems(sizes: Array(repeating: Size(width: 30, height: 10), count: 6))
    let before = flow.index.frames(in: 0..<6)
    let noise = try flow.setSizes([(2, Size(width: 30 + 1e-10, height: 10 - 1e-10))])
    #expect(!noise)
    #expect(flow.index.frames(in: 0..<6) == before)
    #expect(flow.frame(at: 2) == Rect(x: 60, y: 0, width: 30, height: 10))
    let change = try flow.setSizes([(2, Size(width: 30 + 1e-6, height: 10))])
    #expect(change)
    #expect(flow.frame(at: 2) == Rect(x: 60, y: 0, width: 30 + 1e-6, height: 10))
  }
}

extension LazyFlowTests {
  @Test("Measured sizes for indices out of range, the count included, are ignored")
  func sizesOutOfRangeIgnored() throws {
    var flow = try LazyFlow(lineLength: 100, estimatedItemSize: Size(width: 10, height: 10))
    flow.appendItems(count: 3)
    let measured = Size(width: 40, height: 20)
    let moved = try flow.setSizes([(-1, measured), (3, measured), (1, measured), (99, measured)])
    #expect(moved)
    #expect(flow.count == 3 && flow.estimatedCount == 2)
    #expect((0..<3).map { flow.frame(at: $0) } == [
      Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 10, y: 0, width: 40, height: 20),
      Rect(x: 50, y: 0, width: 10, height: 10),
    ])
    // The count alone beside indices in range: no other index sends it through the filter.
    let atCount = try flow.setSizes([(2, measured), (3, measured)])
    #expect(atCount)
    #expect(flow.count == 3 && flow.estimatedCount == 1)
    #expect(flow.frame(at: 2) == Rect(x: 50, y: 0, width: 40, height: 20))
  }
}
