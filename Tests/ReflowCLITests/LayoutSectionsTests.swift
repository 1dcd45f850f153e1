import Foundation
import Testing

/// `reflow layout` with `"sections"`, through the built CLI. Frames are worked out by hand.
@Suite struct LayoutSectionsTests {
  /// Section s0: a pinned 2-tall header at 0, items 8×4 two to a row (8 + 2 + 8 ≤ 20) in rows
  /// at 2 and 7 (line spacing 1), a 1-tall footer at 11; it ends at 12. Section s1: a pinned
  /// header at 12, items 20×6 at 14 and 20; the content is 26 tall.
  static func document(offset: Double) -> String {
    """
    {"container": {"width": 20, "height": 10}, "offset": \(offset),
     "sections": [
      {"id": "s0", "options": {"itemSpacing": 2, "lineSpacing": 1},
       "header": {"width": 20, "height": 2, "pinned": true},
       "items": [{"id": "a", "width": 8, "height": 4}, {"id": "b", "width": 8, "height": 4},
                 {"id": "c", "width": 8, "height": 4}, {"id": "d", "width": 8, "height": 4}],
       "footer": {"width": 20, "height": 1}},
      {"id": "s1", "header": {"width": 20, "height": 2, "pinned": true},
       "items": [{"id": "e", "width": 20, "height": 6}, {"id": "f", "width": 20, "height": 6}]}
     ]}
    """
  }

  /// The frames for a header of s0 at `header` and of s1 at `next`.
  static func expected(header: Double, next: Double) -> String {
    """
    {
      "contentSize": {"width": 20, "height": 26},
      "frames": [
        {"id": "s0.header", "x": 0, "y": \(Int(header)), "width": 20, "height": 2},
        {"id": "a", "x": 0, "y": 2, "width": 8, "height": 4},
        {"id": "b", "x": 10, "y": 2, "width": 8, "height": 4},
        {"id": "c", "x": 0, "y": 7, "width": 8, "height": 4},
        {"id": "d", "x": 10, "y": 7, "width": 8, "height": 4},
        {"id": "s0.footer", "x": 0, "y": 11, "width": 20, "height": 1},
        {"id": "s1.header", "x": 0, "y": \(Int(next)), "width": 20, "height": 2},
        {"id": "e", "x": 0, "y": 14, "width": 20, "height": 6},
        {"id": "f", "x": 0, "y": 20, "width": 20, "height": 6}
      ],
      "lines": []
    }

    """
  }

