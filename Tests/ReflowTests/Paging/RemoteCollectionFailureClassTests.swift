@testable import Reflow
import ReflowTesting
import Testing

/// The model source's items.
private typealias Item = PagingSourceModel.Item

/// One test per class of failure Android Paging 3 users report most, each showing it cannot
/// happen here: the collection never holds two items with one id, never skips one inside its
/// window, and never hands a presenter an item that is not there.
@Suite struct RemoteCollectionFailureClassTests {
  private static func items(_ ids: some Sequence<Int>) -> [Item] {
    ids.map(Item.init)
  }

  @Test("Overlapping pages of different sizes: repeats are dropped, holes refused")
  func pagesOfDifferentSizes() throws {
    // The server's pages hold 2 items where the app asks for 3: page 1 starts at item 2, which
    // is already loaded. Paging 3 would hold item 2 twice and crash a keyed list.
    var feed = try RemoteCollection<Int, Item>(keys: .pageNumbers(pageSize: 3))
    let firstOptional = feed.nextRequest()
    let first = try #require(firstOptional)
    try feed.receive(LoadedPage(items: Self.items(0..<3)), for: first)
    feed.visibleRangeChanged(0..<3)
    let secondOptional = feed.nextRequest()
    let second = try #require(secondOptional)
    #expect(second.key == 1)
    try feed.receive(LoadedPage(items: Self.items(2..<4)), for: second)
    #expect(feed.loadedItems.map(\.id) == [0, 1, 2, 3])
    #expect(feed.diagnostics.duplicatesDropped == 1)

    // Pages larger on the server (4): page 1 starts at item 4 and item 3 would be skipped. The
    // source's count shows it, so the page is refused and the window refreshed instead.
    var skipping = try RemoteCollection<Int, Item>(keys: .pageNumbers(pageSize: 3))
    let startOptional = skipping.nextRequest()
    let start = try #require(startOptional)
    try skipping.receive(LoadedPage(items: Self.items(0..<3), totalCount: 12), for: start)
    skipping.visibleRangeChanged(0..<3)
    let nextOptional = skipping.nextRequest()
    let next = try #require(nextOptional)
    let outcome = try skipping.receive(
      LoadedPage(items: Self.items(4..<7), itemsBefore: 4, totalCount: 12), for: next)
    #expect(outcome == .dropped(.gap) && skipping.diagnostics.gapsRepaired == 1)
    #expect(skipping.loadedItems.map(\.id) == [0, 1, 2])
    #expect(skipping.nextRequest()?.kind == .refresh)
  }

  @Test("Rows inserted at the head between two requests are never shown twice", arguments: [
    false, true,
  ])
  func insertionAtHead(reportsCount: Bool) throws {
    var source = PagingSourceModel(count: 40, reportsCount: reportsCount)
    var feed = try RemoteCollection<Int, Item>(keys: .offsets(pageSize: 5))
    let firstOptional = feed.nextRequest()
    let first = try #require(firstOptional)
    try feed.receive(source.page(for: first), for: first)
    feed.visibleRangeChanged(2..<5)
    let appendOptional = feed.nextRequest()
    let append = try #require(appendOptional)
    let inserted = source.insert(count: 2, at: 0)
    try feed.receive(source.page(for: append), for: append)
    let shown = feed.loadedItems.map(\.id)
    #expect(shown == Array(0..<8), "the answer repeated 2 and 3; the rest joins after 4")
    #expect(feed.diagnostics.duplicatesDropped == 2)
    if reportsCount {
      #expect(feed.loadedRange == 2..<10 && feed.count == 42)
      #expect(feed[0] == .placeholder(index: 0))
      feed.visibleRangeChanged(2..<5)
      feed.loadMore(at: .prepend)
      while let request = feed.nextRequest() {
        try feed.receive(source.page(for: request), for: request)
      }
      #expect(feed.loadedItems.prefix(4).map(\.id) == inserted + [0, 1])
    }
  }

