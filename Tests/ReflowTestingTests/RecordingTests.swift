@testable import ReflowTesting
import Testing

/// Where failures go: a Swift Testing issue in a Swift Testing test (the XCTest half is in the
/// `ReflowTestingXCTests` target), standard error outside any test.
@Suite struct RecordingTests {
  @Test("check called from a file that imports only ReflowTesting records an issue at its line")
  func importAloneRecords() {
    withKnownIssue {
      ImportAloneHelpers.checkSmallValues()
    } matching: { issue in
      issue.sourceLocation?.line == ImportAloneHelpers.checkLine
        && issue.sourceLocation?.fileName == "ImportAloneHelpers.swift"
        && issue.comments.map(\.rawValue).joined().contains("property: 100 is at least 100")
    }
  }

  @Test("checkAll called from a file that imports only ReflowTesting records an issue")
  func importAloneBoolRecords() {
    withKnownIssue {
      ImportAloneHelpers.checkAllSmallValues()
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("returned false")
    }
  }

  @Test("A helper that passes on its caller's sourceLocation gets the issue at its caller")
  func forwardedSourceLocation() {
    let line = #_sourceLocation.line + 2
    withKnownIssue {
      Self.checkEven(Gen.int(in: 1...9))
    } matching: { issue in
      issue.sourceLocation?.line == line
    }
  }

  static func checkEven(_ values: Gen<Int>, sourceLocation: SourceLocation = #_sourceLocation) {
    checkAll(values, iterations: 50, seed: 9, sourceLocation: sourceLocation) { $0 % 2 == 0 }
  }

  @Test("Outside any test (no Swift Testing task, no XCTest case) a failure goes to standard error")
  func outsideAnyTest() async {
    let location = CallerLocation(fileID: #fileID, filePath: #filePath, line: #line, column: 1)
    let destination = await Task.detached {
      recordFailure("(expected by RecordingTests) a failure outside any test", at: location)
    }.value
    #expect(destination == .standardError)
    var inside: FailureDestination?
    withKnownIssue {
      inside = recordFailure("inside a test", at: location)
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["inside a test"]
    }
    #expect(inside == .swiftTesting)
  }
}
