import Reflow
import ReflowSimulation

extension SplitMix64 {
  /// Returns an integer in `range`, as a `Double`.
  ///
  /// Whole-point sizes keep every sum exact, so two layout algorithms given the same sizes agree
  /// bit for bit and can be checked against each other.
  mutating func wholeNumber(in range: ClosedRange<Int>) -> Double {
    let span = UInt64(range.upperBound - range.lowerBound + 1)
    return Double(range.lowerBound + Int(next() % span))
  }
}