  @Test("Equal sort keys: a cursor that repeats its ties loses the repeats, nothing else")
  func equalSortKeys() throws {
    // Posts sorted by score; a cursor "score <= last score" repeats every post of that score.
    let scores = [9, 9, 7, 7, 7, 7, 5, 5, 3]
    func page(after score: Int?, limit: Int) -> LoadedPage<Int, Item> {
      let from = score.map { last in scores.firstIndex { $0 <= last } ?? scores.count } ?? 0
      let ids = Array(from..<min(scores.count, from + limit))
      let next = ids.last.map { scores[$0] }
      return LoadedPage(
        items: Self.items(ids), nextKey: ids.last == scores.count - 1 ? nil : next)
    }
    var feed = try RemoteCollection<Int, Item>(keys: .cursors(pageSize: 3))
    feed.visibleRangeChanged(0..<100)
    var requests = 0
    while let request = feed.nextRequest(), requests < 20 {
      requests += 1
      try feed.receive(page(after: request.key, limit: request.limit), for: request)
      feed.visibleRangeChanged(0..<100)
    }
    let shown = feed.loadedItems.map(\.id)
    #expect(Set(shown).count == shown.count, "no post twice: \(shown)")
    #expect(shown == [0, 1, 2, 3, 4] && feed.diagnostics.duplicatesDropped == 4)
    // Four ties of 7 in pages of 3: the cursor cannot get past them. Paging 3 would ask for the
    // same page forever; here the end fails, typed, until the source is fixed.
    #expect(feed.loadStates.append.error as? PagingError == .noProgress(key: "7"))
    #expect(feed.invariantViolations().isEmpty)
  }

  @Test("Placeholders on a fast scroll: every position reads safely, and the page there loads")
  func placeholdersOnFastScroll() throws {
    let source = PagingSourceModel(count: 10_000)
    var feed = try RemoteCollection<Int, Item>(keys: .offsets(pageSize: 30))
    var requests: [PageRequest<Int>] = []
    func settle() throws {
      while let request = feed.nextRequest() {
        requests.append(request)
        try feed.receive(source.page(for: request), for: request)
      }
    }
    try settle()
    // A fling crosses 6,000 positions in a few frames; a presenter reads every visible one.
    for start in stride(from: 0, through: 6_000, by: 1_500) {
      feed.visibleRangeChanged(start..<(start + 20))
      for index in start..<(start + 20) {
        switch feed[index] {
        case .item(let item): #expect(item.id == index)
        case .placeholder(let placeholder): #expect(placeholder == index)
        }
      }
    }
    try settle()
    #expect((6_000..<6_020).allSatisfy { feed[$0].item?.id == $0 })
    let onTheWay = requests.filter { ($0.position ?? 0) > 30 && ($0.position ?? 0) < 5_900 }
    #expect(onTheWay.isEmpty, "the pages on the way were never requested: \(requests)")
  }

  @Test("Rows added past a cursor end while a page was on its way load once the counts show them")
  func cursorEndsFollowTheCounts() throws {
    typealias Cursor = PagingSourceModel.Cursor
    var source = PagingSourceModel(count: 2)
    var feed = try RemoteCollection<Cursor, Item>(
      keys: .cursors(pageSize: 1), prefetch: .items(0))
    func settle() throws {
      while let request = feed.nextRequest() {
        try feed.receive(source.page(for: request), for: request)
      }
    }
    // The head: the first page went out, a row was added before it, and the next page's count
    // shows it. The first page's cursor said nothing was before it, so the placeholder at 0 was
    // never loaded (found by RemoteCollectionMachine.cursors()); now the window is refreshed.
    feed.visibleRangeChanged(0..<1)
    let firstOptional = feed.nextRequest()
    let first = try #require(firstOptional)
    let stale = source.page(for: first)
    source.insert(count: 1, at: 0)
    try feed.receive(stale, for: first)
    let appendOptional = feed.nextRequest()
    let append = try #require(appendOptional)
    try feed.receive(source.page(for: append), for: append)
    #expect(feed.count == 3 && feed.loadedItems.map(\.id) == [0, 1] && feed[0].isPlaceholder)
    #expect(feed.diagnostics.gapsRepaired == 1)
    feed.visibleRangeChanged(0..<1)
    try settle()
    #expect(feed[0].item?.id == 2 && feed.loadStates.prepend.isComplete, "\(feed.loadStates)")

    // The tail: the end was reached, a row was added after it, and a prepend's count shows it.
    source = PagingSourceModel(count: 3)
    feed = try RemoteCollection<Cursor, Item>(keys: .cursors(pageSize: 1), prefetch: .items(0))
    feed.refresh(at: .from(1))
    try settle()
    feed.visibleRangeChanged(1..<2)
    let lastOptional = feed.nextRequest()
    let prependOptional = feed.nextRequest()
    let (last, prepend) = (try #require(lastOptional), try #require(prependOptional))
    let lastPage = source.page(for: last)
    source.insert(count: 1, at: 3)
    try feed.receive(lastPage, for: last)
    try feed.receive(source.page(for: prepend), for: prepend)
    #expect(feed.count == 4 && feed.loadedItems.map(\.id) == [0, 1, 2] && feed[3].isPlaceholder)
    feed.visibleRangeChanged(3..<4)
    try settle()
    #expect(feed.loadedItems.map(\.id) == source.ids, "\(feed.loadStates)")
    #expect(feed.loadStates.prepend.isComplete && feed.loadStates.append.isComplete)
  }
}
