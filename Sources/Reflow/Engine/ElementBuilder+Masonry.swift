extension ElementBuilder {
  /// Declares a masonry of `count` items in a scroll container (CSS `grid-lanes`: each item
  /// goes to the shortest lane, within the tolerance): only the items the viewport shows, plus
  /// `overscan` before and after, are declared, so a frame costs what is visible, not what is
  /// loaded.
  ///
  /// The engine keeps the masonry under `id` (a ``MasonryIndex``): the place of every item,
  /// from the lengths measured when they were last declared, or `estimatedItemLength` for those
  /// never declared. `item` is called for each index in ``MasonryWindow/declared`` and must
  /// declare exactly one element for it; the element is offered its lane's width (its height,
  /// in a horizontal scroll), its measured height (width) is its length along the lane, and it
  /// is placed at its frame: as wide as its lanes, as long as it measured.
  ///
  /// ```
  /// ┌──────┬──────┬──────┐   a vertical scroll, 3 lanes:
  /// │  0   │  1   │  2   │   each item goes to the lane
  /// │      ├──────┤      │   that ends highest
  /// ├──────┤  4   ├──────┤
  /// │  3   │      │  5   │
  /// ```
  ///
  /// What you get, in every arrangement, as for ``lazyFlow(id:in:count:options:estimatedItemSize:overscan:item:)``
  /// (it is the same virtualized path):
  /// - the window comes from the scroll offset as the arrangement clamps it, and from the
  ///   viewport's size in this arrangement; the lanes follow the viewport's width;
  /// - where the window ends in items never measured, it reaches on by as much as they may
  ///   measure shorter than `estimatedItemLength` (from how the items measured so far compared
  ///   with it), so that scrolling into them usually takes one pass;
  /// - when the items declared, once measured, do not fill the viewport and overscan, the engine
  ///   runs another pass with more of them (bounded by ``LayoutEngine/maximumPasses``), so the
  ///   arrangement is settled only when they do;
  /// - the item at the scroll container's anchored edge stays put on screen when items are
  ///   measured, inserted, removed or moved before it, and when the lanes change in number:
  ///   the last item in order the viewport shows for a `.bottom` anchor, the first for `.top`
  ///   (an item in a lane past the viewport's edge, or in a lane without width, shows nothing;
  ///   see ``ScrollAnchorEdge``);
  /// - ``LayoutEngine/scrollTo(item:in:anchor:)`` lands on an item and stays there as its
  ///   neighbours are measured; ``LayoutEngine/apply(_:to:)`` keeps a paged masonry in step.
  ///
  /// In ``MasonryPlacement/stable`` placement (the default), an item measured after it was
  /// shown keeps its lane: only the items after it in that lane move. A change in the number of
  /// lanes places every item again.
  ///
  /// Items may cover several lanes, or keep to one lane, as `itemLanes` says (CSS
  /// `grid-column: span 2`; SwiftUI's `gridCellColumns(_:)`). An item's lanes move every item
  /// after it, so the masonry asks for them by index for every item, declared or not, when the
  /// item is added (appended through `count`, or inserted during a declaration); items inserted
  /// between arrangements (``LayoutEngine/insertItems(count:at:in:)``,
  /// ``LayoutEngine/apply(_:to:)``) are asked in the next declaration, before anything is laid
  /// out. It does not ask again: to change an item's lanes, remove it and insert it anew. A span
  /// wider than the lanes covers them all; an explicit lane past the last is the last the span
  /// fits (reported as ``Diagnostic/invalidItemLanes(_:_:)`` when the lanes are a fixed number);
  /// a span below 1 or a negative lane is reported too, and taken as 1 and as the masonry's
  /// choice. Each item is offered the extent of the lanes it covers.
  ///
  /// ```swift
  /// ui.masonry(id: "feed", in: "scroll", count: posts.count, options: options,
  ///            estimatedItemLength: 240,
  ///            itemLanes: { posts[$0].isPanorama ? .span(2) : .single }) { index, ui in … }
  /// ```
  ///
  /// ```swift
  /// ui.scroll(id: "scroll") { ui in
  ///   ui.masonry(id: "photos", in: "scroll", count: photos.count,
  ///              options: MasonryOptions(lanes: .adaptive(minimum: 160), laneSpacing: 8,
  ///                                      itemSpacing: 8),
  ///              estimatedItemLength: 200) { index, ui in
  ///     ui.leaf(id: ElementID("photo", index: index)) { proposal in
  ///       Size(width: proposal.width ?? 0, height: (proposal.width ?? 0) / photos[index].ratio)
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - id: The masonry's id, required: its layout is kept under it.
  ///   - scrollID: The id of the enclosing ``scroll(id:axis:anchor:content:)``.
  ///   - count: The number of items; it may change from frame to frame, at the end. Tell the
  ///     engine of items inserted, removed or moved elsewhere
  ///     (``LayoutEngine/insertItems(count:at:in:)``), so they keep their sizes and lanes.
  ///   - options: Lanes, spacing, insets, direction and tolerance. Its axis is the scroll
  ///     container's (a masonry across it could never scroll, and is reported as
  ///     ``Diagnostic/masonryAxis(_:scroll:)``); a `nil` direction is the enclosing one. Bad
  ///     options are reported as ``Diagnostic/invalidOptions(_:_:)`` and the masonry is laid
  ///     out in one lane.
  ///   - placement: What a size measured late does to the items after it; `.stable` by default.
  ///   - estimatedItemLength: The length along the lanes assumed for items never declared; a
  ///     negative or non-finite one is reported as ``Diagnostic/invalidParameter(_:name:value:)``
  ///     and taken as 0.
  ///   - overscan: Points before and after the viewport whose items are declared too.
  ///   - itemLanes: The lanes the item at an index covers; `nil` (the default) puts every item
  ///     in one lane the masonry chooses. Called once for each item added, in this call.
  ///   - item: Declares the element for an index.
  /// - Returns: The visible and declared items and the position to feed an
  ///   ``EndReachedTrigger``, as this pass computed them.
  /// - Complexity: O(*l* log *n* + *d* log *n*) per pass, for *n* items in *l* lanes and *d*
  ///   declared, plus the cost of the sizes that changed (see ``MasonryPlacement``) and O(*m*)
  ///   for *m* items added since the last pass.
  @discardableResult
  public func masonry(
    id: ElementID, in scrollID: ElementID, count: Int, options: MasonryOptions,
    placement: MasonryPlacement = .stable, estimatedItemLength: Double, overscan: Double = 200,
    itemLanes: ((Int) -> MasonryItemLanes)? = nil,
    item: (Int, ElementBuilder) -> Void
  ) -> MasonryWindow {
    guard isBuilding else {
      return MasonryWindow(
        visible: [], declared: [], contentSize: .zero,
        position: EndReachedTrigger.Position(
          offset: 0, viewportLength: 0, contentLength: 0, itemCount: 0, lastVisibleIndex: nil))
    }
    let scrollAxis = enclosingScroll(named: scrollID).map { scrolls[nodes[$0].payload].axis }
      ?? .vertical
    var requested = options
    let isMisaligned = requested.axis != scrollAxis
    requested.axis = scrollAxis
    requested.direction = requested.direction ?? direction
    let isValidEstimate = estimatedItemLength.isFinite && estimatedItemLength >= 0
    let estimate = isValidEstimate ? estimatedItemLength : 0
    let (state, failure) = masonryState(
      id, options: requested, placement: placement, estimate: estimate, scrollID: scrollID)
    let generation = engine.state.generation
    // Items waiting for their lanes are placed again: the user's scroll is anchored first.
    if itemLanes != nil { state.settleScroll() }
    state.content.declare(itemLanes: itemLanes, generation: generation) { state.setCount(count) }
    engine.takePendingRequest(for: id, into: state)
    let (scrollNode, visibleBand, offset) = beginVirtualized(
      id, state: state, in: scrollID, overscan: overscan)
    let declared = state.declared
    let content = state.content
    let visible = content.items(in: visibleBand)

    // Items stretch to their frames across the lanes, as CSS grid items do, keeping the sizes
    // they measured (in a flow spec of their own) for the next pass.
    flows.append(FlowSpec(options: FlowOptions(), isSingleLine: false))
    let handle = declareVirtualized(
      id, state: state, scrollNode: scrollNode, flowSpec: flows.count - 1
    ) { ui in
      for index in declared { item(index, ui) }
    }
    if handle.node >= 0 {
      if let failure { report(.invalidOptions(id, failure)) }
      if !isValidEstimate {
        report(.invalidParameter(id, name: "estimatedItemLength", value: estimatedItemLength))
      }
      if isMisaligned { report(.masonryAxis(id, scroll: scrollID)) }
      if let rejected = content.rejectedLanes(in: generation) {
        report(.invalidItemLanes(id, rejected))
      }
      if scrollNode == nil { report(.contentOutsideScroll(id, scroll: scrollID)) }
    }
    let contentSize = content.contentSize
    return MasonryWindow(
      visible: visible, declared: declared, contentSize: contentSize,
      position: EndReachedTrigger.Position(
        offset: offset, viewportLength: visibleBand.length,
        contentLength: contentSize[content.scrollAxis], itemCount: content.count,
        lastVisibleIndex: visible.last))
  }

  /// The kept state of the masonry `id`, made anew when its options, placement or estimate
  /// changed, and the error that made it fall back to one lane.
  private func masonryState(
    _ id: ElementID, options: MasonryOptions, placement: MasonryPlacement, estimate: Double,
    scrollID: ElementID
  ) -> (VirtualizedState<MasonryContent>, ReflowError?) {
    let generation = engine.state.generation
    if let state = engine.state.virtualized[id] as? VirtualizedState<MasonryContent>,
      state.content.placement == placement, state.content.estimate == estimate,
      state.content.options == options || state.content.fallback == options
    {
      state.lastUsed = generation
      return (state, state.content.fallback == options ? state.content.failure : nil)
    }
    // The lanes are set when the masonry is measured; until then, guess them from the viewport.
    let guess = engine.viewportGuess(for: scrollID)[options.axis.crossAxis]
    let crossLength = guess.isFinite && guess >= 0 ? guess : 0
    let content: MasonryContent
    do throws(ReflowError) {
      content = try MasonryContent(
        options: options, placement: placement, estimate: estimate, crossLength: crossLength)
    } catch {
      var single = MasonryOptions(lanes: .count(1), axis: options.axis)
      single.direction = options.direction
      // One lane always fits a finite extent.
      guard
        let fallback = try? MasonryContent(
          options: single, placement: placement, estimate: estimate, crossLength: crossLength)
      else { preconditionFailure("one lane in a finite extent is always valid") }
      content = fallback
      content.fallback = options
      content.failure = error
    }
    let state = VirtualizedState(
      content, emptyWindow: [], scrollID: scrollID, generation: generation)
    engine.state.virtualized[id] = state
    return (state, content.failure)
  }
}
