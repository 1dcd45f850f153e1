#if canImport(Testing)
  import Testing
#endif

/// Runs generated command sequences against a ``StateMachineTest`` and returns the first
/// failing run, shrunk, or `nil` when every run passes. Records no test failure.
///
/// ```swift
/// if let failure = findCounterexample(UndoStackTest(), seed: 1) {
///   print(failure.value.replayTest)
/// }
/// ```
///
/// - Parameters:
///   - test: The system, model, commands and invariants.
///   - iterations: How many runs; defaults to `REFLOW_PROPERTY_ITERATIONS`, else 1,000.
///   - seed: The first run's seed; defaults to `REFLOW_SEED`, else a random seed.
///   - steps: How many steps a run takes, chosen uniformly; a run also ends when no command's
///     precondition holds.
///   - shrinkLimit: The most runs the shrinker may replay.
/// - Returns: The shrunk failing run with its seed, or `nil`.
/// - Complexity: O(*iterations* × *steps*) commands, plus at most `shrinkLimit` replays.
public func findCounterexample<Test: StateMachineTest>(
  _ test: Test, iterations: Int? = nil, seed: UInt64? = nil, steps: ClosedRange<Int> = 1...50,
  shrinkLimit: Int = 5_000
) -> Counterexample<ModelRun<Test.Setup>>? {
  let configuration = PropertyConfiguration.resolve(iterations: iterations, seed: seed)
    .configuration
  return findCounterexample(
    test, configuration: configuration, steps: steps, shrinkLimit: shrinkLimit)
}

