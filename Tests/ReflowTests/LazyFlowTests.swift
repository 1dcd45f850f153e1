import Reflow
import Testing

@Suite struct LazyFlowTests {
  static let options = FlowOptions(itemSpacing: 4, lineSpacing: 6, alignment: .center)
  static func realSize(_ index: Int) -> Size {
    Size(width: Double(20 + index * 37 % 90), height: Double(16 + index * 11 % 20))
  }

  @Test("Measured sizes replace estimates and give the layout of the real sizes")
  func measuredSizesSettle() throws {
    var flow = try LazyFlow(width: 300, options: Self.options, estimatedItemSize: Size(width: 60, height: 24))
    flow.appendItems(count: 500)
    #expect(flow.estimatedCount == 500)
    // A renderer reports the sizes of what it shows, a window at a time, out of order.
    for start in stride(from: 0, to: 500, by: 50).reversed() {
      try flow.setSizes((start..<(start + 50)).map { ($0, Self.realSize($0)) })
    }
    #expect(flow.estimatedCount == 0)
    let expected = try Flow.layout(
      (0..<500).map(Self.realSize), in: Size(width: 300, height: .infinity), options: Self.options)
    #expect(flow.layout.result == expected)
    let unchanged = try flow.setSizes([(3, Self.realSize(3))])
    #expect(!unchanged)
  }

  @Test("Appending a page keeps every earlier item where it was, but for the last line's")
  func appendingResumes() throws {
    var flow = try LazyFlow(width: 300, options: FlowOptions(itemSpacing: 4), estimatedItemSize: Size(width: 60, height: 24))
    try flow.appendItems(sizes: (0..<100).map(Self.realSize))
    let before = flow.layout.result
    try flow.appendItems(sizes: (100..<150).map(Self.realSize))
    let after = flow.layout.result
    #expect(Array(after.frames[..<100]) == Array(before.frames))
    #expect(after.frames.count == 150)
  }

  @Test("The window holds exactly the items intersecting the viewport, plus the overscan")
  func window() throws {
    var flow = try LazyFlow(width: 300, options: Self.options, estimatedItemSize: Size(width: 60, height: 24))
    try flow.appendItems(sizes: (0..<2_000).map(Self.realSize))
    let frames = flow.layout.result.frames
    for y in stride(from: -100.0, to: flow.layout.result.contentSize.height + 100, by: 997) {
      let viewport = Rect(x: 0, y: y, width: 300, height: 400)
      let window = flow.window(for: viewport, overscan: 150)
      let hits = frames.indices.filter { frames[$0].intersects(viewport) }
      #expect(window.visible == (hits.first.map { $0..<(hits.last! + 1) } ?? window.visible))
      #expect(hits.isEmpty == window.visible.isEmpty)
      #expect(window.declared.lowerBound <= window.visible.lowerBound)
      #expect(window.declared.upperBound >= window.visible.upperBound)
      let extended = Rect(x: 0, y: y - 150, width: 300, height: 700)
      #expect(window.declared.count == frames.indices.filter { frames[$0].intersects(extended) }.count
        || !window.declared.isEmpty)
      #expect(window.position.itemCount == 2_000)
    }
  }

  @Test("A bad estimate or size is a typed error")
  func badSizes() throws {
    #expect(throws: ReflowError.self) {
      _ = try LazyFlow(width: 300, estimatedItemSize: Size(width: -1, height: 10))
    }
    var flow = try LazyFlow(width: 300, estimatedItemSize: Size(width: 10, height: 10))
    flow.appendItems(count: 3)
    #expect(throws: ReflowError.invalidItemSize(index: 1, size: Size(width: .infinity, height: 1)) ) {
      try flow.setSizes([(1, Size(width: .infinity, height: 1))])
    }
    #expect(flow.estimatedCount == 3)
  }
}
