import Foundation
import Testing

/// Runs `reflow layout` on every Chromium fixture the library's tests carry and requires each
/// printed frame within 1/16 px of the browser's: the CLI must add nothing to and lose nothing
/// from the library's semantics on the way through JSON.
@Suite struct ConformanceSweepTests {
  /// `Tests/ReflowTests/Fixtures/flow`, found from this file's path so the sweep reads the same
  /// files as the library's conformance tests without a resource bundle of its own.
  static let fixtureDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("ReflowTests/Fixtures/flow")

  @Test("Every fixture laid out by the CLI matches Chromium within 1/16 px")
  func sweep() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.fixtureDirectory.path)
      .filter { $0.hasSuffix(".json") }.sorted()
    #expect(names.count == 200)
    var mismatches: [String] = []
    for name in names {
      let file = Self.fixtureDirectory.appendingPathComponent(name)
      let fixture = try #require(
        try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
      let expected = try #require(
        (fixture["expected"] as? [String: Any])?["frames"] as? [[String: Any]])
      let output = try CLIRunner.run(["layout", file.path])
      guard output.status == 0, output.stderr.isEmpty else {
        mismatches.append("\(name): \(output)")
        continue
      }
      let printed = try #require(
        try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any],
        "\(name) printed invalid JSON")
      let frames = try #require(printed["frames"] as? [[String: Any]])
      guard frames.count == expected.count else {
        mismatches.append("\(name): \(frames.count) frames, expected \(expected.count)")
        continue
      }
      for (index, (frame, want)) in zip(frames, expected).enumerated() {
        let idsMatch = frame["id"] as? String == want["id"] as? String
        let close = ["x", "y", "width", "height"].allSatisfy { key in
          guard let got = (frame[key] as? NSNumber)?.doubleValue,
            let wanted = (want[key] as? NSNumber)?.doubleValue
          else { return false }
          return abs(got - wanted) <= 1.0 / 16
        }
        if !idsMatch || !close {
          mismatches.append("\(name) item \(index): got \(frame), browser has \(want)")
        }
      }
    }
    #expect(
      mismatches.isEmpty,
      "\(mismatches.count) mismatches:\n\(mismatches.joined(separator: "\n"))")
  }
}
