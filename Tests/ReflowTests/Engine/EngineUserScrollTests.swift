import Reflow
import Testing

/// A user's scroll that follows edits made above the viewport since the last arrangement: the
/// content under the viewport moves by the user's scroll and nothing else.
@Suite struct EngineUserScrollTests {
  static let options = FlowOptions(itemSpacing: 4, lineSpacing: 4)
  static let viewport = Size(width: 200, height: 300)
  /// One item a row, rows 24 apart; items are measured at their estimate, so nothing moves
  /// for a late size.
  static let rowSize = Size(width: 200, height: 20)

  /// An edit of the items above the viewport, made between two arrangements.
  enum EditAbove: String, CaseIterable, CustomTestStringConvertible {
    case insertFive, removeFive

    var testDescription: String { rawValue }

    /// How the edit changes the number of items before the viewed one.
    var countChange: Int { self == .insertFive ? 5 : -5 }

    func apply(to engine: LayoutEngine) {
      switch self {
      case .insertFive: engine.insertItems(count: 5, at: 0, in: "feed")
      case .removeFive: engine.removeItems(in: 0..<5, from: "feed")
      }
    }
  }

  /// One frame of a lazy flow of `count` rows in the scroll container "scroll".
  static func arrange(_ engine: LayoutEngine, count: Int) -> Arrangement {
    engine.arrange(in: viewport) { ui in
      ui.scroll(id: "scroll") { ui in
        ui.lazyFlow(
          id: "feed", in: "scroll", count: count, options: options,
          estimatedItemSize: rowSize, overscan: 50
        ) { index, ui in
          ui.leaf(id: ElementID("row", index: index), size: rowSize)
        }
      }
    }
  }

  @Test(
    "A user's scroll after an edit above the viewport moves the viewed row by the scroll alone",
    arguments: EditAbove.allCases)
  func userScrollAfterEditAbove(edit: EditAbove) throws {
    let engine = LayoutEngine()
    _ = Self.arrange(engine, count: 1_000)
    engine.setScrollOffset(Point(x: 0, y: 24 * 100), for: "scroll")
    let before = Self.arrange(engine, count: 1_000)
    // Row 100 is at the top of the viewport.
    let top = Rect(x: 0, y: 0, width: 200, height: 20)
    #expect(before.frame(of: ElementID("row", index: 100)) == top)

    // Five rows (120 pt) inserted or removed above, then, before the next arrangement, the
    // user scrolls 10 pt down from where the last arrangement left the viewport.
    edit.apply(to: engine)
    let offset = engine.scrollOffset(for: "scroll")
    engine.setScrollOffset(Point(x: 0, y: offset.y + 10), for: "scroll")
    let after = Self.arrange(engine, count: 1_000 + edit.countChange)

    // Row 100 is now row 100 ± 5; on screen it moved up by the user's 10 pt, not by 120 more.
    let viewed = try #require(after.frame(of: ElementID("row", index: 100 + edit.countChange)))
    #expect(viewed == Rect(x: 0, y: -10, width: 200, height: 20))
  }
}
