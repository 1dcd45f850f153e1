import Reflow
import Testing

/// Lays out one frame in a fresh engine, and requires the frame's invariants.
func layOut(
  in size: Size, sourceLocation: SourceLocation = #_sourceLocation,
  _ content: (ElementBuilder) -> Void
) -> Arrangement {
  let frame = LayoutEngine().arrange(in: size, content)
  #expect(frame.checkInvariants() == [], sourceLocation: sourceLocation)
  return frame
}

/// Requires the frame of each id, in order, to be exactly the rectangle given.
func expectFrames(
  _ frame: Arrangement, _ expected: [(ElementID, Rect)],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  for (id, rect) in expected {
    #expect(frame.frame(of: id) == rect, "frame of \(id)", sourceLocation: sourceLocation)
  }
}

/// Shorthand for a size.
func size(_ width: Double, _ height: Double) -> Size { Size(width: width, height: height) }

/// Shorthand for a rectangle.
func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
  Rect(x: x, y: y, width: width, height: height)
}

@Suite struct EngineFrameTests {
  @Test("Top-level elements sit at the root's top-left corner, proposed the frame's size")
  func topLevel() {
    var proposals: [ProposedSize] = []
    let frame = layOut(in: size(8, 3)) { ui in
      ui.leaf(id: "a", size: size(3, 1))
      ui.leaf(id: "b") { proposal in
        proposals.append(proposal)
        return size(2, 2)
      }
    }
    expectFrames(frame, [("a", rect(0, 0, 3, 1)), ("b", rect(0, 0, 2, 2))])
    #expect(proposals == [ProposedSize(width: 8, height: 3)])
    #expect(frame.contentSize == size(3, 2))
    #expect(frame.size == size(8, 3))
    #expect(frame.isSettled)
    #expect(frame.passCount == 1)
    #expect(frame.diagnostics.isEmpty)
  }

