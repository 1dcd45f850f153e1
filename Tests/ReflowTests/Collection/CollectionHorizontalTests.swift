@testable import Reflow
import ReflowTesting
import Testing

/// Collections in a horizontal scroll: sections side by side, items flowing down columns,
/// pinned headers at the leading edge (the right, right to left), shelves scrolling vertically,
/// focus and scroll-to along both axes. Read as requirements with drawings.
@Suite struct CollectionHorizontalTests {
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

  /// One arrangement of the collection `strip` in the horizontal scroll `screen`: headers and
  /// footers 2 wide, items `itemSize` (or as `size` says); returns it and the items declared.
  static func arrange(
    _ engine: LayoutEngine, _ snapshot: CollectionSnapshot<Int, Int>,
    viewport: Size = Size(width: 8, height: 4), itemSize: Size = Size(width: 2, height: 4),
    anchor: ScrollAnchorEdge? = .top, size: ((Int) -> Size)? = nil
  ) -> (Arrangement, [Int]) {
    var declared: [Int] = []
    let arrangement = engine.arrange(in: viewport) { ui in
      ui.scroll(id: "screen", axis: .horizontal, anchor: anchor) { ui in
        ui.collection(
          id: "strip", in: "screen", snapshot: snapshot, estimatedItemSize: itemSize,
          estimatedSupplementLength: 2, overscan: 0
        ) { item, ui in
          declared.append(item)
          ui.leaf(id: ElementID("item", index: item), size: size?(item) ?? itemSize)
        } header: { section, ui in
          ui.leaf(id: ElementID("s\(section).header"), size: Size(width: 2, height: 4))
        } footer: { section, ui in
          ui.leaf(id: ElementID("s\(section).footer"), size: Size(width: 2, height: 4))
        }
      }
    }
    return (arrangement, declared)
  }

