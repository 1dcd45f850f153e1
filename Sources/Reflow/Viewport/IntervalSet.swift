/// Disjoint, sorted, non-adjacent ranges of integers: which items the simulator loaded and
/// showed, which items of a masonry wait for their lanes; kept in step with insertions,
/// removals and moves of the items.
package struct IntervalSet: Sendable {
  package private(set) var ranges: [Range<Int>] = []

  package init() {}

  /// The number of integers covered.
  package var count: Int { ranges.reduce(0) { $0 + $1.count } }

  /// Adds `range`, merging it with the ranges it touches.
  ///
  /// - Complexity: O(*k*), where *k* is the number of ranges; O(1) when it extends the last one.
  package mutating func insert(_ range: Range<Int>) {
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
  package func overlap(with other: IntervalSet) -> Int {
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

  /// `count` items were inserted before `position`: the integers from it on move up.
  ///
  /// - Complexity: O(*k*) for *k* ranges.
  mutating func shiftForInsertion(count: Int, at position: Int) {
    guard count > 0, !ranges.isEmpty else { return }
    var moved = IntervalSet()
    for range in ranges {
      if range.lowerBound >= position {
        moved.insert((range.lowerBound + count)..<(range.upperBound + count))
      } else if range.upperBound > position {
        moved.insert(range.lowerBound..<position)
        moved.insert((position + count)..<(range.upperBound + count))
      } else {
        moved.insert(range)
      }
    }
    self = moved
  }

  /// The items in `removed` are gone, and their integers: those after move down.
  ///
  /// - Complexity: O(*k*) for *k* ranges.
  mutating func shiftForRemoval(_ removed: Range<Int>) {
    guard !removed.isEmpty, !ranges.isEmpty else { return }
    var kept = IntervalSet()
    for range in ranges {
      let before = Swift.min(range.upperBound, removed.lowerBound)
      if before > range.lowerBound { kept.insert(range.lowerBound..<before) }
      let after = Swift.max(range.lowerBound, removed.upperBound)
      if after < range.upperBound {
        kept.insert((after - removed.count)..<(range.upperBound - removed.count))
      }
    }
    self = kept
  }

  /// The items in `range` moved so that the first is at `destination`: their integers move with
  /// them, the others close the gap and open one there.
  ///
  /// - Complexity: O(*k*) for *k* ranges.
  mutating func shiftForMove(_ range: Range<Int>, to destination: Int) {
    guard !range.isEmpty, !ranges.isEmpty else { return }
    let carried = ranges.map { $0.clamped(to: range) }.filter { !$0.isEmpty }
    shiftForRemoval(range)
    shiftForInsertion(count: range.count, at: destination)
    let shift = destination - range.lowerBound
    for part in carried { insert((part.lowerBound + shift)..<(part.upperBound + shift)) }
  }
}
