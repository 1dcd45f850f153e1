/// A fast, seeded pseudo-random number generator: xoshiro256** seeded through SplitMix64.
///
/// The same seed gives the same sequence on every platform and in every build configuration,
/// which is what makes a failing property replayable from its seed.
///
/// ```swift
/// var random = Xoshiro256(seed: 0x5EED)
/// let roll = Int.random(in: 1...6, using: &random)
/// ```
public struct Xoshiro256: RandomNumberGenerator, Hashable, Sendable {
  private var s0: UInt64
  private var s1: UInt64
  private var s2: UInt64
  private var s3: UInt64

  /// Creates a generator whose whole sequence is determined by `seed`.
  ///
  /// - Parameter seed: Any value; nearby seeds give unrelated sequences.
  public init(seed: UInt64) {
    var mixer = seed
    s0 = Self.splitMix(&mixer)
    s1 = Self.splitMix(&mixer)
    s2 = Self.splitMix(&mixer)
    s3 = Self.splitMix(&mixer)
  }

  /// The next 64 random bits.
  ///
  /// - Complexity: O(1).
  public mutating func next() -> UInt64 {
    let result = Self.rotate(s1 &* 5, 7) &* 9
    let shifted = s1 << 17
    s2 ^= s0
    s3 ^= s1
    s1 ^= s2
    s0 ^= s3
    s2 ^= shifted
    s3 = Self.rotate(s3, 45)
    return result
  }

  /// The seed that follows `seed` in a run: each case of a property run gets its own seed, so
  /// any case can be replayed alone.
  ///
  /// - Parameter seed: A case's seed.
  /// - Returns: The next case's seed.
  public static func successor(of seed: UInt64) -> UInt64 {
    var mixer = seed
    return splitMix(&mixer)
  }

  private static func splitMix(_ state: inout UInt64) -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  private static func rotate(_ value: UInt64, _ count: UInt64) -> UInt64 {
    (value << count) | (value >> (64 &- count))
  }
}
