/// Shrinks a failing state-machine run: drops chunks of steps (halves, quarters, … single
/// steps), then simplifies each step's argument and the setup through the choice shrinker,
/// until nothing more helps or the attempts run out.
///
/// Every candidate is replayed on a fresh system and model with the preconditions checked
/// again, so each run it keeps is one the generator could have made.
struct StateMachineShrinker<Test: StateMachineTest> {
  typealias Runner = StateMachineRunner<Test>

  let runner: Runner
  let attemptLimit: Int
  private(set) var setup: Test.Setup
  private(set) var setupChoices: [UInt64]
  private(set) var best: Runner.Execution
  /// How many simplifications were kept.
  private(set) var improvements = 0
  /// How many candidates were replayed.
  private(set) var attempts = 0

  init(
    runner: Runner, setup: Test.Setup, setupChoices: [UInt64], failing: Runner.Execution,
    attemptLimit: Int
  ) {
    self.runner = runner
    self.setup = setup
    self.setupChoices = setupChoices
    self.best = failing
    self.attemptLimit = attemptLimit
  }

  mutating func shrink() {
    var improved = true
    while improved && attempts < attemptLimit {
      improved = false
      improved = dropChunks() || improved
      improved = shrinkArguments() || improved
      improved = shrinkSetup() || improved
    }
  }

  /// Tries removing runs of steps, longest first, from the end backwards.
  private mutating func dropChunks() -> Bool {
    var improved = false
    var size = max(1, best.steps.count / 2)
    while attempts < attemptLimit {
      let stride = size == 1 ? 1 : size
      var start = best.steps.count - size
      while start >= 0 && attempts < attemptLimit {
        var candidate = best.steps
        candidate.removeSubrange(start..<(start + size))
        if consider(candidate) { improved = true }
        start = min(start - stride, best.steps.count - size)
      }
      if size == 1 { break }
      size /= 2
    }
    return improved
  }

  /// Replays `steps`; keeps the run when it still fails in fewer steps.
  private mutating func consider(_ steps: [Runner.Step]) -> Bool {
    attempts += 1
    var unused = ChoiceSource(replaying: [])
    let execution = runner.replay(setup: setup, steps: steps, source: &unused)
    guard execution.failed && execution.steps.count < best.steps.count else { return false }
    best = execution
    improvements += 1
    return true
  }

  /// Simplifies each step's argument choices with the others fixed.
  private mutating func shrinkArguments() -> Bool {
    var improved = false
    var index = 0
    while index < best.steps.count && attempts < attemptLimit {
      let step = best.steps[index]
      if !step.choices.isEmpty {
        let (runner, setup, steps) = (self.runner, self.setup, best.steps)
        let editing = index
        var shrinker = Shrinker<Runner.Execution>(
          replay: { source in
            runner.replay(setup: setup, steps: steps, editing: editing, source: &source)
          },
          failing: .init(choices: step.choices, value: best, violations: best.violations),
          spans: [], attemptLimit: attemptLimit - attempts, evaluate: \.violations)
        shrinker.shrink()
        attempts += shrinker.attempts
        if shrinker.steps > 0 && shrinker.best.value.steps.count <= best.steps.count {
          best = shrinker.best.value
          improvements += shrinker.steps
          improved = true
        }
      }
      index += 1
    }
    return improved
  }

  /// Simplifies the setup's choices with the steps fixed.
  private mutating func shrinkSetup() -> Bool {
    guard !setupChoices.isEmpty && attempts < attemptLimit else { return false }
    let (runner, steps) = (self.runner, best.steps)
    var shrinker = Shrinker<(Test.Setup, Runner.Execution)>(
      replay: { source in
        let setup = runner.test.setups.generate(using: &source)
        var unused = ChoiceSource(replaying: [])
        return (setup, runner.replay(setup: setup, steps: steps, source: &unused))
      },
      failing: .init(choices: setupChoices, value: (setup, best), violations: best.violations),
      spans: [], attemptLimit: attemptLimit - attempts, evaluate: { $0.1.violations })
    shrinker.shrink()
    attempts += shrinker.attempts
    guard shrinker.steps > 0 && shrinker.best.value.1.steps.count <= best.steps.count else {
      return false
    }
    (setup, best) = shrinker.best.value
    setupChoices = shrinker.best.choices
    improvements += shrinker.steps
    return true
  }
}
