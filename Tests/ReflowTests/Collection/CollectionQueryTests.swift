import Reflow
import Testing

/// Queries of a collection's layout and focus that the engine does not make itself: the
/// extents of every section, the item before another, a navigator forgetting the items it
/// remembered, and how positions print.
@Suite struct CollectionQueryTests {
  static func layout() throws -> CollectionLayout<String, Int> {
    let snapshot = try CollectionSnapshot<String, Int>([
      (section: CollectionSection(id: "top", style: .list(spacing: 0), header: .header()),
       items: [1, 2]),
      (section: CollectionSection(id: "shelf", style: .shelf(ShelfOptions(itemSpacing: 0))),
       items: [3, 4, 5]),
      (section: CollectionSection(id: "bottom", style: .list(spacing: 0), footer: .footer()),
       items: [6]),
    ])
    return try CollectionLayout(
      snapshot: snapshot, crossLength: 50, estimatedItemSize: Size(width: 30, height: 10),
      estimatedSupplementLength: 5, sectionSpacing: 2)
  }

  @Test("sectionExtents lists each section's extent, header and footer included, in order")
  func sectionExtents() throws {
    let layout = try Self.layout()
    let extents = layout.sectionExtents
    #expect(extents == (0..<3).map(layout.extent(ofSectionAt:)))
    // A 5-point header and two 10-point rows; 2 apart; one 10-point shelf row; 2 apart; a row
    // and a 5-point footer.
    #expect(extents.map(\.start) == [0, 27, 39])
    #expect(extents.map(\.end) == [25, 37, 54])
    #expect(extents.map(\.header) == [5, nil, nil] && extents.map(\.footer) == [nil, nil, 5])
  }

  @Test("The item before another follows snapshot order across sections; none before the first")
  func itemBefore() throws {
    let geometry = CollectionFocusGeometry(try Self.layout())
    #expect(geometry.item(before: 1) == nil)
    #expect(geometry.item(before: 2) == 1)
    #expect(geometry.item(before: 3) == 2)
    #expect(geometry.item(before: 6) == 5)
    #expect(geometry.item(before: 99) == nil)
    #expect(FocusNavigator<Int, String>.neighbor(of: 3, .previous, in: geometry) == 2)
  }

  @Test("A navigator forgets the items it remembered in the groups named, or in all of them")
  func navigatorForgets() throws {
    var layout = try Self.layout()
    let snapshot = try CollectionSnapshot<String, Int>([
      (section: CollectionSection(id: "a", style: .shelf(ShelfOptions(itemSpacing: 0))),
       items: [1, 2]),
      (section: CollectionSection(id: "b", style: .shelf(ShelfOptions(itemSpacing: 0))),
       items: [3, 4]),
    ])
    layout.apply(snapshot)
    let geometry = CollectionFocusGeometry(layout)
    var navigator = FocusNavigator<Int, String>()
    navigator.remember(2, in: geometry)
    navigator.remember(4, in: geometry)
    #expect(navigator.rememberedItems == ["a": 2, "b": 4])
    navigator.forget { $0 == "a" }
    #expect(navigator.rememberedItems == ["b": 4])
    navigator.remember(1, in: geometry)
    navigator.forget()
    #expect(navigator.rememberedItems.isEmpty)
  }

  @Test("A position prints as [section, item]")
  func positionDescription() throws {
    #expect("\(ItemPosition(section: 2, item: 5))" == "[2, 5]")
    #expect(try Self.layout().snapshot.position(of: 4)?.description == "[1, 1]")
  }
}
