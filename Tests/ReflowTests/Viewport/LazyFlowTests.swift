import Testing

@testable import Reflow

@Suite struct LazyFlowTests {
  static let options = FlowOptions(itemSpacing: 4, lineSpacing: 6, alignment: .center)
  static func realSize(_ index: Int) -> Size {
    Size(width: Double(20 + index * 37 % 90), height: Double(16 + index * 11 % 20))
  }

  @Test("Measured sizes replace estimates and give the layout of the real sizes")
  func measuredSizesSettle() throws {
    var flow = try LazyFlow(
      lineLength: 300, options: Self.options, estimatedItemSize: Size(width: 60, height: 24))
    flow.appendItems(count: 500)
    #expect(flow.estimatedCount == 500)
    // A renderer reports the sizes of what it shows, a window at a time, out of order.
    for start in stride(from: 0, to: 500, by: 50).reversed() {
      try flow.setSizes((start..<(start + 50)).map { ($0, Self.realSize($0)) })
    }
    #expect(flow.estimatedCount == 0)
    let expected = try Flow.layout(
      (0..<500).map(Self.realSize), in: Size(width: 300, height: .infinity), options: Self.options)
    #expect(flow.index.flowResult() == expected)
    let unchanged = try flow.setSizes([(3, Self.realSize(3))])
    #expect(!unchanged)
  }

  @Test("Appending a page keeps every earlier item where it was, but for the last line's")
  func appendingResumes() throws {
    var flow = try LazyFlow(
      lineLength: 300, options: FlowOptions(itemSpacing: 4),
      estimatedItemSize: Size(width: 60, height: 24))
    try flow.appendItems(sizes: (0..<100).map(Self.realSize))
    let before = flow.index.frames(in: 0..<100)
    try flow.appendItems(sizes: (100..<150).map(Self.realSize))
    #expect(flow.index.frames(in: 0..<100) == before)
    #expect(flow.count == 150)
  }

  @Test("Items inserted above keep the items below in their lines, moved down by what was added")
  func insertingAbove() throws {
    var flow = try LazyFlow(
      lineLength: 300, options: Self.options, estimatedItemSize: Size(width: 300, height: 40))
    try flow.appendItems(sizes: (0..<200).map(Self.realSize))
    let before = try #require(flow.frame(at: 150))
    // Two estimated items of a whole line each: two lines of 40 plus spacing above item 150.
    try flow.insertItems(count: 2, at: 0)
    let after = try #require(flow.frame(at: 152))
    #expect(after == before.offsetBy(dx: 0, dy: 2 * (40 + 6)))
  }

  @Test("A million estimated items are one line repeated, and edits among them stay local")
  func estimatedRuns() throws {
    let estimate = Size(width: 80, height: 28)
    let options = FlowOptions(itemSpacing: 6, lineSpacing: 6)
    var flow = try LazyFlow(lineLength: 390, options: options, estimatedItemSize: estimate)
    flow.appendItems(count: 1_000_000)
    #expect(flow.index.lastEdit.reflowedItems < 20)
    #expect(flow.index.memoryFootprint < 4_096)
    var sizes = Array(repeating: estimate, count: 1_000_000)
    // A measured item at the front shifts every line after it by one item.
    try flow.insertItems(sizes: [Size(width: 300, height: 40)], at: 0)
    sizes.insert(Size(width: 300, height: 40), at: 0)
    #expect(flow.index.lastEdit.reflowedItems < 50)
    // A window measured in the middle splits the run in two.
    let measured = (500_000..<500_060).map { ($0, Size(width: Double(20 + $0 % 70), height: 24)) }
    try flow.setSizes(measured)
    for (index, size) in measured { sizes[index] = size }
    #expect(flow.index.lastEdit.reflowedItems < 200)
    #expect(flow.estimatedCount == 1_000_000 - 60)
    let expected = try Flow.layout(sizes, in: Size(width: 390, height: .infinity), options: options)
    let frames = flow.index.frames(in: 0..<flow.count)
    #expect(frames.count == expected.frames.count)
    let first = frames.indices.first { !FlowIndexMatching.isClose(frames[$0], expected.frames[$0]) }
    #expect(first == nil)
    #expect(flow.contentSize == expected.contentSize)
    #expect(flow.index.checkInvariants().isEmpty)
  }

  @Test("A flow of columns scrolls sideways: its window runs along x")
  func columns() throws {
    let options = FlowOptions(itemSpacing: 2, lineSpacing: 4, axis: .vertical)
    var flow = try LazyFlow(
      lineLength: 100, options: options, estimatedItemSize: Size(width: 30, height: 30))
    flow.appendItems(count: 1_000)
    #expect(flow.scrollAxis == .horizontal)
    // 3 items a column (3 x 30 + 2 x 2 = 94), columns 34 apart: 333 columns and a third.
    #expect(flow.contentSize == Size(width: 334 * 34 - 4, height: 94))
    // Columns 10, 11 and 12 start at 340, 374 and 408; 13 and 9 fall in the overscan.
    let window = flow.window(for: Rect(x: 340, y: 0, width: 100, height: 100), overscan: 34)
    #expect(window.visible == 30..<39)
    #expect(window.declared == 27..<42)
    #expect(window.position.offset == 340)
    #expect(window.position.contentLength == 334 * 34 - 4)
  }

  @Test("The window holds exactly the items intersecting the viewport, plus the overscan")
  func window() throws {
    var flow = try LazyFlow(
      lineLength: 300, options: Self.options, estimatedItemSize: Size(width: 60, height: 24))
    try flow.appendItems(sizes: (0..<2_000).map(Self.realSize))
    let frames = flow.index.frames(in: 0..<2_000)
    for y in stride(from: -100.0, to: flow.contentSize.height + 100, by: 997) {
      let viewport = Rect(x: 0, y: y, width: 300, height: 400)
      let window = flow.window(for: viewport, overscan: 150)
      let hits = frames.indices.filter { frames[$0].intersects(viewport) }
      if let first = hits.first, let last = hits.last {
        #expect(window.visible == first..<(last + 1))
      } else {
        #expect(window.visible.isEmpty)
      }
      let extended = Rect(x: 0, y: y - 150, width: 300, height: 700)
      let declared = frames.indices.filter { frames[$0].intersects(extended) }
      #expect(window.declared.first == declared.first && window.declared.last == declared.last)
      #expect(window.position.itemCount == 2_000)
    }
  }

  @Test("A bad estimate, size or index is a typed error")
  func badInput() throws {
    #expect(throws: ReflowError.self) {
      _ = try LazyFlow(lineLength: 300, estimatedItemSize: Size(width: -1, height: 10))
    }
    #expect(throws: ReflowError.unboundedRightToLeftWidth(width: .infinity)) {
      _ = try LazyFlow(
        lineLength: 300, options: FlowOptions(direction: .rightToLeft, axis: .vertical),
        estimatedItemSize: Size(width: 10, height: 10))
    }
    var flow = try LazyFlow(lineLength: 300, estimatedItemSize: Size(width: 10, height: 10))
    flow.appendItems(count: 3)
    #expect(throws: ReflowError.invalidItemSize(index: 1, size: Size(width: .infinity, height: 1)))
    {
      try flow.setSizes([(1, Size(width: .infinity, height: 1))])
    }
    #expect(throws: ReflowError.indexOutOfRange(index: 4, valid: 0..<4)) {
      try flow.insertItems(count: 1, at: 4)
    }
    #expect(flow.estimatedCount == 3)
  }
}
