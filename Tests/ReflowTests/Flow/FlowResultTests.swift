import Reflow
import Testing

@Suite struct FlowResultTests {
  /// Thirty items of varied sizes in a 50-point container, in every axis and direction.
  static func layout(axis: LayoutAxis, direction: WritingDirection, itemAlignment: FlowItemAlignment)
    throws -> FlowResult
  {
    let sizes = (0..<30).map { (index: Int) -> Size in
      Size(width: Double(3 + index * 7 % 11), height: Double(2 + index * 5 % 7))
    }
    let options = FlowOptions(
      itemSpacing: 2, lineSpacing: 3, alignment: .center, itemAlignment: itemAlignment,
      direction: direction, axis: axis)
    return try Flow.layout(sizes, in: Size(width: 50, height: 50), options: options)
  }

  static let queries: [Rect] = [
    Rect(x: 0, y: 0, width: 50, height: 10), Rect(x: 10, y: 7, width: 5, height: 30),
    Rect(x: -100, y: -100, width: 1_000, height: 1_000), Rect(x: 20, y: 20, width: 0, height: 9),
    Rect(x: 49, y: 60, width: 4, height: 1), Rect(x: 300, y: 300, width: 10, height: 10),
    Rect(x: 3.5, y: 12.25, width: 17, height: 2),
  ]

  @Test(
    "The indices intersecting a rect equal a brute-force filter of the frames",
    arguments: [LayoutAxis.horizontal, .vertical], [WritingDirection.leftToRight, .rightToLeft])
  func intersecting(axis: LayoutAxis, direction: WritingDirection) throws {
    for itemAlignment in FlowItemAlignment.allCases {
      let result = try Self.layout(axis: axis, direction: direction, itemAlignment: itemAlignment)
      for query in Self.queries {
        let expected = result.frames.indices.filter { result.frames[$0].intersects(query) }
        #expect(result.indices(intersecting: query) == expected, "query \(query)")
        let range = result.range(intersecting: query)
        if let first = expected.first, let last = expected.last {
          #expect(range == first..<(last + 1))
        } else {
          #expect(range.isEmpty)
        }
      }
    }
  }

  @Test("The line holding an index is found for every index, and nil outside the items")
  func lineContaining() throws {
    let result = try Self.layout(axis: .horizontal, direction: .leftToRight, itemAlignment: .top)
    #expect(result.lines.count > 3)
    for (lineIndex, line) in result.lines.enumerated() {
      for index in line.range { #expect(result.line(containing: index) == lineIndex) }
    }
    #expect(result.line(containing: -1) == nil)
    #expect(result.line(containing: result.frames.count) == nil)
  }

  @Test("Lines cover every index once, in order")
  func linesPartitionIndices() throws {
    let result = try Self.layout(axis: .vertical, direction: .rightToLeft, itemAlignment: .center)
    #expect(result.lines.flatMap { Array($0.range) } == Array(result.frames.indices))
  }

  @Test("A viewport below the content gives an empty range at the end")
  func emptyRangeAtEnd() throws {
    let result = try Self.layout(axis: .horizontal, direction: .leftToRight, itemAlignment: .top)
    let below = Rect(x: 0, y: result.contentSize.height + 10, width: 50, height: 100)
    #expect(result.range(intersecting: below) == result.frames.count..<result.frames.count)
    let above = Rect(x: 0, y: -100, width: 50, height: 50)
    #expect(result.range(intersecting: above) == 0..<0)
  }
}
