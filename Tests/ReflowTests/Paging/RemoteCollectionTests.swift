@testable import Reflow
import ReflowTesting
import Testing

/// The model source's items.
private typealias Item = PagingSourceModel.Item

private struct Offline: Error {}

/// A collection over offsets and the model source it pages, answering requests on demand.
private struct Fixture {
  var source: PagingSourceModel
  var feed: RemoteCollection<Int, Item>

  init(
    count: Int, pageSize: Int, reportsCount: Bool = true, limit: Int? = nil, prefetch: Int = 0,
    keys: PagingKeys<Int>? = nil
  ) throws {
    source = PagingSourceModel(count: count, reportsCount: reportsCount)
    feed = try RemoteCollection(
      keys: keys ?? .offsets(pageSize: pageSize), maximumLoadedItems: limit,
      prefetch: .items(prefetch))
  }

  /// Requests the next page and answers it at once.
  @discardableResult
  mutating func load() throws -> PageRequest<Int>? {
    guard let request = feed.nextRequest() else { return nil }
    try feed.receive(source.page(for: request), for: request)
    return request
  }

  var shown: [Int] { feed.loadedItems.map(\.id) }
}

@Suite struct RemoteCollectionTests {
  @Test("The first request is a refresh at the source's start, whatever the keys")
  func firstRequest() throws {
    var offsets = try RemoteCollection<Int, Item>(keys: .offsets(pageSize: 20))
    var pages = try RemoteCollection<Int, Item>(keys: .pageNumbers(pageSize: 20))
    var cursors = try RemoteCollection<String, Item>(keys: .cursors(pageSize: 20))
    let first = [offsets.nextRequest(), pages.nextRequest()]
    #expect(first.map { $0?.kind } == [.refresh, .refresh])
    #expect(first.map { $0?.key } == [0, 0] && first.map { $0?.limit } == [20, 20])
    let cursor = cursors.nextRequest()
    #expect(cursor?.kind == .refresh && cursor?.key == nil && cursor?.position == nil)
    #expect(offsets.nextRequest() == nil, "nothing else goes out while a refresh is in flight")
  }

  @Test("An offset append asks from the last loaded item on: the repeat proves the join")
  func offsetOverlap() throws {
    var fixture = try Fixture(count: 10, pageSize: 3, reportsCount: false)
    try fixture.load()
    #expect(fixture.shown == [0, 1, 2])
    fixture.feed.visibleRangeChanged(1..<3)
    let requestOptional = fixture.feed.nextRequest()
    let request = try #require(requestOptional)
    #expect(request.kind == .append && request.key == 2 && request.limit == 4)
    let outcome = try fixture.feed.receive(fixture.source.page(for: request), for: request)
    #expect(outcome == .applied(PagingChange(edits: [.insert(3..<6)])))
    #expect(fixture.shown == [0, 1, 2, 3, 4, 5])
    #expect(fixture.feed.diagnostics.duplicatesDropped == 0)
  }

  @Test("A reported count gives a position to every item: placeholders, loaded in place")
  func placeholders() throws {
    var fixture = try Fixture(count: 100, pageSize: 10)
    try fixture.load()
    #expect(fixture.feed.count == 100 && fixture.feed.loadedRange == 0..<10)
    #expect(fixture.feed[9] == .item(Item(id: 9)))
    #expect(fixture.feed[10] == .placeholder(index: 10) && fixture.feed[99].isPlaceholder)
    fixture.feed.visibleRangeChanged(5..<10)
    let requestOptional = fixture.feed.nextRequest()
    let request = try #require(requestOptional)
    let outcome = try fixture.feed.receive(fixture.source.page(for: request), for: request)
    #expect(outcome == .applied(PagingChange(edits: [.load(10..<20)])))
    #expect(fixture.feed.count == 100 && fixture.feed[19] == .item(Item(id: 19)))
  }

  @Test("A jump with a known count requests the page holding the index, not those between")
  func jumpWithPlaceholders() throws {
    var fixture = try Fixture(count: 1_000, pageSize: 50)
    try fixture.load()
    #expect(try fixture.feed.jump(to: 900))
    let requestOptional = fixture.feed.nextRequest()
    let request = try #require(requestOptional)
    #expect(request.kind == .refresh && request.position == 875 && request.limit == 50)
    #expect(fixture.shown == Array(0..<50), "the old items stay until the page arrives")
    _ = try fixture.feed.receive(fixture.source.page(for: request), for: request)
    #expect(fixture.feed.loadedRange == 875..<925 && fixture.feed.count == 1_000)
    #expect(fixture.shown == Array(875..<925))
    #expect(try fixture.feed.jump(to: 900) == false, "a loaded index needs no load")
  }

