import Reflow
import ReflowTesting
import Testing

private struct Post: Identifiable, Sendable {
  let id: Int
}

/// A feed of posts 0..<total in a cursor-paged source: a cursor is a post's id.
private func page(_ request: PageRequest<Int>, total: Int) -> LoadedPage<Int, Post> {
  let at = request.key ?? 0
  let range =
    switch request.kind {
    case .prepend: Swift.max(0, at - request.limit)..<at
    case .append: (at + 1)..<Swift.min(total, at + 1 + request.limit)
    case .refresh: at..<Swift.min(total, at + request.limit)
    }
  return LoadedPage(
    items: range.map(Post.init),
    previousKey: range.lowerBound > 0 ? range.lowerBound : nil,
    nextKey: range.upperBound < total ? range.upperBound - 1 : nil)
}

@Suite struct EnginePagingTests {
  /// Posts 10 pt tall, in a 30-pt viewport; every item's height depends on its post.
  private func arrange<Key, Item: Identifiable>(
    _ engine: LayoutEngine, _ feed: RemoteCollection<Key, Item>
  ) -> Arrangement where Item.ID == Int {
    engine.arrange(in: Size(width: 10, height: 30)) { ui in
      ui.scroll(id: "scroll") { ui in
        _ = ui.lazyFlow(
          id: "feed", in: "scroll", count: feed.count, estimatedItemSize: Size(width: 10, height: 10),
          overscan: 0
        ) { index, ui in
          guard case .item(let post) = feed[index] else {
            ui.leaf(id: ElementID("slot", index: index), size: Size(width: 10, height: 10))
            return
          }
          ui.leaf(id: ElementID("post", index: post.id), size: Size(width: 10, height: 10))
        }
      }
    }
  }

  /// What a prepend of five posts above post 50 does to post 51, on screen at the top, with
  /// or without the change handed to the engine.
  private func prependAbove(applying: Bool) throws -> (
    before: Rect, after: Rect?, outcome: PageOutcome, engine: LayoutEngine
  ) {
    var feed = try RemoteCollection<Int, Post>(
      keys: .cursors(pageSize: 5), prefetch: .whenAsked, refreshKey: { $0.id })
    let engine = LayoutEngine()
    // Start at post 50: a refresh at its key, as a restored position would.
    feed.refresh(at: 50)
    var next = feed.nextRequest()
    var request = try #require(next)
    _ = try feed.receive(page(request, total: 100), for: request)
    _ = arrange(engine, feed)
    engine.setScrollOffset(Point(x: 0, y: 10), for: "scroll")
    let before = try #require(arrange(engine, feed).frame(of: ElementID("post", index: 51)))
    // The page above loads: five posts before post 50.
    feed.loadMore(at: .prepend)
    next = feed.nextRequest()
    request = try #require(next)
    #expect(request.kind == LoadKind.prepend)
    let outcome = try feed.receive(page(request, total: 100), for: request)
    if applying, let change = outcome.change { engine.apply(change, to: "feed") }
    let after = arrange(engine, feed).frame(of: ElementID("post", index: 51))
    return (before, after, outcome, engine)
  }

  @Test("A page prepended above the viewport leaves the post on screen where it was")
  func prependKeepsThePlace() throws {
    let (before, after, outcome, engine) = try prependAbove(applying: true)
    #expect(before.minY == 0)
    #expect(outcome.change?.edits == [PagingChange.Edit.insert(0..<5)])
    #expect(after == before)
    #expect(engine.scrollOffset(for: "scroll") == Point(x: 0, y: 60))
  }

  @Test("Without the change applied, the same prepend moves the post on screen")
  func prependWithoutTheChangeJumps() throws {
    let (before, after, _, _) = try prependAbove(applying: false)
    #expect(after != before)
  }

  @Test("A refresh that moves the post on screen to another position keeps it where it was")
  func refreshFollowsTheAnchorMove() throws {
    var source = PagingSourceModel(count: 100)
    var feed = try RemoteCollection<Int, PagingSourceModel.Item>(
      keys: .offsets(pageSize: 10), prefetch: .whenAsked)
    let engine = LayoutEngine()
    func load() throws {
      while let request = feed.nextRequest() {
        let outcome = try feed.receive(source.page(for: request), for: request)
        if let change = outcome.change { engine.apply(change, to: "feed") }
      }
    }
    try load()
    feed.loadMore(at: .append)
    try load()
    _ = arrange(engine, feed)
    engine.setScrollOffset(Point(x: 0, y: 150), for: "scroll")
    let shown = arrange(engine, feed)
    let before = try #require(shown.frame(of: ElementID("post", index: 15)))
    #expect(before.minY == 0)
    feed.visibleRangeChanged(15..<18)
    // Three posts arrive at the source's start; pull to refresh swaps the window in at once,
    // its positions kept, post 15 now at 18.
    _ = source.insert(count: 3, at: 0)
    feed.refresh()
    try load()
    #expect(feed.index(ofItemWithID: 15) == 18)
    let after = arrange(engine, feed).frame(of: ElementID("post", index: 15))
    #expect(after == before)
    #expect(engine.scrollOffset(for: "scroll") == Point(x: 0, y: 180))
  }
}
