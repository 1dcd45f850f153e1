/// A collection revealed page by page: a synchronous, sans-IO state machine for infinite scroll.
///
/// It works with two kinds of source:
/// - a whole collection you already have, revealed a page at a time with ``loadNextPage()``
///   (``init(revealing:pageSize:restoredPageCount:)``);
/// - a remote source: ``nextRequest()`` says which page to fetch, and you report back with
///   ``receive(_:for:)`` or ``fail(_:error:)``
///   (``init(pageSize:totalCount:maximumRequestsInFlight:)``). The end is known from a short page
///   or from a known total.
///
/// ```swift
/// var tags = try PagedCollection<String>(pageSize: 50)
/// if let request = tags.nextRequest() {
///   let page = try await api.tags(offset: request.offset, limit: request.limit)
///   try tags.receive(page, for: request)
/// }
/// ForEach(tags) { … }   // the loaded elements, a RandomAccessCollection
/// ```
///
/// Its rules, each the fix of a known defect of the recipe it grows from:
/// - pages are counted by ceiling division, so a partial last page is shown;
/// - empty sources and sources shorter than a page are normal;
/// - at most one request is in flight per page, and none is ever repeated while in flight;
/// - pages are appended in order whatever order answers arrive in;
/// - answers to requests older than the last ``invalidate()`` are dropped;
/// - when the source grows or shrinks the loaded elements stay a prefix of it: nothing is lost
///   or duplicated;
/// - a restored page count is clamped to the pages that exist, and ``loadedPageCount`` holds the
///   clamped value to write back.
public struct PagedCollection<Element> {
  /// The most elements one page holds.
  public let pageSize: Int
  /// How many pages may be requested at once; later ones wait in order.
  public let maximumRequestsInFlight: Int
  /// How many pages are loaded; the last may be partial.
  public internal(set) var loadedPageCount = 0
  /// Counts ``invalidate()`` calls; requests carry it so stale answers can be dropped.
  public internal(set) var generation = 0

  /// The loaded elements (a remote source), or the whole source (a revealed collection).
  var storage: [Element]
  /// How many elements of `storage` are loaded.
  var loadedCount = 0
  let isRevealing: Bool
  /// The total number of elements in the source, when known.
  var totalCount: Int?
  /// The index of the first page that does not exist, once known.
  var endPage: Int?
  /// Pages requested and not yet answered, in request order.
  package var pagesInFlight: [Int] = []
  /// Pages that arrived before an earlier page, by index.
  var bufferedPages: [Int: [Element]] = [:]
  var failure: (page: Int, error: any Error & Sendable)?

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
    self.maximumRequestsInFlight = 1
    self.isRevealing = true
    self.storage = Array(source)
    self.totalCount = storage.count
    self.endPage = Self.pageCount(of: storage.count, pageSize: pageSize)
    setLoadedPageCount(Swift.max(0, Swift.min(restoredPageCount, endPage ?? 0)))
  }

  /// Creates an empty collection over a remote source whose pages you fetch.
  ///
  /// - Parameters:
  ///   - pageSize: Elements per page, at least 1.
  ///   - totalCount: The number of elements in the source, or `nil` when unknown (the end is
  ///     then found by a short page).
  ///   - maximumRequestsInFlight: How many pages may be requested at once (at least 1).
  /// - Throws: ``PagingError`` naming a bad page size, total or limit.
  public init(pageSize: Int, totalCount: Int? = nil, maximumRequestsInFlight: Int = 1)
    throws(PagingError)
  {
    guard pageSize > 0 else { throw .invalidPageSize(pageSize) }
    if let totalCount, totalCount < 0 { throw .invalidTotalCount(totalCount) }
    guard maximumRequestsInFlight >= 1 else {
      throw .invalidRequestLimit(maximumRequestsInFlight)
    }
    self.pageSize = pageSize
    self.maximumRequestsInFlight = maximumRequestsInFlight
    self.isRevealing = false
    self.storage = []
    self.totalCount = totalCount
    self.endPage = totalCount.map { Self.pageCount(of: $0, pageSize: pageSize) }
  }

  /// The number of pages `count` elements fill, counting a partial last page.
  static func pageCount(of count: Int, pageSize: Int) -> Int {
    count / pageSize + (count % pageSize == 0 ? 0 : 1)
  }

  /// Whether the source may hold elements that are not loaded yet.
  public var hasMore: Bool {
    guard let endPage else { return true }
    return loadedPageCount < endPage
  }

  /// Where loading stands.
  public var loadState: LoadState {
    if let failure { return .failed(page: failure.page, error: failure.error) }
    if let page = pagesInFlight.min() { return .loading(page: page) }
    return hasMore ? .idle : .complete
  }

  mutating func setLoadedPageCount(_ pages: Int) {
    loadedPageCount = pages
    loadedCount = Swift.min(storage.count, pages * pageSize)
  }

  // MARK: - A revealed collection

  /// Reveals the next page of a revealed collection.
  ///
  /// - Returns: Whether a page was revealed: `false` when everything is shown, or for a remote
  ///   source (use ``nextRequest()`` there).
  /// - Complexity: O(1).
  @discardableResult
  public mutating func loadNextPage() -> Bool {
    guard isRevealing, hasMore else { return false }
    setLoadedPageCount(loadedPageCount + 1)
    return true
  }

  /// Replaces a revealed collection's source, keeping as many pages revealed as still exist.
  ///
  /// The revealed elements are read from the new source, so they stay its prefix: a shrunk
  /// source hides what is gone, a grown one fills a partial last page and shows more pages.
  ///
  /// - Complexity: O(*n*) to copy the new source.
  public mutating func replaceSource<Source: Collection<Element>>(with source: Source) {
    guard isRevealing else { return }
    storage = Array(source)
    totalCount = storage.count
    let pages = Self.pageCount(of: storage.count, pageSize: pageSize)
    endPage = pages
    setLoadedPageCount(Swift.min(loadedPageCount, pages))
  }
}

extension PagedCollection: Sendable where Element: Sendable {}
