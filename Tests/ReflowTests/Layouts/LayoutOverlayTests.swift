import Reflow
import Testing

@Suite struct LayoutOverlayTests {
  @Test("An overlay is as big as its largest child and paints later children on top")
  func centered() {
    let frame = layOut(in: size(5, 3)) { ui in
      ui.overlay(id: "stack") { ui in
        ui.leaf(id: "back", size: size(5, 3))
        ui.leaf(id: "front", size: size(3, 1))
      }
    }
    expectFrames(frame, [("stack", rect(0, 0, 5, 3)), ("front", rect(1, 1, 3, 1))])
    #expect(frame.asciiDrawing() == "AAAAA\nABBBA\nAAAAA")
    #expect(frame.renderCommands.map(\.id) == ["stack", "back", "front"])
  }

  @Test("Children sit at the overlay's alignment",
        arguments: [(BoxAlignment.topLeading, 0.0, 0.0), (.bottomTrailing, 2.0, 2.0),
                    (.top, 1.0, 0.0), (.trailing, 2.0, 1.0)])
  func aligned(alignment: BoxAlignment, x: Double, y: Double) {
    let frame = layOut(in: size(9, 9)) { ui in
      ui.overlay(alignment: alignment) { ui in
        ui.leaf(id: "back", size: size(5, 3))
        ui.leaf(id: "front", size: size(3, 1))
      }
    }
    #expect(frame.frame(of: "front") == rect(x, y, 3, 1))
  }

  @Test("Every child is offered the overlay's own proposal")
  func proposals() {
    var proposals: [ProposedSize] = []
    _ = layOut(in: size(7, 4)) { ui in
      ui.overlay { ui in
        for index in 0..<2 {
          ui.leaf(id: ElementID(index)) { proposal in
            proposals.append(proposal)
            return size(1, 1)
          }
        }
      }
    }
    #expect(proposals == Array(repeating: ProposedSize(width: 7, height: 4), count: 2))
  }
}
