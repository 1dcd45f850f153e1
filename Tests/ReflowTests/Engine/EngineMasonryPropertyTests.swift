@testable import Reflow
import ReflowTesting
import Testing

/// Generated scroll sessions over masonry in the engine — drags, jumps, scroll-to requests,
/// resizes that change the number of lanes, items whose length changes, insertions, removals,
/// moves and pages — checked after every arrangement against a model: the items (by identity),
/// their real lengths and the lengths the engine has seen.
///
/// After each arrangement:
/// - the engine's viewport invariants hold, and the masonry index's own;
/// - every item is as long as the length the engine last measured (the estimate if never), no
///   two items overlap, each lies inside its lanes, and every declared item is drawn where the
///   index puts it;
/// - in `.exact` placement the layout equals one `Masonry` of those lengths; in `.stable`
///   placement no item ever changes lane while the number of lanes stays;
/// - the anchored item (the last or first in order the viewport shows, lanes past its edges or
///   without width showing nothing) keeps its place on screen exactly (0 px) through late
///   measurement, insertions, removals and moves above it and lane-count changes (unless the
///   offset had to be clamped, or the item is gone); a scroll-to request puts its item where it
///   asked;
/// - the window holds exactly the items reaching into the viewport and overscan, and the
///   arrangement is settled exactly when the declared items cover them.
@Suite struct EngineMasonryPropertyTests {
  struct Setup: Sendable, CustomStringConvertible {
    var options: MasonryOptions
    var placement: MasonryPlacement
    var estimate: Double
    var viewport: Size
    var count: Int
    var edge: ScrollAnchorEdge
    /// Salts each item's real length.
    var salt: Int

    var description: String {
      "Setup(options: \(options), placement: .\(placement), estimate: \(estimate),"
        + " viewport: \(viewport), count: \(count), edge: .\(edge), salt: \(salt))"
    }
  }

