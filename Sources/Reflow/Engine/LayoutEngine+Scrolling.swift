/// Scrolling to items and telling lazy flows about items inserted, removed or moved.
extension LayoutEngine {
  /// Scrolls the lazy flow `flowID`'s scroll container so that item `index` sits where `anchor`
  /// says, and keeps it there.
  ///
  /// The next arrangement lays out the item and its neighbours with their real sizes, so it
  /// lands where it would land if every item were measured — most items of a feed never are —
  /// and then stays put on screen as the items around it are measured. The request ends when an
  /// arrangement settles, or when the user scrolls (``setScrollOffset(_:for:)``).
  ///
  /// ```swift
  /// engine.scrollTo(item: 900_000, inLazyFlow: "feed", anchor: .top)
  /// let arrangement = engine.arrange(in: viewport, declare)   // item 900,000 at the top
  /// ```
  ///
  /// - Parameters:
  ///   - index: The item; clamped to the flow's items when it declares them.
  ///   - flowID: The lazy flow's id.
  ///   - anchor: Where in the viewport the item goes.
  public func scrollTo(item index: Int, inLazyFlow flowID: ElementID, anchor: ScrollAlignment = .top)
  {
    state.itemTargets[flowID] = RetainedState.ItemTarget(
      index: index, alignment: anchor, lastUsed: state.generation)
    if let scrollID = state.lazyFlows[flowID]?.scrollID {
      state.scrolls[scrollID]?.target = nil
      state.scrolls[scrollID]?.isAtEnd = false
    }
  }

  /// Scrolls the scroll container `scrollID` so that the element `id` inside it sits where
  /// `anchor` says, in the next arrangement.
  ///
  /// For an item of a lazy flow that may not be declared, use
  /// ``scrollTo(item:inLazyFlow:anchor:)``.
  ///
  /// - Parameters:
  ///   - id: The element.
  ///   - scrollID: The scroll container holding it.
  ///   - anchor: Where in the viewport the element goes.
  public func scrollTo(_ id: ElementID, in scrollID: ElementID, anchor: ScrollAlignment = .top) {
    var scroll = state.scrolls[scrollID] ?? ScrollState(lastUsed: state.generation)
    scroll.target = (id, anchor)
    scroll.isAtEnd = false
    state.scrolls[scrollID] = scroll
  }

  /// Tells the lazy flow `flowID` that `count` items were inserted before item `index`: the
  /// items after keep their measured sizes, and the content on screen stays put.
  ///
  /// Pass the new count to the flow's next declaration. Older messages loaded above a chat, a
  /// page reloaded after it was dropped: the engine re-flows only the lines around the new items.
  ///
  /// - Parameters:
  ///   - index: Where the first new item goes; clamped to `0...count`, reported as
  ///     ``Diagnostic/itemOutOfRange(_:index:count:)`` when it is outside.
  ///   - count: How many items; negative counts insert nothing.
  ///   - flowID: The lazy flow's id; a flow the engine does not know yet takes the new count
  ///     from its first declaration.
  public func insertItems(at index: Int, count: Int, inLazyFlow flowID: ElementID) {
    guard count > 0, var flow = state.lazyFlows.removeValue(forKey: flowID) else { return }
    let position = clamped(index, to: 0...flow.flow.count, in: flowID)
    flow.flow.insertItems(uncheckedCount: count, at: position)
    remap(&flow) { $0 >= position ? $0 + count : $0 }
    state.lazyFlows[flowID] = flow
  }

