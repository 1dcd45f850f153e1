import Reflow
import Testing

@Suite struct PagingDriverTests {
  private struct Offline: Error {}

  private struct Post: Identifiable, Hashable, Sendable {
    let id: Int
  }

  /// An offset source that counts loads and fails the ones it is told to.
  private actor Server {
    let count: Int
    var requests: [Int] = []
    var failNext = false
    init(count: Int) { self.count = count }
    func load(_ request: PageRequest<Int>) throws -> LoadedPage<Int, Post> {
      requests.append(request.position ?? -1)
      if failNext {
        failNext = false
        throw Offline()
      }
      let start = min(request.position ?? 0, count)
      let end = min(count, start + min(request.limit, count))
      return LoadedPage(items: (start..<end).map(Post.init), totalCount: count)
    }
    func setFailNext() { failNext = true }
  }

  @Test("Loads around the visible positions, once per page")
  func loadsAroundViewport() async throws {
    let server = Server(count: 100)
    let driver = try PagingDriver(keys: .offsets(pageSize: 20), prefetch: .items(5)) {
      try await server.load($0)
    }
    await driver.visibleRangeChanged(0..<5)
    await driver.waitUntilIdle()
    #expect(await driver.snapshot.loadedItems.map(\.id) == Array(0..<20))
    await driver.visibleRangeChanged(10..<14)
    await driver.waitUntilIdle()
    #expect(await server.requests == [0])
    await driver.visibleRangeChanged(10..<15)
    await driver.waitUntilIdle()
    #expect(await driver.snapshot.loadedItems.map(\.id) == Array(0..<40))
    #expect(await server.requests == [0, 19])
    #expect(await driver.snapshot.count == 100)
  }

  @Test("A failed end waits for retry, which loads the same page")
  func failureAndRetry() async throws {
    let server = Server(count: 30)
    await server.setFailNext()
    let driver = try PagingDriver(keys: .offsets(pageSize: 10)) { try await server.load($0) }
    await driver.visibleRangeChanged(0..<5)
    await driver.waitUntilIdle()
    #expect(await driver.snapshot.loadStates.refresh.isFailed)
    await driver.visibleRangeChanged(0..<6)
    await driver.waitUntilIdle()
    #expect(await server.requests == [0])
    await driver.retry()
    await driver.waitUntilIdle()
    #expect(await driver.snapshot.loadedItems.count >= 10)
    #expect(await server.requests.prefix(2) == [0, 0])
  }

  @Test("Iterating streams updates: the current snapshot with no change, then each change")
  func streamsSnapshots() async throws {
    let server = Server(count: 50)
    let driver = try PagingDriver(keys: .offsets(pageSize: 10)) { try await server.load($0) }
    var iterator = driver.makeAsyncIterator()
    let first = await iterator.next()
    #expect(first?.snapshot.isEmpty == true)
    #expect(first?.changes.isEmpty == true)
    await driver.visibleRangeChanged(0..<5)
    var loaded: PagingSnapshot<Post>?
    var changes: [PagingChange] = []
    while let update = await iterator.next() {
      changes += update.changes
      if !update.snapshot.loadedItems.isEmpty {
        loaded = update.snapshot
        break
      }
    }
    // The first page made the 50 positions: ten items, then placeholders.
    #expect(changes.first?.edits.first == .insert(0..<50))
    #expect(loaded?.count == 50 && loaded?.loadedItems.first?.id == 0)
    #expect(loaded?[49] == .placeholder(index: 49))
  }

  /// Opens once: the first caller waits, later ones pass.
  private actor Gate {
    var opened = false
    func firstTime() -> Bool {
      defer { opened = true }
      return !opened
    }
  }

  @Test("refresh() cancels loads in flight; the old items stay until the new page arrives")
  func refreshCancels() async throws {
    let gate = Gate()
    let driver = try PagingDriver(keys: .offsets(pageSize: 10)) { request in
      if request.kind == .append, await gate.firstTime() {
        try await Task.sleep(for: .seconds(60))
      }
      let start = request.position ?? 0
      return LoadedPage(items: (start..<(start + request.limit)).map(Post.init))
    }
    await driver.visibleRangeChanged(0..<10)
    while await driver.snapshot.loadedItems.isEmpty { await Task.yield() }
    #expect(await driver.snapshot.loadStates.append.isLoading)
    await driver.refresh()
    #expect(await driver.snapshot.loadedItems.map(\.id) == Array(0..<10))
    await driver.waitUntilIdle()
    #expect(await driver.snapshot.loadStates.refresh.isLoading == false)
  }

  @Test("Usable from the main actor: snapshots are Sendable values")
  @MainActor func mainActor() async throws {
    let server = Server(count: 25)
    let driver = try PagingDriver(keys: .offsets(pageSize: 10)) { try await server.load($0) }
    await driver.visibleRangeChanged(0..<25)
    await driver.waitUntilIdle()
    let rows: PagingSnapshot<Post> = await driver.snapshot
    #expect(rows.loadedItems.map(\.id) == Array(0..<25))
    #expect(rows.loadStates.append.isComplete)
  }
}
