extension ElementBuilder {
  /// Declares a lazy flow of `count` items in a scroll container: only the items the viewport
  /// shows, plus `overscan` before and after, are declared, so a frame costs what is visible, not
  /// what is loaded.
  ///
  /// The engine keeps the flow's layout under `id` (a ``FlowIndex``): the place of every item,
  /// from the sizes measured when they were last declared, or `estimatedItemSize` for those never
  /// declared. `item` is called for each index in ``LazyFlowWindow/declared`` and must declare
  /// exactly one element for it. In a vertical scroll the flow lays out rows as wide as the
  /// viewport; in a horizontal one, columns as tall as it.
  ///
  /// What you get, in every arrangement:
  /// - the window comes from the scroll offset as the arrangement clamps it, and from the
  ///   viewport's size in this arrangement: a resize or a list that shrank takes effect at once;
  /// - when the items declared, once measured, do not fill the viewport and overscan, the engine
  ///   runs another pass with more of them (bounded by ``LayoutEngine/maximumPasses``), so the
  ///   arrangement is settled only when they do and every one of them has its real size;
  /// - the content at the scroll container's anchored edge (``ScrollAnchorEdge``) stays put on
  ///   screen when items before it are measured, inserted or removed
  ///   (``LayoutEngine/insertItems(at:count:inLazyFlow:)``); the arrangement reports the
  ///   correction in ``Arrangement/scrollCorrections``;
  /// - ``LayoutEngine/scrollTo(item:inLazyFlow:anchor:)`` lands on an item where it would be if
  ///   every item were measured, and stays there as its neighbours are.
  ///
  /// ```swift
  /// let window = ui.lazyFlow(id: "feed", in: "scroll", count: tags.count,
  ///                          estimatedItemSize: Size(width: 80, height: 28)) { index, ui in
  ///   ui.leaf(id: ElementID("tag", index: index), size: size(of: tags[index]))
  /// }
  /// if try trigger.update(window.position) { load the next page }
  /// ```
  ///
  /// - Parameters:
  ///   - id: The flow's id, required: its layout is kept under it.
  ///   - scrollID: The id of the enclosing ``scroll(id:axis:anchor:content:)``.
  ///   - count: The number of items (e.g. a ``PagedCollection``'s count); it may change from
  ///     frame to frame, at the end. Tell the engine of items inserted, removed or moved
  ///     elsewhere, so they keep their sizes and the anchor stays put.
  ///   - options: The flow's options. Its axis is the one across the scroll container's (a flow
  ///     along it could never wrap, and is reported as ``Diagnostic/lazyFlowAxis(_:scroll:)``).
  ///   - estimatedItemSize: The size assumed for items never declared.
  ///   - overscan: Points before and after the viewport whose items are declared too.
  ///   - item: Declares the element for an index. Give it per-item properties (grow, baseline,
  ///     a forced break) with ``ElementHandle/flowItem(grow:baseline:breakBefore:)``; a grown or
  ///     stretched leaf is placed at its frame, as in ``flow(id:options:content:)``.
  /// - Returns: The visible and declared ranges and the position to feed an
  ///   ``EndReachedTrigger``, as this pass computed them.
  /// - Complexity: O(log *n* + *d*) per pass, for *n* items and *d* declared, plus re-flowing
  ///   the lines around items whose size changed.
  @discardableResult
  public func lazyFlow(
    id: ElementID, in scrollID: ElementID, count: Int, options: FlowOptions = FlowOptions(),
    estimatedItemSize: Size, overscan: Double = 200, item: (Int, ElementBuilder) -> Void
  ) -> LazyFlowWindow {
    let empty = LazyFlowWindow(
      visible: 0..<0, declared: 0..<0, contentSize: .zero,
      position: EndReachedTrigger.Position(
        offset: 0, viewportLength: 0, contentLength: 0, itemCount: 0, lastVisibleIndex: nil))
    guard isBuilding else { return empty }
    let scrollNode = enclosingScroll(named: scrollID)
    let scrollAxis = scrollNode.map { scrolls[nodes[$0].payload].axis } ?? .vertical
    let anchorEdge = scrollNode.flatMap { scrolls[nodes[$0].payload].anchorEdge }
    if let scrollNode { scrolls[nodes[scrollNode].payload].hasLazyFlow = true }
    var requested = options
    let isMisaligned = requested.axis != scrollAxis.crossAxis
    requested.axis = scrollAxis.crossAxis
    requested.direction = requested.direction ?? direction
    var (checked, failure) = checkedFlowOptions(requested)
    do throws(ReflowError) {
      try FlowIndex.checkIncremental(checked)
    } catch {
      // Laid out greedily, from the top, without a limit: what the index can do.
      checked.lineBreaking = .greedy
      checked.lineLimit = nil
      checked.lineAlignment = .top
      failure = failure ?? error
    }
    let estimate =
      estimatedItemSize.isValidLayoutSize
      ? estimatedItemSize
      : Size(width: estimatedItemSize.width.clampedLength,
             height: estimatedItemSize.height.clampedLength)
    let overscan = overscan.isFinite ? Swift.max(0, overscan) : 0

    var flow = takeLazyFlow(id, options: checked, estimate: estimate, scrollID: scrollID)
    flow.anchorEdge = anchorEdge
    let count = Swift.max(0, count)
    if count > flow.flow.count {
      flow.flow.appendItems(count: count - flow.flow.count)
    } else if count < flow.flow.count {
      flow.flow.removeItems(from: count)
      if let anchor = flow.anchor, anchor.index >= count {
        flow.anchor = nil
      }
    }
    if let request = engine.state.itemTargets.removeValue(forKey: id) {
      flow.target = (Swift.min(Swift.max(0, request.index), Swift.max(0, count - 1)),
                     request.alignment)
      flow.anchor = nil
    }
    var scroll = engine.state.scroll(scrollID)
    if flow.viewportLength == nil {
      // Never placed: guess the viewport from the scroll container's last arrangement.
      let viewport = engine.lastArrangement?.frame(of: scrollID)?.size ?? engine.rootSize
      flow.viewportLength = viewport[scrollAxis].isFinite ? viewport[scrollAxis] : 0
      flow.viewportOffset = scroll.offset[scrollAxis]
      flow.viewportStart = scroll.offset[scrollAxis]
    }
    if flow.target != nil { scroll.isAtEnd = false }
    correctOffset(&flow, &scroll)
    engine.state.scrolls[scrollID] = scroll

    // The window: from the offset clamped to the content as it now stands.
    let length = flow.viewportLength ?? 0
    let contentEnd =
      flow.offset(showingFrom: flow.flow.contentSize[scrollAxis]) + flow.trailingLength
    var offset = scroll.offset[scrollAxis]
    if anchorEdge == .bottom && (scroll.isAtEnd || (!scroll.isSet && !scroll.hasBeenPlaced)) {
      offset = .infinity
    }
    let clamped = Swift.min(Swift.max(0, offset), Swift.max(0, contentEnd - length))
    let start = flow.viewportStart(at: clamped)
    let index = flow.flow.index
    let visible = index.range(intersecting: flow.viewport(from: start, length: length))
    var declared = index.range(
      intersecting: flow.viewport(from: start, length: length, overscan: overscan))
    if declared.isEmpty { declared = visible }
    declared = Swift.max(0, declared.lowerBound - flow.extraBefore)
      ..< Swift.min(count, declared.upperBound + flow.extraAfter)
    flow.extraBefore = 0
    flow.extraAfter = 0
    flow.declared = declared
    let contentSize = flow.flow.contentSize
    engine.state.lazyFlows[id] = flow
    if !lazyFlowIDs.contains(id) { lazyFlowIDs.append(id) }

    // A flow spec of its own keeps the children's per-item properties and natural sizes.
    flows.append(FlowSpec(options: checked, isSingleLine: false))
    layouts.append(.lazyFlow(LazyFlowLayout(
      id: id, scrollNode: scrollNode ?? -1, overscan: overscan, mirrors: flow.mirrors,
      spec: flows.count - 1)))
    let handle = container(id, kind: .layout, payload: layouts.count - 1) { ui in
      for index in declared { item(index, ui) }
    }
    if handle.node >= 0 {
      if let failure { report(.invalidOptions(id, failure)) }
      if !estimatedItemSize.isValidLayoutSize { report(.invalidSize(id, estimatedItemSize)) }
      if isMisaligned { report(.lazyFlowAxis(id, scroll: scrollID)) }
      if scrollNode == nil { report(.lazyFlowOutsideScroll(id, scroll: scrollID)) }
    }
    return LazyFlowWindow(
      visible: visible, declared: declared, contentSize: contentSize,
      position: EndReachedTrigger.Position(
        offset: clamped, viewportLength: length, contentLength: contentSize[scrollAxis],
        itemCount: count, lastVisibleIndex: visible.isEmpty ? nil : visible.upperBound - 1))
  }

