import Reflow
import Testing

/// The README's first example, verbatim inside a test, so it cannot rot.
@Suite struct ReadmeExampleTests {
  @Test("The README's first layout runs and prints what its comments say")
  func firstLayout() throws {

    let tags = ["swift", "layout", "flexbox", "immediate mode", "linux", "preferences"]
    let sizes = tags.map { Size(width: Double($0.count * 8 + 16), height: 24) }

    let result = try Flow.layout(
      sizes,
      in: Size(width: 200, height: .infinity),
      options: FlowOptions(itemSpacing: 8, lineSpacing: 8, alignment: .center))

    print(result.frames[0])             // (36.0, 0.0, 56.0, 24.0): one Rect per tag, in input order
    print(result.lines.map(\.range))    // [0..<2, 2..<3, 3..<5, 5..<6]
    print(result.contentSize)           // 196.0x120.0: what a scroll view needs
    print(result.asciiDrawing(columnWidth: 4, rowHeight: 8))
    #expect(result.frames[0] == Rect(x: 36, y: 0, width: 56, height: 24))
    #expect(result.lines.map(\.range) == [0..<2, 2..<3, 3..<5, 5..<6])
    #expect(result.contentSize == Size(width: 196, height: 120))
  }
}
