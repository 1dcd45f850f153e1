@testable import Reflow
import ReflowTesting
import Testing

/// `ui.masonry(…, itemLanes:)`: items across several lanes, or kept to one, declared or not,
/// with windows, anchoring, scroll-to and bad lanes, each as a requirement.
@Suite struct EngineMasonryLanesTests {
  /// Three lanes of 98 points with 2-point gaps, in a viewport 298 wide.
  static let options = MasonryOptions(lanes: .count(3), laneSpacing: 2, itemSpacing: 2)
  static let viewport = Size(width: 298, height: 400)

  /// One arrangement of `count` items in a vertical scroll, ids `ElementID("m", index: id(k))`,
  /// each as wide as offered and `length(k)` long; the proposals offered, by index, go to
  /// `offered`.
  @discardableResult
  static func arrange(
    _ engine: LayoutEngine, count: Int, options: MasonryOptions = options,
    placement: MasonryPlacement = .stable, id: @escaping (Int) -> Int = { $0 },
    itemLanes: ((Int) -> MasonryItemLanes)?,
    offered: ((Int, Double) -> Void)? = nil,
    length: @escaping (Int) -> Double = { EngineMasonryTests.lengths[$0 % 12] }
  ) -> (arrangement: Arrangement, window: MasonryWindow?) {
    var window: MasonryWindow?
    let arrangement = engine.arrange(in: viewport) { ui in
      ui.scroll(id: "scroll") { ui in
        window = ui.masonry(
          id: "wall", in: "scroll", count: count, options: options, placement: placement,
          estimatedItemLength: 25, overscan: 0, itemLanes: itemLanes
        ) { index, ui in
          ui.leaf(id: ElementID("m", index: id(index))) { proposal in
            offered?(index, proposal.width ?? -1)
            return Size(width: proposal.width ?? 0, height: length(index))
          }
        }
      }
    }
    return (arrangement, window)
  }

  static func content(_ engine: LayoutEngine) throws -> MasonryContent {
    try #require(engine.state.virtualized["wall"] as? VirtualizedState<MasonryContent>).content
  }

  /// Lanes for twelve items: 1 across two lanes, 4 in the first, 6 across every lane, 9 in
  /// the last two.
  static func twelveLanes(_ index: Int) -> MasonryItemLanes {
    switch index {
    case 1: .span(2)
    case 4: .lane(0)
    case 6: .everyLane
    case 9: .lane(1, span: 2)
    default: .single
    }
  }

  @Test("Frames equal one Masonry of the items with their spans and lanes, each offered its lanes' width (.exact)")
  func framesEqualMasonryWithSpans() throws {
    let engine = LayoutEngine()
    var offered: [Int: Double] = [:]
    let (arrangement, _) = Self.arrange(
      engine, count: 12, placement: .exact, itemLanes: Self.twelveLanes,
      offered: { offered[$0] = $1 })
    #expect(arrangement.isSettled)
    #expect(arrangement.diagnostics == [])
    #expect(engine.checkViewportInvariants() == [])
    let items = (0..<12).map { index in
      let lanes = Self.twelveLanes(index)
      return MasonryItem(
        length: EngineMasonryTests.lengths[index], span: Swift.min(lanes.span, 3),
        lane: lanes.lane)
    }
    let expected = try Masonry.layout(
      items, in: Size(width: 298, height: .infinity), options: Self.options)
    for (index, frame) in expected.frames.enumerated() {
      #expect(arrangement.frame(of: ElementID("m", index: index)) == frame, "item \(index)")
      #expect(offered[index] == frame.width, "item \(index) offered \(offered[index] ?? -1)")
    }
    #expect(expected.frames[1].width == 198 && expected.frames[6].width == 298)
    #expect(expected.frames[4].minX == 0 && expected.frames[9].minX == 100)
    // B across lanes 1-2, E kept to lane 0, G across every lane, J in lanes 1-2.
    let drawing = """
      AAAAAAAABBBBBBBBBBBBBBBBB
      AAAAAAAABBBBBBBBBBBBBBBBB
      AAAAAAAABBBBBBBBBBBBBBBBB
      AAAAAAAA.................
      AAAAAAAACCCCCCCCCDDDDDDDD
      AAAAAAAACCCCCCCCC........
      AAAAAAAACCCCCCCCCFFFFFFFF
      EEEEEEEECCCCCCCCCFFFFFFFF
      EEEEEEEECCCCCCCCCFFFFFFFF
      EEEEEEEE.................
      EEEEEEEE.................
      EEEEEEEE.................
      EEEEEEEE.................
      EEEEEEEE.................
      EEEEEEEE.................
      .........................
      GGGGGGGGGGGGGGGGGGGGGGGGG
      GGGGGGGGGGGGGGGGGGGGGGGGG
      GGGGGGGGGGGGGGGGGGGGGGGGG
      GGGGGGGGGGGGGGGGGGGGGGGGG
      GGGGGGGGGGGGGGGGGGGGGGGGG
      GGGGGGGGGGGGGGGGGGGGGGGGG
      .........................
      HHHHHHHHIIIIIIIII........
      ........IIIIIIIII........
      KKKKKKKKIIIIIIIII........
      ........IIIIIIIII........
      LLLLLLLLIIIIIIIII........
      LLLLLLLLJJJJJJJJJJJJJJJJJ
      LLLLLLLLJJJJJJJJJJJJJJJJJ
      LLLLLLLLJJJJJJJJJJJJJJJJJ
      LLLLLLLL.................
      LLLLLLLL.................
      .........................
      """
    #expect(expected.asciiDrawing(columnWidth: 12, rowHeight: 6) == drawing)
  }

