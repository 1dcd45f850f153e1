import Reflow
import Testing

@Suite struct LayoutColumnsTests {
  @Test("Runs of n children stack in columns as wide as their widest child; the last may be short")
  func columns() {
    let frame = layOut(in: size(8, 2)) { ui in
      ui.columns(id: "grid", itemsPerColumn: 2, spacing: 1) { ui in
        ui.leaf(id: "a", size: size(3, 1))
        ui.leaf(id: "b", size: size(2, 1))
        ui.leaf(id: "c", size: size(1, 1))
        ui.leaf(id: "d", size: size(1, 1))
        ui.leaf(id: "e", size: size(2, 1))
      }
    }
    expectFrames(frame, [
      ("grid", rect(0, 0, 8, 2)), ("a", rect(0, 0, 3, 1)), ("b", rect(0, 1, 2, 1)),
      ("c", rect(4, 0, 1, 1)), ("d", rect(4, 1, 1, 1)), ("e", rect(6, 0, 2, 1)),
    ])
    #expect(frame.asciiDrawing() == "AAA.C.EE\nBB..D...")
  }

  @Test("Children narrower than their column sit at the alignment, item spacing apart")
  func alignmentAndItemSpacing() {
    let frame = layOut(in: size(8, 8)) { ui in
      ui.columns(id: "grid", itemsPerColumn: 2, itemSpacing: 1, alignment: .trailing) { ui in
        ui.leaf(id: "a", size: size(3, 1))
        ui.leaf(id: "b", size: size(2, 2))
      }
    }
    expectFrames(frame, [("grid", rect(0, 0, 3, 4)), ("a", rect(0, 0, 3, 1)),
                         ("b", rect(1, 2, 2, 2))])
  }

  @Test("Fewer children than one column make one short column; none make an empty one")
  func shortAndEmpty() {
    let frame = layOut(in: size(8, 8)) { ui in
      ui.columns(id: "short", itemsPerColumn: 3) { ui in ui.leaf(id: "a", size: size(2, 1)) }
      ui.columns(id: "empty", itemsPerColumn: 3) { _ in }
    }
    #expect(frame.frame(of: "short") == rect(0, 0, 2, 1))
    #expect(frame.frame(of: "empty") == rect(0, 0, 0, 0))
  }

  @Test("A count of items per column below 1 is reported and counts as 1")
  func invalidCount() {
    let frame = layOut(in: size(8, 8)) { ui in
      ui.columns(id: "grid", itemsPerColumn: 0) { ui in
        ui.leaf(id: "a", size: size(1, 1))
        ui.leaf(id: "b", size: size(1, 1))
      }
    }
    #expect(frame.frame(of: "b") == rect(1, 0, 1, 1))
    #expect(frame.diagnostics == [.invalidParameter("grid", name: "itemsPerColumn", value: 0)])
  }
}
