import Reflow
import Testing

/// Children corner to corner, each at its ideal size.
private struct Diagonal: ContainerLayout {
  func sizeThatFits(proposal: ProposedSize, children: LayoutChildren) -> Size {
    children.reduce(Size.zero) { total, child in
      let size = child.sizeThatFits(.unspecified)
      return Size(width: total.width + size.width, height: total.height + size.height)
    }
  }

  func placeChildren(in bounds: Rect, proposal: ProposedSize, children: LayoutChildren) {
    var point = bounds.origin
    for child in children {
      let size = child.sizeThatFits(.unspecified)
      child.place(at: point, proposal: .unspecified)
      point = Point(x: point.x + size.width, y: point.y + size.height)
    }
  }
}

/// Places only its first child, after asking every child about two proposals.
private struct FirstOnly: ContainerLayout {
  func sizeThatFits(proposal: ProposedSize, children: LayoutChildren) -> Size {
    for child in children {
      _ = child.sizeThatFits(.zero)
      _ = child.sizeThatFits(.unspecified)
    }
    return Size(width: 10, height: 10)
  }

  func placeChildren(in bounds: Rect, proposal: ProposedSize, children: LayoutChildren) {
    children.first?.place(at: Point(x: bounds.maxX - 1, y: bounds.maxY - 1), proposal: .zero)
  }
}

/// Answers a size no layout may have.
private struct Broken: ContainerLayout {
  func sizeThatFits(proposal: ProposedSize, children: LayoutChildren) -> Size {
    Size(width: -1, height: .infinity)
  }

  func placeChildren(in bounds: Rect, proposal: ProposedSize, children: LayoutChildren) {}
}

/// Places its first child at `point`, whatever it is.
private struct PlacedAt: ContainerLayout {
  var point: Point

  func sizeThatFits(proposal: ProposedSize, children: LayoutChildren) -> Size {
    Size(width: 4, height: 4)
  }

  func placeChildren(in bounds: Rect, proposal: ProposedSize, children: LayoutChildren) {
    children.first?.place(at: point, proposal: .unspecified)
  }
}

/// Places its children right to left, last child first.
private struct Reversed: ContainerLayout {
  func sizeThatFits(proposal: ProposedSize, children: LayoutChildren) -> Size {
    HorizontalStackLayout().sizeThatFits(proposal: proposal, children: children)
  }

  func placeChildren(in bounds: Rect, proposal: ProposedSize, children: LayoutChildren) {
    var x = bounds.minX
    for child in children.reversed() {
      let size = child.sizeThatFits(ProposedSize(width: nil, height: proposal.height))
      child.place(at: Point(x: x, y: bounds.minY),
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

  @Test("A custom layout sizes and places its children")
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

  @Test("Children answer each proposal once and keep their ids; unplaced ones sit at the origin")
  func measuringAndPlacing() {
    var calls: [ProposedSize] = []
    var ids: [ElementID] = []
    struct Recorder: ContainerLayout {
      let record: ([ElementID]) -> Void
      func sizeThatFits(proposal: ProposedSize, children: LayoutChildren) -> Size {
        record(children.map(\.id))
        return FirstOnly().sizeThatFits(proposal: proposal, children: children)
      }
      func placeChildren(in bounds: Rect, proposal: ProposedSize, children: LayoutChildren) {
        FirstOnly().placeChildren(in: bounds, proposal: proposal, children: children)
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
      ui.layout(HorizontalStackLayout(spacing: 1, alignment: .bottom)) { ui in
        ui.leaf(id: "a", size: size(2, 3))
        ui.leaf(id: "b", size: size(1, 1))
      }
    }
    #expect(builtIn.renderCommands == custom.renderCommands)
    #expect(custom.frame(of: "b") == rect(3, 2, 1, 1))
  }

  @Test("A child placed at a NaN or infinite point sits at 0 there, and it is reported",
        arguments: [WritingDirection.leftToRight, .rightToLeft])
  func notANumberPoint(_ direction: WritingDirection) {
    // Found by fuzzing the engine: the child and everything inside it sat at infinity, or at
    // NaN once mirrored right to left.
    let engine = LayoutEngine()
    engine.layoutDirection = direction
    let frame = engine.arrange(in: size(10, 10)) { ui in
      ui.layout(id: "odd", PlacedAt(point: Point(x: .infinity, y: .nan))) { ui in
        ui.hstack(id: "row") { ui in ui.leaf(id: "a", size: size(2, 1)) }
      }
    }
    expectFrames(frame, [("row", rect(0, 0, 2, 1)), ("a", rect(0, 0, 2, 1))])
    let reported = frame.diagnostics.map(\.description)
    #expect(reported.count == 2)
    #expect(reported.allSatisfy { $0.hasPrefix("'odd' has the ") && $0.contains(" of row = ") })
  }
}
