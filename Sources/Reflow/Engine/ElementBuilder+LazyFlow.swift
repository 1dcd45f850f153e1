extension ElementBuilder {
  /// Declares a lazy flow of `count` items in a vertical scroll container: only the items the
  /// viewport shows, plus `overscan` above and below, are declared, so a frame costs what is
  /// visible, not what is loaded.
  ///
  /// The engine keeps the flow's layout under `id`: the positions of every item, from the sizes
  /// measured when they were last declared, or `estimatedItemSize` for those never declared.
  /// `item` is called for each index in ``LazyFlowWindow/declared`` and must declare exactly one
  /// element for it. The window comes from the scroll container's offset and the viewport it
  /// had in the last arrangement (the arrangement's size, the first time): like any immediate-mode
  /// layout, a newly measured size moves what follows it from the next frame on.
  ///
  /// ```swift
  /// let window = ui.lazyFlow(id: "feed", in: "scroll", count: tags.count,
  ///                          estimatedItemSize: Size(width: 80, height: 28)) { index, ui in
  ///   ui.leaf(id: ElementID("tag", index: index), size: size(of: tags[index]))
  /// }
  /// if trigger.update(window.position) { load the next page }
  /// ```
  ///
  /// - Parameters:
  ///   - id: The flow's id, required: its layout is kept under it.
  ///   - scrollID: The id of the enclosing vertical ``scroll(id:axis:content:)``.
  ///   - count: The number of items (e.g. a ``PagedCollection``'s count); it may change from
  ///     frame to frame.
  ///   - options: The flow's options; the flow wraps at the viewport's width.
  ///   - estimatedItemSize: The size assumed for items never declared.
  ///   - overscan: Points above and below the viewport whose items are declared too.
  ///   - item: Declares the element for an index.
  /// - Returns: The visible and declared ranges and the position to feed an
  ///   ``EndReachedTrigger``.
  /// - Complexity: O(log *n* + *d*) per pass, for *n* items and *d* declared, plus re-flowing
  ///   after a size changes.
  @discardableResult
  public func lazyFlow(
    id: ElementID, in scrollID: ElementID, count: Int, options: FlowOptions = FlowOptions(),
    estimatedItemSize: Size, overscan: Double = 200, item: (Int, ElementBuilder) -> Void
  ) -> LazyFlowWindow {
    let viewportSize = engine.lastArrangement?.frame(of: scrollID)?.size ?? engine.rootSize
    var options = options
    options.direction = options.direction ?? direction
    let state = lazyFlowState(
      id: id, width: viewportSize.width, options: options, estimate: estimatedItemSize)
    let count = Swift.max(0, count)
    if count > state.flow.count {
      state.flow.appendItems(count: count - state.flow.count)
    } else if count < state.flow.count {
      state.flow.removeItems(from: count)
    }
    let offset = engine.scrollOffset(for: scrollID).y
    let window = state.flow.window(
      for: Rect(x: 0, y: offset, width: viewportSize.width, height: viewportSize.height),
      overscan: overscan)
    layouts.append(.lazyFlow(LazyFlowLayout(state: state, declared: window.declared)))
    _ = container(id, kind: .layout, payload: layouts.count - 1) { ui in
      for index in window.declared { item(index, ui) }
    }
    return window
  }

  /// The kept state for the flow `id`, made anew when its width, options or estimate change.
  private func lazyFlowState(id: ElementID, width: Double, options: FlowOptions, estimate: Size)
    -> LazyFlowState
  {
    let width = width.isFinite && width >= 0 ? width : 0
    if let state = engine.lazyFlows[id], state.width == width, state.options == options,
      state.estimate == estimate
    {
      return state
    }
    var flow: LazyFlow
    do {
      flow = try LazyFlow(width: width, options: options, estimatedItemSize: estimate)
    } catch {
      // Bad options or estimate: report them and lay out with the defaults.
      report(.invalidOptions(id, error))
      var fallback = FlowOptions(direction: width > 0 ? options.direction : .leftToRight)
      fallback.axis = .horizontal
      flow = LazyFlow(
        flow: Flow(uncheckedContainer: Size(width: width, height: .infinity), options: fallback),
        estimatedItemSize: estimate.isValidLayoutSize ? estimate : .zero)
    }
    let state = LazyFlowState(width: width, options: options, estimate: estimate, flow: flow)
    engine.lazyFlows[id] = state
    return state
  }
}

