/// Declaring, measuring and placing virtualized content (lazy flows, collections, masonry): the
/// node work of the one virtualized path. What to declare, where things go and what stays put
/// are the content's and its ``VirtualizedState``'s; the builder hands them its children's sizes
/// and places the children where they say.
extension ElementBuilder {
  /// The item estimate virtualized content lays unmeasured items out at: `estimate` with each
  /// dimension that is NaN, infinite, negative or 0 taken as 1 point.
  ///
  /// An item estimated with no extent has no area, and no viewport meets a frame without area:
  /// content estimated so would declare, measure and draw nothing, and call itself settled.
  static func usableEstimate(_ estimate: Size) -> Size {
    func usable(_ length: Double) -> Double { length.isFinite && length > 0 ? length : 1 }
    return Size(width: usable(estimate.width), height: usable(estimate.height))
  }

  /// Reports what ``usableEstimate(_:)`` replaced in the item estimate of `id`: a NaN, infinite
  /// or negative dimension as ``Diagnostic/invalidSize(_:_:)``, and a dimension of 0 as
  /// ``Diagnostic/invalidParameter(_:name:value:)``.
  func reportEstimate(_ estimate: Size, of id: ElementID) {
    guard estimate.isValidLayoutSize else { return report(.invalidSize(id, estimate)) }
    if estimate.width == 0 {
      report(.invalidParameter(id, name: "estimatedItemSize.width", value: 0))
    }
    if estimate.height == 0 {
      report(.invalidParameter(id, name: "estimatedItemSize.height", value: 0))
    }
  }

  /// The innermost open scroll container with `id`.
  func enclosingScroll(named id: ElementID) -> Int? {
    openContainers.last { nodes[$0].kind == .scroll && ids[$0] == id }
  }

  /// Starts a pass of the virtualized content `id` in the scroll container `scrollID`: keeps
  /// its anchor in place and picks the window its viewport needs.
  ///
  /// - Returns: The enclosing scroll container's node, if it encloses the content, and the
  ///   visible band in the content's coordinates, and the scroll offset it shows from.
  func beginVirtualized(
    _ id: ElementID, state: any AnyVirtualizedState, in scrollID: ElementID, overscan: Double
  ) -> (scrollNode: Int?, visible: ViewportBand, offset: Double) {
    let scrollNode = enclosingScroll(named: scrollID)
    var viewport = engine.state.scroll(scrollID)
    if let scrollNode {
      let payload = nodes[scrollNode].payload
      scrolls[payload].hasVirtualizedContent = true
      viewport.axis = scrolls[payload].axis
      viewport.anchorEdge = scrolls[payload].anchorEdge
      state.anchorEdge = scrolls[payload].anchorEdge
    } else {
      state.anchorEdge = nil
    }
    state.scrollID = scrollID
    state.overscan = overscan.isFinite ? Swift.max(0, overscan) : 0
    let (visible, offset) = state.beginPass(&viewport) { engine.viewportGuess(for: scrollID) }
    engine.state.scrolls[scrollID] = viewport
    if !virtualizedIDs.contains(id) { virtualizedIDs.append(id) }
    return (scrollNode, visible, offset)
  }

  /// Declares the container node of virtualized content, whose children `content` declares,
  /// one for each element of the state's window.
  ///
  /// - Parameters:
  ///   - flowSpec: The flow spec holding its children's per-item properties and natural sizes,
  ///     for content whose children take their frames' sizes (a lazy flow); -1 for content
  ///     whose children keep the sizes they measure (a collection).
  func declareVirtualized(
    _ id: ElementID, state: any AnyVirtualizedState, scrollNode: Int?, flowSpec: Int = -1,
    content: (ElementBuilder) -> Void
  ) -> ElementHandle {
    virtualized.append(VirtualizedSpec(
      state: state, scrollNode: scrollNode ?? -1, flowSpec: flowSpec))
    return container(id, kind: .virtualized, payload: virtualized.count - 1, content: content)
  }