  /// Tells the lazy flow `flowID` that the items in `range` were removed: the items after keep
  /// their measured sizes, and the content on screen stays put (an anchored item that was
  /// removed hands over to the item after it).
  ///
  /// - Parameters:
  ///   - range: The items removed; clamped to the flow's items, reported as
  ///     ``Diagnostic/itemOutOfRange(_:index:count:)`` when it reaches outside.
  ///   - flowID: The lazy flow's id.
  public func removeItems(in range: Range<Int>, fromLazyFlow flowID: ElementID) {
    guard var flow = state.lazyFlows.removeValue(forKey: flowID) else { return }
    let lower = clamped(range.lowerBound, to: 0...flow.flow.count, in: flowID)
    let upper = clamped(range.upperBound, to: lower...flow.flow.count, in: flowID)
    if let anchor = flow.anchor, anchor.index >= lower && anchor.index < upper {
      // The item after the removed ones takes over, where it is now.
      if upper < flow.flow.count, let extent = flow.extent(of: upper) {
        flow.anchor = LazyFlowState.ItemAnchor(
          index: upper, fraction: 0, position: extent.lower, viewportFraction: 0,
          viewportLength: anchor.viewportLength)
      } else {
        flow.anchor = nil
      }
    }
    // A request for a removed item ends.
    if let target = flow.target, target.index >= lower && target.index < upper { flow.target = nil }
    flow.flow.removeItems(unchecked: lower..<upper)
    remap(&flow) { $0 >= upper ? $0 - (upper - lower) : Swift.min($0, lower) }
    state.lazyFlows[flowID] = flow
  }

  /// Tells the lazy flow `flowID` that the items in `range` moved so that the first of them is
  /// now at `destination`: they keep their measured sizes, and the content on screen stays put.
  ///
  /// - Parameters:
  ///   - range: The items moved, within the flow's items.
  ///   - destination: The index of the first moved item afterwards.
  ///   - flowID: The lazy flow's id.
  public func moveItems(_ range: Range<Int>, to destination: Int, inLazyFlow flowID: ElementID) {
    guard var flow = state.lazyFlows.removeValue(forKey: flowID) else { return }
    let count = flow.flow.count
    let lower = clamped(range.lowerBound, to: 0...count, in: flowID)
    let upper = clamped(range.upperBound, to: lower...count, in: flowID)
    let target = clamped(destination, to: 0...(count - (upper - lower)), in: flowID)
    flow.flow.moveItems(unchecked: lower..<upper, to: target)
    remap(&flow) { index in
      if index >= lower && index < upper { return index - lower + target }
      let rest = index >= upper ? index - (upper - lower) : index
      return rest >= target ? rest + (upper - lower) : rest
    }
    state.lazyFlows[flowID] = flow
  }

  /// Moves the anchor and a pending request of `flow` to their items' new indices.
  private func remap(_ flow: inout LazyFlowState, _ newIndex: (Int) -> Int) {
    if let anchor = flow.anchor { flow.anchor?.index = newIndex(anchor.index) }
    if let target = flow.target { flow.target?.index = newIndex(target.index) }
  }

  /// `value` clamped to `range`, reporting a value outside it for `flowID` in the next
  /// arrangement.
  private func clamped(_ value: Int, to range: ClosedRange<Int>, in flowID: ElementID) -> Int {
    guard !range.contains(value) else { return value }
    state.pendingDiagnostics.append(
      .itemOutOfRange(flowID, index: value, count: range.upperBound))
    return Swift.min(Swift.max(value, range.lowerBound), range.upperBound)
  }

  /// The user scrolled `scrollID`: anchor what its viewport now shows, from the last
  /// arrangement's layout, and drop pending scroll-to requests.
  func userScrolled(_ scrollID: ElementID) {
    guard var scroll = state.scrolls[scrollID] else { return }
    scroll.target = nil
    if let last = lastArrangement,
      let node = last.tree.table.position(of: scrollID, ids: last.tree.ids),
      let edge = last.tree.nodes[node].kind == .scroll ? scroll.anchorEdge : nil
    {
      let axis = scroll.axis
      scroll.isAtEnd = scroll.offset[axis] >= scroll.contentLength - scroll.viewportLength - 1e-9
      scroll.anchor = ElementBuilder.pickAnchor(
        in: node, edge: edge, placedAt: scroll.placedOffset, showing: scroll.offset,
        nodes: last.tree.nodes, ids: last.tree.ids, order: last.tree.order, axis: axis)
    }
    state.scrolls[scrollID] = scroll
    for collection in state.collections.values where collection.scrollID == scrollID {
      collection.userScrolled(to: scroll.offset.y)
    }
    let flows = state.lazyFlows.keys.filter { state.lazyFlows[$0]?.scrollID == scrollID }
    for id in flows {
      guard var flow = state.lazyFlows.removeValue(forKey: id) else { continue }
      flow.target = nil
      flow.pickAnchor(from: flow.viewportStart(at: scroll.offset[flow.scrollAxis]))
      state.lazyFlows[id] = flow
    }
  }
}
