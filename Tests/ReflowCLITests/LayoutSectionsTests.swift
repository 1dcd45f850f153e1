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

  @Test("Bad sections are errors naming the field", arguments: [
    (#"{"container": {"width": 10}, "sections": [{"id": "x", "items": [{"width": -1, "height": 2}]}]}"#,
     "error: sections[0].items[0].width is -1; sizes must be finite and at least 0\n"),
    (#"{"container": {"width": 10}, "sections": [{"id": "x"}, {"id": "x"}]}"#,
     "error: sections[1].id \"x\" repeats sections[0].id; section ids must be unique\n"),
    (#"{"container": {"width": 10}, "sections": [{"options": {"itemSpacing": -2}}]}"#,
     "error: sections[0].options.itemSpacing is -2; spacing must be finite and at least 0\n"),
    (#"{"container": {"width": 10}, "sections": [{"header": {"width": 1, "height": 1, "pinned": 1}}]}"#,
     "error: sections[0].header.pinned is 1 (a number); expected true or false\n"),
  ])
  func badSections(document: String, message: String) throws {
    let output = try CLIRunner.run(["layout"], stdin: document)
    #expect(output == CLIRunner.Output(stdout: "", stderr: message, status: 1))
  }
}
