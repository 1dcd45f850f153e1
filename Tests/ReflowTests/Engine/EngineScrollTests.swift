import Reflow
import Testing

/// Five rows, four wide and one tall, in a vertical scroll container with a 4 x 3 viewport.
private func rows(_ ui: ElementBuilder) {
  ui.scroll(id: "scroll") { ui in
    ui.vstack { ui in
      for row in 0..<5 { ui.leaf(id: ElementID(row), size: size(4, 1)) }
    }
  }
}

@Suite struct EngineScrollTests {
  @Test("A scroll container is its viewport; content outside it emits no render command")
  func viewport() {
    let frame = layOut(in: size(4, 3), rows)
    #expect(frame.frame(of: "scroll") == rect(0, 0, 4, 3))
    #expect(frame.renderCommands.map(\.id) == ["scroll", 0, 1, 2])
    #expect(frame.renderCommands.first?.clip == nil)
    #expect(frame.renderCommands.dropFirst().allSatisfy { $0.clip == rect(0, 0, 4, 3) })
    #expect(frame.command(for: 4) == RenderCommand(
      id: 4, rect: rect(0, 4, 4, 1), clip: rect(0, 0, 4, 3), depth: 2, isLeaf: true))
    #expect(frame.asciiDrawing() == "AAAA\nBBBB\nCCCC")
  }

  @Test("The scroll offset moves the content under the viewport")
  func offset() {
    let engine = LayoutEngine()
    engine.setScrollOffset(Point(x: 0, y: 1), for: "scroll")
    let frame = engine.arrange(in: size(4, 3), rows)
    #expect(frame.frame(of: 0) == rect(0, -1, 4, 1))
    #expect(frame.renderCommands.map(\.id) == ["scroll", 1, 2, 3])
    #expect(frame.asciiDrawing() == "BBBB\nCCCC\nDDDD")
  }

  @Test("The offset is clamped to the content along the axis, 0 across, and kept clamped",
        arguments: [
          (Point(x: 5, y: 100), Point(x: 0, y: 2)), (Point(x: -3, y: -4), Point.zero),
          (Point(x: 0, y: 1.5), Point(x: 0, y: 1.5)),
        ])
  func clamped(requested: Point, kept: Point) {
    let engine = LayoutEngine()
    engine.setScrollOffset(requested, for: "scroll")
    let frame = engine.arrange(in: size(4, 3), rows)
    #expect(engine.scrollOffset(for: "scroll") == kept)
    #expect(frame.frame(of: 0) == rect(0, -kept.y, 4, 1))
  }

  @Test("Content shorter than the viewport does not scroll")
  func shortContent() {
    let engine = LayoutEngine()
    engine.setScrollOffset(Point(x: 0, y: 3), for: "scroll")
    _ = engine.arrange(in: size(4, 10), rows)
    #expect(engine.scrollOffset(for: "scroll") == .zero)
  }

  @Test("A scroll container offers its content an unspecified length along its axis")
  func proposals() {
    var proposals: [ProposedSize] = []
    let record: (ProposedSize) -> Size = { proposal in
      proposals.append(proposal)
      return size(1, 1)
    }
    _ = layOut(in: size(6, 4)) { ui in
      ui.scroll(id: "down") { ui in ui.leaf(id: "a", measure: record) }
      ui.scroll(id: "across", axis: .horizontal) { ui in ui.leaf(id: "b", measure: record) }
    }
    #expect(proposals == [ProposedSize(width: 6, height: nil), ProposedSize(width: nil, height: 4)])
  }

  @Test("A flow in a horizontal scroll container never wraps, and scrolls sideways")
  func horizontalFlow() {
    let engine = LayoutEngine()
    engine.setScrollOffset(Point(x: 2, y: 0), for: "tags")
    let frame = engine.arrange(in: size(5, 1)) { ui in
      ui.scroll(id: "tags", axis: .horizontal) { ui in
        ui.flow(options: FlowOptions(itemSpacing: 1)) { ui in
          for index in 0..<3 { ui.leaf(id: ElementID(index), size: size(2, 1)) }
        }
      }
    }
    #expect(frame.frame(of: 2) == rect(4, 0, 2, 1))
    #expect(frame.asciiDrawing() == ".BB.C")
  }

  @Test("A scroll container offered no height takes its content's")
  func unboundedScroll() {
    let frame = layOut(in: size(4, .infinity), rows)
    #expect(frame.frame(of: "scroll") == rect(0, 0, 4, 5))
    #expect(frame.renderCommands.count == 6)
  }

  @Test("Nested scroll containers clip to the intersection of their viewports")
  func nestedClip() {
    let engine = LayoutEngine()
    engine.setScrollOffset(Point(x: 0, y: 2), for: "outer")
    let frame = engine.arrange(in: size(6, 4)) { ui in
      ui.scroll(id: "outer") { ui in
        ui.vstack(alignment: .leading) { ui in
          ui.leaf(id: "top", size: size(6, 3))
          ui.frame(height: 3) { ui in
            ui.scroll(id: "inner", axis: .horizontal) { ui in
              ui.leaf(id: "wide", size: size(10, 3))
            }
          }
        }
      }
    }
    // The inner viewport is (0, 1, 6, 3) after the outer offset; the outer one is (0, 0, 6, 4).
    #expect(frame.frame(of: "inner") == rect(0, 1, 6, 3))
    #expect(frame.command(for: "wide")?.clip == rect(0, 1, 6, 3))
    #expect(frame.command(for: "top")?.clip == rect(0, 0, 6, 4))
    #expect(frame.asciiDrawing() == "AAAAAA\nBBBBBB\nBBBBBB\nBBBBBB")
  }

  @Test("Setting an offset during a frame runs another pass that shows it")
  func offsetFromAction() {
    let engine = LayoutEngine()
    let frame = engine.arrange(in: size(4, 3)) { ui in
      rows(ui)
      ui.leaf(id: "trigger", size: .zero).onPreferenceChange(MarkerKey.self) { _ in
        engine.setScrollOffset(Point(x: 0, y: 2), for: "scroll")
      }
    }
    #expect(frame.passCount == 2)
    #expect(frame.isSettled)
    #expect(frame.frame(of: 2) == rect(0, 0, 4, 1))
  }
}

/// A key no element sets: its observers see the default once, on their first frame.
enum MarkerKey: ElementPreferenceKey {
  static let defaultValue = 0
  static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}
