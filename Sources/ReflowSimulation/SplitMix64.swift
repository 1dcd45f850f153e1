import Reflow

/// A small, fast, seeded random number generator (SplitMix64), the same on every platform.
///
/// The scroll simulator draws latencies, failures and item sizes from it, so a run replays from
/// its seed; the benchmarks use it for their inputs.
package struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator whose sequence is fixed by `seed`.
  package init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniformly distributed value in `0 ..< 1`.
  package mutating func nextUnitInterval() -> Double {
    Double(next() >> 11) * 0x1p-53
  }

  /// A uniformly distributed value in `range` (its upper bound included).
  package mutating func nextDouble(in range: ClosedRange<Double>) -> Double {
    range.lowerBound + (range.upperBound - range.lowerBound) * nextUnitInterval()
  }
}
