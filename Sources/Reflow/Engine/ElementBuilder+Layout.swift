/// Measuring (proposals down, sizes up) and placing (top-down, in root coordinates).
extension ElementBuilder {
  /// The children of the container at `index`.
  @inline(__always)
  func children(of index: Int) -> LayoutChildren {
    let start = nodes[index].childStart
    return LayoutChildren(
      builder: self, nodes: start..<(start + nodes[index].childCount),
      mirrorSum: mirrorSum(of: index))
  }

  /// For a right-to-left container, the sum of the left and right edges its children mirror
  /// within: its bounds, or for the root the whole width the arrangement was given, so that
  /// top-level elements start at the right edge of the window.
  @inline(__always)
  func mirrorSum(of index: Int) -> Double? {
    guard nodes[index].isRightToLeft else { return nil }
    if index == 0 && engine.rootSize.width.isFinite { return engine.rootSize.width }
    return nodes[index].origin.x * 2 + nodes[index].size.width
  }

  /// Places the child at `index` with its top-left corner at `point`, or, when `parent` reads
  /// right to left, at the mirror image of that corner within `parent`'s bounds.
  @inline(__always)
  func place(_ index: Int, at point: Point, proposal: ProposedSize, in parent: Int) {
    guard let mirrorSum = mirrorSum(of: parent) else {
      return place(index, at: point, proposal: proposal)
    }
    let width = measure(index, proposal).width
    place(index, at: Point(x: mirrorSum - point.x - width, y: point.y), proposal: proposal)
  }

  // MARK: - Measuring

  /// What ``measure(_:_:)`` gives the child at `index`, with a leaf of a known size measured
  /// inline: containers of many leaves call it for each.
  @inline(__always)
  func measureChild(_ index: Int, _ proposal: ProposedSize) -> Size {
    nodes[index].measureKnownLeaf(proposal) ?? measure(index, proposal)
  }

  /// The size the node at `index` chooses for `proposal`, remembered until the next proposal.
  func measure(_ index: Int, _ proposal: ProposedSize) -> Size {
    if let size = nodes[index].measureKnownLeaf(proposal) { return size }
    if nodes[index].isMeasured && nodes[index].proposal == proposal { return nodes[index].size }
    let kind = nodes[index].kind
    let payload = nodes[index].payload
    var size: Size
    switch kind {
    case .fixed, .late: size = nodes[index].size
    case .measured:
      let measure = measures[payload]
      size = measure(proposal)
    case .layout: size = measureLayout(index, payload, proposal)
    case .flow: size = measureFlow(index, payload, proposal)
    case .scroll: size = measureScroll(index, payload, proposal)
    case .reader: size = measureReader(index, proposal)
    case .virtualized: size = measureVirtualized(index, payload, proposal)
    }
    size = sanitized(size, for: index)
    nodes[index].size = size
    nodes[index].proposal = proposal
    nodes[index].isMeasured = true
    return size
  }

  private func measureLayout(_ index: Int, _ payload: Int, _ proposal: ProposedSize) -> Size {
    let children = children(of: index)
    let container = layouts[payload]
    switch container {
    case .hstack(let layout): return layout.sizeThatFits(proposal: proposal, children: children)
    case .vstack(let layout): return layout.sizeThatFits(proposal: proposal, children: children)
    case .overlay(let layout): return layout.sizeThatFits(proposal: proposal, children: children)
    case .padding(let layout): return layout.sizeThatFits(proposal: proposal, children: children)
    case .frame(let layout): return layout.sizeThatFits(proposal: proposal, children: children)
    case .columns(let layout): return layout.sizeThatFits(proposal: proposal, children: children)
    case .custom(let layout): return layout.sizeThatFits(proposal: proposal, children: children)
    }
  }

