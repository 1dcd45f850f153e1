import Reflow
import Testing

@Suite struct LayoutPaddingTests {
  @Test("Padding adds its insets around its child")
  func insets() {
    let frame = layOut(in: size(5, 2)) { ui in
      ui.padding(id: "pad", Insets(top: 1, leading: 2, bottom: 0, trailing: 1)) { ui in
        ui.leaf(id: "a", size: size(2, 1))
      }
    }
    expectFrames(frame, [("pad", rect(0, 0, 5, 2)), ("a", rect(2, 1, 2, 1))])
    #expect(frame.asciiDrawing() == ".....\n..AA.")
  }

  @Test("Padding offers its child the proposal less the insets, never below zero")
  func proposals() {
    var proposals: [ProposedSize] = []
    let record: (ProposedSize) -> Size = { proposal in
      proposals.append(proposal)
      return size(1, 1)
    }
    _ = layOut(in: size(10, 6)) { ui in
      ui.padding(Insets(top: 1, leading: 2, bottom: 0, trailing: 1)) { ui in
        ui.leaf(id: "a", measure: record)
      }
      ui.padding(20) { ui in ui.leaf(id: "b", measure: record) }
      ui.singleLine { ui in
        ui.padding(1) { ui in ui.leaf(id: "c", measure: record) }
      }
    }
    #expect(proposals == [
      ProposedSize(width: 7, height: 5), ProposedSize(width: 0, height: 0), .unspecified,
    ])
  }

  @Test("A negative inset is reported and counts as 0")
  func invalidInset() {
    let frame = layOut(in: size(5, 5)) { ui in
      ui.padding(id: "pad", Insets(top: -1, leading: 1)) { ui in
        ui.leaf(id: "a", size: size(1, 1))
      }
    }
    #expect(frame.frame(of: "a") == rect(1, 0, 1, 1))
    #expect(frame.diagnostics == [.invalidParameter("pad", name: "top", value: -1)])
  }
}
