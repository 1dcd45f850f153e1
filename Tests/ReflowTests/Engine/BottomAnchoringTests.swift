@testable import Reflow
import Testing

/// Chat timelines: virtualized content in a scroll anchored at the bottom. Each rule of a chat
/// timeline, for a lazy flow and for a collection.
@Suite struct BottomAnchoringTests {
  /// A chat of messages one per line, 10 wide, each as tall as `heights` says, in a 10x30
  /// viewport anchored at the bottom; messages are identified by their own ids, so that a
  /// prepended page keeps the ids of the messages after it.
  struct Chat {
    var ids: [Int]
    var heights: [Int: Double] = [:]
    var engine = LayoutEngine()
    var viewport = Size(width: 10, height: 30)
    /// Whether messages report their sizes late (declared at an estimate of 10 first).
    var measuresLate = false
    /// The lazy flow's content length in the last arrangement: messages never declared count
    /// at the estimate.
    var contentLength = 0.0
    /// The messages the last arrangement declared, in any of its passes.
    var declared: Set<Int> = []

    init(count: Int, height: (Int) -> Double = { 4 + Double($0 % 3) * 3 }) {
      ids = Array(0..<count)
      for id in ids { heights[id] = height(id) }
    }

    /// One arrangement; late messages report their sizes right after it, as a renderer would.
    mutating func arrange() -> Arrangement {
      let (ids, heights, late) = (ids, heights, measuresLate)
      var declared: Set<Int> = []
      let arrangement = engine.arrange(in: viewport) { ui in
        ui.scroll(id: "chat", anchor: .bottom) { ui in
          ui.lazyFlow(
            id: "messages", in: "chat", count: ids.count,
            options: FlowOptions(lineSpacing: 1), estimatedItemSize: Size(width: 10, height: 10),
            overscan: 0
          ) { index, ui in
            let id = ids[index]
            declared.insert(id)
            let size = Size(width: 10, height: heights[id] ?? 0)
            if late {
              ui.leaf(id: ElementID("m", index: id), estimate: Size(width: 10, height: 10))
            } else {
              ui.leaf(id: ElementID("m", index: id), size: size)
            }
          }
        }
      }
      contentLength = arrangement.frame(of: "messages")?.height ?? 0
      self.declared = declared
      if late {
        for id in arrangement.estimatedIDs {
          guard let message = id.index else { continue }
          engine.report(size: Size(width: 10, height: heights[message] ?? 0), for: id)
        }
      }
      return arrangement
    }

    /// Arrangements until one settles (at most 6), the engine's viewports sound after each.
    mutating func settle() -> Arrangement {
      var arrangement = arrange()
      for _ in 0..<6 where !arrangement.isSettled { arrangement = arrange() }
      #expect(engine.checkViewportInvariants() == [])
      return arrangement
    }

    /// Where message `id` starts in a layout of every message at its real height.
    func measuredTop(of id: Int) -> Double? {
      guard let index = ids.firstIndex(of: id) else { return nil }
      return ids[..<index].reduce(0) { $0 + (heights[$1] ?? 0) + 1 }
    }

    func frame(of message: Int, in arrangement: Arrangement) -> Rect? {
      arrangement.frame(of: ElementID("m", index: message))
    }

    /// The message whose bottom edge is last in the viewport, and its frame: what a reader at
    /// the bottom looks at.
    func viewed(in arrangement: Arrangement) -> (id: Int, frame: Rect)? {
      ids.compactMap { id in frame(of: id, in: arrangement).map { (id, $0) } }
        .filter { $0.1.maxY > 0 && $0.1.minY < viewport.height }.last
    }
  }

  @Test("A chat opens at its end", arguments: [false, true])
  func opensAtEnd(late: Bool) {
    var chat = Chat(count: 200)
    chat.measuresLate = late
    _ = chat.arrange()
    // Its very first pass windows the end: no message near the start is ever declared.
    #expect(chat.declared.min().map { $0 >= 180 } == true, "declared \(chat.declared.sorted())")
    let arrangement = chat.settle()
    #expect(arrangement.isSettled)
    #expect(chat.engine.scrollOffset(for: "chat").y == chat.contentLength - 30)
    #expect(chat.frame(of: 199, in: arrangement)?.maxY == 30)
    #expect(arrangement.scrollCorrections.allSatisfy { !$0.causes.contains(.scrollTo) })
  }

