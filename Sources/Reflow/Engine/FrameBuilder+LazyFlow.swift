extension FrameBuilder {
  /// Declares a lazy flow of `count` items in a vertical scroll container: only the items the
  /// viewport shows, plus `overscan` above and below, are declared, so a frame costs what is
  /// visible, not what is loaded.
  ///
  /// The engine keeps the flow's layout under `id`: the positions of every item, from the sizes
  /// measured when they were last declared, or `estimatedItemSize` for those never declared.
  /// `item` is called for each index in ``LazyFlowWindow/declared`` and must declare exactly one
  /// element for it. The window comes from the scroll container's offset and the viewport it
  /// had in the last frame (the frame's size, the first time): like any immediate-mode layout,
  /// a newly measured size moves what follows it from the next frame on.
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
    estimatedItemSize: Size, overscan: Double = 200, item: (Int, FrameBuilder) -> Void
  ) -> LazyFlowWindow {
    let viewportSize = engine.lastFrame?.frame(of: scrollID)?.size ?? engine.rootSize
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
    layout(id: id, LazyFlowLayout(state: state, declared: window.declared)) { ui in
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
        uncheckedWidth: width, options: fallback,
        estimatedItemSize: estimate.isValidLayoutSize ? estimate : .zero)
    }
    let state = LazyFlowState(width: width, options: options, estimate: estimate, flow: flow)
    engine.lazyFlows[id] = state
    return state
  }
}

/// A lazy flow's kept layout. A class so the layout, which measures during the frame, can
/// record the sizes it measures where the next frame will find them.
final class LazyFlowState {
  /// What the flow was made for; asked for anything else, the engine makes it anew.
  let width: Double
  let options: FlowOptions
  let estimate: Size
  var flow: LazyFlow

  init(width: Double, options: FlowOptions, estimate: Size, flow: LazyFlow) {
    self.width = width
    self.options = options
    self.estimate = estimate
    self.flow = flow
  }
}

/// Places a lazy flow's declared items where the kept flow layout puts them, recording the
/// sizes they measure.
struct LazyFlowLayout: Layout {
  let state: LazyFlowState
  let declared: Range<Int>

  func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
    let offer = ProposedSize(width: state.width, height: nil)
    var measured: [(index: Int, size: Size)] = []
    measured.reserveCapacity(subviews.count)
    for (index, subview) in zip(declared, subviews) {
      measured.append((index, subview.sizeThatFits(offer)))
    }
    // Sizes the engine already sanitised cannot be rejected.
    _ = try? state.flow.setSizes(measured)
    let content = state.flow.layout.result.contentSize
    return Size(width: proposal.width ?? content.width, height: content.height)
  }

  func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
    let frames = state.flow.layout.result.frames
    for (index, subview) in zip(declared, subviews) where index < frames.count {
      let frame = frames[index]
      subview.place(
        at: Point(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
        proposal: ProposedSize(frame.size))
    }
  }
}
