import Reflow
import Testing

/// A collection declared without header or footer builders lays out its sections' headers and
/// footers empty, 0 long.
@Suite struct CollectionSupplementDefaultsTests {
  @Test("Without builders, headers and footers declare nothing and the items still lay out")
  func noBuilders() throws {
    let snapshot = try CollectionSnapshot<Int, Int>([
      (CollectionSection(id: 0, header: .header(), footer: .footer()), [1, 2]),
      (CollectionSection(id: 1, header: .header()), [3]),
    ])
    let frame = LayoutEngine().arrange(in: Size(width: 100, height: 200)) { ui in
      ui.scroll(id: "page") { ui in
        ui.collection(
          id: "grid", in: "page", snapshot: snapshot,
          estimatedItemSize: Size(width: 100, height: 20), estimatedSupplementLength: 10
        ) { item, ui in
          ui.leaf(id: ElementID("item", index: item), size: Size(width: 100, height: 20))
        }
      }
    }
    #expect(frame.checkInvariants() == [])
    let rows = [1, 2, 3].map { frame.frame(of: ElementID("item", index: $0))?.minY }
    // A header or footer that declares nothing measures 0 long.
    #expect(rows == [0, 20, 40])
  }
}
