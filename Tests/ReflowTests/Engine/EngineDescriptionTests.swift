import Reflow
import Testing

/// `print(arrangement)` prints one line; the drawing is `asciiDrawing(…)`'s.
@Suite struct EngineDescriptionTests {
  @Test("An arrangement prints as one line: size, elements, passes, settled, diagnostics")
  func settled() {
    let arrangement = layOut(in: size(390, 844)) { ui in
      ui.scroll(id: "feed") { ui in
        ui.flow(id: "tags", options: FlowOptions(itemSpacing: 8)) { ui in
          for index in 0..<3 { ui.leaf(id: ElementID("tag", index: index), size: size(80, 24)) }
        }
      }
    }
    #expect("\(arrangement)"
      == "Arrangement(390.0x844.0, 5 elements, 1 pass, settled, no diagnostics)")
  }

  @Test("An unsettled arrangement with problems says so, in the singular where it is one")
  func unsettled() {
    let arrangement = LayoutEngine().arrange(in: size(100, 100)) { ui in
      ui.vstack { ui in
        ui.leaf(id: "late", estimate: size(10, 10))
        ui.leaf(id: "twice", size: size(10, 10))
        ui.leaf(id: "twice", size: size(10, 10))
      }
    }
    #expect(arrangement.diagnostics.count == 1)
    #expect(!arrangement.isSettled)
    #expect(String(describing: arrangement)
      == "Arrangement(100.0x100.0, 3 elements, 1 pass, not settled, 1 diagnostic)")
  }

  @Test("A phone-sized arrangement prints one line, not a drawing of 844 rows")
  func oneLine() {
    let arrangement = layOut(in: size(390, 844)) { ui in
      ui.leaf(id: "screen", size: size(390, 844))
    }
    #expect(!"\(arrangement)".contains("\n"))
    #expect(arrangement.asciiDrawing(columnWidth: 10, rowHeight: 20).split(separator: "\n").count
      == 43)
  }
}