/// Runs generated command sequences against a ``StateMachineTest`` and records a test failure
/// at the caller for the first failing run: the seed, the shrunk steps with the failing one
/// marked, the violations, and a Swift test that replays the run.
///
/// Like ``check(_:iterations:seed:shrinkLimit:fileID:filePath:line:column:_:)``, it records
/// through Swift Testing or XCTest, whichever is running the test.
///
/// ```swift
/// @Test("The undo stack behaves like its model") func undoStack() {
///   check(UndoStackTest())
/// }
/// ```
///
/// - Parameters:
///   - test: The system, model, commands and invariants.
///   - iterations: How many runs; defaults to `REFLOW_PROPERTY_ITERATIONS`, else 1,000.
///   - seed: The first run's seed; defaults to `REFLOW_SEED`, else a random seed.
///   - steps: How many steps a run takes, chosen uniformly; a run also ends when no command's
///     precondition holds.
///   - shrinkLimit: The most runs the shrinker may replay.
///   - fileID: The caller's file, as `#fileID` gives it; leave the default.
///   - filePath: The caller's file, as `#filePath` gives it; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
/// - Complexity: O(*iterations* × *steps*) commands, plus at most `shrinkLimit` replays.
public func check<Test: StateMachineTest>(
  _ test: Test, iterations: Int? = nil, seed: UInt64? = nil, steps: ClosedRange<Int> = 1...50,
  shrinkLimit: Int = 5_000, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  check(
    test, iterations: iterations, seed: seed, steps: steps, shrinkLimit: shrinkLimit,
    at: CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

#if canImport(Testing)
  /// Runs generated command sequences against a ``StateMachineTest`` and records a failure at
  /// `sourceLocation`, for helpers that pass on Swift Testing's source location.
  ///
  /// - Parameters:
  ///   - test: The system, model, commands and invariants.
  ///   - iterations: How many runs; defaults to `REFLOW_PROPERTY_ITERATIONS`, else 1,000.
  ///   - seed: The first run's seed; defaults to `REFLOW_SEED`, else a random seed.
  ///   - steps: How many steps a run takes.
  ///   - shrinkLimit: The most runs the shrinker may replay.
  ///   - sourceLocation: Where to record the failure.
  public func check<Test: StateMachineTest>(
    _ test: Test, iterations: Int? = nil, seed: UInt64? = nil,
    steps: ClosedRange<Int> = 1...50, shrinkLimit: Int = 5_000, sourceLocation: SourceLocation
  ) {
    check(
      test, iterations: iterations, seed: seed, steps: steps, shrinkLimit: shrinkLimit,
      at: CallerLocation(sourceLocation))
  }
#endif

extension StateMachineTest where Setup == Void {
  /// Runs `steps` on a fresh system and model and records a test failure at the caller if a
  /// step fails: the body of the test a failing run prints.
  ///
  /// ```swift
  /// @Test func undoStackReplay() {
  ///   UndoStackTest().replay([
  ///     .step("type", "a"),
  ///     .step("undo"),
  ///   ])
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - steps: The commands by name, with their arguments.
  ///   - fileID: The caller's file, as `#fileID` gives it; leave the default.
  ///   - filePath: The caller's file, as `#filePath` gives it; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  /// - Returns: The violations of the failing step (a step naming no command, one whose
  ///   precondition does not hold and one with an argument of the wrong type fail too), or an
  ///   empty array.
  @discardableResult
  public func replay(
    _ steps: [ModelStep], fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> [Violation] {
    replay(
      setup: (), steps,
      at: CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

extension StateMachineTest {
  /// Runs `steps` from `setup` on a fresh system and model and records a test failure at the
  /// caller if a step fails: the body of the test a failing run prints.
  ///
  /// - Parameters:
  ///   - setup: What the run starts from.
  ///   - steps: The commands by name, with their arguments.
  ///   - fileID: The caller's file, as `#fileID` gives it; leave the default.
  ///   - filePath: The caller's file, as `#filePath` gives it; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  /// - Returns: The violations of the failing step, or an empty array.
  @discardableResult
  public func replay(
    setup: Setup, _ steps: [ModelStep], fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> [Violation] {
    replay(
      setup: setup, steps,
      at: CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  private func replay(setup: Setup, _ steps: [ModelStep], at location: CallerLocation)
    -> [Violation]
  {
    let runner = StateMachineRunner(self)
    let execution = runner.replay(setup: setup, steps: steps)
    guard execution.failed else { return [] }
    var run = runner.modelRun(setup: setup, execution: execution)
    if let failing = execution.failingStep, failing == run.steps.count, failing < steps.count {
      // The written step that could not run.
      run.steps.append(steps[failing])
    }
    let lines =
      ["Replay of \(replayExpression) failed:", run.listing, "Violations:"]
      + execution.violations.map { "  - \($0)" }
    recordFailure(lines.joined(separator: "\n"), at: location)
    return execution.violations
  }
}

/// The run behind both `check`s: searches, then records any problem and the failure.
private func check<Test: StateMachineTest>(
  _ test: Test, iterations: Int?, seed: UInt64?, steps: ClosedRange<Int>, shrinkLimit: Int,
  at location: CallerLocation
) {
  let (configuration, problems) = PropertyConfiguration.resolve(
    iterations: iterations, seed: seed)
  for problem in problems { recordFailure(problem, at: location) }
  if let failure = findCounterexample(
    test, configuration: configuration, steps: steps, shrinkLimit: shrinkLimit)
  {
    recordFailure(failure.report, at: location)
  }
}

/// Runs from consecutive seeds until one fails, then shrinks it.
private func findCounterexample<Test: StateMachineTest>(
  _ test: Test, configuration: PropertyConfiguration, steps: ClosedRange<Int>, shrinkLimit: Int
) -> Counterexample<ModelRun<Test.Setup>>? {
  let runner = StateMachineRunner(test)
  var caseSeed = configuration.seed
  for caseIndex in 0..<configuration.iterations {
    var source = ChoiceSource(seed: caseSeed)
    let (setup, setupChoices, execution) = runner.generate(using: &source, length: steps)
    if execution.failed {
      var shrinker = StateMachineShrinker(
        runner: runner, setup: setup, setupChoices: setupChoices, failing: execution,
        attemptLimit: shrinkLimit)
      shrinker.shrink()
      return Counterexample(
        value: runner.modelRun(setup: shrinker.setup, execution: shrinker.best),
        originalValue: runner.modelRun(setup: setup, execution: execution),
        violations: shrinker.best.violations, seed: caseSeed, runSeed: configuration.seed,
        casesRun: caseIndex + 1, iterations: configuration.iterations,
        shrinkSteps: shrinker.improvements, shrinkAttempts: shrinker.attempts, choices: [])
    }
    caseSeed = Xoshiro256.successor(of: caseSeed)
  }
  return nil
}
