//: # Model-Based Testing
//:
//: Stateful components break in sequences: add, undo, add again, redo. A model-based test
//: drives your component and a deliberately simple model of it with the same generated
//: commands, and checks after every step that they agree. When they do not, the kit shrinks
//: the run to the fewest, simplest steps that still fail, and prints them as a test you can
//: paste. This page writes such a test for a drawing app's undo history, plants a bug, and
//: shows what the kit reports.
import ReflowTesting

//: ## The component: an undo history of shapes
//:
//: Adding a shape can be undone, and an undone shape redone. Adding a new shape after an undo
//: starts a new branch, so what was undone can no longer be redone. `undo` and `redo` trap when
//: there is nothing to undo or redo, as many real components do.
struct ShapeHistory {
  private(set) var shapes: [String] = []
  private var undone: [String] = []
  /// The planted bug, off for now: adding a shape forgets to clear what was undone.
  var keepsRedoAfterAdding = false

  var canUndo: Bool { !shapes.isEmpty }
  var canRedo: Bool { !undone.isEmpty }

  mutating func add(_ shape: String) {
    shapes.append(shape)
    if !keepsRedoAfterAdding { undone.removeAll() }
  }

  mutating func undo() {
    precondition(canUndo, "nothing to undo")
    undone.append(shapes.removeLast())
  }

  /// Redoes the last undone shape and returns it.
  mutating func redo() -> String {
    precondition(canRedo, "nothing to redo")
    let shape = undone.removeLast()
    shapes.append(shape)
    return shape
  }
}

//: ## The model: what the history should hold
//:
//: The model does not undo anything cleverly: it keeps the shapes drawn and the shapes undone
//: as two plain lists, and says what each command must do to them.
struct HistoryModel {
  var shapes: [String] = []
  var undone: [String] = []
}

//: ## The test: commands and invariants
//:
//: Each command says how to make its argument, when it may run (`when:` is checked against the
//: model, so `undo` never runs on an empty history and never traps), what it does to the real
//: history and what it does to the model. When both sides return a value (`redo` returns the
//: shape), the two must be equal. The invariant compares the whole state after every step.
struct ShapeHistoryTest: StateMachineTest {
  typealias System = ShapeHistory
  typealias Model = HistoryModel

  var planted = false

  func makeSystem(_: Void) -> ShapeHistory {
    var history = ShapeHistory()
    history.keepsRedoAfterAdding = planted
    return history
  }

  func makeModel(_: Void) -> HistoryModel { HistoryModel() }

  var commands: [Command] {
    [
      Command("add", arguments: Gen.element("circle", "square", "star")) { history, shape in
        history.add(shape)
      } model: { model, shape in
        model.shapes.append(shape)
        model.undone = []
      },
      Command("undo", when: { !$0.shapes.isEmpty }) { history in
        history.undo()
      } model: { model in
        model.undone.append(model.shapes.removeLast())
      },
      Command("redo", when: { !$0.undone.isEmpty }) { history in
        history.redo()
      } model: { model in
        let shape = model.undone.removeLast()
        model.shapes.append(shape)
        return shape
      },
    ]
  }

  func invariants(_ history: ShapeHistory, _ model: HistoryModel) -> [Violation] {
    Violation.unless(
      history.shapes == model.shapes && history.canRedo == !model.undone.isEmpty,
      "the history shows \(history.shapes) (redo: \(history.canRedo)), the model \(model)")
  }

  /// How the printed replay creates this test: with the bug planted, when it is.
  var replayExpression: String {
    planted ? "ShapeHistoryTest(planted: true)" : "ShapeHistoryTest()"
  }
}

//: A fixed seed makes the page print the same thing every run; in a test, call
//: `check(ShapeHistoryTest())` instead, which picks a fresh seed each run, records a failure
//: under Swift Testing or XCTest, and prints the seed to replay it.
if let failure = findCounterexample(ShapeHistoryTest(), seed: 7) {
  print(failure.report)
} else {
  print("ShapeHistory agrees with its model on 1,000 generated runs.")
}

//: ## Plant the bug and read the shrunk replay
//:
//: With the bug, adding a shape after an undo leaves a redo available. The first failing run
//: can be long (up to 50 steps); the report shows it shrunk to three, marks the step that
//: fails, and prints the test that replays it.
if let failure = findCounterexample(ShapeHistoryTest(planted: true), seed: 7) {
  print(failure.report)
  print("Before shrinking, the failing run had \(failure.originalValue.steps.count) steps.")
} else {
  print("The planted bug went unnoticed.")
}

//: ## Keep the replay as a regression test
//:
//: Paste the printed test into your test target. Here it runs against the fixed history, where
//: it passes: `replay` returns the violations of the step that fails, none here.
let violations = ShapeHistoryTest().replay([
  .step("add", "circle"),
  .step("undo"),
  .step("add", "circle"),
])
print(violations.isEmpty
  ? "The fixed history passes the replay." : "The replay still fails: \(violations)")
