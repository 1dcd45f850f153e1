import Reflow
import ReflowTesting
import Testing

/// Properties of `LayoutEngine` frames on generated element trees: every frame is consistent
/// and draws each element once in tree order, a flow container places its leaves exactly as
/// `Flow`, and a duplicated id is reported while both elements are still laid out. Each
/// runs `REFLOW_PROPERTY_ITERATIONS` cases (1,000 by default); a failure prints a seed to replay
/// with `REFLOW_SEED` and the shrunk case.
@Suite struct EnginePropertyTests {
  /// Frame sizes: often a few hundred points, sometimes 0 or infinite (proposed unspecified).
  static let frameSize: Gen<Size> = {
    let extent = Gen<Double>.frequency(
      (6, .double(in: 0...240, step: 0.5)), (1, .constant(0)), (1, .constant(.infinity)))
    return Gen<(Double, Double)>.zip(extent, extent).map { Size(width: $0, height: $1) }
  }()

  @Test("Every frame keeps its invariants and draws each element once, in tree order")
  func frameSanity() {
    check(.zip(.elementTree(), Self.frameSize)) { tree, size in
      let frame = LayoutEngine().arrange(in: size) { tree.declare(in: $0) }
      var violations = frame.checkInvariants().map { Violation("checkInvariants", $0) }
      var seen = Set<ElementID>()
      for command in frame.renderCommands where !seen.insert(command.id).inserted {
        violations.append(Violation("unique commands", "two render commands for \(command.id)"))
      }
      var expected: [(id: ElementID, depth: Int, isLeaf: Bool)] = []
      tree.visit { element, _, depth in
        expected.append((element.elementID, depth, element.isLeaf))
      }
      let commanded = Dictionary(
        frame.renderCommands.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
      for element in expected where element.isLeaf && commanded[element.id] == nil {
        violations.append(Violation("leaf drawn", "leaf \(element.id) has no render command"))
      }
      let paintOrder = frame.renderCommands.map(\.id)
      if paintOrder != expected.map(\.id) {
        violations.append(Violation(
          "paint order", "commands \(paintOrder), expected tree order \(expected.map(\.id))"))
      }
      for (element, command) in zip(expected, frame.renderCommands) where element.id == command.id {
        if command.depth != element.depth || command.isLeaf != element.isLeaf {
          violations.append(Violation(
            "command", "\(command.id) has depth \(command.depth), leaf \(command.isLeaf);"
              + " expected depth \(element.depth), leaf \(element.isLeaf)"))
        }
        let rect = command.rect
        if !(rect.minX.isFinite && rect.minY.isFinite && rect.size.isValidLayoutSize) {
          violations.append(Violation("finite", "\(command.id) has frame \(rect)"))
        }
        if frame.frame(of: command.id) != rect {
          violations.append(Violation(
            "query",
            "frame(of: \(command.id)) is \(String(describing: frame.frame(of: command.id))),"
              + " its command has \(rect)"))
        }
      }
      return violations
    }
  }

  @Test("A flow of fixed leaves places them as Flow.layout, mirrored in its bounds right to left")
  func flowEquivalence() {
    let cases = Gen<(LayoutCase, Insets)>.zip(.layoutCase(), .insets())
    check(cases) { layoutCase, padding in
      let frame = LayoutEngine().arrange(in: layoutCase.container) { ui in
        ui.padding(id: "padding", padding) { ui in
          ui.flow(id: "flow", options: layoutCase.options) { ui in
            for (index, size) in layoutCase.sizes.enumerated() {
              ui.leaf(id: ElementID(index), size: size)
            }
          }
        }
      }
      // The padding proposes its size less the insets; an infinite extent stays unspecified.
      let container = Size(
        width: Swift.max(0, layoutCase.container.width - padding.horizontal),
        height: Swift.max(0, layoutCase.container.height - padding.vertical))
      // The engine lays a flow out left to right and mirrors it within its own bounds.
      var leftToRight = layoutCase.options
      leftToRight.direction = .leftToRight
      let expected = try Flow.layout(layoutCase.sizes, in: container, options: leftToRight)
      let axis = layoutCase.options.axis
      var flowSize = expected.contentSize
      if container[axis].isFinite { flowSize[axis] = container[axis] }
      let mirrors = layoutCase.options.direction == .rightToLeft
      var violations = frame.diagnostics.map { Violation("no diagnostics", "\($0)") }
      for (index, logical) in expected.frames.enumerated() {
        var rect = logical
        if mirrors { rect.origin.x = flowSize.width - logical.maxX }
        let placed = rect.offsetBy(dx: padding.leading, dy: padding.top)
        let found = frame.frame(of: ElementID(index))
        if found != placed {
          violations.append(Violation(
            "flow placement", "item \(index) at \(String(describing: found)), Flow says"
              + " \(rect) in a \(container) flow at (\(padding.leading), \(padding.top))",
            indices: [index]))
        }
      }
      let flowFrame = Rect(
        origin: Point(x: padding.leading, y: padding.top), size: flowSize)
      violations += Violation.unless(
        frame.frame(of: "flow") == flowFrame,
        "the flow's frame is \(String(describing: frame.frame(of: "flow"))), expected \(flowFrame)",
        invariant: "flow size")
      return violations
    }
  }

  @Test("A duplicated id is reported by name, and both elements are still laid out and drawn")
  func duplicateIDs() {
    // A root with 1 to 3 subtrees, so at least two elements; no geometry readers, whose
    // retained content size is keyed by id.
    let kinds = ElementTree.ContainerKind.allCases.filter { $0 != .reader }
    let trees = Gen<[ElementTree]>.array(
      of: .elementTree(depth: 2, children: 0...4, kinds: kinds), count: 1...3
    ).map { ElementTree.container(id: 0, kind: .vstack(spacing: 1), children: $0).renumbered() }
    let cases = trees.flatMap { tree in
      Gen<Int>.int(in: 1...(tree.count - 1)).flatMap { later in
        Gen<Int>.int(in: 0...(later - 1)).map { first in (tree, first, later) }
      }
    }
    check(cases) { tree, first, later in
      let elements = tree.preorder
      let id = elements[first].id
      let duplicated = tree.replacingID(atPreorderPosition: later, with: id)
      let size = Size(width: 150, height: 300)
      let unique = LayoutEngine().arrange(in: size) { tree.declare(in: $0) }
      let frame = LayoutEngine().arrange(in: size) { duplicated.declare(in: $0) }
      var parents: [String] = []
      tree.visit { _, parent, _ in
        parents.append(parent.map { ElementTree.elementID($0).description } ?? "root")
      }
      var violations = frame.checkInvariants().map { Violation("checkInvariants", $0) }
      let reported = frame.diagnostics.compactMap { diagnostic -> (ElementID, String, String)? in
        guard case .duplicateID(let id, let parent, let firstParent) = diagnostic else {
          return nil
        }
        return (id, parent.description, firstParent.description)
      }
      let elementID = ElementTree.elementID(id)
      if reported.count != 1 || reported.first?.0 != elementID
        || reported.first?.1 != parents[later] || reported.first?.2 != parents[first]
      {
        violations.append(Violation(
          "duplicate reported",
          "diagnostics \(frame.diagnostics); expected one duplicate \(elementID) in"
            + " \(parents[later]), first in \(parents[first])"))
      }
      let expectedIDs = duplicated.preorder.map(\.elementID)
      if frame.renderCommands.map(\.id) != expectedIDs
        || frame.renderCommands.map(\.rect) != unique.renderCommands.map(\.rect)
      {
        violations.append(Violation(
          "both laid out",
          "commands \(frame.renderCommands.map { "\($0.id) \($0.rect)" }), expected the unique"
            + " tree's \(unique.renderCommands.map { "\($0.id) \($0.rect)" })"))
      }
      violations += Violation.unless(
        frame.frame(of: elementID) == unique.frame(of: elementID),
        "frame(of: \(elementID)) is \(String(describing: frame.frame(of: elementID))), not the"
          + " first element's", invariant: "first in tree order")
      return violations
    }
  }
}
