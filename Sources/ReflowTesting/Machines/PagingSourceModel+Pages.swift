extension PagingSourceModel {
  /// A cursor of the modelled cursor source: the items after, before or from an item, which
  /// may have been deleted since the cursor was handed out.
  public enum Cursor: Hashable, Sendable, CustomStringConvertible {
    /// The items after this one (an append's key).
    case after(Int)
    /// The items before this one (a prepend's key).
    case before(Int)
    /// The items from this one on (a refresh around an item).
    case from(Int)

    public var description: String {
      switch self {
      case .after(let id): "after \(id)"
      case .before(let id): "before \(id)"
      case .from(let id): "from \(id)"
      }
    }
  }

  /// The source's answer, now, to a request by offset or page number: the live items from the
  /// request's position, at most its limit.
  ///
  /// - Parameter request: A request of a collection over `.offsets` or `.pageNumbers`.
  /// - Returns: The page, with the source's count when it ``reportsCount``.
  public func page(for request: PageRequest<Int>) -> LoadedPage<Int, Item> {
    let live = ids
    let start = Swift.min(Swift.max(0, request.position ?? 0), live.count)
    let end = start + Swift.min(Swift.max(0, request.limit), live.count - start)
    return LoadedPage(
      items: live[start..<end].map(Item.init), totalCount: reportsCount ? live.count : nil)
  }

  /// The source's answer, now, to a request by ``Cursor``: the live items after, before or from
  /// the cursor's item, at most the request's limit, with the cursors of the pages around them.
  ///
  /// A page's previous key is `.before` its first item and its next key `.after` its last, `nil`
  /// at the source's ends; a request without a key asks for the source's start, and a cursor
  /// naming an item the source never held (such as `.before(.max)`) stands for its end.
  ///
  /// - Parameter request: A request of a collection over `.cursors`.
  /// - Returns: The page, with its position and the source's count when it ``reportsCount``.
  public func page(for request: PageRequest<Cursor>) -> LoadedPage<Cursor, Item> {
    let live = ids
    let limit = Swift.max(0, request.limit)
    let range: Range<Int>
    switch request.key {
    case nil:
      range = 0..<Swift.min(live.count, limit)
    case .after(let id)?:
      let start = position(of: id) + (isLive(id) ? 1 : 0)
      range = start..<Swift.min(live.count, start + limit)
    case .from(let id)?:
      let start = position(of: id)
      range = start..<Swift.min(live.count, start + limit)
    case .before(let id)?:
      let end = position(of: id)
      range = Swift.max(0, end - limit)..<end
    }
    let items = live[range].map(Item.init)
    // An empty page still leads on: back from the item at its place (or the end), on from it.
    let following = range.lowerBound < live.count ? live[range.lowerBound] : Int.max
    let previous = items.first?.id ?? following
    var next: Cursor?
    if range.upperBound < live.count {
      next = items.last.map { .after($0.id) } ?? .from(live[range.upperBound])
    }
    return LoadedPage(
      items: items, previousKey: range.lowerBound > 0 ? .before(previous) : nil, nextKey: next,
      itemsBefore: reportsCount ? range.lowerBound : nil,
      totalCount: reportsCount ? live.count : nil)
  }
}