  @Test("Items never declared are placed with their spans and lanes, and the window holds exactly the items the viewport meets")
  func undeclaredItemsTakeTheirLanes() throws {
    let engine = LayoutEngine()
    let lanes = { (index: Int) -> MasonryItemLanes in
      index % 7 == 3 ? .span(2) : index % 11 == 5 ? .lane(2) : index % 97 == 50 ? .everyLane : .single
    }
    Self.arrange(engine, count: 5_000, itemLanes: lanes)
    engine.setScrollOffset(Point(x: 0, y: 30_000), for: "scroll")
    let arrangement = Self.arrange(engine, count: 5_000, itemLanes: lanes).arrangement
    #expect(arrangement.isSettled)
    #expect(engine.checkViewportInvariants() == [])
    let content = try Self.content(engine)
    // Placed at the estimate first, all of them: the lanes they took then, they keep.
    let estimated = try MasonryIndex(
      (0..<5_000).map { index in
        let asked = lanes(index)
        return MasonryItem(length: 25, span: Swift.min(asked.span, 3), lane: asked.lane)
      }, container: Size(width: 298, height: .infinity), options: Self.options,
      placement: .stable)
    for index in 0..<5_000 {
      guard content.index.coveredLanes(of: index)! != estimated.coveredLanes(of: index)! else {
        continue
      }
      Issue.record("item \(index) covers \(content.index.coveredLanes(of: index)!)")
      break
    }
    #expect(content.index.checkInvariants() == [])
    // The viewport, in the masonry's coordinates: every item whose frame meets it is visible.
    let offset = engine.scrollOffset(for: "scroll").y
    let shown = Rect(x: 0, y: offset, width: 298, height: 400)
    let meeting = (0..<5_000).filter { index in
      content.index.frame(at: index).map { $0.intersects(shown) } ?? false
    }
    #expect(meeting.count > 5)
    // The window a pass returns is the one it declared, before it measured: the next
    // arrangement's, with every item it shows measured, is exactly the items the viewport meets.
    let visible = try #require(Self.arrange(engine, count: 5_000, itemLanes: lanes).window).visible
    #expect(visible == meeting, "\(visible) vs \(meeting) at \(offset)")
    #expect(meeting.contains { content.index.coveredLanes(of: $0)!.span > 1 })
  }

  /// An item's lanes, the fallback it gets, and what is reported.
  struct BadLanesCase: Sendable, CustomTestStringConvertible {
    var lanes: MasonryLanes
    var asked: MasonryItemLanes
    /// Where item 5 goes: its first lane and span.
    var lane: Int
    var span: Int
    var reported: ReflowError?
    var testDescription: String { "\(asked) in \(lanes)" }
  }

