@testable import Reflow
import ReflowTesting
import Testing

/// Generated scroll sessions over a lazy flow in the engine — drags, jumps, scroll-to requests,
/// resizes, items whose size changes, insertions, removals, moves and pages — checked after
/// every arrangement against a model: the items (by identity), their real sizes and the sizes
/// the engine has seen.
///
/// After each arrangement:
/// - the flow's layout equals one `Flow` of the sizes the engine has seen (estimates for the
///   rest) within 1e-9, and every declared item is drawn where that layout puts it;
/// - the anchored item keeps its place on screen exactly, whatever happened but the user's own
///   scrolling (unless the offset had to be clamped, or the item is gone);
/// - a scroll-to request puts its item where it asked (unless clamped);
/// - the arrangement is settled exactly when the declared items cover the viewport and overscan.
@Suite struct EngineVirtualizationPropertyTests {
  /// A session's setup: options of a flow of rows, an estimate, a window, items, anchored edge.
  struct Setup: Sendable, CustomStringConvertible {
    var options: FlowOptions
    var estimate: Size
    var viewport: Size
    var count: Int
    var edge: ScrollAnchorEdge
    /// Salts each item's real size.
    var salt: Int

    var description: String {
      "Setup(options: \(options), estimate: \(estimate), viewport: \(viewport), count: \(count),"
        + " edge: .\(edge), salt: \(salt))"
    }
  }

  static let setups = Gen<FlowOptions>.flowOptions(axis: .horizontal).flatMap { options in
    Gen { source in
      Setup(
        options: options,
        estimate: Gen<Size>.size(width: 10...200, height: 10...80, step: 1)
          .generate(using: &source),
        viewport: Gen<Size>.size(width: 100...500, height: 100...900, step: 1)
          .generate(using: &source),
        count: Gen<Int>.int(in: 0...300).generate(using: &source),
        edge: Gen<ScrollAnchorEdge>.anyCase.generate(using: &source),
        salt: Gen<Int>.int(in: 0...1_000).generate(using: &source))
    }
  }

  static let sessions = setups.flatMap { setup in
    Gen<[LazyScrollOperation]>.array(of: .lazyScrollOperation(), count: 0...14).map {
      (setup, $0)
    }
  }

  @Test("After every arrangement: exact frames, no anchor drift, full windows, honest isSettled")
  func sessionsKeepEveryPromise() {
    check(Self.sessions, iterations: SuiteDepth.iterations(quick: 250)) { setup, operations in
      var session = Session(setup)
      return session.run(operations)
    }
  }

  /// A lazy flow in an engine, and the model it is checked against.
  struct Session: ScrollSession {
    let setup: Setup
    var model: ScrollSessionModel
    /// The size the engine last saw for each item (declared in some pass).
    var seen: [Int: Size] = [:]
    static let overscan = 60.0

    init(_ setup: Setup) {
      self.setup = setup
      model = ScrollSessionModel(edge: setup.edge, viewport: setup.viewport, count: setup.count)
    }

    func laidOutFrame(at position: Int) -> Rect? {
      model.engine.frame(ofItem: position, inLazyFlow: "feed")
    }

    var viewport: Size { model.viewport }
    var items: [Int] { model.items }
    var engine: LayoutEngine { model.engine }

    /// The real size of item `identity`: one in five has the estimated size.
    static func realSize(_ identity: Int, _ setup: Setup, resized: [Int: Size]) -> Size {
      if let size = resized[identity] { return size }
      var z = UInt64(truncatingIfNeeded: identity &* 31 &+ setup.salt) &+ 0x9E37_79B9_7F4A_7C15
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      z ^= z >> 31
      if z % 5 == 0 { return setup.estimate }
      return Size(width: Double(10 + z % 191), height: Double(10 + (z >> 8) % 71))
    }

    mutating func arrange() -> Arrangement {
      let items = items
      var seen = seen
      let setup = setup
      let resized = model.resized
      let arrangement = engine.arrange(in: viewport) { ui in
        ui.scroll(id: "scroll", anchor: setup.edge) { ui in
          ui.lazyFlow(
            id: "feed", in: "scroll", count: items.count, options: setup.options,
            estimatedItemSize: setup.estimate, overscan: Self.overscan
          ) { index, ui in
            let size = Self.realSize(items[index], setup, resized: resized)
            seen[items[index]] = size
            ui.leaf(id: ElementID("item", index: items[index]), size: size)
          }
        }
      }
      self.seen = seen
      return arrangement
    }

    func checkContent(_ arrangement: Arrangement) -> [Violation] {
      let found = checkLayout(arrangement)
      return found.isEmpty ? checkWindow(arrangement) : found
    }

    /// The sizes the engine has seen, in item order, and one layout of them.
    func reference() throws -> FlowResult {
      try Flow.layout(
        items.map { seen[$0] ?? setup.estimate },
        in: Size(width: viewport.width, height: .infinity), options: setup.options)
    }

    /// The kept index equals the reference, and declared items are drawn where it puts them.
    func checkLayout(_ arrangement: Arrangement) -> [Violation] {
      guard let state = engine.state.virtualized["feed"] as? VirtualizedState<LazyFlowContent>,
        let expected = try? reference() else {
        return [Violation("setup", "no lazy flow, or no reference layout")]
      }
      var found = FlowIndexMatching.violations(state.content.flow.index, expected)
      let scrolled = engine.scrollOffset(for: "scroll").y
      for index in state.declared where index < items.count {
        let frame = arrangement.frame(of: ElementID("item", index: items[index]))
        let wanted = expected.frames[index].offsetBy(dx: 0, dy: -scrolled)
        if frame.map({ FlowIndexMatching.isClose($0, wanted) }) != true {
          found.append(Violation(
            "frames", "item \(index) is drawn at \(String(describing: frame)), expected \(wanted)"))
          break
        }
      }
      return found
    }

    /// The declared items cover the viewport and overscan exactly when the arrangement says it
    /// is settled.
    func checkWindow(_ arrangement: Arrangement) -> [Violation] {
      guard let state = engine.state.virtualized["feed"] as? VirtualizedState<LazyFlowContent>,
        let expected = try? reference() else {
        return []
      }
      let scrolled = engine.scrollOffset(for: "scroll").y
      let rect = Rect(
        x: -1, y: scrolled - Self.overscan, width: viewport.width + 2,
        height: viewport.height + 2 * Self.overscan)
      let needed = expected.frames.indices.filter { expected.frames[$0].intersects(rect) }
      let covered = needed.allSatisfy(state.declared.contains)
      return Violation.unless(
        covered == arrangement.isSettled,
        "settled: \(arrangement.isSettled), declared \(state.declared) for needed"
          + " \(needed.first.map(String.init) ?? "-")...\(needed.last.map(String.init) ?? "-"),"
          + " diagnostics \(arrangement.diagnostics)", invariant: "isSettled")
    }
  }
}
