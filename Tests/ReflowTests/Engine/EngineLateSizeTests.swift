import Reflow
import Testing

private func tags(_ ui: ElementBuilder) {
  ui.flow(options: FlowOptions(itemSpacing: 1)) { ui in
    ui.leaf(id: "a", estimate: size(2, 1))
    ui.leaf(id: "b", estimate: size(2, 1))
  }
}

@Suite struct EngineLateSizeTests {
  @Test("A late leaf is laid out at its estimate, and the frame says it is not settled")
  func estimate() {
    let frame = layOut(in: size(6, 2), tags)
    #expect(frame.frame(of: "b") == rect(3, 0, 2, 1))
    #expect(!frame.isSettled)
    #expect(frame.estimatedIDs == ["a", "b"])
    #expect(frame.passCount == 1)
    #expect(frame.diagnostics.isEmpty)
  }

  @Test("Reported sizes settle the layout in one extra frame")
  func settlesNextFrame() {
    let engine = LayoutEngine()
    let first = engine.arrange(in: size(6, 2), tags)
    #expect(first.asciiDrawing() == "AA.BB.\n......")
    // The renderer measures what it drew and reports it.
    engine.report(size: size(4, 1), for: "a")
    engine.report(size: size(3, 2), for: "b")
    let second = engine.arrange(in: size(6, 2), tags)
    #expect(second.isSettled)
    #expect(second.estimatedIDs.isEmpty)
    #expect(second.passCount == 1)
    #expect(second.asciiDrawing() == "AAAA..\nBBB...")
  }

  @Test("A size reported during a frame is used in another pass of the same frame")
  func reportedDuringFrame() {
    let engine = LayoutEngine()
    let frame = engine.arrange(in: size(6, 2)) { ui in
      tags(ui)
      ui.leaf(id: "observer", size: .zero).onPreferenceChange(MarkerKey.self) { _ in
        engine.report(size: size(5, 1), for: "a")
        engine.report(size: size(5, 1), for: "b")
      }
    }
    #expect(frame.passCount == 2)
    #expect(frame.isSettled)
    #expect(frame.frame(of: "b") == rect(0, 1, 5, 1))
  }

  @Test("A bad reported size is recorded as 0 and reported in the next frame")
  func invalidReport() {
    let engine = LayoutEngine()
    engine.report(size: size(.nan, 1), for: "a")
    #expect(engine.reportedSize(for: "a") == size(0, 1))
    let frame = engine.arrange(in: size(6, 2), tags)
    #expect(frame.diagnostics.count == 1)
    if case .invalidSize(let id, let bad) = frame.diagnostics.first {
      #expect(id == "a" && bad.width.isNaN && bad.height == 1)
    } else {
      Issue.record("expected an invalid size diagnostic, got \(frame.diagnostics)")
    }
    #expect(frame.frame(of: "a") == rect(0, 0, 0, 1))
    let next = engine.arrange(in: size(6, 2), tags)
    #expect(next.diagnostics.isEmpty)
  }

  @Test("Discarding an id's state forgets its reported size")
  func discard() {
    let engine = LayoutEngine()
    engine.report(size: size(4, 1), for: "a")
    engine.discardState(for: "a")
    #expect(engine.reportedSize(for: "a") == nil)
    #expect(engine.arrange(in: size(6, 2), tags).estimatedIDs == ["a", "b"])
  }
}
