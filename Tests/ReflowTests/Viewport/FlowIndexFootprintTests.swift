import Reflow
import Testing

/// ``FlowIndex/memoryFootprint`` counts what the index keeps, from before its first edit on.
@Suite struct FlowIndexFootprintTests {
  @Test("An index's footprint grows with its items, and an untouched one still costs something")
  func grows() throws {
    var index = try FlowIndex(container: Size(width: 100, height: 1_000))
    let empty = index.memoryFootprint
    #expect(empty > 0)
    try index.append(contentsOf: Array(repeating: Size(width: 30, height: 10), count: 1_000))
    #expect(index.memoryFootprint >= empty + 1_000 * MemoryLayout<Double>.stride)
  }
}