  @Test("Sections sit side by side and a list section's items are full-height columns")
  func sectionsSideBySide() throws {
    let engine = LayoutEngine()
    let snapshot = try Self.snapshot(sections: 2, items: 2)
    let (arrangement, declared) = Self.arrange(engine, snapshot, viewport: Size(width: 12, height: 4))
    // Section 0: header 0..<2, items 2..<6; section 1: header 6..<8, items 8..<12.
    #expect(declared == [0, 1, 100, 101])
    #expect(arrangement.frame(of: "s0.header") == Rect(x: 0, y: 0, width: 2, height: 4))
    #expect(arrangement.frame(of: ElementID("item", index: 1))
      == Rect(x: 4, y: 0, width: 2, height: 4))
    #expect(arrangement.frame(of: "s1.header") == Rect(x: 6, y: 0, width: 2, height: 4))
    // Items paint first (A to D), the pinned headers last (E, F).
    #expect(arrangement.asciiDrawing() == """
      EEAABBFFCCDD
      EEAABBFFCCDD
      EEAABBFFCCDD
      EEAABBFFCCDD
      """)
    let layout = try #require(
      engine.collectionLayout(for: "strip", as: CollectionLayout<Int, Int>.self))
    #expect(layout.axis == .horizontal)
    #expect(layout.contentSize == Size(width: 12, height: 4))
    #expect(layout.checkInvariants().isEmpty)
  }

  @Test("Items of a flow section flow down columns as tall as the collection")
  func flowDownColumns() throws {
    let engine = LayoutEngine()
    let snapshot = try Self.snapshot(
      sections: 1, items: 5, style: .flow(FlowOptions(itemSpacing: 0, lineSpacing: 1)))
    let (arrangement, _) = Self.arrange(
      engine, snapshot, viewport: Size(width: 10, height: 4), itemSize: Size(width: 2, height: 2))
    // Header 0..<2; columns of two 2x2 items from x = 2, one point apart.
    #expect(arrangement.frame(of: ElementID("item", index: 0))
      == Rect(x: 2, y: 0, width: 2, height: 2))
    #expect(arrangement.frame(of: ElementID("item", index: 1))
      == Rect(x: 2, y: 2, width: 2, height: 2))
    #expect(arrangement.frame(of: ElementID("item", index: 2))
      == Rect(x: 5, y: 0, width: 2, height: 2))
    #expect(arrangement.frame(of: ElementID("item", index: 4))
      == Rect(x: 8, y: 0, width: 2, height: 2))
  }

  @Test("A pinned header sticks to the leading edge while its section scrolls under it")
  func pinnedHeaderAtLeadingEdge() throws {
    let engine = LayoutEngine()
    let snapshot = try Self.snapshot(sections: 2, items: 3)
    _ = Self.arrange(engine, snapshot)
    engine.setScrollOffset(Point(x: 3, y: 0), for: "screen")
    let (arrangement, _) = Self.arrange(engine, snapshot)
    // The viewport shows 3..<11: header 0 sticks at 3, drawn above item 0 (A) and half of
    // item 1 (B); header 1 sits at its place, 8..<10.
    #expect(arrangement.frame(of: "s0.header") == Rect(x: 0, y: 0, width: 2, height: 4))
    #expect(arrangement.renderCommands.suffix(2).map(\.id) == ["s0.header", "s1.header"])
    #expect(arrangement.asciiDrawing() == """
      EEBCCFFD
      EEBCCFFD
      EEBCCFFD
      EEBCCFFD
      """)
  }

  @Test("Right to left, sections start at the right and pinned headers stick to the right edge")
  func rightToLeftMirrors() throws {
    let engine = LayoutEngine()
    engine.layoutDirection = .rightToLeft
    let snapshot = try Self.snapshot(sections: 2, items: 3)
    let (first, _) = Self.arrange(engine, snapshot)
    // Offset 0 shows the content's right end: header 0, then items 0 and 1 leftwards.
    #expect(first.frame(of: "s0.header") == Rect(x: 6, y: 0, width: 2, height: 4))
    #expect(first.frame(of: ElementID("item", index: 0)) == Rect(x: 4, y: 0, width: 2, height: 4))
    engine.setScrollOffset(Point(x: 3, y: 0), for: "screen")
    let (scrolled, _) = Self.arrange(engine, snapshot)
    #expect(scrolled.frame(of: "s0.header") == Rect(x: 6, y: 0, width: 2, height: 4))
    #expect(scrolled.frame(of: ElementID("item", index: 0)) == Rect(x: 7, y: 0, width: 2, height: 4))
    #expect(scrolled.renderCommands.suffix(2).map(\.id) == ["s0.header", "s1.header"])
  }

  @Test("A shelf in a horizontal collection is one column that scrolls vertically")
  func shelfScrollsVertically() throws {
    var snapshot = CollectionSnapshot<Int, Int>()
    try snapshot.appendSections([CollectionSection(id: 0, style: .shelf(ShelfOptions(itemSpacing: 0)))])
    try snapshot.appendItems(Array(0..<6), toSection: 0)
    let engine = LayoutEngine()
    let (first, declared) = Self.arrange(
      engine, snapshot, viewport: Size(width: 8, height: 4), itemSize: Size(width: 3, height: 2))
    #expect(declared == [0, 1])
    #expect(first.frame(of: ElementID("item", index: 1)) == Rect(x: 0, y: 2, width: 3, height: 2))
    let landed = engine.setShelfOffset(5, section: 0, in: "strip")
    #expect(landed == 5)
    let (scrolled, shown) = Self.arrange(
      engine, snapshot, viewport: Size(width: 8, height: 4), itemSize: Size(width: 3, height: 2))
    #expect(shown == [2, 3, 4])
    #expect(scrolled.frame(of: ElementID("item", index: 3)) == Rect(x: 0, y: 1, width: 3, height: 2))
    let layout = try #require(
      engine.collectionLayout(for: "strip", as: CollectionLayout<Int, Int>.self))
    #expect(layout.shelf(ofSection: 0)?.maximumOffset == 8)
  }

  @Test("scrollTo lands an item at each alignment along the horizontal axis")
  func scrollToAlongX() throws {
    let snapshot = try Self.snapshot(sections: 5, items: 4)
    for (alignment, x) in [(ScrollAlignment.top, 0.0), (.center, 3), (.bottom, 6)] {
      let engine = LayoutEngine()
      _ = Self.arrange(engine, snapshot)
      engine.scrollTo(item: 302, in: "strip", anchor: alignment)
      var arrangement = Self.arrange(engine, snapshot).0
      for _ in 0..<3 where !arrangement.isSettled { arrangement = Self.arrange(engine, snapshot).0 }
      #expect(arrangement.frame(of: ElementID("item", index: 302))?.minX == x,
              "alignment \(alignment)")
      #expect(arrangement.isSettled)
    }
  }

  @Test("Focus moves right into the next section and back left, scrolling to show the item")
  func focusAcrossSections() throws {
    let snapshot = try Self.snapshot(sections: 3, items: 2)
    let engine = LayoutEngine()
    _ = Self.arrange(engine, snapshot)
    // Section 0 ends at x = 6; right of item 1 is section 1's first item.
    #expect(engine.moveFocus(from: 1, .right, in: "strip") == 100)
    let (arrangement, _) = Self.arrange(engine, snapshot)
    let frame = try #require(arrangement.frame(of: ElementID("item", index: 100)))
    #expect(frame.minX >= 0 && frame.maxX <= 8)
    #expect(engine.moveFocus(from: 100, .left, in: "strip") == 1)
    #expect(engine.moveFocus(from: 100, .down, in: "strip") == nil)
  }

  @Test("Measured items, inserted sections and width changes keep a horizontal layout sound",
        arguments: [LayoutAxis.horizontal, .vertical])
  func generatedLayoutsAreSound(axis: LayoutAxis) {
    check(Gen<SnapshotModel>.snapshotModel) { model in
      guard let snapshot = try? model.snapshot() else { return [] }
      var layout = try CollectionLayout(
        snapshot: snapshot, axis: axis, crossLength: 7, estimatedItemSize: Size(width: 3, height: 2))
      for (offset, item) in snapshot.itemList.enumerated() {
        layout.setSize(Size(width: Double(offset % 4 + 1), height: Double(offset % 3 + 1)),
                       ofItem: item)
      }
      try layout.setCrossLength(11)
      var violations = layout.checkInvariants().map { Violation("invariants", $0) }
      // Every item lies inside the content, and a section's items inside its extent.
      for index in snapshot.sectionList.indices {
        let extent = layout.extent(ofSectionAt: index)
        for item in snapshot.itemIdentifiers(inSectionAt: index) {
          guard let frame = layout.frame(ofItem: item) else {
            violations.append(Violation("frame", "item \(item) has no frame"))
            continue
          }
          let lower = frame.origin[axis]
          if lower < extent.start - 1e-9 || lower + frame.size[axis] > extent.end + 1e-9 {
            violations.append(Violation(
              "extent", "item \(item) at \(frame) leaves section \(index) \(extent)"))
          }
        }
      }
      return violations
    }
  }
}
