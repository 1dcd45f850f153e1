import Reflow
import ReflowTesting
import Testing

@testable import ReflowCLI

/// The oracles catch what they are there for: each test plants a defect and requires the
/// oracle to report it, and the real code to pass on the same inputs.
@Suite struct FuzzOracleTests {
  /// `Flow` with a planted bug: `add` reports the third item one point to the right of where
  /// it is.
  struct ShiftedThirdFlow: ResumableFlowLayout {
    var flow: Flow
    init(container: Size, options: FlowOptions) throws(ReflowError) {
      flow = try Flow(container: container, options: options)
    }
    var count: Int { flow.count }
    var result: FlowResult { flow.result }
    mutating func add(_ size: Size) throws(ReflowError) -> Rect {
      let frame = try flow.add(size)
      return flow.count == 3 ? frame.offsetBy(dx: 1, dy: 0) : frame
    }
    mutating func add<Sizes: Collection<Size>>(contentsOf sizes: Sizes) throws(ReflowError) {
      try flow.add(contentsOf: sizes)
    }
    mutating func finish() -> FlowResult { flow.finish() }
    mutating func removeItems(from index: Int) { flow.removeItems(from: index) }
  }

  /// Random inputs of up to 64 bytes, the same in every run.
  static let inputs: [[UInt8]] = Gen<[Int]>.array(of: .int(in: 0...255), count: 0...64)
    .samples(count: 300, seed: 0xF022).map { $0.map(UInt8.init) }

  @Test("The flow oracle finds a frame one point off, and passes Flow on the same inputs")
  func flowOracle() {
    let caught = Self.inputs.filter {
      !FlowTarget.violations(in: $0, of: ShiftedThirdFlow.self).isEmpty
    }
    #expect(caught.count >= 10)
    for input in Self.inputs {
      #expect(FlowTarget.violations(in: input).isEmpty, "\(input)")
    }
  }

  @Test("The layout-document oracle finds a frame, an id or a line printed wrong")
  func layoutDocumentOracle() throws {
    let document = Array(#"""
      {"container": {"width": 100}, "items": [{"id": "a", "width": 60, "height": 10},
       {"id": "b", "width": 60, "height": 10}]}
      """#.utf8)
    let layout = try LayoutDocumentTarget.layOut(document)
    let output = try LayoutCommand.render(document, LayoutDocumentTarget.arguments(.json))
    #expect(LayoutDocumentTarget.checkJSON(output, layout).isEmpty)
    for (original, planted) in [
      (#""y": 10"#, #""y": 11"#), (#""id": "b""#, #""id": "c""#),
      (#""end": 2"#, #""end": 1"#), (#""height": 20}"#, #""height": 21}"#),
    ] {
      #expect(output.contains(original))
      let wrong = output.replacingOccurrences(of: original, with: planted)
      #expect(!LayoutDocumentTarget.checkJSON(wrong, layout).isEmpty, "\(planted) passed")
    }
  }

  @Test("The engine oracle finds an id that is missing, drawn but not declared, or undiagnosed")
  func engineOracle() {
    let arrangement = LayoutEngine().arrange(in: Size(width: 10, height: 10)) { ui in
      ui.vstack(id: "stack") { ui in
        ui.leaf(id: "a", size: Size(width: 1, height: 1))
        ui.leaf(id: "b", size: Size(width: 1, height: 1))
      }
    }
    #expect(EngineTarget.checkIDs(arrangement, declared: ["stack", "a", "b"]).isEmpty)
    #expect(!EngineTarget.checkIDs(arrangement, declared: ["stack", "a", "b", "c"]).isEmpty)
    #expect(!EngineTarget.checkIDs(arrangement, declared: ["stack", "a"]).isEmpty)
    #expect(!EngineTarget.checkIDs(arrangement, declared: ["stack", "a", "b", "b"]).isEmpty)
  }

  @Test("A settled frame drawn again may draw or cull what shows by the change tolerance alone")
  func settledCulling() {
    let clip = Rect(x: 0, y: 0, width: 100, height: 50)
    func command(_ id: ElementID, x: Double, width: Double) -> RenderCommand {
      RenderCommand(
        id: id, rect: Rect(x: x, y: 0, width: width, height: 10), clip: clip, depth: 1,
        isLeaf: true)
    }
    let scroll = RenderCommand(id: "scroll", rect: clip, clip: nil, depth: 0, isLeaf: false)
    let a = command("a", x: 0, width: 10)
    let sliver = command("sliver", x: 100 - 1e-9, width: 10)
    let b = command("b", x: 20, width: 10)
    let visible = command("visible", x: 99, width: 10)
    // Showing by a billionth: drawn in one arrangement, culled in the other, at either end.
    #expect(EngineTarget.sameWithinTolerance([scroll, a, sliver, b], [scroll, a, b]))
    #expect(EngineTarget.sameWithinTolerance([scroll, a, b], [scroll, a, sliver, b]))
    #expect(EngineTarget.sameWithinTolerance([scroll, a, b, sliver], [scroll, a, b]))
    // Showing by a point is no sliver; nor may anything else appear, vanish or move.
    #expect(!EngineTarget.sameWithinTolerance([scroll, a, visible, b], [scroll, a, b]))
    #expect(!EngineTarget.sameWithinTolerance([scroll, a, b], [scroll, a, b, visible]))
    #expect(!EngineTarget.sameWithinTolerance([scroll, a, b], [scroll, b, a]))
    let moved = command("a", x: 1e-6, width: 10)
    let nudged = command("a", x: 1e-10, width: 10)
    #expect(!EngineTarget.sameWithinTolerance([scroll, a], [scroll, moved]))
    #expect(EngineTarget.sameWithinTolerance([scroll, a], [scroll, nudged]))
  }

  @Test("Layouts agree within a billionth of their largest coordinate, and not beyond")
  func tolerance() {
    let tolerance = FuzzTolerance(
      container: Size(width: 1_000, height: .infinity), options: FlowOptions(),
      frames: [[Rect(x: 0, y: 0, width: 10, height: 10)]])
    #expect(tolerance.scale == 1_000)
    #expect(tolerance.equal(100, 100 + 9e-7))
    #expect(!tolerance.equal(100, 100 + 2e-6))
    #expect(tolerance.equal(.infinity, .infinity) && tolerance.equal(.nan, .nan))
    #expect(!tolerance.equal(Rect(x: 0, y: 0, width: 10, height: 10),
                             Rect(x: 0, y: 0, width: 10, height: 10.001)))
  }
}
