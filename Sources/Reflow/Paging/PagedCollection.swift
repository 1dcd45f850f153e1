/// A collection you already have, revealed a page at a time: the simple infinite scroll, where
/// the data is local and only the layout is paged.
///
/// For a source you fetch from (a server, a database), use ``RemoteCollection``: it loads by
/// keys in both directions, with placeholders, jumps and a memory limit. The two are separate
/// types so that a call that makes no sense for one cannot be written against it.
///
/// ```swift
/// var tags = try PagedCollection(revealing: allTags, pageSize: 50)
/// if trigger.update(window.position) { tags.loadNextPage() }
/// ForEach(tags) { … }   // the revealed elements, a RandomAccessCollection
/// ```
///
/// Its rules, each the fix of a known defect of the recipe it grows from:
/// - pages are counted by ceiling division, so a partial last page is shown;
/// - empty sources and sources shorter than a page are normal;
/// - a replaced source keeps the revealed elements its prefix: nothing is lost or duplicated;
/// - a restored page count is clamped to the pages that exist, and ``loadedPageCount`` holds the
///   clamped value to write back.
public struct PagedCollection<Element> {
  /// The most elements one page holds.
  public let pageSize: Int
  /// How many pages are revealed; the last may be partial.
  public internal(set) var loadedPageCount = 0

  /// The whole source.
  var storage: [Element]
  /// How many elements of `storage` are revealed.
  var loadedCount = 0

  /// Reveals `source` a page at a time.
  ///
  /// - Parameters:
  ///   - source: Every element; ``loadNextPage()`` reveals the next `pageSize` of them.
  ///   - pageSize: Elements per page, at least 1.
  ///   - restoredPageCount: Pages shown before, e.g. saved across launches; clamped to the pages
  ///     `source` has (read the clamped value back from ``loadedPageCount``).
  /// - Throws: ``PagingError/invalidPageSize(_:)``.
  /// - Complexity: O(*n*) to copy `source` once; no copy per access afterwards.
  public init<Source: Collection<Element>>(
    revealing source: Source, pageSize: Int, restoredPageCount: Int = 0
  ) throws(PagingError) {
    guard pageSize > 0 else { throw .invalidPageSize(pageSize) }
    self.pageSize = pageSize
    self.storage = Array(source)
    setLoadedPageCount(Swift.max(0, Swift.min(restoredPageCount, pageCount)))
  }

  /// The number of pages the source fills, counting a partial last page.
  public var pageCount: Int {
    storage.count / pageSize + (storage.count % pageSize == 0 ? 0 : 1)
  }

  /// Whether the source has elements not revealed yet.
  public var hasMore: Bool { loadedPageCount < pageCount }

  /// Reveals the next page.
  ///
  /// - Returns: Whether a page was revealed: `false` when everything is shown.
  /// - Complexity: O(1).
  @discardableResult
  public mutating func loadNextPage() -> Bool {
    guard hasMore else { return false }
    setLoadedPageCount(loadedPageCount + 1)
    return true
  }

  /// Replaces the source, keeping as many pages revealed as still exist.
  ///
  /// The revealed elements are read from the new source, so they stay its prefix: a shrunk
  /// source hides what is gone, a grown one fills a partial last page and shows more pages.
  ///
  /// - Complexity: O(*n*) to copy the new source.
  public mutating func replaceSource<Source: Collection<Element>>(with source: Source) {
    storage = Array(source)
    setLoadedPageCount(Swift.min(loadedPageCount, pageCount))
  }

  /// Hides every page again, as before the first ``loadNextPage()``.
  public mutating func reset() {
    setLoadedPageCount(0)
  }

  private mutating func setLoadedPageCount(_ pages: Int) {
    loadedPageCount = pages
    let (end, overflow) = pages.multipliedReportingOverflow(by: pageSize)
    loadedCount = overflow ? storage.count : Swift.min(storage.count, end)
  }
}

extension PagedCollection: Sendable where Element: Sendable {}
