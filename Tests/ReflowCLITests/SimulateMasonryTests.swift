import Foundation
import Testing

/// `reflow simulate` over masonry: the preset runs the engine's masonry through the same
/// per-frame pipeline as the flow and the sections.
@Suite struct SimulateMasonryTests {
  /// The JSON summary of a run of `arguments` after `simulate`.
  static func summary(
    _ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> [String: Any] {
    let output = try CLIRunner.run(["simulate"] + arguments + ["--format", "json"])
    #expect(output.status == 0 && output.stderr == "", sourceLocation: sourceLocation)
    return try #require(
      try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any],
      sourceLocation: sourceLocation)
  }

  @Test("The masonry preset runs in 3 lanes and shows nothing twice or skipped")
  func presetRuns() throws {
    let output = try CLIRunner.run(["simulate", "--preset", "masonry", "--duration", "20s"])
    #expect(output.status == 0 && output.stderr == "")
    #expect(output.stdout.contains("  layout        masonry in 3 lanes, estimated size average"))
    let object = try Self.summary(["--preset", "masonry", "--duration", "20s"])
    let scenario = try #require(object["scenario"] as? [String: Any])
    #expect(scenario["layout"] as? String == "masonry" && scenario["lanes"] as? Int == 3)
    #expect(object["duplicatesShown"] as? Int == 0 && object["missingShown"] as? Int == 0)
    #expect((object["requests"] as? Int ?? 0) > 3)
    // A 300-item limit over a swing of 30,000 points: pages are dropped and loaded again.
    #expect((object["pagesDropped"] as? Int ?? 0) > 0)
    #expect((object["peakLoadedItems"] as? Int ?? .max) <= 350)
  }

  @Test("The masonry preset prints the same bytes for a seed, and others for another seed")
  func deterministic() throws {
    let arguments = ["simulate", "--preset", "masonry", "--duration", "10s", "--format", "json"]
    let first = try CLIRunner.run(arguments + ["--seed", "7"])
    let second = try CLIRunner.run(arguments + ["--seed", "7"])
    let other = try CLIRunner.run(arguments + ["--seed", "8"])
    #expect(first.status == 0)
    #expect(SimulateFixture.masked(first.stdout) == SimulateFixture.masked(second.stdout))
    #expect(SimulateFixture.masked(first.stdout) != SimulateFixture.masked(other.stdout))
  }

  @Test("Measured exactly, anchored masonry never jumps; without anchoring it does")
  func anchoringOnAndOff() throws {
    let scenario = ["--preset", "masonry", "--measure-delay", "0", "--duration", "25s"]
    let anchored = try Self.summary(scenario)
    let free = try Self.summary(scenario + ["--anchoring", "off"])
    #expect(anchored["largestVisibleJump"] as? Double == 0)
    #expect(anchored["jumpFrames"] as? Int == 0)
    #expect((anchored["anchorCorrections"] as? Int ?? 0) > 0)
    #expect((free["largestVisibleJump"] as? Double ?? 0) > 1)
    #expect(free["anchorCorrections"] as? Int == 0)
  }

  @Test("Lanes are checked, and --lanes needs --layout masonry", arguments: [
    (["--layout", "masonry", "--lanes", "0"], "lanes"),
    (["--layout", "masonry", "--lanes", "2000"], "lanes"),
    (["--lanes", "3"], "option '--lanes' applies to --layout masonry"),
  ])
  func badLanes(arguments: [String], message: String) throws {
    let output = try CLIRunner.run(["simulate"] + arguments)
    #expect(output.status != 0)
    #expect(output.stderr.contains(message), "\(output.stderr)")
  }
}
