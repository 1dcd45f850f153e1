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
}
