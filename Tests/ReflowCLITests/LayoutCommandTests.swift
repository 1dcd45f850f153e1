import Foundation
import Testing

/// `reflow layout` end to end: documents in, full outputs compared. Every expected frame below
/// is worked out by hand from the flexbox rules, not copied from a run.
@Suite struct LayoutCommandTests {
  /// Four items in a 200-wide container with insets 10/5/0/5 (so 190 to fill), spacing 8 and 4,
  /// centred lines, items at the bottom of their line:
  /// - line 1: a (100) + 8 + b (60) = 168; c would make 266 > 190. Free 22, lead 11, so a.x =
  ///   5 + 11 = 16, b.x = 16 + 108 = 124. The line is 30 tall: a.y = 10, b.y = 10 + 30 - 20 = 20.
  /// - line 2: c (90) + 8 + d (80) = 178. Free 12, lead 6: c.x = 11, d.x = 109. It starts at
  ///   10 + 30 + 4 = 44 and is 40 tall: c.y = 44 + 30 = 74, d.y = 44.
  /// - content: the extent from the origin to the far edges, x 189 and y 84, plus the trailing
  ///   and bottom insets (5 and 0): 194 x 84.
  static let document = """
    {"container": {"width": 200, "height": 300},
     "options": {"itemSpacing": 8, "lineSpacing": 4, "alignment": "center",
                 "itemAlignment": "bottom", "direction": "ltr", "axis": "horizontal",
                 "insets": {"top": 10, "leading": 5, "bottom": 0, "trailing": 5}},
     "items": [{"id": "a", "width": 100, "height": 30}, {"id": "b", "width": 60, "height": 20},
               {"id": "c", "width": 90, "height": 10}, {"id": "d", "width": 80, "height": 40}]}
    """

  static let expectedJSON = """
    {
      "contentSize": {"width": 194, "height": 84},
      "frames": [
        {"id": "a", "x": 16, "y": 10, "width": 100, "height": 30},
        {"id": "b", "x": 124, "y": 20, "width": 60, "height": 20},
        {"id": "c", "x": 11, "y": 74, "width": 90, "height": 10},
        {"id": "d", "x": 109, "y": 44, "width": 80, "height": 40}
      ],
      "lines": [
        {"start": 0, "end": 2, "x": 16, "y": 10, "width": 168, "height": 30},
        {"start": 2, "end": 4, "x": 11, "y": 44, "width": 178, "height": 40}
      ]
    }

    """

  @Test("A document read from stdin prints the hand-checked frames, lines and content size")
  func handCheckedDocument() throws {
    let output = try CLIRunner.run(["layout"], stdin: Self.document)
    #expect(output == CLIRunner.Output(stdout: Self.expectedJSON, stderr: "", status: 0))
  }

  @Test("The JSON output is a valid document with keys in the documented shape")
  func outputIsValidJSON() throws {
    let output = try CLIRunner.run(["layout", "-"], stdin: Self.document)
    let parsed = try #require(
      try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    #expect(Set(parsed.keys) == ["contentSize", "frames", "lines"])
    let frames = try #require(parsed["frames"] as? [[String: Any]])
    #expect(frames.count == 4)
    #expect(frames.map { $0["id"] as? String } == ["a", "b", "c", "d"])
  }

  @Test("A FILE argument is read like stdin")
  func fileArgument() throws {
    let file = CLIRunner.temporaryPath(".json")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data(Self.document.utf8).write(to: file)
    let output = try CLIRunner.run(["layout", file.path])
    #expect(output == CLIRunner.Output(stdout: Self.expectedJSON, stderr: "", status: 0))
  }

  @Test("--output writes the same output to a file and prints nothing")
  func outputFile() throws {
    let file = CLIRunner.temporaryPath(".json")
    defer { try? FileManager.default.removeItem(at: file) }
    let output = try CLIRunner.run(["layout", "--output", file.path], stdin: Self.document)
    #expect(output == CLIRunner.Output(stdout: "", stderr: "", status: 0))
    let written = String(decoding: try Data(contentsOf: file), as: UTF8.self)
    #expect(written == Self.expectedJSON)
  }

