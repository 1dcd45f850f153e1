import Reflow
import Testing

/// One test per known defect of the SwiftUI collection-view recipe Reflow generalises (the list in
/// DESIGN.md), each proving the defect cannot happen here.
@Suite struct RecipeDefectTests {
  @Test("Pages are counted by ceiling division: a partial last page is shown")
  func partialLastPage() throws {
    var collection = try PagedCollection(revealing: Array(0..<7), pageSize: 3)
    while collection.loadNextPage() {}
    #expect(collection.loadedPageCount == 3)
    #expect(Array(collection) == Array(0..<7))
  }

  @Test("An empty collection or one shorter than a page does not crash", arguments: [0, 2])
  func shortCollections(count: Int) throws {
    var collection = try PagedCollection(revealing: Array(0..<count), pageSize: 3)
    collection.loadNextPage()
    #expect(collection.count == count)
    #expect(!collection.hasMore)
    #expect(collection.loadNextPage() == false)
  }

  @Test("A restored page index is clamped and written back")
  func restoredPageIndex() throws {
    let collection = try PagedCollection(revealing: Array(0..<7), pageSize: 3, restoredPageCount: 9)
    #expect(collection.loadedPageCount == 3)
    let restoredAgain = try PagedCollection(
      revealing: Array(0..<7), pageSize: 3, restoredPageCount: collection.loadedPageCount)
    #expect(Array(restoredAgain) == Array(collection))
  }

  @Test("Drawing the same frame again does not reset the load-more latch")
  func latchNotResetByDrawing() throws {
    var trigger = try EndReachedTrigger(threshold: .viewportFraction(0.25))
    let atEnd = EndReachedTrigger.Position(offset: 900, viewportLength: 100, contentLength: 1_000)
    let fired = try (0..<10).map { _ in try trigger.update(atEnd) }
    #expect(fired == [true] + Array(repeating: false, count: 9))
  }

  @Test("The threshold fires before the end, without overscroll")
  func firesWithoutOverscroll() throws {
    var trigger = try EndReachedTrigger(threshold: .viewportFraction(0.25))
    let quarterBeforeEnd = EndReachedTrigger.Position(
      offset: 875, viewportLength: 100, contentLength: 1_000)
    let fired = try trigger.update(quarterBeforeEnd)
    #expect(fired)
  }

  @Test("The first wrapped line starts at the top inset, not at y = spacing")
  func firstLineAtTop() throws {
    let result = try Flow.layout(
      [Size(width: 60, height: 10), Size(width: 60, height: 10)], in: Size(width: 100, height: 100),
      options: FlowOptions(itemSpacing: 8, lineSpacing: 8))
    #expect(result.frames.map(\.minY) == [0, 18])
  }
}

extension RecipeDefectTests {
  @Test("Duplicate ids among siblings are reported, and neither element is dropped")
  func duplicateIDs() {
    let engine = LayoutEngine()
    let frame = engine.arrange(in: Size(width: 100, height: 100)) { ui in
      ui.flow(id: "tags") { ui in
        ui.leaf(id: "tag", size: Size(width: 10, height: 10))
        ui.leaf(id: "tag", size: Size(width: 20, height: 10))
      }
    }
    #expect(frame.diagnostics.contains(.duplicateID("tag", parent: "tags", firstParent: "tags")))
    #expect(frame.renderCommands.filter { $0.id == "tag" }.map(\.rect.width) == [10, 20])
  }

  /// Grows by one point per pass: its size depends on where the last pass put it.
  private enum Position: ElementPreferenceKey {
    static let defaultValue = 0.0
    static func reduce(value: inout Double, nextValue: () -> Double) { value += nextValue() }
  }

  @Test("A size that depends on its own position stops with a diagnostic instead of looping")
  func boundedRelayout() {
    let engine = LayoutEngine(maximumPasses: 4)
    var width = 10.0
    let frame = engine.arrange(in: Size(width: 400, height: 100)) { ui in
      ui.hstack(id: "row") { ui in
        ui.leaf(id: "runaway", size: Size(width: width, height: 10))
          .preference(Position.self, value: width)
      }
      .onPreferenceChange(Position.self) { width = $0 + 1 }
    }
    #expect(frame.passCount == 4)
    #expect(!frame.isSettled)
    #expect(frame.diagnostics.contains { diagnostic in
      if case .didNotSettle(let ids, 4) = diagnostic { return ids.contains("row") }
      return false
    })
  }
}