  @Test("New messages are followed while the viewport shows the end, within a point")
  func followsAppendsAtEnd() {
    var chat = Chat(count: 100)
    _ = chat.settle()
    // Half a point above the end still counts as at the end.
    chat.engine.setScrollOffset(Point(x: 0, y: chat.contentLength - 30 - 0.5), for: "chat")
    _ = chat.settle()
    for id in 100..<103 {
      chat.ids.append(id)
      chat.heights[id] = 7
      let arrangement = chat.settle()
      #expect(chat.frame(of: id, in: arrangement)?.maxY == 30, "message \(id) shows at the end")
      #expect(chat.engine.scrollOffset(for: "chat").y == chat.contentLength - 30)
    }
  }

  @Test("Scrolled up, new messages leave the viewed message exactly where it is",
        arguments: [1.5, 40, 300])
  func keepsViewedMessageOnAppend(distance: Double) throws {
    var chat = Chat(count: 100)
    _ = chat.settle()
    chat.engine.setScrollOffset(Point(x: 0, y: chat.contentLength - 30 - distance), for: "chat")
    let before = try #require(chat.viewed(in: chat.settle()))
    for id in 100..<105 {
      chat.ids.append(id)
      chat.heights[id] = 9
    }
    let after = chat.settle()
    #expect(chat.frame(of: before.id, in: after) == before.frame)
    #expect(chat.engine.scrollOffset(for: "chat").y < chat.contentLength - 30 - 1)
  }

  @Test("Prepending a page of older messages never moves the viewed message",
        arguments: [false, true])
  func prependKeepsViewedMessage(late: Bool) throws {
    var chat = Chat(count: 50)
    chat.measuresLate = late
    _ = chat.settle()
    chat.engine.setScrollOffset(Point(x: 0, y: 12), for: "chat")
    let before = try #require(chat.viewed(in: chat.settle()))
    // Twenty older messages arrive above, taller than the estimate.
    let older = Array(-20 ..< 0)
    for id in older { chat.heights[id] = 13 }
    chat.ids.insert(contentsOf: older, at: 0)
    chat.engine.insertItems(count: older.count, at: 0, in: "messages")
    var arrangement = chat.arrange()
    #expect(chat.frame(of: before.id, in: arrangement) == before.frame)
    arrangement = chat.settle()
    #expect(chat.frame(of: before.id, in: arrangement) == before.frame)
    #expect(arrangement.scrollCorrections.allSatisfy { $0.causes.contains(.anchoring) })
  }

  @Test("A streamed reply growing at the end keeps the end pinned")
  func growingLastMessageAtEnd() {
    var chat = Chat(count: 60)
    _ = chat.settle()
    for step in 1...5 {
      chat.heights[59] = 4 + Double(step) * 11
      let arrangement = chat.settle()
      #expect(chat.frame(of: 59, in: arrangement)?.maxY == 30, "step \(step)")
    }
  }

  @Test("A streamed reply growing below the viewport leaves the viewed message in place")
  func growingLastMessageScrolledUp() throws {
    var chat = Chat(count: 60)
    _ = chat.settle()
    chat.engine.setScrollOffset(Point(x: 0, y: 100), for: "chat")
    let before = try #require(chat.viewed(in: chat.settle()))
    chat.heights[59] = 80
    let after = chat.settle()
    #expect(chat.frame(of: before.id, in: after) == before.frame)
  }