  /// Measures the children of the virtualized content at `index`, one per element of its
  /// window, records their sizes in the content, keeps the anchor in place, and returns the
  /// content's size.
  func measureVirtualized(_ index: Int, _ payload: Int, _ proposal: ProposedSize) -> Size {
    let spec = virtualized[payload]
    let state = spec.state
    state.fit(proposal)
    let start = nodes[index].childStart
    let count = Swift.min(nodes[index].childCount, state.declaredCount)
    // The buffers are moved out while children are measured: a child may hold virtualized
    // content of its own, whose measuring takes buffers of its own.
    var proposals = spareProposals.take() ?? []
    var sizes = spareSizes.take() ?? []
    defer {
      spareProposals = proposals
      spareSizes = sizes
    }
    let uniform = state.proposals(into: &proposals)
    sizes.removeAll(keepingCapacity: true)
    sizes.append(contentsOf: repeatElement(.zero, count: count))
    let flowSpec = spec.flowSpec
    // Leaves of a known size, most children by far, are measured in one loop over the nodes in
    // place; the others, whose measuring may call the caller's code, after it.
    var others = spareContainers.take() ?? []
    others.removeAll(keepingCapacity: true)
    proposals.withUnsafeBufferPointer { proposals in
      sizes.withUnsafeMutableBufferPointer { sizes in
        childList.withUnsafeBufferPointer { childList in
          nodes.withUnsafeMutableBufferPointer { nodes in
            for position in 0..<count {
              let child = childList[start + position]
              if let size = nodes[child].measureKnownLeaf(uniform ?? proposals[position]) {
                sizes[position] = size
              } else {
                others.append(position)
              }
            }
          }
        }
      }
    }
    for position in others {
      sizes[position] = measure(childList[start + position], uniform ?? proposals[position])
    }
    spareContainers = others
    if flowSpec >= 0, !flows[flowSpec].naturalSizes.isEmpty {
      let naturalSizes = flows[flowSpec].naturalSizes
      for position in 0..<count {
        if let natural = naturalSizes[childList[start + position]] { sizes[position] = natural }
      }
    }
    var properties: ((Int) -> FlowItemProperties?)?
    if flowSpec >= 0, !flows[flowSpec].itemProperties.isEmpty {
      let table = flows[flowSpec].itemProperties
      properties = { [childList] position in table[childList[start + position]] }
    }
    sizes.withUnsafeBufferPointer { state.record($0, properties: properties) }
    let length =
      spec.scrollNode >= 0 ? scrolls[nodes[spec.scrollNode].payload].viewportLength : nil
    var viewport = engine.state.scroll(state.scrollID)
    let size = state.correct(&viewport, viewportLength: length, proposal: proposal)
    engine.state.scrolls[state.scrollID] = viewport
    return size
  }