  /// Only the required fields: no spacing, leading, top, unbounded height, ids "0" and "1".
  /// 60 + 50 > 100, so the second item wraps straight under the first.
  @Test("Missing options, height and ids take the documented defaults")
  func defaults() throws {
    let document = #"{"container":{"width":100},"items":[{"width":60,"height":10},"#
      + #"{"width":50,"height":20,"id":null}]}"#
    let output = try CLIRunner.run(["layout"], stdin: document)
    #expect(
      output.stdout == """
        {
          "contentSize": {"width": 60, "height": 30},
          "frames": [
            {"id": "0", "x": 0, "y": 0, "width": 60, "height": 10},
            {"id": "1", "x": 0, "y": 10, "width": 50, "height": 20}
          ],
          "lines": [
            {"start": 0, "end": 1, "x": 0, "y": 0, "width": 60, "height": 10},
            {"start": 1, "end": 2, "x": 0, "y": 10, "width": 50, "height": 20}
          ]
        }

        """)
    #expect(output.status == 0)
  }

  /// The fixtures carry `name`, `expected` and `oracle`: the document format allows them at
  /// the top, whatever they hold, and reads the rest as usual.
  @Test("Fixture annotations at the top of a document are allowed and ignored")
  func fixtureAnnotations() throws {
    let document = #"{"name":"x","expected":{"frames":[{"nested":[1,{"a":null}]}]},"#
      + #""oracle":{"chromium":"156"},"container":{"width":100},"#
      + #""items":[{"width":60,"height":10}]}"#
    let output = try CLIRunner.run(["layout"], stdin: document)
    #expect(output.status == 0)
    #expect(output.stderr == "")
    #expect(output.stdout.contains(#"{"id": "0", "x": 0, "y": 0, "width": 60, "height": 10}"#))
  }

  /// A mistyped key used to be dropped silently (issue 14): now it is an error naming the
  /// nearest key the format has, at every level of the document.
  @Test(
    "An unknown key is an error that suggests the nearest known one, at every level",
    arguments: [
      (#"{"container":{"width":100},"itms":[]}"#, #"unknown key "itms"; did you mean "items"?"#),
      (#"{"container":{"width":100,"hieght":5},"items":[]}"#,
       #"unknown key "hieght" in container; did you mean "height"?"#),
      (#"{"container":{"width":100},"options":{"itemSpaceing":8},"items":[]}"#,
       #"unknown key "itemSpaceing" in options; did you mean "itemSpacing"?"#),
      (#"{"container":{"width":100},"options":{"insets":{"lead":1}},"items":[]}"#,
       #"unknown key "lead" in options.insets; did you mean "leading"?"#),
      (#"{"container":{"width":100},"items":[{"width":1,"height":1},{"widht":1}]}"#,
       #"unknown key "widht" in items[1]; did you mean "width"?"#),
      (#"{"container":{"width":100},"overflowIndicator":{"w":1},"items":[]}"#,
       #"unknown key "w" in overflowIndicator; did you mean "width"?"#),
      (#"{"container":{"width":100},"colour":"red","items":[]}"#,
       #"unknown key "colour"; expected one of container, options, masonry, items,"#
         + " overflowIndicator, sections, offset, axis, anchor, name, expected, oracle"),
    ])
  func unknownKeys(document: String, message: String) throws {
    let output = try CLIRunner.run(["layout"], stdin: document)
    #expect(output == CLIRunner.Output(stdout: "", stderr: "error: \(message)\n", status: 1))
  }

  /// Width 200 and spacing 5 let both items share a line (60 + 5 + 50 = 115, free 85).
  /// Trailing in right-to-left packs them against the left edge: the first item's logical
  /// offset is 85, so x = 200 - 85 - 60 = 55; the second's is 150, so x = 200 - 150 - 50 = 0.
  @Test("Flags override the document's container and options")
  func flagsOverride() throws {
    let document = #"{"container":{"width":100},"options":{"itemSpacing":99,"alignment":"center"},"#
      + #""items":[{"id":"a","width":60,"height":10},{"id":"b","width":50,"height":20}]}"#
    let output = try CLIRunner.run(
      ["layout", "--width", "200", "--item-spacing=5", "--alignment", "trailing",
       "--direction", "rtl"],
      stdin: document)
    #expect(
      output.stdout == """
        {
          "contentSize": {"width": 115, "height": 20},
          "frames": [
            {"id": "a", "x": 55, "y": 0, "width": 60, "height": 10},
            {"id": "b", "x": 0, "y": 0, "width": 50, "height": 20}
          ],
          "lines": [
            {"start": 0, "end": 2, "x": 0, "y": 0, "width": 115, "height": 20}
          ]
        }

        """)
    #expect(output.status == 0)
  }

  /// Vertical with height 50: 10 + 20 = 30 fits one column, 60 wide (the wider item).
  /// With line spacing 7 and height 25 the second item starts a new column at x = 60 + 7.
  @Test("--axis and --height and --line-spacing switch to columns", arguments: [
    (["--height", "50"], #"{"start": 0, "end": 2, "x": 0, "y": 0, "width": 60, "height": 30}"#),
    (["--height", "25", "--line-spacing", "7"],
     #"{"start": 1, "end": 2, "x": 67, "y": 0, "width": 50, "height": 20}"#),
  ])
  func verticalAxis(flags: [String], expectedLine: String) throws {
    let document = #"{"container":{"width":100},"items":[{"width":60,"height":10},"#
      + #"{"width":50,"height":20}]}"#
    let output = try CLIRunner.run(["layout", "--axis", "vertical"] + flags, stdin: document)
    #expect(output.status == 0)
    #expect(output.stdout.contains(expectedLine), "\(output)")
  }

  /// Three 1-wide items in 10 with space-evenly: free 7 in 4 shares of 1.75, so x = 1.75, 4.5
  /// and 7.25; fractions print with Swift's shortest round-trip description.
  @Test("Fractional coordinates print in shortest form and whole ones without a fraction")
  func fractionalNumbers() throws {
    let document = #"{"container":{"width":10},"options":{"alignment":"spaceEvenly"},"#
      + #""items":[{"width":1,"height":1},{"width":1,"height":1},{"width":1,"height":1}]}"#
    let output = try CLIRunner.run(["layout"], stdin: document)
    #expect(output.stdout.contains(#"{"id": "0", "x": 1.75, "y": 0, "width": 1, "height": 1}"#))
    #expect(output.stdout.contains(#"{"id": "1", "x": 4.5, "y": 0, "width": 1, "height": 1}"#))
    #expect(output.stdout.contains(#"{"id": "2", "x": 7.25, "y": 0, "width": 1, "height": 1}"#))
  }

  @Test("An empty item list prints empty arrays and the insets as content size")
  func noItems() throws {
    let document = #"{"container":{"width":10},"options":{"insets":{"top":2,"leading":3}},"#
      + #""items":[]}"#
    let output = try CLIRunner.run(["layout"], stdin: document)
    #expect(
      output == CLIRunner.Output(
        stdout: """
          {
            "contentSize": {"width": 3, "height": 2},
            "frames": [],
            "lines": []
          }

          """, stderr: "", status: 0))
  }

  @Test("Ids are escaped in JSON output")
  func escapedIDs() throws {
    let document = #"{"container":{"width":10},"items":"#
      + #"[{"id":"q\"\\\n\u00e9","width":1,"height":1}]}"#
    let output = try CLIRunner.run(["layout"], stdin: document)
    #expect(output.stdout.contains(#"{"id": "q\"\\\né", "x": 0"#), "\(output)")
    let parsed = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
    let frames = try #require(parsed?["frames"] as? [[String: Any]])
    #expect(frames.first?["id"] as? String == "q\"\\\né")
  }
}
