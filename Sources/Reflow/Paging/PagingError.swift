/// The errors paging reports for bad input: a ``PagedCollection``, a ``RemoteCollection``, its
/// ``PagingKeys``, an ``EndReachedTrigger`` or a ``PagingDriver``.
///
/// Every case carries the bad value, and its `description` names the value and the fix.
public enum PagingError: Error, Sendable, Equatable {
  /// A page size of zero or less.
  case invalidPageSize(Int)
  /// A page arrived with more items than its request allowed; it was not added.
  case oversizedPage(count: Int, limit: Int)
  /// A page's counts contradict each other or its request: negative, overflowing, or more items
  /// before it than the source holds.
  case invalidPageCounts(itemsBefore: Int?, count: Int, totalCount: Int?)
  /// A threshold that is NaN, infinite or negative.
  case invalidThreshold(String)
  /// A prefetch distance below zero.
  case invalidPrefetchDistance(Int)
  /// A memory limit too small to hold what a viewport needs around it.
  case invalidLoadLimit(Int, minimum: Int)
  /// A threshold in items, updated with a position that does not say which item is the last
  /// visible one: it would fire on every frame.
  case missingLastVisibleIndex(itemCount: Int)
  /// A jump to an index over cursors, which cannot name an index.
  case jumpNeedsPositionalKeys(index: Int)
  /// An index outside the collection.
  case indexOutOfRange(index: Int, count: Int)
  /// A page that added nothing new yet did not end the source: loading on would repeat it
  /// forever.
  case noProgress(key: String)
}

extension PagingError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .invalidPageSize(let size):
      return "page size is \(size); it must be at least 1: pass the number of items a page"
        + " request returns"
    case .oversizedPage(let count, let limit):
      return "a page arrived with \(count) items but its request allowed \(limit): the page was"
        + " not added; return at most the request's limit"
    case .invalidPageCounts(let before, let count, let total):
      let before = before.map { "\($0)" } ?? "unknown"
      let total = total.map { "\($0)" } ?? "unknown"
      return "a page of \(count) items says \(before) items come before it of \(total) in all;"
        + " counts must be at least 0 and items before plus the page at most the total"
    case .invalidThreshold(let threshold):
      return "threshold \(threshold) is not valid; it must be finite and at least 0"
        + " (for example .viewportFraction(0.25), .points(200) or .items(15))"
    case .invalidPrefetchDistance(let distance):
      return "prefetch distance is \(distance); it must be at least 0 items"
    case .invalidLoadLimit(let limit, let minimum):
      return "maximum loaded items is \(limit); it must be at least \(minimum) (two pages and"
        + " the prefetch distance on both sides), or nil for no limit"
    case .missingLastVisibleIndex(let itemCount):
      return "an items threshold needs the last visible index, but the position has none with"
        + " \(itemCount) items; pass lastVisibleIndex (a LazyFlowWindow's position has it) or"
        + " use .points or .viewportFraction"
    case .jumpNeedsPositionalKeys(let index):
      return "cannot jump to index \(index): cursor keys do not name indices; jump with offset or"
        + " page-number keys, or refresh(at:) a cursor the source gave"
    case .indexOutOfRange(let index, let count):
      return "index \(index) is outside the collection's \(count) positions; pass 0..<\(count)"
    case .noProgress(let key):
      return "the page for key \(key) added no new item but did not end the source; the source"
        + " repeats itself: return the next items, or nil as the next key at the end"
    }
  }
}
