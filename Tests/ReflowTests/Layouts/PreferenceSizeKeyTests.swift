import Reflow
import Testing

@Suite struct PreferenceSizeKeyTests {
  @Test("The size key holds every identified element's measured size by id")
  func sizes() {
    let frame = layOut(in: size(10, 10)) { ui in
      ui.hstack(id: "row", spacing: 1) { ui in
        ui.leaf(id: "a", size: size(2, 1))
        ui.leaf(id: 7) { _ in size(3, 2) }
      }
      ui.vstack { ui in ui.leaf(id: "b", size: size(1, 1)) }
    }
    let measured = frame.preference(SizePreferenceKey.self)
    #expect(measured.sizes == ["row": size(6, 2), "a": size(2, 1), 7: size(3, 2), "b": size(1, 1)])
    #expect(measured.duplicates.isEmpty)
  }

  @Test("Duplicate sibling ids are reported, laid out and drawn, never dropped")
  func duplicateSiblings() {
    let frame = layOut(in: size(6, 1)) { ui in
      ui.hstack(id: "row", spacing: 1) { ui in
        ui.leaf(id: "x", size: size(2, 1))
        ui.leaf(id: "x", size: size(3, 1))
      }
    }
    #expect(frame.diagnostics == [.duplicateID("x", parent: "row", firstParent: "row")])
    #expect(frame.renderCommands.map(\.id) == ["row", "x", "x"])
    #expect(frame.renderCommands.map(\.rect) == [rect(0, 0, 6, 1), rect(0, 0, 2, 1),
                                                  rect(3, 0, 3, 1)])
    #expect(frame.asciiDrawing() == "AA.BBB")
    #expect(frame.frame(of: "x") == rect(0, 0, 2, 1))
    let measured = frame.preference(SizePreferenceKey.self)
    #expect(measured.sizes["x"] == size(2, 1))
    #expect(measured.duplicates == ["x"])
    #expect(frame.diagnostics.first?.description.contains("two children of row") == true)
  }

  @Test("A duplicate id under different parents names both parents")
  func duplicateCousins() {
    let frame = layOut(in: size(6, 2)) { ui in
      ui.vstack(id: "left") { ui in ui.leaf(id: "x", size: size(1, 1)) }
      ui.vstack(id: "right") { ui in ui.leaf(id: "x", size: size(1, 1)) }
    }
    #expect(frame.diagnostics == [.duplicateID("x", parent: "right", firstParent: "left")])
  }

  @Test("An observer of the size key sees its subtree's sizes")
  func observed() {
    var seen = MeasuredSizes()
    _ = layOut(in: size(10, 10)) { ui in
      ui.leaf(id: "outside", size: size(1, 1))
      ui.vstack(id: "list") { ui in
        ui.leaf(id: "a", size: size(2, 1))
        ui.leaf(id: "b", size: size(3, 1))
      }
      .onPreferenceChange(SizePreferenceKey.self) { seen = $0 }
    }
    #expect(seen.sizes == ["list": size(3, 2), "a": size(2, 1), "b": size(3, 1)])
  }

  @Test("Merging keeps the first size of a duplicate id and records the id")
  func merge() {
    var value = SizePreferenceKey.defaultValue
    SizePreferenceKey.reduce(value: &value) { MeasuredSizes(sizes: ["a": size(1, 1)]) }
    SizePreferenceKey.reduce(value: &value) { MeasuredSizes(sizes: ["a": size(2, 2)]) }
    #expect(value.sizes == ["a": size(1, 1)])
    #expect(value.duplicates == ["a"])
  }

  @Test("Measured sizes within 1e-9 are equal")
  func tolerance() {
    let a = MeasuredSizes(sizes: ["a": size(1, 1)])
    #expect(a == MeasuredSizes(sizes: ["a": size(1 + 1e-10, 1)]))
    #expect(a != MeasuredSizes(sizes: ["a": size(1 + 1e-6, 1)]))
    #expect(a != MeasuredSizes(sizes: ["b": size(1, 1)]))
  }
}
