import Reflow
import Testing

/// The driver's commands besides the viewport: `start()`, `loadMore(at:)`, `jump(to:)`, and
/// the load states it reports while a load is on its way.
@Suite struct PagingDriverCommandTests {
  private struct Post: Identifiable, Hashable, Sendable {
    let id: Int
  }

  /// An offset source of `count` posts that records where each request starts.
  private actor Server {
    let count: Int
    var requests: [Int] = []
    init(count: Int) { self.count = count }
    func load(_ request: PageRequest<Int>) -> LoadedPage<Int, Post> {
      requests.append(request.position ?? -1)
      let start = min(request.position ?? 0, count)
      let end = min(count, start + request.limit)
      return LoadedPage(items: (start..<end).map(Post.init), totalCount: count)
    }
  }

  @Test("start() loads the first page before any viewport is reported")
  func startLoadsFirstPage() async throws {
    let server = Server(count: 50)
    let driver = try PagingDriver(keys: .offsets(pageSize: 10), prefetch: .whenAsked) {
      await server.load($0)
    }
    #expect(await driver.snapshot.loadedItems.isEmpty)
    await driver.start()
    await driver.waitUntilIdle()
    #expect(await driver.snapshot.loadedItems.map(\.id) == Array(0..<10))
    #expect(await server.requests == [0])
  }

  @Test("loadMore(at:) loads the next page when only asked loads are made")
  func loadMoreAppends() async throws {
    let server = Server(count: 50)
    let driver = try PagingDriver(keys: .offsets(pageSize: 10), prefetch: .whenAsked) {
      await server.load($0)
    }
    await driver.start()
    await driver.waitUntilIdle()
    await driver.visibleRangeChanged(5..<10)
    await driver.waitUntilIdle()
    // Within a page of the end, but loads are made only when asked.
    #expect(await server.requests == [0])
    await driver.loadMore(at: .append)
    await driver.waitUntilIdle()
    #expect(await driver.snapshot.loadedItems.map(\.id) == Array(0..<20))
    // Offsets ask again for the last loaded item, to prove the join.
    #expect(await server.requests == [0, 9])
  }

  @Test("jump(to:) loads the page holding a far position; outside the collection it throws")
  func jumpLoadsThere() async throws {
    let server = Server(count: 100)
    let driver = try PagingDriver(keys: .offsets(pageSize: 10), prefetch: .items(0)) {
      await server.load($0)
    }
    await driver.visibleRangeChanged(0..<5)
    await driver.waitUntilIdle()
    try await driver.jump(to: 75)
    await driver.waitUntilIdle()
    let snapshot = await driver.snapshot
    #expect(snapshot.count == 100)
    #expect(snapshot[75].item?.id == 75)
    // Offsets centre the page on the position: 70 to 79.
    #expect(await server.requests == [0, 70])
    await #expect(throws: PagingError.indexOutOfRange(index: 100, count: 100)) {
      try await driver.jump(to: 100)
    }
  }

  @Test("The load states say a load is on its way until its page arrives")
  func loadStatesWhileLoading() throws {
    var collection = try RemoteCollection<Int, Post>(keys: .offsets(pageSize: 10))
    #expect(!collection.loadStates.isLoading)
    collection.visibleRangeChanged(0..<3)
    let next = collection.nextRequest()
    let request = try #require(next)
    #expect(collection.loadStates.isLoading)
    #expect(collection.loadStates[.refresh].isLoading && !collection.loadStates[.append].isLoading)
    try collection.receive(
      LoadedPage(items: (0..<10).map(Post.init), totalCount: 40), for: request)
    #expect(!collection.loadStates.isLoading)
  }
}