  @Test("A pinned header sits at the offset while its section shows, pushed up by its end",
        arguments: [(0.0, 0.0, 12.0), (5.0, 5.0, 12.0), (10.0, 10.0, 12.0), (11.0, 10.0, 12.0),
                    (16.0, 10.0, 16.0)])
  func pinnedHeaders(offset: Double, header: Double, next: Double) throws {
    let output = try CLIRunner.run(["layout"], stdin: Self.document(offset: offset))
    #expect(output == CLIRunner.Output(
      stdout: Self.expected(header: header, next: next), stderr: "", status: 0))
  }

  @Test("--format svg draws the viewport: what shows at the offset, from its top")
  func svgDrawsTheViewport() throws {
    let output = try CLIRunner.run(["layout", "--format", "svg"], stdin: Self.document(offset: 16))
    #expect(output.status == 0)
    // s1's header sticks at 16 (the viewport's top), e shows 16..<20 under it, f 20..<26.
    #expect(output.stdout.contains(#"<rect x="0" y="0" width="20" height="10" class="container""#))
    #expect(output.stdout.contains(#"<rect x="0" y="0" width="20" height="2"/><text"#))
    #expect(output.stdout.contains(#"<rect x="0" y="4" width="20" height="6"/><text"#))
    #expect(!output.stdout.contains(">a</text>"))
  }

  /// The README's document: s0's pinned 2-high header at 0, a and b (8×4, 2 apart) on one row
  /// at 2, s0 ending at 6; s1's c (20×6) at 6. The content is 12 high in a 10-high viewport, so
  /// offsets run from 0 to 2.
  static func small(offset: Double) -> String {
    """
    {"container": {"width": 20, "height": 10}, "offset": \(offset),
     "sections": [{"id": "s0", "options": {"itemSpacing": 2},
                   "header": {"width": 20, "height": 2, "pinned": true},
                   "items": [{"id": "a", "width": 8, "height": 4},
                             {"id": "b", "width": 8, "height": 4}]},
                  {"id": "s1", "items": [{"id": "c", "width": 20, "height": 6}]}]}
    """
  }

  /// `small` at offset 2, drawn: the header sticks at the viewport's top, over the top half of
  /// a and b (whose ids it covers), then a and b's lower half, then c with its id.
  static let smallDrawing = """
    AAAAAs0.headerAAAAAA
    BBBBBBBB..CCCCCCCC..
    DDDDDDDDDDDDDDDDDDDD
    DDDDDDDDDcDDDDDDDDDD
    DDDDDDDDDDDDDDDDDDDD

    A=s0.header  B=a  C=b  D=c
    1 column = 1 pt, 1 row = 2 pt

    """

  @Test("An offset past the end is clamped to the largest one, and stderr says so")
  func offsetPastTheEnd() throws {
    let output = try CLIRunner.run(["layout", "--format", "ascii"], stdin: Self.small(offset: 11))
    #expect(output == CLIRunner.Output(
      stdout: Self.smallDrawing,
      stderr: "warning: offset 11 is past the end: the content is 12 high and the viewport 10,"
        + " so the largest offset is 2; laid out at offset 2\n",
      status: 0))
    // The JSON frames are the clamped offset's: the pinned header sticks at 2.
    let json = try CLIRunner.run(["layout"], stdin: Self.small(offset: 11))
    #expect(json.status == 0 && json.stderr.hasPrefix("warning: offset 11 is past the end"))
    #expect(json.stdout.contains(#"{"id": "s0.header", "x": 0, "y": 2, "width": 20, "height": 2}"#))
  }

  @Test("An offset before the start is clamped to 0; one in range is not reported",
        arguments: [
          (-3.0, "warning: offset -3 is before the content's start; laid out at offset 0\n"),
          (0.0, ""), (2.0, ""),
        ])
  func offsetInRange(offset: Double, warning: String) throws {
    let output = try CLIRunner.run(["layout"], stdin: Self.small(offset: offset))
    #expect(output.status == 0)
    #expect(output.stderr == warning)
  }

  @Test("An unbounded viewport shows the whole content from 0: any other offset is clamped")
  func unboundedViewport() throws {
    let document = Self.small(offset: 5).replacingOccurrences(of: #", "height": 10}"#, with: "}")
    let output = try CLIRunner.run(["layout"], stdin: document)
    #expect(output.status == 0)
    #expect(output.stderr == "warning: offset 5 is past the end: an unbounded viewport shows the"
      + " whole content from 0; laid out at offset 0\n")
    #expect(
      output.stdout.contains(#"{"id": "s0.header", "x": 0, "y": 0, "width": 20, "height": 2}"#))
  }

  @Test("ASCII paints the pinned header last, over the items scrolled under it")
  func pinnedHeaderAboveItemsInASCII() throws {
    let output = try CLIRunner.run(["layout", "--format", "ascii"], stdin: Self.small(offset: 2))
    #expect(output == CLIRunner.Output(stdout: Self.smallDrawing, stderr: "", status: 0))
  }

  @Test("SVG paints the pinned header last, over the items scrolled under it")
  func pinnedHeaderAboveItemsInSVG() throws {
    let output = try CLIRunner.run(["layout", "--format", "svg"], stdin: Self.small(offset: 2))
    #expect(output.status == 0)
    let svg = output.stdout
    let header = try #require(svg.range(of: ">s0.header</text>"))
    for item in [">a</text>", ">b</text>", ">c</text>"] {
      let range = try #require(svg.range(of: item))
      #expect(range.lowerBound < header.lowerBound, "\(item) is painted after the header")
    }
    // In viewport coordinates: the header at the top, a under it.
    #expect(svg.contains(#"<rect x="0" y="0" width="20" height="2"/><text x="10" y="1""#))
    #expect(svg.contains(#"<rect x="0" y="0" width="8" height="4"/>"#))
  }

  @Test("--zoom K sizes the SVG in pixels, K per point; the viewBox stays in points",
        arguments: [([String](), "22", "12"), (["--zoom", "20"], "440", "240"),
                    (["--zoom", "2.5"], "55", "30")])
  func zoom(flags: [String], width: String, height: String) throws {
    let output = try CLIRunner.run(
      ["layout", "--format", "svg"] + flags, stdin: Self.small(offset: 0))
    #expect(output.status == 0 && output.stderr == "")
    #expect(output.stdout.contains(
      #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(width)" height="\#(height)""#
        + #" viewBox="-1 -1 22 12""#))
  }

  @Test("--zoom with another format than svg, or a zoom that is not positive, is a usage error",
        arguments: [
          (["--zoom", "2"], "option '--zoom' sizes SVG output and the format is json; pass"
             + " --format svg, or leave --zoom out"),
          (["--format", "ascii", "--zoom", "2"], "option '--zoom' sizes SVG output and the format"
             + " is ascii; pass --format svg, or leave --zoom out"),
        ])
  func zoomErrors(flags: [String], message: String) throws {
    let output = try CLIRunner.run(["layout"] + flags, stdin: Self.small(offset: 0))
    #expect(output == CLIRunner.Output(stdout: "", stderr: "error: \(message)\n", status: 2))
    let zero = try CLIRunner.run(
      ["layout", "--format", "svg", "--zoom", "0"], stdin: Self.small(offset: 0))
    #expect(zero.status == 2 && zero.stderr.contains("--zoom"))
  }

  @Test("Bad sections are errors naming the field", arguments: [
    (#"{"container": {"width": 10}, "sections": [{"id": "x", "items": [{"width": -1, "height": 2}]}]}"#,
     "error: sections[0].items[0].width is -1; sizes must be finite and at least 0\n"),
    (#"{"container": {"width": 10}, "sections": [{"id": "x"}, {"id": "x"}]}"#,
     "error: sections[1].id \"x\" repeats sections[0].id; section ids must be unique\n"),
    (#"{"container": {"width": 10}, "sections": [{"options": {"itemSpacing": -2}}]}"#,
     "error: sections[0].options.itemSpacing is -2; spacing must be finite and at least 0\n"),
    (#"{"container": {"width": 10}, "sections": [{"header": {"width": 1, "height": 1, "pinned": 1}}]}"#,
     "error: sections[0].header.pinned is 1 (a number); expected true or false\n"),
    (#"{"container": {"width": 10}, "sections": [{"options": {}, "masonry": {"lanes": 2}}]}"#,
     "error: sections[0] has both \"options\" and \"masonry\"; a section is a flow or a"
       + " masonry: give one\n"),
    (#"{"container": {"width": 10}, "sections": [{"masonry": {"lanes": 0}}]}"#,
     "error: sections[0].masonry.lanes is 0; expected a whole number of lanes from 1 to 1024\n"),
    (#"{"container": {"width": 10}, "sections": [{"masonry": {"lanes": 2, "axis": "horizontal"}}]}"#,
     "error: sections[0].masonry.axis is \"horizontal\"; a section's lanes run along the"
       + " document's vertical axis: use \"vertical\" or leave it out\n"),
  ])
  func badSections(document: String, message: String) throws {
    let output = try CLIRunner.run(["layout"], stdin: document)
    #expect(output == CLIRunner.Output(stdout: "", stderr: message, status: 1))
  }

  /// Scrolling sideways: s0 is a pinned 2-wide header strip at its leading edge, then columns
  /// 10 tall: a (8×4) and b (6×4) 2 apart in the first, c (6×4) in the next (4 + 2 + 4 + 2 + 4 >
  /// 10), 2 to its right; s0 ends at 16, s1's d (12×10) runs to 28.
  static func horizontal(_ scrolling: String) -> String {
    """
    {"container": {"width": 20, "height": 10}, "axis": "horizontal"\(scrolling),
     "sections": [{"id": "s0", "options": {"itemSpacing": 2},
                   "header": {"width": 2, "height": 10, "pinned": true},
                   "items": [{"id": "a", "width": 8, "height": 4}, {"id": "b", "width": 6, "height": 4},
                             {"id": "c", "width": 6, "height": 4}]},
                  {"id": "s1", "items": [{"id": "d", "width": 12, "height": 10}]}]}
    """
  }

  /// The horizontal document's frames with s0's header at `header`.
  static func horizontalFrames(header: Int) -> String {
    """
    {
      "contentSize": {"width": 28, "height": 10},
      "frames": [
        {"id": "s0.header", "x": \(header), "y": 0, "width": 2, "height": 10},
        {"id": "a", "x": 2, "y": 0, "width": 8, "height": 4},
        {"id": "b", "x": 2, "y": 6, "width": 6, "height": 4},
        {"id": "c", "x": 10, "y": 0, "width": 6, "height": 4},
        {"id": "d", "x": 16, "y": 0, "width": 12, "height": 10}
      ],
      "lines": []
    }

    """
  }

  @Test("\"axis\": \"horizontal\" lays sections side by side, items down columns, headers as strips",
        arguments: [("", 0), (#", "offset": 5"#, 5), (#", "offset": 8"#, 8),
                    (#", "anchor": "bottom""#, 8), (#", "anchor": "bottom", "offset": 3"#, 3),
                    (#", "anchor": "top""#, 0)])
  func horizontalSections(scrolling: String, header: Int) throws {
    let output = try CLIRunner.run(["layout"], stdin: Self.horizontal(scrolling))
    #expect(output == CLIRunner.Output(
      stdout: Self.horizontalFrames(header: header), stderr: "", status: 0))
  }

  @Test("\"anchor\": \"bottom\" without an offset shows the end of a vertical document")
  func bottomAnchorShowsTheEnd() throws {
    // The content is 26 tall in a 10-point viewport: its end shows at offset 16.
    let document = Self.document(offset: 0).replacingOccurrences(
      of: #""offset": 0.0,"#, with: #""anchor": "bottom","#)
    #expect(document.contains("bottom"))
    let output = try CLIRunner.run(["layout"], stdin: document)
    #expect(output == CLIRunner.Output(
      stdout: Self.expected(header: 10, next: 16), stderr: "", status: 0))
  }

  @Test("Bad axes and anchors are errors naming the value and the fix", arguments: [
    (#"{"container": {"width": 10, "height": 5}, "axis": "diagonal", "sections": []}"#,
     "error: axis is \"diagonal\"; expected \"vertical\" (the default) or \"horizontal\"\n"),
    (#"{"container": {"width": 10, "height": 5}, "anchor": "middle", "sections": []}"#,
     "error: anchor is \"middle\"; expected \"top\" (the default) or \"bottom\"\n"),
    (#"{"container": {"width": 10}, "axis": "horizontal", "sections": []}"#,
     "error: container.height is inf; sections fill columns as tall as the container\n"),
    (#"{"container": {"width": 10}, "axis": "horizontal", "items": []}"#,
     "error: axis is for a document with \"sections\"; an items document has none (its lines'"
       + " axis is options.axis)\n"),
    (#"{"container": {"width": 10}, "anchor": "bottom", "items": []}"#,
     "error: anchor is for a document with \"sections\"; an items document has none\n"),
    (#"{"container": {"width": 10, "height": 5}, "axis": "horizontal", "sections": [{"options": {"axis": "horizontal"}}]}"#,
     "error: sections[0].options.axis is \"horizontal\"; sections follow one another along the"
       + " document's horizontal axis and fill columns: use \"vertical\" or leave it out\n"),
  ])
  func badScrolling(document: String, message: String) throws {
    let output = try CLIRunner.run(["layout"], stdin: document)
    #expect(output == CLIRunner.Output(stdout: "", stderr: message, status: 1))
  }
}
