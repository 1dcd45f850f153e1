import Reflow
import Testing

/// The promises of the article *Concurrency and Isolation* (`Isolation.md`): which types are
/// `Sendable` (checked by the compiler: this file does not build if one stops being), and the
/// three homes of a `LayoutEngine` it shows, run here as well as in the docs check.
@Suite struct IsolationTests {
  /// Compiles only for a `Sendable` type.
  static func sendable<T: Sendable>(_: T.Type) {}

  struct Post: Identifiable, Sendable { let id: Int }

  @Test("Every type the article lists as Sendable is Sendable")
  func listedTypesAreSendable() {
    // Geometry.
    Self.sendable(Size.self)
    Self.sendable(Point.self)
    Self.sendable(Rect.self)
    Self.sendable(Insets.self)
    Self.sendable(ProposedSize.self)
    // Flows.
    Self.sendable(Flow.self)
    Self.sendable(FlowOptions.self)
    Self.sendable(FlowItem.self)
    Self.sendable(FlowResult.self)
    Self.sendable(FlowIndex.self)
    Self.sendable(LazyFlow.self)
    Self.sendable(LazyFlowWindow.self)
    // Arrangements.
    Self.sendable(Arrangement.self)
    Self.sendable(RenderCommand.self)
    Self.sendable(ElementID.self)
    Self.sendable(Diagnostic.self)
    Self.sendable(ScrollOffsetCorrection.self)
    // Collections.
    Self.sendable(CollectionSnapshot<String, Int>.self)
    Self.sendable(CollectionLayout<String, Int>.self)
    Self.sendable(SnapshotChanges<String, Int>.self)
    Self.sendable(Shelf.self)
    Self.sendable(FocusNavigator<Int, Never>.self)
    Self.sendable(ArrangementDelta<Int>.self)
    // Paging, when the items are.
    Self.sendable(EndReachedTrigger.self)
    Self.sendable(PagedCollection<Post>.self)
    Self.sendable(RemoteCollection<Int, Post>.self)
    Self.sendable(PagingChange.self)
    Self.sendable(PagingSnapshot<Post>.self)
    Self.sendable(LoadedPage<Int, Post>.self)
    Self.sendable(PagingDriver<Int, Post>.self)
    // Errors.
    Self.sendable(ReflowError.self)
    Self.sendable(PagingError.self)
    Self.sendable(CollectionError.self)
  }

  /// An engine confined to an actor, handing back `Sendable` arrangements.
  actor TagCloudLayout {
    private let engine = LayoutEngine()

    func arrange(_ tags: [String], width: Double) -> Arrangement {
      engine.arrange(in: Size(width: width, height: .infinity)) { ui in
        ui.flow(id: "tags", options: FlowOptions(itemSpacing: 8, lineSpacing: 8)) { ui in
          for (index, tag) in tags.enumerated() {
            ui.leaf(id: ElementID(index),
                    size: Size(width: Double(tag.count * 8 + 16), height: 24))
          }
        }
      }
    }
  }

  @Test("An engine in an actor lays out from concurrent tasks, and its arrangements cross back")
  func engineInAnActor() async {
    let layout = TagCloudLayout()
    let widths = await withTaskGroup(of: Double.self) { group in
      for width in [120.0, 200, 390] {
        group.addTask {
          let arrangement = await layout.arrange(["swift", "layout", "actors"], width: width)
          return arrangement.frame(of: ElementID(2))?.minY ?? -1
        }
      }
      var found: [Double] = []
      for await minY in group { found.append(minY) }
      return found.sorted()
    }
    // 56 + 8 + 64 + 8 + 64 = 200: a line each at 120, one line at 200 and 390.
    #expect(widths == [0, 0, 64])
  }

  /// An engine owned by a main-actor model, as a view model owns it.
  @MainActor final class FeedModel {
    let engine = LayoutEngine()
    var arrangement: Arrangement?

    func scrolled(to offset: Double) {
      engine.setScrollOffset(Point(x: 0, y: offset), for: "feed")
      arrangement = engine.arrange(in: Size(width: 390, height: 844)) { ui in
        ui.scroll(id: "feed") { ui in
          _ = ui.lazyFlow(id: "rows", in: "feed", count: 1_000,
                          estimatedItemSize: Size(width: 390, height: 60)) { index, ui in
            ui.leaf(id: ElementID(index), estimate: Size(width: 390, height: 60))
          }
        }
      }
    }
  }

  @Test("An engine in a main-actor model, driven from the main actor")
  @MainActor func engineOnTheMainActor() async {
    let model = FeedModel()
    model.scrolled(to: 600)
    #expect(
      model.arrangement?.frame(of: ElementID(10)) == Rect(x: 0, y: 0, width: 390, height: 60))
    // Sent to another task, the arrangement is still the same value.
    let arrangement = model.arrangement
    let sent = await Task.detached { arrangement?.frame(of: ElementID(11)) }.value
    #expect(sent == Rect(x: 0, y: 60, width: 390, height: 60))
  }

  @Test("A flow laid out on a detached task comes back as a value")
  func flowOnADetachedTask() async throws {
    let sizes = (0..<10_000).map { Size(width: Double(20 + $0 % 90), height: 24) }
    let result = try await Task.detached {
      try Flow.layout(sizes, in: Size(width: 390, height: .infinity),
                      options: FlowOptions(itemSpacing: 8, lineSpacing: 8))
    }.value
    let here = try Flow.layout(sizes, in: Size(width: 390, height: .infinity),
                               options: FlowOptions(itemSpacing: 8, lineSpacing: 8))
    #expect(result.frames == here.frames)
  }
}
