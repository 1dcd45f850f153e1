import Reflow
import Testing

/// Shelves, scrolling to items, reuse kinds and arrangement deltas through the engine.
@Suite struct CollectionEngineShelfTests {
  /// A shelf section 0 of six 4 × 2 items (ids 0...5), one apart, under a 2-tall header, then a
  /// list section 1 of `listItems` 10 × 2 items (ids 100...).
  static func snapshot(listItems: Int = 3) throws -> CollectionSnapshot<Int, Int> {
    try CollectionSnapshot([
      (CollectionSection(id: 0, style: .shelf(ShelfOptions(itemSpacing: 1)), header: .header()),
       Array(0..<6)),
      (CollectionSection(id: 1, style: .list(spacing: 0)), Array(100..<(100 + listItems))),
    ])
  }

  static func arrange(
    _ engine: LayoutEngine, _ snapshot: CollectionSnapshot<Int, Int>,
    viewport: Size = Size(width: 10, height: 6)
  ) -> (Arrangement, [Int]) {
    var declared: [Int] = []
    let arrangement = engine.arrange(in: viewport) { ui in
      ui.scroll(id: "screen") { ui in
        ui.collection(
          id: "home", in: "screen", snapshot: snapshot,
          estimatedItemSize: Size(width: 4, height: 2), estimatedSupplementLength: 2, overscan: 0
        ) { item, ui in
          declared.append(item)
          let size = item < 100 ? Size(width: 4, height: 2) : Size(width: 10, height: 2)
          ui.leaf(id: ElementID("item", index: item), size: size)
        } header: { section, ui in
          ui.leaf(id: ElementID("header", index: section), size: Size(width: 10, height: 2))
        }
      }
    }
    return (arrangement, declared)
  }

  @Test("A shelf scrolled to its middle declares and shows only the items it shows")
  func shelfScrolledToItsMiddle() throws {
    let engine = LayoutEngine()
    let snapshot = try Self.snapshot()
    _ = Self.arrange(engine, snapshot)
    // The row is 6 × 4 + 5 = 29 long: offset 10 shows 10..<20, items 2 and 3.
    #expect(engine.setShelfOffset(10, section: 0, in: "home") == 10)
    let (arrangement, declared) = Self.arrange(engine, snapshot)
    #expect(declared == [2, 3, 100])
    #expect(arrangement.frame(of: ElementID("item", index: 2))
      == Rect(x: 0, y: 2, width: 4, height: 2))
    #expect(arrangement.asciiDrawing() == """
      AAAAAAAAAA
      AAAAAAAAAA
      BBBB.CCCC.
      BBBB.CCCC.
      DDDDDDDDDD
      DDDDDDDDDD
      """)
    // Past its end, the offset clamps to the row's end, 29 - 10.
    #expect(engine.setShelfOffset(1_000, section: 0, in: "home") == 19)
    #expect(engine.setShelfOffset(10, section: 1, in: "home") == nil)
  }

  @Test("Snapping a shelf lands on an item's leading edge")
  func shelfSnapping() throws {
    var snapshot = CollectionSnapshot<Int, Int>()
    try snapshot.appendSections([CollectionSection(
      id: 0, style: .shelf(ShelfOptions(itemSpacing: 1, snapping: .itemLeadingEdge)))])
    try snapshot.appendItems(Array(0..<6), toSection: 0)
    let engine = LayoutEngine()
    _ = Self.arrange(engine, snapshot)
    let layout = try #require(
      engine.collectionLayout(for: "home", as: CollectionLayout<Int, Int>.self))
    let shelf = try #require(layout.shelf(ofSection: 0))
    // A swipe towards the end that would stop at 7 rests at item 1's or 2's edge, 5 or 10.
    #expect(shelf.targetOffset(proposed: 7, velocity: 100) == 5)
    #expect(shelf.targetOffset(proposed: 8, velocity: 100) == 10)
  }

  @Test("scrollTo brings an item of a later section to the top, across sections")
  func scrollToAcrossSections() throws {
    let engine = LayoutEngine()
    let snapshot = try Self.snapshot(listItems: 50)
    _ = Self.arrange(engine, snapshot)
    engine.scrollTo(item: 130, in: "home")
    let (arrangement, declared) = Self.arrange(engine, snapshot)
    // Section 1 starts at 4; item 130 at 4 + 30 × 2 = 64.
    #expect(engine.scrollOffset(for: "screen").y == 64)
    #expect(arrangement.frame(of: ElementID("item", index: 130))
      == Rect(x: 0, y: 0, width: 10, height: 2))
    #expect(declared == [130, 131, 132])
  }

  @Test("A moved item keeps its size and the delta says where it went; equal snapshots do nothing")
  func deltaAfterAMove() throws {
    let engine = LayoutEngine()
    let snapshot = try Self.snapshot()
    let tall = Size(width: 10, height: 8)
    let (first, _) = Self.arrange(engine, snapshot, viewport: tall)
    var moved = snapshot
    try moved.moveItem(101, beforeItem: 100)
    let (second, _) = Self.arrange(engine, moved, viewport: tall)
    let delta = second.delta(from: first)
    #expect(delta.appeared.isEmpty && delta.disappeared.isEmpty)
    #expect(delta.moved == [
      .init(id: ElementID("item", index: 101), from: Rect(x: 0, y: 6, width: 10, height: 2),
            to: Rect(x: 0, y: 4, width: 10, height: 2), reuseKind: .cell),
      .init(id: ElementID("item", index: 100), from: Rect(x: 0, y: 4, width: 10, height: 2),
            to: Rect(x: 0, y: 6, width: 10, height: 2), reuseKind: .cell),
    ])
    let (third, _) = Self.arrange(engine, moved, viewport: tall)
    #expect(third.delta(from: second).isEmpty)
    // Scrolling is no move: what scrolls out disappears, what scrolls in appears.
    engine.setScrollOffset(Point(x: 0, y: 2), for: "screen")
    let (fourth, _) = Self.arrange(engine, moved, viewport: tall)
    let scrolled = fourth.delta(from: third)
    #expect(scrolled.moved.isEmpty)
    #expect(scrolled.appeared.map(\.id) == [ElementID("item", index: 102)])
    #expect(scrolled.disappeared.map(\.id) == [ElementID("header", index: 0)])
  }

  @Test("Headers and footers carry their section's reuse kinds, custom ones included")
  func customReuseKinds() throws {
    let snapshot = try CollectionSnapshot<Int, Int>([
      (CollectionSection(id: 0, style: .list(spacing: 0),
                         header: SupplementaryElement(kind: .custom("banner"))), [100]),
    ])
    let (arrangement, _) = Self.arrange(LayoutEngine(), snapshot)
    let kinds = arrangement.renderCommands.map { "\($0.id): \($0.reuseKind.map { "\($0)" } ?? "-")" }
    #expect(kinds == ["screen: -", "home: -", "header[0]: banner", "item[100]: cell"])
  }
}
