import Reflow
import Testing

/// Four rows, four wide and one tall, in a vertical scroll container "list".
private func list(_ ui: ElementBuilder) {
  ui.scroll(id: "list") { ui in
    ui.vstack { ui in
      for row in 0..<4 { ui.leaf(id: ElementID(row), size: size(4, 1)) }
    }
  }
}

extension EngineScrollTests {
  @Test("A scroll offset set while the first pass declares the tree runs a second pass")
  func scrollDuringPassRunsAnotherPass() {
    let engine = LayoutEngine()
    var passes = 0
    let frame = engine.arrange(in: size(4, 2)) { ui in
      passes += 1
      list(ui)
      // Not from a preference action, whose delivery runs another pass anyway.
      if passes == 1 { engine.setScrollOffset(Point(x: 0, y: 2), for: "list") }
    }
    #expect(frame.passCount == 2 && passes == 2)
    #expect(frame.frame(of: 2) == rect(0, 0, 4, 1))
    #expect(frame.asciiDrawing() == "CCCC\nDDDD")
  }

  @Test("Discarding a scroll container's state forgets its offset")
  func discardForgetsOffset() {
    let engine = LayoutEngine()
    engine.setScrollOffset(Point(x: 0, y: 2), for: "list")
    #expect(engine.arrange(in: size(4, 2), list).frame(of: 0) == rect(0, -2, 4, 1))
    engine.discardState(for: "list")
    #expect(engine.scrollOffset(for: "list") == .zero)
    #expect(engine.arrange(in: size(4, 2), list).frame(of: 0) == rect(0, 0, 4, 1))
  }
}
