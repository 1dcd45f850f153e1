/// A remote source as a plain list that changes over time: the model a paging machine checks a
/// `RemoteCollection` against, and the fake server that answers its requests.
///
/// Items are numbers in source order (`0..<count` to start; insertions get new numbers). The
/// model keeps every item it ever held in order, deleted ones as tombstones, so a cursor naming
/// a deleted item still means "the items after it"; and every version of its live items, so a
/// test can ask whether what a collection shows was ever a contiguous run of it.
///
/// ```swift
/// var source = PagingSourceModel(count: 6)
/// source.insert(count: 1, at: 2)                 // ids [0, 1, 6, 2, 3, 4, 5]
/// source.wasContiguous([1, 2, 3])                // true: before the insertion
/// source.wasContiguous([1, 3])                   // false: 2 sat between them at every moment
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
  /// The live items after each edit, oldest first.
  private(set) var versions: [[Int]]

  /// A source of `count` items numbered from 0.
  ///
  /// - Parameters:
  ///   - count: The items to start with; below 0 counts as 0.
  ///   - reportsCount: Whether answers report the source's count.
  public init(count: Int, reportsCount: Bool = true) {
    order = Array(0..<Swift.max(0, count))
    alive = Set(order)
    nextID = order.count
    versions = [order]
    self.reportsCount = reportsCount
  }

  /// The live items' numbers, in source order.
  public var ids: [Int] { versions[versions.count - 1] }

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
    let live = ids
    let orderIndex =
      index >= 0 && index < live.count ? order.firstIndex(of: live[index]) ?? order.count
      : order.count
    let new = Array(nextID..<(nextID + Swift.max(0, count)))
    nextID += new.count
    order.insert(contentsOf: new, at: orderIndex)
    alive.formUnion(new)
    versions.append(order.filter { alive.contains($0) })
    return new
  }

  /// Deletes up to `count` live items from `index` on.
  ///
  /// - Returns: The deleted items' numbers.
  @discardableResult
  public mutating func delete(count: Int, at index: Int) -> [Int] {
    let gone = Array(ids.dropFirst(Swift.max(0, index)).prefix(Swift.max(0, count)))
    alive.subtract(gone)
    versions.append(order.filter { alive.contains($0) })
    return gone
  }

  /// Whether `ids` is in source order and, leaving out those deleted by then, a contiguous run
  /// of the source as it was at some moment: nothing shown twice, out of order or skipped.
  ///
  /// Items the source deleted after they were loaded stay shown until a refresh (no pager can
  /// know); they must not hide a skip among the others.
  ///
  /// - Complexity: O(*v* × *n*), where *v* is the number of versions and *n* the source's size.
  public func wasContiguous(_ ids: [Int]) -> Bool {
    let places = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
    let positions = ids.map { places[$0] ?? -1 }
    guard zip(positions, positions.dropFirst()).allSatisfy({ $0 < $1 }), positions.first != -1
    else { return false }
    return versions.contains { version in
      let alive = Set(version)
      let kept = ids.filter(alive.contains)
      guard let first = kept.first else { return true }
      guard let start = version.firstIndex(of: first), version.count - start >= kept.count else {
        return false
      }
      return version[start..<(start + kept.count)].elementsEqual(kept)
    }
  }
}
