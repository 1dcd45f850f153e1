import Reflow
import ReflowTesting
import Testing

/// Scrolling to an item, over every kind of scroll content (a stack of leaves, a lazy flow, a
/// collection), every alignment, anchoring at the top, at the bottom or off, and items sized
/// late around the target: the item sits where the alignment says from the first frame after
/// the request on, while the sizes around it arrive.
@Suite struct EngineScrollToPropertyTests {
  @Test("A scrolled-to item sits where its alignment says, in every content, anchored or not")
  func scrollToLandsAndHolds() {
    check(Gen.scrollToCase()) { $0.violations() }
  }

  @Test("Anchoring off, a target among late-sized leaves stays at the top as they are measured")
  func targetAmongLateLeavesWithoutAnchoring() {
    // Items 0 to 5 are estimated at 10 and really 30: each frame measures the ones drawn above
    // the target, which must stay at the viewport's top all the same.
    let scrollTo = ScrollToCase(
      content: .stack, anchor: nil, viewportLength: 50,
      sizes: Array(repeating: Size(width: 100, height: 30), count: 12),
      late: Array(repeating: true, count: 6) + Array(repeating: false, count: 6),
      estimate: 10, offset: 0, target: 7, alignment: .top)
    #expect(scrollTo.violations() == [])
  }

  @Test("scrollTo .nearest in a lazy flow shows an item measured longer than its estimate whole")
  func nearestInLazyFlowAfterMeasuring() throws {
    // Found by the property above: item 2, estimated 1 high, showed in the viewport when the
    // request was resolved; measured 10 high it ran past the viewport's end, and the offset
    // stayed at 0 instead of moving to 1.
    let scrollTo = ScrollToCase(
      content: .lazyFlow, viewportLength: 10,
      sizes: [Size(width: 10, height: 1), Size(width: 10, height: 1), Size(width: 81, height: 10),
              Size(width: 10, height: 1), Size(width: 10, height: 1), Size(width: 10, height: 1)],
      late: Array(repeating: false, count: 6), estimate: 1, target: 2, alignment: .nearest)
    #expect(scrollTo.violations() == [])
    let engine = LayoutEngine()
    engine.scrollTo(item: 2, in: "content", anchor: .nearest)
    let arrangement = engine.arrange(in: Size(width: 100, height: 10)) { scrollTo.declare(in: $0) }
    let item = try #require(arrangement.frame(of: ElementID("item", index: 2)))
    #expect(item.minY == 0 && item.maxY == 10)
    #expect(engine.scrollOffset(for: "scroll") == Point(x: 0, y: 1))
  }
}
