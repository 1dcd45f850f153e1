import Reflow
import Testing

/// A scroll-to request pending when a paging change moves the items follows its item.
@Suite struct EnginePagingRequestTests {
  @Test("A change that moves the anchored items moves a pending scroll-to with them")
  func pendingRequestFollowsMove() {
    let engine = LayoutEngine()
    _ = EngineStateDiscardTests.arrange(engine, declaring: true)
    engine.scrollTo(item: 30, in: "feed")
    // Ten items came before the window: what was item 30 is item 40 now.
    engine.apply(PagingChange(anchor: PagingChange.AnchorMove(from: 30, to: 40)), to: "feed")
    let frame = EngineStateDiscardTests.arrange(engine, declaring: true)
    let row = frame.frame(of: ElementID("row", index: 40))
    #expect(row == Rect(x: 0, y: 0, width: 100, height: 20))
  }
}
