import Reflow
import Testing

/// The defects issue 10 lists (and issue 13's two in the engine), each as the scenario that
/// showed it; every test failed on the code before the fix.
@Suite struct VirtualizationDefectTests {
  static let viewport = Size(width: 390, height: 844)

  /// One arrangement of a lazy flow of `count` items sized by `size`, in a vertical scroll.
  static func arrange(
    _ engine: LayoutEngine, in viewport: Size = viewport, count: Int,
    options: FlowOptions = FlowOptions(), estimate: Size, overscan: Double = 200,
    size: @escaping (Int) -> Size
  ) -> (Arrangement, LazyFlowWindow?) {
    var window: LazyFlowWindow?
    let arrangement = engine.arrange(in: viewport) { ui in
      ui.scroll(id: "scroll") { ui in
        window = ui.lazyFlow(
          id: "feed", in: "scroll", count: count, options: options, estimatedItemSize: estimate,
          overscan: overscan
        ) { index, ui in ui.leaf(id: ElementID(index), size: size(index)) }
      }
    }
    return (arrangement, window)
  }

  /// The items whose frames, in one flow of the sizes the engine knows (`measured` for items it
  /// declared, the estimate for the rest), meet the viewport widened by the overscan.
  static func needed(
    sizes: [Size], width: Double, options: FlowOptions = FlowOptions(), offset: Double,
    height: Double, overscan: Double
  ) throws -> [Int] {
    let layout = try Flow.layout(sizes, in: Size(width: width, height: .infinity), options: options)
    let rect = Rect(x: 0, y: offset - overscan, width: width, height: height + 2 * overscan)
    return layout.frames.indices.filter { layout.frames[$0].intersects(rect) }
  }

  @Test("1. A settled arrangement's items fill the viewport, even with an estimate 8 times too big")
  func settledMeansFilled() throws {
    let engine = LayoutEngine()
    let real = Size(width: 10, height: 10)
    let estimate = Size(width: 80, height: 80)
    var sizes = Array(repeating: estimate, count: 10_000)
    for frame in 1...3 {
      let (arrangement, window) = Self.arrange(engine, count: 10_000, estimate: estimate) { _ in
        real
      }
      let declared = try #require(window).declared
      for index in declared { sizes[index] = real }
      let needed = try Self.needed(
        sizes: sizes, width: 390, offset: 0, height: 844, overscan: 200)
      let filled = needed.allSatisfy(declared.contains)
      #expect(filled || !arrangement.isSettled, "frame \(frame) says settled but is not filled")
      // The engine fills the viewport in the first arrangement, within its passes.
      #expect(filled && arrangement.isSettled, "frame \(frame): \(arrangement.diagnostics)")
      let last = try #require(arrangement.frame(of: ElementID(declared.upperBound - 1)))
      #expect(last.maxY >= 844)
    }
  }

  @Test("2. After the list shrinks, the arrangement declares what the clamped offset shows")
  func shrinkingList() throws {
    let engine = LayoutEngine()
    let size = Size(width: 40, height: 40)
    engine.setScrollOffset(Point(x: 0, y: 1e9), for: "scroll")
    let (end, endWindow) = Self.arrange(engine, count: 500, estimate: size) { _ in size }
    // Past the end: the offset is clamped, and the last items are declared and drawn.
    #expect(try #require(endWindow).declared.contains(499))
    #expect(end.isSettled)
    #expect(end.frame(of: ElementID(499)).map { $0.maxY } == 844)
    let (shrunk, window) = Self.arrange(engine, count: 20, estimate: size) { _ in size }
    #expect(try #require(window).declared == 0..<20)
    #expect(shrunk.isSettled)
    #expect(shrunk.frame(of: ElementID(0))?.minY == 0)
    #expect(engine.scrollOffset(for: "scroll") == .zero)
  }