  /// Runs the flow state machine over the children and keeps the result for placing.
  private func measureFlow(_ index: Int, _ payload: Int, _ proposal: ProposedSize) -> Size {
    let options = flows[payload].options
    let axis = options.axis
    let proposedMain = axis == .horizontal ? proposal.width : proposal.height
    var main = Double.infinity
    if !flows[payload].isSingleLine, let proposedMain, proposedMain.isFinite {
      main = proposedMain
    }
    let cross = (axis == .horizontal ? proposal.height : proposal.width) ?? .infinity
    var container =
      axis == .horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
    if container.width.isNaN || container.width < 0 { container.width = 0 }
    if container.height.isNaN || container.height < 0 { container.height = 0 }
    let childProposal: ProposedSize
    if flows[payload].isSingleLine || !main.isFinite {
      childProposal = .unspecified
    } else {
      let insets = options.insets
      let line = Swift.max(0, main - (axis == .horizontal ? insets.horizontal : insets.vertical))
      childProposal =
        axis == .horizontal
        ? ProposedSize(width: line, height: nil) : ProposedSize(width: nil, height: line)
    }
    let start = nodes[index].childStart
    let count = nodes[index].childCount
    let indicatorChild = flows[payload].indicator
    var indicator: (@Sendable (Int) -> FlowItem)?
    if let indicatorChild {
      let size = naturalSize(of: indicatorChild, payload, childProposal)
      indicator = { _ in FlowItem(size) }
    }
    // The flow kept for this container from earlier passes lends its storage.
    while flowPool.count <= payload {
      flowPool.append(Flow(uncheckedContainer: .zero, options: FlowOptions()))
    }
    var layout = Flow(
      uncheckedContainer: container, options: options, overflowIndicator: indicator,
      recycling: &flowPool[payload])
    layout.reserveCapacity(count)
    let properties = flows[payload].itemProperties
    for position in start..<(start + count) {
      // Sizes are sanitized by `measure`.
      let child = childList[position]
      if child == indicatorChild { continue }
      let size = naturalSize(of: child, payload, childProposal)
      if let item = properties.isEmpty ? nil : properties[child] {
        layout.addUnchecked(item.item(size))
      } else {
        layout.addUnchecked(size)
      }
    }
    layout.finish()
    var size = layout.result.contentSize
    flowPool[payload] = layout
    flows[payload].hasResult = true
    flows[payload].resultProposal = proposal
    flows[payload].childProposal = childProposal
    if main.isFinite { size[axis] = main }
    return size
  }

  /// A flow child's size before the flow grew or stretched it (a grown leaf keeps its frame's
  /// size in its node, and its own size in the flow).
  func naturalSize(of child: Int, _ payload: Int, _ proposal: ProposedSize) -> Size {
    let size = measureChild(child, proposal)
    return flows[payload].naturalSizes.isEmpty ? size : flows[payload].naturalSizes[child] ?? size
  }

  private func measureScroll(_ index: Int, _ payload: Int, _ proposal: ProposedSize) -> Size {
    let contentProposal = scrollContentProposal(payload, proposal)
    let along = scrolls[payload].axis == .horizontal ? proposal.width : proposal.height
    scrolls[payload].viewportLength = along.flatMap { $0.isFinite ? $0 : nil }
    var content = Size.zero
    let start = nodes[index].childStart
    for position in start..<(start + nodes[index].childCount) {
      let size = measure(childList[position], contentProposal)
      content = Size(
        width: Swift.max(content.width, size.width), height: Swift.max(content.height, size.height))
    }
    scrolls[payload].contentSize = content
    return Size(
      width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? content.width,
      height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? content.height)
  }

  func scrollContentProposal(_ payload: Int, _ proposal: ProposedSize) -> ProposedSize {
    scrolls[payload].axis == .vertical
      ? ProposedSize(width: proposal.width, height: nil)
      : ProposedSize(width: nil, height: proposal.height)
  }

