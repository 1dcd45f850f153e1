import Reflow
import Testing

/// Every diagnostic's description says what went wrong, with its values, and the fix.
@Suite struct DiagnosticDescriptionTests {
  static let cases: [(Diagnostic, [String])] = [
    (.invalidOptions("tags", .invalidSpacing(name: "itemSpacing", value: -1)),
     ["'tags' has invalid options: ", "itemSpacing", "-1.0"]),
    (.reentrantArrangement, ["arrange(in:) was called while", "call it once per display frame"]),
    (.windowNotFilled("feed", missing: 40..<52, passes: 8),
     ["'feed' still needs items 40..<52 to fill its viewport after 8 passes", "closer estimate"]),
    (.windowNotFilled("grid", missing: 0..<0, passes: 8),
     ["'grid' still needs elements to fill its viewport after 8 passes"]),
    (.lazyFlowAxis("tags", scroll: "page"),
     ["lazy flow 'tags' has lines along the axis 'page' scrolls", "use axis .horizontal"]),
    (.masonryAxis("photos", scroll: "page"),
     ["masonry 'photos' has its items running across the axis 'page' scrolls",
      "use axis .vertical in a vertical scroll"]),
    (.contentOutsideScroll("feed", scroll: "page"),
     ["'feed' names scroll container 'page', which does not enclose it",
      "ui.scroll(id: \"page\")"]),
    (.placedMoreThanOnce("b", parent: "row"),
     ["'row' placed its child 'b' more than once in one pass", "place each child exactly once"]),
    (.itemOutOfRange("feed", index: 12, count: 10),
     ["'feed' has 10 items, so index 12 is out of range", "pass an index in 0...10"]),
  ]

  @Test("A diagnostic names its element, its values and the fix", arguments: cases)
  func describes(_ diagnostic: Diagnostic, _ fragments: [String]) {
    for fragment in fragments {
      #expect(diagnostic.description.contains(fragment), "\(diagnostic.description)")
    }
  }
}
