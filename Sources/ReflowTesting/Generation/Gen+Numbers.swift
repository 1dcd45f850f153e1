extension Gen where Value == Int {
  /// A generator of integers in `range`; shrinks towards the value nearest to 0.
  ///
  /// - Parameter range: The values allowed.
  /// - Returns: The generator.
  public static func int(in range: ClosedRange<Int>) -> Gen {
    let lower = range.lowerBound
    let upper = range.upperBound
    // The unsigned difference is exact even when `upper - lower` overflows `Int`.
    let width = UInt64(truncatingIfNeeded: upper &- lower)
    if lower >= 0 {
      return Gen { source in lower &+ Int(truncatingIfNeeded: source.choose(upTo: width)) }
    }
    if upper <= 0 {
      return Gen { source in upper &- Int(truncatingIfNeeded: source.choose(upTo: width)) }
    }
    return Gen { source in
      if source.chooseBool() {
        return 0 &- Int(truncatingIfNeeded: source.choose(upTo: UInt64(lower.magnitude)))
      }
      return Int(source.choose(upTo: UInt64(upper)))
    }
  }
}

extension Gen where Value == Double {
  /// A generator of multiples of `step` above `range.lowerBound`, up to `range.upperBound`;
  /// shrinks towards the lower bound.
  ///
  /// Values on a coarse grid (such as halves) add up exactly, so a generated exact fit is an
  /// exact fit in floating point too.
  ///
  /// - Parameters:
  ///   - range: Finite bounds.
  ///   - step: The grid spacing, greater than 0.
  /// - Returns: The generator.
  public static func double(in range: ClosedRange<Double>, step: Double) -> Gen {
    let lower = range.lowerBound
    let steps = ((range.upperBound - lower) / step).rounded(.down)
    let count = steps.isFinite && steps > 0 ? UInt64(min(steps, 0x1p62)) : 0
    return Gen { source in lower + Double(source.choose(upTo: count)) * step }
  }

  /// A generator of doubles in `range`, roughly uniform; shrinks towards the lower bound.
  ///
  /// - Parameter range: Finite bounds.
  /// - Returns: The generator.
  public static func double(in range: ClosedRange<Double>) -> Gen {
    let lower = range.lowerBound
    let width = range.upperBound - lower
    return Gen { source in
      min(range.upperBound, lower + width * Double(source.choose(upTo: 1 << 53)) * 0x1p-53)
    }
  }
}
