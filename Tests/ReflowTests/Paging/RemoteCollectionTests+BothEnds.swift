@testable import Reflow
import ReflowTesting
import Testing

private struct LoadFailure: Error, Equatable {
  let end: String
}

extension RemoteCollectionTests {
  @Test("Both ends failed: each keeps its own error, retry() clears both, append asks first")
  func bothEndsFail() throws {
    let source = PagingSourceModel(count: 30)
    var feed = try RemoteCollection<Int, PagingSourceModel.Item>(
      keys: .offsets(pageSize: 3), prefetch: .items(0))
    try feed.jump(to: 15)
    let firstOptional = feed.nextRequest()
    let first = try #require(firstOptional)
    try feed.receive(source.page(for: first), for: first)
    let loaded = feed.loadedRange
    feed.visibleRangeChanged(loaded)
    feed.loadMore(at: .prepend)
    feed.loadMore(at: .append)
    let requests = [feed.nextRequest(), feed.nextRequest()].compactMap { $0 }
    #expect(requests.map(\.kind) == [.append, .prepend], "the end after the window first")
    #expect(feed.nextRequest() == nil)
    // The prepend fails first, then the append: each end reports its own failure.
    for request in requests.reversed() {
      feed.fail(request, error: LoadFailure(end: "\(request.kind)"))
    }
    #expect(feed.loadStates.prepend.error as? LoadFailure == LoadFailure(end: "prepend"))
    #expect(feed.loadStates.append.error as? LoadFailure == LoadFailure(end: "append"))
    #expect(!feed.loadStates.refresh.isFailed && feed.nextRequest() == nil)
    // Retrying every failure asks for both pages again, the append's first.
    let retriedAny = feed.retry()
    #expect(retriedAny)
    #expect(!feed.loadStates.prepend.isFailed && !feed.loadStates.append.isFailed)
    let retried = [feed.nextRequest(), feed.nextRequest()].compactMap { $0 }
    #expect(retried.map(\.kind) == [.append, .prepend])
    #expect(retried.map(\.key) == requests.map(\.key))
    let retriedAgain = feed.retry()
    #expect(!retriedAgain, "nothing failed any more")
  }

  @Test("A page both longer than asked and with impossible counts is reported as too long")
  func oversizedBeforeCounts() throws {
    var feed = try RemoteCollection<Int, PagingSourceModel.Item>(keys: .offsets(pageSize: 2))
    let requestOptional = feed.nextRequest()
    let request = try #require(requestOptional)
    let three = (0..<3).map(PagingSourceModel.Item.init)
    #expect(throws: PagingError.oversizedPage(count: 3, limit: 2)) {
      try feed.receive(LoadedPage(items: three, totalCount: 1), for: request)
    }
    #expect(feed.loadStates.refresh.isFailed && feed.isEmpty)
  }
}