  private func measureReader(_ index: Int, _ proposal: ProposedSize) -> Size {
    let previous = engine.state.readerContentSize(for: ids[index])
    return Size(
      width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? previous.width,
      height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? previous.height)
  }

  // MARK: - Placing

  /// Sizes the node at `index` for `proposal`, puts its top-left corner at `point` (root
  /// coordinates), and places its subtree.
  func place(_ index: Int, at point: Point, proposal: ProposedSize) {
    let point = finite(point, placing: index)
    _ = measure(index, proposal)
    let previous = nodes[index].origin
    if nodes[index].isPlaced && nodes[index].parent == placingChildrenOf && index > 0 {
      report(.placedMoreThanOnce(ids[index], parent: ids[nodes[index].parent]))
    }
    nodes[index].origin = point
    nodes[index].isPlaced = true
    let payload = nodes[index].payload
    switch nodes[index].kind {
    case .fixed, .late, .measured: return
    case .layout: placeLayout(index, payload)
    case .flow: placeFlow(index, payload, point)
    case .scroll: placeScroll(index, payload, point)
    case .virtualized: placeVirtualized(index, payload)
    case .reader:
      // A reader's content is built once a pass; placed again, it only moves.
      if nodes[index].hasBuiltContent {
        moveSubtree(of: index, dx: point.x - previous.x, dy: point.y - previous.y)
      } else {
        placeReader(index, payload, point)
      }
    }
  }

  /// Moves every descendant of `index` by `dx` and `dy`.
  private func moveSubtree(of index: Int, dx: Double, dy: Double) {
    guard dx != 0 || dy != 0 else { return }
    let start = nodes[index].childStart
    for position in start..<(start + nodes[index].childCount) {
      let child = childList[position]
      nodes[child].origin.x += dx
      nodes[child].origin.y += dy
      moveSubtree(of: child, dx: dx, dy: dy)
    }
  }

  private func placeLayout(_ index: Int, _ payload: Int) {
    let children = children(of: index)
    for position in children.nodes { nodes[childList[position]].isPlaced = false }
    let bounds = nodes[index].frame
    let proposal = nodes[index].proposal
    // A copy: placing may build a geometry reader's content, which appends to `layouts`.
    let container = layouts[payload]
    // Your own layout's children placed twice are reported.
    let outerParent = placingChildrenOf
    if case .custom = container { placingChildrenOf = index }
    defer { placingChildrenOf = outerParent }
    switch container {
    case .hstack(let layout):
      layout.placeChildren(in: bounds, proposal: proposal, children: children)
    case .vstack(let layout):
      layout.placeChildren(in: bounds, proposal: proposal, children: children)
    case .overlay(let layout):
      layout.placeChildren(in: bounds, proposal: proposal, children: children)
    case .padding(let layout):
      layout.placeChildren(in: bounds, proposal: proposal, children: children)
    case .frame(let layout):
      layout.placeChildren(in: bounds, proposal: proposal, children: children)
    case .columns(let layout):
      layout.placeChildren(in: bounds, proposal: proposal, children: children)
    case .custom(let layout):
      layout.placeChildren(in: bounds, proposal: proposal, children: children)
    }
    for position in children.nodes {
      let child = childList[position]
      if !nodes[child].isPlaced {
        place(child, at: bounds.origin, proposal: nodes[child].proposal, in: index)
      }
    }
  }

