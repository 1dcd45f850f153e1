// fuzz-sources: Tests/Fuzz/Targets/Engine
#if !FUZZING
import Testing
#endif
import Reflow
import ReflowTesting

/// Fuzzes `LayoutEngine.arrange` over element trees decoded from the input.
///
/// The input decodes (through `ChoiceSource(bytes:)`) into the engine's settings (root size,
/// direction, passes), sizes reported late and scroll offsets, and a tree of leaves (fixed,
/// measured like text, estimated, sized by what an observer learned) in flows, single lines,
/// stacks, columns, overlays, padding, frames, scrolls, geometry readers, direction changes and
/// a custom layout that proposes and places as the input says, with preferences and observers
/// attached here and there. Ids come from a small set, so some repeat.
///
/// The oracle:
/// - `Arrangement.checkInvariants()` finds nothing, and no frame has a NaN coordinate;
/// - every id declared once is found by `command(for:)` and drawn at most once; every id
///   declared more than once is named by a `duplicateID` diagnostic; nothing else is drawn;
/// - a second engine given the same input arranges exactly the same thing (determinism);
/// - when the arrangement settled, arranging again gives the same commands and diagnostics in
///   one pass (within the engine's change tolerance, so an element showing through its clip by
///   no more than that may appear or disappear), unless elements that keep state by id
///   (scrolls, readers, late-sized leaves, observers) share an id: they then share that state,
///   as documented.
enum EngineTarget: FuzzTarget {
  static let name = "engine"

  static func violations(in input: [UInt8]) -> [String] {
    var source = ChoiceSource(bytes: input)
    let scene = Scene.generator.generate(using: &source)
    let (first, state) = scene.arrange()
    var found = first.checkInvariants()
    found += checkFrames(first)
    found += checkIDs(first, declared: state.declared)
    let (again, _) = scene.arrange()
    if again.summary != first.summary {
      found.append("a second engine arranged \(again.summary); the first \(first.summary)")
    }
    let stateful = scene.statefulIDs
    let settled = first.isSettled && !first.diagnostics.contains {
      switch $0 {
      case .didNotSettle: true
      case .duplicateID(let id, _, _): stateful.contains(id)
      default: false
      }
    }
    if settled {
      let next = state.engine.arrange(in: scene.size) { scene.declare(in: $0, state: state) }
      // A bad late size is diagnosed once, in the frame after it was reported.
      var expected = first.diagnostics.map(\.description)
      for (id, size) in scene.reported where !size.isValidLayoutSize {
        let pending = Diagnostic.invalidSize(id, size).description
        if let index = expected.lastIndex(of: pending) { expected.remove(at: index) }
      }
      // The engine settles when sizes change by at most `changeTolerance` (1e-9), so a frame
      // arranged again may move what it draws by that much, and no more.
      if next.passCount != 1 || !sameWithinTolerance(next.renderCommands, first.renderCommands)
        || next.diagnostics.map(\.description) != expected
      {
        found.append("arranging a settled frame again gave \(next.summary); first"
          + " \(first.summary)")
      }
    }
    return found.isEmpty ? [] : found + ["arranged \(first.summary)", "in \(scene)"]
  }

