/// A run of a ``StateMachineTest``: its setup and its steps, the step that failed, and the
/// Swift test that replays it.
///
/// It is the value of a state machine's ``Counterexample``; its description lists the steps and
/// prints the replay test.
public struct ModelRun<Setup> {
  /// What the run started from.
  public var setup: Setup
  /// The steps, in order, up to and including the failing one.
  public var steps: [ModelStep]
  /// The index in ``steps`` of the step that failed, or `nil` when the run failed before its
  /// first step (making the system threw, or the invariants failed on the fresh pair).
  public var failingStep: Int?
  /// Swift source that creates the test, such as `UndoStackTest()`.
  var testExpression: String
  /// Swift source for the setup; `nil` when the test has none (`Void`).
  var setupLiteral: String?

  /// A Swift Testing test that replays the run with the test's
  /// ``StateMachineTest/replay(_:fileID:filePath:line:column:)``; its body works in an
  /// XCTest method too.
  public var replayTest: String {
    let base = testExpression.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    let function = (base.first.map { String($0).lowercased() } ?? "") + base.dropFirst()
    var lines = ["@Test func \(function)Replay() {"]
    let steps = self.steps.map { "    \($0)," }
    if let setupLiteral {
      lines.append("  \(testExpression).replay(")
      let setup = setupLiteral.split(separator: "\n", omittingEmptySubsequences: false)
      lines.append("    setup: " + setup.joined(separator: "\n    ") + ",")
      lines += steps.isEmpty ? ["    [])"] : ["    ["] + steps.map { "  " + $0 } + ["    ])"]
    } else {
      lines += steps.isEmpty
        ? ["  \(testExpression).replay([])"]
        : ["  \(testExpression).replay(["] + steps + ["  ])"]
    }
    lines.append("}")
    return lines.joined(separator: "\n")
  }
}

extension ModelRun: CustomStringConvertible {
  /// The setup, the numbered steps with the failing one marked, and the replay test.
  public var description: String {
    listing + "\n\nReplay it as a test:\n\n" + replayTest
  }

  /// The setup and the numbered steps, the failing one marked.
  var listing: String {
    var lines: [String] = []
    if let setupLiteral { lines.append("setup: " + setupLiteral) }
    if steps.isEmpty { lines.append("(no steps)") }
    for (index, step) in steps.enumerated() {
      let mark = index == failingStep ? "   <- fails here" : ""
      lines.append("\(index + 1). \(step)\(mark)")
    }
    return lines.joined(separator: "\n")
  }
}
