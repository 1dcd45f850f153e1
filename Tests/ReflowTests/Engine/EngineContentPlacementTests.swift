import Reflow
import Testing

/// Virtualized content declared outside the scroll container it names, or along the wrong axis,
/// is still laid out, and the arrangement says what was wrong.
@Suite struct EngineContentPlacementTests {
  static let itemSize = Size(width: 40, height: 30)

  /// One arrangement 100 × 90 of `content`, in a vertical scroll `page` when `inScroll`.
  static func arrange(inScroll: Bool, _ content: (ElementBuilder) -> Void) -> Arrangement {
    LayoutEngine().arrange(in: Size(width: 100, height: 90)) { ui in
      if inScroll {
        ui.scroll(id: "page", content: content)
      } else {
        ui.vstack(id: "column", content: content)
      }
    }
  }

  static func item(_ index: Int) -> ElementID { ElementID("item", index: index) }

  @Test("A lazy flow outside its scroll shows its first items, and says so")
  func lazyFlowOutsideScroll() {
    let frame = Self.arrange(inScroll: false) { ui in
      ui.lazyFlow(id: "feed", in: "page", count: 50, estimatedItemSize: Self.itemSize) {
        index, ui in ui.leaf(id: Self.item(index), size: Self.itemSize)
      }
    }
    #expect(frame.diagnostics.contains(.contentOutsideScroll("feed", scroll: "page")))
    #expect(frame.frame(of: Self.item(0)) == Rect(x: 0, y: 0, width: 40, height: 30))
    #expect(frame.frame(of: Self.item(1)) == Rect(x: 40, y: 0, width: 40, height: 30))
  }

  @Test("A lazy flow whose lines run down a vertical scroll is laid out in rows, and says so")
  func lazyFlowAlongScroll() {
    let frame = Self.arrange(inScroll: true) { ui in
      ui.lazyFlow(
        id: "feed", in: "page", count: 50, options: FlowOptions(axis: .vertical),
        estimatedItemSize: Self.itemSize
      ) { index, ui in ui.leaf(id: Self.item(index), size: Self.itemSize) }
    }
    #expect(frame.diagnostics == [.lazyFlowAxis("feed", scroll: "page")])
    #expect(frame.frame(of: Self.item(1)) == Rect(x: 40, y: 0, width: 40, height: 30))
    #expect(frame.frame(of: Self.item(2)) == Rect(x: 0, y: 30, width: 40, height: 30))
  }

  @Test("A masonry outside its scroll shows its first items, and says so")
  func masonryOutsideScroll() {
    let frame = Self.arrange(inScroll: false) { ui in
      ui.masonry(
        id: "photos", in: "page", count: 20, options: MasonryOptions(lanes: .count(2)),
        estimatedItemLength: 30
      ) { index, ui in ui.leaf(id: Self.item(index), size: Size(width: 50, height: 30)) }
    }
    #expect(frame.diagnostics.contains(.contentOutsideScroll("photos", scroll: "page")))
    #expect(frame.frame(of: Self.item(0)) == Rect(x: 0, y: 0, width: 50, height: 30))
    #expect(frame.frame(of: Self.item(1)) == Rect(x: 50, y: 0, width: 50, height: 30))
  }

  @Test("A masonry whose lanes run across a vertical scroll is laid out in columns, and says so")
  func masonryAcrossScroll() {
    let frame = Self.arrange(inScroll: true) { ui in
      ui.masonry(
        id: "photos", in: "page", count: 20,
        options: MasonryOptions(lanes: .count(2), axis: .horizontal), estimatedItemLength: 30
      ) { index, ui in ui.leaf(id: Self.item(index), size: Size(width: 50, height: 30)) }
    }
    #expect(frame.diagnostics == [.masonryAxis("photos", scroll: "page")])
    #expect(frame.frame(of: Self.item(1)) == Rect(x: 50, y: 0, width: 50, height: 30))
  }

