@testable import Reflow
import ReflowTesting
import Testing

/// A collection whose items come out shorter than their estimate: the passes after one that
/// fell short of the viewport reach far enough to fill it, so the arrangement settles within
/// the engine's default three passes instead of finding an element or two a pass.
@Suite struct CollectionShortfallTests {
  static let viewport = Size(width: 390, height: 844)

  /// `sections` sections of `items` items each (ids `section * 1000 + index`) in `style`,
  /// each with a header; in `axis`, items `length` long along it and as wide as the viewport,
  /// estimated `estimate` long (or `itemSize` and `estimatedItemSize`, when given).
  static func arrange(
    _ engine: LayoutEngine, sections: Int = 1, items: Int, length: Double, estimate: Double,
    axis: LayoutAxis = .vertical, style: SectionStyle = .list(spacing: 0),
    itemSize: Size? = nil, estimatedItemSize: Size? = nil
  ) throws -> Arrangement {
    var snapshot = CollectionSnapshot<Int, Int>()
    for section in 0..<sections {
      try snapshot.appendSections([
        CollectionSection(id: section, style: style, header: .header())])
      try snapshot.appendItems((0..<items).map { section * 1000 + $0 }, toSection: section)
    }
    let across = axis == .vertical ? viewport.width : viewport.height
    func size(_ along: Double) -> Size {
      axis == .vertical
        ? Size(width: across, height: along) : Size(width: along, height: across)
    }
    return engine.arrange(in: viewport) { ui in
      ui.scroll(id: "screen", axis: axis) { ui in
        ui.collection(
          id: "list", in: "screen", snapshot: snapshot, estimatedItemSize: estimatedItemSize ?? size(estimate),
          estimatedSupplementLength: 30, overscan: 100
        ) { item, ui in
          ui.leaf(id: ElementID("item", index: item), size: itemSize ?? size(length))
        } header: { section, ui in
          ui.leaf(id: ElementID("header", index: section), size: size(20))
        }
      }
    }
  }

  /// Whether the items `arrangement` placed (among `ids`) cover the vertical viewport
  /// without a gap, from below the first header (20 long) at most.
  static func coversViewport(_ arrangement: Arrangement, _ ids: Range<Int>) -> Bool {
    let spans = ids.compactMap { arrangement.frame(of: ElementID("item", index: $0)) }
      .map { ($0.minY, $0.maxY) }
      .sorted { $0.0 < $1.0 }
    guard let first = spans.first, first.0 <= 20 + 1e-9 else { return false }
    var reached = first.0
    for (lower, upper) in spans where lower <= reached + 1e-9 { reached = Swift.max(reached, upper) }
    return reached >= viewport.height - 1e-9
  }

  @Test(
    "A fresh collection settles in one arrangement with items up to 8 times shorter than their estimate",
    arguments: [2.0, 5.0, 8.0])
  func settlesFromTheTop(shorterBy factor: Double) throws {
    let engine = LayoutEngine()
    let arrangement = try Self.arrange(
      engine, items: 2_000, length: 10, estimate: 10 * factor)
    #expect(arrangement.isSettled, "\(arrangement.diagnostics)")
    #expect(arrangement.diagnostics.isEmpty)
    #expect(arrangement.passCount <= 3)
    #expect(Self.coversViewport(arrangement, 0..<2_000))
  }

  @Test(
    "Opened past its end, a collection of short items settles at its end in one arrangement",
    arguments: [LayoutAxis.vertical, .horizontal], [1.5, 4.0, 8.0])
  func settlesAtTheEnd(axis: LayoutAxis, shorterBy factor: Double) throws {
    let engine = LayoutEngine()
    engine.setScrollOffset(
      axis == .vertical ? Point(x: 0, y: 1e7) : Point(x: 1e7, y: 0), for: "screen")
    let arrangement = try Self.arrange(
      engine, sections: 3, items: 300, length: 12, estimate: 12 * factor, axis: axis)
    #expect(arrangement.isSettled, "\(arrangement.diagnostics)")
    #expect(arrangement.diagnostics.isEmpty)
    // The last item ends where the viewport does.
    let last = try #require(arrangement.frame(of: ElementID("item", index: 2_299)))
    #expect(abs(last.origin[axis] + last.size[axis] - Self.viewport[axis]) < 1e-6)
    let firstPlaced = (2_000..<2_300).compactMap { arrangement.frame(of: ElementID("item", index: $0)) }
      .map { $0.origin[axis] }.min() ?? .infinity
    #expect(firstPlaced <= 0, "the viewport's start is not covered: first item at \(firstPlaced)")
  }

  @Test(
    "A flow section of items smaller than their estimate both ways settles in one arrangement",
    arguments: [Size(width: 20, height: 8), Size(width: 40, height: 30)])
  func flowSectionSettles(itemSize: Size) throws {
    // 20 x 8 items against a 60 x 40 estimate: 15 times the items a line of estimates holds,
    // though each is only 5 times shorter.
    let engine = LayoutEngine()
    let arrangement = try Self.arrange(
      engine, items: 3_000, length: 0, estimate: 0,
      style: .flow(FlowOptions(itemSpacing: 0, lineSpacing: 0)), itemSize: itemSize,
      estimatedItemSize: Size(width: 60, height: 40))
    #expect(arrangement.isSettled, "\(arrangement.diagnostics)")
    #expect(arrangement.diagnostics.isEmpty)
    #expect(Self.coversViewport(arrangement, 0..<3_000))
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
