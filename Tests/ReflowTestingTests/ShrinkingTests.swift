import ReflowTesting
import Testing

@Suite struct ShrinkingTests {
  @Test("An integer shrinks to the boundary of the property", arguments: [0, 1, 1_234, 99_000])
  func integerBoundary(_ boundary: Int) throws {
    let failure = try #require(
      findCounterexample(.int(in: 0...100_000), iterations: 1_000, seed: 1) { value in
        Violation.unless(value < boundary, "\(value) is at least \(boundary)")
      })
    #expect(failure.value == boundary)
  }

  @Test("A negative integer shrinks towards zero")
  func negativeTowardsZero() throws {
    let failure = try #require(
      findCounterexample(.int(in: -1_000...1_000), iterations: 1_000, seed: 2) { value in
        Violation.unless(value > -10, "\(value) is at most -10")
      })
    #expect(failure.value == -10)
  }

  /// Each element is lowered as far as it goes with the others fixed, so the sum lands exactly on
  /// the boundary; the shrinker does not move value between elements, so three elements of 50
  /// can remain where two (50 and 100) would do.
  @Test("An array shrinks to few elements, each as small as it can be")
  func arrayMinimal() throws {
    let failure = try #require(
      findCounterexample(.array(of: .int(in: 0...100)), iterations: 1_000, seed: 3) { values in
        Violation.unless(values.reduce(0, +) < 150, "sum \(values.reduce(0, +))")
      })
    #expect((2...3).contains(failure.value.count))
    #expect(failure.value.reduce(0, +) == 150)
  }

  @Test("Both stages of a flatMap shrink")
  func flatMapShrinks() throws {
    let pairs = Gen<Int>.int(in: 1...100).flatMap { width in
      Gen<Int>.int(in: 0...width).map { (width, $0) }
    }
    let failure = try #require(
      findCounterexample(pairs, iterations: 1_000, seed: 4) { pair in
        Violation.unless(pair.1 < 10, "item \(pair.1)")
      })
    #expect(failure.value == (10, 10))
  }

  /// Lowering a value is a binary search, which finds a local minimum of a property that is not
  /// monotonic; the element kept fails, but need not be the smallest that would.
  @Test("An element that matters is kept while the others go")
  func keepsTheCulprit() throws {
    let failure = try #require(
      findCounterexample(.array(of: .int(in: 0...1_000)), iterations: 1_000, seed: 5) { values in
        Violation.unless(!values.contains { $0 % 7 == 3 && $0 > 500 }, "\(values)")
      })
    #expect(failure.value.count == 1)
    #expect(failure.value.allSatisfy { $0 % 7 == 3 && $0 > 500 })
  }

  @Test("Shrinking is deterministic, and a failure replays from its case seed")
  func replayFromSeed() throws {
    let gen = Gen<[Int]>.array(of: .int(in: 0...100))
    let property = { (values: [Int]) in Violation.unless(values.count < 5, "\(values)") }
    let first = try #require(findCounterexample(gen, iterations: 1_000, seed: 77, property))
    let again = try #require(findCounterexample(gen, iterations: 1_000, seed: 77, property))
    #expect(first.value == again.value && first.seed == again.seed)
    let replay = try #require(findCounterexample(gen, iterations: 1, seed: first.seed, property))
    #expect(replay.casesRun == 1)
    #expect(replay.originalValue == first.originalValue)
    #expect(replay.value == first.value)
    #expect(first.value == [0, 0, 0, 0, 0])
  }

  @Test("The shrinker stops at its limit")
  func limit() throws {
    let failure = try #require(
      findCounterexample(
        .array(of: .int(in: 0...1_000_000)), iterations: 100, seed: 6, shrinkLimit: 3
      ) { values in Violation.unless(values.isEmpty, "not empty") })
    #expect(failure.shrinkAttempts <= 3)
  }
}
