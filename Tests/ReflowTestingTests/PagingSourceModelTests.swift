import ReflowTesting
import Testing

/// The list model the paging machines check collections against, and answer them with.
@Suite struct PagingSourceModelTests {
  typealias Cursor = PagingSourceModel.Cursor

  @Test("A run is gapless only if each item stood right after the one before it at some moment")
  func contiguity() {
    var source = PagingSourceModel(count: 6)
    #expect(source.isGapless([1, 2, 3]) && source.isGapless([]))
    #expect(!source.isGapless([1, 2, 2]), "a repeat")
    #expect(!source.isGapless([1, 3]), "2 is skipped")
    #expect(!source.isGapless([2, 1]), "out of order")
    #expect(!source.isGapless([5, 6]), "6 was never in the source")
    source.insert(count: 1, at: 2)  // [0, 1, 6, 2, 3, 4, 5]
    #expect(source.ids == [0, 1, 6, 2, 3, 4, 5])
    #expect(source.isGapless([1, 2, 3]), "before the insertion")
    #expect(source.isGapless([1, 6, 2]))
    #expect(!source.isGapless([6, 1]))
    source.delete(count: 1, at: 2)  // [0, 1, 2, 3, 4, 5]
    #expect(source.isGapless([1, 6, 2]), "6, deleted since, may still show")
    #expect(!source.isGapless([0, 2]), "1 sat between them at every moment")
    #expect(!source.isGapless([0, 6, 2]), "deleted 6 does not hide the skipped 1")
  }

  @Test("Pages read at different moments may straddle an edit, but not skip")
  func mixedMoments() {
    // [1, 2] read, then 6 inserted after 0 and 3 deleted, then [4] read after 2: never the
    // source all at once, yet each join was right when its page was read.
    var source = PagingSourceModel(count: 5)
    source.insert(count: 1, at: 1)  // [0, 5, 1, 2, 3, 4]
    source.delete(count: 1, at: 4)  // [0, 5, 1, 2, 4]
    #expect(source.isGapless([0, 1, 2, 4]) && source.isGapless([3]))
    #expect(!source.isGapless([0, 1, 4]), "2 stood between 1 and 4 at every moment")
    #expect(!source.isGapless([99]))
  }

  @Test("Places resolve against the source's length, a deletion at the tail taking the last items")
  func places() {
    typealias Place = PagingSourceModel.Place
    #expect(Place.head.index(in: 5) == 0 && Place.tail.index(in: 5) == 5)
    #expect(Place.tail.index(in: 5, deleting: 2) == 3 && Place.tail.index(in: 1, deleting: 3) == 0)
    #expect(Place.middle(7).index(in: 5) == 1, "7 modulo the 6 insertion points")
    #expect(Place.middle(7).index(in: 5, deleting: 1) == 2, "7 modulo the 5 items")
    #expect(Place.middle(3).index(in: 0) == 0)
  }

  @Test("Offset pages read the live items from the request's position, with the count if told")
  func positionalPages() throws {
    var source = PagingSourceModel(count: 5)
    var feed = try RemoteCollection<Int, PagingSourceModel.Item>(keys: .offsets(pageSize: 3))
    let requestOptional = feed.nextRequest()
    let request = try #require(requestOptional)
    source.delete(count: 1, at: 0)
    let page = source.page(for: request)
    #expect(page.items.map(\.id) == [1, 2, 3] && page.totalCount == 4)
    let quiet = PagingSourceModel(count: 2, reportsCount: false).page(for: request)
    #expect(quiet.items.map(\.id) == [0, 1] && quiet.totalCount == nil)
  }

  /// The refresh request a collection over cursors of 2 makes for `key`.
  func request(_ key: Cursor) throws -> PageRequest<Cursor> {
    var feed = try RemoteCollection<Cursor, PagingSourceModel.Item>(keys: .cursors(pageSize: 2))
    feed.refresh(at: key)
    let request = feed.nextRequest()
    return try #require(request)
  }

  @Test("Cursor pages lead on from deleted items, and an empty page leads on from its place")
  func cursorPages() throws {
    var source = PagingSourceModel(count: 6)
    let page = source.page(for: try request(.after(1)))
    #expect(page.items.map(\.id) == [2, 3] && page.itemsBefore == 2 && page.totalCount == 6)
    #expect(page.previousKey == .before(2) && page.nextKey == .after(3))
    source.delete(count: 2, at: 0)  // [2, 3, 4, 5]: "after 1" still means from 2
    let again = source.page(for: try request(.after(1)))
    #expect(again.items.map(\.id) == [2, 3] && again.previousKey == nil)
    #expect(source.page(for: try request(.from(3))).items.map(\.id) == [3, 4])
    #expect(source.page(for: try request(.before(5))).items.map(\.id) == [3, 4])
    // Everything before 4 deleted: "before 4" is empty, and leads on from 4, not to the end.
    source.delete(count: 2, at: 0)
    let empty = source.page(for: try request(.before(4)))
    #expect(empty.items.isEmpty && empty.previousKey == nil && empty.nextKey == .from(4))
    let last = source.page(for: try request(.after(5)))
    #expect(last.items.isEmpty && last.nextKey == nil && last.itemsBefore == 2)
  }
}
