/// The errors a ``PagedCollection`` or an ``EndReachedTrigger`` reports for bad input.
///
/// Every case carries the bad value, and its `description` names the value and the fix.
public enum PagingError: Error, Sendable, Equatable {
  /// A page size of zero or less.
  case invalidPageSize(Int)
  /// A page arrived with more elements than a page holds.
  case oversizedPage(page: Int, count: Int, pageSize: Int)
  /// A total element count below zero.
  case invalidTotalCount(Int)
  /// A threshold that is NaN, infinite or negative.
  case invalidThreshold(String)
  /// A limit on requests in flight below one.
  case invalidRequestLimit(Int)
}

extension PagingError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .invalidPageSize(let size):
      return "page size is \(size); it must be at least 1: pass the number of elements a page"
        + " request returns"
    case .oversizedPage(let page, let count, let pageSize):
      return "page \(page) arrived with \(count) elements but a page holds \(pageSize): the page"
        + " was not added; return at most \(pageSize) elements per page"
    case .invalidTotalCount(let count):
      return "total count is \(count); it must be at least 0: pass nil when it is unknown"
    case .invalidThreshold(let threshold):
      return "threshold \(threshold) is not valid; it must be finite and at least 0"
        + " (for example .viewportFraction(0.25), .points(200) or .items(15))"
    case .invalidRequestLimit(let limit):
      return "maximum requests in flight is \(limit); it must be at least 1"
    }
  }
}
