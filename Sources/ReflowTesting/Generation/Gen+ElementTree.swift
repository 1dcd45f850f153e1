extension Gen where Value == ElementTree {
  /// A generator of element trees with unique ids: leaves of fixed sizes and containers of the
  /// `kinds` given, nested at most `depth` deep; shrinks towards a single leaf, then fewer
  /// children, smaller sizes and simpler containers.
  ///
  /// The root is usually a container with at least one child; with the defaults a tree has
  /// about eight elements on average, rarely more than fifty.
  ///
  /// Ids are numbered in post-order (``ElementTree/renumbered()``), so the tree order of the
  /// ids is not their numeric order. Containers get drawn parameters: flow options from
  /// ``Gen/flowOptions(alignment:itemAlignment:direction:axis:lineBreaking:everyFeature:)``,
  /// stacks aligned any way, spacings and insets on a half-point grid, 1 to 3 items per column.
  ///
  /// ```swift
  /// check(.elementTree(kinds: [.flow, .vstack])) { tree in
  ///   let arrangement = LayoutEngine().arrange(in: Size(width: 200, height: 200)) {
  ///     tree.declare(in: $0)
  ///   }
  ///   return Violation.unless(arrangement.renderCommands.count == tree.count, "missing commands")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - depth: The most levels of containers below the root; 0 makes a single leaf.
  ///   - children: How many children a container has.
  ///   - kinds: The kinds of container to make; empty makes a single leaf.
  ///   - leafSize: The sizes of leaves.
  /// - Returns: The generator.
  public static func elementTree(
    depth: Int = 3, children: ClosedRange<Int> = 0...6,
    kinds: [ElementTree.ContainerKind] = ElementTree.ContainerKind.allCases,
    leafSize: Gen<Size> = .size(width: 0...60, height: 0...30)
  ) -> Gen {
    shape(depth: depth, children: children, kinds: kinds, leafSize: leafSize, isRoot: true)
      .map { $0.renumbered() }
  }

  /// Trees with every id 0, numbered afterwards; the root is usually a container with
  /// children.
  private static func shape(
    depth: Int, children: ClosedRange<Int>, kinds: [ElementTree.ContainerKind],
    leafSize: Gen<Size>, isRoot: Bool
  ) -> Gen {
    let leaf = leafSize.map { ElementTree.leaf(id: 0, size: $0) }
    guard depth > 0, !kinds.isEmpty else { return leaf }
    let container = Gen { source in
      let kind = Gen<ElementTree.Container>.container(of: kinds).generate(using: &source)
      let child = shape(
        depth: depth - 1, children: children, kinds: kinds, leafSize: leafSize, isRoot: false)
      // The root has at least one child: a lone empty container tests little.
      let count =
        isRoot
        ? Swift.max(1, children.lowerBound)...Swift.max(1, children.upperBound)
        : children
      let elements = Gen<[ElementTree]>.array(of: child, count: count).generate(using: &source)
      return ElementTree.container(id: 0, kind: kind, children: elements)
    }
    return .frequency((isRoot ? 1 : 2, leaf), (isRoot ? 9 : 1, container))
  }
}

extension Gen where Value == ElementTree.Container {
  /// A generator of containers of the `kinds` given, with drawn parameters; shrinks towards
  /// the first kind with its simplest parameters.
  ///
  /// - Parameter kinds: The kinds to choose from, not empty.
  /// - Returns: The generator.
  public static func container(of kinds: [ElementTree.ContainerKind]) -> Gen {
    let spacing = Gen<Double>.frequency((1, .constant(0)), (2, .double(in: 0...8, step: 0.5)))
    return Gen { source in
      let index = Int(source.choose(upTo: UInt64(Swift.max(1, kinds.count) - 1)))
      switch kinds.isEmpty ? .overlay : kinds[index] {
      case .flow:
        // The plain options: the engine properties that run on element trees do not yet model
        // leaves a line limit hides or leaves stretched past their declared size.
        return .flow(Gen<FlowOptions>.flowOptions().generate(using: &source))
      case .hstack:
        let spacing = spacing.generate(using: &source)
        return .hstack(
          spacing: spacing,
          alignment: Gen<BoxAlignment.Vertical>.element(.center, .top, .bottom)
            .generate(using: &source))
      case .vstack:
        let spacing = spacing.generate(using: &source)
        return .vstack(
          spacing: spacing,
          alignment: Gen<BoxAlignment.Horizontal>.element(.center, .leading, .trailing)
            .generate(using: &source))
      case .overlay: return .overlay
      case .padding: return .padding(Gen<Insets>.insets(maximum: 8).generate(using: &source))
      case .columns:
        let itemsPerColumn = Gen<Int>.int(in: 1...3).generate(using: &source)
        return .columns(itemsPerColumn: itemsPerColumn, spacing: spacing.generate(using: &source))
      case .reader: return .reader
      }
    }
  }
}