  static let setups = Gen<MasonryOptions>.masonryOptions(
    lanes: .oneOf(
      .masonryLanes(maximumCount: 5),
      Gen<Int>.int(in: 60...200).map { MasonryLanes.adaptive(minimum: Double($0)) }),
    axis: .vertical
  ).flatMap { options in
    Gen { source in
      Setup(
        options: options,
        placement: Gen<MasonryPlacement>.element(.stable, .exact).generate(using: &source),
        estimate: Double(Gen<Int>.int(in: 10...120).generate(using: &source)),
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

  @Test("After every arrangement: exact lengths, kept lanes, no anchor drift, exact windows")
  func sessionsKeepEveryPromise() {
    let iterations = SuiteDepth.isThorough ? 2_000 : SuiteDepth.iterations(quick: 250)
    check(Self.sessions, iterations: iterations) { setup, operations in
      var session = Session(setup)
      return session.run(operations)
    }
  }

  /// Masonry in an engine, and the model it is checked against.
  struct Session: ScrollSession {
    let setup: Setup
    var model: ScrollSessionModel
    /// The length the engine last measured for each item.
    var seen: [Int: Double] = [:]
    /// Each item's lane after the last arrangement, and the number of lanes then.
    var lanes: [Int: Int] = [:]
    var laneCount = 0
    static let overscan = 60.0

    init(_ setup: Setup) {
      self.setup = setup
      model = ScrollSessionModel(edge: setup.edge, viewport: setup.viewport, count: setup.count)
    }

    func laidOutFrame(at position: Int) -> Rect? {
      model.engine.frame(ofItem: position, inMasonry: "feed")
    }

    /// The real length of item `identity`: one in five has the estimated length.
    static func realLength(_ identity: Int, _ setup: Setup, resized: [Int: Size]) -> Double {
      if let size = resized[identity] { return size.height }
      var z = UInt64(truncatingIfNeeded: identity &* 31 &+ setup.salt) &+ 0x9E37_79B9_7F4A_7C15
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      z ^= z >> 31
      return z % 5 == 0 ? setup.estimate : Double(10 + (z >> 8) % 151)
    }

    mutating func arrange() -> Arrangement {
      let items = model.items
      let setup = setup
      let resized = model.resized
      var seen = seen
      let arrangement = model.engine.arrange(in: model.viewport) { ui in
        ui.scroll(id: "scroll", anchor: setup.edge) { ui in
          ui.masonry(
            id: "feed", in: "scroll", count: items.count, options: setup.options,
            placement: setup.placement, estimatedItemLength: setup.estimate,
            overscan: Self.overscan
          ) { index, ui in
            let length = Self.realLength(items[index], setup, resized: resized)
            seen[items[index]] = length
            ui.leaf(id: ElementID("item", index: items[index])) { proposal in
              Size(width: proposal.width ?? 0, height: length)
            }
          }
        }
      }
      self.seen = seen
      return arrangement
    }

    mutating func checkContent(_ arrangement: Arrangement) -> [Violation] {
      guard let state = model.engine.state.virtualized["feed"] as? VirtualizedState<MasonryContent>
      else { return [Violation("setup", "no masonry content")] }
      let index = state.content.index
      var found = index.checkInvariants().map { Violation("index", $0) }
      found += checkLayout(index, arrangement, declared: state.declared)
      found += checkLanes(index)
      guard found.isEmpty else { return found }
      return checkWindow(state.content, arrangement, declared: state.declared)
    }

    /// Lengths, no overlap, lanes, `.exact` against `Masonry`, and drawn frames.
    func checkLayout(_ index: MasonryIndex, _ arrangement: Arrangement, declared: [Int])
      -> [Violation]
    {
      let items = model.items
      guard index.count == items.count else {
        return [Violation("count", "the index holds \(index.count) items, not \(items.count)")]
      }
      let lengths = items.map { MasonryItem(length: seen[$0] ?? setup.estimate) }
      let frames = index.frames(in: 0..<index.count)
      for (position, frame) in frames.enumerated() {
        guard case .length(let wanted) = lengths[position].sizing,
          FlowIndexMatching.isClose(frame.height, wanted)
        else {
          return [Violation("length", "item \(position) is \(frame.height) long, measured \(lengths[position])")]
        }
      }
      let masonryCase = MasonryCase(
        container: index.container, options: index.options, items: lengths)
      let output = MasonryOutput(index)
      var found = MasonryInvariants.noOverlap(output, for: masonryCase)
        + MasonryInvariants.insideLanes(output, for: masonryCase)
      if setup.placement == .exact, let expected = try? masonryCase.layout() {
        for (position, frame) in frames.enumerated()
        where !FlowIndexMatching.isClose(frame, expected.frames[position]) {
          found.append(Violation(
            "exact", "item \(position) is at \(frame), Masonry puts it at \(expected.frames[position])"))
          break
        }
      }
      let scrolled = model.engine.scrollOffset(for: "scroll").y
      for position in declared where position < items.count {
        let drawn = arrangement.frame(of: ElementID("item", index: items[position]))
        let wanted = frames[position].offsetBy(dx: 0, dy: -scrolled)
        if drawn.map({ FlowIndexMatching.isClose($0, wanted) }) != true {
          found.append(Violation(
            "frames", "item \(position) is drawn at \(String(describing: drawn)), expected \(wanted)"))
          break
        }
      }
      return found
    }

    /// In `.stable` placement, no item changed lane while the number of lanes stayed.
    mutating func checkLanes(_ index: MasonryIndex) -> [Violation] {
      var now: [Int: Int] = [:]
      for (position, identity) in model.items.enumerated() {
        now[identity] = index.lane(of: position)
      }
      defer {
        lanes = now
        laneCount = index.laneCount
      }
      guard setup.placement == .stable, index.laneCount == laneCount else { return [] }
      for (identity, lane) in now {
        if let before = lanes[identity], before != lane {
          return [Violation("stable", "item \(identity) moved from lane \(before) to \(lane)")]
        }
      }
      return []
    }

    /// The window holds exactly the items intersecting the viewport and overscan, and the
    /// arrangement is settled exactly when the declared items cover them.
    func checkWindow(_ content: MasonryContent, _ arrangement: Arrangement, declared: [Int])
      -> [Violation]
    {
      let index = content.index
      let scrolled = model.engine.scrollOffset(for: "scroll").y
      let viewport = model.viewport
      let rect = Rect(
        x: -1, y: scrolled - Self.overscan, width: viewport.width + 2,
        height: viewport.height + 2 * Self.overscan)
      let frames = index.frames(in: 0..<index.count)
      // Items without area (a zero-width lane) count where they lie along the scroll axis.
      let needed = frames.indices.filter {
        frames[$0].minY < rect.maxY
          && (frames[$0].maxY > rect.minY
            || (frames[$0].height == 0 && frames[$0].minY >= rect.minY))
      }
      let window = content.items(
        in: ViewportBand(start: scrolled, length: viewport.height, overscan: Self.overscan))
      var found = Violation.unless(
        window == needed, "the window of \(rect) is \(window), not \(needed)",
        invariant: "window")
      let covered = needed.allSatisfy(declared.contains)
      found += Violation.unless(
        covered == arrangement.isSettled,
        "settled: \(arrangement.isSettled), declared \(declared) for needed \(needed),"
          + " diagnostics \(arrangement.diagnostics)", invariant: "isSettled")
      return found
    }
  }
}

extension EngineMasonryPropertyTests {
  /// Found by the sessions at 1 case in 5,000 (REFLOW_SEED=0xEB317F83C7BCE541): the item a
  /// bottom anchor holds shows only its top point, its bottom 120 points below the viewport,
  /// and shrinks by 102 points. The engine keeps its bottom edge, so all of it leaves the
  /// window; the check reads where it is from the layout instead of calling it lost.
  @Test("A bottom anchor mostly below the viewport keeps its bottom edge when it shrinks away")
  func shrinkingBottomAnchorLeavesTheWindow() {
    let setup = Setup(
      options: MasonryOptions(lanes: .adaptive(minimum: 60), tolerance: 16), placement: .stable,
      estimate: 10, viewport: Size(width: 120, height: 131), count: 229, edge: .bottom,
      salt: 676)
    var session = Session(setup)
    let operations: [LazyScrollOperation?] = [
      nil, .remove(at: 36, count: 12), .scrollTo(item: 243, .top), .scroll(by: 180),
    ]
    for operation in operations {
      #expect(session.step(operation).isEmpty, "\(String(describing: operation))")
    }
    // Item 51 (position 39) is the anchor: its top at the viewport's last point.
    let before = session.model.anchor(in: session.model.last!)
    #expect(before?.identity == 51 && before?.screen == -120)
    #expect(session.step(.remeasure(item: 39, Size(width: 10, height: 19))).isEmpty)
    let frame = session.laidOutFrame(at: 39)
    let offset = session.model.engine.scrollOffset(for: "scroll").y
    #expect(session.model.last?.frame(of: ElementID("item", index: 51)) == nil)
    #expect(frame.map { 131 - ($0.maxY - offset) } == -120)
  }
}
