/// A small seeded pseudo-random generator (SplitMix64), so every run measures the same input.
///
/// Not for cryptography: it exists so a benchmark's input depends only on its seed, on every
/// platform and toolchain, unlike `SystemRandomNumberGenerator`.
struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator whose sequence is fixed by `seed`.
  init(seed: UInt64) {
    state = seed
  }

  /// Returns the next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// Returns an integer in `range`, as a `Double`.
  ///
  /// Whole-point sizes keep every sum exact, so two layout algorithms given the same sizes agree
  /// bit for bit and can be checked against each other.
  mutating func wholeNumber(in range: ClosedRange<Int>) -> Double {
    let span = UInt64(range.upperBound - range.lowerBound + 1)
    return Double(range.lowerBound + Int(next() % span))
  }
}
