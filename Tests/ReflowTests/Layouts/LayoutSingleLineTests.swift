import Reflow
import Testing

@Suite struct LayoutSingleLineTests {
  @Test("A single line never wraps: it is as long as its content, spaced, top-aligned")
  func horizontal() {
    let frame = layOut(in: size(11, 3)) { ui in
      ui.singleLine(id: "line", spacing: 1) { ui in
        ui.leaf(id: "a", size: size(3, 1))
        ui.leaf(id: "b", size: size(2, 2))
        ui.leaf(id: "c", size: size(4, 1))
      }
    }
    expectFrames(frame, [
      ("line", rect(0, 0, 11, 2)), ("a", rect(0, 0, 3, 1)), ("b", rect(4, 0, 2, 2)),
      ("c", rect(7, 0, 4, 1)),
    ])
    #expect(frame.asciiDrawing() == """
      AAA.BB.CCCC
      ....BB.....
      ...........
      """)
  }

  @Test("A single line stays one line in a frame narrower than its content")
  func overflows() {
    let frame = layOut(in: size(4, 1)) { ui in
      ui.singleLine(id: "line", spacing: 1) { ui in
        ui.leaf(id: "a", size: size(3, 1))
        ui.leaf(id: "b", size: size(2, 1))
      }
    }
    #expect(frame.frame(of: "b") == rect(4, 0, 2, 1))
    #expect(frame.frame(of: "line") == rect(0, 0, 6, 1))
  }

  @Test("A vertical single line stacks its children downwards")
  func vertical() {
    let frame = layOut(in: size(3, 5)) { ui in
      ui.singleLine(id: "line", axis: .vertical, spacing: 1) { ui in
        ui.leaf(id: "a", size: size(2, 1))
        ui.leaf(id: "b", size: size(1, 2))
      }
    }
    expectFrames(frame, [("line", rect(0, 0, 2, 4)), ("a", rect(0, 0, 2, 1)),
                         ("b", rect(0, 2, 1, 2))])
  }

  @Test("A single line proposes its children their ideal size")
  func proposesIdeal() {
    var proposals: [ProposedSize] = []
    _ = layOut(in: size(20, 20)) { ui in
      ui.singleLine { ui in
        ui.leaf(id: "a") { proposal in
          proposals.append(proposal)
          return size(1, 1)
        }
      }
    }
    #expect(proposals == [.unspecified])
  }

  @Test("A negative spacing is reported and counts as 0")
  func invalidSpacing() {
    let frame = layOut(in: size(5, 1)) { ui in
      ui.singleLine(id: "line", spacing: -2) { ui in
        ui.leaf(id: "a", size: size(1, 1))
        ui.leaf(id: "b", size: size(1, 1))
      }
    }
    #expect(frame.frame(of: "b") == rect(1, 0, 1, 1))
    #expect(frame.diagnostics == [.invalidOptions("line", .invalidSpacing(name: "spacing",
                                                                          value: -2))])
  }
}
