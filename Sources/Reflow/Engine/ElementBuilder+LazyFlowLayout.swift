/// Measuring and placing a lazy flow's declared items, and checking that they fill its viewport.
extension ElementBuilder {
  /// The most items a lazy flow declares beyond its window on either side in one pass, however
  /// far its estimate is from the real sizes.
  static let maximumExtraItems = 20_000

  /// Measures the children of the lazy flow at `index`, one per declared item, records their
  /// sizes in the kept flow (re-laid out first if its line length changed), keeps the anchor in
  /// place, and returns the flow's size.
  ///
  /// Each child is proposed the line's length less the insets, and an unspecified extent across.
  func measureLazyFlow(_ index: Int, _ layout: LazyFlowLayout, _ proposal: ProposedSize) -> Size {
    guard var flow = engine.state.lazyFlows.removeValue(forKey: layout.id) else { return .zero }
    let axis = flow.options.axis
    let proposed = axis == .horizontal ? proposal.width : proposal.height
    let lineLength = proposed.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } ?? .infinity
    if lineLength != flow.flow.lineLength {
      let (layoutFlow, mirrors) = Self.makeFlow(lineLength: lineLength, options: flow.options)
      flow.flow.relayOut(with: layoutFlow)
      flow.mirrors = mirrors
    }
    let insets = flow.options.insets
    let line = Swift.max(0, lineLength - (axis == .horizontal ? insets.horizontal : insets.vertical))
    let offer =
      axis == .horizontal
      ? ProposedSize(width: line.isFinite ? line : nil, height: nil)
      : ProposedSize(width: nil, height: line.isFinite ? line : nil)
    // The buffer is moved out, and the state put back, while the items' measure closures run.
    var measured: [Size] = []
    swap(&measured, &flow.measured)
    let first = flow.declared.lowerBound
    engine.state.lazyFlows[layout.id] = flow
    measureChildren(
      of: index, spec: layout.spec, count: flow.declared.count, offer: offer, into: &measured)
    guard var flow = engine.state.lazyFlows.removeValue(forKey: layout.id) else { return .zero }
    // Sizes the engine already sanitised, and properties it clamped, cannot be rejected.
    let properties = flows[layout.spec].itemProperties
    flow.hasItemProperties = flow.hasItemProperties || !properties.isEmpty
    if flow.hasItemProperties {
      let start = nodes[index].childStart
      flow.measuredItems.removeAll(keepingCapacity: true)
      for (offset, size) in measured.enumerated() {
        let child = childList[start + offset]
        flow.measuredItems.append(properties[child]?.item(size) ?? FlowItem(size))
      }
      flow.measuredItems.withUnsafeBufferPointer { items in
        _ = flow.flow.setItems(startingAt: first, items)
      }
    } else {
      measured.withUnsafeBufferPointer { sizes in _ = flow.flow.setSizes(startingAt: first, sizes) }
    }
    swap(&measured, &flow.measured)
    if layout.scrollNode >= 0, let length = scrolls[nodes[layout.scrollNode].payload].viewportLength {
      flow.viewportLength = length
    }
    var scroll = engine.state.scroll(flow.scrollID)
    correctOffset(&flow, &scroll)
    engine.state.scrolls[flow.scrollID] = scroll
    let content = flow.flow.contentSize
    engine.state.lazyFlows[layout.id] = flow
    return axis == .horizontal
      ? Size(width: proposal.width ?? content.width, height: content.height)
      : Size(width: content.width, height: proposal.height ?? content.height)
  }

  /// Measures the first `count` children of `index` for `offer` into `sizes`: their natural
  /// sizes, before the flow (whose spec is `spec`) grew or stretched them.
  private func measureChildren(
    of index: Int, spec: Int, count: Int, offer: ProposedSize, into sizes: inout [Size]
  ) {
    let start = nodes[index].childStart
    let count = Swift.min(nodes[index].childCount, count)
    sizes.removeAll(keepingCapacity: true)
    sizes.reserveCapacity(count)
    for position in start..<(start + count) {
      sizes.append(naturalSize(of: childList[position], spec, offer))
    }
  }

  /// Places the children of the lazy flow at `index` where the kept flow puts their items (a
  /// child without an item goes to the flow's top-left corner), then records where the viewport
  /// is over the flow and whether the declared items fill it.
  func placeLazyFlow(_ index: Int, _ layout: LazyFlowLayout) {
    let bounds = nodes[index].frame
    let start = nodes[index].childStart
    let count = nodes[index].childCount
    guard var flow = engine.state.lazyFlows.removeValue(forKey: layout.id) else {
      for position in start..<(start + count) {
        place(childList[position], at: bounds.origin, proposal: nodes[childList[position]].proposal)
      }
      return
    }
    let declared = flow.declared
    var placed = 0
    flow.flow.index.forEachFrame(in: declared.lowerBound..<(declared.lowerBound + count)) {
      _, frame in
      let child = childList[start + placed]
      let x = layout.mirrors ? bounds.maxX - frame.maxX : bounds.minX + frame.minX
      let point = Point(x: x, y: bounds.minY + frame.minY)
      switch nodes[child].kind {
      case .fixed, .late:
        // What `place` does for a leaf of a known size, without the call; a grown or
        // stretched leaf takes its frame's size, as in a flow.
        nodes[child].proposal = ProposedSize(frame.size)
        nodes[child].isMeasured = true
        placeFlowLeaf(child, layout.spec, at: point, frame: frame.size)
      case .measured:
        // Measured with the line's offer: only its corner is new, and its size when grown.
        placeFlowLeaf(child, layout.spec, at: point, frame: frame.size)
      default:
        place(child, at: point, proposal: ProposedSize(frame.size))
      }
      placed += 1
    }
    for position in (start + placed)..<(start + count) {
      let child = childList[position]
      place(child, at: bounds.origin, proposal: nodes[child].proposal)
    }
    if layout.scrollNode >= 0 { checkWindow(&flow, layout, node: index) }
    engine.state.lazyFlows[layout.id] = flow
  }

  /// Records where the viewport of the enclosing scroll container is over the flow at its final
  /// offset, and, when the items declared in this pass do not cover it and the overscan, asks
  /// for another pass declaring more.
  private func checkWindow(_ flow: inout LazyFlowState, _ layout: LazyFlowLayout, node: Int) {
    let scrollNode = layout.scrollNode
    let axis = flow.scrollAxis
    let offset = engine.state.scrolls[flow.scrollID]?.offset ?? .zero
    let viewport = nodes[scrollNode].frame
    let bounds = nodes[node].frame
    // The viewport's extent in the flow's coordinates, which run from the flow's origin (from
    // its far edge, when the engine mirrors the flow).
    let lower = viewport.origin[axis]
    let upper = lower + viewport.size[axis]
    let flowMirrored = layout.mirrors && axis == .horizontal
    let scrollMirrored = nodes[scrollNode].isRightToLeft && axis == .horizontal
    flow.viewportStart =
      flowMirrored ? bounds.origin[axis] + bounds.size[axis] - upper : lower - bounds.origin[axis]
    flow.viewportOffset = offset[axis]
    // What clamping held back of the anchor's correction is tried again in the next pass, when
    // the content may be longer.
    if let wanted = flow.wantedOffset, wanted != offset[axis], flow.anchor?.requested == nil {
      flow.anchor?.position -= flow.offsetSign * (wanted - offset[axis])
    }
    flow.wantedOffset = nil
    flow.offsetSign = flowMirrored == scrollMirrored ? 1 : -1
    flow.viewportLength = viewport.size[axis]
    let contentLength = scrolls[nodes[scrollNode].payload].contentSize[axis]
    let flowEnd = flow.offset(showingFrom: flow.flow.contentSize[axis])
    flow.trailingLength = Swift.max(0, contentLength - flowEnd)

    let declared = flow.declared
    let needed = flow.flow.index.range(intersecting: flow.viewport(
      from: flow.viewportStart, length: viewport.size[axis], overscan: layout.overscan))
    guard !needed.isEmpty,
      needed.lowerBound < declared.lowerBound || needed.upperBound > declared.upperBound
    else { return }
    // Measured items came out denser than the estimates: declare that many more than the
    // missing ones, so one more pass fills the viewport.
    let density = flow.span(of: declared).map { Double(declared.count) / Swift.max($0, 1e-9) }
    func extra(_ missing: Range<Int>) -> Int {
      guard let density, !missing.isEmpty, let span = flow.span(of: missing) else { return 0 }
      let estimated = Double(missing.count) / Swift.max(span, 1e-9)
      guard density > estimated else { return 0 }
      // A quarter more, as the measured items near the viewport's edges are a small sample.
      let wanted = Double(missing.count) * (density / estimated * 1.25 - 1)
      return Int(Swift.min(wanted.rounded(.up), Double(Self.maximumExtraItems)))
    }
    let before =
      needed.lowerBound..<Swift.max(
        needed.lowerBound, Swift.min(declared.lowerBound, needed.upperBound))
    let after =
      Swift.min(needed.upperBound, Swift.max(declared.upperBound, needed.lowerBound))
      ..< needed.upperBound
    // And a margin: a pass that moved the offset (a request landing, an anchor held) may need
    // a few more than the ones missing now.
    let margin = Swift.max(4, declared.count / 4)
    flow.extraBefore = before.isEmpty ? 0 : extra(before) + margin
    flow.extraAfter = after.isEmpty ? 0 : extra(after) + margin
    let missing =
      before.isEmpty ? after : after.isEmpty ? before : before.lowerBound..<after.upperBound
    outcome.shortfalls.append((layout.id, missing))
  }
}

extension ElementBuilder {
  /// Anchors each lazy flow of the arrangement at its final offset: the first item its viewport
  /// shows (the last, for a bottom-anchored scroll), unless a scroll-to request is still landing.
  func finishLazyFlows(isSettled: Bool) {
    for id in lazyFlowIDs {
      guard var flow = engine.state.lazyFlows.removeValue(forKey: id) else { continue }
      if flow.target != nil && isSettled {
        flow.target = nil
        flow.anchor?.requested = nil
      }
      if flow.target == nil { flow.pickAnchor(from: flow.viewportStart) }
      engine.state.lazyFlows[id] = flow
    }
  }
}
