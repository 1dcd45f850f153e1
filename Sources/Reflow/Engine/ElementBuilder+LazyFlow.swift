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
  ///   (``LayoutEngine/insertItems(count:at:in:)``); the arrangement reports the
  ///   correction in ``Arrangement/scrollCorrections``;
  /// - ``LayoutEngine/scrollTo(item:in:anchor:)`` lands on an item where it would be if
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
  ///   - estimatedItemSize: The size assumed for items never declared. A dimension that is 0,
  ///     negative or not finite is taken as 1 point and reported (an item without area would
  ///     meet no viewport).
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
    guard isBuilding else {
      return LazyFlowWindow(
        visible: 0..<0, declared: 0..<0, contentSize: .zero,
        position: EndReachedTrigger.Position(
          offset: 0, viewportLength: 0, contentLength: 0, itemCount: 0, lastVisibleIndex: nil))
    }
    let scrollAxis = enclosingScroll(named: scrollID).map { scrolls[nodes[$0].payload].axis }
      ?? .vertical
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
    let estimate = Self.usableEstimate(estimatedItemSize)

    let state = lazyFlowState(id, options: checked, estimate: estimate, scrollID: scrollID)
    state.setCount(count)
    engine.takePendingRequest(for: id, into: state)
    let (scrollNode, visibleBand, offset) = beginVirtualized(
      id, state: state, in: scrollID, overscan: overscan)
    let declared = state.declared
    let content = state.content
    let visible = content.items(in: visibleBand)

    // A flow spec of its own keeps the children's per-item properties and natural sizes.
    flows.append(FlowSpec(options: checked, isSingleLine: false))
    let handle = declareVirtualized(
      id, state: state, scrollNode: scrollNode, flowSpec: flows.count - 1
    ) { ui in
      for index in declared { item(index, ui) }
    }
    if handle.node >= 0 {
      if let failure { report(.invalidOptions(id, failure)) }
      if estimate != estimatedItemSize { reportEstimate(estimatedItemSize, of: id) }
      if isMisaligned { report(.lazyFlowAxis(id, scroll: scrollID)) }
      if scrollNode == nil { report(.contentOutsideScroll(id, scroll: scrollID)) }
    }
    let contentSize = content.contentSize
    let count = content.count
    return LazyFlowWindow(
      visible: visible, declared: declared, contentSize: contentSize,
      position: EndReachedTrigger.Position(
        offset: offset,
        viewportLength: visibleBand.length, contentLength: contentSize[content.scrollAxis],
        itemCount: count, lastVisibleIndex: visible.isEmpty ? nil : visible.upperBound - 1))
  }

  /// The kept state of the lazy flow `id`, made anew when its options or estimate changed.
  private func lazyFlowState(
    _ id: ElementID, options: FlowOptions, estimate: Size, scrollID: ElementID
  ) -> VirtualizedState<LazyFlowContent> {
    let generation = engine.state.generation
    if let state = engine.state.virtualized[id] as? VirtualizedState<LazyFlowContent>,
      state.content.options == options, state.content.estimate == estimate
    {
      state.lastUsed = generation
      return state
    }
    // The line length is set when the flow is measured; until then, guess it from the viewport.
    let lineLength = engine.viewportGuess(for: scrollID)[options.axis]
    let content = LazyFlowContent(
      options: options, estimate: estimate, lineLength: lineLength.isFinite ? lineLength : 0)
    let state = VirtualizedState(
      content, emptyWindow: 0..<0, scrollID: scrollID, generation: generation)
    engine.state.virtualized[id] = state
    return state
  }
}
