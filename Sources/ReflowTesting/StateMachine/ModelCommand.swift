/// One command of a ``StateMachineTest``: how to generate its argument, when it may run, and
/// what it does to the real system and to the model.
///
/// When the system and the model each return a result (an `Equatable` one, or any two types
/// with a `compare` function), the runner compares them after the step; a thrown error is a
/// failure naming the step.
///
/// ```swift
/// Command("push", arguments: Gen.int(in: 0...9)) { stack, value in
///   stack.push(value)
/// } model: { values, value in
///   values.append(value)
/// }
///
/// Command("pop", when: { !$0.isEmpty }) { stack in
///   stack.pop()                 // returns the top value…
/// } model: { values in
///   values.removeLast()         // …which must equal the model's
/// }
///
/// Command("remove", arguments: { values in Gen.int(in: 0...(values.count - 1)) },
///         when: { !$0.isEmpty }) { list, index in
///   list.remove(at: index)
/// } model: { values, index in
///   values.remove(at: index)
/// }
/// ```
///
/// The precondition (`when:`) is checked against the model before every step, while
/// generating, while shrinking and while replaying, so a command whose real operation would
/// trap in some state (popping an empty stack) is never run there. Arguments that depend on
/// the model (an index below its count) are regenerated from their choices when shrinking
/// changes the steps before them, so they stay valid.
public struct ModelCommand<System, Model> {
  /// The command's name: unique in its test, printed in reports and replays.
  public let name: String
  /// How often the command is chosen relative to the others that may run; 0 never chooses it.
  public let weight: Int
  /// Whether the command takes an argument (its replay step names one).
  let hasArgument: Bool
  let precondition: ((Model) -> Bool)?
  /// Draws an argument for the model's state.
  let drawArgument: (Model, inout ChoiceSource) -> any Sendable
  /// Swift source for an argument.
  let literal: (Any) -> String
  /// Converts an argument written in a replay to the command's argument type, or `nil`.
  let convert: (Any) -> (any Sendable)?
  /// The argument's type, for a replay's error message.
  let argumentType: Any.Type
  /// Runs the command on both and returns how their results disagree.
  let perform: (inout System, inout Model, Any) -> [Violation]

  /// Whether the command may run in the model's state.
  func isEnabled(_ model: Model) -> Bool {
    weight > 0 && (precondition?(model) ?? true)
  }

  /// The command from every part: arguments that depend on the model, and results of any two
  /// types compared by `compare`.
  ///
  /// - Parameters:
  ///   - name: The command's name, unique in its test.
  ///   - weight: How often it is chosen relative to the others; 0 never chooses it.
  ///   - arguments: Makes the argument generator for the model's state.
  ///   - precondition: When the command may run, judged on the model; `nil` is always.
  ///   - literal: Swift source for an argument, for the printed replay; `nil` picks one.
  ///   - run: Runs the command on the real system and returns what it observed.
  ///   - model: Runs the command on the model and returns what the system should observe.
  ///   - compare: How the observed result differs from the expected one; empty if it does not.
  public init<Argument: Sendable, Observed, Expected>(
    _ name: String, weight: Int = 1, arguments: @escaping (Model) -> Gen<Argument>,
    when precondition: ((Model) -> Bool)? = nil, literal: ((Argument) -> String)? = nil,
    run: @escaping (inout System, Argument) throws -> Observed,
    model: @escaping (inout Model, Argument) -> Expected,
    compare: @escaping (Observed, Expected) -> [Violation]
  ) {
    self.name = name
    self.weight = max(0, weight)
    self.hasArgument = Argument.self != Void.self
    self.precondition = precondition
    self.drawArgument = { model, source in arguments(model).generate(using: &source) }
    self.literal = { argument in
      guard let argument = argument as? Argument else { return swiftLiteral(argument) }
      return literal?(argument) ?? swiftLiteral(argument)
    }
    self.convert = { converted($0, to: Argument.self) }
    self.argumentType = Argument.self
    self.perform = { system, state, argument in
      guard let argument = converted(argument, to: Argument.self) else {
        return [Violation(
          "argument", "\(swiftLiteral(argument)) is not a \(Argument.self)")]
      }
      let observed: Observed
      do {
        observed = try run(&system, argument)
      } catch {
        return [Violation("no error", "the system threw \(error)")]
      }
      return compare(observed, model(&state, argument))
    }
  }

