import Reflow
import Testing

/// What the engine keeps between arrangements goes when asked, or when nothing used it for
/// ``LayoutEngine/stateLifetime`` arrangements.
@Suite struct EngineStateDiscardTests {
  @Test("Discarding an element's state makes its observer hear the value again")
  func discardObservedValue() {
    let engine = LayoutEngine()
    var heard: [Int] = []
    func arrange() {
      _ = engine.arrange(in: Size(width: 10, height: 10)) { ui in
        ui.vstack(id: "v") { ui in
          ui.leaf(id: "a", size: Size(width: 1, height: 1)).preference(SumKey.self, value: 2)
        }
        .onPreferenceChange(SumKey.self) { heard.append($0) }
      }
    }
    arrange()
    arrange()
    #expect(heard == [2], "an unchanged value is heard once")
    engine.discardState(for: "v")
    arrange()
    #expect(heard == [2, 2])
  }

  /// One arrangement of a lazy flow `feed` of 100 rows 20 tall in a scroll 100 tall, or of
  /// nothing.
  static func arrange(_ engine: LayoutEngine, declaring: Bool) -> Arrangement {
    engine.arrange(in: Size(width: 100, height: 100)) { ui in
      ui.scroll(id: "page") { ui in
        guard declaring else { return }
        ui.lazyFlow(
          id: "feed", in: "page", count: 100, estimatedItemSize: Size(width: 100, height: 20)
        ) { index, ui in
          ui.leaf(id: ElementID("row", index: index), size: Size(width: 100, height: 20))
        }
      }
    }
  }

  @Test("A scroll-to for content not declared within the state lifetime is dropped",
        arguments: [1, 3])
  func pendingRequestExpires(lifetime: Int) {
    let engine = LayoutEngine()
    engine.stateLifetime = lifetime
    engine.scrollTo(item: 30, in: "feed")
    for _ in 0..<2 { _ = Self.arrange(engine, declaring: false) }
    let row = Self.arrange(engine, declaring: true).frame(of: ElementID("row", index: 30))
    // Kept, the request lands row 30 at the top; dropped, the feed shows rows 0 to 4.
    #expect(row == (lifetime == 1 ? nil : Rect(x: 0, y: 0, width: 100, height: 20)))
  }
}