  /// Places the children of the virtualized content at `index` where the content puts their
  /// elements (a child without one goes to the content's top-left corner), after recording
  /// where the viewport is over it; then asks for another pass when the declared elements do
  /// not cover the viewport and overscan.
  func placeVirtualized(_ index: Int, _ payload: Int) {
    let spec = virtualized[payload]
    let state = spec.state
    if spec.scrollNode >= 0 { recordViewport(of: state, at: index, scrollNode: spec.scrollNode) }
    let bounds = nodes[index].frame
    let start = nodes[index].childStart
    let count = nodes[index].childCount
    let mirrors = state.mirrors
    let flowSpec = spec.flowSpec
    var frames = spareFrames.take() ?? []
    state.frames(into: &frames)
    let placed = Swift.min(count, frames.count)
    // Leaves, the most children by far, are placed in one loop over the nodes; containers,
    // whose placing may declare more nodes (a geometry reader's content), after it.
    var containers = spareContainers.take() ?? []
    containers.removeAll(keepingCapacity: true)
    var invalid = false
    frames.withUnsafeBufferPointer { frames in
      childList.withUnsafeBufferPointer { childList in
        nodes.withUnsafeMutableBufferPointer { nodes in
          for position in 0..<placed {
            let child = childList[start + position]
            let frame = frames[position]
            let x = mirrors ? bounds.maxX - frame.maxX : bounds.minX + frame.minX
            let point = Point(x: x, y: bounds.minY + frame.minY)
            let kind = nodes[child].kind
            guard kind.isLeaf else {
              containers.append(position)
              continue
            }
            if flowSpec >= 0 {
              if kind != .measured {
                // What `place` does for a leaf of a known size, without the call.
                nodes[child].proposal = ProposedSize(frame.size)
                nodes[child].isMeasured = true
              }
              // A grown or stretched leaf of a flow takes its frame's size, as in a flow, and
              // its own size is kept for the next measure: placed after this loop.
              if nodes[child].size != frame.size {
                containers.append(position)
                continue
              }
            }
            // Any other leaf keeps the size (and proposal) it was measured with.
            if !(point.x.isFinite && point.y.isFinite) { invalid = true }
            nodes[child].origin = point
            nodes[child].isPlaced = true
          }
        }
      }
    }
    for position in containers {
      let child = childList[start + position]
      let frame = frames[position]
      let x = mirrors ? bounds.maxX - frame.maxX : bounds.minX + frame.minX
      let point = Point(x: x, y: bounds.minY + frame.minY)
      if flowSpec >= 0 && nodes[child].kind.isLeaf {
        placeFlowLeaf(child, flowSpec, at: point, frame: frame.size)
      } else if flowSpec >= 0 {
        place(child, at: point, proposal: ProposedSize(frame.size))
      } else {
        place(child, at: point, proposal: nodes[child].proposal)
      }
    }
    if invalid {
      for position in 0..<placed {
        let child = childList[start + position]
        if nodes[child].kind.isLeaf {
          nodes[child].origin = finite(nodes[child].origin, placing: child)
        }
      }
    }
    spareFrames = frames
    spareContainers = containers
    for position in (start + placed)..<(start + count) {
      let child = childList[position]
      place(child, at: bounds.origin, proposal: nodes[child].proposal)
    }
    if spec.scrollNode >= 0, let missing = state.checkWindow() {
      outcome.shortfalls.append((ids[index], missing))
    }
  }

  /// Records where the viewport of the scroll container at `scrollNode` lies over the content
  /// at `node`, at the container's final offset, in the content's coordinates (which run from
  /// its far edge when the engine mirrors it).
  private func recordViewport(of state: any AnyVirtualizedState, at node: Int, scrollNode: Int) {
    let axis = state.scrollAxis
    let offset = engine.state.scrolls[state.scrollID]?.offset ?? .zero
    let viewport = nodes[scrollNode].frame
    let bounds = nodes[node].frame
    let lower = viewport.origin[axis]
    let upper = lower + viewport.size[axis]
    let contentMirrored = state.mirrors && axis == .horizontal
    let scrollMirrored = nodes[scrollNode].isRightToLeft && axis == .horizontal
    // Across the axis, the viewport's extent in the content's coordinates (mirrored ones run
    // from the content's right edge).
    let across = axis.crossAxis
    let acrossLower = state.mirrors && across == .horizontal
      ? bounds.maxX - viewport.maxX : viewport.origin[across] - bounds.origin[across]
    state.record(
      start: contentMirrored
        ? bounds.origin[axis] + bounds.size[axis] - upper : lower - bounds.origin[axis],
      offset: offset[axis], sign: contentMirrored == scrollMirrored ? 1 : -1,
      length: viewport.size[axis],
      scrollContentLength: scrolls[nodes[scrollNode].payload].contentSize[axis],
      across: ViewportExtent(lower: acrossLower, length: viewport.size[across]))
  }

  /// Ends the arrangement for each virtualized content it declared: requests that landed end,
  /// and each picks its anchor at its final offset.
  func finishVirtualized(isSettled: Bool) {
    for id in virtualizedIDs { engine.state.virtualized[id]?.finish(isSettled: isSettled) }
  }
}

/// Virtualized content in a pass: its kept state, the node of the scroll container showing it
/// (-1 when none encloses it), and the flow spec of its children's per-item properties (-1 for
/// content whose children keep their measured sizes).
struct VirtualizedSpec {
  let state: any AnyVirtualizedState
  let scrollNode: Int
  let flowSpec: Int
}
