import Reflow
import Testing

/// The README's lazy flow, flow index and virtualization examples, verbatim inside tests, so
/// they cannot rot; each checks what its comments say.
@Suite struct VirtualizationReadmeTests {
  @Test("The lazy flow example declares the first viewport and measures it")
  func lazyFlow() throws {

    var flow = try LazyFlow(lineLength: 390, options: FlowOptions(itemSpacing: 8, lineSpacing: 8),
                            estimatedItemSize: Size(width: 80, height: 28))
    flow.appendItems(count: 1_000_000)                 // a million estimates: a few hundred bytes
    let viewport = Rect(x: 0, y: 0, width: 390, height: 844)
    let window = flow.window(for: viewport, overscan: 200)
    try flow.setSizes(window.declared.map { ($0, Size(width: 120, height: 28)) })   // as measured
    print(window.declared, flow.estimatedCount)        // 0..<116 999884

    #expect(window.declared == 0..<116)
    #expect(flow.estimatedCount == 999_884)
    #expect(flow.index.memoryFootprint < 10_000)
  }

  @Test("The flow index example edits a hundred thousand items and queries them")
  func flowIndex() throws {

    var index = try FlowIndex((0..<100_000).map { Size(width: Double(20 + $0 % 90), height: 24) },
                              container: Size(width: 390, height: .infinity),
                              options: FlowOptions(itemSpacing: 8, lineSpacing: 8))
    try index.setSize(Size(width: 300, height: 40), at: 50_000)    // re-flows a few lines
    try index.insert(contentsOf: [Size(width: 60, height: 24)], at: 0)
    try index.moveSubrange(10..<12, to: 90_000)
    print(index.frame(at: 99_999) as Any, index.line(containing: 99_999) as Any)
    print(index.range(intersecting: Rect(x: 0, y: 40_000, width: 390, height: 844)))

    var sizes = (0..<100_000).map { Size(width: Double(20 + $0 % 90), height: 24) }
    sizes[50_000] = Size(width: 300, height: 40)
    sizes.insert(Size(width: 60, height: 24), at: 0)
    let moved = Array(sizes[10..<12])
    sizes.removeSubrange(10..<12)
    sizes.insert(contentsOf: moved, at: 90_000)
    let expected = try Flow.layout(
      sizes, in: Size(width: 390, height: .infinity),
      options: FlowOptions(itemSpacing: 8, lineSpacing: 8))
    #expect(index.frame(at: 99_999) == expected.frames[99_999])
    #expect(index.line(containing: 99_999) == expected.line(containing: 99_999))
    #expect(
      index.range(intersecting: Rect(x: 0, y: 40_000, width: 390, height: 844))
        == expected.range(intersecting: Rect(x: 0, y: 40_000, width: 390, height: 844)))
  }

  @Test("The chat example opens at the end, follows new messages, keeps its place, jumps")
  func chat() throws {

    struct Message { var id: Int; var text: String }

    /// A stand-in for text measurement: 30 characters a line, 20 points a line.
    func bubbleSize(_ message: Message) -> Size {
      Size(width: 300, height: 20 * Double(message.text.count / 30 + 1) + 16)
    }

    let engine = LayoutEngine()
    var messages = (0..<10_000).map {
      Message(id: $0, text: String(repeating: "hi ", count: $0 % 40))
    }

    func arrange() -> Arrangement {
      engine.arrange(in: Size(width: 390, height: 844)) { ui in
        ui.scroll(id: "chat", anchor: .bottom) { ui in
          ui.lazyFlow(id: "messages", in: "chat", count: messages.count,
                      options: FlowOptions(lineSpacing: 8),
                      estimatedItemSize: Size(width: 300, height: 60)) { index, ui in
            ui.leaf(id: ElementID(messages[index].id), size: bubbleSize(messages[index]))
          }
        }
      }
    }

    var arrangement = arrange()                   // opens at the newest message, filled and settled
    print(arrangement.isSettled, arrangement.frame(of: ElementID(9_999))!.maxY)   // true 844.0
    #expect(arrangement.isSettled)
    #expect(arrangement.frame(of: ElementID(9_999))?.maxY == 844)

    messages.append(Message(id: 10_000, text: "new!"))
    arrangement = arrange()                       // the view follows the new message
    print(arrangement.frame(of: ElementID(10_000))!.maxY)                          // 844.0
    #expect(arrangement.frame(of: ElementID(10_000))?.maxY == 844)

    // Older history arrives above: say where it went, and what you read stays put.
    messages.insert(contentsOf: (-50..<0).map { Message(id: $0, text: "older") }, at: 0)
    engine.insertItems(at: 0, count: 50, inLazyFlow: "messages")
    arrangement = arrange()
    print(arrangement.frame(of: ElementID(10_000))!.maxY)                          // 844.0
    #expect(arrangement.frame(of: ElementID(10_000))?.maxY == 844)
    #expect(arrangement.isSettled)

    // Jump far up, to a message never measured: it lands at the top and stays there.
    engine.scrollTo(item: 2_000, inLazyFlow: "messages", anchor: .top)
    arrangement = arrange()
    print(arrangement.frame(of: ElementID(messages[2_000].id))!.minY)              // 0.0
    #expect(arrangement.frame(of: ElementID(messages[2_000].id))?.minY == 0)
    #expect(arrangement.isSettled)
    // Its neighbours measured in later arrangements leave it where it is.
    engine.setScrollOffset(
      Point(x: 0, y: engine.scrollOffset(for: "chat").y - 300), for: "chat")
    arrangement = arrange()
    #expect(arrangement.frame(of: ElementID(messages[2_000].id))?.minY == 300)
  }
}
