@testable import Reflow
import Testing

extension RemoteCollectionTests {
  @Test("A cursor page repeating a loaded item, or itself, loses the repeats only")
  func repeatsInsideAPageDropped() throws {
    var feed = try RemoteCollection<String, PagingItem>(keys: .cursors(pageSize: 3))
    func page(_ ids: [Int], next: String) -> LoadedPage<String, PagingItem> {
      LoadedPage(items: ids.map(PagingItem.init), nextKey: next)
    }
    let firstOptional = feed.nextRequest()
    let first = try #require(firstOptional)
    try feed.receive(page([0, 1, 2], next: "b"), for: first)
    // Item 1 moved down the feed between the two requests: it shows once, where it was.
    feed.loadMore(at: .append)
    let appendOptional = feed.nextRequest()
    let append = try #require(appendOptional)
    try feed.receive(page([3, 1, 4], next: "c"), for: append)
    #expect(feed.loadedItems.map(\.id) == [0, 1, 2, 3, 4])
    #expect(feed.diagnostics.duplicatesDropped == 1)
    feed.loadMore(at: .append)
    let secondOptional = feed.nextRequest()
    let second = try #require(secondOptional)
    try feed.receive(page([5, 5, 6], next: "d"), for: second)
    #expect(feed.loadedItems.map(\.id) == [0, 1, 2, 3, 4, 5, 6])
    #expect(feed.diagnostics.duplicatesDropped == 2)
  }
}
