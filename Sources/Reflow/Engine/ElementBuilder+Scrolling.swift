/// Scroll containers: the offset clamped to the content, scroll anchoring for content that is
/// not a lazy flow (a lazy flow anchors its own items), and requests to scroll to an element.
extension ElementBuilder {
  /// Places a scroll container's content at the offset kept for it: pinned to the end for a
  /// bottom-anchored container that shows its end, moved by its anchor's shift, moved to a
  /// requested element, and clamped to the content.
  func placeScroll(_ index: Int, _ payload: Int, _ origin: Point) {
    let spec = scrolls[payload]
    let axis = spec.axis
    let viewport = nodes[index].size
    let limit = Swift.max(0, spec.contentSize[axis] - viewport[axis])
    let id = ids[index]
    var scroll = engine.state.scroll(id)
    scroll.axis = axis
    scroll.anchorEdge = spec.anchorEdge
    if !scroll.hasBeenPlaced {
      // A chat timeline starts at its end, unless the caller chose an offset.
      scroll.isAtEnd = spec.anchorEdge == .bottom && !scroll.isSet
      scroll.hasBeenPlaced = true
    }
    if spec.anchorEdge == .bottom && scroll.isAtEnd {
      scroll.move(axis, to: limit, cause: .anchoring)
    }
    clamp(&scroll, axis, limit)
    // Kept before the content is placed: a lazy flow inside reads the final offset.
    engine.state.scrolls[id] = scroll
    placeScrollContent(index, payload, origin, scroll.offset)

    if !spec.hasLazyFlow, let edge = spec.anchorEdge, let anchor = scroll.anchor,
      !(edge == .bottom && scroll.isAtEnd),
      let node = findNode(anchor.id, after: index, hint: anchor.node),
      let position = anchorPosition(node, scrollNode: index, axis: axis, edge: edge)
    {
      scroll.anchor?.node = node
      let resized = edge == .bottom ? viewport[axis] - anchor.viewportLength : 0
      if position - anchor.position != resized {
        let wanted = scroll.offset[axis] + position - anchor.position - resized
        scroll.move(axis, to: wanted, cause: .anchoring)
        clamp(&scroll, axis, limit)
        // What clamping held back is tried again in the next pass, when the content may be
        // longer.
        scroll.anchor?.position = position - (wanted - scroll.offset[axis])
        scroll.anchor?.viewportLength = viewport[axis]
        engine.state.scrolls[id] = scroll
        placeScrollContent(index, payload, origin, scroll.offset)
      }
    }
    if let target = scroll.target, let node = findNode(target.id, after: index, hint: index + 1) {
      let extent = contentExtent(of: node, in: index, offset: scroll.offset)
      let wanted = Self.offset(
        showing: extent.lower, length: extent.upper - extent.lower, in: viewport[axis],
        from: scroll.offset[axis], alignment: target.alignment)
      scroll.move(axis, to: wanted, cause: .scrollTo)
      clamp(&scroll, axis, limit)
      engine.state.scrolls[id] = scroll
      placeScrollContent(index, payload, origin, scroll.offset)
    }
    scroll.contentLength = spec.contentSize[axis]
    scroll.viewportLength = viewport[axis]
    engine.state.scrolls[id] = scroll
  }

  /// Clamps the offset to `0...limit` along `axis` and to 0 across it.
  private func clamp(_ scroll: inout ScrollState, _ axis: LayoutAxis, _ limit: Double) {
    scroll.move(axis, to: Swift.min(Swift.max(0, scroll.offset[axis]), limit), cause: .clamping)
    scroll.move(axis.crossAxis, to: 0, cause: .clamping)
  }

  /// Places the content of the scroll container at `index` moved by `offset`.
  private func placeScrollContent(_ index: Int, _ payload: Int, _ origin: Point, _ offset: Point) {
    let contentProposal = scrollContentProposal(payload, nodes[index].proposal)
    let point = Point(x: origin.x - offset.x, y: origin.y - offset.y)
    let start = nodes[index].childStart
    for position in start..<(start + nodes[index].childCount) {
      place(childList[position], at: point, proposal: contentProposal, in: index)
    }
  }

  /// The extent of `node` along the axis of the scroll container `scrollNode` scrolled to
  /// `offset`, in the container's content coordinates: from the content's leading edge, growing
  /// with the offset.
  func contentExtent(of node: Int, in scrollNode: Int, offset: Point)
    -> (lower: Double, upper: Double)
  {
    Self.contentExtent(
      of: nodes[node].frame, viewport: nodes[scrollNode].frame, offset: offset,
      axis: scrolls[nodes[scrollNode].payload].axis, mirrored: nodes[scrollNode].isRightToLeft)
  }

