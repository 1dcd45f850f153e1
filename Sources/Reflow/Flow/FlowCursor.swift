/// The open line of a ``Flow``: the last one, which may still take items.
struct FlowCursor: Sendable {
  /// The index of the line's first item (or of the next item, on an empty line).
  var start = 0
  /// The natural length of the line's items with the spacing between them.
  var length = 0.0
  /// The line's natural thickness: its thickest item's, or, with baselines, the largest part
  /// above the baseline plus the largest below.
  var thickness = 0.0
  var above = 0.0
  var below = 0.0
  /// The sum of the line's grow factors.
  var grow = 0.0
  /// The line's offset across the lines from the first line's start, before line alignment.
  var offset = 0.0
}

extension FlowCursor {
  /// Widens the line's thickness (or, with baselines, its parts above and below the baseline)
  /// to take an item of `thickness` whose baseline is `baseline` (NaN for none: its bottom
  /// edge). With `first`, the item is the line's first and sets them afresh.
  @inline(__always)
  mutating func admit(thickness: Double, baseline: Double, usesBaselines: Bool, first: Bool) {
    if usesBaselines {
      let itemAbove = baseline.isNaN ? thickness : baseline
      above = Swift.max(first ? 0 : above, itemAbove)
      below = Swift.max(first ? 0 : below, thickness - itemAbove)
      self.thickness = above + below
    } else {
      self.thickness = Swift.max(first ? 0 : self.thickness, thickness)
    }
  }
}
