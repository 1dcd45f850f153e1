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
    // The table and command buffers of an earlier arrangement, moved in so that they are not
    // shared.
    var table = spareTable.take() ?? IDTable()
    table.reset(capacity: order.count)
    var walk = Walk(entries: spareEntries.take() ?? [], clips: spareClips.take() ?? [])
    walk.entries.removeAll(keepingCapacity: true)
    walk.entries.reserveCapacity(order.count)
    walk.clips.removeAll(keepingCapacity: true)
    nodes.withUnsafeBufferPointer { nodes in
      ids.withUnsafeBufferPointer { ids in
        childList.withUnsafeBufferPointer { childList in
          guard !nodes.isEmpty else { return }
          table.withInserter(ids: ids) { inserter in
            walk.collect(
              0, depth: -1, clip: nil, clipIndex: -1,
              tree: Walk.Tree(nodes: nodes, ids: ids, childList: childList),
              inserter: &inserter)
          }
        }
      }
    }
    var found = diagnostics.isEmpty ? [] : diagnostics
    found += walk.duplicates
    var preferences: [ObjectIdentifier: any Sendable] = [:]
    for store in usedStores { preferences[store.key] = store.rootValue() }
    let estimated = outcome.estimatedIDs
    return Arrangement(
      size: size, contentSize: nodes[0].size,
      renderCommands: RenderCommandList(
        nodes: nodes, ids: ids, reuseNames: reuseNames, entries: walk.entries,
        clips: walk.clips),
      tree: Arrangement.Tree(
        nodes: nodes, ids: ids, childList: childList, order: order, table: table,
        reuseNames: reuseNames),
      diagnostics: extra.isEmpty ? found : found + extra,
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
    spareEntries = arrangement.renderCommands.entries
    spareClips = arrangement.renderCommands.clips
  }

  /// One walk of the tree in paint order, recording ids in a table made big enough for every
  /// node beforehand, and which nodes to draw in which clip. It reads the pass's buffers
  /// through pointers, valid for the walk, so visiting a node costs no reference counting.
  private struct Walk {
    struct Tree {
      let nodes: UnsafeBufferPointer<Node>
      let ids: UnsafeBufferPointer<ElementID>
      let childList: UnsafeBufferPointer<Int>
    }

    var entries: [RenderCommandList.Entry]
    var clips: [Rect]
    var duplicates: [Diagnostic] = []

    mutating func collect(
      _ index: Int, depth: Int, clip: Rect?, clipIndex: Int32, tree: Tree,
      inserter: inout IDTable.Inserter
    ) {
      record(index, depth: depth, clip: clip, clipIndex: clipIndex, tree: tree, inserter: &inserter)
      let node = tree.nodes[index]
      guard node.childCount > 0 else { return }
      var childClip = clip
      var childClipIndex = clipIndex
      if node.kind == .scroll {
        childClip = ElementBuilder.clip(clip, to: node.frame)
        childClipIndex = Int32(truncatingIfNeeded: clips.count)
        clips.append(childClip ?? .zero)
      }
      for position in node.childStart..<(node.childStart + node.childCount) {
        let child = tree.childList[position]
        if tree.nodes[child].isHidden { continue }
        // Leaves, most of the tree, are recorded here rather than in a call of their own.
        if tree.nodes[child].childCount == 0 {
          record(
            child, depth: depth + 1, clip: childClip, clipIndex: childClipIndex, tree: tree,
            inserter: &inserter)
        } else {
          collect(
            child, depth: depth + 1, clip: childClip, clipIndex: childClipIndex, tree: tree,
            inserter: &inserter)
        }
      }
    }

    @inline(__always)
    private mutating func record(
      _ index: Int, depth: Int, clip: Rect?, clipIndex: Int32, tree: Tree,
      inserter: inout IDTable.Inserter
    ) {
      guard tree.ids[index].isExplicit else { return }
      if let first = inserter.insert(index) {
        duplicates.append(.duplicateID(
          tree.ids[index], parent: tree.ids[tree.nodes[index].parent],
          firstParent: tree.ids[tree.nodes[first].parent]))
      }
      guard RenderCommand.isVisible(tree.nodes[index].frame, in: clip) else { return }
      entries.append(RenderCommandList.Entry(
        node: Int32(truncatingIfNeeded: index), depth: Int32(truncatingIfNeeded: depth),
        clip: clipIndex))
    }
  }

  /// The clip inside a scroll container's `viewport`, within the enclosing `clip`.
  static func clip(_ clip: Rect?, to viewport: Rect) -> Rect {
    guard let clip else { return viewport }
    return clip.intersection(viewport) ?? Rect(origin: viewport.origin, size: .zero)
  }
}
