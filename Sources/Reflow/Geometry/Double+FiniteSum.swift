extension Double {
  /// The largest length for which `length + insets` is finite: the farthest a line can end,
  /// since every check of a line's coordinates adds its insets to its length.
  ///
  /// `greatestFiniteMagnitude - insets` alone can fall short: with insets near the largest
  /// finite value, lengths well above it still round to a finite sum. Package access: the
  /// reference layout in ReflowTesting draws the same line.
  ///
  /// - Parameter insets: The insets along the line, summed; finite.
  /// - Complexity: O(1) for insets small beside the largest finite value, else a binary search
  ///   of at most 64 steps over the bit patterns.
  package static func largestFiniteLength(adding insets: Double) -> Double {
    var high = Double.greatestFiniteMagnitude
    if (high + insets).isFinite { return high }
    var low = Swift.max(0, high - insets)
    guard (low + insets).isFinite else { return 0 }
    // (low + insets) is finite and (high + insets) is not; for positive numbers the order of
    // the bit patterns is the order of the values.
    while low.bitPattern + 1 < high.bitPattern {
      let middle = Double(bitPattern: low.bitPattern + (high.bitPattern - low.bitPattern) / 2)
      if (middle + insets).isFinite { low = middle } else { high = middle }
    }
    return low
  }

  /// The most a masonry's lanes, the gaps between them and the insets across them may add up
  /// to: half the largest finite value, so that no sum of them, in any order (a frame's offset
  /// plus its width, say), rounds past it.
  package static var largestLanesExtent: Double { greatestFiniteMagnitude / 2 }

  /// How far `self` lies past `origin`: `self - origin`, and 0 when the two are equal, infinities
  /// included, where the difference would be NaN.
  ///
  /// A masonry lane that runs to infinity (an item ending at the largest finite coordinate,
  /// plus a vast item spacing) does not move across a block that leaves it alone: its advance
  /// there is 0, not NaN. Package access: the masonry index's blocks and its checks share it.
  @inline(__always)
  package func shift(from origin: Double) -> Double {
    self == origin ? 0 : self - origin
  }

  /// The furthest a value may go and still count as level with `self`: a billionth of `self`
  /// (or of 1, if more) beyond it, so that rounding never decides between values that are
  /// equal in exact arithmetic. Masonry's lane choice and its adaptive lane count use it.
  @inline(__always)
  var levelLimit: Double { self + 1e-9 * Swift.max(1, Swift.abs(self)) }
}
