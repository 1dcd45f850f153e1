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
}

extension LayoutEngine {
  /// Scrolls the vertical scroll container `id` by `distance` (up when negative, never above
  /// its top), as a user's drag does.
  func scroll(_ id: ElementID, by distance: Double) {
    let offset = Swift.max(0, scrollOffset(for: id).y + distance)
    setScrollOffset(Point(x: 0, y: offset), for: id)
  }
}
