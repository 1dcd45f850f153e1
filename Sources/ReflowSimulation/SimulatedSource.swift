import Reflow

/// A cursor of the simulated cursor source: the items after, or before, an item.
enum SimulatedCursor: Hashable, Sendable {
  case after(Int)
  case before(Int)
}

/// The simulated source: `itemCount` items, with items inserted at its head at a steady rate.
///
/// Item identities run in source order without gaps: the base items are 0, 1, 2, …, and the
/// items inserted at the head are -1, -2, … (the newest first in the source), so the item at
/// index *i* is *i* − *h* after *h* insertions. Nothing is stored per item.
struct SimulatedSource {
  let itemCount: Int
  let insertsPerSecond: Double
  let reportsCount: Bool

  /// Items inserted at the head by `time`.
  func headCount(at time: Double) -> Int {
    Int((insertsPerSecond * Swift.max(0, time)).rounded(.down))
  }

  /// The source's length at `time`.
  func count(at time: Double) -> Int { itemCount + headCount(at: time) }

  /// The answer, computed at `time`, to a request by offset or page number.
  func positionalAnswer(_ request: PageRequest<Int>, at time: Double)
    -> LoadedPage<Int, SimulatedItem>
  {
    let head = headCount(at: time)
    let count = itemCount + head
    let start = Swift.min(request.position ?? 0, count)
    let end = start + Swift.min(request.limit, count - start)
    return LoadedPage(
      items: (start..<end).map { SimulatedItem(id: $0 - head) },
      totalCount: reportsCount ? count : nil)
  }

  /// The answer, computed at `time`, to a request by cursor.
  func cursorAnswer(_ request: PageRequest<SimulatedCursor>, at time: Double)
    -> LoadedPage<SimulatedCursor, SimulatedItem>
  {
    let head = headCount(at: time)
    let first = -head
    let limit = request.limit
    let ids: Range<Int>
    switch request.key {
    case nil: ids = first..<Swift.min(itemCount, first + Swift.min(limit, itemCount - first))
    case .after(let id)?:
      let from = Swift.min(Swift.max(first, id + 1), itemCount)
      ids = from..<(from + Swift.min(limit, itemCount - from))
    case .before(let id)?:
      let to = Swift.min(Swift.max(first, id), itemCount)
      ids = (to - Swift.min(limit, to - first))..<to
    }
    return LoadedPage(
      items: ids.map { SimulatedItem(id: $0) },
      previousKey: ids.lowerBound > first ? .before(ids.lowerBound) : nil,
      nextKey: ids.upperBound < itemCount ? .after(ids.upperBound - 1) : nil,
      itemsBefore: reportsCount ? ids.lowerBound - first : nil,
      totalCount: reportsCount ? itemCount + head : nil)
  }
}

/// Disjoint, sorted ranges of integers: which items were loaded, and which shown.
struct IntervalSet {
  private(set) var ranges: [Range<Int>] = []

  /// The number of integers covered.
  var count: Int { ranges.reduce(0) { $0 + $1.count } }

  /// Adds `range`, merging it with the ranges it touches.
  ///
  /// - Complexity: O(*k*), where *k* is the number of ranges; O(1) when it extends the last one.
  mutating func insert(_ range: Range<Int>) {
    guard !range.isEmpty else { return }
    if let last = ranges.last, last.lowerBound <= range.lowerBound,
      range.lowerBound <= last.upperBound
    {
      ranges[ranges.count - 1] = last.lowerBound..<Swift.max(last.upperBound, range.upperBound)
      return
    }
    var merged = range
    var kept: [Range<Int>] = []
    kept.reserveCapacity(ranges.count + 1)
    for existing in ranges {
      if existing.upperBound < merged.lowerBound || existing.lowerBound > merged.upperBound {
        kept.append(existing)
      } else {
        merged = Swift.min(existing.lowerBound, merged.lowerBound)..<Swift.max(
          existing.upperBound, merged.upperBound)
      }
    }
    let at = kept.firstIndex { $0.lowerBound > merged.lowerBound } ?? kept.count
    kept.insert(merged, at: at)
    ranges = kept
  }

  /// How many integers of `other` this set also covers.
  func overlap(with other: IntervalSet) -> Int {
    var total = 0
    var j = 0
    for range in ranges {
      while j < other.ranges.count, other.ranges[j].upperBound <= range.lowerBound { j += 1 }
      var k = j
      while k < other.ranges.count, other.ranges[k].lowerBound < range.upperBound {
        total += range.clamped(to: other.ranges[k]).count
        k += 1
      }
    }
    return total
  }
}