  private func placeFlow(_ index: Int, _ payload: Int, _ origin: Point) {
    if !flows[payload].hasResult || flows[payload].resultProposal != nodes[index].proposal {
      nodes[index].isMeasured = false
      _ = measure(index, nodes[index].proposal)
    }
    guard flows[payload].hasResult, payload < flowPool.count else { return }
    let result = flowPool[payload].result
    let childProposal = flows[payload].childProposal
    let start = nodes[index].childStart
    // A right-to-left flow is the mirror image of the left-to-right one within its bounds.
    let mirrors = flows[payload].mirrors
    let width = nodes[index].size.width
    let indicatorChild = flows[payload].indicator
    var frameIndex = 0
    for position in start..<(start + nodes[index].childCount) {
      let child = childList[position]
      let frame: Rect?
      if child == indicatorChild {
        frame = result.overflowIndicatorFrame
      } else {
        // Children past the frames are the ones a line limit hides.
        frame = frameIndex < result.frames.count ? result.frames[frameIndex] : nil
        frameIndex += 1
      }
      guard let frame else {
        nodes[child].isHidden = true
        continue
      }
      nodes[child].isHidden = false
      let x = mirrors ? width - frame.maxX : frame.minX
      let point = Point(x: origin.x + x, y: origin.y + frame.minY)
      switch nodes[child].kind {
      case .fixed, .late, .measured:
        // Leaves were measured with `childProposal` by the flow: only their corner is new,
        // and their size when the flow grew or stretched them.
        placeFlowLeaf(child, payload, at: point, frame: frame.size)
      default:
        // A grown or stretched container is offered its frame's size.
        let grown = frame.size != nodes[child].size
        place(child, at: point, proposal: grown ? ProposedSize(frame.size) : childProposal)
      }
    }
  }

  /// Puts the leaf `child` of the flow (or lazy flow) whose spec is `payload` at `point`, with
  /// its frame's `size` when the flow grew or stretched it; the flow keeps its natural size.
  @inline(__always)
  func placeFlowLeaf(_ child: Int, _ payload: Int, at point: Point, frame size: Size) {
    nodes[child].origin = finite(point, placing: child)
    if nodes[child].size != size {
      if flows[payload].naturalSizes[child] == nil {
        flows[payload].naturalSizes[child] = nodes[child].size
      }
      nodes[child].size = size
    }
    nodes[child].isPlaced = true
  }

  /// Builds the reader's content now that its size and place are known, then lays it out.
  private func placeReader(_ index: Int, _ payload: Int, _ origin: Point) {
    let size = nodes[index].size
    let proposal = nodes[index].proposal
    var ancestors: [(id: ElementID, origin: Point)] = []
    var ancestor = nodes[index].parent
    while ancestor > 0 {
      if ids[ancestor].isExplicit { ancestors.append((ids[ancestor], nodes[ancestor].origin)) }
      ancestor = nodes[ancestor].parent
    }
    let readerDirection: WritingDirection = nodes[index].isRightToLeft ? .rightToLeft : .leftToRight
    let proxy = GeometryReaderProxy(
      size: size, proposal: proposal, frameInRoot: Rect(origin: origin, size: size),
      layoutDirection: readerDirection, ancestors: ancestors)
    let wasBuilding = isBuilding
    let outerDirection = direction
    nodes[index].hasBuiltContent = true
    isBuilding = true
    direction = readerDirection
    open(index)
    let declareContent = readers[payload].content
    declareContent(proxy, self)
    close()
    isBuilding = wasBuilding
    direction = outerDirection

    let fixedWidth = proposal.width.flatMap { $0.isFinite ? $0 : nil }
    let fixedHeight = proposal.height.flatMap { $0.isFinite ? $0 : nil }
    let contentProposal = ProposedSize(width: fixedWidth, height: fixedHeight)
    var content = Size.zero
    let start = nodes[index].childStart
    for position in start..<(start + nodes[index].childCount) {
      let child = childList[position]
      let childSize = measure(child, contentProposal)
      content = Size(
        width: Swift.max(content.width, childSize.width),
        height: Swift.max(content.height, childSize.height))
      place(child, at: origin, proposal: contentProposal, in: index)
    }
    // Along an unspecified extent the reader used last pass's content size: check it.
    let id = ids[index]
    let kept = Size(width: fixedWidth == nil ? content.width : 0,
                    height: fixedHeight == nil ? content.height : 0)
    if engine.state.setReaderContentSize(kept, for: id) { outcome.changedIDs.append(id) }
  }
}
