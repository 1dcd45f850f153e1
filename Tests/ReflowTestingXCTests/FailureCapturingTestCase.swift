import XCTest

/// An XCTest case that can hold back the failures a block records and hand them to the test.
///
/// XCTest on Linux has no `XCTExpectFailure`, so this is its stand-in: every failure XCTest
/// records goes through `recordFailure(withDescription:inFile:atLine:expected:)`, and while
/// ``failures(in:)`` runs a block, this override keeps them instead of failing the test. A kit
/// that stopped recording through XCTest would leave the list empty, and the test would fail.
class FailureCapturingTestCase: XCTestCase {
  /// One failure XCTest recorded.
  struct RecordedFailure {
    var description: String
    var filePath: String
    var line: Int
  }

  private var captured: [RecordedFailure]?

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    if captured != nil {
      captured?.append(
        RecordedFailure(description: description, filePath: filePath, line: lineNumber))
    } else {
      super.recordFailure(
        withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }
  }

  /// Runs `body` and returns the failures it recorded, which then do not fail the test.
  func failures(in body: () -> Void) -> [RecordedFailure] {
    captured = []
    body()
    let failures = captured ?? []
    captured = nil
    return failures
  }
}
