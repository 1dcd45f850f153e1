import Foundation
import Testing

/// `reflow layout` with a `"masonry"` section, through the built CLI. Frames are worked out by
/// hand.
@Suite struct LayoutSectionsMasonryTests {
  /// Two lanes 9 wide and 2 apart under a 2-tall header; tolerance 0, items 1 apart: a (4 long)
  /// in lane 0, b (2) in lane 1, c (3) where lane 1 ends first (at 3), d (1) back in lane 0
  /// (at 5, before lane 1's 7). The section, and the content, end where c does: 2 + 6 = 8.
  static let document = """
    {"container": {"width": 20, "height": 10},
     "sections": [
      {"id": "photos", "masonry": {"lanes": 2, "laneSpacing": 2, "itemSpacing": 1, "tolerance": 0},
       "header": {"width": 20, "height": 2, "pinned": true},
       "items": [{"id": "a", "width": 1, "height": 4}, {"id": "b", "width": 1, "height": 2},
                 {"id": "c", "width": 1, "height": 3}, {"id": "d", "width": 1, "height": 1}]}
     ]}
    """

  @Test("A masonry section places its items in lanes under its header, as CSS grid-lanes does")
  func lanes() throws {
    let output = try CLIRunner.run(["layout"], stdin: Self.document)
    #expect(output == CLIRunner.Output(
      stdout: """
        {
          "contentSize": {"width": 20, "height": 8},
          "frames": [
            {"id": "photos.header", "x": 0, "y": 0, "width": 20, "height": 2},
            {"id": "a", "x": 0, "y": 2, "width": 9, "height": 4},
            {"id": "b", "x": 11, "y": 2, "width": 9, "height": 2},
            {"id": "c", "x": 11, "y": 5, "width": 9, "height": 3},
            {"id": "d", "x": 0, "y": 7, "width": 9, "height": 1}
          ],
          "lines": []
        }

        """,
      stderr: "", status: 0))
  }
}
