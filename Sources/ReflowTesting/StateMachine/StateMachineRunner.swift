/// Generates, runs, replays and shrinks command sequences of one ``StateMachineTest``.
struct StateMachineRunner<Test: StateMachineTest> {
  typealias Command = ModelCommand<Test.System, Test.Model>

  /// A step as the runner keeps it: which command, the choices its argument was drawn from
  /// (so shrinking can edit them) and the argument itself.
  struct Step {
    var command: Int
    var choices: [UInt64]
    var argument: any Sendable
  }

  /// What running a sequence did: the steps run, and the failure if there was one.
  struct Execution {
    /// The steps that ran (preconditions held), up to and including a failing one.
    var steps: [Step]
    /// The failing step's index in `steps`, or `steps.count` when a written step could not run
    /// (a replay's unknown command or unmet precondition); `nil` on success or a failure
    /// before any step.
    var failingStep: Int?
    var violations: [Violation]

    var failed: Bool { !violations.isEmpty }
  }

  /// What to do next, decided from the model before each step.
  enum Plan {
    case run(Step)
    /// Stop with these violations (a replayed step that cannot run).
    case fail([Violation])
  }

  let test: Test
  let commands: [Command]
  /// Why the commands cannot run at all (two share a name), or empty.
  let commandProblems: [Violation]

  init(_ test: Test) {
    self.test = test
    commands = test.commands
    var seen: Set<String> = []
    var repeated: [String] = []
    for command in commands where !seen.insert(command.name).inserted {
      repeated.append(command.name.debugDescription)
    }
    commandProblems = repeated.isEmpty ? [] : [Violation(
      "command names",
      "more than one command is named \(repeated.joined(separator: ", ")): give each a name"
        + " of its own, so a replay can find it")]
  }

  /// Runs steps on a fresh system and model until `next` returns `nil` or a step fails.
  ///
  /// - Parameters:
  ///   - setup: The run's setup.
  ///   - next: Plans the next step from the model and the number of steps run so far.
  func execute(
    setup: Test.Setup, next: (Test.Model, Int) -> Plan?
  ) -> Execution {
    var steps: [Step] = []
    guard commandProblems.isEmpty else {
      return Execution(steps: [], failingStep: nil, violations: commandProblems)
    }
    var system: Test.System
    do {
      system = try test.makeSystem(setup)
    } catch {
      return Execution(
        steps: [], failingStep: nil,
        violations: [Violation("no error", "makeSystem threw \(error)")])
    }
    var model = test.makeModel(setup)
    let initial = test.invariants(system, model)
    guard initial.isEmpty else {
      return Execution(
        steps: [], failingStep: nil,
        violations: initial.map { Violation($0.invariant, "before any step: " + $0.message) })
    }
    while let plan = next(model, steps.count) {
      let step: Step
      switch plan {
      case .run(let planned): step = planned
      case .fail(let violations):
        return Execution(steps: steps, failingStep: steps.count, violations: violations)
      }
      steps.append(step)
      let command = commands[step.command]
      var found = command.perform(&system, &model, step.argument)
      if found.isEmpty { found = test.invariants(system, model) }
      if !found.isEmpty {
        let label = "step \(steps.count), \(modelStep(step)): "
        return Execution(
          steps: steps, failingStep: steps.count - 1,
          violations: found.map {
            Violation($0.invariant, label + $0.message, indices: $0.indices)
          })
      }
    }
    return Execution(steps: steps, failingStep: nil, violations: [])
  }

  /// Generates a setup and up to `length` steps from `source`, running them as it goes.
  func generate(
    using source: inout ChoiceSource, length: ClosedRange<Int>
  ) -> (setup: Test.Setup, setupChoices: [UInt64], execution: Execution) {
    let setup = test.setups.generate(using: &source)
    let setupChoices = source.recorded
    let lower = max(0, length.lowerBound)
    let count = lower + Int(source.choose(upTo: UInt64(max(lower, length.upperBound) - lower)))
    let execution = execute(setup: setup) { model, done in
      done < count ? nextStep(after: model, using: &source) : nil
    }
    return (setup, setupChoices, execution)
  }

