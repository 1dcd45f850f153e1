import Reflow
import ReflowTesting
import Testing

/// The engine-wide layout direction: every container reads leading to trailing, and right to
/// left the engine mirrors each container's children within its bounds.
@Suite struct EngineLayoutDirectionTests {
  /// Lays out one arrangement right to left in a fresh engine.
  private func layOutRightToLeft(
    in size: Size, _ content: (ElementBuilder) -> Void
  ) -> Arrangement {
    let engine = LayoutEngine()
    engine.layoutDirection = .rightToLeft
    let arrangement = engine.arrange(in: size, content)
    #expect(arrangement.checkInvariants() == [])
    return arrangement
  }

  @Test("A row reads from the right: its first child is against the window's right edge")
  func row() {
    let arrangement = layOutRightToLeft(in: size(8, 2)) { ui in
      ui.hstack(spacing: 1, alignment: .top) { ui in
        ui.leaf(id: "a", size: size(2, 2))
        ui.leaf(id: "b", size: size(3, 1))
      }
    }
    #expect(arrangement.asciiDrawing() == "..BBB.AA\n......AA")
  }

  @Test("Padding's leading inset is on the right, and a leading column hugs the right edge")
  func paddingAndColumn() {
    let arrangement = layOutRightToLeft(in: size(6, 3)) { ui in
      ui.padding(Insets(top: 1, leading: 1, bottom: 0, trailing: 0)) { ui in
        ui.vstack(id: "column", alignment: .leading) { ui in
          ui.leaf(id: "a", size: size(4, 1))
          ui.leaf(id: "b", size: size(2, 1))
        }
      }
    }
    #expect(arrangement.frame(of: "a") == rect(1, 1, 4, 1))
    #expect(arrangement.frame(of: "b") == rect(3, 2, 2, 1))
  }

  @Test("Alignments name edges by direction", arguments: [
    (BoxAlignment.topLeading, rect(7, 0, 3, 2)), (.topTrailing, rect(0, 0, 3, 2)),
    (.center, rect(3.5, 4, 3, 2)),
  ])
  func alignment(_ alignment: BoxAlignment, expected: Rect) {
    let arrangement = layOutRightToLeft(in: size(10, 10)) { ui in
      ui.frame(width: 10, height: 10, alignment: alignment) { ui in
        ui.leaf(id: "a", size: size(3, 2))
      }
    }
    #expect(arrangement.frame(of: "a") == expected)
  }

  @Test("A flow without a direction follows the engine; an explicit one wins")
  func flows() {
    let arrangement = layOutRightToLeft(in: size(6, 2)) { ui in
      ui.vstack { ui in
        ui.flow(options: FlowOptions(itemSpacing: 1)) { ui in
          ui.leaf(id: "a", size: size(3, 1))
          ui.leaf(id: "b", size: size(2, 1))
        }
        ui.flow(options: FlowOptions(itemSpacing: 1, direction: .leftToRight)) { ui in
          ui.leaf(id: "c", size: size(3, 1))
          ui.leaf(id: "d", size: size(2, 1))
        }
      }
    }
    #expect(arrangement.asciiDrawing() == "BB.AAA\nCCC.DD")
  }

  @Test("layoutDirection(_:) changes the direction of a subtree only")
  func subtree() {
    let arrangement = LayoutEngine().arrange(in: size(5, 2)) { ui in
      ui.vstack(alignment: .leading) { ui in
        ui.hstack(spacing: 1) { ui in
          ui.leaf(id: "a", size: size(1, 1))
          ui.leaf(id: "b", size: size(2, 1))
        }
        ui.layoutDirection(.rightToLeft) { ui in
          ui.hstack(spacing: 1) { ui in
            ui.leaf(id: "c", size: size(1, 1))
            ui.leaf(id: "d", size: size(2, 1))
          }
        }
      }
    }
    #expect(arrangement.asciiDrawing() == "A.BB.\nDD.C.")
  }

  @Test("A horizontal scroll starts at its content's right end, and the offset moves leftwards")
  func scroll() {
    let engine = LayoutEngine()
    engine.layoutDirection = .rightToLeft
    let content: (ElementBuilder) -> Void = { ui in
      ui.scroll(id: "shelf", axis: .horizontal) { ui in
        ui.hstack { ui in
          for index in 0..<5 { ui.leaf(id: ElementID(index), size: size(2, 1)) }
        }
      }
    }
    let start = engine.arrange(in: size(4, 1), content)
    #expect(start.frame(of: ElementID(0)) == rect(2, 0, 2, 1))
    engine.setScrollOffset(Point(x: 2, y: 0), for: "shelf")
    let moved = engine.arrange(in: size(4, 1), content)
    #expect(moved.frame(of: ElementID(0)) == rect(4, 0, 2, 1))
    #expect(moved.frame(of: ElementID(1)) == rect(2, 0, 2, 1))
  }

  @Test("A geometry reader knows its direction and its content starts at its right edge")
  func reader() {
    var direction: WritingDirection?
    let arrangement = layOutRightToLeft(in: size(6, 2)) { ui in
      ui.geometryReader(id: "reader") { proxy, ui in
        direction = proxy.layoutDirection
        ui.leaf(id: "a", size: size(2, 1))
      }
    }
    #expect(direction == .rightToLeft)
    #expect(arrangement.frame(of: "a") == rect(4, 0, 2, 1))
  }

  @Test("A custom layout is mirrored without knowing it, and can ask for the direction")
  func customLayout() {
    struct Row: ContainerLayout {
      let seen: Box
      func sizeThatFits(proposal: ProposedSize, children: LayoutChildren) -> Size {
        Size(width: Double(children.count) * 2, height: 1)
      }
      func placeChildren(in bounds: Rect, proposal: ProposedSize, children: LayoutChildren) {
        seen.direction = children.layoutDirection
        for (index, child) in children.enumerated() {
          child.place(at: Point(x: bounds.minX + Double(index) * 2, y: bounds.minY),
                      proposal: .unspecified)
        }
      }
    }
    final class Box: @unchecked Sendable { var direction: WritingDirection? }
    let box = Box()
    let arrangement = layOutRightToLeft(in: size(4, 1)) { ui in
      ui.layout(Row(seen: box)) { ui in
        ui.leaf(id: "a", size: size(1, 1))
        ui.leaf(id: "b", size: size(2, 1))
      }
    }
    #expect(box.direction == .rightToLeft)
    #expect(arrangement.asciiDrawing() == "BB.A")
  }

  @Test("Right to left is the mirror image of left to right, for any tree in a finite window")
  func mirrorProperty() {
    let cases = Gen<(ElementTree, Double)>.zip(.elementTree(), .double(in: 0...400, step: 0.5))
    check(cases) { tree, width in
      let window = Size(width: width, height: 300)
      let leftToRight = LayoutEngine().arrange(in: window) { tree.declare(in: $0) }
      let engine = LayoutEngine()
      engine.layoutDirection = .rightToLeft
      let rightToLeft = engine.arrange(in: window) { tree.mirrored.declare(in: $0) }
      var violations: [Violation] = []
      for element in tree.preorder {
        guard let frame = leftToRight.frame(of: element.elementID) else { continue }
        let expected = Rect(
          x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
        let found = rightToLeft.frame(of: element.elementID)
        guard let found, abs(found.minX - expected.minX) < 1e-9,
          abs(found.minY - expected.minY) < 1e-9, found.size == expected.size
        else {
          violations.append(Violation(
            "mirror", "element \(element.id) is at \(String(describing: found)) right to left;"
              + " the mirror of \(frame) is \(expected)"))
          continue
        }
      }
      return violations
    }
  }
}
