import Reflow
import Testing

/// Rows four wide, one high unless `heights` says otherwise, in a vertical scroll container
/// "feed" anchored at `edge`.
private func feed(
  _ ids: [Int], heights: [Int: Double] = [:], edge: ScrollAnchorEdge = .top
) -> (ElementBuilder) -> Void {
  { ui in
    ui.scroll(id: "feed", anchor: edge) { ui in
      ui.vstack { ui in
        for id in ids { ui.leaf(id: ElementID(id), size: size(4, heights[id] ?? 1)) }
      }
    }
  }
}

/// Scroll anchoring and scrolling to an element, for content that is not a lazy flow: a
/// 4 x 3 viewport over rows one high.
extension EngineScrollTests {
  @Test("Rows inserted above the first visible row leave it where it was on screen")
  func topAnchorKeepsFirstVisibleRow() {
    let engine = LayoutEngine()
    engine.setScrollOffset(Point(x: 0, y: 2), for: "feed")
    let before = engine.arrange(in: size(4, 3), feed(Array(0..<8)))
    #expect(before.frame(of: 2) == rect(0, 0, 4, 1))
    // Two rows arrive above: row 2 moves down by 2 in the content, and so does the offset.
    let after = engine.arrange(in: size(4, 3), feed([100, 101] + Array(0..<8)))
    #expect(after.frame(of: 2) == rect(0, 0, 4, 1))
    #expect(engine.scrollOffset(for: "feed") == Point(x: 0, y: 4))
    #expect(after.frame(of: 3) == rect(0, 1, 4, 1) && after.frame(of: 101) == rect(0, -3, 4, 1))
  }

  @Test("Anchored at the bottom, the last visible row keeps its place when a row above grows")
  func bottomAnchorKeepsLastVisibleRow() {
    let engine = LayoutEngine()
    // Rows 1, 2 and 3 show; row 3, the last, is the anchor.
    engine.setScrollOffset(Point(x: 0, y: 1), for: "feed")
    let before = engine.arrange(in: size(4, 3), feed(Array(0..<8), edge: .bottom))
    #expect(before.frame(of: 3) == rect(0, 2, 4, 1))
    // Row 2 grows from 1 to 3: row 3 ends 2 lower in the content; the offset follows it.
    let after = engine.arrange(
      in: size(4, 3), feed(Array(0..<8), heights: [2: 3], edge: .bottom))
    #expect(after.frame(of: 3) == rect(0, 2, 4, 1))
    #expect(engine.scrollOffset(for: "feed") == Point(x: 0, y: 3))
  }

  @Test("scrollTo .nearest leaves a fully visible row alone, shows a row below at the bottom")
  func scrollToNearest() {
    let engine = LayoutEngine()
    engine.setScrollOffset(Point(x: 0, y: 1), for: "feed")
    _ = engine.arrange(in: size(4, 3), feed(Array(0..<8)))
    engine.scrollTo(2, in: "feed", anchor: .nearest)
    let visible = engine.arrange(in: size(4, 3), feed(Array(0..<8)))
    #expect(engine.scrollOffset(for: "feed") == Point(x: 0, y: 1))
    #expect(visible.frame(of: 2) == rect(0, 1, 4, 1))
    engine.scrollTo(6, in: "feed", anchor: .nearest)
    let below = engine.arrange(in: size(4, 3), feed(Array(0..<8)))
    #expect(engine.scrollOffset(for: "feed") == Point(x: 0, y: 4))
    #expect(below.frame(of: 6) == rect(0, 2, 4, 1))
  }
}
