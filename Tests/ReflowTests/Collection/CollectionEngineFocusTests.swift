@testable import Reflow
import ReflowTesting
import Testing

/// Focus on the engine's live collection: across sections, into shelves and back.
@Suite struct CollectionEngineFocusTests {
  /// Flow sections of 4-wide, 2-tall items, 1 apart, in a 19-wide viewport: four to a row;
  /// sections 1 apart.
  static func arrange(
    _ engine: LayoutEngine, _ snapshot: CollectionSnapshot<Int, Int>,
    viewport: Size = Size(width: 19, height: 8)
  ) -> Arrangement {
    engine.arrange(in: viewport) { ui in
      ui.scroll(id: "screen") { ui in
        ui.collection(
          id: "tv", in: "screen", snapshot: snapshot,
          estimatedItemSize: Size(width: 4, height: 2), sectionSpacing: 1, overscan: 0
        ) { item, ui in
          ui.leaf(id: ElementID("item", index: item), size: Size(width: 4, height: 2))
        }
      }
    }
  }

  static let row = SectionStyle.flow(FlowOptions(itemSpacing: 1, lineSpacing: 1))

  @Test("Down from the end of a long row lands on the nearest item of a short one")
  func longRowToShortRow() throws {
    // Three sections: a row of four, a row of two, a row of four.
    let snapshot = try CollectionSnapshot<Int, Int>([
      (CollectionSection(id: 0, style: Self.row), [0, 1, 2, 3]),
      (CollectionSection(id: 1, style: Self.row), [4, 5]),
      (CollectionSection(id: 2, style: Self.row), [6, 7, 8, 9]),
    ])
    let engine = LayoutEngine()
    let arrangement = Self.arrange(engine, snapshot)
    #expect(arrangement.asciiDrawing() == """
      AAAA.BBBB.CCCC.DDDD
      AAAA.BBBB.CCCC.DDDD
      ...................
      EEEE.FFFF..........
      EEEE.FFFF..........
      ...................
      GGGG.HHHH.IIII.JJJJ
      GGGG.HHHH.IIII.JJJJ
      """)
    // No item below D overlaps it: the nearest of the short row wins, not J a row further.
    #expect(engine.moveFocus(from: 3, .down, in: "tv") == 5)
    #expect(engine.moveFocus(from: 5, .down, in: "tv") == 7)
    #expect(engine.moveFocus(from: 3, .right, in: "tv") == nil)
    #expect(engine.moveFocus(from: 5, .next, in: "tv") == 6)
    #expect(engine.moveFocus(from: 0, .up, in: "tv") == nil)
  }

  @Test("Coming back to a shelf lands on its last focused item, and the shelf scrolls to it")
  func shelfRemembersItsItem() throws {
    let snapshot = try CollectionSnapshot<Int, Int>([
      (CollectionSection(id: 0, style: .shelf(ShelfOptions(itemSpacing: 1))), Array(0..<10)),
      (CollectionSection(id: 1, style: Self.row), [100, 101, 102, 103]),
    ])
    let engine = LayoutEngine()
    _ = Self.arrange(engine, snapshot)
    var focused = 0
    for _ in 0..<6 {
      focused = try #require(engine.moveFocus(from: focused, .right, in: "tv"))
      _ = Self.arrange(engine, snapshot)
    }
    #expect(focused == 6)
    let layout = try #require(engine.collectionLayout(for: "tv", as: CollectionLayout<Int, Int>.self))
    // Item 6 spans 30..<34 of the row: the shelf scrolled just enough, to 34 - 19.
    #expect(layout.shelfOffset(ofSection: 0) == 15)
    let arrangement = Self.arrange(engine, snapshot)
    #expect(arrangement.frame(of: ElementID("item", index: 6))
      == Rect(x: 15, y: 0, width: 4, height: 2))
    let below = try #require(engine.moveFocus(from: 6, .down, in: "tv"))
    #expect(below == 103)
    _ = Self.arrange(engine, snapshot)
    // Up from the first item of the row goes back to item 6, not to the item above it.
    #expect(engine.moveFocus(from: 100, .up, in: "tv") == 6)
  }

  static let grids = Gen<([Int], Int)>.zip(
    .array(of: .int(in: 0...9), count: 1...5), .int(in: 0...40))

  @Test("Focus never leaves the items, right undoes left, and next reaches every item")
  func focusProperties() {
    check(Self.grids) { counts, start in
      var violations: [Violation] = []
      var next = 0
      let sections = counts.enumerated().map { section, count in
        defer { next += count }
        return (CollectionSection(id: section, style: .columns(count: 3, spacing: 1)),
                Array(next..<(next + count)))
      }
      let snapshot = try CollectionSnapshot<Int, Int>(sections)
      let items = snapshot.itemIdentifiers
      guard !items.isEmpty else { return [] }
      let engine = LayoutEngine()
      _ = Self.arrange(engine, snapshot, viewport: Size(width: 14, height: 6))
      let origin = items[start % items.count]
      for direction in [FocusDirection.left, .right, .up, .down] {
        guard let target = engine.moveFocus(from: origin, direction, in: "tv") else {
          continue
        }
        if !items.contains(target) { violations.append("\(direction) from \(origin): \(target)") }
        _ = Self.arrange(engine, snapshot, viewport: Size(width: 14, height: 6))
        // Within a row the geometry is symmetric: the move back returns.
        let layout = engine.collectionLayout(for: "tv", as: CollectionLayout<Int, Int>.self)
        if direction == .left || direction == .right,
          layout?.frame(ofItem: target)?.minY == layout?.frame(ofItem: origin)?.minY,
          engine.moveFocus(from: target, direction.opposite, in: "tv") != origin
        {
          violations.append("\(direction) from \(origin) to \(target) is not undone")
        }
      }
      var reached = [items[0]]
      while let following = engine.moveFocus(from: reached[reached.count - 1], .next,
                                              in: "tv"), reached.count <= items.count {
        reached.append(following)
      }
      if reached != items { violations.append("next visits \(reached), not \(items)") }
      return violations
    }
  }
}
