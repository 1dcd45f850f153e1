import Reflow
import Testing

@Suite struct LayoutStackTests {
  @Test("A row places children left to right, spaced, aligned across its height",
        arguments: [(BoxAlignment.Vertical.top, 0.0), (.center, 0.5), (.bottom, 1.0)])
  func hstack(alignment: BoxAlignment.Vertical, y: Double) {
    let frame = layOut(in: size(10, 10)) { ui in
      ui.hstack(id: "row", spacing: 1, alignment: alignment) { ui in
        ui.leaf(id: "a", size: size(2, 2))
        ui.leaf(id: "b", size: size(3, 1))
      }
    }
    expectFrames(frame, [("row", rect(0, 0, 6, 2)), ("a", rect(0, 0, 2, 2)),
                         ("b", rect(3, y, 3, 1))])
  }

  @Test("A top-aligned row, drawn")
  func hstackDrawing() {
    let frame = layOut(in: size(6, 2)) { ui in
      ui.hstack(spacing: 1, alignment: .top) { ui in
        ui.leaf(id: "a", size: size(2, 2))
        ui.leaf(id: "b", size: size(3, 1))
      }
    }
    #expect(frame.asciiDrawing() == "AA.BBB\nAA....")
  }

  @Test("A column places children top to bottom, spaced, aligned across its width",
        arguments: [(BoxAlignment.Horizontal.leading, 0.0), (.center, 1.0), (.trailing, 2.0)])
  func vstack(alignment: BoxAlignment.Horizontal, x: Double) {
    let frame = layOut(in: size(10, 10)) { ui in
      ui.vstack(id: "column", spacing: 1, alignment: alignment) { ui in
        ui.leaf(id: "a", size: size(4, 1))
        ui.leaf(id: "b", size: size(2, 1))
      }
    }
    expectFrames(frame, [("column", rect(0, 0, 4, 3)), ("a", rect(0, 0, 4, 1)),
                         ("b", rect(x, 2, 2, 1))])
  }

  @Test("A row offers its height and leaves widths ideal; a column offers its width")
  func proposals() {
    var row: [ProposedSize] = []
    var column: [ProposedSize] = []
    _ = layOut(in: size(8, 6)) { ui in
      ui.hstack { ui in
        ui.leaf(id: "r") { proposal in
          row.append(proposal)
          return size(1, 1)
        }
      }
      ui.vstack { ui in
        ui.leaf(id: "c") { proposal in
          column.append(proposal)
          return size(1, 1)
        }
      }
    }
    #expect(row == [ProposedSize(width: nil, height: 6)])
    #expect(column == [ProposedSize(width: 8, height: nil)])
  }

  @Test("Text in a column wraps to the column's width")
  func textWraps() {
    let frame = layOut(in: size(4, 10)) { ui in
      ui.vstack(alignment: .leading) { ui in
        ui.leaf(id: "text") { proposal in
          let width = Swift.min(10, proposal.width ?? 10)
          return size(width, (10 / width).rounded(.up))
        }
        ui.leaf(id: "after", size: size(1, 1))
      }
    }
    expectFrames(frame, [("text", rect(0, 0, 4, 3)), ("after", rect(0, 3, 1, 1))])
  }

  @Test("An empty stack has zero size")
  func empty() {
    let frame = layOut(in: size(5, 5)) { ui in ui.hstack(id: "row", spacing: 3) { _ in } }
    #expect(frame.frame(of: "row") == rect(0, 0, 0, 0))
  }

  @Test("A negative or NaN spacing is reported and counts as 0", arguments: [-1.0, .nan])
  func invalidSpacing(spacing: Double) {
    let frame = layOut(in: size(5, 5)) { ui in
      ui.vstack(id: "column", spacing: spacing) { ui in
        ui.leaf(id: "a", size: size(1, 1))
        ui.leaf(id: "b", size: size(1, 1))
      }
    }
    #expect(frame.frame(of: "b") == rect(0, 1, 1, 1))
    #expect(frame.diagnostics.count == 1)
    if case .invalidParameter(let id, let name, _) = frame.diagnostics.first {
      #expect(id == "column" && name == "spacing")
    } else {
      Issue.record("expected an invalid parameter diagnostic, got \(frame.diagnostics)")
    }
  }

  @Test("A stack whose finite lengths overflow places no element at an infinite or NaN point")
  func overflow() {
    // Found by fuzzing the engine (Tests/Fuzz/Corpus/engine/overflowing-stack-mirrored-nan):
    // the third child sat at x = inf, -inf right to left, and its content at NaN.
    let engine = LayoutEngine()
    engine.layoutDirection = .rightToLeft
    let frame = engine.arrange(in: Size(width: .infinity, height: .infinity)) { ui in
      ui.hstack(id: "row", spacing: .greatestFiniteMagnitude) { ui in
        ui.leaf(id: "a", size: size(10, 10))
        ui.leaf(id: "b", size: size(10, 10))
        ui.singleLine(id: "line") { ui in ui.leaf(id: "c", size: size(10, 10)) }
      }
    }
    #expect(frame.renderCommands.count == 5)
    for command in frame.renderCommands {
      #expect(command.rect.minX.isFinite && command.rect.minY.isFinite, "\(command)")
    }
    #expect(frame.diagnostics.contains(.invalidSize("row", Size(width: .infinity, height: 10))))
    #expect(frame.diagnostics.contains(.invalidParameter("row", name: "the x of line",
                                                         value: -.infinity)))
  }
}
