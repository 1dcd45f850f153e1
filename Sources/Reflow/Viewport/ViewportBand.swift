/// The stretch of a scroll axis a viewport shows, widened by an overscan at both ends: the one
/// definition of "the window" that lazy flows, collections, shelves and masonry query their
/// indices with.
///
/// ```
/// start 100, length 50, overscan 20:   80 ┄┄ 100 ━━━━ 150 ┄┄ 170
///                                      lower   viewport     upper
/// ```
struct ViewportBand: Hashable, Sendable {
  /// The viewport's leading edge along the axis.
  var start: Double
  /// The viewport's length along the axis.
  var length: Double
  /// How far past each end items are declared too; never negative.
  var overscan: Double

  /// A band; a NaN, infinite or negative overscan counts as 0.
  init(start: Double, length: Double, overscan: Double = 0) {
    self.start = start
    self.length = length
    self.overscan = overscan.isFinite ? Swift.max(0, overscan) : 0
  }

  /// Where the band starts: the viewport's leading edge less the overscan.
  var lower: Double { start - overscan }
  /// Where the band ends: the viewport's trailing edge plus the overscan.
  var upper: Double { start + length + overscan }
  /// The viewport alone, without the overscan.
  var visible: ViewportBand { ViewportBand(start: start, length: length) }

  /// Whether `lower..<upper` shares length with the band (an empty extent on its edge does not).
  func intersects(_ lower: Double, _ upper: Double) -> Bool {
    upper > self.lower && lower < self.upper
  }

  /// The runs among `count` consecutive runs along the axis (sections, shelf items) that share
  /// length with the band, the *i*th spanning `start(i)..<end(i)`, starts and ends
  /// nondecreasing; empty runs inside the result keep it contiguous.
  ///
  /// - Complexity: O(log `count`).
  func runs(count: Int, start: (Int) -> Double, end: (Int) -> Double) -> Range<Int> {
    guard upper > lower else { return 0..<0 }
    let first = partitioningIndex(in: 0..<count) { end($0) > lower }
    let last = partitioningIndex(in: first..<count) { start($0) >= upper }
    return first..<last
  }

  /// The rectangle the band covers along `axis`, spanning `across` the other way (for a
  /// window, a span wider than every frame).
  func rect(along axis: LayoutAxis, across: (lower: Double, length: Double)) -> Rect {
    let extent = length + 2 * overscan
    return axis == .vertical
      ? Rect(x: across.lower, y: lower, width: across.length, height: extent)
      : Rect(x: lower, y: across.lower, width: extent, height: across.length)
  }

  /// The offset along the axis that shows an item spanning `lower..<(lower + length)` as
  /// `alignment` asks, in a viewport `viewport` long that starts at `current` now.
  static func offset(
    showing lower: Double, length: Double, in viewport: Double, from current: Double,
    alignment: ScrollAlignment
  ) -> Double {
    switch alignment {
    case .top: return lower
    case .center: return lower + length / 2 - viewport / 2
    case .bottom: return lower + length - viewport
    case .nearest:
      if lower >= current && lower + length <= current + viewport { return current }
      return lower < current || length > viewport ? lower : lower + length - viewport
    }
  }
}
