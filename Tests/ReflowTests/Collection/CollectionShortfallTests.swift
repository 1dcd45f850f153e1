@testable import Reflow
import ReflowTesting
import Testing

/// A collection whose items come out shorter than their estimate: the passes after one that
/// fell short of the viewport reach far enough to fill it, so the arrangement settles within
/// the engine's default three passes instead of finding an element or two a pass.
@Suite struct CollectionShortfallTests {
  static let viewport = Size(width: 390, height: 844)

  /// How a scenario is laid out.
  struct Setup {
    var sections = 1
    var items = 2_000
    var axis = LayoutAxis.vertical
    /// Section `i` takes `styles[i % styles.count]`.
    var styles: [SectionStyle] = [.list(spacing: 0)]
    var pinned = false
    var anchor: ScrollAnchorEdge? = .top
    var direction = WritingDirection.leftToRight
    /// An item's size, from its index in its section.
    var itemSize: (Int) -> Size
    var estimate: Size

    /// The ids of every item, in order: `section * 10_000 + index`.
    var ids: [Int] { (0..<sections).flatMap { s in (0..<items).map { s * 10_000 + $0 } } }
  }

  /// An item `along` long along `axis`, as wide as the viewport across it.
  static func size(_ along: Double, _ axis: LayoutAxis = .vertical) -> Size {
    axis == .vertical
      ? Size(width: viewport.width, height: along) : Size(width: along, height: viewport.height)
  }

  /// One arrangement of `setup`: each section with a header 20 long (pinned or not) in a
  /// scroll along its axis.
  static func arrange(_ engine: LayoutEngine, _ setup: Setup) throws -> Arrangement {
    var snapshot = CollectionSnapshot<Int, Int>()
    for section in 0..<setup.sections {
      try snapshot.appendSections([
        CollectionSection(
          id: section, style: setup.styles[section % setup.styles.count],
          header: .header(pinned: setup.pinned))])
      try snapshot.appendItems(
        (0..<setup.items).map { section * 10_000 + $0 }, toSection: section)
    }
    engine.layoutDirection = setup.direction
    return engine.arrange(in: viewport) { ui in
      ui.scroll(id: "screen", axis: setup.axis, anchor: setup.anchor) { ui in
        ui.collection(
          id: "list", in: "screen", snapshot: snapshot, estimatedItemSize: setup.estimate,
          estimatedSupplementLength: 30, overscan: 100
        ) { item, ui in
          ui.leaf(id: ElementID("item", index: item), size: setup.itemSize(item % 10_000))
        } header: { section, ui in
          ui.leaf(id: ElementID("header", index: section), size: size(20, setup.axis))
        }
      }
    }
  }

  /// Whether the items and headers `arrangement` placed cover its viewport along `axis`, end
  /// to end, without a gap.
  static func coversViewport(_ arrangement: Arrangement, _ setup: Setup) -> Bool {
    let axis = setup.axis
    let elements =
      setup.ids.map { ElementID("item", index: $0) }
      + (0..<setup.sections).map { ElementID("header", index: $0) }
    let spans = elements.compactMap { arrangement.frame(of: $0) }
      .map { ($0.origin[axis], $0.origin[axis] + $0.size[axis]) }
      .filter { $0.1 > 0 && $0.0 < viewport[axis] }
      .sorted { $0.0 < $1.0 }
    guard let first = spans.first, first.0 <= 1e-9 else { return false }
    var reached = first.0
    for (lower, upper) in spans where lower <= reached + 1e-9 { reached = Swift.max(reached, upper) }
    return reached >= viewport[axis] - 1e-9
  }

  /// Arranges `setup` once in a fresh engine, at `offset` (past the end when infinite; where
  /// the scroll opens when `nil`), and checks that it settled, said nothing and covers the
  /// viewport.
  static func expectSettles(_ setup: Setup, at offset: Double? = 0) throws {
    let engine = LayoutEngine()
    if let offset {
      let point = offset.isFinite ? offset : 1e8
      engine.setScrollOffset(
        setup.axis == .vertical ? Point(x: 0, y: point) : Point(x: point, y: 0), for: "screen")
    }
    let arrangement = try arrange(engine, setup)
    #expect(arrangement.isSettled, "\(arrangement.diagnostics)")
    #expect(arrangement.diagnostics.isEmpty)
    #expect(coversViewport(arrangement, setup))
    #expect(engine.checkViewportInvariants().isEmpty)
  }

  @Test(
    "A fresh collection settles in one arrangement with items up to 8 times shorter than their estimate",
    arguments: [2.0, 5.0, 8.0])
  func settlesFromTheTop(shorterBy factor: Double) throws {
    try Self.expectSettles(
      Setup(itemSize: { _ in Self.size(10) }, estimate: Self.size(10 * factor)))
  }