  @Test("A jump lands exactly where a fully measured layout puts the message, at each alignment",
        arguments: ScrollAlignment.allCases)
  func jumpLandsExactly(alignment: ScrollAlignment) throws {
    var chat = Chat(count: 2_000)
    chat.measuresLate = true
    _ = chat.settle()
    chat.engine.scrollTo(item: 700, in: "messages", anchor: alignment)
    let arrangement = chat.settle()
    #expect(arrangement.isSettled)
    let frame = try #require(chat.frame(of: 700, in: arrangement))
    switch alignment {
    // Up from the end, the nearest edge is the top.
    case .top, .nearest: #expect(frame.minY == 0)
    case .center: #expect(frame.midY == 15)
    case .bottom: #expect(frame.maxY == 30)
    }
    // Every message on screen sits where a layout of every message at its real height puts
    // it, relative to message 700.
    let target = try #require(chat.measuredTop(of: 700))
    for id in 690..<712 {
      guard let shown = chat.frame(of: id, in: arrangement), shown.maxY > 0, shown.minY < 30,
        let top = chat.measuredTop(of: id)
      else { continue }
      #expect(shown.minY - frame.minY == top - target, "message \(id)")
    }
  }
  /// A chat as a collection: days as sections with pinned headers (day separators) 3 tall,
  /// messages 10 wide and 4 to 10 tall, in a 10x30 viewport anchored at the bottom.
  struct DayChat {
    var days: [(day: Int, messages: [Int])]
    var engine = LayoutEngine()

    func snapshot() throws -> CollectionSnapshot<Int, Int> {
      var snapshot = CollectionSnapshot<Int, Int>()
      for (day, messages) in days {
        try snapshot.appendSections([
          CollectionSection(id: day, style: .list(spacing: 1), header: .header(pinned: true))])
        try snapshot.appendItems(messages, toSection: day)
      }
      return snapshot
    }

    func arrange() throws -> Arrangement {
      let snapshot = try snapshot()
      var arrangement = arrangeOnce(snapshot)
      for _ in 0..<6 where !arrangement.isSettled { arrangement = arrangeOnce(snapshot) }
      return arrangement
    }

    private func arrangeOnce(_ snapshot: CollectionSnapshot<Int, Int>) -> Arrangement {
      engine.arrange(in: Size(width: 10, height: 30)) { ui in
        ui.scroll(id: "chat", anchor: .bottom) { ui in
          ui.collection(
            id: "days", in: "chat", snapshot: snapshot,
            estimatedItemSize: Size(width: 10, height: 8), estimatedSupplementLength: 3,
            overscan: 0
          ) { message, ui in
            ui.leaf(id: ElementID("m", index: message),
                    size: Size(width: 10, height: 4 + Double(message % 4) * 2))
          } header: { day, ui in
            ui.leaf(id: ElementID("day", index: day), size: Size(width: 10, height: 3))
          }
        }
      }
    }
  }

  @Test("A collection anchored at the bottom opens at its end, day separators pinned at the top")
  func collectionOpensAtEndWithPinnedHeaders() throws {
    let chat = DayChat(days: (0..<20).map { day in (day, Array((day * 100)..<(day * 100 + 8))) })
    let arrangement = try chat.arrange()
    #expect(arrangement.isSettled)
    #expect(arrangement.frame(of: ElementID("m", index: 1907))?.maxY == 30)
    // The last day's separator sticks at the top of the viewport, above its messages.
    #expect(arrangement.frame(of: ElementID("day", index: 19))?.minY == 0)
    #expect(arrangement.renderCommands.last?.id == ElementID("day", index: 19))
  }