  /// A command with an argument that depends on the model, and no result to compare.
  public init<Argument: Sendable>(
    _ name: String, weight: Int = 1, arguments: @escaping (Model) -> Gen<Argument>,
    when precondition: ((Model) -> Bool)? = nil, literal: ((Argument) -> String)? = nil,
    run: @escaping (inout System, Argument) throws -> Void,
    model: @escaping (inout Model, Argument) -> Void
  ) {
    self.init(
      name, weight: weight, arguments: arguments, when: precondition, literal: literal,
      run: run, model: model, compare: { _, _ in [] })
  }

  /// A command with an argument that depends on the model, whose result on the system must
  /// equal its result on the model.
  public init<Argument: Sendable, Output: Equatable>(
    _ name: String, weight: Int = 1, arguments: @escaping (Model) -> Gen<Argument>,
    when precondition: ((Model) -> Bool)? = nil, literal: ((Argument) -> String)? = nil,
    run: @escaping (inout System, Argument) throws -> Output,
    model: @escaping (inout Model, Argument) -> Output
  ) {
    self.init(
      name, weight: weight, arguments: arguments, when: precondition, literal: literal,
      run: run, model: model, compare: equalResults)
  }

  /// A command with a generated argument and no result to compare.
  public init<Argument: Sendable>(
    _ name: String, weight: Int = 1, arguments: Gen<Argument>,
    when precondition: ((Model) -> Bool)? = nil, literal: ((Argument) -> String)? = nil,
    run: @escaping (inout System, Argument) throws -> Void,
    model: @escaping (inout Model, Argument) -> Void
  ) {
    self.init(
      name, weight: weight, arguments: { _ in arguments }, when: precondition,
      literal: literal, run: run, model: model, compare: { _, _ in [] })
  }

  /// A command with a generated argument, whose result on the system must equal its result on
  /// the model.
  public init<Argument: Sendable, Output: Equatable>(
    _ name: String, weight: Int = 1, arguments: Gen<Argument>,
    when precondition: ((Model) -> Bool)? = nil, literal: ((Argument) -> String)? = nil,
    run: @escaping (inout System, Argument) throws -> Output,
    model: @escaping (inout Model, Argument) -> Output
  ) {
    self.init(
      name, weight: weight, arguments: { _ in arguments }, when: precondition,
      literal: literal, run: run, model: model, compare: equalResults)
  }

  /// A command without an argument or a result to compare.
  public init(
    _ name: String, weight: Int = 1, when precondition: ((Model) -> Bool)? = nil,
    run: @escaping (inout System) throws -> Void, model: @escaping (inout Model) -> Void
  ) {
    self.init(
      name, weight: weight, arguments: { _ in Gen<Void>.constant(()) }, when: precondition,
      run: { system, _ in try run(&system) }, model: { state, _ in model(&state) },
      compare: { _, _ in [] })
  }

  /// A command without an argument, whose result on the system must equal its result on the
  /// model.
  public init<Output: Equatable>(
    _ name: String, weight: Int = 1, when precondition: ((Model) -> Bool)? = nil,
    run: @escaping (inout System) throws -> Output, model: @escaping (inout Model) -> Output
  ) {
    self.init(
      name, weight: weight, arguments: { _ in Gen<Void>.constant(()) }, when: precondition,
      run: { system, _ in try run(&system) }, model: { state, _ in model(&state) },
      compare: equalResults)
  }
}

/// No violation when the system's result equals the model's.
private func equalResults<Output: Equatable>(_ observed: Output, _ expected: Output)
  -> [Violation]
{
  Violation.unless(
    observed == expected, "the system returned \(observed) but the model \(expected)",
    invariant: "result")
}
