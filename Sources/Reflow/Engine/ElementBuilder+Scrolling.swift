/// Scroll containers: the offset clamped to the content, following the end of bottom-anchored
/// content, and the anchoring of content that is not virtualized (virtualized content anchors
/// its own items, on the same ``ViewportTracker``) and requests to scroll to an element.
extension ElementBuilder {
  /// Places a scroll container's content at the offset kept for it: pinned to the end for a
  /// bottom-anchored container that shows its end, moved by its anchor's shift or to a
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
    let followsEnd = spec.anchorEdge == .bottom && scroll.isAtEnd
    if followsEnd { scroll.move(axis, to: limit, cause: .anchoring) }
    scroll.clamp(axis, to: limit)
    // Kept before the content is placed: virtualized content inside reads the final offset.
    engine.state.scrolls[id] = scroll
    placeScrollContent(index, payload, origin, scroll.offset)

    // Plain content's anchor, unless virtualized content anchors the offset or it follows the
    // end; a request to show an element in any case.
    var elements = scroll.elements
    let anchors = !spec.hasVirtualizedContent && spec.anchorEdge != nil && !followsEnd
    if elements.target != nil || (anchors && elements.anchor != nil) {
      if !anchors, elements.anchor?.requested == nil { elements.anchor = nil }
      elements.viewportLength = viewport[axis]
      let placed = scroll.offset
      var hint = scroll.elementHint
      elements.correct(&scroll, axis: axis) { key in
        guard let node = findNode(key, after: index, hint: hint) else { return nil }
        hint = node
        return contentExtent(of: node, in: index, offset: placed)
      }
      scroll.elementHint = hint
      scroll.clamp(axis, to: limit)
      elements.holdBack(finalOffset: scroll.offset[axis])
      scroll.elements = elements
      if scroll.offset != placed {
        engine.state.scrolls[id] = scroll
        placeScrollContent(index, payload, origin, scroll.offset)
      }
    }
    scroll.contentLength = spec.contentSize[axis]
    scroll.viewportLength = viewport[axis]
    engine.state.scrolls[id] = scroll
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
  func contentExtent(of node: Int, in scrollNode: Int, offset: Point) -> ViewportExtent {
    Self.contentExtent(
      of: nodes[node].frame, viewport: nodes[scrollNode].frame, offset: offset,
      axis: scrolls[nodes[scrollNode].payload].axis, mirrored: nodes[scrollNode].isRightToLeft)
  }

  /// The extent of `frame` along `axis` in the content of a scroll container whose viewport is
  /// `viewport`, scrolled to `offset`. A right-to-left horizontal scroll shows its content's
  /// right end at offset 0, so its content coordinates run leftwards from that end.
  static func contentExtent(
    of frame: Rect, viewport: Rect, offset: Point, axis: LayoutAxis, mirrored: Bool
  ) -> ViewportExtent {
    if axis == .horizontal && mirrored {
      return ViewportExtent(lower: viewport.maxX + offset.x - frame.maxX, length: frame.width)
    }
    return ViewportExtent(
      lower: frame.origin[axis] - (viewport.origin[axis] - offset[axis]),
      length: frame.size[axis])
  }

  /// The node with `id` declared after `start` (the scroll container), trying `hint` first.
  func findNode(_ id: ElementID, after start: Int, hint: Int) -> Int? {
    if hint > start && hint < nodes.count && ids[hint] == id && nodes[hint].isPlaced { return hint }
    for node in (start + 1)..<nodes.count where ids[node] == id && nodes[node].isPlaced {
      return node
    }
    return nil
  }

  // MARK: - Anchors

  /// Picks the anchors of the arrangement's scroll containers at their final offsets and ends
  /// requests that are done, then lists the offsets the engine changed.
  func finishScrolling(isSettled: Bool) -> [ScrollOffsetCorrection] {
    var corrections: [ScrollOffsetCorrection] = []
    for spec in scrolls where spec.node >= 0 && spec.node < nodes.count {
      let id = ids[spec.node]
      guard var scroll = engine.state.scrolls[id] else { continue }
      scroll.isAtEnd = scroll.showsEnd
      if let target = scroll.elements.target,
        isSettled || findNode(target.key, after: spec.node, hint: scroll.elementHint) == nil
      {
        scroll.elements.endRequest()
      }
      scroll.placedOffset = scroll.offset
      if scroll.elements.target == nil {
        if !spec.hasVirtualizedContent, let edge = spec.anchorEdge {
          let found = Self.edgeElement(
            in: spec.node, edge: edge, placedAt: scroll.offset, showing: scroll.offset,
            nodes: nodes, ids: ids, order: order, axis: spec.axis)
          scroll.anchorElement(found, edge: edge)
        } else {
          scroll.elements.anchor = nil
        }
      }
      if !corrections.contains(where: { $0.scrollID == id }),
        let correction = scroll.correction(for: id)
      {
        corrections.append(correction)
      }
      engine.state.scrolls[id] = scroll
    }
    return corrections
  }

  /// The element an anchor at `edge` of the scroll container `scrollNode` holds, in a tree laid
  /// out with its content at `placed`, when it shows its content from `offset`: for `.top` the
  /// first identified leaf in tree order that reaches into the viewport, for `.bottom` the
  /// last; with its extent in the content and its node.
  ///
  /// - Complexity: O(*s*) in the container's subtree.
  static func edgeElement(
    in scrollNode: Int, edge: ScrollAnchorEdge, placedAt placed: Point, showing offset: Point,
    nodes: [Node], ids: [ElementID], order: [Int], axis: LayoutAxis
  ) -> EdgeElement? {
    let viewport = nodes[scrollNode].frame
    let mirrored = nodes[scrollNode].isRightToLeft
    let visible = ViewportBand(start: offset[axis], length: viewport.size[axis])
    let rank = nodes[scrollNode].rank
    guard rank >= 0 && nodes[scrollNode].rankEnd <= order.count else { return nil }
    var found: EdgeElement?
    for position in (rank + 1)..<nodes[scrollNode].rankEnd {
      let node = order[position]
      guard nodes[node].kind.isLeaf && ids[node].isExplicit else { continue }
      let extent = contentExtent(
        of: nodes[node].frame, viewport: viewport, offset: placed, axis: axis, mirrored: mirrored)
      guard visible.intersects(extent.lower, extent.upper) else { continue }
      found = EdgeElement(
        id: ids[node], node: node, extent: extent, viewportLength: viewport.size[axis])
      if edge == .top { break }
    }
    return found
  }
}

/// An element at the edge of a scroll container's viewport: what its plain anchor holds.
struct EdgeElement {
  var id: ElementID
  var node: Int
  var extent: ViewportExtent
  var viewportLength: Double
}

extension ScrollViewport {
  /// Anchors `element` (none when `nil`) at the viewport's `edge`.
  mutating func anchorElement(_ element: EdgeElement?, edge: ScrollAnchorEdge) {
    if let element {
      elements.viewportLength = element.viewportLength
      elementHint = element.node
    }
    elements.setAnchor(element?.id, extent: element?.extent, edge: edge)
  }
}
