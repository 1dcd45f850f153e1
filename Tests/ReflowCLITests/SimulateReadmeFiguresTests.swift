import Foundation
import Testing

/// The README reads the chat preset's numbers aloud; they are the numbers the preset prints, so
/// a change to the engine or the simulator that moves them fails here until the README says so.
@Suite struct SimulateReadmeFiguresTests {
  /// The preset's summary, as `--format json` prints it.
  static func summary(_ arguments: [String]) throws -> [String: Any] {
    let output = try CLIRunner.run(["simulate", "--preset", "chat", "--format", "json"] + arguments)
    #expect(output.status == 0, "\(output.stderr)")
    let object = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8))
    return try #require(object as? [String: Any], "\(output.stdout)")
  }

  /// A number of the summary, by its JSON key.
  static func number(_ key: String, in summary: [String: Any]) throws -> Double {
    try #require((summary[key] as? NSNumber)?.doubleValue, "no number \(key) in \(summary)")
  }

  @Test("The README's reading of `--preset chat`, with and without anchoring, is what it prints")
  func chatPresetFigures() throws {
    let readme = try SimulateExamplesTests.file("README.md")
    let start = try #require(readme.range(of: "`--preset chat` opens"), "the paragraph is gone")
    let rest = readme[start.lowerBound...]
    let paragraph = rest[..<(rest.range(of: "\n\n")?.lowerBound ?? rest.endIndex)]
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")

    let anchored = try Self.summary([])
    let free = try Self.summary(["--anchoring", "off"])
    let requests = Int(try Self.number("requests", in: anchored))
    let stall = try Self.number("stallSeconds", in: anchored)
    let peak = Int(try Self.number("peakLoadedItems", in: anchored))
    let corrections = Int(try Self.number("anchorCorrections", in: anchored))
    let jump = Int(try Self.number("largestVisibleJump", in: anchored))
    let freeJump = Int(try Self.number("largestVisibleJump", in: free))
    let freeFrames = Int(try Self.number("jumpFrames", in: free))
    let phrases = [
      "sends \(requests) requests",
      "stalls \((stall * 10).rounded() / 10) s",
      "at most \(peak) messages",
      "corrects the offset in \(corrections) frames",
      "`largest visible jump` is \(jump) pt",
      "jumps by up to \(freeJump) pt, in \(freeFrames) frames",
    ]
    for phrase in phrases {
      #expect(paragraph.contains(phrase), "the README should say \"\(phrase)\": \(paragraph)")
    }
  }
}
