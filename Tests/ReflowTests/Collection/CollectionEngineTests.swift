import Reflow
import Testing

/// The engine's sectioned collection, read as requirements with drawings.
@Suite struct CollectionEngineTests {
  /// Sections `0..<sections` of `items` items each (ids `section * 100 + index`), in `style`,
  /// with pinned headers.
  static func snapshot(
    sections: Int, items: Int, style: SectionStyle = .list(spacing: 0), pinned: Bool = true,
    footer: SupplementaryElement? = nil
  ) throws -> CollectionSnapshot<Int, Int> {
    var snapshot = CollectionSnapshot<Int, Int>()
    for section in 0..<sections {
      try snapshot.appendSections([
        CollectionSection(id: section, style: style, header: .header(pinned: pinned),
                          footer: footer)])
      try snapshot.appendItems((0..<items).map { section * 100 + $0 }, toSection: section)
    }
    return snapshot
  }

  /// One arrangement of the collection `grid` in the scroll `screen`, items `itemSize`
  /// (or as `size` says), headers and footers 2 tall; returns it and the items declared.
  static func arrange(
    _ engine: LayoutEngine, _ snapshot: CollectionSnapshot<Int, Int>,
    viewport: Size = Size(width: 6, height: 8), itemSize: Size = Size(width: 6, height: 2),
    overscan: Double = 0, size: ((Int) -> Size)? = nil
  ) -> (Arrangement, [Int]) {
    var declared: [Int] = []
    let arrangement = engine.arrange(in: viewport) { ui in
      ui.scroll(id: "screen") { ui in
        ui.collection(
          id: "grid", in: "screen", snapshot: snapshot, estimatedItemSize: itemSize,
          estimatedSupplementLength: 2, overscan: overscan
        ) { item, ui in
          declared.append(item)
          ui.leaf(id: ElementID("item", index: item), size: size?(item) ?? itemSize)
        } header: { section, ui in
          ui.leaf(id: ElementID("s\(section).header"), size: Size(width: 6, height: 2))
        } footer: { section, ui in
          ui.leaf(id: ElementID("s\(section).footer"), size: Size(width: 6, height: 2))
        }
      }
    }
    return (arrangement, declared)
  }

  @Test("A sticky header is pushed off by its section's end, and drawn above the items")
  func stickyHeaderPushedOff() throws {
    // Section 0: header 0..<2, items 2..<8; section 1: header 8..<10, items 10..<16.
    let engine = LayoutEngine()
    let snapshot = try Self.snapshot(sections: 2, items: 3)
    _ = Self.arrange(engine, snapshot)
    engine.setScrollOffset(Point(x: 0, y: 7), for: "screen")
    let (arrangement, declared) = Self.arrange(engine, snapshot)
    #expect(declared == [2, 100, 101, 102])
    // Header 0 would stick at 7 but its section ends at 8: it sits at 6, one row pushed off.
    #expect(arrangement.frame(of: "s0.header") == Rect(x: 0, y: -1, width: 6, height: 2))
    #expect(arrangement.frame(of: "s1.header") == Rect(x: 0, y: 1, width: 6, height: 2))
    #expect(arrangement.frame(of: ElementID("item", index: 100))
      == Rect(x: 0, y: 3, width: 6, height: 2))
    // Item 2 (A) peeks out under header 0 (E), which paints over it.
    #expect(arrangement.asciiDrawing() == """
      EEEEEE
      FFFFFF
      FFFFFF
      BBBBBB
      BBBBBB
      CCCCCC
      CCCCCC
      DDDDDD
      """)
    let kinds = arrangement.renderCommands.compactMap(\.reuseKind)
    #expect(kinds == [.cell, .cell, .cell, .cell, .header, .header])
    #expect(arrangement.renderCommands.last?.id == "s1.header")
  }

  @Test("While its section is on screen a pinned header stays at the viewport's top")
  func stickyHeaderSticks() throws {
    let engine = LayoutEngine()
    let snapshot = try Self.snapshot(sections: 2, items: 3)
    _ = Self.arrange(engine, snapshot)
    engine.setScrollOffset(Point(x: 0, y: 3), for: "screen")
    let (arrangement, _) = Self.arrange(engine, snapshot)
    #expect(arrangement.frame(of: "s0.header") == Rect(x: 0, y: 0, width: 6, height: 2))
    #expect(arrangement.frame(of: ElementID("item", index: 1))
      == Rect(x: 0, y: 1, width: 6, height: 2))
    #expect(arrangement.isSettled)
  }
}
