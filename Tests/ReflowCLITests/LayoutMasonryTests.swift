import Foundation
import ReflowTesting
import Testing

/// `reflow layout` on masonry documents: the output of a document worked out by hand, the
/// flags that override it, and every class of bad input.
@Suite struct LayoutMasonryTests {
  /// Three lanes of (330 - 2 × 15) / 3 = 100 at x 0, 115 and 230; tolerance 0:
  /// - a (120) takes lane 0; lanes run to 130, 0, 0; the cursor is at lane 1;
  /// - b (2:1, so 50) takes lane 1, the first of the lowest from the cursor: y 0;
  /// - c (40, span 2) can start at lane 0 (both lanes run to 130) or 1 (60 and 0: 60): lane 1,
  ///   y 60, 215 wide; lanes 1 and 2 run to 110;
  /// - d (30, lane 2) goes to lane 2 at 110, whatever the others.
  /// Lanes end at 120, 100 (c) and 140 (d); the content is 330 × 140.
  static let document = """
    {"container": {"width": 330, "height": 600},
     "masonry": {"lanes": 3, "laneSpacing": 15, "itemSpacing": 10, "tolerance": 0},
     "items": [{"id": "a", "length": 120}, {"id": "b", "aspectRatio": 2},
               {"id": "c", "length": 40, "span": 2}, {"id": "d", "length": 30, "lane": 2}]}
    """

  static let expectedJSON = """
    {
      "contentSize": {"width": 330, "height": 140},
      "frames": [
        {"id": "a", "lane": 0, "x": 0, "y": 0, "width": 100, "height": 120},
        {"id": "b", "lane": 1, "x": 115, "y": 0, "width": 100, "height": 50},
        {"id": "c", "lane": 1, "x": 115, "y": 60, "width": 215, "height": 40},
        {"id": "d", "lane": 2, "x": 230, "y": 110, "width": 100, "height": 30}
      ],
      "lanes": [
        {"lane": 0, "x": 0, "y": 0, "width": 100, "height": 120},
        {"lane": 1, "x": 115, "y": 0, "width": 100, "height": 100},
        {"lane": 2, "x": 230, "y": 0, "width": 100, "height": 140}
      ]
    }

    """

  @Test("A masonry document prints the hand-checked frames, lanes and content size")
  func handCheckedDocument() throws {
    let output = try CLIRunner.run(["layout"], stdin: Self.document)
    #expect(output == CLIRunner.Output(stdout: Self.expectedJSON, stderr: "", status: 0))
  }