  @Test("A bottom-anchored collection follows the end, and keeps the viewed message otherwise")
  func collectionFollowsAndKeeps() throws {
    var chat = DayChat(days: (5..<10).map { day in (day, Array((day * 100)..<(day * 100 + 6))) })
    _ = try chat.arrange()
    chat.days[4].messages.append(906)
    var arrangement = try chat.arrange()
    #expect(arrangement.frame(of: ElementID("m", index: 906))?.maxY == 30)
    // Scrolled up: a new message leaves the viewed one in place.
    let offset = chat.engine.scrollOffset(for: "chat").y
    chat.engine.setScrollOffset(Point(x: 0, y: offset - 25), for: "chat")
    arrangement = try chat.arrange()
    let viewed = try #require(
      arrangement.renderCommands.last { $0.id.name == "m" && $0.rect.minY < 30 })
    chat.days[4].messages.append(907)
    arrangement = try chat.arrange()
    #expect(arrangement.frame(of: viewed.id) == viewed.rect)
    // An older day arrives above: the viewed message does not move.
    chat.days.insert((4, Array(400..<406)), at: 0)
    arrangement = try chat.arrange()
    #expect(arrangement.frame(of: viewed.id) == viewed.rect)
  }
  /// A message of a remote history.
  struct Message: Identifiable, Sendable {
    let id: Int
  }

  @Test("A jump to a message not loaded requests its page, lands exactly, then pages both ways")
  func jumpThroughRemoteHistory() throws {
    let total = 10_000
    var history = try RemoteCollection<Int, Message>(keys: .offsets(pageSize: 20))
    func height(_ id: Int) -> Double { 4 + Double(id % 5) * 2 }
    /// Answers every request the history makes, as an offset-paged server would.
    func serve() {
      while let request = history.nextRequest() {
        let start = request.key ?? 0
        let range = start..<Swift.min(total, start + request.limit)
        let page = LoadedPage<Int, Message>(items: range.map(Message.init), totalCount: total)
        if case .applied(let change) = try? history.receive(page, for: request) {
          engine.apply(change, to: "history")
        }
      }
    }
    let engine = LayoutEngine()
    func arrange() -> (Arrangement, LazyFlowWindow) {
      var window: LazyFlowWindow?
      let arrangement = engine.arrange(in: Size(width: 10, height: 30)) { ui in
        ui.scroll(id: "chat", anchor: .bottom) { ui in
          window = ui.lazyFlow(
            id: "history", in: "chat", count: history.count,
            options: FlowOptions(lineSpacing: 1), estimatedItemSize: Size(width: 10, height: 6),
            overscan: 0
          ) { index, ui in
            switch history[index] {
            case .item(let message):
              ui.leaf(id: ElementID("m", index: message.id),
                      size: Size(width: 10, height: height(message.id)))
            case .placeholder:
              ui.leaf(id: ElementID("placeholder", index: index),
                      size: Size(width: 10, height: 6))
            }
          }
        }
      }
      return (arrangement, window ?? LazyFlowWindow(
        visible: 0..<0, declared: 0..<0, contentSize: .zero,
        position: EndReachedTrigger.Position(
          offset: 0, viewportLength: 0, contentLength: 0, itemCount: 0, lastVisibleIndex: nil)))
    }
    serve()
    _ = arrange()
    // The jump: the page holding message 5,000 is requested, and the engine goes to it.
    #expect(try history.jump(to: 5_000))
    engine.scrollTo(item: 5_000, in: "history", anchor: .center)
    let pending = history.nextRequest()
    let request = try #require(pending)
    #expect(request.key.map { (0..<20).contains(5_000 - $0) } == true)
    let range = (request.key ?? 0)..<((request.key ?? 0) + request.limit)
    if case .applied(let change) = try history.receive(
      LoadedPage(items: range.map(Message.init), totalCount: total), for: request)
    {
      engine.apply(change, to: "history")
    }
    var (arrangement, window) = arrange()
    for _ in 0..<4 where !arrangement.isSettled { (arrangement, window) = arrange() }
    let frame = try #require(arrangement.frame(of: ElementID("m", index: 5_000)))
    #expect(frame.midY == 15)
    // Pages both ways from there: the visible range asks for the pages before and after.
    _ = history.visibleRangeChanged(window.visible)
    var kinds: Set<LoadKind> = []
    while let next = history.nextRequest() {
      kinds.insert(next.kind)
      let start = next.key ?? 0
      let page = LoadedPage<Int, Message>(
        items: (start..<Swift.min(total, start + next.limit)).map(Message.init), totalCount: total)
      if case .applied(let change) = try history.receive(page, for: next) {
        engine.apply(change, to: "history")
      }
    }
    #expect(kinds == [.prepend, .append])
    (arrangement, _) = arrange()
    #expect(arrangement.frame(of: ElementID("m", index: 5_000)) == frame)
  }
}
