import Reflow
import Testing

@testable import ReflowCLI

/// Defects the fuzz targets found in code other branches are rewriting: each test states the
/// behaviour the owners owe and is a known issue until they fix it. When a fix lands, its test
/// reports that the known issue no longer occurs: remove `withKnownIssue` here and the
/// matching exception in the fuzz target (named in each test), so the fuzzer holds the fix.
@Suite struct KnownDefectTests {
  /// Found by the layout-document target (corpus: `seed-huge.json`); the exception is
  /// `LayoutDocumentTarget.prints(_:_:_:)`. Issue 13 lists it; owner: the flow rewrite, which
  /// adds `ReflowError.coordinateOverflow`.
  @Test("reflow layout fails with a typed error when finite lengths overflow to infinite frames")
  func layoutOverflow() {
    let document = Array(#"""
      {"container": {"width": 1e308}, "options": {"lineSpacing": 1e308},
       "items": [{"width": 1, "height": 1e308}, {"width": 1e308, "height": 1e308}]}
      """#.utf8)
    withKnownIssue("the second line's y is infinite and prints as null") {
      #expect(throws: CLIError.self) {
        try LayoutCommand.render(document, ParsedArguments(values: ["format": .text("json")]))
      }
    }
  }
}
