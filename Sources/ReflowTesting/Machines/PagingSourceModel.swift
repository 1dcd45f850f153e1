/// A remote source as a plain list that changes over time: the model a paging machine checks a
/// `RemoteCollection` against, and the fake server that answers its requests.
///
/// Items are numbers in source order (`0..<count` to start; insertions get new numbers). The
/// model keeps every item it ever held in order, deleted ones as tombstones, so a cursor naming
/// a deleted item still means "the items after it"; and when each item was inserted and
/// deleted, so a test can ask whether what a collection shows skips one.
///
/// ```swift
/// var source = PagingSourceModel(count: 6)
/// source.insert(count: 1, at: 2)                 // ids [0, 1, 6, 2, 3, 4, 5]
/// source.isGapless([1, 2, 3])                    // true: before the insertion
/// source.isGapless([1, 3])                       // false: 2 sat between them at every moment
/// let page = source.page(for: request)           // the answer to a request, now
/// ```
public struct PagingSourceModel: Sendable {
  /// An item of the source: only its identity matters.
  public struct Item: Identifiable, Hashable, Sendable, CustomStringConvertible {
    /// The item's number, unique in its source for ever.
    public let id: Int

    /// Creates the item numbered `id`.
    public init(id: Int) {
      self.id = id
    }

    public var description: String { "\(id)" }
  }

  /// Where in a source an edit happens, relative to its length, so an edit means the same when
  /// shrinking drops the steps before it.
  public enum Place: Hashable, Sendable {
    /// Before the first item.
    case head
    /// At this index, counted modulo the source's length.
    case middle(Int)
    /// After the last item; for a deletion, the last items.
    case tail

    /// The index an edit of `count` items starts at, in a list of `length` items: an insertion
    /// point (`deleting` is 0), or the first item deleted.
    ///
    /// - Parameters:
    ///   - length: The list's length.
    ///   - deleting: How many items a deletion removes; 0 for an insertion.
    /// - Returns: An index in `0...length`.
    public func index(in length: Int, deleting: Int = 0) -> Int {
      switch self {
      case .head: return 0
      case .tail: return deleting > 0 ? Swift.max(0, length - deleting) : length
      case .middle(let k):
        guard length > 0 else { return 0 }
        return Swift.abs(k % (deleting > 0 ? length : length + 1))
      }
    }

    /// Swift source for the place, for a printed replay.
    var literal: String {
      switch self {
      case .head: "PagingSourceModel.Place.head"
      case .middle(let index): "PagingSourceModel.Place.middle(\(index))"
      case .tail: "PagingSourceModel.Place.tail"
      }
    }
  }

  /// Whether answers report the source's count (`itemsBefore` and `totalCount`), so a collection
  /// shows placeholders and can jump.
  public var reportsCount: Bool
  /// Every item ever, in source order.
  private(set) var order: [Int]
  private(set) var alive: Set<Int>
  private var nextID: Int
  /// The live items' numbers, in source order.
  public private(set) var ids: [Int]
  /// How many edits the source went through: the moment now.
  private var moment = 0
  /// The moment each item was inserted, for those inserted after the start.
  private var born: [Int: Int] = [:]
  /// The moment each deleted item was deleted.
  private var died: [Int: Int] = [:]

  /// A source of `count` items numbered from 0.
  ///
  /// - Parameters:
  ///   - count: The items to start with; below 0 counts as 0.
  ///   - reportsCount: Whether answers report the source's count.
  public init(count: Int, reportsCount: Bool = true) {
    order = Array(0..<Swift.max(0, count))
    alive = Set(order)
    nextID = order.count
    ids = order
    self.reportsCount = reportsCount
  }

  /// Whether the item numbered `id` is in the source now.
  public func isLive(_ id: Int) -> Bool { alive.contains(id) }

  /// The index in ``ids`` of the item numbered `id`, or — deleted — of the first live item
  /// after where it was; ``ids``'s count for an item it never held.
  ///
  /// - Complexity: O(*n*), where *n* is the number of items the source ever held.
  public func position(of id: Int) -> Int {
    guard let place = order.firstIndex(of: id) else { return ids.count }
    return order[..<place].reduce(0) { $0 + (alive.contains($1) ? 1 : 0) }
  }

  /// Inserts `count` new items before the live item at `index` (after the last one past the
  /// end).
  ///
  /// - Returns: The new items' numbers.
  @discardableResult
  public mutating func insert(count: Int, at index: Int) -> [Int] {
    let at = index >= 0 && index < ids.count ? index : ids.count
    let orderIndex = at < ids.count ? order.firstIndex(of: ids[at]) ?? order.count : order.count
    let new = Array(nextID..<(nextID + Swift.max(0, count)))
    nextID += new.count
    order.insert(contentsOf: new, at: orderIndex)
    alive.formUnion(new)
    ids.insert(contentsOf: new, at: at)
    moment += 1
    for id in new { born[id] = moment }
    return new
  }

  /// Deletes up to `count` live items from `index` on.
  ///
  /// - Returns: The deleted items' numbers.
  @discardableResult
  public mutating func delete(count: Int, at index: Int) -> [Int] {
    let start = Swift.min(Swift.max(0, index), ids.count)
    let range = start..<Swift.min(ids.count, start + Swift.max(0, count))
    let gone = Array(ids[range])
    alive.subtract(gone)
    ids.removeSubrange(range)
    moment += 1
    for id in gone { died[id] = moment }
    return gone
  }

  /// Whether `ids` follows the source without a gap: in source order, and for each item at
  /// some moment (since both it and the one before it were inserted) no live item stood
  /// between the two, so nothing is shown twice, out of order or skipped.
  ///
  /// Pages are read at different moments, so what a collection shows may never have been the
  /// source all at once — a page read before an insertion next to the loaded items joins after
  /// them, a cursor naming a deleted item leads on from its place — but every join must have
  /// been right when its page could have been read. Items the source deleted after they were
  /// loaded stay shown until a refresh (no pager can know); they must not hide a skip among
  /// the others.
  ///
  /// - Complexity: O(*n* + *k* log *k*), where *n* is the number of items the source ever held
  ///   and *k* the number between shown neighbours.
  public func isGapless(_ ids: [Int]) -> Bool {
    let places = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
    var previous: Int?
    for id in ids {
      guard let place = places[id] else { return false }
      if let previous {
        guard previous < place, hadNothingLiveBetween(previous, place) else { return false }
      }
      previous = place
    }
    return true
  }

  /// Whether at some moment since both were inserted, no live item stood between the items at
  /// `first` and `second` in ``order``.
  private func hadNothingLiveBetween(_ first: Int, _ second: Int) -> Bool {
    var free = Swift.max(born[order[first]] ?? 0, born[order[second]] ?? 0)
    // Each item between is live from its birth up to its death: find a moment none covers.
    let lives = order[(first + 1)..<second]
      .map { (from: born[$0] ?? 0, to: died[$0] ?? Int.max) }
      .sorted { $0.from < $1.from }
    for life in lives {
      if life.from > free { break }
      free = Swift.max(free, life.to)
    }
    return free <= moment
  }
}
