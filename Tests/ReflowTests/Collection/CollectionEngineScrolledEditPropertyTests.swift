@testable import Reflow
import ReflowTesting
import Testing

/// The engine's collection edited while it is scrolled and its shelves are scrolled along their
/// rows: every snapshot in a sequence arrives with the collection at some offset and each shelf
/// at some offset of its own, and the arrangement must keep its layout sound, draw every item on
/// screen where the layout says (shelf items moved by their shelf's offset), and keep the first
/// item on screen in place when the user did not scroll.
@Suite struct CollectionEngineScrolledEditPropertyTests {
  /// Snapshots, whether the user scrolls before each (and to where), and the offset each shelf
  /// is scrolled to before each.
  struct Step: Hashable, Sendable {
    var model: SnapshotModel
    var scroll: Double?
    var shelves: [Double]
  }

  static let steps = Gen<[Step]>.array(
    of: Gen<(SnapshotModel, Double?, [Double])>.zip(
      .snapshotModel,
      .frequency((1, .constant(nil)), (2, Gen<Double>.double(in: 0...300, step: 1).map { $0 })),
      .array(of: .double(in: 0...200, step: 5), count: 10...10)
    ).map { Step(model: $0, scroll: $1, shelves: $2) },
    count: 2...5)

  @Test("Edits under a scrolled collection and scrolled shelves keep it sound and in place")
  func editsUnderScrolledShelves() {
    check(Self.steps) { steps in
      var violations: [Violation] = []
      let engine = LayoutEngine()
      var arrangement: Arrangement?
      for (number, step) in steps.enumerated() {
        if let offset = step.scroll { engine.setScrollOffset(Point(x: 0, y: offset), for: "screen") }
        var anchor: (id: Int, y: Double)?
        if let before = engine.collectionLayout(for: "list", as: CollectionLayout<Int, Int>.self),
          let arrangement
        {
          for id in before.snapshot.sectionIdentifiers {
            engine.setShelfOffset(step.shelves[id % 10], section: id, in: "list")
          }
          // The anchor, when the user did not scroll: the first item (in snapshot order) the
          // viewport shows, drawn where the shelves are now.
          let layout = engine.collectionLayout(for: "list", as: CollectionLayout<Int, Int>.self)
          let top = engine.scrollOffset(for: "screen").y
          if step.scroll == nil, let layout,
            let id = layout.snapshot.itemIdentifiers.first(where: { id in
              guard let frame = layout.frame(ofItem: id) else { return false }
              return frame.maxY > top && frame.minY < top + 60
            }), arrangement.frame(of: ElementID("item", index: id)) != nil,
            let frame = layout.frame(ofItem: id)
          {
            anchor = (id, frame.minY - top)
          }
        }
        let snapshot = try CollectionLayoutPropertyTests.snapshot(step.model)
        let next = CollectionEnginePropertyTests.arrange(engine, snapshot)
        arrangement = next
        let layout = try #require(
          engine.collectionLayout(for: "list", as: CollectionLayout<Int, Int>.self))
        violations += layout.checkInvariants().map { Violation("layout", "step \(number): \($0)") }
        let top = engine.scrollOffset(for: "screen").y
        for element in layout.allElements(viewportStart: top, viewportLength: 60) {
          guard case .item(let id) = element.id else { continue }
          let frame = element.frame
          let shows = frame.maxY > top && frame.minY < top + 60 && frame.maxX > 0 && frame.minX < 100
          let placed = next.frame(of: ElementID("item", index: id))
          if shows && placed == nil {
            violations.append("step \(number) at \(top): item \(id) at \(frame) shows, not declared")
          }
          let slot = frame.offsetBy(dx: 0, dy: -top)
          if let placed, placed.origin != slot.origin {
            violations.append("step \(number) at \(top): item \(id) drawn at \(placed), not \(slot)")
          }
        }
        // Clamped to the content's ends, the offset cannot hold the anchor.
        if let anchor, let frame = layout.frame(ofItem: anchor.id), top > 0,
          top < layout.contentSize.height - 60 - 1e-9,
          abs((frame.minY - top) - anchor.y) > 1e-6
        {
          violations.append(
            "step \(number): item \(anchor.id) moved on screen from \(anchor.y) to \(frame.minY - top)")
        }
        if !violations.isEmpty { return violations }
      }
      return violations
    }
  }
}