/// A lazy flow's kept layout. A class so the layout, which measures during the arrangement, can
/// record the sizes it measures where the next frame will find them.
final class LazyFlowState {
  /// What the flow was made for; asked for anything else, the engine makes it anew.
  let width: Double
  let options: FlowOptions
  let estimate: Size
  var flow: LazyFlow
  /// The sizes measured in the last pass, kept for its buffer.
  var measured: [Size] = []

  init(width: Double, options: FlowOptions, estimate: Size, flow: LazyFlow) {
    self.width = width
    self.options = options
    self.estimate = estimate
    self.flow = flow
  }
}

/// Places a lazy flow's declared items where the kept flow layout puts them, recording the
/// sizes they measure.
///
/// The engine measures and places it itself (``ElementBuilder/measureLazyFlow(_:_:_:)``), not
/// through ``ContainerLayout``: a frame declares a thousand items or more, and going through
/// ``LayoutChild`` for each would cost more than laying them out.
struct LazyFlowLayout {
  let state: LazyFlowState
  let declared: Range<Int>
}

extension ElementBuilder {
  /// Measures the children of the lazy flow at `index`, one per declared item, records their
  /// sizes in the kept flow, and returns the flow's size.
  ///
  /// Each child is proposed the flow's width and an unspecified height.
  func measureLazyFlow(_ index: Int, _ layout: LazyFlowLayout, _ proposal: ProposedSize) -> Size {
    let state = layout.state
    let offer = ProposedSize(width: state.width, height: nil)
    let start = nodes[index].childStart
    let count = Swift.min(nodes[index].childCount, layout.declared.count)
    // The state's buffer, moved out so that filling it neither copies nor checks access.
    var measured: [Size] = []
    swap(&measured, &state.measured)
    measured.removeAll(keepingCapacity: true)
    measured.reserveCapacity(count)
    for position in start..<(start + count) {
      let child = childList[position]
      switch nodes[child].kind {
      case .fixed, .late:
        // What `measure` does for a leaf of a known size, without the call.
        nodes[child].proposal = offer
        nodes[child].isMeasured = true
        measured.append(nodes[child].size)
      default:
        let size = measure(child, offer)
        measured.append(size)
      }
    }
    // Sizes the engine already sanitised cannot be rejected.
    measured.withUnsafeBufferPointer { sizes in
      _ = state.flow.setSizes(startingAt: layout.declared.lowerBound, sizes)
    }
    swap(&measured, &state.measured)
    let content = state.flow.contentSize
    return Size(width: proposal.width ?? content.width, height: content.height)
  }

  /// Places the children of the lazy flow at `index` where the kept flow puts their items; a
  /// child without an item goes to the flow's top-left corner.
  func placeLazyFlow(_ index: Int, _ layout: LazyFlowLayout) {
    let bounds = nodes[index].frame
    let start = nodes[index].childStart
    let count = nodes[index].childCount
    let first = layout.declared.lowerBound
    let frames = layout.state.flow.index.frames(in: first..<(first + count))
    let placed = Swift.max(0, Swift.min(count, layout.declared.count, frames.count))
    for offset in 0..<placed {
      let child = childList[start + offset]
      let frame = frames[offset]
      let point = Point(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY)
      let proposal = ProposedSize(frame.size)
      switch nodes[child].kind {
      case .fixed, .late:
        // What `place` does for a leaf of a known size, without the call.
        nodes[child].proposal = proposal
        nodes[child].isMeasured = true
        nodes[child].origin = point
        nodes[child].isPlaced = true
      default:
        place(child, at: point, proposal: proposal)
      }
    }
    for position in (start + placed)..<(start + count) {
      let child = childList[position]
      place(child, at: bounds.origin, proposal: nodes[child].proposal)
    }
  }
}
