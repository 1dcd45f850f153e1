import Foundation
import Testing

/// Shared scenarios and helpers for the `reflow simulate` suites.
enum SimulateFixture {
  /// The hand-worked scenario: 100-point squares, three to a 390-point row, so a page of 30 is
  /// ten rows, 1,000 points; a steady 1,000 points per second (16.67 a frame at 60 fps); a fixed
  /// one-second network, no failures; 25 s.
  static let handWorked = [
    "simulate", "--items", "300", "--item-size", "100x100", "--item-spacing", "0",
    "--line-spacing", "0", "--viewport", "390x844", "--page-size", "30", "--threshold", "200pt",
    "--latency", "1s", "--failure-rate", "0", "--scroll", "constant:1000", "--duration", "25s",
    "--measure-delay", "0",
  ]

  /// The scenario line of the hand-worked run's JSON: every setting, in scenario-file syntax.
  static let handWorkedScenario =
    #"  "scenario": {"items": 300, "itemSize": "100x100", "estimatedSize": "average", "#
    + #""measureDelay": 0, "layout": "flow", "itemSpacing": 0, "lineSpacing": 0, "#
    + #""alignment": "leading", "itemAlignment": "top", "direction": "ltr", "insets": "0", "#
    + #""viewport": "390x844", "anchor": "top", "anchoring": "on", "keys": "offsets", "#
    + #""pageSize": 30, "threshold": "200pt", "#
    + #""maxLoadedItems": "none", "totalKnown": false, "headInserts": "0", "tailInserts": "0", "#
    + #""stream": "0s", "jump": [], "#
    + #""refreshAt": [], "latency": "1s", "failureRate": 0, "retryAfter": "1s", "#
    + #""scroll": "constant:1000", "fps": 60, "duration": "25s", "seed": 42},"#

  /// The summary keys a run's JSON ends with that are 0 in a run without a memory limit,
  /// placeholders, jumps, refreshes or a changing source, as JSON lines.
  static let quietKeys = """
      "duplicatesDropped": 0,
      "duplicatesShown": 0,
      "missingShown": 0,
      "placeholderSeconds": 0,
      "placeholdersShown": 0,
      "largestVisibleJump": 0,
      "jumpFrames": 0,
      "anchorCorrections": 0,
      "settleFrames": 0,
      "largestLandingError": 0,
      "estimatedSeconds": 0,
      "reloadedPages": 0,
      "pagesDropped": 0,
      "gapsRepaired": 0,
      "jumps": 0,
      "refreshes": 0,
    """

  /// `output` with the wall time, the one value that varies between runs, replaced by `*`: the
  /// JSON `wallSeconds` value and the table's `wall time` line.
  static func masked(_ output: String) -> String {
    var lines: [String] = []
    for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
      var text = String(line)
      if text.hasPrefix("  wall time") {
        // Keep the label's padding, which follows the widest label, and mask the value.
        text = String(text.prefix { !$0.isNumber }) + "*"
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
