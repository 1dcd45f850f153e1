@testable import Reflow
import Testing

private struct Failure: Error, Equatable {}

@Suite struct PagedCollectionTests {
  @Test("A revealed collection shows a partial last page (pages by ceiling division)")
  func partialLastPage() throws {
    var tags = try PagedCollection(revealing: 0..<105, pageSize: 50)
    #expect(tags.isEmpty && tags.hasMore)
    while tags.loadNextPage() {}
    #expect(tags.loadedPageCount == 3)
    #expect(Array(tags) == Array(0..<105))
    #expect(tags.loadState.isComplete)
  }

  @Test("Empty and shorter-than-a-page sources are normal", arguments: [0, 1, 49])
  func shortSources(count: Int) throws {
    var revealed = try PagedCollection(revealing: 0..<count, pageSize: 50)
    revealed.loadNextPage()
    #expect(Array(revealed) == Array(0..<count))
    #expect(!revealed.hasMore)

    var remote = try PagedCollection<Int>(pageSize: 50)
    let requestOptional = remote.nextRequest()
    let request = try #require(requestOptional)
    do {
      let outcome = try remote.receive(Array(0..<count), for: request)
      #expect(outcome == .appended(pages: count == 0 ? 0 : 1))
    }
    #expect(Array(remote) == Array(0..<count))
    let none = remote.nextRequest()
    #expect(remote.loadState.isComplete && none == nil)
  }

  @Test("A page size of zero or less is a typed error", arguments: [0, -3])
  func badPageSize(size: Int) {
    #expect(throws: PagingError.invalidPageSize(size)) {
      _ = try PagedCollection(revealing: [1, 2, 3], pageSize: size)
    }
    #expect(throws: PagingError.invalidPageSize(size)) {
      _ = try PagedCollection<Int>(pageSize: size)
    }
  }

  @Test("A restored page count is clamped and the clamped value is written back")
  func restoredPageCount() throws {
    let tags = try PagedCollection(revealing: 0..<120, pageSize: 50, restoredPageCount: 10)
    #expect(tags.loadedPageCount == 3)
    #expect(tags.count == 120)
    let negative = try PagedCollection(revealing: 0..<120, pageSize: 50, restoredPageCount: -2)
    #expect(negative.loadedPageCount == 0)
  }

  @Test("A page in flight is never requested twice")
  func noDuplicateRequests() throws {
    var collection = try PagedCollection<Int>(pageSize: 10, maximumRequestsInFlight: 3)
    let requests = (0..<5).compactMap { _ in collection.nextRequest() }
    #expect(requests.map(\.page) == [0, 1, 2])
    #expect(requests.map(\.offset) == [0, 10, 20])
  }

  @Test("Pages append in order whatever order answers arrive in")
  func outOfOrder() throws {
    var collection = try PagedCollection<Int>(pageSize: 2, maximumRequestsInFlight: 3)
    let requests = (0..<3).compactMap { _ in collection.nextRequest() }
    do {
      let outcome = try collection.receive([4, 5], for: requests[2])
      #expect(outcome == .buffered)
    }
    do {
      let outcome = try collection.receive([2, 3], for: requests[1])
      #expect(outcome == .buffered)
    }
    #expect(collection.isEmpty)
    do {
      let outcome = try collection.receive([0, 1], for: requests[0])
      #expect(outcome == .appended(pages: 3))
    }
    #expect(Array(collection) == [0, 1, 2, 3, 4, 5])
    #expect(collection.invariantViolations().isEmpty)
  }

  @Test("An answer from before invalidate() is dropped")
  func staleAnswer() throws {
    var collection = try PagedCollection<Int>(pageSize: 2)
    let oldOptional = collection.nextRequest()
    let old = try #require(oldOptional)
    collection.invalidate()
    do {
      let outcome = try collection.receive([9, 9], for: old)
      #expect(outcome == .dropped(.staleGeneration))
    }
    let failOutcome = collection.fail(old, error: Failure())
    #expect(failOutcome == .staleGeneration)
    #expect(collection.isEmpty && collection.loadState.isLoading == false)
    let freshOptional = collection.nextRequest()
    let fresh = try #require(freshOptional)
    #expect(fresh.page == 0 && fresh.generation == 1)
  }

  @Test("A duplicate answer is dropped, so nothing is appended twice")
  func duplicateAnswer() throws {
    var collection = try PagedCollection<Int>(pageSize: 2)
    let requestOptional = collection.nextRequest()
    let request = try #require(requestOptional)
    try collection.receive([0, 1], for: request)
    do {
      let outcome = try collection.receive([0, 1], for: request)
      #expect(outcome == .dropped(.notRequested))
    }
    #expect(Array(collection) == [0, 1])
  }

  @Test("A failure stops requests until retry(), which asks for the same page")
  func failureAndRetry() throws {
    var collection = try PagedCollection<Int>(pageSize: 2)
    let requestOptional = collection.nextRequest()
    let request = try #require(requestOptional)
    let failOutcome = collection.fail(request, error: Failure())
    #expect(failOutcome == nil)
    #expect(collection.loadState.isFailed)
    #expect(collection.nextRequest() == nil)
    let retried = collection.retry()
    #expect(retried)
    let again = collection.nextRequest()
    #expect(again?.page == 0)
  }

  @Test("An oversized page is refused with a typed error and nothing is added")
  func oversizedPage() throws {
    var collection = try PagedCollection<Int>(pageSize: 2)
    let requestOptional = collection.nextRequest()
    let request = try #require(requestOptional)
    do {
      try collection.receive([0, 1, 2], for: request)
      Issue.record("expected an error")
    } catch {
      #expect(error == .oversizedPage(page: 0, count: 3, pageSize: 2))
    }
    #expect(collection.isEmpty && collection.loadState.isFailed)
  }

  @Test("A known total ends loading without a short page")
  func knownTotal() throws {
    var collection = try PagedCollection<Int>(pageSize: 2, totalCount: 4)
    for _ in 0..<2 {
      let requestOptional = collection.nextRequest()
    let request = try #require(requestOptional)
      try collection.receive([request.offset, request.offset + 1], for: request)
    }
    let none = collection.nextRequest()
    #expect(collection.loadState.isComplete && none == nil)
  }

  @Test("A source that shrinks or grows keeps the loaded elements its prefix")
  func growAndShrink() throws {
    var collection = try PagedCollection<Int>(pageSize: 4)
    var source = Array(0..<6)
    func loadAll() throws {
      while let request = collection.nextRequest() {
        try collection.receive(Array(source.dropFirst(request.offset).prefix(request.limit)), for: request)
      }
    }
    try loadAll()
    #expect(Array(collection) == source)
    source.removeLast(3)
    try collection.updateTotalCount(source.count)
    #expect(Array(collection) == source)
    source.append(contentsOf: 100..<110)
    try collection.updateTotalCount(nil)
    try loadAll()
    #expect(Array(collection) == source)
    #expect(collection.invariantViolations().isEmpty)

    var revealed = try PagedCollection(revealing: 0..<6, pageSize: 4)
    revealed.loadNextPage()
    revealed.loadNextPage()
    revealed.replaceSource(with: 0..<3)
    #expect(Array(revealed) == [0, 1, 2] && revealed.loadedPageCount == 1)
    revealed.replaceSource(with: 0..<20)
    #expect(Array(revealed) == [0, 1, 2, 3])
  }
}