  /// Whether two lists draw the same elements in the same order, their rectangles within the
  /// tolerance under which the engine counts sizes as unchanged (relative for large values).
  ///
  /// An element that shows through its clip by no more than that tolerance on an axis (twice
  /// it: both edges may move) may be drawn in one list and culled in the other: a change the
  /// engine counts as none can move it across the edge of what is visible (a scroll whose
  /// reader grew from 0 to 7e-305 wide shows the reader's children).
  static func sameWithinTolerance<A: RandomAccessCollection<RenderCommand>, B: RandomAccessCollection<RenderCommand>>(
    _ a: A, _ b: B
  ) -> Bool where A.Index == Int, B.Index == Int {
    func close(_ x: Double, _ y: Double) -> Bool {
      x == y || abs(x - y) <= 1e-9 * max(1, abs(x), abs(y))
    }
    func close(_ r: Rect, _ s: Rect) -> Bool {
      close(r.minX, s.minX) && close(r.minY, s.minY) && close(r.width, s.width)
        && close(r.height, s.height)
    }
    func same(_ x: RenderCommand, _ y: RenderCommand) -> Bool {
      x.id == y.id && x.depth == y.depth && x.isLeaf == y.isLeaf && x.reuseKind == y.reuseKind
        && close(x.rect, y.rect)
        && (x.clip == nil) == (y.clip == nil)
        && (x.clip.map { clip in y.clip.map { close(clip, $0) } ?? false } ?? true)
    }
    func barelyVisible(_ command: RenderCommand) -> Bool {
      guard let clip = command.clip else { return false }
      func thin(_ low: Double, _ high: Double, _ clipLow: Double, _ clipHigh: Double) -> Bool {
        let overlap = min(high, clipHigh) - max(low, clipLow)
        return overlap <= 2e-9 * max(1, abs(low), abs(high), abs(clipLow), abs(clipHigh))
      }
      let rect = command.rect
      return thin(rect.minX, rect.maxX, clip.minX, clip.maxX)
        || thin(rect.minY, rect.maxY, clip.minY, clip.maxY)
    }
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if i < a.count && j < b.count && same(a[i], b[j]) {
        i += 1
        j += 1
      } else if i < a.count && barelyVisible(a[i]) {
        i += 1
      } else if j < b.count && barelyVisible(b[j]) {
        j += 1
      } else {
        return false
      }
    }
    return true
  }

  /// Requires every frame to have finite coordinates.
  static func checkFrames(_ arrangement: Arrangement) -> [String] {
    arrangement.renderCommands.filter { command in
      ![command.rect.minX, command.rect.minY, command.rect.width, command.rect.height]
        .allSatisfy(\.isFinite)
    }.prefix(4).map { "\($0.id) has frame \($0.rect)" }
  }

  /// Requires every id declared once to be found and drawn at most once, every repeated id
  /// to be diagnosed, and nothing undeclared to be drawn.
  static func checkIDs(_ arrangement: Arrangement, declared: [ElementID]) -> [String] {
    var counts: [ElementID: Int] = [:]
    for id in declared { counts[id, default: 0] += 1 }
    var drawn: [ElementID: Int] = [:]
    for command in arrangement.renderCommands { drawn[command.id, default: 0] += 1 }
    let diagnosed = Set(arrangement.diagnostics.compactMap { diagnostic -> ElementID? in
      if case .duplicateID(let id, _, _) = diagnostic { id } else { nil }
    })
    var found: [String] = []
    for (id, count) in counts.sorted(by: { "\($0.key)" < "\($1.key)" }) {
      if count == 1 && arrangement.command(for: id) == nil {
        found.append("\(id) was declared but has no command")
      }
      if count == 1 && drawn[id, default: 0] > 1 {
        found.append("\(id) was declared once but drawn \(drawn[id, default: 0]) times")
      }
      if count > 1 && !diagnosed.contains(id) {
        found.append("\(id) was declared \(count) times without a duplicateID diagnostic")
      }
    }
    for (id, count) in drawn where count > counts[id, default: 0] {
      found.append("\(id) was drawn \(count) times but declared \(counts[id, default: 0])")
    }
    return found
  }
}

extension Arrangement {
  /// Everything an arrangement shows, as text (so NaN compares equal to itself).
  fileprivate var summary: String {
    "\(description) \(contentSize) \(renderCommands) \(diagnostics) \(estimatedIDs)"
  }
}

#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEngine(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  EngineTarget.fuzz(data, count)
}
#else
@Suite struct EngineTargetTests {
  @Test("Every input in the engine corpus keeps the engine oracle")
  func corpus() throws {
    try FuzzCorpus.replay(EngineTarget.self)
  }
}
#endif
