import Reflow
import Testing

/// The engine measures and places a lazy flow's items itself, without ``LayoutChild``; these
/// tests hold every kind of item an item closure may declare to the place one `Flow` of the sizes
/// the items measured (and the estimate, for items never declared) gives them.
@Suite struct EngineLazyFlowPlacementTests {
  static let options = FlowOptions(itemSpacing: 3, lineSpacing: 2, insets: Insets(all: 4))
  static let estimate = Size(width: 30, height: 10)
  static let viewport = Size(width: 120, height: 90)

  /// Declares item `index` as one element: a measured leaf, a row of two leaves, a late leaf or
  /// a fixed leaf.
  static func declareItem(_ index: Int, _ ui: ElementBuilder) {
    let id = ElementID("item", index: index)
    switch index % 4 {
    case 0:
      ui.leaf(id: id) { proposal in
        Size(width: Swift.min(150, proposal.width ?? 150), height: 8 + Double(index % 3))
      }
    case 1:
      ui.hstack(id: id, spacing: 1) { ui in
        ui.leaf(id: ElementID("a", index: index), size: Size(width: 9, height: 7))
        ui.leaf(id: ElementID("b", index: index), size: Size(width: 12, height: 11))
      }
    case 2: ui.leaf(id: id, estimate: Size(width: 25, height: 9))
    default: ui.leaf(id: id, size: Size(width: 10 + Double(index % 20), height: 10))
    }
  }

  @Test(
    "Every kind of item lands where one flow of the measured sizes puts it",
    arguments: [0.0, 37.5, 400.0, 1e6])
  func matchesAFlow(scrollOffset: Double) throws {
    let count = 500
    let engine = LayoutEngine()
    engine.report(size: Size(width: 40, height: 14), for: ElementID("item", index: 6))
    var sizes = Array(repeating: Self.estimate, count: count)
    var compared = 0
    for step in 0..<6 {
      // Past the end, the first arrangement clamps the offset; later ones scroll back up.
      let offset =
        step == 0 ? scrollOffset : Swift.max(0, engine.scrollOffset(for: "scroll").y - 23)
      engine.setScrollOffset(Point(x: 0, y: offset), for: "scroll")
      var window: LazyFlowWindow?
      let arrangement = engine.arrange(in: Self.viewport) { ui in
        ui.scroll(id: "scroll") { ui in
          window = ui.lazyFlow(
            id: "feed", in: "scroll", count: count, options: Self.options,
            estimatedItemSize: Self.estimate, overscan: 20, item: Self.declareItem)
        }
      }
      let declared = try #require(window).declared
      #expect(declared.count > 5)
      for index in declared {
        sizes[index] = try #require(arrangement.frame(of: ElementID("item", index: index))).size
      }
      let expected = try Flow.layout(
        sizes, in: Size(width: Self.viewport.width, height: .infinity), options: Self.options)
      let scrolled = engine.scrollOffset(for: "scroll").y
      let flowOrigin = try #require(arrangement.frame(of: "feed")).origin
      #expect(flowOrigin == Point(x: 0, y: -scrolled))
      for index in declared {
        let frame = try #require(arrangement.frame(of: ElementID("item", index: index)))
        #expect(frame == expected.frames[index].offsetBy(dx: 0, dy: -scrolled), "item \(index)")
        compared += 1
      }
      // A row's children are placed inside it.
      let rowIndex = try #require(declared.first { $0 % 4 == 1 })
      let row = try #require(arrangement.frame(of: ElementID("item", index: rowIndex)))
      #expect(arrangement.frame(of: ElementID("a", index: rowIndex))?.origin.x == row.minX)
    }
    #expect(compared > 60)
  }
}
