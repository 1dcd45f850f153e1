import Testing

/// Tests `property` on generated values and returns the first failure, shrunk, or `nil` when
/// every case passes. Records no test issue: use it to test properties of the kit itself, or to
/// inspect a counterexample.
///
/// ```swift
/// let failure = findCounterexample(Gen.array(of: Gen.int(in: 0...100)), seed: 1) { values in
///   values.reduce(0, +) < 150 ? [] : ["sum too large"]
/// }
/// failure?.value   // a few elements that add up to exactly 150, such as [50, 100]
/// ```
///
/// - Parameters:
///   - generator: The values to test.
///   - iterations: How many cases; see ``PropertyConfiguration`` for the default.
///   - seed: The first case's seed; see ``PropertyConfiguration`` for the default.
///   - shrinkLimit: The most candidates the shrinker may replay.
///   - property: Returns how a value breaks the property, or an empty array; a thrown error
///     counts as a violation.
/// - Returns: The shrunk counterexample, or `nil`.
/// - Complexity: O(*iterations*) evaluations, plus at most `shrinkLimit` on failure.
public func findCounterexample<Value>(
  _ generator: Gen<Value>, iterations: Int? = nil, seed: UInt64? = nil,
  shrinkLimit: Int = 5_000, _ property: (Value) throws -> [Violation]
) -> Counterexample<Value>? {
  let configuration = PropertyConfiguration.resolve(iterations: iterations, seed: seed)
    .configuration
  return findCounterexample(
    generator, configuration: configuration, shrinkLimit: shrinkLimit, property)
}

/// Tests `property` on generated values and records a Swift Testing issue at the caller for the
/// first failure: its seed, the shrunk value, the violations, a drawing and how to replay it.
///
/// ```swift
/// @Test("Items never overlap") func noOverlap() {
///   check(Gen.layoutCase()) { layoutCase in
///     LayoutInvariants.noOverlap(try layoutCase.layout().frames)
///   }
/// }
/// ```
///
/// - Parameters:
///   - generator: The values to test.
///   - iterations: How many cases; defaults to `REFLOW_PROPERTY_ITERATIONS`, else 1,000.
///   - seed: The first case's seed; defaults to `REFLOW_SEED`, else a random seed.
///   - shrinkLimit: The most candidates the shrinker may replay.
///   - sourceLocation: Where to record the issue; the caller's location by default.
///   - property: Returns how a value breaks the property, or an empty array; a thrown error
///     counts as a violation.
/// - Complexity: O(*iterations*) evaluations, plus at most `shrinkLimit` on failure.
public func check<Value>(
  _ generator: Gen<Value>, iterations: Int? = nil, seed: UInt64? = nil,
  shrinkLimit: Int = 5_000, sourceLocation: SourceLocation = #_sourceLocation,
  _ property: (Value) throws -> [Violation]
) {
  let (configuration, problems) = PropertyConfiguration.resolve(
    iterations: iterations, seed: seed)
  for problem in problems {
    Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
  }
  if let failure = findCounterexample(
    generator, configuration: configuration, shrinkLimit: shrinkLimit, property)
  {
    Issue.record(Comment(rawValue: failure.report), sourceLocation: sourceLocation)
  }
}

/// Tests a yes-or-no `property` on generated values and records a Swift Testing issue at the
/// caller for the first failure, shrunk.
///
/// It has its own name because a closure that may return either `Bool` or `[Violation]` is
/// ambiguous to the type checker.
///
/// ```swift
/// checkAll(Gen.int(in: 0...100)) { $0 * 2 >= $0 }
/// ```
///
/// - Parameters:
///   - generator: The values to test.
///   - iterations: How many cases; defaults to `REFLOW_PROPERTY_ITERATIONS`, else 1,000.
///   - seed: The first case's seed; defaults to `REFLOW_SEED`, else a random seed.
///   - shrinkLimit: The most candidates the shrinker may replay.
///   - sourceLocation: Where to record the issue; the caller's location by default.
///   - property: Whether a value passes; a thrown error counts as a failure.
public func checkAll<Value>(
  _ generator: Gen<Value>, iterations: Int? = nil, seed: UInt64? = nil,
  shrinkLimit: Int = 5_000, sourceLocation: SourceLocation = #_sourceLocation,
  _ property: (Value) throws -> Bool
) {
  check(
    generator, iterations: iterations, seed: seed, shrinkLimit: shrinkLimit,
    sourceLocation: sourceLocation
  ) {
    try property($0) ? [] : ["the property returned false"]
  }
}

/// The run behind every entry point: cases from consecutive seeds, then shrinking.
private func findCounterexample<Value>(
  _ generator: Gen<Value>, configuration: PropertyConfiguration, shrinkLimit: Int,
  _ property: (Value) throws -> [Violation]
) -> Counterexample<Value>? {
  withoutActuallyEscaping(property) { property in
    let evaluate = { (value: Value) -> [Violation] in
      do {
        return try property(value)
      } catch {
        return [Violation("no error", "the property threw \(error)")]
      }
    }
    var caseSeed = configuration.seed
    for caseIndex in 0..<configuration.iterations {
      var source = ChoiceSource(seed: caseSeed)
      let value = generator.generate(using: &source)
      let violations = evaluate(value)
      if !violations.isEmpty {
        var shrinker = Shrinker(
          generator: generator,
          failing: .init(choices: source.recorded, value: value, violations: violations),
          spans: source.spans, attemptLimit: shrinkLimit, evaluate: evaluate)
        shrinker.shrink()
        return Counterexample(
          value: shrinker.best.value, originalValue: value,
          violations: shrinker.best.violations, seed: caseSeed, runSeed: configuration.seed,
          casesRun: caseIndex + 1, iterations: configuration.iterations,
          shrinkSteps: shrinker.steps, shrinkAttempts: shrinker.attempts,
          choices: shrinker.best.choices)
      }
      caseSeed = Xoshiro256.successor(of: caseSeed)
    }
    return nil
  }
}
