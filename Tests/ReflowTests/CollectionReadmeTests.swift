import Reflow
import Testing

/// The README's collections example, verbatim inside a test, so it cannot rot; the
/// expectations restate its comments.
@Suite struct CollectionReadmeTests {
  @Test("The README's collections example runs and prints what its comments say")
  func example() throws {
    // Snapshots: sections and item ids; a new one's changes from the last, as batch updates.
    var old = CollectionSnapshot<String, Int>()
    try old.appendSections([
      CollectionSection(id: "recent", style: .columns(count: 3, spacing: 8),
                        header: .header(pinned: true)),
      CollectionSection(id: "shelf",
                        style: .shelf(ShelfOptions(itemSpacing: 12, snapping: .itemLeadingEdge))),
    ])
    try old.appendItems([1, 2, 3, 4], toSection: "recent")
    try old.appendItems([10, 11, 12], toSection: "shelf")

    var new = old
    try new.moveItem(4, beforeItem: 1)
    try new.deleteItems([12])
    try new.appendItems([13], toSection: "shelf")
    try new.reloadItems([2])

    let changes = new.changes(from: old)     // empty at once when nothing changed
    print(changes.movedItems.map(\.id))      // [4]: 1, 2, 3 keep their order, so only 4 moves
    print(changes.deletedItems.map(\.id))    // [12]
    print(changes.insertedItems.map(\.id))   // [13]
    print(changes.reloadedItems.map(\.id))   // [2]
    var cells = [["a1", "a2", "a3", "a4"], ["s10", "s11", "s12"]]   // laid out like `old`
    changes.apply(to: &cells, makeSection: { _ in [] }, makeItem: { "new \($0)" })
    print(cells)                             // [["a4", "a1", "a2", "a3"], ["s10", "s11", "new 13"]]

    // Pinned headers: where each visible section's header sits for a viewport.
    let extents = try SectionExtents([
      SectionExtent(start: 0, end: 110, header: 20, pinsHeader: true),
      SectionExtent(start: 110, end: 300, header: 20, pinsHeader: true),
    ])
    for header in extents.placements(viewportStart: 100, viewportLength: 60) {
      print(header.section, header.offset, header.isPinned)   // 0 90.0 true (pushed), 1 110.0 false
    }

    // Shelves: a retained offset, a window to declare, and where a swipe comes to rest.
    var shelf = try Shelf(itemLengths: Array(repeating: 30, count: 10), viewportLength: 100,
                          options: ShelfOptions(itemSpacing: 10, snapping: .itemLeadingEdge))
    try shelf.setOffset(145)
    print(shelf.window(overscan: 40))                          // visible 3..<7, declared 2..<8
    print(shelf.targetOffset(proposed: 170, velocity: 300))    // 160.0: item 4's leading edge

    // Focus: down from the end of a row of four lands on the nearest item of the row of two.
    let rows = try Flow.layout(Array(repeating: Size(width: 10, height: 10), count: 6),
                               in: Size(width: 40, height: .infinity), options: FlowOptions())
    var navigator = FocusNavigator<Int, Never>()
    print(navigator.move(from: 3, .down, in: FlowFocusGeometry(rows)) as Any)   // Optional(5)

    // Transitions: what appeared, disappeared and moved between two arrangements.
    let before = [PlacedElement(id: "a", frame: Rect(x: 0, y: 0, width: 10, height: 10))]
    let after = [
      PlacedElement(id: "s0.header", frame: Rect(x: 0, y: 0, width: 40, height: 20),
                    reuseKind: .header),
      PlacedElement(id: "a", frame: Rect(x: 0, y: 20, width: 10, height: 10)),
    ]
    let delta = try ArrangementDelta(from: before, to: after)
    print(delta.appeared.map(\.id), delta.moved.map(\.id))   // ["s0.header"] ["a"]

    #expect(changes.movedItems.map(\.id) == [4])
    #expect(changes.deletedItems.map(\.id) == [12])
    #expect(changes.insertedItems.map(\.id) == [13])
    #expect(changes.reloadedItems.map(\.id) == [2])
    #expect(cells == [["a4", "a1", "a2", "a3"], ["s10", "s11", "new 13"]])
    let headers = extents.placements(viewportStart: 100, viewportLength: 60)
    #expect(headers.map(\.offset) == [90, 110] && headers.map(\.isPinned) == [true, false])
    #expect(shelf.window(overscan: 40) == ShelfWindow(visible: 3..<7, declared: 2..<8))
    #expect(shelf.targetOffset(proposed: 170, velocity: 300) == 160)
    #expect(navigator.move(from: 3, .down, in: FlowFocusGeometry(rows)) == 5)
    #expect(delta.appeared.map(\.id) == ["s0.header"] && delta.moved.map(\.id) == ["a"])
  }
}
