import Foundation
import Testing

/// `reflow simulate --sweep`: grids of the hand-worked scenario, whose every run is worked out
/// by hand (see ``SimulateCommandTests`` for the frame-by-frame reasoning).
@Suite struct SimulateSweepTests {
  /// Threshold 1000pt: from page 1 on, a page is asked for the moment the previous one arrives
  /// (its 1,000 points are all within the threshold), and the user needs exactly the latency to
  /// scroll through it, so only the first two pages stall: 1 s + 0.85 s.
  /// Threshold 200pt: 8.9 s, as worked out in ``SimulateCommandTests``.
  /// Threshold 0pt: a page is asked for only when the user is held at the end, so each stall is
  /// the whole latency less the request frame: pages 0 and 1 wait 60 frames each, the other
  /// nine 59; 1 + 1 + 9 × 59/60 = 10.85 s; p50 is the 6th of nine 0.98333 and two 1s.
  /// Page numbers and offsets time the same here (a page of 30 either way; the last request
  /// finds the end with an empty page or with its overlap item), so they tie: ties keep the
  /// grid's order.
  static let expectedTable = """
    sweep: 6 runs, best first (least stall time, then fewest requests)
      keys     threshold  stall s  stalls  p50 s  p95 s  requests  failed  pages  peak  unseen  jump pt
      pages    1000pt       1.850       2  0.850  1.000        11       0     10   300       0      0.0
      offsets  1000pt       1.850       2  0.850  1.000        11       0     10   300       0      0.0
      pages    200pt        8.900      11  0.783  1.000        11       0     10   300       0      0.0
      offsets  200pt        8.900      11  0.783  1.000        11       0     10   300       0      0.0
      pages    0pt         10.850      11  0.983  1.000        11       0     10   300       0      0.0
      offsets  0pt         10.850      11  0.983  1.000        11       0     10   300       0      0.0
      (stall s: total stall time; p50 s, p95 s: stall lengths; peak: most items loaded;
      unseen: items loaded but never shown; jump pt: largest visible jump)

    """

  static let sweep = ["--sweep", "keys=pages,offsets", "threshold=200pt,1000pt,0pt"]

  @Test("A sweep ranks the grid by stall time, then requests, then grid order")
  func table() throws {
    let output = try CLIRunner.run(SimulateFixture.handWorked + Self.sweep)
    #expect(output.status == 0)
    #expect(output.stderr == "")
    let parts = output.stdout.components(separatedBy: "\n\n")
    try #require(parts.count == 2, "\(output)")
    #expect(parts[0].contains(
      "  paging        swept: pages, offsets, page size 30, threshold swept: 200pt, 1000pt, 0pt,"
        + " max loaded items none, total unknown\n"))
    #expect(parts[1] == Self.expectedTable)
  }

  @Test("With --format json a sweep prints ranked parameters and full summaries")
  func json() throws {
    let output = try CLIRunner.run(
      SimulateFixture.handWorked + Self.sweep + ["--format", "json"])
    let runs = try #require(
      try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]])
    try #require(runs.count == 6)
    let parameters = runs.compactMap { $0["parameters"] as? [String: Any] }
    #expect(parameters.map { $0["keys"] as? String }
      == ["pages", "offsets", "pages", "offsets", "pages", "offsets"])
    #expect(parameters.map { $0["threshold"] as? String }
      == ["1000pt", "1000pt", "200pt", "200pt", "0pt", "0pt"])
    let summaries = runs.compactMap { $0["summary"] as? [String: Any] }
    #expect(summaries.map { $0["stallSeconds"] as? Double } == [1.85, 1.85, 8.9, 8.9, 10.85, 10.85])
    #expect(summaries.allSatisfy { $0.count == 29 && $0["requests"] as? Int == 11 })
    let masked = SimulateFixture.masked(output.stdout)
    let line: String = [
      #"{"parameters": {"keys": "offsets", "threshold": "200pt"}, "summary": {"requests": 11, "#,
      #""pagesLoaded": 10, "duplicateRequests": 0, "failedRequests": 0, "stallEpisodes": 11, "#,
      #""stallSeconds": 8.9, "waitP50Seconds": 0.7833, "waitP95Seconds": 1, "#,
      #""peakLoadedItems": 300, "loadedNeverShown": 0, "duplicatesDropped": 0, "#,
      #""duplicatesShown": 0, "missingShown": 0, "placeholderSeconds": 0, "#,
      #""placeholdersShown": 0, "largestVisibleJump": 0, "jumpFrames": 0, "#,
      #""anchorCorrections": 0, "settleFrames": 0, "largestLandingError": 0, "#,
      #""estimatedSeconds": 0, "reloadedPages": 0, "pagesDropped": 0, "gapsRepaired": 0, "#,
      #""jumps": 0, "refreshes": 0, "framesSimulated": 1500, "simulatedSeconds": 25, "#,
      #""wallSeconds": *}}"#,
    ].joined()
    #expect(masked.contains(line))
  }

  @Test("A sweep is deterministic, and the --sweep value may come after other flags")
  func deterministic() throws {
    let arguments = ["simulate", "--duration", "15s", "--sweep", "page-size=20,50",
                     "latency=uniform:100-800ms,300ms", "--failure-rate", "0.1"]
    let first = try CLIRunner.run(arguments)
    let second = try CLIRunner.run(arguments)
    #expect(first.status == 0)
    #expect(first.stderr == "")
    #expect(SimulateFixture.masked(first.stdout) == SimulateFixture.masked(second.stdout))
    #expect(first.stdout.contains("sweep: 4 runs"))
  }
}
