import Reflow
import Testing

/// The engine's lazy flow with per-item properties declared through
/// `ElementHandle.flowItem(grow:baseline:breakBefore:)`: frames are those one `Flow` of the same
/// items gives, and a grown or stretched leaf is placed at its frame, as in `flow`.
@Suite struct EngineLazyFlowItemTests {
  static let options = FlowOptions(itemSpacing: 1, lineSpacing: 1)
  /// Two tags that grow, one that does not, and a second line forced before the fourth, which
  /// would fit the first (2 + 1 + 2 + 1 + 2 + 1 + 2 = 11 of 12).
  static let tags = [
    FlowItem(size(2, 1), grow: 1), FlowItem(size(2, 1), grow: 1), FlowItem(size(2, 1)),
    FlowItem(size(2, 1), grow: 1, breakBefore: true), FlowItem(size(3, 1)), FlowItem(size(3, 1)),
  ]

  /// Arranges `items` in a lazy flow 12 wide, in a scroll container 12 by 4; `declaresItems`
  /// says whether the children declare their properties.
  static func arrange(
    _ engine: LayoutEngine, _ items: [FlowItem], options: FlowOptions = options,
    declaresItems: Bool = true
  ) -> Arrangement {
    engine.arrange(in: size(12, 4)) { ui in
      ui.scroll(id: "scroll") { ui in
        ui.lazyFlow(
          id: "tags", in: "scroll", count: items.count, options: options,
          estimatedItemSize: size(2, 1)
        ) { index, ui in
          let item = items[index]
          let leaf = ui.leaf(id: ElementID("tag", index: index), size: item.size)
          if declaresItems {
            leaf.flowItem(grow: item.grow, baseline: item.baseline, breakBefore: item.breakBefore)
          }
        }
      }
    }
  }

  static func frames(_ arrangement: Arrangement, count: Int) -> [Rect?] {
    (0..<count).map { arrangement.frame(of: ElementID("tag", index: $0)) }
  }

  @Test("Growing tags and a forced break lay out as one Flow of the same items")
  func growAndBreak() throws {
    let engine = LayoutEngine()
    let arrangement = Self.arrange(engine, Self.tags)
    // Line 1: 2 + 1 + 2 + 1 + 2 = 8 of 12; the two growing tags share the 4 left, 2 each.
    // Line 2 starts at the fourth tag, which takes the 2 left after 2 + 1 + 3 + 1 + 3.
    #expect(Self.frames(arrangement, count: 6) == [
      rect(0, 0, 4, 1), rect(5, 0, 4, 1), rect(10, 0, 2, 1),
      rect(0, 2, 4, 1), rect(5, 2, 3, 1), rect(9, 2, 3, 1),
    ])
    let expected = try Flow.layout(Self.tags, in: size(12, .infinity), options: Self.options)
    #expect(Self.frames(arrangement, count: 6) == expected.frames)
    #expect(arrangement.isSettled)
    #expect(arrangement.asciiDrawing() == """
      AAAA.BBBB.CC
      ............
      DDDD.EEE.FFF
      ............
      """)
  }

  @Test("Items declared without properties in a later frame lose the ones they had")
  func propertiesFollowTheDeclaration() throws {
    let engine = LayoutEngine()
    _ = Self.arrange(engine, Self.tags)
    let plain = Self.arrange(engine, Self.tags, declaresItems: false)
    let expected = try Flow.layout(
      Self.tags.map(\.size), in: size(12, .infinity), options: Self.options)
    #expect(Self.frames(plain, count: 6) == expected.frames)
    // Four tags fit the first line without the forced break: 11 of 12.
    #expect(plain.frame(of: ElementID("tag", index: 3)) == rect(9, 0, 2, 1))
    let again = Self.arrange(engine, Self.tags)
    #expect(again.frame(of: ElementID("tag", index: 3)) == rect(0, 2, 4, 1))
  }

  @Test("Stretched and baseline-aligned leaves take their frames, right to left too",
        arguments: [WritingDirection.leftToRight, .rightToLeft])
  func stretchAndBaseline(direction: WritingDirection) throws {
    let items = [
      FlowItem(size(2, 1), baseline: 1), FlowItem(size(3, 3), baseline: 2),
      FlowItem(size(2, 2), baseline: 1, breakBefore: true), FlowItem(size(2, 1), grow: 1),
    ]
    for alignment in [FlowItemAlignment.stretch, .baseline] {
      let options = FlowOptions(itemSpacing: 1, itemAlignment: alignment, direction: direction)
      let arrangement = Self.arrange(LayoutEngine(), items, options: options)
      let expected = try Flow.layout(items, in: size(12, .infinity), options: options)
      #expect(Self.frames(arrangement, count: 4) == expected.frames, "\(alignment)")
    }
    // Stretched, the first tag is as tall as its line (3); the last grows over the second line.
    let stretch = FlowOptions(itemSpacing: 1, itemAlignment: .stretch, direction: direction)
    let arrangement = Self.arrange(LayoutEngine(), items, options: stretch)
    #expect(arrangement.frame(of: ElementID("tag", index: 0))?.size == size(2, 3))
    #expect(arrangement.frame(of: ElementID("tag", index: 3))?.size == size(9, 2))
  }
}
