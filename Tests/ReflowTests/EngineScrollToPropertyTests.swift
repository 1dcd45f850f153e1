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
}
