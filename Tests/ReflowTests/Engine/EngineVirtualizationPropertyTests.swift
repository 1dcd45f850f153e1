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
      var found = session.step(nil)
      for (step, operation) in operations.enumerated() where found.isEmpty {
        found = session.step(operation).map {
          Violation($0.invariant, "step \(step) \(operation): \($0.message)")
        }
      }
      return found
    }
  }

  /// A lazy flow in an engine, and the model it is checked against.
  struct Session {
    let setup: Setup
    let engine = LayoutEngine()
    var viewport: Size
    /// Each item's identity, in order; identities are never reused.
    var items: [Int]
    var nextItem: Int
    /// Real sizes changed by `remeasure`.
    var resized: [Int: Size] = [:]
    /// The size the engine last saw for each item (declared in some pass).
    var seen: [Int: Size] = [:]
    var last: Arrangement?
    /// A scroll-to request the engine keeps until an arrangement settles or the user scrolls.
    var request: (identity: Int, alignment: ScrollAlignment)?
    static let overscan = 60.0

    init(_ setup: Setup) {
      self.setup = setup
      viewport = setup.viewport
      items = Array(0..<setup.count)
      nextItem = setup.count
    }

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

    /// The position modulo the items there are, or nil when there are none.
    func position(_ value: Int, allowingEnd: Bool = false) -> Int? {
      let span = items.count + (allowingEnd ? 1 : 0)
      return span > 0 ? value % span : nil
    }

    /// Applies `operation` (none: the first arrangement), arranges, and checks.
    mutating func step(_ operation: LazyScrollOperation?) -> [Violation] {
      var anchorBefore: (identity: Int, screen: Double)?
      if let last { anchorBefore = anchor(in: last) }
      // A bottom-anchored scroll that shows the end of its content follows the end.
      // Content anchored at the bottom follows its end while the viewport is within 1 point of
      // it, as documented.
      let wasAtEnd = setup.edge == .bottom && last.map { isAtEnd($0, within: 1) } == true
      var isUserScroll = false
      let offset = engine.scrollOffset(for: "scroll").y
      switch operation {
      case nil: break
      case .scroll(let points):
        isUserScroll = true
        request = nil
        engine.setScrollOffset(Point(x: 0, y: offset + points), for: "scroll")
      case .jump(let fraction):
        isUserScroll = true
        request = nil
        let length = last?.frame(of: "feed")?.height ?? 0
        engine.setScrollOffset(Point(x: 0, y: (fraction * length).rounded()), for: "scroll")
      case .scrollTo(let item, let alignment):
        guard let index = position(item) else { break }
        engine.scrollTo(item: index, in: "feed", anchor: alignment)
        request = (items[index], alignment)
      case .resize(let size): viewport = size
      case .remeasure(let item, let size):
        if let index = position(item) { resized[items[index]] = size }
      case .insert(let item, let count):
        guard let index = position(item, allowingEnd: true), count > 0 else { break }
        engine.insertItems(count: count, at: index, in: "feed")
        items.insert(contentsOf: nextItem..<(nextItem + count), at: index)
        nextItem += count
      case .remove(let item, let count):
        guard let index = position(item) else { break }
        let range = index..<Swift.min(items.count, index + count)
        engine.removeItems(in: range, from: "feed")
        items.removeSubrange(range)
      case .move(let item, let count, let destination):
        guard let index = position(item) else { break }
        let range = index..<Swift.min(items.count, index + count)
        let target = destination % (items.count - range.count + 1)
        engine.moveItems(range, to: target, in: "feed")
        let moved = Array(items[range])
        items.removeSubrange(range)
        items.insert(contentsOf: moved, at: target)
      case .grow(let count):
        items += nextItem..<(nextItem + count)
        nextItem += count
      }
      let arrangement = arrange()
      defer {
        last = arrangement
        if arrangement.isSettled { request = nil }
      }
      // A request whose item was removed ends; the engine anchors the item after it instead.
      let dropped = request.map { !items.contains($0.identity) } == true
      if dropped { request = nil }
      var found = engine.checkViewportInvariants().map { Violation("viewport", $0) }
      found += checkLayout(arrangement)
      guard found.isEmpty else { return found }
      found += checkWindow(arrangement)
      if let request {
        found += checkLanding(arrangement, request)
      } else if dropped {
        // Neither the request nor the anchor of the last arrangement holds: nothing to check.
      } else if wasAtEnd && !isUserScroll {
        found += Violation.unless(
          isAtEnd(arrangement), "the view left the end of the content", invariant: "pinned")
      } else if let anchorBefore, !isUserScroll,
        items.contains(anchorBefore.identity)
      {
        found += checkAnchor(arrangement, anchorBefore)
      }
      return found
    }

    mutating func arrange() -> Arrangement {
      let items = items
      let engine = engine
      var seen = seen
      let setup = setup
      let resized = resized
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

    /// Whether the viewport shows the end of the content, or comes within `tolerance` of it.
    func isAtEnd(_ arrangement: Arrangement, within tolerance: Double = 1e-9) -> Bool {
      let content = arrangement.frame(of: "feed")?.height ?? 0
      let offset = engine.scrollOffset(for: "scroll").y
      return offset >= Swift.max(0, content - viewport.height) - tolerance
    }

    /// The offset `wanted` as the content allows it.
    func clamped(_ wanted: Double, in arrangement: Arrangement) -> Double {
      let content = arrangement.frame(of: "feed")?.height ?? 0
      return Swift.min(Swift.max(0, wanted), Swift.max(0, content - viewport.height))
    }

    /// The anchored item kept its place on screen, or the offset is as close as the content
    /// allows.
    func checkAnchor(_ arrangement: Arrangement, _ before: (identity: Int, screen: Double))
      -> [Violation]
    {
      guard let now = screenPosition(of: before.identity, in: arrangement) else {
        return [Violation("anchor", "item \(before.identity) is not drawn any more")]
      }
      let offset = engine.scrollOffset(for: "scroll").y
      // The offset that would keep the item in place: its place moves by as much as the offset.
      let wanted = offset + (before.screen - now) * (setup.edge == .top ? -1 : 1)
      return Violation.unless(
        abs(offset - clamped(wanted, in: arrangement)) <= 1e-9,
        "item \(before.identity) was \(before.screen) from the edge, now \(now)",
        invariant: "anchor")
    }

    /// The anchored item of `arrangement` and where its anchored edge is on screen.
    func anchor(in arrangement: Arrangement) -> (identity: Int, screen: Double)? {
      let visible = items.filter { identity in
        guard let frame = arrangement.frame(of: ElementID("item", index: identity)) else {
          return false
        }
        return frame.intersects(Rect(x: -1, y: 0, width: viewport.width + 2, height: viewport.height))
      }
      guard let identity = setup.edge == .top ? visible.first : visible.last else { return nil }
      return screenPosition(of: identity, in: arrangement).map { (identity, $0) }
    }

    /// How far the anchored edge of item `identity` is from the anchored edge of the viewport
    /// (its top, or its bottom, inwards).
    func screenPosition(of identity: Int, in arrangement: Arrangement) -> Double? {
      guard let frame = arrangement.frame(of: ElementID("item", index: identity)) else {
        return nil
      }
      return setup.edge == .top ? frame.minY : viewport.height - frame.maxY
    }

    /// A scroll-to request put its item where it asked.
    func checkLanding(
      _ arrangement: Arrangement, _ request: (identity: Int, alignment: ScrollAlignment)
    ) -> [Violation] {
      guard let frame = arrangement.frame(of: ElementID("item", index: request.identity)) else {
        return [Violation("scroll-to", "item \(request.identity) is not drawn")]
      }
      let height = viewport.height
      let offset = engine.scrollOffset(for: "scroll").y
      let wanted: Double
      switch request.alignment {
      case .top: wanted = offset + frame.minY
      case .center: wanted = offset + frame.midY - height / 2
      case .bottom: wanted = offset + frame.maxY - height
      case .nearest:
        // In view already (where it was), or moved to the nearer edge.
        wanted = frame.minY >= -1e-9 && frame.maxY <= height + 1e-9 ? offset
          : frame.minY < 0 || frame.height > height ? offset + frame.minY
          : offset + frame.maxY - height
      }
      return Violation.unless(
        abs(offset - clamped(wanted, in: arrangement)) <= 1e-9,
        "item \(request.identity) landed at \(frame) for .\(request.alignment)",
        invariant: "scroll-to")
    }
  }
}