  /// The innermost open scroll container with `id`.
  private func enclosingScroll(named id: ElementID) -> Int? {
    openContainers.last { nodes[$0].kind == .scroll && ids[$0] == id }
  }

  /// The kept state of the flow `id`, taken out of the engine (so changing it copies nothing),
  /// made anew when its options or estimate changed.
  private func takeLazyFlow(
    _ id: ElementID, options: FlowOptions, estimate: Size, scrollID: ElementID
  ) -> LazyFlowState {
    let generation = engine.state.generation
    if var flow = engine.state.lazyFlows.removeValue(forKey: id), flow.options == options,
      flow.estimate == estimate
    {
      flow.lastUsed = generation
      flow.scrollID = scrollID
      return flow
    }
    // The line length is set when the flow is measured; until then, guess it from the viewport.
    let viewport = engine.lastArrangement?.frame(of: scrollID)?.size ?? engine.rootSize
    let lineLength = viewport[options.axis].isFinite ? viewport[options.axis] : 0
    let (flow, mirrors) = Self.makeFlow(lineLength: lineLength, options: options)
    return LazyFlowState(
      flow: LazyFlow(flow: flow, estimatedItemSize: estimate), options: options,
      estimate: estimate, scrollID: scrollID, anchorEdge: nil, lastUsed: generation,
      mirrors: mirrors)
  }

