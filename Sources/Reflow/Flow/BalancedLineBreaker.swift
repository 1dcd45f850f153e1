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
  /// The longest a line may be and still fit: `available` plus a tolerance for rounding.
  var limit: Double
  var spacing: Double
  var maxItemsPerLine: Int

  /// The index of each line's first item, in order.
  ///
  /// - Parameters:
  ///   - count: The number of items.
  ///   - item: Item `index`'s length along the line, and whether it must start a line.
  func lineStarts(count: Int, item: (Int) -> (length: Double, breakBefore: Bool)) -> [Int] {
    guard count > 0 else { return [] }
    let space = Workspace(count: count)
    defer { space.deallocate() }
    // prefix[i] is the length of items 0..<i, each with the spacing after it.
    space.prefix[0] = 0
    for index in 0..<count {
      let (length, breakBefore) = item(index)
      space.forced[index] = breakBefore
      space.prefix[index + 1] = space.prefix[index] + length + spacing
    }
    guard available.isFinite else { return unboundedLineStarts(space.forced) }
    var starts: [Int] = []
    var segmentStart = 0
    for index in 1...count where index == count || space.forced[index] {
      breakRun(segmentStart..<index, space, into: &starts)
      segmentStart = index
    }
    return starts
  }

  /// Without a line end, every line fits: lines break only where forced or full of items.
  private func unboundedLineStarts(_ forced: UnsafeMutableBufferPointer<Bool>) -> [Int] {
    var starts = [0]
    var lineStart = 0
    for index in forced.indices.dropFirst()
    where forced[index] || index - lineStart >= maxItemsPerLine {
      starts.append(index)
      lineStart = index
    }
    return starts
  }

  /// Per-item working memory, allocated once for all runs and never bounds-checked.
  private struct Workspace {
    let prefix: UnsafeMutableBufferPointer<Double>
    let forced: UnsafeMutableBufferPointer<Bool>
    /// The least cost of laying out the run from item `i` to its end.
    let cost: UnsafeMutableBufferPointer<Double>
    /// The end of the best first line from item `i`.
    let choice: UnsafeMutableBufferPointer<Int>
    /// The first item a line ending before item `j` can start at.
    let firstStart: UnsafeMutableBufferPointer<Int>
    /// The monotone queue: candidate line ends, largest first, and the last start at which each
    /// beats the one before it.
    let candidates: UnsafeMutableBufferPointer<Int>
    let takeovers: UnsafeMutableBufferPointer<Int>

    init(count: Int) {
      prefix = .allocate(capacity: count + 1)
      forced = .allocate(capacity: count)
      cost = .allocate(capacity: count + 1)
      choice = .allocate(capacity: count + 1)
      firstStart = .allocate(capacity: count + 1)
      candidates = .allocate(capacity: count + 1)
      takeovers = .allocate(capacity: count + 1)
    }

    func deallocate() {
      prefix.deallocate()
      forced.deallocate()
      cost.deallocate()
      choice.deallocate()
      firstStart.deallocate()
      candidates.deallocate()
      takeovers.deallocate()
    }
  }

  /// Breaks the items of `run` (which has no forced break inside) and appends its line starts.
  private func breakRun(_ run: Range<Int>, _ space: Workspace, into starts: inout [Int]) {
    let first = run.lowerBound
    let end = run.upperBound
    let prefix = space.prefix
    // Two pointers: the first start of a feasible line ending before `j` only moves right.
    var lowest = first
    for last in (first + 1)...end {
      while lowest < last - 1 && !fits(lowest, last, prefix) { lowest += 1 }
      space.firstStart[last] = lowest
    }
    space.cost[end] = 0
    // The queue holds candidates[head...tail]; new candidates go at the tail.
    space.candidates[0] = end
    space.takeovers[0] = end - 1
    var head = 0
    var tail = 0
    for start in stride(from: end - 1, through: first, by: -1) {
      // The front (the largest end) leaves when its line from `start` is too long.
      while space.firstStart[space.candidates[head]] > start { head += 1 }
      while head < tail && space.takeovers[head + 1] >= start { head += 1 }
      let best = space.candidates[head]
      space.cost[start] = space.cost[best] + lineCost(start, best, prefix)
      space.choice[start] = best
      guard start > first else { break }
      // `start` becomes a candidate end for the starts before it.
      var takeover = start - 1
      while tail >= head {
        takeover = lastWin(of: start, over: space.candidates[tail], space)
        guard tail > head && takeover >= space.takeovers[tail] else { break }
        tail -= 1
      }
      tail += 1
      space.candidates[tail] = start
      space.takeovers[tail] = takeover
    }
    var start = first
    while start < end {
      starts.append(start)
      start = space.choice[start]
    }
  }

  /// The last start (the largest index) from which ending the line before `near` costs strictly
  /// less than ending it before `far` (`near < far`), among the starts whose line to `far` fits;
  /// one less than the first such start when there is none.
  private func lastWin(of near: Int, over far: Int, _ space: Workspace) -> Int {
    // The difference grows with the start (the quadrangle inequality), so the wins are a prefix.
    let prefix = space.prefix
    func wins(_ start: Int) -> Bool {
      space.cost[near] + lineCost(start, near, prefix)
        < space.cost[far] + lineCost(start, far, prefix)
    }
    var low = space.firstStart[far]
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
  private func lineCost(_ start: Int, _ stop: Int, _ prefix: UnsafeMutableBufferPointer<Double>)
    -> Double
  {
    let length = prefix[stop] - prefix[start] - spacing
    if stop - start == 1 && length > available { return 0 }
    let slack = available - length
    return slack * slack
  }

  /// Whether items `start..<stop` fit on one line.
  @inline(__always)
  private func fits(_ start: Int, _ stop: Int, _ prefix: UnsafeMutableBufferPointer<Double>)
    -> Bool
  {
    stop - start == 1
      || (stop - start <= maxItemsPerLine
        && prefix[stop] - prefix[start] - spacing <= limit)
  }
}
