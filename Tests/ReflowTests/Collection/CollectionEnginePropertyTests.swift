@testable import Reflow
import ReflowTesting
import Testing

/// The engine's collection over generated snapshot sequences and scroll offsets: what it
/// declares and where, against its own kept layout and the geometry of the viewport.
@Suite struct CollectionEnginePropertyTests {
  static let viewport = Size(width: 100, height: 60)

  /// One arrangement of `snapshot`; items and supplements sized as the layout tests size them.
  static func arrange(_ engine: LayoutEngine, _ snapshot: CollectionSnapshot<Int, Int>)
    -> Arrangement
  {
    engine.arrange(in: viewport) { ui in
      ui.scroll(id: "screen") { ui in
        ui.collection(
          id: "list", in: "screen", snapshot: snapshot,
          estimatedItemSize: Size(width: 20, height: 10), estimatedSupplementLength: 12,
          sectionSpacing: 3, overscan: 10
        ) { item, ui in
          ui.leaf(id: ElementID("item", index: item),
                  size: CollectionLayoutPropertyTests.size(of: item))
        } header: { section, ui in
          ui.leaf(id: ElementID("header", index: section),
                  size: Size(width: 100, height: Double(10 + section)))
        } footer: { section, ui in
          ui.leaf(id: ElementID("footer", index: section),
                  size: Size(width: 100, height: Double(5 + section)))
        }
      }
    }
  }

  static let runs = Gen<([SnapshotModel], [Double])>.zip(
    .array(of: .snapshotModel, count: 2...4), .array(of: .double(in: 0...300, step: 1), count: 4...4))

  @Test(
    "Items land where the kept layout puts them, and every item on screen is declared",
    arguments: [CollectionLayoutPropertyTests.styles, CollectionLayoutPropertyTests.stableMasonry])
  func declaredItemsMatchTheLayout(styles: [SectionStyle]) {
    check(Self.runs) { models, offsets in
      var violations: [Violation] = []
      let engine = LayoutEngine()
      for (model, offset) in zip(models, offsets) {
        let snapshot = try CollectionLayoutPropertyTests.snapshot(model, styles: styles)
        engine.setScrollOffset(Point(x: 0, y: offset), for: "screen")
        let arrangement = Self.arrange(engine, snapshot)
        let layout = try #require(
          engine.collectionLayout(for: "list", as: CollectionLayout<Int, Int>.self))
        violations += layout.checkInvariants().map { Violation(stringLiteral: $0) }
        violations += engine.checkViewportInvariants().map { Violation(stringLiteral: $0) }
        let top = engine.scrollOffset(for: "screen").y
        if !arrangement.isSettled { violations.append("\(model) at \(offset) did not settle") }
        for element in layout.allElements(viewportStart: top, viewportLength: 60) {
          guard case .item(let id) = element.id else { continue }
          let frame = element.frame
          let shows = frame.maxY > top && frame.minY < top + 60 && frame.maxX > 0 && frame.minX < 100
          let placed = arrangement.frame(of: ElementID("item", index: id))
          if shows && placed == nil {
            violations.append("\(model) at \(top): item \(id) at \(frame) shows, not declared")
          }
          // A list or columns slot is as wide as the style says; the leaf keeps its own width.
          let slot = frame.offsetBy(dx: 0, dy: -top)
          if let placed, placed.origin != slot.origin || placed.height != slot.height {
            violations.append("\(model) at \(top): item \(id) placed at \(placed), not \(frame)")
          }
        }
      }
      return violations
    }
  }

  @Test(
    "The first item on screen stays put when a snapshot changes what comes before it",
    arguments: [CollectionLayoutPropertyTests.styles, CollectionLayoutPropertyTests.stableMasonry])
  func anchoringHoldsThroughSnapshots(styles: [SectionStyle]) {
    check(Self.runs) { models, offsets in
      var violations: [Violation] = []
      let engine = LayoutEngine()
      engine.setScrollOffset(Point(x: 0, y: offsets[0]), for: "screen")
      var arrangement = Self.arrange(
        engine, try CollectionLayoutPropertyTests.snapshot(models[0], styles: styles))
      for model in models.dropFirst() {
        let layout = try #require(
          engine.collectionLayout(for: "list", as: CollectionLayout<Int, Int>.self))
        let top = engine.scrollOffset(for: "screen").y
        // The anchor: the first item in snapshot order that reaches below the viewport's top.
        let anchor = layout.snapshot.itemIdentifiers.first { id in
          guard let frame = layout.frame(ofItem: id) else { return false }
          return frame.maxY > top && frame.minY < top + 60
        }
        let before = anchor.flatMap { arrangement.frame(of: ElementID("item", index: $0)) }
        let snapshot = try CollectionLayoutPropertyTests.snapshot(model, styles: styles)
        arrangement = Self.arrange(engine, snapshot)
        let after = engine.collectionLayout(for: "list", as: CollectionLayout<Int, Int>.self)
        let newTop = engine.scrollOffset(for: "screen").y
        guard let anchor, let before, let after, let frame = after.frame(ofItem: anchor) else {
          continue
        }
        // Clamped to the content's ends, the offset cannot hold it.
        let maximum = after.contentSize.height - 60
        guard newTop > 0 && newTop < maximum - 1e-9 else { continue }
        if abs((frame.minY - newTop) - before.minY) > 1e-6 {
          violations.append(
            "\(model): item \(anchor) moved on screen from \(before.minY) to \(frame.minY - newTop)")
        }
      }
      return violations
    }
  }
}