  @Test("3. Items measured above the viewport leave the watched item where the user drags it")
  func scrollAnchoring() throws {
    let engine = LayoutEngine()
    let estimate = Size(width: 80, height: 28)
    let real = Size(width: 150, height: 56)
    engine.setScrollOffset(Point(x: 0, y: 8_000), for: "scroll")
    let (first, window) = Self.arrange(engine, count: 10_000, estimate: estimate) { _ in real }
    let watched = ElementID(try #require(window).visible.lowerBound + 2)
    var y = try #require(first.frame(of: watched)).minY
    for _ in 0..<4 {
      // The user drags the content down by 100 pt: scrolls up into items not measured yet.
      let offset = engine.scrollOffset(for: "scroll").y - 100
      engine.setScrollOffset(Point(x: 0, y: offset), for: "scroll")
      let (arrangement, _) = Self.arrange(engine, count: 10_000, estimate: estimate) { _ in real }
      let next = try #require(arrangement.frame(of: watched)).minY
      #expect(next == y + 100)
      y = next
    }
  }

  @Test("5a. A lazy flow of columns scrolls sideways and places its items as one flow of them")
  func columns() throws {
    let engine = LayoutEngine()
    let size = Size(width: 30, height: 30)
    let options = FlowOptions(itemSpacing: 2, lineSpacing: 4, axis: .vertical)
    engine.setScrollOffset(Point(x: 340, y: 0), for: "scroll")
    var window: LazyFlowWindow?
    let arrangement = engine.arrange(in: Size(width: 100, height: 100)) { ui in
      ui.scroll(id: "scroll", axis: .horizontal) { ui in
        window = ui.lazyFlow(
          id: "feed", in: "scroll", count: 1_000, options: options, estimatedItemSize: size,
          overscan: 34
        ) { index, ui in ui.leaf(id: ElementID(index), size: size) }
      }
    }
    // Three items a column, columns 34 apart: columns 10 to 12 show, 9 and 13 in the overscan.
    #expect(window?.visible == 30..<39)
    #expect(window?.declared == 27..<42)
    #expect(arrangement.frame(of: ElementID(30)) == Rect(x: 0, y: 0, width: 30, height: 30))
    #expect(arrangement.frame(of: ElementID(35)) == Rect(x: 34, y: 64, width: 30, height: 30))
    #expect(arrangement.isSettled)
  }

  @Test("5b. A taller viewport is filled in the arrangement it first appears in")
  func resize() throws {
    let engine = LayoutEngine()
    let size = Size(width: 90, height: 40)
    _ = Self.arrange(engine, count: 1_000, estimate: size) { _ in size }
    let tall = Size(width: 390, height: 1_600)
    let (arrangement, window) = Self.arrange(engine, in: tall, count: 1_000, estimate: size) { _ in
      size
    }
    let needed = try Self.needed(
      sizes: Array(repeating: size, count: 1_000), width: 390, offset: 0, height: 1_600,
      overscan: 200)
    #expect(needed.allSatisfy(try #require(window).declared.contains))
    #expect(arrangement.isSettled)
    #expect(arrangement.frame(of: ElementID(needed.last ?? 0)) != nil)
  }

  @Test(
    "13a. A custom layout placing a child twice builds a geometry reader's content once",
    arguments: [Point(x: 20, y: 20), Point(x: 0, y: 20), Point(x: 20, y: 0), Point.zero])
  func placedTwice(second: Point) {
    var builds = 0
    let arrangement = LayoutEngine().arrange(in: Size(width: 100, height: 100)) { ui in
      ui.layout(id: "twice", PlacesTwice(second: second)) { ui in
        ui.geometryReader(id: "reader") { _, ui in
          builds += 1
          ui.leaf(id: "content", size: Size(width: 10, height: 10))
            .preference(CountKey.self, value: 1)
        }
      }
    }
    #expect(builds == 1)
    #expect(arrangement.preference(CountKey.self) == 1)
    // The last place wins: the content moves with its reader.
    let content = Rect(origin: second, size: Size(width: 10, height: 10))
    #expect(arrangement.frame(of: "content") == content)
    #expect(arrangement.diagnostics == [.placedMoreThanOnce("reader", parent: "twice")])
  }

  @Test("13b. Under churning ids the engine's retained state stays bounded")
  func churn() {
    let engine = LayoutEngine()
    engine.stateLifetime = 10
    for frame in 0..<2_000 {
      engine.report(size: Size(width: 5, height: 5), for: ElementID("late", index: frame))
      _ = engine.arrange(in: Size(width: 100, height: 100)) { ui in
        ui.scroll(id: ElementID("scroll", index: frame)) { ui in
          ui.geometryReader(id: ElementID("reader", index: frame)) { _, ui in
            ui.leaf(id: ElementID("late", index: frame), estimate: .zero)
          }
          .onPreferenceChange(CountKey.self) { _ in }
        }
      }
    }
    // Four ids a frame (late leaf, scroll, reader, observer), kept ten frames after their last.
    #expect(engine.retainedEntryCount <= 4 * 14)
    #expect(engine.reportedSize(for: ElementID("late", index: 1_999)) != nil)
    #expect(engine.reportedSize(for: ElementID("late", index: 0)) == nil)
  }

  @Test("An arrangement laid out in one isolation domain can be sent to another")
  func sendable() async {
    let arrangement = LayoutEngine().arrange(in: Size(width: 10, height: 10)) { ui in
      ui.leaf(id: "a", size: Size(width: 4, height: 4)).preference(CountKey.self, value: 3)
    }
    let sent = await Task.detached { arrangement }.value
    #expect(sent.frame(of: "a") == Rect(x: 0, y: 0, width: 4, height: 4))
    #expect(sent.preference(CountKey.self) == 3)
  }
}

/// A custom layout that places its first child twice: at the origin, then at `second`.
private struct PlacesTwice: ContainerLayout {
  var second: Point

  func sizeThatFits(proposal: ProposedSize, children: LayoutChildren) -> Size {
    Size(width: 100, height: 100)
  }

  func placeChildren(in bounds: Rect, proposal: ProposedSize, children: LayoutChildren) {
    guard let child = children.first else { return }
    child.place(at: bounds.origin, proposal: ProposedSize(width: 50, height: 50))
    child.place(at: second, proposal: ProposedSize(width: 50, height: 50))
  }
}

/// The number of values attached.
private enum CountKey: ElementPreferenceKey {
  static let defaultValue = 0
  static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}
