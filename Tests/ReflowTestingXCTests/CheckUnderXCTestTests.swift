// Imports only XCTest and ReflowTesting: `check` must compile and record without Swift Testing.
import ReflowTesting
import XCTest

final class CheckUnderXCTestTests: FailureCapturingTestCase {
  func testFailingPropertyFailsTheXCTestAtTheCallersLine() {
    var line = 0
    let failures = failures {
      line = #line + 1
      check(Gen.int(in: 0...100), iterations: 500, seed: 0x5EED) { value in
        Violation.unless(value < 50, "\(value) is at least 50")
      }
    }
    XCTAssertEqual(failures.count, 1)
    let failure = failures.first
    XCTAssertEqual(failure?.line, line)
    XCTAssertEqual(failure?.filePath, #filePath)
    let text = failure?.description ?? ""
    XCTAssertTrue(text.contains("property: 50 is at least 50"), text)
    XCTAssertTrue(text.contains("Replay with REFLOW_SEED=0x"), text)
  }

  func testFalseBooleanPropertyFailsTheXCTest() {
    let failures = failures {
      checkAll(Gen.int(in: 0...100), iterations: 500, seed: 1) { $0 < 50 }
    }
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(failures.first?.description.contains("returned false") ?? false)
  }

  func testPassingPropertyRecordsNothingAndRunsEveryCase() {
    var cases = 0
    let failures = failures {
      check(Gen.int(in: 0...10), iterations: 250, seed: 2) { _ in
        cases += 1
        return []
      }
    }
    XCTAssertEqual(failures.count, 0)
    XCTAssertEqual(cases, 250)
  }
}
