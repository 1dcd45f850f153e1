import Foundation
import Testing

/// `reflow simulate` end to end: full outputs of runs whose results are worked out by hand.
@Suite struct SimulateCommandTests {
  /// The hand-worked scenario (see ``SimulateFixture/handWorked``), frame by frame; frame k is
  /// at k/60 s. The trigger and the stall test both allow 1e-9 of rounding, so exact multiples
  /// count as reached.
  /// - Page 0 is requested at frame 0 (no content: distance -844 <= 200) and arrives at frame
  ///   60; the user is stalled all along: 60 frames, 1 s.
  /// - Page 0 brings 1,000 points; at frame 60 the offset is 16.67 and the distance 139 <= 200,
  ///   so page 1 is requested at once and arrives at frame 120. The scroll can only go to
  ///   1000 - 844 = 156: the 10th step (166.7) passes it at frame 69. Stall 69..120: 51 frames.
  /// - Every later page p arrives at frame A with the offset one step past the old end M.
  ///   After k steps (frame A + k - 1) the offset is M + 16.67 k. The distance to the new end
  ///   is 200 at M + 800, k = 48: the request leaves at A + 47 and arrives at A + 107. The
  ///   offset reaches the new end M + 1000 at k = 60 and the stall starts at k = 61, frame
  ///   A + 60: it lasts 47 frames, 0.7833 s — latency minus threshold over speed (1 - 200/1000
  ///   = 0.8 s) less the frame on which the end is reached exactly. A period is 107 frames.
  /// - That happens for pages 2...9 and for the 11th request, which finds the end (an empty
  ///   page) and stops the stalling: 9 such stalls. Page 1 arrives at 120, page 9 at
  ///   120 + 8 × 107 = 976, the end is found at 976 + 107 = 1083 (18.05 s), before 25 s.
  /// - Stalls: 60 + 51 + 9 × 47 = 534 frames = 8.9 s in 11 episodes. Sorted lengths: nine of
  ///   0.78333, 0.85, 1; p50 is the 6th (0.7833), p95 the 11th (1).
  /// - At the end the offset is 10000 - 844 = 9156: rows 91...99 show, the last item (299) was
  ///   seen, so nothing loaded went unseen; 300 loaded at most; 25 × 60 = 1500 frames.
  static let handWorkedJSON = """
    {
    \(SimulateFixture.handWorkedScenario)
      "requests": 11,
      "pagesLoaded": 10,
      "duplicateRequests": 0,
      "failedRequests": 0,
      "stallEpisodes": 11,
      "stallSeconds": 8.9,
      "waitP50Seconds": 0.7833,
      "waitP95Seconds": 1,
      "peakLoadedItems": 300,
      "loadedNeverShown": 0,
    \(SimulateFixture.quietKeys)
      "framesSimulated": 1500,
      "simulatedSeconds": 25,
      "wallSeconds": *
    }

    """

  @Test("The hand-worked run prints the summary worked out frame by frame")
  func handWorkedJSON() throws {
    let output = try CLIRunner.run(SimulateFixture.handWorked + ["--format", "json"])
    #expect(output.status == 0)
    #expect(output.stderr == "")
    #expect(SimulateFixture.masked(output.stdout) == Self.handWorkedJSON)
  }

