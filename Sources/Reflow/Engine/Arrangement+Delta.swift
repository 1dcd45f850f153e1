extension Arrangement {
  /// How this arrangement differs from `previous`: the elements that appeared, disappeared
  /// and moved, with both frames, so a renderer can animate and recycle views without diffing
  /// frames itself.
  ///
  /// Elements are the ``renderCommands`` (what shows through its clip), with their
  /// ``RenderCommand/reuseKind`` (`.cell` for elements outside collections). Frames are compared
  /// in the content coordinates of each element's nearest scroll container, so scrolling moves
  /// nothing: an element scrolled out of view disappears, one scrolled in appears. A shelf's
  /// items are placed by their shelf's offset, so scrolling a shelf moves them.
  ///
  /// ```swift
  /// let arrangement = engine.arrange(in: size, declare)
  /// let delta = arrangement.delta(from: last)
  /// for gone in delta.disappeared { recycle(views[gone.id], kind: gone.reuseKind) }
  /// for move in delta.moved { animate(views[move.id], from: move.from, to: move.to) }
  /// ```
  ///
  /// Computed only when asked: arrangements that never ask cost nothing for it.
  ///
  /// - Parameter previous: The arrangement shown before this one.
  /// - Returns: The elements that appeared, disappeared and moved.
  /// - Complexity: O(*m* + *n*) expected, times the elements' depth, for *m* and *n* commands.
  public func delta(from previous: Arrangement) -> ArrangementDelta<ElementID> {
    let old = previous.placedElements()
    let new = placedElements()
    return ArrangementDelta(from: old.elements, old.indices, to: new.elements, new.indices)
  }

  /// The render commands as placed elements in their scroll containers' content coordinates,
  /// each id once, with the index of each id.
  func placedElements() -> (elements: [PlacedElement<ElementID>], indices: [ElementID: Int]) {
    var elements: [PlacedElement<ElementID>] = []
    elements.reserveCapacity(renderCommands.count)
    var indices: [ElementID: Int] = [:]
    for command in renderCommands where indices[command.id] == nil {
      indices[command.id] = elements.count
      var frame = command.rect
      if let node = tree.table.position(of: command.id, ids: tree.ids) {
        let origin = contentOrigin(of: node)
        frame.origin = Point(x: frame.minX - origin.x, y: frame.minY - origin.y)
      }
      elements.append(PlacedElement(id: command.id, frame: frame,
                                    reuseKind: command.reuseKind ?? .cell))
    }
    return (elements, indices)
  }

  /// The origin of the content of the scroll container nearest `node`: its child on the way to
  /// `node` is placed there; the root's origin when no scroll container holds it.
  private func contentOrigin(of node: Int) -> Point {
    var child = node
    var parent = tree.nodes[node].parent
    while parent >= 0 {
      if tree.nodes[parent].kind == .scroll { return tree.nodes[child].origin }
      child = parent
      parent = tree.nodes[parent].parent
    }
    return .zero
  }
}
