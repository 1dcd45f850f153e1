#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

/// Where a check was called, so its failure is reported at the caller's line under any runner.
///
/// The public entry points take `fileID`, `filePath`, `line` and `column` with `#fileID`-style
/// defaults rather than Swift Testing's `#_sourceLocation`, whose default would need the caller
/// to import Testing; XCTest needs the file as a `StaticString`.
struct CallerLocation {
  var fileID: String
  var filePath: String
  var line: Int
  var column: Int
  /// The file as XCTest wants it, when the caller's defaults supplied one.
  var staticFilePath: StaticString?

  init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = "\(fileID)"
    self.filePath = "\(filePath)"
    self.line = Int(line)
    self.column = Int(column)
    staticFilePath = filePath
  }

  #if canImport(Testing)
    init(_ location: SourceLocation) {
      fileID = location.fileID
      filePath = location.filePath
      line = location.line
      column = location.column
      staticFilePath = nil
    }

    var sourceLocation: SourceLocation {
      SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    }
  #endif
}

/// The test runner a failure was recorded through.
enum FailureDestination: Equatable {
  case swiftTesting
  case xcTest
  /// No test was running (a playground, a script): the report went to standard error.
  case standardError
}

/// Records `message` as a failure of the running test, at `location`: a Swift Testing issue
/// when a Swift Testing test is running on this task, else an XCTest failure when an XCTest
/// test is running, else a line on standard error.
///
/// - Returns: Where the failure went.
@discardableResult
func recordFailure(_ message: String, at location: CallerLocation) -> FailureDestination {
  #if canImport(Testing)
    if Test.current != nil {
      Issue.record(Comment(rawValue: message), sourceLocation: location.sourceLocation)
      return .swiftTesting
    }
  #endif
  #if canImport(XCTest)
    if recordThroughXCTest(message, at: location) { return .xcTest }
  #endif
  var standardError = StandardError()
  print("\(location.filePath):\(location.line): error: \(message)", to: &standardError)
  return .standardError
}

#if canImport(XCTest)
  /// Calls `XCTFail` and says whether a running XCTest test case received the failure: outside
  /// a test, `XCTFail` does nothing at all.
  private func recordThroughXCTest(_ message: String, at location: CallerLocation) -> Bool {
    let observer = FailureObserver()
    let center = XCTestObservationCenter.shared
    center.addTestObserver(observer)
    defer { center.removeTestObserver(observer) }
    if let file = location.staticFilePath {
      XCTFail(message, file: file, line: UInt(location.line))
    } else {
      XCTFail("\(location.filePath):\(location.line): \(message)")
    }
    return observer.received
  }

  /// Notices a test failure reported while it is registered.
  private final class FailureObserver: XCTestObservation {
    var received = false

    func testCase(
      _ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?,
      atLine lineNumber: Int
    ) {
      received = true
    }
  }
#endif

/// Standard error as a text stream, for reports made outside any test.
struct StandardError: TextOutputStream {
  mutating func write(_ string: String) {
    writeToStandardError(string)
  }
}

/// Writes all of `text` to file descriptor 2, unbuffered.
private func writeToStandardError(_ text: String) {
  var text = text
  text.withUTF8 { bytes in
    guard let base = bytes.baseAddress else { return }
    var offset = 0
    while offset < bytes.count {
      let written = write(2, base + offset, bytes.count - offset)
      guard written > 0 else { return }
      offset += written
    }
  }
}
