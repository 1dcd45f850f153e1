import Reflow
import Testing

@Suite struct EngineFlowTests {
  @Test("A flow places its children exactly as the Flow state machine does")
  func matchesFlowLayout() throws {
    let sizes = [size(3, 1), size(2, 1), size(4, 1), size(1, 2), size(6, 1)]
    let options = FlowOptions(itemSpacing: 1, lineSpacing: 1, alignment: .center,
                              itemAlignment: .bottom)
    let frame = layOut(in: size(6, 10)) { ui in
      ui.flow(options: options) { ui in
        for (index, size) in sizes.enumerated() { ui.leaf(id: ElementID(index), size: size) }
      }
    }
    let expected = try Flow.layout(sizes, in: size(6, 10), options: options)
    for index in sizes.indices {
      #expect(frame.frame(of: ElementID(index)) == expected.frames[index])
    }
    // Line 1 fits exactly; line 2 is as tall as D, with C at its bottom; line 3 holds E.
    #expect(frame.asciiDrawing() == """
      AAA.BB
      ......
      .....D
      CCCC.D
      ......
      EEEEEE
      ......
      ......
      ......
      ......
      """)
  }

  @Test("A flow fills the width it is proposed and is as tall as its lines")
  func flowSize() {
    let frame = layOut(in: size(6, 10)) { ui in
      ui.flow(id: "flow", options: FlowOptions(itemSpacing: 1)) { ui in
        ui.leaf(id: "a", size: size(3, 1))
        ui.leaf(id: "b", size: size(2, 1))
        ui.leaf(id: "c", size: size(4, 1))
      }
    }
    expectFrames(frame, [
      ("flow", rect(0, 0, 6, 2)), ("a", rect(0, 0, 3, 1)), ("b", rect(4, 0, 2, 1)),
      ("c", rect(0, 1, 4, 1)),
    ])
    #expect(frame.contentSize == size(6, 2))
  }

  @Test("Measure closures in a flow are offered the line's width less the insets")
  func childProposal() {
    var proposals: [ProposedSize] = []
    // Text of 12 points that wraps to the width it is offered, in lines 1 point tall.
    let text: (ProposedSize) -> Size = { proposal in
      proposals.append(proposal)
      let width = Swift.min(12, proposal.width ?? 12)
      return size(width, (12 / width).rounded(.up))
    }
    let options = FlowOptions(insets: Insets(top: 0, leading: 1, bottom: 0, trailing: 1))
    let frame = layOut(in: size(10, 10)) { ui in
      ui.flow(options: options) { ui in ui.leaf(id: "text", measure: text) }
    }
    #expect(proposals == [ProposedSize(width: 8, height: nil)])
    #expect(frame.frame(of: "text") == rect(1, 0, 8, 2))
  }

  @Test("A flow offered no width never wraps and is as wide as its content")
  func unboundedFlow() {
    var proposals: [ProposedSize] = []
    let frame = layOut(in: size(.infinity, 3)) { ui in
      ui.flow(id: "flow", options: FlowOptions(itemSpacing: 1)) { ui in
        for index in 0..<4 {
          ui.leaf(id: ElementID(index)) { proposal in
            proposals.append(proposal)
            return size(3, 1)
          }
        }
      }
    }
    #expect(proposals == Array(repeating: .unspecified, count: 4))
    #expect(frame.frame(of: "flow") == rect(0, 0, 15, 1))
    #expect(frame.frame(of: 3) == rect(12, 0, 3, 1))
  }

  @Test("Containers inside a flow are measured and placed with their children")
  func nestedContainers() {
    let frame = layOut(in: size(7, 4)) { ui in
      ui.flow(options: FlowOptions(itemSpacing: 1)) { ui in
        ui.hstack(id: "chip", spacing: 1) { ui in
          ui.leaf(id: "icon", size: size(1, 1))
          ui.leaf(id: "label", size: size(3, 1))
        }
        ui.leaf(id: "next", size: size(3, 1))
      }
    }
    expectFrames(frame, [
      ("chip", rect(0, 0, 5, 1)), ("icon", rect(0, 0, 1, 1)), ("label", rect(2, 0, 3, 1)),
      ("next", rect(0, 1, 3, 1)),
    ])
  }

  @Test("A right-to-left flow offered no finite width mirrors within its content's width")
  func rightToLeftWithoutWidth() {
    let frame = layOut(in: size(.infinity, 3)) { ui in
      ui.flow(id: "flow", options: FlowOptions(itemSpacing: 1, direction: .rightToLeft)) { ui in
        ui.leaf(id: "a", size: size(2, 1))
        ui.leaf(id: "b", size: size(3, 1))
      }
    }
    #expect(frame.frame(of: "a") == rect(4, 0, 2, 1))
    #expect(frame.frame(of: "b") == rect(0, 0, 3, 1))
    #expect(frame.diagnostics.isEmpty)
  }

  @Test("A right-to-left flow mirrors in the width it is proposed")
  func rightToLeft() {
    let frame = layOut(in: size(6, 2)) { ui in
      ui.flow(options: FlowOptions(itemSpacing: 1, direction: .rightToLeft)) { ui in
        ui.leaf(id: "a", size: size(3, 1))
        ui.leaf(id: "b", size: size(2, 1))
      }
    }
    #expect(frame.asciiDrawing() == "BB.AAA\n......")
  }

  @Test("Invalid flow options are reported and replaced by the defaults")
  func invalidOptions() {
    let frame = layOut(in: size(6, 2)) { ui in
      ui.flow(id: "flow", options: FlowOptions(itemSpacing: -1)) { ui in
        ui.leaf(id: "a", size: size(3, 1))
        ui.leaf(id: "b", size: size(2, 1))
      }
    }
    #expect(frame.diagnostics == [.invalidOptions("flow", .invalidSpacing(name: "itemSpacing",
                                                                          value: -1))])
    #expect(frame.asciiDrawing() == "AAABB.\n......")
  }

  @Test("A flow whose finite lengths overflow places no item at an infinite point")
  func overflow() {
    // Found by fuzzing the engine (Tests/Fuzz/Corpus/engine/flow-overflowing-to-infinity): the
    // third item sat at y = inf, and a reader's content mirrored inside one at NaN.
    let frame = layOut(in: size(100, .infinity)) { ui in
      ui.flow(id: "column", options: FlowOptions(axis: .vertical)) { ui in
        ui.leaf(id: "a", size: size(10, .greatestFiniteMagnitude))
        ui.leaf(id: "b", size: size(10, .greatestFiniteMagnitude))
        ui.leaf(id: "c", size: size(10, 10))
      }
    }
    #expect(frame.frame(of: "c") == rect(0, 0, 10, 10))
    // The column's own height overflows too, and is clamped.
    #expect(frame.diagnostics == [
      .invalidSize("column", size(10, .infinity)),
      .invalidParameter("column", name: "the y of c", value: .infinity),
    ])
  }
}
