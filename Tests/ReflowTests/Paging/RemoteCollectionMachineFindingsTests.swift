import Reflow
import ReflowTesting
import Testing

/// The model source's items.
private typealias Item = PagingSourceModel.Item
private typealias Cursor = PagingSourceModel.Cursor

/// Runs found by `RemoteCollectionMachine` and the older operation-sequence suite, each kept as
/// a regression test: the shrunk replay as printed, and the defect spelled out step by step.
@Suite struct RemoteCollectionMachineFindingsTests {
  @Test("A load in flight at an end whose page the memory limit drops is ignored when it lands")
  func dropCancelsLoadAtThatEnd() throws {
    // Pages of 2 from 7 items without a count, at most 4 loaded: [2, 3] [4, 5] loaded, the
    // viewport on item 5, a prepend (before 2) and an append (after 5) on their way.
    //
    //   loaded  [2 3][4 5]        prepend "before 2" ->   <- append "after 5"
    //   append lands: [2 3][4 5][6] is over 4, so [2 3] goes: [4 5][6]
    //   prepend lands: [0 1] joined before 4 would skip 2 and 3.
    let source = PagingSourceModel(count: 7, reportsCount: false)
    var feed = try RemoteCollection<Cursor, Item>(
      keys: .cursors(pageSize: 2), maximumLoadedItems: 4, prefetch: .items(0))
    feed.refresh(at: .from(2))
    func answer() throws -> PageRequest<Cursor> {
      let requestOptional = feed.nextRequest()
      let request = try #require(requestOptional)
      try feed.receive(source.page(for: request), for: request)
      return request
    }
    _ = try answer()
    feed.visibleRangeChanged(1..<2)
    #expect(try answer().key == .after(3))
    #expect(feed.loadedItems.map(\.id) == [2, 3, 4, 5])
    feed.visibleRangeChanged(3..<4)
    let appendOptional = feed.nextRequest()
    feed.loadMore(at: .prepend)
    let prependOptional = feed.nextRequest()
    let (append, prepend) = (try #require(appendOptional), try #require(prependOptional))
    #expect(append.key == .after(5) && prepend.key == .before(2))
    try feed.receive(source.page(for: append), for: append)
    #expect(feed.loadedItems.map(\.id) == [4, 5, 6])
    #expect(!feed.loadStates.prepend.isLoading, "\(feed.loadStates)")

    // Found by RemoteCollectionMachine.cursors(): the stale prepend joined, showing
    // [0, 1, 4, 5]. It is ignored now, and scrolling up asks for the page before 4.
    let outcome = try feed.receive(source.page(for: prepend), for: prepend)
    #expect(outcome == .dropped(.notInFlight))
    #expect(feed.loadedItems.map(\.id) == [4, 5, 6])
    feed.visibleRangeChanged(0..<1)
    #expect(try answer().key == .before(4))
    #expect(feed.loadedItems.map(\.id) == [2, 3, 4, 5], "the page after 5 was dropped")
    #expect(feed.invariantViolations().isEmpty)
  }

  @Test("The shrunk run that showed a skip under a tight memory limit replays clean")
  func tightLimitReplay() {
    RemoteCollectionMachine.cursors().replay(
      setup: RemotePagingSetup(
        pageSize: 2, sourceCount: 7, reportsCount: false, maximumLoadedItems: 4,
        prefetchDistance: 0, viewportLength: 1),
      [
        .step("drain"),
        .step("loadMore", LoadKind.prepend),
        .step("request"),
        .step("scroll", -1),
        .step("loadMore", LoadKind.prepend),
        .step("receive", 0),
        .step("scroll", 1),
        .step("request"),
        .step("request"),
        .step("receive", 0),
        .step("scroll", -1),
        .step("receive", 0),
      ])
  }

  @Test("The shrunk run that showed a skip after a drag, with placeholders, replays clean")
  func dragReplay() {
    // Found by RemoteCollectionMachine.cursors() in 20,000 runs (REFLOW_SEED=1), the same
    // defect: a load asked for next to a page the limit dropped joined, showing
    // [2, 3, 4, 5, 8, 9].
    RemoteCollectionMachine.cursors().replay(
      setup: RemotePagingSetup(
        pageSize: 2, sourceCount: 16, maximumLoadedItems: 7, viewportLength: 1),
      [
        .step("drain"),
        .step("drag", 250),
        .step("settle"),
        .step("scroll", -1),
        .step("loadMore", LoadKind.append),
        .step("request"),
        .step("request"),
        .step("receive", 1),
        .step("drag", 250),
        .step("receive", 0),
      ])
  }

  @Test("A stale first page dropped under the limit leaves no placeholder before the source's start")
  func staleFirstPageDropped() {
    // Found by RemoteCollectionMachine.cursors() in 20,000 runs (REFLOW_SEED=1): the first page
    // ([7]) went out, 7 was deleted before it landed, and the next page ([8], nothing before
    // it, 12 in all) joined after it at position 1. When the limit dropped [7], position 0 was
    // a placeholder at a start marked complete. The counts contradict the cursors there: the
    // collection refreshes, as when a page joins in that state.
    RemoteCollectionMachine.cursors().replay(
      setup: RemotePagingSetup(
        pageSize: 1, sourceCount: 7, maximumLoadedItems: 4, prefetchDistance: 0,
        viewportLength: 1),
      [
        .step("insert", (PagingSourceModel.Place.head, 6)),
        .step("request"),
        .step("delete", (PagingSourceModel.Place.head, 1)),
        .step("settle"),
        .step("drag", 250),
        .step("settle"),
        .step("scroll", -3),
        .step("settle"),
      ])
  }

  @Test("A page read before an insertion after the loaded end joins as read, skipping nothing")
  func staleAppendAcrossInsertion() {
    // Found in 20,000 runs (REFLOW_SEED=1) when the machine asked for a window that was the
    // source all at once: [1, 2] was read after 0, then 6 items were inserted after 0 and 3
    // deleted, then [4] read after 2. [5, 0, 1, 2, 4] never was the source, but no pager can
    // see the insertion, and each join was right when its page was read.
    RemoteCollectionMachine.cursors().replay(
      setup: RemotePagingSetup(
        pageSize: 2, sourceCount: 5, reportsCount: false, prefetchDistance: 2),
      [
        .step("insert", (PagingSourceModel.Place.head, 1)),
        .step("request"),
        .step("receive", 0),
        .step("request"),
        .step("insert", (PagingSourceModel.Place.middle(2), 6)),
        .step("delete", (PagingSourceModel.Place.middle(10), 1)),
        .step("settle"),
      ])
  }

  @Test("A refresh keyed by a page whose items and all before them were deleted loads on")
  func refreshFromEmptiedFirstPage() throws {
    // CI on main, REFLOW_SEED=0x60CF1046A2FBB7DC: the old suite's source answered "before 2"
    // with an empty page and no next key when only item 2 was left, claiming the source
    // empty; the collection believed it. A source's empty page leads on from the item at its
    // place (`.from(2)`), as PagingSourceModel's does, and the collection follows it.
    var source = PagingSourceModel(count: 4, reportsCount: false)
    var feed = try RemoteCollection<Cursor, Item>(keys: .cursors(pageSize: 2), prefetch: .items(0))
    func settle() throws {
      while let request = feed.nextRequest() {
        try feed.receive(source.page(for: request), for: request)
      }
    }
    feed.refresh(at: .from(3))
    try settle()
    feed.visibleRangeChanged(0..<1)
    try settle()
    #expect(feed.loadedItems.map(\.id) == [1, 2, 3], "[1, 2] came by the key \"before 3\"")
    source.delete(count: 3, at: 0)
    feed.refresh()
    feed.visibleRangeChanged(0..<3)
    let refreshOptional = feed.nextRequest()
    let refresh = try #require(refreshOptional)
    #expect(refresh.key == .before(3), "the anchor, item 1, is on the page keyed before 3")
    let page = source.page(for: refresh)
    #expect(page.items.isEmpty && page.nextKey == .from(3) && page.previousKey == nil)
    try feed.receive(page, for: refresh)
    feed.visibleRangeChanged(0..<1)
    try settle()
    #expect(feed.loadedItems.map(\.id) == [3])
    #expect(feed.loadStates.prepend.isComplete && feed.loadStates.append.isComplete)
  }

  @Test("The CI run of the old suite replays clean through the machine")
  func ciReplay() {
    RemoteCollectionMachine.cursors().replay(
      setup: RemotePagingSetup(
        pageSize: 2, sourceCount: 3, reportsCount: false, prefetchDistance: 0,
        viewportLength: 1),
      [
        .step("settle"),
        .step("scroll", 1),
        .step("request"),
        .step("receive", 0),
        .step("scroll", 1),
        .step("insert", (PagingSourceModel.Place.middle(1), 1)),
        .step("settle"),
        .step("delete", (PagingSourceModel.Place.head, 3)),
        .step("drain"),
      ])
  }

  @Test("A refresh past a source emptied under the window walks back to its start and ends")
  func refreshPastEmptiedSource() throws {
    // Offsets of 1 without a count: the window holds the last 2 of 19 items when every item
    // is deleted. The refresh at the anchor (offset 18) finds nothing, and without a count the
    // collection cannot tell where the source ends now, so it prepends back a page per
    // request until offset 0 says the source is empty.
    var source = PagingSourceModel(count: 19, reportsCount: false)
    var feed = try RemoteCollection<Int, Item>(
      keys: .offsets(pageSize: 1), maximumLoadedItems: 6, prefetch: .items(0))
    try feed.jump(to: 18)
    var requests = 0
    func settle(showing shown: (Int) -> Range<Int>) throws {
      while let request = feed.nextRequest() {
        requests += 1
        try #require(requests <= 100, "still requesting: \(request)")
        try feed.receive(source.page(for: request), for: request)
        feed.visibleRangeChanged(shown(feed.count))
      }
    }
    // The viewport on the last loaded item: the item before it, then the end.
    try settle { count in Swift.max(0, count - 1)..<Swift.max(1, count) }
    #expect(feed.loadedItems.map(\.id) == [17, 18])
    _ = source.delete(count: 19, at: 0)
    requests = 0
    feed.visibleRangeChanged(1..<2)  // anchored on item 18
    feed.refresh()
    try settle { _ in 0..<3 }
    #expect(feed.isEmpty)
    #expect(feed.loadStates.prepend.isComplete && feed.loadStates.append.isComplete)
    #expect(requests == 19, "the refresh at offset 18, then a prepend per offset down to 0")
    #expect(feed.invariantViolations().isEmpty)
  }

  @Test("The million-input fuzz run's shrunk finding replays clean through the machine")
  func emptiedSourceReplay() {
    // The machine's progress bound followed the source's length now (0 items: 16 requests),
    // while the walk back above follows where the window was. It counts every item the
    // source ever held now.
    RemoteCollectionMachine.offsets().replay(
      setup: RemotePagingSetup(
        pageSize: 1, sourceCount: 5, reportsCount: false, maximumLoadedItems: 6,
        prefetchDistance: 0, viewportLength: 3),
      [
        .step("insert", (PagingSourceModel.Place.tail, 7)),
        .step("insert", (PagingSourceModel.Place.middle(18), 7)),
        .step("drain"),
        .step("delete", (PagingSourceModel.Place.tail, 6)),
        .step("delete", (PagingSourceModel.Place.tail, 6)),
        .step("delete", (PagingSourceModel.Place.tail, 6)),
        .step("delete", (PagingSourceModel.Place.tail, 3)),
        .step("drain"),
      ])
  }
}
