/// Items of a remote source, loaded a page at a time in both directions around the viewport: a
/// synchronous, sans-IO state machine for feeds, timelines and long lists.
///
/// It says which page to load next (``nextRequest()``) and is told what came back
/// (``receive(_:for:)``, ``fail(_:error:)``); you do the I/O, or let a ``PagingDriver`` do it.
/// Pages are named by ``PagingKeys``: offsets, page numbers or the source's cursors.
///
/// ```swift
/// var feed = try RemoteCollection<String, Post>(keys: .cursors(pageSize: 20))
/// feed.visibleRangeChanged(0..<8)                    // from the frame, every scroll
/// while let request = feed.nextRequest() {           // first a refresh at the source's start
///   let page = try await api.posts(after: request.key, limit: request.limit)
///   try feed.receive(LoadedPage(items: page.posts, previousKey: page.before,
///                               nextKey: page.after), for: request)
/// }
/// feed.refresh()   // pull to refresh: the old posts stay until the new ones swap in
/// ```
///
/// What it promises, whatever the order, timing or failures of the answers:
/// - **No item twice.** Items are `Identifiable`; an answer that repeats a loaded item (the source
///   shifted between two requests, equal sort keys, pages of different sizes) loses the repeat,
///   counted in ``diagnostics``.
/// - **No item skipped.** When an answer cannot be joined to the loaded items without a hole (an
///   offset page that does not contain the item it overlaps, counts that moved unexplained), it
///   is dropped and the window is refreshed around the viewport instead. Offsets and cursors
///   prove each join; page numbers can only when the source reports its count.
///   Rows edited *inside* the loaded window cannot be seen by any pager: call ``refresh()`` then,
///   as Android Paging's sources call `invalidate()`.
/// - **Two-way, each end on its own.** ``loadStates`` has a refresh, a prepend and an append state;
///   a failure stops only its end, and ``retry(_:)`` resumes it. An end whose failed page turns
///   out to lie past the source's end is complete, not failed.
/// - **Placeholders and jumps.** When the source reports its count, the collection has a position
///   for every item: unloaded ones are ``PagingSlot/placeholder(index:)``, and scrolling or
///   ``jump(to:)`` far away loads the page there directly, not the pages in between.
/// - **Bounded memory.** With ``maximumLoadedItems`` the pages farthest from the viewport are
///   dropped (back to placeholders, or trimmed when there are none) and loaded again when the
///   viewport returns.
/// - **Refresh in one step.** ``refresh()`` keeps the items until the new page arrives, then
///   swaps it in at once, reporting where the anchor item moved so the view keeps it in place.
///
/// Every position is a ``PagingSlot``; the collection is a `RandomAccessCollection` of them.
public struct RemoteCollection<Key: Hashable & Sendable, Item: Identifiable> {
  /// How pages are named.
  public let keys: PagingKeys<Key>
  /// The most items kept loaded, or `nil` for no limit.
  public let maximumLoadedItems: Int?
  /// When a prepend or append goes out.
  public let prefetch: Prefetch
  /// For cursors, the key a refresh around an anchor item asks for.
  @usableFromInline
  let refreshKey: (@Sendable (Item) -> Key?)?
  /// How many items from a loaded end the viewport may come before the next page is requested;
  /// with ``Prefetch/whenAsked``, the margin a dropped page keeps from the viewport.
  @usableFromInline
  let prefetchDistance: Int

  /// When a prepend or append goes out.
  public enum Prefetch: Hashable, Sendable {
    /// When the visible positions come within this many items of a loaded end (Android Paging's
    /// `prefetchDistance`).
    case items(Int)
    /// Only when ``RemoteCollection/loadMore(at:)`` asks: for a trigger of your own, such as an
    /// ``EndReachedTrigger`` in points.
    case whenAsked
  }

  /// The positions, loaded items, placeholders, load states and diagnostics.
  @usableFromInline
  var window = PagingSnapshot<Item>()

  /// The positions as a value: loaded items, placeholders and load states.
  @inlinable
  public var snapshot: PagingSnapshot<Item> { window }

