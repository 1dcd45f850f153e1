import Reflow
import Testing

@testable import ReflowCLI

/// Defects the fuzz targets found in code other branches are rewriting: each test states the
/// behaviour the owners owe and is a known issue until they fix it. When a fix lands, its test
/// reports that the known issue no longer occurs: remove `withKnownIssue` here and the
/// matching exception in the fuzz target (named in each test), so the fuzzer holds the fix.
@Suite struct KnownDefectTests {
  /// Found by the engine target (corpus: `known-overflow-mirrored-nan`); the exception is
  /// `EngineTarget.checkFrames`. Owner: the engine rewrite.
  @Test("An arrangement whose finite lengths overflow places no element at a NaN or infinite x")
  func engineOverflow() {
    let engine = LayoutEngine()
    engine.layoutDirection = .rightToLeft
    let arrangement = engine.arrange(in: Size(width: .infinity, height: .infinity)) { ui in
      ui.hstack(id: "row", spacing: .greatestFiniteMagnitude) { ui in
        ui.leaf(id: "a", size: Size(width: 10, height: 10))
        ui.leaf(id: "b", size: Size(width: 10, height: 10))
        ui.singleLine(id: "line") { ui in
          ui.leaf(id: "c", size: Size(width: 10, height: 10))
        }
      }
    }
    withKnownIssue("children of an overflowing stack are placed at -inf, and at NaN inside") {
      for command in arrangement.renderCommands {
        #expect(command.rect.minX.isFinite, "\(command.id) is at \(command.rect)")
      }
    }
  }

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
