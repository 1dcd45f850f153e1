import Reflow
import ReflowTesting
import Testing

/// A preference summed over a subtree, for an observer to watch.
private enum CountKey: ElementPreferenceKey {
  static let defaultValue = 0
  static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// Long runs of arrangements with a short `stateLifetime`, in which each kind of element the
/// engine keeps state for comes and goes on its own schedule: a late-sized leaf (its reported
/// size), a scroll container (its offset), an observer (the value it last received), a lazy
/// flow and a collection (their measured items). What an element left out for at most
/// `stateLifetime` arrangements keeps, it has when it comes back; an element declared in every
/// arrangement keeps everything however long the run.
@Suite struct EngineStateLifetimePropertyTests {
  /// The kinds of kept state, one element each.
  enum Kind: Int, CaseIterable, CustomStringConvertible {
    case lateLeaf, scroll, observer, lazyFlow, collection

    var description: String {
      ["lateLeaf", "scroll", "observer", "lazyFlow", "collection"][rawValue]
    }
  }

  /// A run: the lifetime, and for each kind whether it is declared in each arrangement.
  struct Run: Hashable, Sendable, CustomStringConvertible {
    var lifetime: Int
    var schedules: [[Bool]]

    var description: String {
      "lifetime \(lifetime)\n" + Kind.allCases.map { kind in
        "  \(kind): " + schedules[kind.rawValue].map { $0 ? "#" : "." }.joined()
      }.joined(separator: "\n")
    }
  }

  /// Schedules of 16 to 40 arrangements: an element is left out for runs of up to a little
  /// more than the lifetime, or declared in every arrangement.
  static let runs = Gen<Int>.int(in: 1...8).flatMap { lifetime in
    Gen<Int>.int(in: 16...40).flatMap { count in
      let present = Gen<Int>.int(in: 1...4)
      let absent = Gen<Int>.frequency((3, .int(in: 0...lifetime)), (1, .int(in: 0...(lifetime + 2))))
      let schedule = Gen<Bool>.bool(probability: 0.3).flatMap { always in
        always
          ? .constant(Array(repeating: true, count: count))
          : Gen<[(Int, Int)]>.array(of: .zip(present, absent), count: count...count).map { runs in
            Array(runs.flatMap { Array(repeating: true, count: $0) + Array(repeating: false, count: $1) }
              .prefix(count))
          }
      }
      return Gen<[[Bool]]>.array(of: schedule, count: Kind.allCases.count...Kind.allCases.count)
        .map { Run(lifetime: lifetime, schedules: $0) }
    }
  }

  static let viewport = Size(width: 100, height: 50)
  /// Items of the lazy flow and the collection: really 30 high, estimated 10.
  static let itemCount = 24
  static let itemSize = Size(width: 100, height: 30)
  static let estimate = Size(width: 100, height: 10)