  @Test("Render commands come in paint order with depths, and only for identified elements")
  func paintOrder() {
    let frame = layOut(in: size(10, 4)) { ui in
      ui.vstack(id: "column", alignment: .leading) { ui in
        ui.leaf(id: "a", size: size(4, 1))
        ui.hstack { ui in
          ui.leaf(id: "b", size: size(2, 1))
          ui.leaf(id: "c", size: size(3, 1))
        }
      }
      ui.leaf(id: "d", size: size(1, 1))
    }
    let commands = frame.renderCommands
    #expect(commands.map(\.id) == ["column", "a", "b", "c", "d"])
    #expect(commands.map(\.depth) == [0, 1, 2, 2, 0])
    #expect(commands.map(\.isLeaf) == [false, true, true, true, true])
    #expect(commands.allSatisfy { $0.clip == nil })
    expectFrames(frame, [
      ("column", rect(0, 0, 5, 2)), ("a", rect(0, 0, 4, 1)), ("b", rect(0, 1, 2, 1)),
      ("c", rect(2, 1, 3, 1)), ("d", rect(0, 0, 1, 1)),
    ])
    // "d" is painted last, over the corner of "a".
    #expect(frame.asciiDrawing() == """
      DAAA......
      BBCCC.....
      ..........
      ..........
      """)
  }

  @Test("Queries by an unknown id answer nil")
  func unknownID() {
    let frame = layOut(in: size(4, 4)) { ui in ui.leaf(id: 1, size: size(1, 1)) }
    #expect(frame.frame(of: 2) == nil)
    #expect(frame.command(for: "1") == nil)
    #expect(frame.frame(of: 1) == rect(0, 0, 1, 1))
  }

  @Test("Integer, name and indexed ids are distinct and print readably")
  func ids() {
    let ids: [ElementID] = [1, "1", ElementID("1", index: 1), ElementID("tag", index: 1)]
    #expect(Set(ids).count == 4)
    #expect(ids.map(\.description) == ["1", "1", "1[1]", "tag[1]"])
    #expect(ElementID("tag", index: 2) == ElementID("tag", index: 2))
  }

  @Test("A NaN or negative frame size is reported and counts as 0")
  func invalidFrameSize() {
    let frame = layOut(in: size(-5, .nan)) { ui in ui.leaf(id: "a", size: size(1, 1)) }
    #expect(frame.size == size(0, 0))
    #expect(frame.diagnostics.count == 1)
    #expect(frame.frame(of: "a") == rect(0, 0, 1, 1))
  }

  @Test("An infinite frame dimension proposes an unspecified one")
  func infiniteFrame() {
    var proposals: [ProposedSize] = []
    let frame = layOut(in: size(6, .infinity)) { ui in
      ui.leaf(id: "a") { proposal in
        proposals.append(proposal)
        return size(6, 2)
      }
    }
    #expect(proposals == [ProposedSize(width: 6, height: nil)])
    #expect(frame.asciiDrawing() == "AAAAAA\nAAAAAA")
  }

  @Test("Calling arrange(in:) inside a frame returns an empty frame with a diagnostic")
  func reentrantArrangement() {
    let engine = LayoutEngine()
    var inner: Arrangement?
    let outer = engine.arrange(in: size(4, 4)) { ui in
      inner = engine.arrange(in: size(2, 2)) { ui in ui.leaf(id: "x", size: size(1, 1)) }
      ui.leaf(id: "a", size: size(1, 1))
    }
    #expect(inner?.diagnostics == [.reentrantArrangement])
    #expect(inner?.renderCommands.isEmpty == true)
    #expect(outer.frame(of: "a") == rect(0, 0, 1, 1))
    #expect(outer.diagnostics.isEmpty)
  }

  @Test("A measure closure's bad size is reported and clamped to zero")
  func invalidMeasuredSize() {
    let frame = layOut(in: size(4, 4)) { ui in
      ui.leaf(id: "a") { _ in size(.nan, -2) }
      ui.leaf(id: "b", size: size(.infinity, 1))
    }
    #expect(frame.frame(of: "a") == rect(0, 0, 0, 0))
    #expect(frame.frame(of: "b") == rect(0, 0, 0, 1))
    #expect(frame.diagnostics.count == 2)
    #expect(frame.diagnostics.allSatisfy { if case .invalidSize = $0 { true } else { false } })
  }

  @Test("A frame is a value: it keeps its answers after the engine lays out the next frame")
  func frameIsAValue() {
    let engine = LayoutEngine()
    let first = engine.arrange(in: size(6, 2)) { ui in
      ui.hstack(spacing: 1) { ui in
        ui.leaf(id: "a", size: size(2, 1)).preference(SumKey.self, value: 2)
        ui.leaf(id: "b", size: size(3, 1))
      }
    }
    let second = engine.arrange(in: size(6, 2)) { ui in
      ui.vstack { ui in
        ui.leaf(id: "b", size: size(1, 2))
        ui.leaf(id: "c", size: size(1, 1)).preference(SumKey.self, value: 5)
      }
    }
    #expect(first.asciiDrawing() == "AA.BBB\n......")
    #expect(first.frame(of: "b") == rect(3, 0, 3, 1))
    #expect(first.frame(of: "c") == nil)
    #expect(first.preference(SumKey.self) == 2)
    #expect(first.checkInvariants().isEmpty)
    #expect(second.frame(of: "b") == rect(0, 0, 1, 2))
    #expect(second.preference(SumKey.self) == 5)
    #expect(engine.lastArrangement?.frame(of: "c") == rect(0, 2, 1, 1))
  }

  @Test("The builder ignores calls made after its frame")
  func staleBuilder() {
    let engine = LayoutEngine()
    var kept: ElementBuilder?
    _ = engine.arrange(in: size(4, 4)) { ui in kept = ui }
    kept?.leaf(id: "late", size: size(1, 1))
    let frame = engine.arrange(in: size(4, 4)) { _ in }
    #expect(frame.frame(of: "late") == nil)
  }
}
