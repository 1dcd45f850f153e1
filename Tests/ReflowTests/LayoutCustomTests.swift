import Reflow
import Testing

/// Children corner to corner, each at its ideal size.
private struct Diagonal: Layout {
  func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
    subviews.reduce(Size.zero) { total, subview in
      let size = subview.sizeThatFits(.unspecified)
      return Size(width: total.width + size.width, height: total.height + size.height)
    }
  }

  func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
    var point = bounds.origin
    for subview in subviews {
      let size = subview.sizeThatFits(.unspecified)
      subview.place(at: point, proposal: .unspecified)
      point = Point(x: point.x + size.width, y: point.y + size.height)
    }
  }
}

/// Places only its first child, after asking every child about two proposals.
private struct FirstOnly: Layout {
  func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
    for subview in subviews {
      _ = subview.sizeThatFits(.zero)
      _ = subview.sizeThatFits(.unspecified)
    }
    return Size(width: 10, height: 10)
  }

  func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
    subviews.first?.place(at: Point(x: bounds.maxX - 1, y: bounds.maxY - 1), proposal: .zero)
  }
}

/// Answers a size no layout may have.
private struct Broken: Layout {
  func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
    Size(width: -1, height: .infinity)
  }

  func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {}
}

/// Places its children right to left, last child first.
private struct Reversed: Layout {
  func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
    HStackLayout().sizeThatFits(proposal: proposal, subviews: subviews)
  }

  func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
    var x = bounds.minX
    for subview in subviews.reversed() {
      let size = subview.sizeThatFits(ProposedSize(width: nil, height: proposal.height))
      subview.place(at: Point(x: x, y: bounds.minY),
                    proposal: ProposedSize(width: nil, height: proposal.height))
      x += size.width
    }
  }
}

@Suite struct LayoutCustomTests {
  @Test("Paint order is declaration order, whatever order a layout places its children in")
  func paintOrderIsTreeOrder() {
    let frame = layOut(in: size(5, 1)) { ui in
      ui.layout(Reversed()) { ui in
        ui.leaf(id: "a", size: size(2, 1))
        ui.leaf(id: "b", size: size(3, 1))
      }
    }
    #expect(frame.renderCommands.map(\.id) == ["a", "b"])
    #expect(frame.asciiDrawing() == "BBBAA")
  }

  @Test("A custom layout sizes and places its subviews")
  func diagonal() {
    let frame = layOut(in: size(6, 4)) { ui in
      ui.layout(id: "diagonal", Diagonal()) { ui in
        ui.leaf(id: "a", size: size(2, 1))
        ui.leaf(id: "b", size: size(3, 2))
      }
    }
    expectFrames(frame, [("diagonal", rect(0, 0, 5, 3)), ("a", rect(0, 0, 2, 1)),
                         ("b", rect(2, 1, 3, 2))])
    #expect(frame.asciiDrawing() == "AA....\n..BBB.\n..BBB.\n......")
  }

  @Test("Subviews answer each proposal once and keep their ids; unplaced ones sit at the origin")
  func measuringAndPlacing() {
    var calls: [ProposedSize] = []
    var ids: [ElementID] = []
    struct Recorder: Layout {
      let record: ([ElementID]) -> Void
      func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        record(subviews.map(\.id))
        return FirstOnly().sizeThatFits(proposal: proposal, subviews: subviews)
      }
      func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        FirstOnly().placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
      }
    }
    let frame = layOut(in: size(20, 20)) { ui in
      ui.padding(3) { ui in
        ui.layout(Recorder { ids = $0 }) { ui in
          ui.leaf(id: "placed") { proposal in
            calls.append(proposal)
            return proposal == .zero ? size(1, 1) : size(4, 4)
          }
          ui.leaf(id: "unplaced", size: size(2, 2))
        }
      }
    }
    #expect(ids == ["placed", "unplaced"])
    // .zero, then .unspecified, then .zero again when placed: the cache keeps only the last.
    #expect(calls == [.zero, .unspecified, .zero])
    expectFrames(frame, [("placed", rect(12, 12, 1, 1)), ("unplaced", rect(3, 3, 2, 2))])
  }

  @Test("A custom layout's bad size is reported and clamped")
  func broken() {
    let frame = layOut(in: size(5, 5)) { ui in ui.layout(id: "broken", Broken()) { _ in } }
    #expect(frame.frame(of: "broken") == rect(0, 0, 0, 0))
    #expect(frame.diagnostics == [.invalidSize("broken", Size(width: -1, height: .infinity))])
  }

  @Test("The built-in layouts can be used as custom layouts with the same result")
  func builtInsAsCustom() {
    let builtIn = layOut(in: size(9, 9)) { ui in
      ui.hstack(spacing: 1, alignment: .bottom) { ui in
        ui.leaf(id: "a", size: size(2, 3))
        ui.leaf(id: "b", size: size(1, 1))
      }
    }
    let custom = layOut(in: size(9, 9)) { ui in
      ui.layout(HStackLayout(spacing: 1, alignment: .bottom)) { ui in
        ui.leaf(id: "a", size: size(2, 3))
        ui.leaf(id: "b", size: size(1, 1))
      }
    }
    #expect(builtIn.renderCommands == custom.renderCommands)
    #expect(custom.frame(of: "b") == rect(3, 2, 1, 1))
  }
}
