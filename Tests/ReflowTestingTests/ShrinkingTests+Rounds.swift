import ReflowTesting
import Testing

extension ShrinkingTests {
  /// Lowering `b` lets `a` go lower, but `a` is lowered first: only a second round over the
  /// choices, run because the first one made progress, reaches the smallest pair.
  @Test("Shrinking runs another round while a round makes progress")
  func roundsUntilNoProgress() throws {
    let pairs = Gen<Int>.int(in: 0...1_000).flatMap { a in
      Gen<Int>.int(in: 0...1_000).map { (a, $0) }
    }
    let failure = try #require(
      findCounterexample(pairs, iterations: 1_000, seed: 6) { pair in
        Violation.unless(pair.1 < 5 || pair.0 < pair.1 + 10, "\(pair)")
      })
    #expect(failure.value == (15, 5))
  }
}
