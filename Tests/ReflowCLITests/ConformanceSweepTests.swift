import Foundation
import ReflowTesting
import Testing

/// Runs `reflow layout` on every Chromium fixture of every corpus the library's tests carry, as
/// the files are (with their `name`, `expected` and `oracle`), and requires each printed frame
/// within 1/16 px of the browser's and the same `hiddenCount`: the CLI must add nothing to and
/// lose nothing from the library's semantics on the way through JSON.
@Suite struct ConformanceSweepTests {
  /// `Tests/ReflowTests/Fixtures`, found from this file's path so the sweep reads the same
  /// files as the library's conformance tests without a resource bundle of its own.
  static let fixtureDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("ReflowTests/Fixtures")

  static let corpora = [
    ("flow", 200), ("flow-stress", 72), ("flow-grow", 50), ("flow-line-alignment", 50),
    ("flow-stretch-baseline", 50), ("flow-break-before", 50), ("flow-balance", 50),
    ("flow-line-limit", 50),
  ]

  @Test("Every fixture laid out by the CLI matches Chromium within 1/16 px (quick: every fifth)",
        arguments: corpora)
  func sweep(corpus: String, count: Int) throws {
    let directory = Self.fixtureDirectory.appendingPathComponent(corpus)
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".json") }.sorted()
    #expect(names.count == count)
    var mismatches: [String] = []
    // Each fixture is a process: quick mode runs every fifth of each corpus, all with
    // REFLOW_THOROUGH=1 (the library's own conformance tests run every fixture in process).
    for name in SuiteDepth.select(names.enumerated(), quick: { $0.offset % 5 == 0 }).map(\.element) {
      let file = directory.appendingPathComponent(name)
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
      let hidden = (fixture["expected"] as? [String: Any])?["hiddenCount"] as? Int ?? 0
      if (printed["hiddenCount"] as? Int ?? 0) != hidden {
        mismatches.append(
          "\(name): hiddenCount \(printed["hiddenCount"] ?? "none"), expected \(hidden)")
      }
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
