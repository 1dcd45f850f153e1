import Reflow
import Testing

/// Settings and values of the engine that its other tests leave at their defaults.
@Suite struct EngineSettingsTests {
  @Test("maximumPasses set below 1 counts as 1, and a frame then runs a single pass")
  func maximumPassesClamped() {
    let engine = LayoutEngine()
    engine.maximumPasses = 0
    #expect(engine.maximumPasses == 1)
    engine.maximumPasses = -5
    #expect(engine.maximumPasses == 1)
    var width = 1.0
    let arrangement = engine.arrange(in: Size(width: 100, height: 100)) { ui in
      ui.leaf(id: "box", size: Size(width: width, height: 1))
        .preference(SizePreferenceKey.self, value: MeasuredSizes(sizes: ["box": Size(width: width, height: 1)]))
      ui.vstack(id: "root") { _ in }
        .onPreferenceChange(SizePreferenceKey.self) { _ in width += 1 }
    }
    #expect(arrangement.passCount == 1)
    engine.maximumPasses = 4
    #expect(engine.maximumPasses == 4)
  }

  @Test("stateLifetime set below 1 counts as 1; nil keeps state for ever")
  func stateLifetimeClamped() {
    let engine = LayoutEngine()
    engine.stateLifetime = 0
    #expect(engine.stateLifetime == 1)
    engine.stateLifetime = nil
    #expect(engine.stateLifetime == nil)
  }

  @Test("An empty delta has nothing appeared, disappeared or moved, and equals another")
  func emptyDelta() {
    let delta = ArrangementDelta<ElementID>()
    #expect(delta.appeared.isEmpty && delta.disappeared.isEmpty && delta.moved.isEmpty)
    #expect(delta == ArrangementDelta<ElementID>())
  }

  @Test("A flow's lines print as the array of their ranges and rectangles")
  func linesDescription() throws {
    let result = try Flow.layout(
      [Size(width: 6, height: 1), Size(width: 6, height: 1)], in: Size(width: 10, height: 10))
    #expect(result.lines.description == "\(Array(result.lines))")
    #expect(result.lines.description.contains("0..<1") && result.lines.description.contains("1..<2"))
  }
}