  @Test("Live elements keep their state across stateLifetime; ones left out briefly get it back")
  func liveStateOutlivesTheLifetime() {
    check(Self.runs) { (run: Run) -> [Violation] in
      let engine = LayoutEngine()
      engine.stateLifetime = run.lifetime
      var violations: [Violation] = []
      var deliveries = 0
      var snapshot = CollectionSnapshot<Int, Int>()
      try snapshot.appendSections([CollectionSection(id: 0, style: .list(spacing: 0))])
      try snapshot.appendItems(Array(0..<Self.itemCount), toSection: 0)
      // What each element should have kept, by kind: nil once it was left out too long.
      var reported = false
      var offsetSet = false
      var delivered = false
      // The lazy flow's and the collection's heights: items only ever get measured (from 10 to
      // 30 high), so while they keep their layouts the heights never shrink.
      var flowHeight: Double?
      var collectionHeight: Double?
      var lastDeclared = [Int?](repeating: nil, count: Kind.allCases.count)
      let frames = run.schedules[0].count
      engine.setScrollOffset(Point(x: 0, y: 40), for: "scroll")
      offsetSet = true
      for frame in 0..<frames {
        let declared = Kind.allCases.filter { run.schedules[$0.rawValue][frame] }
        // An element left out for at most the lifetime keeps what the engine kept; left out
        // long enough for a sweep to pass (every lifetime / 4 arrangements), it has lost it;
        // in between, either.
        let cadence = max(1, run.lifetime / 4)
        var unsure = Set<Kind>()
        for kind in declared {
          if let last = lastDeclared[kind.rawValue], frame - last - 1 > run.lifetime {
            if frame - last - 1 < run.lifetime + cadence {
              unsure.insert(kind)
            } else {
              switch kind {
              case .lateLeaf: reported = false
              case .scroll: offsetSet = false
              case .observer: delivered = false
              case .lazyFlow: flowHeight = nil
              case .collection: collectionHeight = nil
              }
            }
          }
          lastDeclared[kind.rawValue] = frame
        }
        let deliveredBefore = deliveries
        // Both scroll further down each frame, so each measures items it never had.
        engine.setScrollOffset(Point(x: 0, y: Double(25 * frame)), for: "flowScroll")
        engine.setScrollOffset(Point(x: 0, y: Double(25 * frame)), for: "listScroll")
        let arrangement = engine.arrange(in: Self.viewport) { ui in
          ui.vstack { ui in
            if declared.contains(.lateLeaf) {
              ui.leaf(id: "late", estimate: Size(width: 10, height: 10))
            }
            if declared.contains(.scroll) {
              ui.frame(height: 50) { ui in
                ui.scroll(id: "scroll") { ui in
                  ui.vstack { ui in
                    for row in 0..<10 { ui.leaf(id: ElementID("row", index: row), size: Self.itemSize) }
                  }
                }
              }
            }
            if declared.contains(.observer) {
              ui.vstack(id: "observer") { ui in
                ui.leaf(id: "counted", size: Size(width: 1, height: 1)).preference(CountKey.self, value: 3)
              }
              .onPreferenceChange(CountKey.self) { _ in deliveries += 1 }
            }
            if declared.contains(.lazyFlow) {
              ui.frame(height: 50) { ui in
                ui.scroll(id: "flowScroll") { ui in
                  ui.lazyFlow(
                    id: "flow", in: "flowScroll", count: Self.itemCount,
                    estimatedItemSize: Self.estimate, overscan: 0
                  ) { index, ui in
                    ui.leaf(id: ElementID("flowItem", index: index), size: Self.itemSize)
                  }
                }
              }
            }
            if declared.contains(.collection) {
              ui.frame(height: 50) { ui in
                ui.scroll(id: "listScroll") { ui in
                  ui.collection(
                    id: "list", in: "listScroll", snapshot: snapshot,
                    estimatedItemSize: Self.estimate, overscan: 0
                  ) { item, ui in
                    ui.leaf(id: ElementID("listItem", index: item), size: Self.itemSize)
                  }
                }
              }
            }
          }
        }
        func expect(_ condition: Bool, _ kind: Kind, _ message: String) {
          if !condition { violations.append(Violation("\(kind)", "frame \(frame): \(message)")) }
        }
        if unsure.contains(.lateLeaf) { reported = arrangement.frame(of: "late")?.height == 20 }
        if unsure.contains(.scroll) { offsetSet = engine.scrollOffset(for: "scroll").y == 40 }
        if unsure.contains(.observer) { delivered = deliveries == deliveredBefore }
        if unsure.contains(.lazyFlow) { flowHeight = nil }
        if unsure.contains(.collection) { collectionHeight = nil }
        if declared.contains(.lateLeaf) {
          let height = arrangement.frame(of: "late")?.height
          expect(height == (reported ? 20 : 10), .lateLeaf, "the late leaf is \(String(describing: height)) high")
          if !reported {
            engine.report(size: Size(width: 10, height: 20), for: "late")
            reported = true
          }
        }
        if declared.contains(.scroll) {
          let offset = engine.scrollOffset(for: "scroll").y
          expect(offset == (offsetSet ? 40 : 0), .scroll, "the scroll offset is \(offset)")
        }
        if declared.contains(.observer) {
          let expected = delivered ? 0 : 1
          expect(
            deliveries - deliveredBefore == expected, .observer,
            "the observer received its unchanged value \(deliveries - deliveredBefore) times")
          delivered = true
        }
        if declared.contains(.lazyFlow) {
          let height = arrangement.frame(of: "flow")?.height ?? 0
          expect(
            height >= flowHeight ?? 0, .lazyFlow,
            "the lazy flow shrank from \(flowHeight ?? 0) to \(height): it lost its measured items")
          flowHeight = height
        }
        if declared.contains(.collection) {
          let height = arrangement.frame(of: "list")?.height ?? 0
          expect(
            height >= collectionHeight ?? 0, .collection,
            "the collection shrank from \(collectionHeight ?? 0) to \(height): it lost its"
              + " measured items")
          collectionHeight = height
        }
        if !violations.isEmpty { return violations }
      }
      return violations
    }
  }
}
