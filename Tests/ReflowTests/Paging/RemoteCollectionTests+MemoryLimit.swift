@testable import Reflow
import ReflowTesting
import Testing

extension RemoteCollectionTests {
  @Test("Over the limit after the viewport moves, the page farther from it is dropped")
  func limitDropsFartherEnd() throws {
    let source = PagingSourceModel(count: 100)
    var feed = try RemoteCollection<Int, PagingSourceModel.Item>(
      keys: .offsets(pageSize: 10), maximumLoadedItems: 20, prefetch: .items(0))
    func load() throws {
      while let request = feed.nextRequest() {
        try feed.receive(source.page(for: request), for: request)
      }
    }
    try load()
    feed.visibleRangeChanged(5..<10)
    try load()
    // Rows 5 to 19 show: no page can go without one of them, so 30 items stay loaded.
    feed.visibleRangeChanged(5..<20)
    try load()
    #expect(feed.loadedRange == 0..<30)
    // Row 14 alone shows: 14 rows before it are loaded, 15 after: the last page goes.
    feed.visibleRangeChanged(14..<15)
    #expect(feed.loadedRange == 0..<20)
    #expect(feed.loadedItems.map(\.id) == Array(0..<20))
  }
}

extension RemoteCollectionTests {
  @Test("A failure answered for a request no longer in flight is ignored")
  func staleFailureIgnored() throws {
    let source = PagingSourceModel(count: 30)
    var feed = try RemoteCollection<Int, PagingSourceModel.Item>(keys: .offsets(pageSize: 10))
    let firstOptional = feed.nextRequest()
    let first = try #require(firstOptional)
    try feed.receive(source.page(for: first), for: first)
    feed.visibleRangeChanged(5..<10)
    let appendOptional = feed.nextRequest()
    let append = try #require(appendOptional)
    #expect(append.kind == .append)
    // A pull to refresh cancels the append; its failure arrives afterwards.
    feed.refresh()
    let outcome = feed.fail(append, error: CancellationError())
    #expect(outcome == .notInFlight)
    #expect(!feed.loadStates.append.isFailed)
    #expect(feed.diagnostics.answersIgnored == 1)
    #expect(feed.nextRequest()?.kind == .refresh)
  }
}
