import Reflow
import Testing

/// Virtualized content given options, estimates or edits it cannot use falls back to what it
/// can do and says so; a builder kept past its frame declares nothing.
@Suite struct EngineVirtualizedFallbackTests {
  static let itemSize = Size(width: 40, height: 30)

  static func item(_ index: Int) -> ElementID { ElementID("item", index: index) }

  /// One arrangement 100 × 90 of `content` in a vertical scroll `page`.
  static func arrange(
    _ engine: LayoutEngine = LayoutEngine(), _ content: (ElementBuilder) -> Void
  ) -> Arrangement {
    engine.arrange(in: Size(width: 100, height: 90)) { ui in
      ui.scroll(id: "page", content: content)
    }
  }

  /// A lazy flow `feed` of 50 items 40 × 30.
  static func feed(_ ui: ElementBuilder, options: FlowOptions = FlowOptions(), estimate: Size)
    -> LazyFlowWindow
  {
    ui.lazyFlow(id: "feed", in: "page", count: 50, options: options, estimatedItemSize: estimate) {
      index, ui in ui.leaf(id: item(index), size: itemSize)
    }
  }

  /// A masonry `photos` of 20 items 50 × 30.
  @discardableResult
  static func photos(_ ui: ElementBuilder, lanes: MasonryLanes = .count(2), estimate: Double = 30)
    -> MasonryWindow
  {
    ui.masonry(
      id: "photos", in: "page", count: 20, options: MasonryOptions(lanes: lanes),
      estimatedItemLength: estimate
    ) { index, ui in ui.leaf(id: item(index), size: Size(width: 50, height: 30)) }
  }

  @Test("Virtualized content declared through a builder kept past its frame declares nothing")
  func staleBuilder() throws {
    let engine = LayoutEngine()
    var kept: ElementBuilder?
    _ = Self.arrange(engine) { ui in kept = ui }
    let builder = try #require(kept)
    let flow = Self.feed(builder, estimate: Self.itemSize)
    let masonry = Self.photos(builder)
    let snapshot = try CollectionSnapshot<Int, Int>([(CollectionSection(id: 0), [7])])
    builder.collection(
      id: "grid", in: "page", snapshot: snapshot, estimatedItemSize: Self.itemSize
    ) { item, ui in ui.leaf(id: Self.item(item), size: Self.itemSize) }
    #expect(flow.declared.isEmpty && flow.visible.isEmpty && flow.contentSize == .zero)
    #expect(masonry.declared.isEmpty && masonry.contentSize == .zero)
    let frame = Self.arrange(engine) { _ in }
    for id in ["feed", "photos", "grid", Self.item(0), Self.item(7)] as [ElementID] {
      #expect(frame.frame(of: id) == nil)
    }
  }

