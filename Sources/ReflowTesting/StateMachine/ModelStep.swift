/// One step of a state-machine run: a command's name and its argument.
///
/// A failing run prints its steps in this form, ready to paste into a test that replays them
/// with ``StateMachineTest/replay(_:fileID:filePath:line:column:)``:
///
/// ```swift
/// UndoStackTest().replay([
///   .step("type", "a"),
///   .step("undo"),
///   .step("undo"),
/// ])
/// ```
public struct ModelStep: Sendable {
  /// The command's name.
  public var name: String
  /// The command's argument; `()` for a command without one.
  public var argument: any Sendable
  /// Swift source for the argument, as the command prints it; `nil` when written by hand.
  var argumentLiteral: String?

  /// A step of a command without an argument.
  ///
  /// - Parameter name: The command's name.
  /// - Returns: The step.
  public static func step(_ name: String) -> ModelStep {
    ModelStep(name: name, argument: (), argumentLiteral: nil)
  }

  /// A step of a command with an argument.
  ///
  /// A number converts to the command's numeric argument type when it fits exactly, so `3`
  /// serves a `UInt8` argument.
  ///
  /// - Parameters:
  ///   - name: The command's name.
  ///   - argument: Its argument.
  /// - Returns: The step.
  public static func step(_ name: String, _ argument: any Sendable) -> ModelStep {
    ModelStep(name: name, argument: argument, argumentLiteral: nil)
  }

  /// Whether the step carries an argument.
  var hasArgument: Bool { !(argument is Void) }
}

extension ModelStep: CustomStringConvertible {
  /// Swift source for the step: `.step("push", 3)`.
  public var description: String {
    guard hasArgument else { return ".step(\(name.debugDescription))" }
    return ".step(\(name.debugDescription), \(argumentLiteral ?? swiftLiteral(argument)))"
  }
}
