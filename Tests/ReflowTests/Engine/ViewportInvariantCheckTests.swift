@testable import Reflow
import Testing

/// The invariant checks of a viewport tracker, a scroll container's viewport and the engine's
/// virtualized content report each way their state can break: every test breaks one part of a
/// sound state and expects the sentence that names it.
@Suite struct ViewportInvariantCheckTests {
  /// An anchor at the top of item `key`, in a viewport 100 long.
  static func anchor(_ key: Int) -> ViewportAnchor<Int> {
    ViewportAnchor(key: key, fraction: 0, position: 40, viewportFraction: 0, viewportLength: 100)
  }

  static let trackerBreakages: [Breakage<ViewportTracker<Int>>] = [
    Breakage("the viewport is at nan for offset 0.0") { $0.viewportStart = .nan },
    Breakage("the offset sign is 0.0") { $0.offsetSign = 0 },
    Breakage("the viewport is -1.0 long") { $0.viewportLength = -1 },
    Breakage("the content after is inf long") { $0.trailingLength = .infinity },
    Breakage("the anchor holds fraction 2.0 at 0.0") { $0.anchor?.fraction = 2 },
    Breakage("the anchor is at nan in a viewport 100.0 long") { $0.anchor?.position = .nan },
    Breakage("the request is inf past the viewport's point") { $0.anchor?.requested = .infinity },
    Breakage("the last correction wanted offset Optional(nan)") { $0.wantedOffset = .nan },
  ]

  @Test("A tracker's bad position, length, sign or anchor is reported", arguments: trackerBreakages)
  func brokenTracker(_ breakage: Breakage<ViewportTracker<Int>>) {
    var tracker = ViewportTracker<Int>()
    tracker.viewportLength = 100
    tracker.anchor = Self.anchor(3)
    breakage.expectReported(from: tracker, by: { $0.checkInvariants() })
  }

  static let scrollBreakages: [Breakage<ScrollViewport>] = [
    Breakage("elements: the offset sign is -2.0") { $0.elements.offsetSign = -2 },
    Breakage("the offset is") { $0.offset.x = .nan },
    Breakage("content -1.0 long in a viewport 50.0 long") { $0.contentLength = -1 },
    Breakage("the offset 80.0 lies outside 0...50.0") {
      $0.offset.y = 80
      $0.placedOffset.y = 80
    },
    Breakage("the offset across the axis is 5.0") {
      $0.offset.x = 5
      $0.placedOffset.x = 5
    },
  ]

  @Test("A scroll viewport's offset outside its content is reported", arguments: scrollBreakages)
  func brokenScroll(_ breakage: Breakage<ScrollViewport>) {
    var viewport = ScrollViewport()
    viewport.hasBeenPlaced = true
    viewport.contentLength = 100
    viewport.viewportLength = 50
    viewport.offset.y = 20
    viewport.placedOffset.y = 20
    breakage.expectReported(from: viewport, by: { $0.checkInvariants() })
  }

  /// An engine that arranged a lazy flow of 100 items in a scroll 300 tall.
  static func engine() -> LayoutEngine {
    let engine = LayoutEngine()
    _ = engine.arrange(in: Size(width: 200, height: 300)) { ui in
      ui.scroll(id: "scroll") { ui in
        ui.lazyFlow(
          id: "flow", in: "scroll", count: 100, estimatedItemSize: Size(width: 50, height: 50)
        ) { index, ui in
          ui.leaf(id: ElementID("item", index: index), size: Size(width: 50, height: 40))
        }
      }
    }
    return engine
  }

  static func flowState(_ engine: LayoutEngine) -> VirtualizedState<LazyFlowContent> {
    engine.state.virtualized["flow"] as! VirtualizedState<LazyFlowContent>
  }

  static let engineBreakages: [Breakage<LayoutEngine>] = [
    Breakage("scroll 'scroll': the offset is") { $0.state.scrolls["scroll"]!.offset.y = .nan },
    Breakage("content 'flow': the offset sign is 0.0") { flowState($0).tracker.offsetSign = 0 },
    Breakage("content 'flow': the anchor holds 500, which the content does not hold") {
      flowState($0).tracker.anchor = anchor(500)
    },
    Breakage("content 'flow': a request is pending for 500, which the content does not hold") {
      flowState($0).tracker.target = (500, .top)
    },
  ]

  @Test("The engine names the scroll or content whose state is broken", arguments: engineBreakages)
  func brokenEngine(_ breakage: Breakage<LayoutEngine>) {
    breakage.expectReported(from: Self.engine(), by: { $0.checkViewportInvariants() })
  }
}