  @Test(
    "Opened past its end, a collection of short items settles at its end in one arrangement",
    arguments: [LayoutAxis.vertical, .horizontal], [1.5, 4.0, 8.0])
  func settlesAtTheEnd(axis: LayoutAxis, shorterBy factor: Double) throws {
    let setup = Setup(
      sections: 3, items: 300, axis: axis, itemSize: { _ in Self.size(12, axis) },
      estimate: Self.size(12 * factor, axis))
    try Self.expectSettles(setup, at: .infinity)
    // The last item ends where the viewport does.
    let engine = LayoutEngine()
    engine.setScrollOffset(
      axis == .vertical ? Point(x: 0, y: 1e8) : Point(x: 1e8, y: 0), for: "screen")
    let arrangement = try Self.arrange(engine, setup)
    let last = try #require(arrangement.frame(of: ElementID("item", index: 20_299)))
    #expect(abs(last.origin[axis] + last.size[axis] - Self.viewport[axis]) < 1e-6)
  }

  @Test(
    "A chat: pinned headers, anchored at the bottom, items 8 times shorter than their estimate",
    arguments: [1, 3])
  func chatWithPinnedHeaders(sections: Int) throws {
    // Every section visible pins its header, declared last: where the window starts is read
    // from the items, not from those headers.
    let setup = Setup(
      sections: sections, items: 300, pinned: true, anchor: .bottom,
      itemSize: { _ in Self.size(12) }, estimate: Self.size(96))
    // Opened where a bottom-anchored scroll opens, at its end; and scrolled past it.
    try Self.expectSettles(setup, at: nil)
    try Self.expectSettles(setup, at: .infinity)
  }

  @Test("Right to left, a horizontal collection of short items settles at either end")
  func rightToLeft() throws {
    let setup = Setup(
      sections: 2, items: 300, axis: .horizontal, direction: .rightToLeft,
      itemSize: { _ in Self.size(12, .horizontal) }, estimate: Self.size(60, .horizontal))
    try Self.expectSettles(setup)
    try Self.expectSettles(setup, at: .infinity)
  }

  @Test(
    "Columns, flow and list sections side by side, each of items shorter than their estimate",
    arguments: [0.0, 3_000.0, .infinity])
  func mixedSections(offset: Double) throws {
    // Flow items are small both ways (area); list and column items 5 times shorter.
    try Self.expectSettles(
      Setup(
        sections: 6, items: 400,
        styles: [
          .list(spacing: 0), .columns(count: 3, spacing: 0),
          .flow(FlowOptions(itemSpacing: 0, lineSpacing: 0)),
        ],
        itemSize: { _ in Size(width: 20, height: 8) }, estimate: Size(width: 60, height: 40)),
      at: offset)
  }

  @Test(
    "A flow section of items smaller than their estimate both ways settles in one arrangement",
    arguments: [Size(width: 20, height: 8), Size(width: 40, height: 30)])
  func flowSectionSettles(itemSize: Size) throws {
    // 20 x 8 items against a 60 x 40 estimate: 15 times the items a line of estimates holds,
    // though each is only 5 times shorter.
    try Self.expectSettles(Setup(
      items: 3_000, styles: [.flow(FlowOptions(itemSpacing: 0, lineSpacing: 0))],
      itemSize: { _ in itemSize }, estimate: Size(width: 60, height: 40)))
  }

  @Test(
    "Masonry sections of items far shorter than their estimate settle in one arrangement",
    arguments: [MasonryPlacement.stable, .exact], [0.0, 3_000.0, .infinity])
  func masonrySections(placement: MasonryPlacement, offset: Double) throws {
    // Three lanes of items 6 to 14 long against an 80-long estimate, lanes of unequal length:
    // a lane's items are as short as a list's, three to a line.
    let masonry = SectionStyle.masonry(
      MasonryOptions(lanes: .count(3), laneSpacing: 0, itemSpacing: 0), placement: placement)
    try Self.expectSettles(
      Setup(
        sections: 3, items: 600, styles: [masonry, .list(spacing: 0)],
        itemSize: { Size(width: 130, height: 6 + Double($0 % 5) * 2) },
        estimate: Size(width: 130, height: 80)),
      at: offset)
  }

  /// The case CI drew (seed 0xCD95DB6E419FDCB0 of `CollectionEnginePropertyTests`): stable
  /// masonry and list sections opened past their end took a fourth pass, finding one element a
  /// pass as clamping pulled the offset back.
  @Test("The collection CI found opened past its end settles within three passes")
  func foundByCI() throws {
    let model = SnapshotModel(sections: [
      .init(id: 1, version: 0, items: [3, 10], itemVersions: [0, 0]),
      .init(id: 2, version: 0, items: [1, 6, 9], itemVersions: [0, 0, 0]),
      .init(id: 3, version: 0, items: [7, 17, 11, 15], itemVersions: [0, 0, 0, 0]),
      .init(id: 0, version: 0, items: [0, 14, 18], itemVersions: [0, 0, 0]),
    ])
    let snapshot = try CollectionLayoutPropertyTests.snapshot(
      model, styles: CollectionLayoutPropertyTests.stableMasonry)
    let engine = LayoutEngine()
    engine.setScrollOffset(Point(x: 0, y: 94), for: "screen")
    let arrangement = CollectionEnginePropertyTests.arrange(engine, snapshot)
    #expect(arrangement.isSettled, "\(arrangement.diagnostics)")
    #expect(arrangement.diagnostics.isEmpty)
    #expect(engine.checkViewportInvariants().isEmpty)
  }
}
