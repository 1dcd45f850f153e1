import Reflow
import Testing

/// Scrolling a lazy flow into items whose measured sizes pack denser than their estimate: the
/// measured items leave room at the window's end, and without a margin every arrangement needs
/// a second pass to declare what fills it.
@Suite struct EngineLazyFlowDensityTests {
  static let viewport = Size(width: 390, height: 844)
  static let options = FlowOptions(itemSpacing: 2, lineSpacing: 2)

  /// A width in `widths` for item `index`, scattered by a multiplicative hash.
  static func width(_ index: Int, in widths: ClosedRange<Int>) -> Double {
    let spread = UInt64(widths.count)
    let hashed = (UInt64(index) &* 0x9E37_79B9_7F4A_7C15) >> 32
    return Double(widths.lowerBound) + Double(hashed % spread)
  }

  @Test(
    "Scrolling into estimates settles in one pass an arrangement once a pass has shown the density",
    arguments: [
      (estimate: 20.0, widths: 16...24),  // packs a little denser than the estimate
      (estimate: 40.0, widths: 10...30),  // about twice as dense
      (estimate: 16.0, widths: 16...24),  // sparser: never short
    ])
  func onePassInto(estimate: Double, widths: ClosedRange<Int>) {
    let engine = LayoutEngine()
    let count = 200_000
    func arrange() -> Arrangement {
      engine.arrange(in: Self.viewport) { ui in
        ui.scroll(id: "scroll") { ui in
          ui.lazyFlow(
            id: "feed", in: "scroll", count: count, options: Self.options,
            estimatedItemSize: Size(width: estimate, height: 12), overscan: 100
          ) { index, ui in
            ui.leaf(
              id: ElementID(index), size: Size(width: Self.width(index, in: widths), height: 12))
          }
        }
      }
    }
    _ = arrange()
    var passes: [Int] = []
    for _ in 0..<40 {
      engine.setScrollOffset(
        Point(x: 0, y: engine.scrollOffset(for: "scroll").y + Self.viewport.height),
        for: "scroll")
      let arrangement = arrange()
      #expect(arrangement.isSettled)
      passes.append(arrangement.passCount)
    }
    // The first scroll into estimates may fall short and learn how much denser the items are;
    // from then on each arrangement declares enough at once.
    #expect(passes.dropFirst(2).allSatisfy { $0 == 1 }, "passes per arrangement: \(passes)")
  }
}
