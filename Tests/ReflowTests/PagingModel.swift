@testable import Reflow
import ReflowTesting

/// An item of a modelled source: only its identity matters.
struct PagingItem: Identifiable, Hashable, Sendable, CustomStringConvertible {
  let id: Int
  var description: String { "\(id)" }
}

/// A cursor of the modelled cursor source: the items after, or before, an item.
enum PagingCursor: Hashable, Sendable, CustomStringConvertible {
  case after(Int)
  case before(Int)

  var description: String {
    switch self {
    case .after(let id): "after \(id)"
    case .before(let id): "before \(id)"
    }
  }
}

/// A source that changes over time, and the answers it gives, for paging tests.
///
/// It keeps every item it ever held in order, deleted ones as tombstones, so a cursor naming a
/// deleted item still means "the items after it"; and every version of its live items, so a test
/// can ask whether what a collection shows was ever a contiguous run of it.
struct PagingSourceModel {
  /// Every item ever, in source order.
  private(set) var order: [Int]
  private(set) var alive: Set<Int>
  private var nextID: Int
  /// The live items after each edit, oldest first.
  private(set) var versions: [[Int]]

  init(count: Int) {
    order = Array(0..<count)
    alive = Set(order)
    nextID = count
    versions = [order]
  }

  /// The live items, in order.
  var live: [Int] { versions[versions.count - 1] }

  /// Where a place is among the live items: an insertion point, or the first item deleted.
  func position(of place: SourcePlace, deleting count: Int) -> Int {
    let n = live.count
    switch place {
    case .head: return 0
    case .tail: return count > 0 ? Swift.max(0, n - count) : n
    case .middle(let k): return n == 0 ? 0 : k % (count > 0 ? n : n + 1)
    }
  }

  /// Inserts `count` new items before the live item at `position` (at the end past the last).
  mutating func insert(count: Int, at position: Int) -> [Int] {
    let live = self.live
    let orderIndex =
      position < live.count ? order.firstIndex(of: live[position]) ?? order.count : order.count
    let new = Array(nextID..<(nextID + count))
    nextID += count
    order.insert(contentsOf: new, at: orderIndex)
    alive.formUnion(new)
    versions.append(order.filter { alive.contains($0) })
    return new
  }

  /// Deletes up to `count` live items from `position` on; returns them.
  mutating func delete(count: Int, at position: Int) -> [Int] {
    let gone = Array(live.dropFirst(position).prefix(count))
    alive.subtract(gone)
    versions.append(order.filter { alive.contains($0) })
    return gone
  }

  /// Whether `items` is in source order and, leaving out those deleted by then, a contiguous
  /// run of the source as it was at some moment.
  ///
  /// Items the source deleted after they were loaded stay shown until a refresh (no pager can
  /// know); they must not hide a skip among the others.
  func wasContiguous(_ items: [Int]) -> Bool {
    let places = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
    let positions = items.map { places[$0] ?? -1 }
    guard zip(positions, positions.dropFirst()).allSatisfy({ $0 < $1 }) else { return false }
    return versions.contains { version in
      let alive = Set(version)
      let kept = items.filter(alive.contains)
      guard let first = kept.first else { return true }
      guard let start = version.firstIndex(of: first), version.count - start >= kept.count else {
        return false
      }
      return version[start..<(start + kept.count)].elementsEqual(kept)
    }
  }

  /// The source's answer to a request for offsets or page numbers, now.
  func positionalAnswer(_ request: PageRequest<Int>, reportsCount: Bool)
    -> LoadedPage<Int, PagingItem>
  {
    let live = self.live
    let start = Swift.min(request.position ?? 0, live.count)
    let items = live[start..<Swift.min(live.count, start + Swift.min(request.limit, live.count))]
    return LoadedPage(
      items: items.map(PagingItem.init), totalCount: reportsCount ? live.count : nil)
  }

  /// The source's answer to a request by cursor, now.
  func cursorAnswer(_ request: PageRequest<PagingCursor>, reportsCount: Bool)
    -> LoadedPage<PagingCursor, PagingItem>
  {
    // Live items before and after the cursor's place in the full order.
    let live = self.live
    var split = 0
    switch request.key {
    case nil: split = 0
    case .after(let id)?, .before(let id)?:
      let place = order.firstIndex(of: id) ?? order.count
      let isAfter = if case .after = request.key { true } else { false }
      split = order[..<place].filter { alive.contains($0) }.count
      if isAfter && alive.contains(id) { split += 1 }
    }
    let range: Range<Int>
    if case .before? = request.key {
      range = Swift.max(0, split - request.limit)..<split
    } else {
      range = split..<Swift.min(live.count, split + request.limit)
    }
    let items = live[range].map(PagingItem.init)
    // An empty page past the end still leads back: before the item at its place, or the end.
    let before = range.lowerBound < live.count ? live[range.lowerBound] : Int.max
    return LoadedPage(
      items: items,
      previousKey: range.lowerBound > 0 ? .before(items.first?.id ?? before) : nil,
      nextKey: range.upperBound < live.count ? items.last.map { .after($0.id) } : nil,
      itemsBefore: reportsCount ? range.lowerBound : nil,
      totalCount: reportsCount ? live.count : nil)
  }
}
