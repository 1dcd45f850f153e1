import Reflow
import Testing

/// Cards side by side when the width allows, stacked otherwise.
private func adaptive(_ ui: ElementBuilder) {
  ui.geometryReader(id: "reader") { proxy, ui in
    if proxy.size.width >= 7 {
      ui.hstack(spacing: 1) { ui in
        ui.leaf(id: "a", size: size(3, 2))
        ui.leaf(id: "b", size: size(3, 2))
      }
    } else {
      ui.vstack { ui in
        ui.leaf(id: "a", size: size(3, 2))
        ui.leaf(id: "b", size: size(3, 2))
      }
    }
  }
}

@Suite struct EngineGeometryReaderTests {
  @Test("A reader's content depends on the size proposed to it in this frame")
  func contentDependsOnSize() {
    let engine = LayoutEngine()
    let wide = engine.arrange(in: size(7, 4), adaptive)
    #expect(wide.asciiDrawing() == "AAA.BBB\nAAA.BBB\n.......\n.......")
    let narrow = engine.arrange(in: size(4, 4), adaptive)
    #expect(narrow.asciiDrawing() == "AAA.\nAAA.\nBBB.\nBBB.")
    #expect(wide.passCount == 1 && narrow.passCount == 1)
    #expect(narrow.frame(of: "reader") == rect(0, 0, 4, 4))
  }

  @Test("The proxy gives the proposal and the reader's frame in root, local and named spaces")
  func proxy() throws {
    var seen: GeometryReaderProxy?
    let engine = LayoutEngine()
    engine.setScrollOffset(Point(x: 0, y: 1), for: "scroll")
    _ = engine.arrange(in: size(10, 4)) { ui in
      ui.padding(id: "pad", 2) { ui in
        ui.scroll(id: "scroll") { ui in
          ui.vstack { ui in
            ui.leaf(id: "above", size: size(6, 3))
            ui.frame(height: 2) { ui in
              ui.geometryReader(id: "reader") { proxy, _ in seen = proxy }
            }
          }
        }
      }
    }
    let proxy = try #require(seen)
    #expect(proxy.size == size(6, 2))
    #expect(proxy.proposal == ProposedSize(width: 6, height: 2))
    // The scroll viewport starts at (2, 2); the content is moved up by 1.
    #expect(proxy.frame(in: .root) == rect(2, 4, 6, 2))
    #expect(proxy.frame(in: .local) == rect(0, 0, 6, 2))
    #expect(proxy.frame(in: .named("scroll")) == rect(0, 2, 6, 2))
    #expect(proxy.frame(in: .named("pad")) == rect(2, 4, 6, 2))
    #expect(proxy.frame(in: .named("nowhere")) == rect(2, 4, 6, 2))
  }

  @Test("A reader offered no height takes its content's, found in one extra pass")
  func unspecifiedHeight() {
    let engine = LayoutEngine()
    let content: (ElementBuilder) -> Void = { ui in
      ui.vstack(alignment: .leading) { ui in
        ui.geometryReader(id: "reader") { proxy, ui in
          ui.leaf(id: "inside", size: size(proxy.size.width, 2))
        }
        ui.leaf(id: "below", size: size(1, 1))
      }
    }
    let first = engine.arrange(in: size(5, 10), content)
    #expect(first.passCount == 2)
    #expect(first.isSettled)
    expectFrames(first, [("reader", rect(0, 0, 5, 2)), ("inside", rect(0, 0, 5, 2)),
                         ("below", rect(0, 2, 1, 1))])
    let second = engine.arrange(in: size(5, 10), content)
    #expect(second.passCount == 1)
    #expect(second.frame(of: "below") == rect(0, 2, 1, 1))
  }

  @Test("A reader's content is in tree order at the reader's place")
  func treeOrder() {
    let frame = layOut(in: size(6, 6)) { ui in
      ui.leaf(id: "first", size: size(1, 1))
      ui.geometryReader(id: "reader") { _, ui in ui.leaf(id: "inside", size: size(1, 1)) }
      ui.leaf(id: "last", size: size(1, 1))
    }
    #expect(frame.renderCommands.map(\.id) == ["first", "reader", "inside", "last"])
    #expect(frame.command(for: "inside")?.depth == 1)
  }
}