  /// The ids of the loaded items, to refuse repeats.
  @usableFromInline
  var ids: Set<Item.ID> = []
  /// The loaded pages in order, for cursor keys and for dropping a page at a time.
  @usableFromInline
  var pages = EdgeBuffer<PageRecord>()
  /// The index in the source of the first loaded item, when known.
  @usableFromInline
  var firstIndex: Int?
  /// The source's count, when it reported one.
  @usableFromInline
  var totalCount: Int?
  /// Whether an append came back short (or without a next key): the end, until told otherwise.
  @usableFromInline
  var tailEnded = false
  /// The request in flight for each kind.
  @usableFromInline
  package var inFlight = InFlight()
  /// A refresh waiting to be requested, and where.
  @usableFromInline
  var pendingRefresh: RefreshTarget? = .start
  /// Where the last refresh was for, so retrying a failed one asks for the same place (around
  /// the anchor, before any refresh went out).
  @usableFromInline
  var failedRefresh: RefreshTarget = .anchor
  /// Ends asked for with ``loadMore(at:)``, regardless of the prefetch distance.
  @usableFromInline
  var wantsPrepend = false
  @usableFromInline
  var wantsAppend = false
  /// The last visible positions reported, moved along with every edit since.
  @usableFromInline
  var visible: Range<Int>?
  /// The item under the viewport's anchor (the first visible loaded item) and its position.
  @usableFromInline
  var anchor: Anchor?
  /// Items dropped from either end since and not loaded again, to count reloads.
  @usableFromInline
  var droppedBefore = 0
  @usableFromInline
  var droppedAfter = 0
  @usableFromInline
  var serial = 0

  /// One loaded page.
  @usableFromInline
  struct PageRecord {
    @usableFromInline
    var key: Key?
    @usableFromInline
    var count: Int
    @usableFromInline
    var previousKey: Key?
    @usableFromInline
    var nextKey: Key?

    @inlinable
    init(key: Key?, count: Int, previousKey: Key?, nextKey: Key?) {
      self.key = key
      self.count = count
      self.previousKey = previousKey
      self.nextKey = nextKey
    }
  }

  /// The requests in flight, one per kind at most.
  @usableFromInline
  package struct InFlight {
    @usableFromInline
    package var refresh: PageRequest<Key>?
    @usableFromInline
    package var prepend: PageRequest<Key>?
    @usableFromInline
    package var append: PageRequest<Key>?

    @inlinable
    package init() {}

    @inlinable
    package subscript(kind: LoadKind) -> PageRequest<Key>? {
      get {
        switch kind {
        case .refresh: refresh
        case .prepend: prepend
        case .append: append
        }
      }
      set {
        switch kind {
        case .refresh: refresh = newValue
        case .prepend: prepend = newValue
        case .append: append = newValue
        }
      }
    }
  }

  /// Where a refresh loads.
  @usableFromInline
  enum RefreshTarget: Hashable {
    /// The source's start (the first load).
    case start
    /// Around the anchor item, as it is when the request goes out.
    case anchor
    /// Around this position (a jump).
    case index(Int)
    /// At this key (cursors).
    case key(Key)
  }

  /// The anchor item and its position.
  @usableFromInline
  struct Anchor {
    @usableFromInline
    var id: Item.ID?
    @usableFromInline
    var index: Int

    @inlinable
    init(id: Item.ID?, index: Int) {
      self.id = id
      self.index = index
    }
  }

