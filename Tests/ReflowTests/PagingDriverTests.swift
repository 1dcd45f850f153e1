import Reflow
import Testing

@Suite struct PagingDriverTests {
  private struct Offline: Error {}

  /// Counts loads, and fails the ones it is told to.
  private actor Server {
    let items: [Int]
    var requests: [Int] = []
    var failNext = false
    init(count: Int) { items = Array(0..<count) }
    func load(_ request: PageRequest) throws -> [Int] {
      requests.append(request.page)
      if failNext {
        failNext = false
        throw Offline()
      }
      return Array(items.dropFirst(request.offset).prefix(request.limit))
    }
    func setFailNext() { failNext = true }
  }

  @Test("Loads when the last visible item comes within the prefetch distance, once per page")
  func prefetchDistance() async throws {
    let server = Server(count: 100)
    let driver = try PagingDriver<Int>(pageSize: 20, prefetchDistance: 5) { try await server.load($0) }
    await driver.visibleRangeChanged(lastVisibleIndex: nil)
    await driver.waitUntilIdle()
    #expect(await driver.collection.count == 20)
    await driver.visibleRangeChanged(lastVisibleIndex: 10)
    await driver.visibleRangeChanged(lastVisibleIndex: 13)
    #expect(await driver.collection.count == 20)
    await driver.visibleRangeChanged(lastVisibleIndex: 14)
    await driver.visibleRangeChanged(lastVisibleIndex: 15)
    await driver.waitUntilIdle()
    #expect(await Array(driver.collection) == Array(0..<40))
    #expect(await server.requests == [0, 1])
  }

  @Test("A failed load waits for retry(), which loads the same page")
  func failureAndRetry() async throws {
    let server = Server(count: 30)
    await server.setFailNext()
    let driver = try PagingDriver<Int>(pageSize: 10, prefetchDistance: 5) { try await server.load($0) }
    await driver.visibleRangeChanged(lastVisibleIndex: nil)
    await driver.waitUntilIdle()
    #expect(await driver.collection.loadState.isFailed)
    await driver.visibleRangeChanged(lastVisibleIndex: nil)
    await driver.waitUntilIdle()
    #expect(await server.requests == [0])
    await driver.retry()
    await driver.waitUntilIdle()
    #expect(await driver.collection.count == 10)
    #expect(await server.requests == [0, 0])
    #expect(await driver.collection.loadState.isLoading == false)
  }

  @Test("Content that stays fully visible keeps loading until the source ends")
  func shortContentLoadsToTheEnd() async throws {
    let server = Server(count: 25)
    let driver = try PagingDriver<Int>(pageSize: 10, prefetchDistance: 0) { try await server.load($0) }
    // The app reports after each render that everything loaded is visible.
    for _ in 0..<10 {
      let count = await driver.collection.count
      await driver.visibleRangeChanged(lastVisibleIndex: count == 0 ? nil : count - 1)
      await driver.waitUntilIdle()
    }
    #expect(await Array(driver.collection) == Array(0..<25))
    #expect(await driver.collection.loadState.isComplete)
  }

  @Test("invalidate() cancels loads in flight and starts again from the first page")
  func invalidateCancels() async throws {
    let driver = try PagingDriver<Int>(pageSize: 10) { request in
      try await Task.sleep(for: .seconds(request.generation == 0 ? 60 : 0))
      return Array(request.offset..<(request.offset + 10))
    }
    await driver.visibleRangeChanged(lastVisibleIndex: 0)
    await driver.invalidate()
    await driver.waitUntilIdle()
    let collection = await driver.collection
    #expect(collection.generation == 1)
    #expect(collection.count >= 10)
  }
}