  /// The extent of `frame` along `axis` in the content of a scroll container whose viewport is
  /// `viewport`, scrolled to `offset`. A right-to-left horizontal scroll shows its content's
  /// right end at offset 0, so its content coordinates run leftwards from that end.
  static func contentExtent(
    of frame: Rect, viewport: Rect, offset: Point, axis: LayoutAxis, mirrored: Bool
  ) -> (lower: Double, upper: Double) {
    if axis == .horizontal && mirrored {
      let contentEnd = viewport.maxX + offset.x
      return (contentEnd - frame.maxX, contentEnd - frame.minX)
    }
    let lower = frame.origin[axis] - (viewport.origin[axis] - offset[axis])
    return (lower, lower + frame.size[axis])
  }

  /// The node with `id` declared after `start` (the scroll container), trying `hint` first.
  func findNode(_ id: ElementID, after start: Int, hint: Int) -> Int? {
    if hint > start && hint < nodes.count && ids[hint] == id && nodes[hint].isPlaced { return hint }
    for node in (start + 1)..<nodes.count where ids[node] == id && nodes[node].isPlaced {
      return node
    }
    return nil
  }

  /// The position in the scroll content of the anchored edge of `node`.
  private func anchorPosition(
    _ node: Int, scrollNode: Int, axis: LayoutAxis, edge: ScrollAnchorEdge
  ) -> Double? {
    let offset = engine.state.scrolls[ids[scrollNode]]?.offset ?? .zero
    let extent = contentExtent(of: node, in: scrollNode, offset: offset)
    return edge == .top ? extent.lower : extent.upper
  }

  /// The offset along the axis that shows an item spanning `lower..<(lower + length)` of the
  /// content as `alignment` asks, in a viewport of `viewport`, scrolled to `current` now.
  static func offset(
    showing lower: Double, length: Double, in viewport: Double, from current: Double,
    alignment: ScrollAlignment
  ) -> Double {
    switch alignment {
    case .top: return lower
    case .center: return lower + length / 2 - viewport / 2
    case .bottom: return lower + length - viewport
    case .nearest:
      if lower >= current && lower + length <= current + viewport { return current }
      return lower < current || length > viewport ? lower : lower + length - viewport
    }
  }

  // MARK: - Anchors

  /// Picks the anchors of the arrangement's scroll containers at their final offsets and ends
  /// requests that are done, then lists the offsets the engine changed.
  func finishScrolling(isSettled: Bool) -> [ScrollOffsetCorrection] {
    var corrections: [ScrollOffsetCorrection] = []
    for spec in scrolls where spec.node >= 0 && spec.node < nodes.count {
      let id = ids[spec.node]
      guard var scroll = engine.state.scrolls[id] else { continue }
      let axis = spec.axis
      scroll.isAtEnd = scroll.offset[axis] >= scroll.contentLength - scroll.viewportLength - 1e-9
      if let target = scroll.target,
        isSettled || findNode(target.id, after: spec.node, hint: spec.node + 1) == nil
      {
        scroll.target = nil
      }
      scroll.placedOffset = scroll.offset
      if !spec.hasLazyFlow, let edge = spec.anchorEdge {
        scroll.anchor = Self.pickAnchor(
          in: spec.node, edge: edge, placedAt: scroll.offset, showing: scroll.offset,
          nodes: nodes, ids: ids, order: order, axis: axis)
      }
      if scroll.offset != scroll.startOffset && !corrections.contains(where: { $0.scrollID == id })
      {
        corrections.append(ScrollOffsetCorrection(
          scrollID: id,
          delta: Point(
            x: scroll.offset.x - scroll.startOffset.x, y: scroll.offset.y - scroll.startOffset.y),
          offset: scroll.offset, causes: scroll.causes))
      }
      engine.state.scrolls[id] = scroll
    }
    return corrections
  }

  /// The anchor of the scroll container `scrollNode` of a tree laid out with its content at
  /// `placed` when it shows its content from `offset`: for `.top` the first identified leaf in
  /// tree order that reaches into the viewport, for `.bottom` the last.
  ///
  /// - Complexity: O(*s*) in the container's subtree.
  static func pickAnchor(
    in scrollNode: Int, edge: ScrollAnchorEdge, placedAt placed: Point, showing offset: Point,
    nodes: [Node], ids: [ElementID], order: [Int], axis: LayoutAxis
  ) -> ScrollState.ElementAnchor? {
    let viewport = nodes[scrollNode].frame
    let mirrored = nodes[scrollNode].isRightToLeft
    let visible = offset[axis]..<(offset[axis] + viewport.size[axis])
    let rank = nodes[scrollNode].rank
    guard rank >= 0 && nodes[scrollNode].rankEnd <= order.count else { return nil }
    var found: ScrollState.ElementAnchor?
    for position in (rank + 1)..<nodes[scrollNode].rankEnd {
      let node = order[position]
      guard nodes[node].kind.isLeaf && ids[node].isExplicit else { continue }
      let extent = contentExtent(
        of: nodes[node].frame, viewport: viewport, offset: placed, axis: axis, mirrored: mirrored)
      guard extent.upper > visible.lowerBound && extent.lower < visible.upperBound else { continue }
      found = ScrollState.ElementAnchor(
        id: ids[node], position: edge == .top ? extent.lower : extent.upper, node: node,
        viewportLength: viewport.size[axis])
      if edge == .top { break }
    }
    return found
  }
}
