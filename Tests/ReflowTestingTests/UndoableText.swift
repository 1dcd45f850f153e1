import ReflowTesting

/// A text field with undo and redo: the user's own component that the state-machine tests drive.
/// `forgetsRedoOnTyping` plants a classic bug: typing after an undo keeps the redo history, so
/// a later redo brings back text from a branch that no longer exists.
struct UndoableText {
  private(set) var text = ""
  private var undoStack: [String] = []
  private var redoStack: [String] = []
  var forgetsRedoOnTyping = false

  var canUndo: Bool { !undoStack.isEmpty }
  var canRedo: Bool { !redoStack.isEmpty }

  mutating func type(_ typed: String) {
    undoStack.append(text)
    text += typed
    if !forgetsRedoOnTyping { redoStack.removeAll() }
  }

  /// Undoes the last edit; traps when there is none, as a real component might.
  mutating func undo() {
    precondition(canUndo, "nothing to undo")
    redoStack.append(text)
    text = undoStack.removeLast()
  }

  /// Redoes the last undone edit and returns the text; traps when there is none.
  @discardableResult
  mutating func redo() -> String {
    precondition(canRedo, "nothing to redo")
    undoStack.append(text)
    text = redoStack.removeLast()
    return text
  }
}

/// The model: the edits done and the edits undone, as plain lists of typed strings.
struct TypingModel: Equatable {
  var done: [String] = []
  var undone: [String] = []

  var text: String { done.joined() }
}

/// The model-based test of `UndoableText`.
struct UndoableTextTest: StateMachineTest {
  typealias System = UndoableText
  typealias Model = TypingModel

  var planted = false

  func makeSystem(_: Void) -> UndoableText {
    var field = UndoableText()
    field.forgetsRedoOnTyping = planted
    return field
  }

  func makeModel(_: Void) -> TypingModel { TypingModel() }

  var commands: [Command] {
    [
      Command("type", arguments: Gen.element("a", "b", "c")) { field, typed in
        field.type(typed)
      } model: { model, typed in
        model.done.append(typed)
        model.undone.removeAll()
      },
      Command("undo", when: { !$0.done.isEmpty }) { field in
        field.undo()
      } model: { model in
        model.undone.append(model.done.removeLast())
      },
      Command("redo", when: { !$0.undone.isEmpty }) { field in
        field.redo()
      } model: { model in
        model.done.append(model.undone.removeLast())
        return model.text
      },
    ]
  }

  func invariants(_ field: UndoableText, _ model: TypingModel) -> [Violation] {
    Violation.unless(
      field.text == model.text && field.canUndo == !model.done.isEmpty
        && field.canRedo == !model.undone.isEmpty,
      "the field reads \(field.text.debugDescription) (undo \(field.canUndo), redo"
        + " \(field.canRedo)) but the model \(model)", invariant: "same text")
  }

  var replayExpression: String {
    planted ? "UndoableTextTest(planted: true)" : "UndoableTextTest()"
  }
}
