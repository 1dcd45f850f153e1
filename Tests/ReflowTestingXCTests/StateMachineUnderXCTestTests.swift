import ReflowTesting
import XCTest

/// A tally that forgets to count the third vote: a component with a planted bug.
struct Tally {
  private(set) var votes = 0
  mutating func vote() -> Int {
    if votes != 2 { votes += 1 }  // planted: the third vote is lost
    return votes
  }
}

/// The tally against a plain count.
struct TallyTest: StateMachineTest {
  typealias System = Tally
  typealias Model = Int

  func makeSystem(_: Void) -> Tally { Tally() }
  func makeModel(_: Void) -> Int { 0 }

  var commands: [Command] {
    [
      Command("vote") { tally in
        tally.vote()
      } model: { count in
        count += 1
        return count
      }
    ]
  }
}

final class StateMachineUnderXCTestTests: FailureCapturingTestCase {
  func testFailingMachineFailsTheXCTestWithTheShrunkReplay() {
    var line = 0
    let failures = failures {
      line = #line + 1
      check(TallyTest(), iterations: 200, seed: 11)
    }
    XCTAssertEqual(failures.count, 1)
    XCTAssertEqual(failures.first?.line, line)
    let text = failures.first?.description ?? ""
    // The report indents the shrunk run, replay test included, by two spaces.
    XCTAssertTrue(text.contains("""
        @Test func tallyTestReplay() {
          TallyTest().replay([
            .step("vote"),
            .step("vote"),
            .step("vote"),
          ])
        }
      """), text)
    XCTAssertTrue(text.contains("the system returned 2 but the model 3"), text)
  }

  func testPastedReplayFailsTheXCTest() {
    let failures = failures {
      TallyTest().replay([.step("vote"), .step("vote"), .step("vote")])
    }
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(failures.first?.description.contains("Replay of TallyTest() failed") ?? false)
  }
}
