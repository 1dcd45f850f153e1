import ReflowTesting
import Testing

/// The model-based runner on a user's own component, `UndoableText`, with and without its
/// planted bug.
@Suite struct StateMachineTests {
  @Test("A correct component passes every run")
  func correctComponentPasses() {
    #expect(findCounterexample(UndoableTextTest(), iterations: 300, seed: 1) == nil)
    check(UndoableTextTest(), iterations: 100)
  }

  @Test("A planted bug is found and shrunk to three steps, printed as a replay test")
  func plantedBugShrinks() throws {
    let failure = try #require(
      findCounterexample(UndoableTextTest(planted: true), iterations: 1_000, seed: 1))
    #expect(failure.originalValue.steps.count > 3)
    #expect(failure.value.steps.map(\.description) == [
      #".step("type", "a")"#, #".step("undo")"#, #".step("type", "a")"#,
    ])
    #expect(failure.value.failingStep == 2)
    #expect(failure.violations.first?.message.hasPrefix(#"step 3, .step("type", "a"): "#) == true)
    #expect(failure.value.replayTest == """
      @Test func undoableTextTestReplay() {
        UndoableTextTest(planted: true).replay([
          .step("type", "a"),
          .step("undo"),
          .step("type", "a"),
        ])
      }
      """)
    #expect(failure.report.contains("Replay with REFLOW_SEED=0x0000000000000001"))
  }

  @Test("From any seed the bug shrinks to three steps that replay to the same failure",
        arguments: 1...12)
  func shrinksFromAnySeed(_ seed: UInt64) throws {
    let failure = try #require(
      findCounterexample(UndoableTextTest(planted: true), iterations: 1_000, seed: seed * 7_919))
    #expect(failure.value.steps.count == 3)
    // The shrunk steps are valid (every precondition holds), so replaying them fails for the
    // bug and not for a precondition, and the fixed component passes them.
    var violations: [Violation] = []
    withKnownIssue {
      violations = UndoableTextTest(planted: true).replay(failure.value.steps)
    }
    #expect(violations.map(\.invariant) == ["same text"])
    UndoableTextTest().replay(failure.value.steps)
  }

  @Test("The printed replay, pasted, fails on the buggy component and passes on the fixed one")
  func pastedReplay() {
    withKnownIssue {
      UndoableTextTest(planted: true).replay([
        .step("type", "a"),
        .step("undo"),
        .step("type", "a"),
      ])
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("Replay of UndoableTextTest(planted: true) failed")
        && text.contains(#"3. .step("type", "a")   <- fails here"#)
    }
    UndoableTextTest().replay([
      .step("type", "a"),
      .step("undo"),
      .step("type", "a"),
    ])
  }

  @Test("check records the shrunk run and its replay test as an issue at the caller")
  func checkRecords() {
    let line = #_sourceLocation.line + 2
    withKnownIssue {
      check(UndoableTextTest(planted: true), iterations: 500, seed: 3)
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return issue.sourceLocation?.line == line && text.contains("Replay it as a test:")
        && text.contains("@Test func undoableTextTestReplay()")
    }
  }

  @Test("REFLOW_SEED's value, printed in the report, finds the same failure first")
  func seedReplays() throws {
    let first = try #require(
      findCounterexample(UndoableTextTest(planted: true), iterations: 1_000, seed: 99))
    let again = try #require(
      findCounterexample(UndoableTextTest(planted: true), iterations: 1, seed: first.seed))
    #expect(again.casesRun == 1)
    #expect(again.value.steps.map(\.description) == first.value.steps.map(\.description))
  }
}