  /// Creates an empty collection; its first ``nextRequest()`` is a refresh at the source's start.
  ///
  /// - Parameters:
  ///   - keys: How pages are named, and their size.
  ///   - maximumLoadedItems: The most items kept loaded; `nil` for no limit. At least two pages
  ///     plus the prefetch distance on both sides.
  ///   - prefetch: When a prepend or append goes out; `nil` means within a page of a loaded end.
  ///   - refreshKey: For cursors, the key a refresh around the anchor item asks for (Android
  ///     Paging's `getRefreshKey`), such as the item's own id for a source that answers a
  ///     refresh key "from this item on". `nil` refreshes with the next key of the page before
  ///     the anchor's page (or the source's start), which a source answers as it would an append.
  ///     Offsets and page numbers work the key out from the anchor's index.
  /// - Throws: ``PagingError/invalidPrefetchDistance(_:)`` or
  ///   ``PagingError/invalidLoadLimit(_:minimum:)``.
  @inlinable
  public init(
    keys: PagingKeys<Key>, maximumLoadedItems: Int? = nil, prefetch: Prefetch? = nil,
    refreshKey: (@Sendable (Item) -> Key?)? = nil
  ) throws(PagingError) {
    let prefetch = prefetch ?? .items(keys.pageSize)
    let distance: Int
    switch prefetch {
    case .items(let items):
      guard items >= 0 else { throw .invalidPrefetchDistance(items) }
      distance = items
    case .whenAsked:
      distance = 0
    }
    if let maximumLoadedItems {
      let minimum = Self.minimumLoadLimit(pageSize: keys.pageSize, prefetchDistance: distance)
      guard maximumLoadedItems >= minimum else {
        throw .invalidLoadLimit(maximumLoadedItems, minimum: minimum)
      }
    }
    self.keys = keys
    self.maximumLoadedItems = maximumLoadedItems
    self.refreshKey = refreshKey
    self.prefetch = prefetch
    self.prefetchDistance = prefetch == .whenAsked ? keys.pageSize : distance
  }

  /// Two pages (one over for offsets' overlap) and the prefetch distance on both sides,
  /// saturating instead of overflowing.
  @inlinable
  static func minimumLoadLimit(pageSize: Int, prefetchDistance: Int) -> Int {
    let (pages, overflow) = pageSize.multipliedReportingOverflow(by: 2)
    let (margins, overflow2) = prefetchDistance.multipliedReportingOverflow(by: 2)
    let (total, overflow3) = pages.addingReportingOverflow(margins)
    return overflow || overflow2 || overflow3 ? .max : total
  }

  /// The three load states.
  @inlinable
  public var loadStates: LoadStates { window.states }

  /// What the collection noticed and did about it: repeats dropped, gaps repaired, pages reloaded.
  @inlinable
  public var diagnostics: PagingDiagnostics { window.noticed }

  /// The loaded items, in source order, without placeholders.
  @inlinable
  public var loadedItems: some RandomAccessCollection<Item> { window.items }

  /// The positions that hold loaded items.
  @inlinable
  public var loadedRange: Range<Int> {
    window.placeholdersBefore..<(window.placeholdersBefore + window.items.count)
  }

  /// Whether the collection counts every item of the source, with placeholders.
  @inlinable
  public var hasPlaceholders: Bool { totalCount != nil && firstIndex != nil }

  /// Whether the collection shows no item and no placeholder.
  @inlinable
  public var isEmpty: Bool { window.isEmpty }

  /// The position of the item with `id`, if it is loaded.
  ///
  /// - Complexity: O(*n*), where *n* is the number of loaded items.
  @inlinable
  public func index(ofItemWithID id: Item.ID) -> Int? {
    guard ids.contains(id), let offset = window.items.firstIndex(where: { $0.id == id }) else {
      return nil
    }
    return window.placeholdersBefore + offset
  }

  /// Brings the snapshot's placeholder counts in line with the positions known.
  @inlinable
  mutating func updatePlaceholders() {
    if let totalCount, let firstIndex {
      window.before = firstIndex
      window.after = Swift.max(0, totalCount - firstIndex - window.items.count)
    } else {
      window.before = 0
      window.after = 0
    }
  }
}

extension RemoteCollection: Sendable where Item: Sendable, Item.ID: Sendable {}
extension RemoteCollection.Anchor: Sendable where Item.ID: Sendable {}
extension RemoteCollection.PageRecord: Sendable {}
extension RemoteCollection.InFlight: Sendable {}
extension RemoteCollection.RefreshTarget: Sendable {}
