import Reflow
import ReflowTesting
import Testing

/// A shelf restyled as another kind of section, after it was scrolled along its row.
@Suite struct CollectionShelfRestyleTests {
  @Test("A scrolled shelf restyled as a list lays its items out from the leading edge")
  func scrolledShelfRestyledAsList() throws {
    let shelf = CollectionSection(id: 0, style: .shelf(ShelfOptions(itemSpacing: 0)))
    var layout = try CollectionLayout(
      snapshot: CollectionSnapshot([(section: shelf, items: [1, 2, 3])]), crossLength: 40,
      estimatedItemSize: Size(width: 30, height: 10))
    // Three 30-point items in a 40-point row: scrolled to its end, 50.
    #expect(try layout.setShelfOffset(100, ofSection: 0) == 50)
    #expect(layout.frame(ofItem: 1) == Rect(x: -50, y: 0, width: 30, height: 10))
    var list = shelf
    list.style = .list(spacing: 0)
    layout.apply(try CollectionSnapshot([(section: list, items: [1, 2, 3])]))
    // A list does not scroll sideways: each row spans the width from x = 0.
    #expect(layout.shelfOffset(ofSection: 0) == nil)
    #expect(layout.frame(ofItem: 1) == Rect(x: 0, y: 0, width: 40, height: 10))
    #expect(layout.frame(ofItem: 3) == Rect(x: 0, y: 20, width: 40, height: 10))
    // Back to a shelf, it starts at its leading edge.
    layout.apply(try CollectionSnapshot([(section: shelf, items: [1, 2, 3])]))
    #expect(layout.shelfOffset(ofSection: 0) == 0)
  }

  @Test("The collection machine's shrunk run that found it replays clean")
  func machineReplay() {
    let list = (
      style: SectionStyle.list(spacing: 0), header: SupplementaryElement?.none,
      footer: SupplementaryElement?.none)
    let shelf = (
      style: SectionStyle.shelf(ShelfOptions(itemSpacing: 0)), header: SupplementaryElement?.none,
      footer: SupplementaryElement?.none)
    CollectionMachine().replay(
      setup: CollectionSetup(
        width: 40, estimatedItemSize: Size(width: 21, height: 0), estimatedSupplementLength: 0),
      [
        .step("appendSections", ([(style: SectionStyle.columns(count: 1, spacing: 0), header: SupplementaryElement?.none, footer: SupplementaryElement?.none), list], false)),
        .step("resize", 20.0),
        .step("appendItems", (1, 1, (0, false))),
        .step("deleteSections", [0]),
        .step("restyle", (0, shelf)),
        .step("scrollShelf", (0, 5.0)),
        .step("restyle", (0, list)),
      ])
  }
}