  @Test("Bad lanes are reported naming the item and value, and the item falls back",
    arguments: [
      BadLanesCase(
        lanes: .count(3), asked: .span(0), lane: 2, span: 1,
        reported: .invalidSpan(index: 5, span: 0, laneCount: 3)),
      BadLanesCase(
        lanes: .count(3), asked: .lane(-1), lane: 2, span: 1,
        reported: .laneOutOfRange(index: 5, lane: -1, span: 1, laneCount: 3)),
      BadLanesCase(
        lanes: .count(3), asked: .lane(3), lane: 2, span: 1,
        reported: .laneOutOfRange(index: 5, lane: 3, span: 1, laneCount: 3)),
      BadLanesCase(
        lanes: .count(3), asked: .lane(2, span: 2), lane: 1, span: 2,
        reported: .laneOutOfRange(index: 5, lane: 2, span: 2, laneCount: 3)),
      // Wider than the lanes: every lane, as after the lanes changed in number.
      BadLanesCase(lanes: .count(3), asked: .span(9), lane: 0, span: 3, reported: nil),
      // Adaptive lanes follow the viewport: a lane past them is clamped, not reported.
      BadLanesCase(lanes: .adaptive(minimum: 90), asked: .lane(5), lane: 2, span: 1, reported: nil),
    ])
  func badLanesFallBack(_ bad: BadLanesCase) throws {
    let engine = LayoutEngine()
    let options = MasonryOptions(lanes: bad.lanes, laneSpacing: 2, itemSpacing: 2)
    // Items of 30 in turn: 0 1 2 | 3 4 5 -> item 5 would go to lane 2.
    let itemLanes = { (index: Int) in index == 5 ? bad.asked : .single }
    let (arrangement, _) = Self.arrange(
      engine, count: 9, options: options, itemLanes: itemLanes, length: { _ in 30 })
    let expected = bad.reported.map { [Diagnostic.invalidItemLanes("wall", $0)] } ?? []
    #expect(arrangement.diagnostics == expected)
    if let diagnostic = expected.first {
      #expect(diagnostic.description.contains("item 5"), "\(diagnostic)")
    }
    let content = try Self.content(engine)
    #expect(content.index.laneCount == 3)
    let covered = try #require(content.index.coveredLanes(of: 5))
    #expect(covered.lane == bad.lane && covered.span == bad.span, "\(covered)")
    #expect(content.index.checkInvariants() == [])
    // Asked once: the next arrangement reports nothing more.
    #expect(Self.arrange(
      engine, count: 9, options: options, itemLanes: itemLanes, length: { _ in 30 }
    ).arrangement.diagnostics == [])
  }

  @Test("Items inserted between arrangements take their lanes in the next, the anchored item staying put")
  func insertedItemsTakeTheirLanes() throws {
    let engine = LayoutEngine()
    // Items by id; every fifth across two lanes.
    var ids = Array(0..<600)
    func arrange() -> Arrangement {
      let current = ids
      return Self.arrange(
        engine, count: current.count, id: { current[$0] },
        itemLanes: { current[$0] % 5 == 0 ? .span(2) : .single },
        length: { Double(30 + (current[$0] * 37) % 60) }
      ).arrangement
    }
    _ = arrange()
    engine.setScrollOffset(Point(x: 0, y: 3_000), for: "scroll")
    let before = arrange()
    let state = try #require(
      engine.state.virtualized["wall"] as? VirtualizedState<MasonryContent>)
    let anchored = ids[try #require(state.tracker.anchor?.key)]
    let place = try #require(before.frame(of: ElementID("m", index: anchored)))
    // Ten new items above, ids 1000..<1010: 1000 and 1005 span two lanes.
    ids.insert(contentsOf: 1_000..<1_010, at: 40)
    engine.insertItems(count: 10, at: 40, in: "wall")
    let after = arrange()
    #expect(after.isSettled)
    #expect(after.diagnostics == [])
    #expect(engine.checkViewportInvariants() == [])
    #expect(after.frame(of: ElementID("m", index: anchored)) == place, "item \(anchored)")
    let content = try Self.content(engine)
    #expect(content.unresolved.ranges.isEmpty)
    for index in 40..<50 {
      #expect(content.index.coveredLanes(of: index)?.span == (ids[index] % 5 == 0 ? 2 : 1),
        "item \(index)")
    }
    #expect(content.index.checkInvariants() == [])
  }

  @Test("Scroll-to lands on an item across every lane, never declared before, and it stays there")
  func scrollToASpanningItem() throws {
    let engine = LayoutEngine()
    let lanes = { (index: Int) -> MasonryItemLanes in index % 50 == 0 ? .everyLane : .single }
    Self.arrange(engine, count: 3_000, itemLanes: lanes)
    engine.scrollTo(item: 1_500, in: "wall", anchor: .center)
    let (arrangement, window) = Self.arrange(engine, count: 3_000, itemLanes: lanes)
    #expect(arrangement.isSettled)
    #expect(engine.checkViewportInvariants() == [])
    let frame = try #require(arrangement.frame(of: ElementID("m", index: 1_500)))
    #expect(frame.width == 298)
    #expect(frame.midY == Self.viewport.height / 2, "\(frame)")
    #expect(try #require(window).visible.contains(1_500))
    // Its neighbours measured in later arrangements do not move it.
    let again = Self.arrange(engine, count: 3_000, itemLanes: lanes).arrangement
    #expect(again.frame(of: ElementID("m", index: 1_500)) == frame)
  }

  @Test("Interval sets follow insertions, removals and moves of the items")
  func intervalSetsFollowEdits() {
    var ranges = IntervalSet()
    ranges.insert(10..<20)
    ranges.insert(30..<35)
    ranges.insert(20..<22)
    #expect(ranges.ranges == [10..<22, 30..<35])
    ranges.shiftForInsertion(count: 5, at: 15)
    #expect(ranges.ranges == [10..<15, 20..<27, 35..<40])
    ranges.shiftForRemoval(12..<22)
    #expect(ranges.ranges == [10..<17, 25..<30])
    ranges.shiftForRemoval(14..<40)
    #expect(ranges.ranges == [10..<14])
    ranges.insert(20..<25)
    ranges.shiftForMove(20..<22, to: 0)
    #expect(ranges.ranges == [0..<2, 12..<16, 22..<25])
  }
}