  @Test("Each stall after the second lasts the latency less the threshold distance over the speed")
  func handWorkedStallTime() throws {
    let output = try CLIRunner.run(SimulateFixture.handWorked + ["--format", "json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    let stallSeconds = try #require(object["stallSeconds"] as? Double)
    let p50 = try #require(object["waitP50Seconds"] as? Double)
    // By hand, without frames: page 0 waits the whole latency (1 s); page 1 is requested with
    // 156 pt left to scroll, so it stalls 1 - 0.156 s; nine more stall 1 - 200 / 1000 s each.
    let byHand = 1.0 + (1.0 - 0.156) + 9 * (1.0 - 200.0 / 1_000)
    let frame = 1.0 / 60
    #expect(abs(stallSeconds - byHand) <= 11 * frame, "\(stallSeconds) vs \(byHand)")
    #expect(abs(p50 - 0.8) <= frame + 1e-4)
  }

  /// The same run as a table: the scenario echoed in the flags' syntax, then the results with
  /// times to 3 decimals; 8.9 s of 25 s is 35.6 %.
  @Test("The default table echoes the scenario and lists every measurement")
  func handWorkedTable() throws {
    let output = try CLIRunner.run(SimulateFixture.handWorked)
    #expect(output.status == 0)
    #expect(output.stderr == "")
    let expected = """
      scenario
        items         300, size 100x100
        layout        flow, estimated size average, measured at once
        viewport      390x844
        anchoring     on, at the top
        flow          item spacing 0, line spacing 0, insets 0, leading, top, ltr
        paging        offsets, page size 30, threshold 200pt, max loaded items none, total unknown
        latency       1s
        failure rate  0, retry after 1s
        scroll        constant:1000
        duration      25s at 60 fps
        seed          42

      results
        requests               11
        pages loaded           10
        duplicate requests     0
        failed requests        0
        stall episodes         11
        stall time             8.900 s (35.6 % of the session)
        wait p50               0.783 s
        wait p95               1.000 s
        peak loaded items      300
        loaded never shown     0
        duplicates dropped     0
        duplicates shown       0
        missing shown          0
        placeholder time       0.000 s
        placeholders shown     0
        largest visible jump   0.00 pt
        frames with a jump     0
        anchor corrections     0
        settle frames          0
        largest landing error  0.00 pt
        estimated time         0.000 s
        pages dropped          0
        reloaded pages         0
        gaps repaired          0
        frames simulated       1500
        simulated time         25.000 s
        wall time              *

      """
    #expect(SimulateFixture.masked(output.stdout) == expected)
  }

  /// A script that never moves: page 0 is asked for at once and arrives at 1 s with 1,000
  /// points; the distance to the end, 1000 - 844 = 156, is within 200, so page 1 follows and
  /// arrives at 2 s; then the distance is 1156 and nothing more is asked. Holding still is not
  /// a stall. Rows 0...8 (0 to 900) meet the viewport 0...844: items 0...26 are seen, the other
  /// 33 of the 60 loaded never are. 5 s is 300 frames.
  @Test("A scroll script is followed, and what is loaded but never seen is counted")
  func scriptScroll() throws {
    let script = try SimulateFixture.file("# time, offset\n0, 0\n\n10 0\n", suffix: ".txt")
    defer { try? FileManager.default.removeItem(atPath: script) }
    var arguments = SimulateFixture.handWorked
    let scroll = try #require(arguments.firstIndex(of: "constant:1000"))
    arguments[scroll] = "script:" + script
    let output = try CLIRunner.run(arguments + ["--duration", "5s", "--format", "json"])
    #expect(output.stderr == "")
    let scenario = SimulateFixture.handWorkedScenario
      .replacing("constant:1000", with: "script:" + script).replacing("25s", with: "5s")
    #expect(SimulateFixture.masked(output.stdout) == """
      {
      \(scenario)
        "requests": 2,
        "pagesLoaded": 2,
        "duplicateRequests": 0,
        "failedRequests": 0,
        "stallEpisodes": 0,
        "stallSeconds": 0,
        "waitP50Seconds": 0,
        "waitP95Seconds": 0,
        "peakLoadedItems": 60,
        "loadedNeverShown": 33,
      \(SimulateFixture.quietKeys)
        "framesSimulated": 300,
        "simulatedSeconds": 5,
        "wallSeconds": *
      }

      """)
  }

  @Test("No arguments run the built-in scenario and print its table")
  func builtInScenario() throws {
    let output = try CLIRunner.run(["simulate"])
    #expect(output.status == 0)
    #expect(output.stderr == "")
    for line in [
      "  items         10000, size uniform:48-160x32",
      "  paging        offsets, page size 50, threshold 0.25viewport, max loaded items none,"
        + " total unknown", "  latency       uniform:150-600ms",
      "  scroll        fling:4000", "  duration      1min at 60 fps", "  seed          42",
      "  duplicate requests     0", "  frames simulated       3600", "  simulated time         60.000 s",
    ] {
      #expect(output.stdout.contains(line + "\n"), "missing line: \(line)")
    }
  }

  @Test("The JSON summary has exactly the documented keys, in order")
  func jsonKeys() throws {
    let output = try CLIRunner.run(["simulate", "--duration", "10s", "--format", "json"])
    let keys = output.stdout.split(separator: "\n").dropFirst().dropLast()
      .map { $0.split(separator: "\"")[1] }
    #expect(keys == [
      "scenario", "requests", "pagesLoaded", "duplicateRequests", "failedRequests",
      "stallEpisodes", "stallSeconds", "waitP50Seconds", "waitP95Seconds", "peakLoadedItems",
      "loadedNeverShown", "duplicatesDropped", "duplicatesShown", "missingShown",
      "placeholderSeconds", "placeholdersShown", "largestVisibleJump", "jumpFrames",
      "anchorCorrections", "settleFrames", "largestLandingError", "estimatedSeconds",
      "reloadedPages", "pagesDropped", "gapsRepaired",
      "jumps", "refreshes", "framesSimulated", "simulatedSeconds", "wallSeconds",
    ])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    #expect(object["duplicateRequests"] as? Int == 0)
  }

  @Test("The same arguments and seed print the same bytes but the wall time", arguments: [
    ["--format", "json"], [], ["--latency", "uniform:50-900ms", "--failure-rate", "0.2"],
  ])
  func deterministic(extra: [String]) throws {
    let arguments = ["simulate", "--duration", "20s", "--seed", "7"] + extra
    let first = try CLIRunner.run(arguments)
    let second = try CLIRunner.run(arguments)
    #expect(first.status == 0)
    #expect(SimulateFixture.masked(first.stdout) == SimulateFixture.masked(second.stdout))
    let otherSeed = try CLIRunner.run(
      ["simulate", "--duration", "20s", "--seed", "8", "--format", "json"] + extra)
    let sameSeed = try CLIRunner.run(arguments + ["--format", "json"])
    #expect(SimulateFixture.masked(otherSeed.stdout) != SimulateFixture.masked(sameSeed.stdout))
  }

  @Test("A scenario file sets every value, and flags override it")
  func scenarioFile() throws {
    let scenario = try SimulateFixture.file(
      """
      {"items": 300, "itemSize": "100x100", "itemSpacing": 0, "lineSpacing": 0,
       "viewport": "390x844", "measureDelay": 0, "pageSize": 30, "threshold": "200pt",
       "jump": [],
       "latency": "1s", "failureRate": 0, "scroll": "constant:1000", "duration": "25s",
       "seed": null}
      """, suffix: ".json")
    defer { try? FileManager.default.removeItem(atPath: scenario) }
    let fromFile = try CLIRunner.run(["simulate", "--scenario", scenario, "--format", "json"])
    #expect(fromFile.stderr == "")
    #expect(SimulateFixture.masked(fromFile.stdout) == Self.handWorkedJSON)

    let overridden = try CLIRunner.run(
      ["simulate", "--scenario", scenario, "--latency", "500ms", "--format", "json"])
    let fromFlags = try CLIRunner.run(
      SimulateFixture.handWorked + ["--latency", "500ms", "--format", "json"])
    #expect(overridden.status == 0)
    #expect(SimulateFixture.masked(overridden.stdout) == SimulateFixture.masked(fromFlags.stdout))
    #expect(SimulateFixture.masked(overridden.stdout) != Self.handWorkedJSON)
  }

  @Test("--sizes reads a layout document or a bare items array", arguments: [
    #"{"container": {"width": 390}, "items": [{"width": 100, "height": 100}]}"#,
    #"[{"id": "a", "width": 100, "height": 100}, {"width": 100, "height": 100}]"#,
  ])
  func sizesFile(document: String) throws {
    let sizes = try SimulateFixture.file(document, suffix: ".json")
    defer { try? FileManager.default.removeItem(atPath: sizes) }
    var arguments = SimulateFixture.handWorked
    let index = try #require(arguments.firstIndex(of: "--item-size"))
    arguments.replaceSubrange(index...(index + 1), with: ["--sizes", sizes])
    let output = try CLIRunner.run(arguments + ["--format", "json"])
    #expect(output.stderr == "")
    let scenario = SimulateFixture.handWorkedScenario
      .replacing(#""itemSize": "100x100""#, with: #""sizes": "\#(sizes)""#)
    #expect(
      SimulateFixture.masked(output.stdout)
        == Self.handWorkedJSON.replacing(SimulateFixture.handWorkedScenario, with: scenario))
  }

  @Test("The help explains every option with an example")
  func help() throws {
    let output = try CLIRunner.run(["simulate", "--help"])
    #expect(output.status == 0)
    let again = try CLIRunner.run(["help", "simulate"])
    #expect(again.stdout == output.stdout)
    for flag in [
      "scenario", "items", "item-size", "sizes", "item-spacing", "line-spacing", "alignment",
      "item-alignment", "direction", "insets", "viewport", "keys", "page-size", "threshold",
      "max-loaded-items", "total-known", "head-inserts", "jump", "refresh-at", "latency",
      "failure-rate", "retry-after", "scroll", "fps", "duration", "seed", "sweep", "format",
      "timeline", "svg",
    ] {
      let lines = output.stdout.split(separator: "\n")
      let start = try #require(lines.firstIndex { $0.hasPrefix("  --\(flag) ") }, "--\(flag)")
      let block = lines[start...].prefix { $0 == lines[start] || $0.hasPrefix("     ") }
      #expect(block.joined().contains("e.g. --\(flag)"), "--\(flag) has no example")
    }
  }

  @Test("A single run's JSON names its scenario; fed back as --scenario it runs the same")
  func scenarioRoundTrip() throws {
    let arguments = [
      "simulate", "--duration", "20s", "--keys", "cursors", "--max-loaded-items", "400",
      "--head-inserts", "3/s", "--refresh-at", "5s", "--refresh-at", "12s", "--seed", "9",
      "--format", "json",
    ]
    let first = try CLIRunner.run(arguments)
    #expect(first.status == 0 && first.stderr == "")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [String: Any])
    let scenario = try #require(object["scenario"] as? [String: Any])
    #expect(scenario["keys"] as? String == "cursors" && scenario["maxLoadedItems"] as? Int == 400)
    #expect(scenario["refreshAt"] as? [String] == ["5s", "12s"])
    #expect(object["refreshes"] as? Int == 2)
    let path = try SimulateFixture.file(
      String(decoding: try JSONSerialization.data(withJSONObject: scenario), as: UTF8.self),
      suffix: ".json")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let again = try CLIRunner.run(["simulate", "--scenario", path, "--format", "json"])
    #expect(again.stderr == "")
    #expect(SimulateFixture.masked(again.stdout) == SimulateFixture.masked(first.stdout))
  }

  @Test(
    "A simulation always ends, whatever the failure rate, latency and retry delay",
    .timeLimit(.minutes(1)),
    arguments: [["0", "0"], ["0", "1e-300s"], ["0.000000001s", "0"]])
  func alwaysEnds(times: [String]) throws {
    let timeline = CLIRunner.temporaryPath(".csv").path
    let output = try CLIRunner.run([
      "simulate", "--failure-rate", "1", "--latency", times[0], "--retry-after", times[1],
      "--duration", "2s", "--timeline", timeline, "--format", "json",
    ])
    #expect(output.status == 0)
    // Every request fails at once and is retried at once: two seconds (120 frames) repeat that
    // loop often enough to hang if it ever did, and each frame still logs a bounded number of
    // events.
    let rows = try SimulateFixture.take(timeline).split(separator: "\n")
    #expect(rows.count > 120 && rows.count < 120 * 8)
    #expect(output.stdout.contains(#""framesSimulated": 120"#))
  }

  @Test("Placeholders, jumps and a memory limit over ten million items: nothing twice or skipped")
  func jumpsOverPlaceholders() throws {
    let output = try CLIRunner.run([
      "simulate", "--items", "10000000", "--total-known", "--max-loaded-items", "2000",
      "--jump", "5s@9000000", "--jump", "20s@100", "--scroll", "swing:1500:20s",
      "--duration", "60s", "--format", "json",
    ])
    #expect(output.stderr == "")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    #expect(object["duplicatesShown"] as? Int == 0 && object["missingShown"] as? Int == 0)
    #expect((object["peakLoadedItems"] as? Int ?? .max) <= 2_050)
    #expect((object["placeholderSeconds"] as? Double ?? 0) > 0 && object["jumps"] as? Int == 2)
  }
}
