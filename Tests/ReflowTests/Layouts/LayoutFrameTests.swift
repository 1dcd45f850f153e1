import Reflow
import Testing

@Suite struct LayoutFrameTests {
  @Test("A fixed frame has its size and centres its child")
  func fixed() {
    let frame = layOut(in: size(5, 3)) { ui in
      ui.frame(id: "box", width: 5, height: 3) { ui in ui.leaf(id: "a", size: size(3, 1)) }
    }
    expectFrames(frame, [("box", rect(0, 0, 5, 3)), ("a", rect(1, 1, 3, 1))])
    #expect(frame.asciiDrawing() == ".....\n.AAA.\n.....")
  }

  @Test("A fixed frame offers its extents to its child")
  func fixedProposal() {
    var proposals: [ProposedSize] = []
    _ = layOut(in: size(20, 20)) { ui in
      ui.frame(width: 5) { ui in
        ui.leaf(id: "a") { proposal in
          proposals.append(proposal)
          return size(1, 1)
        }
      }
    }
    #expect(proposals == [ProposedSize(width: 5, height: 20)])
  }

  @Test("A flexible frame follows SwiftUI's rule",
        arguments: [
          // (minWidth, maxWidth, proposed width, expected frame width) for a 3-wide child.
          (nil, Double.infinity, 8.0 as Double?, 8.0),  // fills the width on offer
          (6.0, nil, 10.0, 6.0),  // never below the minimum
          (6.0, nil, nil, 6.0),  // an unspecified proposal counts as the child's width
          (nil, 2.0, 10.0, 2.0),  // never above the maximum; the child overflows
          (1.0, 5.0, 4.0, 4.0),  // the proposal, between the bounds
          (nil, 5.0, nil, 3.0),  // the child's width when nothing is offered
        ] as [(Double?, Double?, Double?, Double)])
  func flexible(minWidth: Double?, maxWidth: Double?, proposed: Double?, expected: Double) {
    let frame = layOut(in: size(proposed ?? .infinity, 4)) { ui in
      ui.frame(id: "box", minWidth: minWidth, maxWidth: maxWidth, alignment: .leading) { ui in
        ui.leaf(id: "a", size: size(3, 1))
      }
    }
    #expect(frame.frame(of: "box") == rect(0, 0, expected, 1))
    #expect(frame.frame(of: "a") == rect(0, 0, 3, 1))
  }

  @Test("A child larger than a maximum frame overflows it, centred")
  func overflow() {
    let frame = layOut(in: size(10, 10)) { ui in
      ui.frame(id: "box", maxWidth: 2, maxHeight: 1) { ui in ui.leaf(id: "a", size: size(4, 1)) }
    }
    expectFrames(frame, [("box", rect(0, 0, 2, 1)), ("a", rect(-1, 0, 4, 1))])
  }

  @Test("A minimum height frame grows a short child's frame; its child keeps its size")
  func minimumHeight() {
    let frame = layOut(in: size(10, 10)) { ui in
      ui.frame(id: "box", minHeight: 3, alignment: .bottom) { ui in
        ui.leaf(id: "a", size: size(2, 1))
      }
    }
    expectFrames(frame, [("box", rect(0, 0, 2, 3)), ("a", rect(0, 2, 2, 1))])
  }

  @Test("A negative fixed width is reported and counts as 0")
  func invalidWidth() {
    let frame = layOut(in: size(10, 10)) { ui in
      ui.frame(id: "box", width: -3, height: 1) { ui in ui.leaf(id: "a", size: size(2, 1)) }
    }
    #expect(frame.frame(of: "box") == rect(0, 0, 0, 1))
    #expect(frame.diagnostics == [.invalidParameter("box", name: "width", value: -3)])
  }
}