  @Test("A lazy flow asked to balance its lines breaks them greedily, and says so")
  func lazyFlowBalanced() {
    let frame = Self.arrange { ui in
      _ = Self.feed(ui, options: FlowOptions(lineBreaking: .balanced), estimate: Self.itemSize)
    }
    #expect(
      frame.diagnostics
        == [.invalidOptions("feed", .notIncremental(option: "lineBreaking", value: "balanced"))])
    // Two 40-point items fill the 100-point line greedily; balanced lines would hold fewer.
    #expect(frame.frame(of: Self.item(1)) == Rect(x: 40, y: 0, width: 40, height: 30))
    #expect(frame.frame(of: Self.item(2)) == Rect(x: 0, y: 30, width: 40, height: 30))
  }

  @Test("A lazy flow with a negative estimate lays out with it clamped, and says so")
  func lazyFlowBadEstimate() {
    let estimate = Size(width: -10, height: 30)
    var window: LazyFlowWindow?
    let frame = Self.arrange { ui in window = Self.feed(ui, estimate: estimate) }
    #expect(frame.diagnostics == [.invalidSize("feed", estimate)])
    #expect(window?.position.itemCount == 50)
    // Laid out 1 point wide until measured: the first pass declares the items its viewport
    // meets, and they take their real sizes.
    #expect(window?.declared.isEmpty == false)
    #expect(frame.frame(of: Self.item(0)) == Rect(x: 0, y: 0, width: 40, height: 30))
    #expect(frame.frame(of: Self.item(2)) == Rect(x: 0, y: 30, width: 40, height: 30))
  }

  @Test(
    "Virtualized content estimated 0 along an axis lays items out 1 point there, and says so",
    arguments: [
      (Size(width: 0, height: 30), ["estimatedItemSize.width"]),
      (Size(width: 40, height: 0), ["estimatedItemSize.height"]),
      (Size.zero, ["estimatedItemSize.width", "estimatedItemSize.height"]),
    ])
  func zeroEstimate(_ estimate: Size, names: [String]) throws {
    // An item without area meets no viewport: estimated so, the content would declare, measure
    // and draw nothing, and call itself settled.
    let engine = LayoutEngine()
    var window: LazyFlowWindow?
    let flow = Self.arrange(engine) { ui in window = Self.feed(ui, estimate: estimate) }
    #expect(
      flow.diagnostics == names.map { .invalidParameter("feed", name: $0, value: 0) })
    #expect(window?.declared.isEmpty == false)
    #expect(flow.isSettled)
    #expect(flow.frame(of: Self.item(0)) == Rect(x: 0, y: 0, width: 40, height: 30))
    #expect(flow.frame(of: Self.item(5)) == Rect(x: 40, y: 60, width: 40, height: 30))

    let snapshot = try CollectionSnapshot<Int, Int>([(CollectionSection(id: 0), Array(0..<50))])
    let grid = Self.arrange { ui in
      ui.collection(id: "grid", in: "page", snapshot: snapshot, estimatedItemSize: estimate) {
        item, ui in ui.leaf(id: Self.item(item), size: Self.itemSize)
      }
    }
    #expect(grid.diagnostics == names.map { .invalidParameter("grid", name: $0, value: 0) })
    #expect(grid.frame(of: Self.item(0)) == Rect(x: 0, y: 0, width: 40, height: 30))
    #expect(grid.frame(of: Self.item(5)) == Rect(x: 40, y: 60, width: 40, height: 30))
  }

  @Test("A masonry with options it cannot use lays out in one lane, and says so every time")
  func masonryBadOptions() {
    let engine = LayoutEngine()
    for _ in 0..<2 {
      let frame = Self.arrange(engine) { ui in Self.photos(ui, lanes: .count(0)) }
      #expect(frame.diagnostics == [.invalidOptions("photos", .invalidLaneCount(count: 0))])
      #expect(frame.frame(of: Self.item(0)) == Rect(x: 0, y: 0, width: 100, height: 30))
      #expect(frame.frame(of: Self.item(1)) == Rect(x: 0, y: 30, width: 100, height: 30))
    }
  }

  @Test("A masonry with a negative estimate lays out with 0, and says so")
  func masonryBadEstimate() {
    let frame = Self.arrange { ui in Self.photos(ui, estimate: -5) }
    #expect(
      frame.diagnostics == [.invalidParameter("photos", name: "estimatedItemLength", value: -5)])
    #expect(frame.frame(of: Self.item(1)) == Rect(x: 50, y: 0, width: 50, height: 30))
  }

  @Test("A scroll-to asked before its scroll container was ever arranged lands")
  func scrollToBeforeFirstArrangement() {
    let engine = LayoutEngine()
    engine.scrollTo(Self.item(30), in: "page")
    let frame = Self.arrange(engine) { ui in
      ui.vstack(id: "rows") { ui in
        for index in 0..<50 { ui.leaf(id: Self.item(index), size: Size(width: 100, height: 20)) }
      }
    }
    #expect(frame.frame(of: Self.item(30))?.minY == 0)
  }

  @Test("Edits to content the engine does not know change nothing and report nothing")
  func editsToUnknownContent() {
    let engine = LayoutEngine()
    engine.insertItems(count: 3, at: 99, in: "feed")
    engine.removeItems(in: 0..<99, from: "feed")
    engine.moveItems(0..<99, to: 99, in: "feed")
    let frame = Self.arrange(engine) { ui in _ = Self.feed(ui, estimate: Self.itemSize) }
    #expect(frame.diagnostics.isEmpty)
    #expect(frame.frame(of: Self.item(0)) == Rect(x: 0, y: 0, width: 40, height: 30))
  }
}
