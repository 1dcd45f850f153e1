/// How a ``RemoteCollection`` names pages to its source: by offset, by page number, or by an
/// opaque cursor the source hands out.
///
/// Offsets and page numbers are positional: the collection works every key out from an index,
/// so it can jump straight to any index and refresh around any item. Cursors come from the
/// source (each page says the keys of the pages before and after it), so a collection over
/// cursors reaches an item only by paging towards it.
///
/// ```swift
/// let byOffset = try PagingKeys.offsets(pageSize: 50)          // ?offset=100&limit=51
/// let byPage = try PagingKeys.pageNumbers(pageSize: 50)        // ?page=2
/// let byCursor = try PagingKeys<String>.cursors(pageSize: 50)  // ?after=opaque
/// ```
///
/// Offset requests overlap what is loaded by one item: an append asks from the last loaded item
/// on, a prepend up to the first. The repeated item proves where the page joins, so rows added
/// or removed before it between two requests are found and never shown twice or skipped.
public struct PagingKeys<Key: Hashable & Sendable>: Sendable {
  @usableFromInline
  enum Scheme: Sendable {
    case offsets, pageNumbers, cursors
  }

  /// How many items a page holds.
  public let pageSize: Int
  /// The key of the first page of a collection over cursors (`nil`: the source's start).
  public let initialKey: Key?
  @usableFromInline
  let scheme: Scheme
  /// Makes a positional key from an offset or a page number; `nil` for cursors.
  @usableFromInline
  let positionalKey: (@Sendable (Int) -> Key)?

  @inlinable
  init(
    pageSize: Int, initialKey: Key?, scheme: Scheme, positionalKey: (@Sendable (Int) -> Key)?
  ) throws(PagingError) {
    guard pageSize > 0 else { throw .invalidPageSize(pageSize) }
    self.pageSize = pageSize
    self.initialKey = initialKey
    self.scheme = scheme
    self.positionalKey = positionalKey
  }

  /// Pages named by cursors the source returns with each page.
  ///
  /// - Parameters:
  ///   - pageSize: Items per page, at least 1.
  ///   - initialKey: The first page's key; `nil` asks the source for its start.
  /// - Throws: ``PagingError/invalidPageSize(_:)``.
  @inlinable
  public static func cursors(pageSize: Int, initialKey: Key? = nil) throws(PagingError)
    -> PagingKeys
  {
    try PagingKeys(pageSize: pageSize, initialKey: initialKey, scheme: .cursors, positionalKey: nil)
  }

  /// Whether keys follow from positions, so jumps and placeholders work without the source.
  @inlinable
  public var isPositional: Bool { positionalKey != nil }

  /// The request a positional scheme makes for the items from `position` on, at most `limit`:
  /// its key, its first position and its limit; `nil` when the position is past what a page
  /// number can name.
  @inlinable
  func positional(from position: Int, limit: Int) -> (key: Key, position: Int, limit: Int)? {
    guard let positionalKey else { return nil }
    switch scheme {
    case .pageNumbers:
      let page = position / pageSize
      let (start, overflow) = page.multipliedReportingOverflow(by: pageSize)
      guard !overflow else { return nil }
      return (positionalKey(page), start, pageSize)
    case .offsets, .cursors:
      return (positionalKey(position), position, limit)
    }
  }

  /// A page size plus the item of overlap an offset request asks for, without overflowing.
  @inlinable
  var overlappingLimit: Int {
    let (limit, overflow) = pageSize.addingReportingOverflow(1)
    return overflow ? pageSize : limit
  }
}

extension PagingKeys where Key == Int {
  /// Pages named by the index of their first item; requests overlap the loaded items by one.
  ///
  /// - Parameter pageSize: Items per page, at least 1.
  /// - Throws: ``PagingError/invalidPageSize(_:)``.
  @inlinable
  public static func offsets(pageSize: Int) throws(PagingError) -> PagingKeys {
    try PagingKeys(pageSize: pageSize, initialKey: nil, scheme: .offsets) { $0 }
  }

  /// Pages named by number from 0: page *n* holds the items from *n* × `pageSize`.
  ///
  /// - Parameter pageSize: Items per page, at least 1.
  /// - Throws: ``PagingError/invalidPageSize(_:)``.
  @inlinable
  public static func pageNumbers(pageSize: Int) throws(PagingError) -> PagingKeys {
    try PagingKeys(pageSize: pageSize, initialKey: nil, scheme: .pageNumbers) { $0 }
  }
}