  /// Chooses a command whose precondition holds, by weight, and draws its argument; `nil` when
  /// no command may run.
  func nextStep(after model: Test.Model, using source: inout ChoiceSource) -> Plan? {
    let enabled = commands.indices.filter { commands[$0].isEnabled(model) }
    let total = enabled.reduce(0) { $0 + commands[$1].weight }
    guard total > 0 else { return nil }
    var ticket = Int(source.choose(upTo: UInt64(total - 1)))
    var chosen = enabled[0]
    for index in enabled {
      if ticket < commands[index].weight {
        chosen = index
        break
      }
      ticket -= commands[index].weight
    }
    let start = source.recorded.count
    let argument = commands[chosen].drawArgument(model, &source)
    return .run(Step(
      command: chosen, choices: Array(source.recorded[start...]), argument: argument))
  }

  /// Runs `steps` again, skipping those whose precondition no longer holds and drawing each
  /// argument anew from its choices; the step at `editing`, if any, draws from `source`.
  func replay(
    setup: Test.Setup, steps: [Step], editing: Int? = nil, source: inout ChoiceSource
  ) -> Execution {
    var position = 0
    return execute(setup: setup) { model, _ in
      while position < steps.count {
        let step = steps[position]
        defer { position += 1 }
        let command = commands[step.command]
        guard command.isEnabled(model) else { continue }
        if position == editing {
          let start = source.recorded.count
          let argument = command.drawArgument(model, &source)
          return .run(Step(
            command: step.command, choices: Array(source.recorded[start...]),
            argument: argument))
        }
        var replaying = ChoiceSource(replaying: step.choices)
        let argument = command.drawArgument(model, &replaying)
        return .run(Step(command: step.command, choices: replaying.recorded, argument: argument))
      }
      return nil
    }
  }

  /// Runs steps written by name, as a pasted replay does: each must name a command whose
  /// precondition holds and whose argument has the right type.
  func replay(setup: Test.Setup, steps: [ModelStep]) -> Execution {
    execute(setup: setup) { model, done in
      guard done < steps.count else { return nil }
      let step = steps[done]
      let label = "step \(done + 1), \(step): "
      guard let index = commands.firstIndex(where: { $0.name == step.name }) else {
        let names = commands.map(\.name.debugDescription).joined(separator: ", ")
        return .fail([Violation(
          "replay", label + "no command is named \(step.name.debugDescription); the commands"
            + " are \(names)")])
      }
      let command = commands[index]
      let argument = command.hasArgument ? command.convert(step.argument) : ()
      guard let argument, command.hasArgument == step.hasArgument else {
        let wanted = command.hasArgument ? "a \(command.argumentType) argument" : "no argument"
        return .fail([Violation("replay", label + "\(step.name) takes \(wanted)")])
      }
      guard command.precondition?(model) ?? true else {
        return .fail([Violation(
          "precondition", label + "its precondition does not hold in the model's state")])
      }
      return .run(Step(command: index, choices: [], argument: argument))
    }
  }

  /// The step as it prints: its command's name and its argument's literal.
  func modelStep(_ step: Step) -> ModelStep {
    let command = commands[step.command]
    guard command.hasArgument else { return .step(command.name) }
    return ModelStep(
      name: command.name, argument: step.argument,
      argumentLiteral: command.literal(step.argument))
  }

  /// The run as reported.
  func modelRun(setup: Test.Setup, execution: Execution) -> ModelRun<Test.Setup> {
    ModelRun(
      setup: setup, steps: execution.steps.map(modelStep), failingStep: execution.failingStep,
      testExpression: test.replayExpression,
      setupLiteral: Test.Setup.self == Void.self ? nil : swiftLiteral(setup))
  }
}
