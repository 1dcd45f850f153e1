/// Balanced line breaking (CSS `flex-wrap: balance`): the breaks that minimise the sum, over
/// every line, of the squared space left at its end.
///
/// A line `[i, j)` costs `(available - length)²`, where `length` is its items' lengths plus the
/// spacing between them; a lone item longer than a line costs 0, and any other line longer than
/// `available` (or of more than `maxItemsPerLine` items) cannot be used. Forced breaks split the
/// items into runs broken independently. Among equally good breaks, the first line holds the
/// most items, then the second, and so on.
///
/// The cost is a convex function of a difference of prefix sums, so it satisfies the quadrangle
/// inequality, and the best end of the line starting at an item moves monotonically with the
/// item. The breaker solves the least-weight-subsequence recurrence from the last item
/// backwards with a monotone queue of candidate line ends (Galil and Park's method): each
/// candidate enters once, leaves once, and finds where it overtakes the one before it by a
/// binary search over the items a line can hold.
///
/// - Complexity: O(*n* log *k*) time and O(*n*) space, where *n* is the number of items and
///   *k* the most items a line can hold.
struct BalancedLineBreaker {
  /// The length a line may fill.
  var available: Double
  /// How much a line may overrun `available` and still fit, for rounding.
  var tolerance: Double
  var spacing: Double
  var maxItemsPerLine: Int

  /// The index of each line's first item, in order.
  ///
  /// - Parameters:
  ///   - count: The number of items.
  ///   - item: Item `index`'s length along the line, and whether it must start a line.
  func lineStarts(count: Int, item: (Int) -> (length: Double, breakBefore: Bool)) -> [Int] {
    guard count > 0 else { return [] }
    var lengths = [Double](repeating: 0, count: count)
    var forced = [Bool](repeating: false, count: count)
    for index in 0..<count { (lengths[index], forced[index]) = item(index) }
    guard available.isFinite else { return unboundedLineStarts(forced) }
    // prefix[i] is the length of items 0..<i, each with the spacing after it.
    var prefix = [Double](repeating: 0, count: count + 1)
    for index in 0..<count { prefix[index + 1] = prefix[index] + lengths[index] + spacing }
    var starts: [Int] = []
    var scratch = Scratch(count: count)
    var segmentStart = 0
    for index in 1...count where index == count || forced[index] {
      breakRun(segmentStart..<index, lengths: lengths, prefix: prefix, into: &starts,
               scratch: &scratch)
      segmentStart = index
    }
    return starts
  }

  /// Without a line end, every line fits: lines break only where forced or full of items.
  private func unboundedLineStarts(_ forced: [Bool]) -> [Int] {
    var starts = [0]
    for index in forced.indices.dropFirst()
    where forced[index] || index - (starts.last ?? 0) >= maxItemsPerLine {
      starts.append(index)
    }
    return starts
  }

  /// Per-item working storage, allocated once for all runs.
  private struct Scratch {
    /// The least cost of laying out the run from item `i` to its end.
    var cost: [Double]
    /// The end of the best first line from item `i`.
    var choice: [Int]
    /// The first item a line ending before item `j` can start at.
    var firstStart: [Int]
    /// The monotone queue: candidate line ends, largest first, and the last start at which each
    /// beats the one before it.
    var candidates: [Int] = []
    var takeovers: [Int] = []

    init(count: Int) {
      cost = [Double](repeating: 0, count: count + 1)
      choice = [Int](repeating: 0, count: count + 1)
      firstStart = [Int](repeating: 0, count: count + 1)
    }
  }

  /// Breaks the items of `run` (which has no forced break inside) and appends its line starts.
  private func breakRun(
    _ run: Range<Int>, lengths: [Double], prefix: [Double], into starts: inout [Int],
    scratch: inout Scratch
  ) {
    let first = run.lowerBound
    let end = run.upperBound
    // Two pointers: the first start of a feasible line ending before `j` only moves right.
    var lowest = first
    for last in (first + 1)...end {
      while lowest < last - 1 && !fits(lowest, last, prefix) { lowest += 1 }
      scratch.firstStart[last] = lowest
    }
    scratch.cost[end] = 0
    scratch.candidates.removeAll(keepingCapacity: true)
    scratch.takeovers.removeAll(keepingCapacity: true)
    scratch.candidates.append(end)
    scratch.takeovers.append(end - 1)
    var head = 0
    for start in stride(from: end - 1, through: first, by: -1) {
      // The front (the largest end) leaves when its line from `start` is too long.
      while scratch.firstStart[scratch.candidates[head]] > start { head += 1 }
      while head + 1 < scratch.candidates.count && scratch.takeovers[head + 1] >= start {
        head += 1
      }
      let best = scratch.candidates[head]
      scratch.cost[start] = scratch.cost[best] + lineCost(start, best, prefix)
      scratch.choice[start] = best
      guard start > first else { break }
      // `start` becomes a candidate end for the starts before it.
      var takeover = start - 1
      while scratch.candidates.count > head {
        let previous = scratch.candidates[scratch.candidates.count - 1]
        takeover = lastWin(of: start, over: previous, scratch: scratch, prefix: prefix)
        let isFront = scratch.candidates.count - 1 == head
        guard !isFront && takeover >= scratch.takeovers[scratch.takeovers.count - 1] else {
          break
        }
        scratch.candidates.removeLast()
        scratch.takeovers.removeLast()
      }
      scratch.candidates.append(start)
      scratch.takeovers.append(takeover)
    }
    var start = first
    while start < end {
      starts.append(start)
      start = scratch.choice[start]
    }
  }

  /// The last start (the largest index) from which ending the line before `near` costs strictly
  /// less than ending it before `far` (`near < far`), among the starts whose line to `far` fits;
  /// one less than the first such start when there is none.
  private func lastWin(
    of near: Int, over far: Int, scratch: Scratch, prefix: [Double]
  ) -> Int {
    // The difference grows with the start (the quadrangle inequality), so the wins are a prefix.
    func wins(_ start: Int) -> Bool {
      scratch.cost[near] + lineCost(start, near, prefix)
        < scratch.cost[far] + lineCost(start, far, prefix)
    }
    var low = scratch.firstStart[far]
    var high = near - 1
    guard low <= high, wins(low) else { return low - 1 }
    while low < high {
      let middle = low + (high - low + 1) / 2
      if wins(middle) { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// The cost of the line of items `start..<stop`, which fits.
  @inline(__always)
  private func lineCost(_ start: Int, _ stop: Int, _ prefix: [Double]) -> Double {
    let length = prefix[stop] - prefix[start] - spacing
    if stop - start == 1 && length > available { return 0 }
    let slack = available - length
    return slack * slack
  }

  /// Whether items `start..<stop` fit on one line.
  @inline(__always)
  private func fits(_ start: Int, _ stop: Int, _ prefix: [Double]) -> Bool {
    stop - start == 1
      || (stop - start <= maxItemsPerLine
        && prefix[stop] - prefix[start] - spacing <= available + tolerance)
  }
}
