import Reflow
import Testing

@testable import ReflowCLI

/// Defects the fuzz targets found, each pinned by the input that found it. The layout-document
/// target holds the same rule for every input: the JSON output prints the library's numbers
/// exactly, and never `null` for a coordinate.
@Suite struct FuzzFindingTests {
  private static func render(_ document: String) throws(CLIError) -> String {
    try LayoutCommand.render(Array(document.utf8), ParsedArguments(values: ["format": .text("json")]))
  }

  /// Found by the layout-document target (corpus: `seed-huge.json`): finite sizes and spacing
  /// near 1e308 printed an infinite coordinate as `null`.
  @Test("reflow layout fails with a typed error when line spacing piles lines up past infinity")
  func layoutOverflow() {
    #expect(throws: CLIError.self) {
      try Self.render(#"""
        {"container": {"width": 1e308}, "options": {"lineSpacing": 1e308},
         "items": [{"width": 1e308, "height": 1e308}, {"width": 1e308, "height": 1e308}]}
        """#)
    }
  }

  @Test("reflow layout prints a layout near the largest finite value with every number finite")
  func hugeButFinite() throws {
    let output = try Self.render(#"""
      {"container": {"width": 1e308}, "options": {"lineSpacing": 1e308},
       "items": [{"width": 1, "height": 1e308}, {"width": 1e308, "height": 1e308}]}
      """#)
    #expect(!output.contains("null"), "\(output)")
    #expect(output.contains(#""x": 1, "y": 0, "width": 1e+308"#), "\(output)")
  }
}