  @Test("A jump without a count is a refresh at the key for that position")
  func jumpWithoutCount() throws {
    var fixture = try Fixture(count: 1_000, pageSize: 50, reportsCount: false)
    try fixture.load()
    try fixture.feed.jump(to: 500)
    let loaded = try fixture.load()
    let request = try #require(loaded)
    #expect(request.kind == .refresh && request.key == 475)
    #expect(fixture.feed.count == 50 && fixture.shown == Array(475..<525))
  }

  @Test("Scrolling far over placeholders loads the page there, not every page on the way")
  func fastScroll() throws {
    var fixture = try Fixture(count: 10_000, pageSize: 20)
    try fixture.load()
    fixture.feed.visibleRangeChanged(5_000..<5_012)
    for index in 5_000..<5_012 { #expect(fixture.feed[index] == .placeholder(index: index)) }
    let loaded = try fixture.load()
    let request = try #require(loaded)
    #expect(request.kind == .refresh && request.position == 4_990)
    while try fixture.load() != nil {}
    #expect((5_000..<5_012).allSatisfy { fixture.feed[$0].item?.id == $0 })
  }

  @Test("Refresh keeps the old items until the new page swaps in, the anchor item in place")
  func refreshKeepsItems() throws {
    var fixture = try Fixture(count: 200, pageSize: 20)
    try fixture.load()
    fixture.feed.visibleRangeChanged(15..<20)
    try fixture.load()
    #expect(fixture.feed.loadedRange == 0..<40)
    _ = fixture.source.insert(count: 3, at: 0)
    fixture.feed.refresh()
    let requestOptional = fixture.feed.nextRequest()
    let request = try #require(requestOptional)
    #expect(request.kind == .refresh && request.position == 5, "around the anchor, item 15")
    #expect(fixture.shown == Array(0..<40) && fixture.feed.count == 200)
    let outcome = try fixture.feed.receive(fixture.source.page(for: request), for: request)
    let change = try #require(outcome.change)
    #expect(change.anchor == PagingChange.AnchorMove(from: 15, to: 18))
    #expect(change.edits == [.unload(0..<40), .insert(200..<203), .load(5..<25)])
    #expect(fixture.feed[18].item?.id == 15 && fixture.feed.count == 203)
    #expect(fixture.feed.visible == 18..<23)
  }

  @Test("Each end fails and retries on its own; a failed page past the end is complete")
  func independentEnds() throws {
    var fixture = try Fixture(count: 6, pageSize: 3, reportsCount: false)
    try fixture.feed.jump(to: 3)
    try fixture.load()
    #expect(fixture.shown == [2, 3, 4])
    fixture.feed.visibleRangeChanged(0..<3)
    let appendOptional = fixture.feed.nextRequest()
    let append = try #require(appendOptional)
    let prependOptional = fixture.feed.nextRequest()
    let prepend = try #require(prependOptional)
    #expect(append.kind == .append && prepend.kind == .prepend)
    fixture.feed.fail(append, error: Offline())
    #expect(fixture.feed.loadStates.append.isFailed && fixture.feed.loadStates.prepend.isLoading)
    // The source shrank to 5 items: the prepend's count shows the window reaches its end.
    _ = fixture.source.delete(count: 1, at: 5)
    fixture.source.reportsCount = true
    try fixture.feed.receive(fixture.source.page(for: prepend), for: prepend)
    #expect(fixture.shown == [0, 1, 2, 3, 4])
    #expect(fixture.feed.loadStates.append.isComplete, "not failed: its page lies past the end")
    #expect(fixture.feed.loadStates.prepend.isComplete)
  }

  @Test("retry(.append) asks for the failed page again, and only that end")
  func retryAppend() throws {
    var fixture = try Fixture(count: 30, pageSize: 10)
    try fixture.load()
    fixture.feed.visibleRangeChanged(5..<10)
    let appendOptional = fixture.feed.nextRequest()
    let append = try #require(appendOptional)
    fixture.feed.fail(append, error: Offline())
    #expect(fixture.feed.nextRequest() == nil)
    #expect(fixture.feed.retry(.prepend) == false && fixture.feed.retry(.append))
    let againOptional = fixture.feed.nextRequest()
    let again = try #require(againOptional)
    #expect(again.kind == .append && again.key == append.key && again != append)
  }

  @Test("Over the memory limit the farthest pages drop to placeholders and reload on return")
  func memoryLimit() throws {
    var fixture = try Fixture(count: 100, pageSize: 10, limit: 20)
    try fixture.load()
    for start in stride(from: 5, through: 35, by: 10) {
      fixture.feed.visibleRangeChanged(start..<(start + 5))
      while try fixture.load() != nil {}
      #expect(fixture.feed.loadedItems.count <= 20)
    }
    #expect(fixture.feed.loadedRange == 30..<50)
    #expect(fixture.feed[0] == .placeholder(index: 0) && fixture.feed.diagnostics.pagesDropped == 3)
    // Scrolling back a little reloads the dropped page before the window.
    fixture.feed.visibleRangeChanged(28..<33)
    while try fixture.load() != nil {}
    #expect(fixture.feed.loadedRange.contains(28) && fixture.feed[28].item?.id == 28)
    #expect(fixture.feed.diagnostics.pagesReloaded == 1)
    #expect(fixture.feed.invariantViolations().isEmpty)
  }

  @Test("A page dropped as the viewport moves away reopens its end: scrolling back reloads it",
        arguments: [false, true])
  func dropOnScrollReopensEnd(cursors: Bool) throws {
    // A source of 3, pages of 1, a limit of 2: all three loaded, both ends complete, then the
    // viewport moves to the last item and the first page drops. Found by
    // RemoteCollectionMachine: the start stayed `.complete`, so its placeholder never loaded.
    let source = PagingSourceModel(count: 3)
    var offsets = try RemoteCollection<Int, Item>(
      keys: .offsets(pageSize: 1), maximumLoadedItems: 2, prefetch: .items(0))
    var byCursor = try RemoteCollection<PagingSourceModel.Cursor, Item>(
      keys: .cursors(pageSize: 1), maximumLoadedItems: 2, prefetch: .items(0))
    func show(_ range: Range<Int>) throws {
      if cursors {
        byCursor.visibleRangeChanged(range)
        while let request = byCursor.nextRequest() {
          try byCursor.receive(source.page(for: request), for: request)
        }
      } else {
        offsets.visibleRangeChanged(range)
        while let request = offsets.nextRequest() {
          try offsets.receive(source.page(for: request), for: request)
        }
      }
    }
    var states: LoadStates { cursors ? byCursor.loadStates : offsets.loadStates }
    var first: PagingSlot<Item> { cursors ? byCursor[0] : offsets[0] }
    for range in [0..<3, 0..<3, 2..<3] { try show(range) }
    #expect(first.isPlaceholder && !states.prepend.isComplete, "\(states)")
    try show(0..<1)
    #expect(first.item?.id == 0 && states.prepend.isComplete, "\(states)")
  }

  @Test("Without a count, dropped pages are trimmed and the viewport moves with the items")
  func trimWithoutCount() throws {
    var fixture = try Fixture(count: 100, pageSize: 10, reportsCount: false, limit: 20)
    try fixture.load()
    fixture.feed.visibleRangeChanged(5..<10)
    try fixture.load()
    fixture.feed.visibleRangeChanged(15..<20)
    let requestOptional = fixture.feed.nextRequest()
    let request = try #require(requestOptional)
    let outcome = try fixture.feed.receive(fixture.source.page(for: request), for: request)
    #expect(outcome == .applied(PagingChange(edits: [.insert(20..<30), .remove(0..<10)])))
    #expect(fixture.shown == Array(10..<30) && fixture.feed.visible == 5..<10)
  }

  @Test("A cursor source that repeats its page fails with noProgress instead of looping")
  func noProgress() throws {
    var feed = try RemoteCollection<String, Item>(keys: .cursors(pageSize: 2))
    let firstOptional = feed.nextRequest()
    let first = try #require(firstOptional)
    let page = LoadedPage<String, Item>(
      items: [Item(id: 0), Item(id: 1)], nextKey: "b")
    try feed.receive(page, for: first)
    feed.loadMore(at: .append)
    let appendOptional = feed.nextRequest()
    let append = try #require(appendOptional)
    try feed.receive(page, for: append)
    #expect(feed.loadStates.append.error as? PagingError == .noProgress(key: "b"))
    #expect(feed.nextRequest() == nil && feed.diagnostics.duplicatesDropped == 2)
  }

  @Test("Refreshing around an item of a first page that has a page before it asks for the start")
  func refreshInAFirstPageWithAPreviousKey() throws {
    var feed = try RemoteCollection<String, Item>(keys: .cursors(pageSize: 2))
    let firstOptional = feed.nextRequest()
    let first = try #require(firstOptional)
    // A timeline that opens on its latest page: older items come before it.
    let page = LoadedPage<String, Item>(
      items: [Item(id: 10), Item(id: 11)], previousKey: "older")
    try feed.receive(page, for: first)
    feed.visibleRangeChanged(0..<2)
    feed.refresh()
    let refreshOptional = feed.nextRequest()
    let refresh = try #require(refreshOptional)
    // The anchor's page was the start's answer: it has no key of its own to ask for.
    #expect(refresh.kind == .refresh && refresh.key == nil)
  }

  @Test("Bad pages and calls are typed errors naming the value")
  func typedErrors() throws {
    var feed = try RemoteCollection<Int, Item>(keys: .offsets(pageSize: 2))
    let requestOptional = feed.nextRequest()
    let request = try #require(requestOptional)
    let three = (0..<3).map(Item.init)
    #expect(throws: PagingError.oversizedPage(count: 3, limit: 2)) {
      try feed.receive(LoadedPage(items: three), for: request)
    }
    #expect(feed.loadStates.refresh.isFailed && feed.isEmpty)
    feed.retry()
    let againOptional = feed.nextRequest()
    let again = try #require(againOptional)
    #expect(throws: PagingError.invalidPageCounts(itemsBefore: 0, count: 2, totalCount: 1)) {
      try feed.receive(LoadedPage(items: Array(three.prefix(2)), totalCount: 1), for: again)
    }
    var cursors = try RemoteCollection<String, Item>(keys: .cursors(pageSize: 2))
    #expect(throws: PagingError.jumpNeedsPositionalKeys(index: 4)) { try cursors.jump(to: 4) }
    #expect(throws: PagingError.indexOutOfRange(index: -1, count: 0)) { try feed.jump(to: -1) }
    #expect(throws: PagingError.invalidLoadLimit(3, minimum: 8)) {
      _ = try RemoteCollection<Int, Item>(
        keys: .offsets(pageSize: 2), maximumLoadedItems: 3, prefetch: .items(2))
    }
    #expect(throws: PagingError.invalidPrefetchDistance(-1)) {
      _ = try RemoteCollection<Int, Item>(keys: .offsets(pageSize: 2), prefetch: .items(-1))
    }
    #expect(PagingError.invalidLoadLimit(3, minimum: 8).description.contains("at least 8"))
  }

  @Test("A page size of Int.max never overflows: requests, jumps and counts stay in range")
  func hugePageSize() throws {
    var offsets = try RemoteCollection<Int, Item>(keys: .offsets(pageSize: .max))
    let firstOptional = offsets.nextRequest()
    let first = try #require(firstOptional)
    #expect(first.limit == .max)
    let items = (0..<3).map(Item.init)
    try offsets.receive(LoadedPage(items: items, totalCount: .max), for: first)
    offsets.visibleRangeChanged(0..<3)
    let appendOptional = offsets.nextRequest()
    let append = try #require(appendOptional)
    #expect(append.key == 2 && append.limit == .max)
    try offsets.jump(to: .max - 1)
    let jumpOptional = offsets.nextRequest()
    let jump = try #require(jumpOptional)
    #expect(jump.position == .max - 1 - .max / 2)

    var pages = try RemoteCollection<Int, Item>(keys: .pageNumbers(pageSize: .max))
    for _ in 0..<3 {
      guard let request = pages.nextRequest() else { break }
      try pages.receive(LoadedPage(items: items, totalCount: .max), for: request)
      pages.visibleRangeChanged(0..<3)
    }
    #expect(pages.invariantViolations().isEmpty && offsets.invariantViolations().isEmpty)
  }

  @Test("An items threshold without the last visible index is a typed error, not endless loading")
  func itemsThresholdNeedsIndex() throws {
    var trigger = try EndReachedTrigger(threshold: .items(15))
    let docPosition = EndReachedTrigger.Position(
      offset: 0, viewportLength: 844, contentLength: 10_000)
    #expect(throws: PagingError.missingLastVisibleIndex(itemCount: 0)) {
      _ = try trigger.update(docPosition)
    }
    let empty = EndReachedTrigger.Position(offset: 0, viewportLength: 844, contentLength: 0)
    #expect(try trigger.update(empty))
    let top = EndReachedTrigger.Position(
      offset: 0, viewportLength: 844, contentLength: 10_000, itemCount: 300, lastVisibleIndex: 40)
    #expect(try trigger.update(top) == false)
  }
}
