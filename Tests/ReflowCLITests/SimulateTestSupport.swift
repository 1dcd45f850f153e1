import Foundation
import Testing

/// Shared scenarios and helpers for the `reflow simulate` suites.
enum SimulateFixture {
  /// The hand-worked scenario: 100-point squares, three to a 390-point row, so a page of 30 is
  /// ten rows, 1,000 points; a steady 1,000 points per second (16.67 a frame at 60 fps); a fixed
  /// one-second network, one request at a time, no failures; 25 s.
  static let handWorked = [
    "simulate", "--items", "300", "--item-size", "100x100", "--item-spacing", "0",
    "--line-spacing", "0", "--viewport", "390x844", "--page-size", "30", "--threshold", "200pt",
    "--max-in-flight", "1", "--latency", "1s", "--failure-rate", "0", "--scroll",
    "constant:1000", "--duration", "25s",
  ]

  /// `output` with the wall time, the one value that varies between runs, replaced by `*`: the
  /// JSON `wallSeconds` value and the table's `wall time` line.
  static func masked(_ output: String) -> String {
    var lines: [String] = []
    for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
      var text = String(line)
      if text.hasPrefix("  wall time") {
        text = "  wall time           *"
      }
      while let range = text.range(of: #""wallSeconds": [0-9.e+-]+"#, options: .regularExpression) {
        text.replaceSubrange(range, with: #""wallSeconds": *"#)
      }
      lines.append(text)
    }
    return lines.joined(separator: "\n")
  }

  /// Writes `text` to a fresh temporary file and returns its path.
  static func file(_ text: String, suffix: String) throws -> String {
    let url = CLIRunner.temporaryPath(suffix)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  /// The content of the file at `path`, which is then removed.
  static func take(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) throws
    -> String
  {
    defer { try? FileManager.default.removeItem(atPath: path) }
    let data = try #require(
      FileManager.default.contents(atPath: path), "\(path) was not written",
      sourceLocation: sourceLocation)
    return String(decoding: data, as: UTF8.self)
  }
}