  @Test("A collection outside its scroll shows its first items, and says so")
  func collectionOutsideScroll() throws {
    let snapshot = try CollectionSnapshot<Int, Int>([(CollectionSection(id: 0), Array(0..<20))])
    let frame = Self.arrange(inScroll: false) { ui in
      ui.collection(
        id: "grid", in: "page", snapshot: snapshot, estimatedItemSize: Self.itemSize
      ) { item, ui in ui.leaf(id: Self.item(item), size: Self.itemSize) }
    }
    #expect(frame.diagnostics.contains(.contentOutsideScroll("grid", scroll: "page")))
    #expect(frame.frame(of: Self.item(0)) == Rect(x: 0, y: 0, width: 40, height: 30))
    #expect(frame.frame(of: Self.item(2)) == Rect(x: 0, y: 30, width: 40, height: 30))
  }

  /// One arrangement 100 × 90 of `content` in a row, which leaves its children's width open,
  /// in a vertical scroll `page`.
  static func arrangeInRow(_ content: (ElementBuilder) -> Void) -> Arrangement {
    LayoutEngine().arrange(in: Size(width: 100, height: 90)) { ui in
      ui.scroll(id: "page") { ui in ui.hstack(id: "row", content: content) }
    }
  }

  @Test("A lazy flow whose width is left open lays its items out on one line")
  func lazyFlowOpenWidth() {
    let frame = Self.arrangeInRow { ui in
      ui.lazyFlow(id: "feed", in: "page", count: 5, estimatedItemSize: Self.itemSize) {
        index, ui in ui.leaf(id: Self.item(index), size: Self.itemSize)
      }
    }
    #expect(frame.diagnostics.isEmpty)
    #expect(frame.frame(of: "feed") == Rect(x: 0, y: 0, width: 200, height: 30))
    #expect(frame.frame(of: Self.item(4)) == Rect(x: 160, y: 0, width: 40, height: 30))
  }

  @Test("A lazy flow whose height is left open lays its items out in one column")
  func lazyFlowOpenHeight() {
    let frame = LayoutEngine().arrange(in: Size(width: 100, height: 90)) { ui in
      ui.scroll(id: "page", axis: .horizontal) { ui in
        ui.vstack(id: "column") { ui in
          ui.lazyFlow(
            id: "feed", in: "page", count: 5, options: FlowOptions(axis: .vertical),
            estimatedItemSize: Self.itemSize
          ) { index, ui in ui.leaf(id: Self.item(index), size: Self.itemSize) }
        }
      }
    }
    #expect(frame.diagnostics.isEmpty)
    #expect(frame.frame(of: "feed") == Rect(x: 0, y: 0, width: 40, height: 150))
    #expect(frame.frame(of: Self.item(4)) == Rect(x: 0, y: 120, width: 40, height: 30))
  }

  @Test("A masonry whose width is left open takes its lanes' width; a collection, its scroll's")
  func openWidth() throws {
    let snapshot = try CollectionSnapshot<Int, Int>([(CollectionSection(id: 0), Array(0..<4))])
    let frame = Self.arrangeInRow { ui in
      ui.masonry(
        id: "photos", in: "page", count: 4, options: MasonryOptions(lanes: .fixed([30, 30])),
        estimatedItemLength: 30
      ) { index, ui in ui.leaf(id: Self.item(index), size: Size(width: 30, height: 30)) }
      ui.collection(
        id: "grid", in: "page", snapshot: snapshot, estimatedItemSize: Self.itemSize
      ) { item, ui in ui.leaf(id: ElementID("cell", index: item), size: Self.itemSize) }
    }
    #expect(frame.diagnostics.isEmpty)
    #expect(frame.frame(of: "photos") == Rect(x: 0, y: 0, width: 60, height: 60))
    #expect(frame.frame(of: Self.item(3)) == Rect(x: 30, y: 30, width: 30, height: 30))
    // A collection's width is what its scroll container offers across: two cells a row.
    #expect(frame.frame(of: "grid") == Rect(x: 60, y: 0, width: 100, height: 60))
    let cell = frame.frame(of: ElementID("cell", index: 3))
    #expect(cell == Rect(x: 100, y: 30, width: 40, height: 30))
  }
}
