/// A page a ``RemoteCollection`` asks its owner to load.
///
/// Load it and hand it back with the answer, ``RemoteCollection/receive(_:for:)`` or
/// ``RemoteCollection/fail(_:error:)``. A request is only ever answered once: an answer to a
/// request that is no longer in flight (it was answered already, or a refresh replaced it) is
/// dropped.
///
/// ```swift
/// while let request = feed.nextRequest() {
///   let page = try await api.posts(after: request.key, limit: request.limit)
///   try feed.receive(LoadedPage(items: page.posts, previousKey: page.before,
///                               nextKey: page.after), for: request)
/// }
/// ```
public struct PageRequest<Key: Hashable & Sendable>: Hashable, Sendable {
  /// Which end the page is for.
  public let kind: LoadKind
  /// The key the source understands (an offset, a page number or a cursor); `nil` asks for the
  /// source's start, as a first load over cursors does.
  public let key: Key?
  /// The most items the page may hold.
  public let limit: Int
  /// The index in the source of the first item asked for, for offsets and page numbers; `nil`
  /// for cursors.
  public let position: Int?
  /// Tells requests apart: two requests for the same key are still two requests.
  @usableFromInline
  package let serial: Int

  @inlinable
  init(kind: LoadKind, key: Key?, limit: Int, position: Int?, serial: Int) {
    self.kind = kind
    self.key = key
    self.limit = limit
    self.position = position
    self.serial = serial
  }
}

extension PageRequest: CustomStringConvertible {
  @inlinable
  public var description: String {
    let key = key.map { "\($0)" } ?? "start"
    return "\(kind.rawValue) key \(key) limit \(limit)"
  }
}

/// A loaded page: its items, the keys of the pages around it, and what the source knows of its
/// count (Android Paging's `LoadResult.Page`).
///
/// For cursors, `previousKey` and `nextKey` chain the pages, `nil` at either end. For offsets and
/// page numbers the collection works the keys out itself from positions and reads the end from a
/// short page or the count; leave the keys `nil` there.
///
/// ```swift
/// LoadedPage(items: posts, previousKey: response.before, nextKey: response.after)
/// LoadedPage(items: rows, totalCount: 1_000_000)      // offsets or page numbers
/// ```
public struct LoadedPage<Key: Hashable & Sendable, Item> {
  /// The items, in source order; at most the request's limit.
  public var items: [Item]
  /// The key of the page before this one; `nil` at the source's start.
  public var previousKey: Key?
  /// The key of the page after this one; `nil` at the source's end.
  public var nextKey: Key?
  /// How many items the source holds before the first of this page, if it says; offsets and
  /// page numbers know it from the request.
  public var itemsBefore: Int?
  /// How many items the source holds in all, if it says. With it the collection shows
  /// placeholders for every item not loaded, and jumps straight to any index.
  public var totalCount: Int?

  /// Creates a page.
  @inlinable
  public init(
    items: [Item], previousKey: Key? = nil, nextKey: Key? = nil, itemsBefore: Int? = nil,
    totalCount: Int? = nil
  ) {
    self.items = items
    self.previousKey = previousKey
    self.nextKey = nextKey
    self.itemsBefore = itemsBefore
    self.totalCount = totalCount
  }
}

extension LoadedPage: Sendable where Item: Sendable {}

/// What a ``RemoteCollection`` did with an answer.
public enum PageOutcome: Hashable, Sendable {
  /// The page was placed; the change says which positions moved, loaded or unloaded.
  case applied(PagingChange)
  /// The answer was ignored, and why.
  case dropped(DropReason)

  /// Why an answer was ignored.
  public enum DropReason: Hashable, Sendable {
    /// No request like it is in flight: it was answered already, or a refresh replaced it.
    case notInFlight
    /// It does not join the loaded items (the source changed so that items would be skipped or
    /// shown twice); a refresh around the viewport is queued instead.
    case gap
  }

  /// The change, when the page was placed.
  public var change: PagingChange? { if case .applied(let change) = self { change } else { nil } }
}
