import Reflow
import Testing

/// The engine measures and places a lazy flow's items itself, without ``LayoutChild``; these
/// tests hold it to what a plain ``ContainerLayout`` over the same ``LazyFlow`` does, for every kind of
/// item an item closure may declare.
@Suite struct EngineLazyFlowPlacementTests {
  static let options = FlowOptions(itemSpacing: 3, lineSpacing: 2)
  static let estimate = Size(width: 30, height: 10)
  static let viewport = Size(width: 120, height: 90)

  /// A lazy flow written with public API only: the reference for `lazyFlow`.
  final class ReferenceState {
    var flow: LazyFlow

    init() throws {
      flow = try LazyFlow(width: viewport.width, options: options, estimatedItemSize: estimate)
    }
  }

  struct ReferenceLayout: ContainerLayout {
    let state: ReferenceState
    let declared: Range<Int>

    func sizeThatFits(proposal: ProposedSize, children: LayoutChildren) -> Size {
      let offer = ProposedSize(width: state.flow.lineLength, height: nil)
      let measured = zip(declared, children).map { ($0, $1.sizeThatFits(offer)) }
      _ = try? state.flow.setSizes(measured)
      let content = state.flow.contentSize
      return Size(width: proposal.width ?? content.width, height: content.height)
    }

    func placeChildren(in bounds: Rect, proposal: ProposedSize, children: LayoutChildren) {
      for (index, child) in zip(declared, children) {
        guard let frame = state.flow.frame(at: index) else { continue }
        child.place(
          at: Point(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
          proposal: ProposedSize(frame.size))
      }
    }
  }

  /// Declares item `index`: fixed, measured, late-sized and container items, and for some
  /// indices two elements or none, so children and items fall out of step.
  static func declareItem(_ index: Int, _ ui: ElementBuilder) {
    switch index % 7 {
    case 0:
      ui.leaf(id: ElementID("item", index: index)) { proposal in
        Size(width: Swift.min(50, proposal.width ?? 50), height: 8 + Double(index % 3))
      }
    case 1:
      ui.hstack(id: ElementID("row", index: index), spacing: 1) { ui in
        ui.leaf(id: ElementID("a", index: index), size: Size(width: 9, height: 7))
        ui.leaf(id: ElementID("b", index: index), size: Size(width: 12, height: 11))
      }
    case 2:
      ui.leaf(id: ElementID("item", index: index), estimate: Size(width: 25, height: 9))
    case 3:
      ui.leaf(id: ElementID("extra", index: index), size: Size(width: 5, height: 5))
      ui.leaf(id: ElementID("item", index: index), size: Size(width: 14, height: 12))
    case 4 where index % 4 == 0:
      break
    default:
      ui.leaf(id: ElementID("item", index: index), size: Size(width: 10 + Double(index % 20),
                                                                height: 10))
    }
  }

  @Test(
    "A lazy flow places every kind of item as a Layout over the same LazyFlow would",
    arguments: [0.0, 37.5, 400.0, 1e6])
  func matchesALayout(scrollOffset: Double) throws {
    let count = 500
    let engine = LayoutEngine()
    let referenceEngine = LayoutEngine()
    let reference = try ReferenceState()
    engine.report(size: Size(width: 40, height: 14), for: ElementID("item", index: 9))
    referenceEngine.report(size: Size(width: 40, height: 14), for: ElementID("item", index: 9))
    var compared = 0
    for step in 0..<6 {
      // Past the end, the first frame clamps the offset; later frames scroll back up from it.
      let offset =
        step == 0 ? Point(x: 0, y: scrollOffset)
        : Point(x: 0, y: Swift.max(0, engine.scrollOffset(for: "scroll").y - 23))
      engine.setScrollOffset(offset, for: "scroll")
      referenceEngine.setScrollOffset(offset, for: "scroll")
      var window: LazyFlowWindow?
      let frame = engine.arrange(in: Self.viewport) { ui in
        ui.scroll(id: "scroll") { ui in
          window = ui.lazyFlow(
            id: "feed", in: "scroll", count: count, options: Self.options,
            estimatedItemSize: Self.estimate, overscan: 20, item: Self.declareItem)
        }
      }
      let viewportSize = referenceEngine.lastArrangement?.frame(of: "scroll")?.size ?? Self.viewport
      let referenceFrame = referenceEngine.arrange(in: Self.viewport) { ui in
        ui.scroll(id: "scroll") { ui in
          if reference.flow.count < count { reference.flow.appendItems(count: count) }
          let scrolled = referenceEngine.scrollOffset(for: "scroll").y
          let declared = reference.flow.window(
            for: Rect(x: 0, y: scrolled, width: viewportSize.width, height: viewportSize.height),
            overscan: 20
          ).declared
          ui.layout(id: "feed", ReferenceLayout(state: reference, declared: declared)) { ui in
            for index in declared { Self.declareItem(index, ui) }
          }
        }
      }
      let declared = try #require(window).declared
      if step > 0 { #expect(declared.count > 5) }
      #expect(frame.renderCommands == referenceFrame.renderCommands)
      #expect(frame.contentSize == referenceFrame.contentSize)
      #expect(frame.diagnostics == referenceFrame.diagnostics)
      for index in declared {
        for name in ["item", "extra", "row", "a", "b"] {
          let id = ElementID(name, index: index)
          #expect(frame.command(for: id) == referenceFrame.command(for: id))
          if frame.command(for: id) != nil { compared += 1 }
        }
      }
    }
    #expect(compared > 30)
  }
}
