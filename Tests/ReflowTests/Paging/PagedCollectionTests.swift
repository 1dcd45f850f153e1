@testable import Reflow
import Testing

@Suite struct PagedCollectionTests {
  @Test("A revealed collection shows a partial last page (pages by ceiling division)")
  func partialLastPage() throws {
    var tags = try PagedCollection(revealing: 0..<105, pageSize: 50)
    #expect(tags.isEmpty && tags.hasMore && tags.pageCount == 3)
    while tags.loadNextPage() {}
    #expect(tags.loadedPageCount == 3)
    #expect(Array(tags) == Array(0..<105))
    #expect(!tags.hasMore)
  }

  @Test("Empty and shorter-than-a-page sources are normal", arguments: [0, 1, 49])
  func shortSources(count: Int) throws {
    var revealed = try PagedCollection(revealing: 0..<count, pageSize: 50)
    revealed.loadNextPage()
    #expect(Array(revealed) == Array(0..<count))
    #expect(!revealed.hasMore)
  }

  @Test("A page size of zero or less is a typed error", arguments: [0, -3])
  func badPageSize(size: Int) {
    #expect(throws: PagingError.invalidPageSize(size)) {
      _ = try PagedCollection(revealing: [1, 2, 3], pageSize: size)
    }
    #expect(throws: PagingError.invalidPageSize(size)) {
      _ = try PagingKeys.offsets(pageSize: size)
    }
    #expect(throws: PagingError.invalidPageSize(size)) {
      _ = try PagingKeys.pageNumbers(pageSize: size)
    }
    #expect(throws: PagingError.invalidPageSize(size)) {
      _ = try PagingKeys<String>.cursors(pageSize: size)
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

  @Test("A page size of Int.max reveals everything in one page without overflowing")
  func hugePageSize() throws {
    var tags = try PagedCollection(revealing: 0..<5, pageSize: .max, restoredPageCount: .max)
    #expect(tags.loadedPageCount == 1 && Array(tags) == Array(0..<5))
    tags.reset()
    #expect(tags.isEmpty && tags.loadNextPage() && tags.count == 5 && !tags.loadNextPage())
    #expect(tags.invariantViolations().isEmpty)
  }

  @Test("A replaced source keeps the revealed elements its prefix")
  func replaceSource() throws {
    var revealed = try PagedCollection(revealing: 0..<6, pageSize: 4)
    revealed.loadNextPage()
    revealed.loadNextPage()
    revealed.replaceSource(with: 0..<3)
    #expect(Array(revealed) == [0, 1, 2] && revealed.loadedPageCount == 1)
    revealed.replaceSource(with: 0..<20)
    #expect(Array(revealed) == [0, 1, 2, 3])
  }
}
