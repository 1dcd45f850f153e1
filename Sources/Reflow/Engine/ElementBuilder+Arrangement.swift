/// Ordering the pass's tree and turning it into a ``Arrangement``.
extension ElementBuilder {
  /// Numbers the nodes reached from the root in tree order (pre-order) and puts every
  /// preference key's values in that order.
  ///
  /// - Complexity: O(*n*) in the number of nodes, plus sorting values attached out of order.
  func rankTree() {
    order.removeAll(keepingCapacity: true)
    if readers.isEmpty {
      // Declaration order is tree order: ranks and rank ends were set while declaring.
      order.append(contentsOf: nodes.indices)
    } else {
      for index in nodes.indices { nodes[index].rank = -1 }
      rank(0)
    }
    for store in usedStores { store.sortByRank(nodes) }
  }

  private func rank(_ index: Int) {
    nodes[index].rank = order.count
    order.append(index)
    let start = nodes[index].childStart
    for position in start..<(start + nodes[index].childCount) {
      rank(childList[position])
    }
    nodes[index].rankEnd = order.count
  }

  /// The built-in size preference of the nodes ranked in `ranks`, merged in tree order.
  func measuredSizes(ranks: Range<Int>) -> MeasuredSizes {
    var sizes = MeasuredSizes()
    let end = Swift.min(ranks.upperBound, order.count)
    guard ranks.lowerBound < end else { return sizes }
    sizes.sizes.reserveCapacity(end - ranks.lowerBound)
    for rank in ranks.lowerBound..<end {
      let node = order[rank]
      if ids[node].isExplicit { sizes.insert(nodes[node].size, for: ids[node]) }
    }
    return sizes
  }

  /// Builds the arrangement from the last pass: paint-ordered render commands with clips and
  /// depths, the id table, and the root's preference values.
  ///
  /// The arrangement takes the pass's node buffers instead of copying them: the builder lays out
  /// the next arrangement in the buffers of the one before (``recycle(_:)``).
  func makeFrame(
    size: Size, passCount: Int, diagnostics extra: [Diagnostic], isSettled: Bool,
    corrections: [ScrollOffsetCorrection]
  ) -> Arrangement {
    var collector = Collector(diagnostics: diagnostics.isEmpty ? [] : diagnostics)
    collector.reuseNames = reuseNames
    // The table and commands of an earlier arrangement, moved in so that they are not shared.
    if var table = spareTable.take() {
      swap(&collector.table, &table)
    }
    collector.table.reset(capacity: order.count)
    swap(&collector.commands, &spareCommands)
    collector.commands.removeAll(keepingCapacity: true)
    collector.commands.reserveCapacity(order.count)
    nodes.withUnsafeBufferPointer { nodes in
      ids.withUnsafeBufferPointer { ids in
        childList.withUnsafeBufferPointer { childList in
          collector.collect(nodes: nodes, ids: ids, childList: childList)
        }
      }
    }
    var preferences: [ObjectIdentifier: any Sendable] = [:]
    for store in usedStores { preferences[store.key] = store.rootValue() }
    let estimated = outcome.estimatedIDs
    return Arrangement(
      size: size, contentSize: nodes[0].size, renderCommands: collector.commands,
      tree: Arrangement.Tree(
        nodes: nodes, ids: ids, childList: childList, order: order, table: collector.table,
        reuseNames: reuseNames),
      diagnostics: extra.isEmpty ? collector.diagnostics : collector.diagnostics + extra,
      estimatedIDs: estimated.isEmpty ? [] : estimated, passCount: passCount,
      isSettled: isSettled, preferences: preferences, scrollCorrections: corrections)
  }

  /// Takes the buffers of an arrangement the engine no longer holds, to lay out the next one in:
  /// when the caller has let it go too, the next arrangement allocates nothing.
  func recycle(_ arrangement: Arrangement) {
    var tree = arrangement.tree
    guard !tree.nodes.isEmpty else { return }
    swap(&nodes, &tree.nodes)
    swap(&ids, &tree.ids)
    swap(&childList, &tree.childList)
    swap(&order, &tree.order)
    spareTable = tree.table
    spareCommands = arrangement.renderCommands
  }

  /// Walks the tree in paint order, recording ids and visible elements. It reads the pass's
  /// buffers through pointers, valid for the walk, so visiting a node costs no reference
  /// counting, and records ids in a table made big enough for every node beforehand.
  private struct Collector {
    var table = IDTable()
    var diagnostics: [Diagnostic]
    var commands: [RenderCommand] = []
    var reuseNames: [String] = []

    init(diagnostics: [Diagnostic]) {
      self.diagnostics = diagnostics
    }

    /// Walks the whole tree from the root, whose children are at depth 0.
    mutating func collect(
      nodes: UnsafeBufferPointer<Node>, ids: UnsafeBufferPointer<ElementID>,
      childList: UnsafeBufferPointer<Int>
    ) {
      guard !nodes.isEmpty else { return }
      var walk = Walk(
        nodes: nodes, ids: ids, childList: childList, commands: commands,
        reuseNames: reuseNames)
      commands = []
      table.withInserter(ids: ids) { inserter in
        walk.collect(0, depth: -1, clip: nil, inserter: &inserter)
      }
      commands = walk.commands
      diagnostics += walk.duplicates
    }
  }

  /// One walk of the tree in paint order.
  private struct Walk {
    let nodes: UnsafeBufferPointer<Node>
    let ids: UnsafeBufferPointer<ElementID>
    let childList: UnsafeBufferPointer<Int>
    var commands: [RenderCommand]
    let reuseNames: [String]
    var duplicates: [Diagnostic] = []

    mutating func collect(
      _ index: Int, depth: Int, clip: Rect?, inserter: inout IDTable.Inserter
    ) {
      record(index, depth: depth, clip: clip, inserter: &inserter)
      let node = nodes[index]
      guard node.childCount > 0 else { return }
      let childClip = node.kind == .scroll ? ElementBuilder.clip(clip, to: node.frame) : clip
      for position in node.childStart..<(node.childStart + node.childCount) {
        let child = childList[position]
        if nodes[child].isHidden { continue }
        // Leaves, most of the tree, are recorded here rather than in a call of their own.
        if nodes[child].childCount == 0 {
          record(child, depth: depth + 1, clip: childClip, inserter: &inserter)
        } else {
          collect(child, depth: depth + 1, clip: childClip, inserter: &inserter)
        }
      }
    }

    @inline(__always)
    private mutating func record(
      _ index: Int, depth: Int, clip: Rect?, inserter: inout IDTable.Inserter
    ) {
      guard ids[index].isExplicit else { return }
      if let first = inserter.insert(index) {
        duplicates.append(.duplicateID(
          ids[index], parent: ids[nodes[index].parent], firstParent: ids[nodes[first].parent]))
      }
      let node = nodes[index]
      let frame = node.frame
      guard RenderCommand.isVisible(frame, in: clip) else { return }
      commands.append(RenderCommand(
        id: ids[index], rect: frame, clip: clip, depth: depth, isLeaf: node.kind.isLeaf,
        reuseKind: node.reuseCode == 0
          ? nil : ElementBuilder.reuseKind(code: node.reuseCode, names: reuseNames)))
    }
  }

  /// The clip inside a scroll container's `viewport`, within the enclosing `clip`.
  static func clip(_ clip: Rect?, to viewport: Rect) -> Rect {
    guard let clip else { return viewport }
    return clip.intersection(viewport) ?? Rect(origin: viewport.origin, size: .zero)
  }
}
