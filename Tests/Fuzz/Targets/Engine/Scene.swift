import Reflow
import ReflowTesting

/// What the engine is given: settings, late sizes, scroll offsets and a tree.
struct Scene: CustomStringConvertible {
  var size: Size
  var direction: WritingDirection
  var maximumPasses: Int
  var reported: [ElementID: Size]
  var tree: [Element]

  /// The engine and what observers learned, shared by the passes of a frame.
  final class State {
    let engine: LayoutEngine
    var learned = 0.0
    var declared: [ElementID] = []
    init(engine: LayoutEngine) { self.engine = engine }
  }

  /// Arranges the scene in a new engine.
  func arrange() -> (Arrangement, State) {
    let engine = LayoutEngine(maximumPasses: maximumPasses)
    engine.layoutDirection = direction
    for (id, size) in reported.sorted(by: { "\($0.key)" < "\($1.key)" }) {
      engine.report(size: size, for: id)
    }
    let state = State(engine: engine)
    for element in tree { element.prepare(engine) }
    let arrangement = engine.arrange(in: size) { declare(in: $0, state: state) }
    return (arrangement, state)
  }

  /// The ids of the elements that keep state in the engine between frames.
  var statefulIDs: Set<ElementID> {
    var ids: Set<ElementID> = []
    for element in tree { element.collectStatefulIDs(into: &ids) }
    return ids
  }

  func declare(in ui: ElementBuilder, state: State) {
    state.declared.removeAll()
    for element in tree { element.declare(in: ui, state: state) }
  }

  var description: String {
    "scene \(size), \(direction), \(maximumPasses) passes, reported \(reported):\n"
      + tree.map { $0.description(indent: "  ") }.joined(separator: "\n")
  }

  static var generator: Gen<Scene> {
    Gen { source in
      let size = FuzzValues.container.generate(using: &source)
      let direction = Gen<WritingDirection>.anyCase.generate(using: &source)
      let passes = Gen<Int>.int(in: 0...4).generate(using: &source)
      var reported: [ElementID: Size] = [:]
      let report = Gen<(ElementID, Size)>.zip(Element.id, FuzzValues.size())
      for (id, size) in FuzzValues.list(of: report, maximum: 3).generate(using: &source) {
        reported[id] = size
      }
      let tree = FuzzValues.list(of: Element.generator(depth: 4, budget: 160), maximum: 3)
      return Scene(
        size: size, direction: direction, maximumPasses: passes, reported: reported,
        tree: tree.generate(using: &source))
    }
  }
}