  /// A flow state machine for lines of `lineLength`: right to left natively when the container
  /// has a right edge, else left to right, mirrored by the engine.
  static func makeFlow(lineLength: Double, options: FlowOptions) -> (Flow, mirrors: Bool) {
    let container = LazyFlow.container(lineLength: lineLength, axis: options.axis)
    var options = options
    let mirrors = options.direction == .rightToLeft && !container.width.isFinite
    if mirrors { options.direction = .leftToRight }
    return (Flow(uncheckedContainer: container, options: options), mirrors)
  }

  /// Moves the scroll offset so that the flow's anchor keeps its place on screen: to a pending
  /// request's place, or by as much as the anchored point moved since it was recorded.
  func correctOffset(_ flow: inout LazyFlowState, _ scroll: inout ScrollState) {
    let axis = flow.scrollAxis
    if flow.target != nil && flow.anchor?.requested == nil {
      flow.resolveTarget(viewportFrom: flow.viewportStart(at: scroll.offset[axis]))
    }
    guard var anchor = flow.anchor, let position = flow.anchorPosition() else { return }
    let length = flow.viewportLength ?? anchor.viewportLength
    if let requested = anchor.requested {
      var start = position - anchor.viewportFraction * length - requested
      // `.nearest` was resolved on the sizes known then: an item measured longer than its
      // estimate must still end up wholly in view, as if every item had been measured.
      if flow.target?.alignment == .nearest, let extent = flow.extent(of: anchor.index) {
        let shown = ElementBuilder.offset(
          showing: extent.lower, length: extent.length, in: length, from: start,
          alignment: .nearest)
        if shown != start {
          anchor.requested = requested + start - shown
          start = shown
        }
      }
      scroll.move(axis, to: flow.offset(showingFrom: start), cause: .scrollTo)
    } else {
      let moved =
        position - anchor.position - anchor.viewportFraction * (length - anchor.viewportLength)
      if moved != 0 {
        scroll.move(axis, to: scroll.offset[axis] + flow.offsetSign * moved, cause: .anchoring)
      }
    }
    anchor.position = position
    anchor.viewportLength = length
    flow.anchor = anchor
    flow.wantedOffset = scroll.offset[axis]
  }
}

/// A lazy flow in a pass: the engine measures and places its declared items itself
/// (``ElementBuilder/measureLazyFlow(_:_:_:)``), not through ``ContainerLayout``: a frame declares
/// a thousand items or more, and going through ``LayoutChild`` for each would cost more than
/// laying them out.
struct LazyFlowLayout {
  let id: ElementID
  /// The node of the enclosing scroll container, or -1.
  let scrollNode: Int
  let overscan: Double
  let mirrors: Bool
  /// The index in `ElementBuilder.flows` of the spec holding the per-item properties its
  /// children declare (``ElementHandle/flowItem(grow:baseline:breakBefore:)``).
  let spec: Int
}
