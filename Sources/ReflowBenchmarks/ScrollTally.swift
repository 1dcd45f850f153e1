import Reflow

/// The arrangements of one case of a scrolling benchmark, counted as the case runs: how many,
/// their passes, and how many did not settle.
struct ScrollTally {
  var arrangements = 0
  var passes = 0
  var unsettled = 0

  /// Counts `arrangement`, and returns its checksum: its number of render commands.
  mutating func count(_ arrangement: Arrangement) -> Int {
    arrangements += 1
    passes += arrangement.passCount
    if !arrangement.isSettled { unsettled += 1 }
    return arrangement.renderCommands.count
  }

  /// The mean number of passes per arrangement.
  var meanPasses: Double { Double(passes) / Double(Swift.max(1, arrangements)) }

  /// Times `engine` scrolling its container `id` by `distance` before each arrangement against
  /// the arrangement at rest where the last one left the offset, in interleaved rounds of
  /// thread CPU time (``measureInterleaved(items:settings:_:)``), counting each case's
  /// arrangements.
  ///
  /// - Returns: Each case's median time per arrangement (`scrolling.ratio` is the median of
  ///   the rounds' ratios to `rest`), and each case's tally.
  static func scrollingAgainstRest(
    _ engine: LayoutEngine, _ id: ElementID, by distance: Double, settings: BenchmarkSettings,
    arrange: @escaping () -> Arrangement
  ) throws -> (
    rest: (nanosecondsPerItem: Double, ratio: Double),
    scrolling: (nanosecondsPerItem: Double, ratio: Double), into: ScrollTally, still: ScrollTally
  ) {
    var into = ScrollTally()
    var still = ScrollTally()
    let results = try measureInterleaved(items: 1, settings: settings, [
      { () -> Int in still.count(arrange()) },
      { () -> Int in
        engine.scroll(id, by: distance)
        return into.count(arrange())
      },
    ])
    return (results[0], results[1], into, still)
  }
}

extension LayoutEngine {
  /// Scrolls the vertical scroll container `id` by `distance` (up when negative, never above
  /// its top), as a user's drag does.
  func scroll(_ id: ElementID, by distance: Double) {
    let offset = Swift.max(0, scrollOffset(for: id).y + distance)
    setScrollOffset(Point(x: 0, y: offset), for: id)
  }
}
