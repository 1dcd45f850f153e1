#if canImport(Testing)
  import Testing
#endif

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

/// Tests `property` on generated values and records a test failure at the caller for the
/// first failure: its seed, the shrunk value, the violations, a drawing and how to replay it.
///
/// `import ReflowTesting` is all it needs, under either test runner: the failure is recorded as
/// a Swift Testing issue inside a Swift Testing test, as an XCTest failure inside an XCTest
/// test, and written to standard error anywhere else (a playground, a script).
///
/// ```swift
/// @Test("Items never overlap") func noOverlap() {
///   check(Gen.layoutCase()) { layoutCase in
///     LayoutInvariants.noOverlap(try layoutCase.layout().frames)
///   }
/// }
///
/// final class GridTests: XCTestCase {
///   func testNoOverlap() {
///     check(Gen.layoutCase()) { LayoutInvariants.noOverlap(try $0.layout().frames) }
///   }
/// }
/// ```
///
/// - Parameters:
///   - generator: The values to test.
///   - iterations: How many cases; defaults to `REFLOW_PROPERTY_ITERATIONS`, else 1,000.
///   - seed: The first case's seed; defaults to `REFLOW_SEED`, else a random seed.
///   - shrinkLimit: The most candidates the shrinker may replay.
///   - fileID: The caller's file, as `#fileID` gives it; leave the default.
///   - filePath: The caller's file, as `#filePath` gives it; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
///   - property: Returns how a value breaks the property, or an empty array; a thrown error
///     counts as a violation.
/// - Complexity: O(*iterations*) evaluations, plus at most `shrinkLimit` on failure.
public func check<Value>(
  _ generator: Gen<Value>, iterations: Int? = nil, seed: UInt64? = nil,
  shrinkLimit: Int = 5_000, fileID: StaticString = #fileID,
  filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
  _ property: (Value) throws -> [Violation]
) {
  check(
    generator, iterations: iterations, seed: seed, shrinkLimit: shrinkLimit,
    at: CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column), property)
}

/// Tests a yes-or-no `property` on generated values and records a test failure at the caller
/// for the first failure, shrunk, under Swift Testing or XCTest.
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
///   - fileID: The caller's file, as `#fileID` gives it; leave the default.
///   - filePath: The caller's file, as `#filePath` gives it; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
///   - property: Whether a value passes; a thrown error counts as a failure.
public func checkAll<Value>(
  _ generator: Gen<Value>, iterations: Int? = nil, seed: UInt64? = nil,
  shrinkLimit: Int = 5_000, fileID: StaticString = #fileID,
  filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
  _ property: (Value) throws -> Bool
) {
  check(
    generator, iterations: iterations, seed: seed, shrinkLimit: shrinkLimit,
    at: CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  ) {
    try property($0) ? [] : [falseViolation]
  }
}

#if canImport(Testing)
  /// Tests `property` on generated values and records a failure at `sourceLocation`: for
  /// helpers that take Swift Testing's `sourceLocation: SourceLocation = #_sourceLocation` and
  /// pass it on, so failures point at the helper's caller.
  ///
  /// ```swift
  /// func checkNoOverlap(
  ///   _ cases: Gen<LayoutCase>, sourceLocation: SourceLocation = #_sourceLocation
  /// ) {
  ///   check(cases, sourceLocation: sourceLocation) {
  ///     LayoutInvariants.noOverlap(try $0.layout().frames)
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - generator: The values to test.
  ///   - iterations: How many cases; defaults to `REFLOW_PROPERTY_ITERATIONS`, else 1,000.
  ///   - seed: The first case's seed; defaults to `REFLOW_SEED`, else a random seed.
  ///   - shrinkLimit: The most candidates the shrinker may replay.
  ///   - sourceLocation: Where to record the failure.
  ///   - property: Returns how a value breaks the property, or an empty array; a thrown error
  ///     counts as a violation.
  public func check<Value>(
    _ generator: Gen<Value>, iterations: Int? = nil, seed: UInt64? = nil,
    shrinkLimit: Int = 5_000, sourceLocation: SourceLocation,
    _ property: (Value) throws -> [Violation]
  ) {
    check(
      generator, iterations: iterations, seed: seed, shrinkLimit: shrinkLimit,
      at: CallerLocation(sourceLocation), property)
  }

  /// Tests a yes-or-no `property` on generated values and records a failure at
  /// `sourceLocation`, for helpers that pass on Swift Testing's source location.
  ///
  /// - Parameters:
  ///   - generator: The values to test.
  ///   - iterations: How many cases; defaults to `REFLOW_PROPERTY_ITERATIONS`, else 1,000.
  ///   - seed: The first case's seed; defaults to `REFLOW_SEED`, else a random seed.
  ///   - shrinkLimit: The most candidates the shrinker may replay.
  ///   - sourceLocation: Where to record the failure.
  ///   - property: Whether a value passes; a thrown error counts as a failure.
  public func checkAll<Value>(
    _ generator: Gen<Value>, iterations: Int? = nil, seed: UInt64? = nil,
    shrinkLimit: Int = 5_000, sourceLocation: SourceLocation,
    _ property: (Value) throws -> Bool
  ) {
    check(
      generator, iterations: iterations, seed: seed, shrinkLimit: shrinkLimit,
      at: CallerLocation(sourceLocation)
    ) {
      try property($0) ? [] : [falseViolation]
    }
  }
#endif

/// How a yes-or-no property that returned false is reported.
private let falseViolation: Violation = "the property returned false"

/// The run behind `check` and `checkAll`: resolves the configuration, searches, and records
/// any problem and the failure at `location`.
private func check<Value>(
  _ generator: Gen<Value>, iterations: Int?, seed: UInt64?, shrinkLimit: Int,
  at location: CallerLocation, _ property: (Value) throws -> [Violation]
) {
  let (configuration, problems) = PropertyConfiguration.resolve(
    iterations: iterations, seed: seed)
  for problem in problems { recordFailure(problem, at: location) }
  if let failure = findCounterexample(
    generator, configuration: configuration, shrinkLimit: shrinkLimit, property)
  {
    recordFailure(failure.report, at: location)
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