  @Test("--format ascii draws the items in their lanes, with a legend")
  func asciiDrawing() throws {
    let output = try CLIRunner.run(["layout", "--format", "ascii", "--scale", "10"], stdin: Self.document)
    #expect(output.status == 0)
    // 10 pt columns, 20 pt rows: b covers columns 12..<22 (x 115-215) and rows 0..<3 (y 0-50,
    // 2.5 rows rounded up); d starts at y 110, row 5.5, rounded to 6.
    #expect(output.stdout == """
      AAAAAAAAAA..BBBBBBBBBB...........
      AAAAAAAAAA..BBBBbBBBBB...........
      AAAAaAAAAA..BBBBBBBBBB...........
      AAAAAAAAAA..CCCCCCCCCCcCCCCCCCCCC
      AAAAAAAAAA..CCCCCCCCCCCCCCCCCCCCC
      AAAAAAAAAA.......................
      .......................DDDDdDDDDD

      A=a  B=b  C=c  D=d
      1 column = 10 pt, 1 row = 20 pt

      """)
  }

  @Test("--format svg draws the lanes dashed and every item labelled")
  func svg() throws {
    let output = try CLIRunner.run(["layout", "--format", "svg"], stdin: Self.document)
    #expect(output.status == 0)
    #expect(output.stdout.contains(#"<g class="lanes""#))
    #expect(output.stdout.contains(#"<rect x="230" y="0" width="100" height="140"/>"#))
    #expect(output.stdout.contains(#"<rect x="115" y="60" width="215" height="40"/>"#))
    #expect(output.stdout.components(separatedBy: "<text").count == 5)
  }

  @Test(
    "--lanes, --lane-spacing, --tolerance, --item-spacing, --width and --direction override the document",
    arguments: [([String], [Int], Double)]([
      // Four lanes of 60: c fits lanes 2 and 3, which have run nowhere.
      (["--lanes", "4", "--lane-spacing", "30"], [0, 1, 2, 2], 60.0),
      (["--lanes", "100,200,50,50"], [0, 1, 2, 2], 100),
      // (330 + 15) / (70 + 15) makes 4 lanes of (330 - 45) / 4.
      (["--lanes", "minimum:70"], [0, 1, 2, 2], 71.25),
      (["--width", "500", "--lanes", "minimum:100"], [0, 1, 2, 2], 113.75),
      // Lanes 0 (130) and 1 (60) are within 200 of the lowest; none is at or after the cursor
      // (lane 2, where a span of 2 cannot start), so c wraps to lane 0.
      (["--tolerance", "200"], [0, 1, 0, 2], 100),
      (["--direction", "rtl", "--item-spacing", "0"], [0, 1, 1, 2], 100),
    ]))
  func overrides(arguments: [String], lanes: [Int], firstWidth: Double) throws {
    let output = try CLIRunner.run(["layout"] + arguments, stdin: Self.document)
    #expect(output.status == 0, "\(output)")
    let parsed = try #require(
      try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    let frames = try #require(parsed["frames"] as? [[String: Any]])
    #expect(frames.map { $0["lane"] as? Int } == lanes)
    #expect((frames.first?["width"] as? NSNumber)?.doubleValue == firstWidth)
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var stdin: String
    var stderr: String
    var testDescription: String { stderr }
  }

  /// A masonry document with `masonry` and `items` replaced (raw JSON).
  static func masonry(_ masonry: String = #"{"lanes": 3}"#, items: String = "[]") -> String {
    #"{"container":{"width":300},"masonry":\#(masonry),"items":\#(items)}"#
  }

  static let errors: [Case] = [
    Case(arguments: [], stdin: masonry("{}"),
         stderr: #"masonry.lanes is missing; expected a lane count such as 3, lane lengths such as"#
           + #" [100, 120], or {"minimum": 120}"#),
    Case(arguments: [], stdin: masonry(#"{"lanes": "3"}"#),
         stderr: #"masonry.lanes is "3" (a string); expected a lane count such as 3, lane lengths"#
           + #" such as [100, 120], or {"minimum": 120}"#),
    Case(arguments: [], stdin: masonry(#"{"lanes": 0}"#),
         stderr: "masonry.lanes is 0; expected a whole number of lanes from 1 to 1024"),
    Case(arguments: [], stdin: masonry(#"{"lanes": 2.5}"#),
         stderr: "masonry.lanes is 2.5; expected a whole number of lanes from 1 to 1024"),
    Case(arguments: [], stdin: masonry(#"{"lanes": []}"#),
         stderr: "masonry.lanes is an empty array; give at least one lane length"),
    Case(arguments: [], stdin: masonry(#"{"lanes": [10, -1]}"#),
         stderr: "masonry.lanes[1] is -1; lane lengths must be finite and at least 0"),
    Case(arguments: [], stdin: masonry(#"{"lanes": {"minimum": 0}}"#),
         stderr: "masonry.lanes.minimum is 0; a lane minimum must be finite and greater than 0"),
    Case(arguments: [], stdin: masonry(#"{"lanes": {"min": 100}}"#),
         stderr: #"unknown key "min" in masonry.lanes; did you mean "minimum"?"#),
    Case(arguments: [], stdin: masonry(#"{"lanes": 3, "lane": 1}"#),
         stderr: #"unknown key "lane" in masonry; did you mean "lanes"?"#),
    Case(arguments: [], stdin: masonry(#"{"lanes": 3, "tolerance": -1}"#),
         stderr: "masonry.tolerance is -1; a tolerance must be finite and at least 0 (16 is"
           + " CSS's normal)"),
    Case(arguments: [], stdin: masonry(#"{"lanes": 3, "axis": "vertically"}"#),
         stderr: #"masonry.axis is "vertically"; did you mean "vertical"?"#),
    Case(arguments: [], stdin: masonry(items: #"[{"length": 10, "span": 4}]"#),
         stderr: "items[0].span: item 0 spans 4 lanes but the masonry has 3; a span must be from"
           + " 1 to the number of lanes: pass a span of at most 3"),
    Case(arguments: [], stdin: masonry(items: #"[{"length": 10}, {"length": 10, "lane": 3}]"#),
         stderr: "items[1].lane: item 1 asks for lane 3 with span 1, but the masonry has lanes"
           + " 0..<3; an explicit lane must leave room for the span: pass a lane from 0 to 2, or"
           + " nil to let the masonry choose"),
    Case(arguments: [], stdin: masonry(items: #"[{"id": "a"}]"#),
         stderr: "items[0].length is missing; expected a number, or an aspectRatio (width ÷"
           + " height)"),
    Case(arguments: [], stdin: masonry(items: #"[{"length": 1, "aspectRatio": 1}]"#),
         stderr: "items[0] has both a length and an aspectRatio; give one of them"),
    Case(arguments: [], stdin: masonry(items: #"[{"aspectRatio": 0}]"#),
         stderr: "items[0].aspectRatio is 0; an aspect ratio is width ÷ height and must be finite"
           + " and greater than 0"),
    Case(arguments: [], stdin: masonry(items: #"[{"length": -3}]"#),
         stderr: "items[0].length is -3; sizes must be finite and at least 0"),
    Case(arguments: [], stdin: masonry(items: #"[{"length": 3, "span": 1.5}]"#),
         stderr: "items[0].span is 1.5; expected a whole number at least 1"),
    Case(arguments: [], stdin: masonry(items: #"[{"length": 3, "lane": -1}]"#),
         stderr: "items[0].lane is -1; expected a whole number at least 0"),
    Case(arguments: [], stdin: masonry(items: #"[{"length": 3, "width": 4}]"#),
         stderr: "items[0] has both a flow item's fields (width, height, grow, baseline,"
           + " breakBefore) and a masonry item's (length, aspectRatio, span, lane): give one kind"),
    Case(arguments: [], stdin: masonry(items: #"[{"length": 3}, {"width": 1, "height": 1}]"#),
         stderr: "items[1] is a flow item but items[0] is a masonry item; every item of a"
           + " document is of one kind"),
    Case(arguments: [], stdin: masonry(items: #"[{"width": 1, "height": 1}]"#),
         stderr: #"items[0] has a width and a height, but the document is a masonry (it has"#
           + #" "masonry"): give each item a "length" or an "aspectRatio" instead"#),
    Case(arguments: [],
         stdin: #"{"container":{"width":300},"options":{},"masonry":{"lanes":3},"items":[]}"#,
         stderr: #"the document has both "masonry" and "options"; a masonry document takes its"#
           + #" options from "masonry" and has items: remove "options""#),
    Case(arguments: [], stdin: #"{"container":{"width":300},"items":[{"length":3}]}"#,
         stderr: #"items[0] has a length or an aspect ratio, which masonry items have: add a"#
           + #" "masonry" object such as {"lanes": 3} to lay them out in lanes, or give each"#
           + " item a width and a height"),
    Case(arguments: [], stdin: #"{"container":{"width":1e999},"masonry":{"lanes":3},"items":[]}"#,
         stderr: "container.width is unbounded, but lanes that share it need a finite width:"
           + " give the container one, or give masonry.lanes as lane lengths such as [100, 120]"),
    Case(arguments: ["--lanes", "x"], stdin: masonry(),
         stderr: "--lanes is 'x'; expected a lane count such as 3, lane lengths such as 100,120,"
           + " or minimum:120"),
    Case(arguments: ["--lanes", "10,,20"], stdin: masonry(),
         stderr: "--lanes is '10,,20'; expected lane lengths separated by commas, such as"
           + " 100,120"),
    Case(arguments: ["--lanes", "minimum:0"], stdin: masonry(),
         stderr: "--lanes is 0; a lane minimum must be finite and greater than 0"),
    Case(arguments: ["--tolerance", "-1"], stdin: masonry(),
         stderr: "--tolerance is -1; a tolerance must be finite and at least 0 (16 is CSS's"
           + " normal)"),
    Case(arguments: ["--line-spacing", "3"], stdin: masonry(),
         stderr: "--line-spacing is for flow documents; this is a masonry document: masonry"
           + " documents space their lanes with --lane-spacing"),
    Case(arguments: ["--lanes", "3"],
         stdin: #"{"container":{"width":100},"items":[{"width":10,"height":10}]}"#,
         stderr: #"--lanes is for masonry documents; this document has no "masonry" object: add"#
           + #" one, such as "masonry": {"lanes": 3}, to lay its items out in lanes"#),
  ]

  @Test("Every bad masonry input ends in one error line naming the field and the fix",
        arguments: errors)
  func badInput(_ badCase: Case) throws {
    let output = try CLIRunner.run(["layout"] + badCase.arguments, stdin: badCase.stdin)
    #expect(output == CLIRunner.Output(stdout: "", stderr: "error: \(badCase.stderr)\n", status: 1))
  }

  /// The masonry corpora: the first 80 cases, every one in every run, and 389 more, every fifth
  /// in quick mode and all with REFLOW_THOROUGH=1 (each case is a process; the library's own
  /// conformance tests run every case in process).
  static let corpora = [("masonry", 80, false), ("masonry-more", 389, true)]

  @Test("Every masonry fixture laid out by the CLI matches Chromium within 1/16 px",
        arguments: corpora)
  func conformance(corpus: String, count: Int, sampled: Bool) throws {
    let directory = ConformanceSweepTests.fixtureDirectory.appendingPathComponent(corpus)
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".json") }.sorted()
    #expect(names.count == count)
    var mismatches: [String] = []
    let chosen = sampled
      ? SuiteDepth.select(names.enumerated(), quick: { $0.offset % 5 == 0 }).map(\.element)
      : names
    for name in chosen {
      let file = directory.appendingPathComponent(name)
      let fixture = try #require(
        try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
      let expected = try #require((fixture["expected"] as? [String: Any])?["frames"] as? [[Double]])
      let ids = try #require(fixture["items"] as? [[String: Any]]).map { $0["id"] as? String }
      let output = try CLIRunner.run(["layout", file.path])
      guard output.status == 0, output.stderr.isEmpty else {
        mismatches.append("\(name): \(output)")
        continue
      }
      let printed = try #require(
        try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
      let frames = try #require(printed["frames"] as? [[String: Any]])
      guard frames.count == expected.count else {
        mismatches.append("\(name): \(frames.count) frames, expected \(expected.count)")
        continue
      }
      for (index, (frame, want)) in zip(frames, expected).enumerated() {
        let values = ["x", "y", "width", "height"].map { (frame[$0] as? NSNumber)?.doubleValue }
        let close = zip(values, want).allSatisfy { got, wanted in
          got.map { abs($0 - wanted) <= 1.0 / 16 } ?? false
        }
        if !close || frame["id"] as? String != ids[index] {
          mismatches.append("\(name) item \(index): got \(frame), the browser has \(want)")
        }
      }
    }
    #expect(
      mismatches.isEmpty, "\(mismatches.count) mismatches:\n\(mismatches.joined(separator: "\n"))")
  }
}
