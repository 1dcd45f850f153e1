import Reflow
import Testing

extension FlowErrorTests {
  @Test("A failed batch leaves a finished layout finished: its result stays aligned")
  func failedBatchKeepsFinish() throws {
    var layout = try Flow(
      container: Size(width: 100, height: 100), options: FlowOptions(alignment: .center))
    try layout.add(Size(width: 10, height: 10))
    let finished = layout.finish()
    #expect(finished.frames == [Rect(x: 45, y: 0, width: 10, height: 10)])
    let batch = [
      Size(width: 20, height: 10), Size(width: 100, height: 10), Size(width: -1, height: 1),
    ]
    #expect(throws: ReflowError.invalidItemSize(index: 3, size: batch[2])) {
      try layout.add(contentsOf: batch)
    }
    #expect(layout.result.frames == finished.frames)
    #expect(layout.result.contentSize == finished.contentSize)
  }
}
