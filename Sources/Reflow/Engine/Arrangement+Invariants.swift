extension Arrangement {
  /// Checks the arrangement's internal consistency and describes each broken invariant; tests call
  /// it after every frame they lay out.
  ///
  /// - The nodes reached from the root are in `order` once each, ranked by their position, and
  ///   each subtree's ranks are contiguous after its root's.
  /// - Each child names its container as its parent.
  /// - Every size is finite and at least zero.
  /// - Render commands are in paint order and visible through their clips.
  /// - The id table answers each identified node's id with the first node in tree order, except
  ///   for nodes a flow's line limit hid (and their subtrees), which it does not know.
  ///
  /// - Returns: One sentence per violation; empty when the arrangement is consistent.
  /// - Complexity: O(*n*) in the number of nodes.
  package func checkInvariants() -> [String] {
    var problems: [String] = []
    let nodes = tree.nodes
    guard !nodes.isEmpty else { return renderCommands.isEmpty ? [] : ["commands without nodes"] }
    for (position, index) in tree.order.enumerated() where nodes[index].rank != position {
      problems.append("node \(index) has rank \(nodes[index].rank) at position \(position)")
    }
    if Set(tree.order).count != tree.order.count { problems.append("a node is ranked twice") }
    var firstByID: [ElementID: Int] = [:]
    for index in tree.order {
      let node = nodes[index]
      if !node.size.isValidLayoutSize { problems.append("node \(index) has size \(node.size)") }
      var expectedRank = node.rank + 1
      for position in node.childStart..<(node.childStart + node.childCount) {
        let child = tree.childList[position]
        if nodes[child].parent != index {
          problems.append("node \(child) is a child of \(index) but names \(nodes[child].parent)")
        }
        if nodes[child].rank != expectedRank {
          problems.append("node \(child) has rank \(nodes[child].rank), not \(expectedRank)")
        }
        expectedRank = nodes[child].rankEnd
      }
      if node.rankEnd != expectedRank {
        problems.append("node \(index) ends its subtree at \(node.rankEnd), not \(expectedRank)")
      }
      if tree.ids[index].isExplicit && firstByID[tree.ids[index]] == nil && !isHidden(index) {
        firstByID[tree.ids[index]] = index
      }
    }
    for (id, index) in firstByID where tree.table.position(of: id, ids: tree.ids) != index {
      problems.append("the id table does not find \(id) at node \(index)")
    }
    var previousRank = -1
    for command in renderCommands {
      guard let index = tree.table.position(of: command.id, ids: tree.ids) else {
        problems.append("render command \(command.id) has no node")
        continue
      }
      if !RenderCommand.isVisible(command.rect, in: command.clip) {
        problems.append("render command \(command.id) is outside its clip")
      }
      // Duplicates share the first node's rank; otherwise ranks must increase.
      if nodes[index].rank < previousRank && firstByID[command.id] == index
        && !hasDuplicate(command.id)
      {
        problems.append("render command \(command.id) is out of paint order")
      }
      previousRank = Swift.max(previousRank, nodes[index].rank)
    }
    return problems
  }

  /// Whether the node or one of its containers was hidden by a flow's line limit.
  private func isHidden(_ index: Int) -> Bool {
    var node = index
    while node >= 0 {
      if tree.nodes[node].isHidden { return true }
      node = tree.nodes[node].parent
    }
    return false
  }

  private func hasDuplicate(_ id: ElementID) -> Bool {
    diagnostics.contains { if case .duplicateID(id, _, _) = $0 { true } else { false } }
  }
}
