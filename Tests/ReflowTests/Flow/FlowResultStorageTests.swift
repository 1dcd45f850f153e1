import Reflow
import Testing

/// `FlowResult.storageBytes`, which the memory benchmarks report per item, counts every buffer
/// a result keeps.
@Suite struct FlowResultStorageTests {
  @Test("A flow's result counts its frames and its line records")
  func flowResult() throws {
    let sizes = Array(repeating: Size(width: 30, height: 10), count: 12)
    let result = try Flow.layout(sizes, in: Size(width: 100, height: 100))
    let least =
      12 * MemoryLayout<Rect>.stride
      + result.lines.count * (MemoryLayout<Int>.stride + MemoryLayout<Double>.stride)
    #expect(result.lines.count == 4)
    #expect(result.storageBytes >= least)
  }

  @Test("A result made from its parts counts the lines it was given")
  func explicitLines() {
    let frames = [Rect(x: 0, y: 0, width: 5, height: 5), Rect(x: 0, y: 5, width: 5, height: 5)]
    let lines = [
      FlowLine(range: 0..<1, rect: frames[0]), FlowLine(range: 1..<2, rect: frames[1]),
    ]
    let bare = FlowResult(
      axis: .horizontal, direction: .leftToRight, frames: frames, lines: [],
      contentSize: Size(width: 5, height: 10))
    let lined = FlowResult(
      axis: .horizontal, direction: .leftToRight, frames: frames, lines: lines,
      contentSize: Size(width: 5, height: 10))
    #expect(bare.storageBytes >= 2 * MemoryLayout<Rect>.stride)
    #expect(lined.storageBytes >= bare.storageBytes + 2 * MemoryLayout<FlowLine>.stride)
  }
}
