import Reflow
import Testing

/// A size reported while a frame is being laid out (not from a preference action, whose
/// delivery runs another pass anyway) must run another pass of that frame.
extension EngineLateSizeTests {
  @Test("A size reported while the first pass declares the tree runs a second pass")
  func reportDuringPassRunsAnotherPass() {
    let engine = LayoutEngine()
    var passes = 0
    let frame = engine.arrange(in: size(6, 2)) { ui in
      passes += 1
      ui.flow(options: FlowOptions(itemSpacing: 1)) { ui in
        ui.leaf(id: "a", estimate: size(2, 1))
        ui.leaf(id: "b", estimate: size(2, 1))
      }
      if passes == 1 { engine.report(size: size(5, 1), for: "b") }
    }
    #expect(frame.passCount == 2 && passes == 2)
    #expect(frame.isSettled == false, "a is still estimated")
    #expect(frame.frame(of: "b") == rect(0, 1, 5, 1))
    #expect(frame.asciiDrawing() == "AA....\nBBBBB.")
  }

  @Test("A size within 1e-9 of the recorded one is no change and runs no other pass")
  func reportWithinToleranceRunsNoPass() {
    let engine = LayoutEngine()
    engine.report(size: size(5, 1), for: "b")
    var passes = 0
    let frame = engine.arrange(in: size(6, 2)) { ui in
      passes += 1
      ui.leaf(id: "b", estimate: size(2, 1))
      engine.report(size: size(5 + 1e-10, 1), for: "b")
    }
    #expect(frame.passCount == 1 && passes == 1)
    #expect(engine.reportedSize(for: "b") == size(5, 1))
  }
}
