/// Scrolling to elements and items, and telling virtualized content about items inserted,
/// removed or moved.
extension LayoutEngine {
  /// Scrolls the virtualized content `contentID` (a lazy flow, a collection, masonry) so that
  /// `item` sits where `anchor` says, and keeps it there.
  ///
  /// The next arrangement lays out the item and its neighbours with their real sizes, so it
  /// lands where it would land if every item were measured — most items of a feed never are —
  /// and then stays put on screen as the items around it are measured. The request ends when an
  /// arrangement settles, or when the user scrolls (``setScrollOffset(_:for:)``).
  ///
  /// ```swift
  /// engine.scrollTo(item: 900_000, in: "feed", anchor: .top)       // a lazy flow's index
  /// engine.scrollTo(item: photo.id, in: "library", anchor: .center) // a collection's item id
  /// let arrangement = engine.arrange(in: viewport, declare)   // the item where it was asked
  /// ```
  ///
  /// - Parameters:
  ///   - item: The item: an index for a lazy flow or masonry (clamped to its items), an item id
  ///     for a collection (an id it does not hold is ignored).
  ///   - contentID: The content's id; a request for content not declared yet waits for its
  ///     first declaration.
  ///   - anchor: Where in the viewport the item goes.
  public func scrollTo<Item: Hashable & Sendable>(
    item: Item, in contentID: ElementID, anchor: ScrollAlignment = .top
  ) {
    guard let content = state.virtualized[contentID] else {
      state.pendingRequests[contentID] = RetainedState.PendingRequest(
        key: AnyHashable(item), alignment: anchor, lastUsed: state.generation)
      return
    }
    guard content.requestScroll(to: AnyHashable(item), alignment: anchor) else { return }
    state.scrolls[content.scrollID]?.elements.endRequest()
    state.scrolls[content.scrollID]?.isAtEnd = false
  }

  /// Hands a request made before the content `id` was first declared to its state.
  func takePendingRequest(for id: ElementID, into content: any AnyVirtualizedState) {
    guard let request = state.pendingRequests.removeValue(forKey: id) else { return }
    _ = content.requestScroll(to: request.key, alignment: request.alignment)
  }

  /// Scrolls the scroll container `scrollID` so that the element `id` inside it sits where
  /// `anchor` says, in the next arrangement, and keeps it there until an arrangement settles.
  ///
  /// For an item of virtualized content that may not be declared, use
  /// ``scrollTo(item:in:anchor:)``.
  ///
  /// - Parameters:
  ///   - id: The element.
  ///   - scrollID: The scroll container holding it.
  ///   - anchor: Where in the viewport the element goes.
  public func scrollTo(_ id: ElementID, in scrollID: ElementID, anchor: ScrollAlignment = .top) {
    var scroll = state.scrolls[scrollID] ?? ScrollViewport(lastUsed: state.generation)
    scroll.elements.target = (id, anchor)
    scroll.elements.anchor = nil
    scroll.isAtEnd = false
    state.scrolls[scrollID] = scroll
  }

  /// Tells the virtualized content `contentID` (a lazy flow, masonry) that `count` items were
  /// inserted before item `index`: the items after keep their measured sizes, and the content
  /// on screen stays put.
  ///
  /// Pass the new count to the content's next declaration. Older messages loaded above a chat, a
  /// page reloaded after it was dropped: the engine re-flows only the lines around the new items.
  ///
  /// - Parameters:
  ///   - count: How many items; counts below 1 insert nothing.
  ///   - index: Where the first new item goes; clamped to `0...count`, reported as
  ///     ``Diagnostic/itemOutOfRange(_:index:count:)`` when it is outside.
  ///   - contentID: The content's id; content the engine does not know yet takes the new count
  ///     from its first declaration.
  public func insertItems(count: Int, at index: Int, in contentID: ElementID) {
    guard count > 0, let content = state.virtualized[contentID] as? any AnyIndexedState else {
      return
    }
    content.insertItems(count: count, at: clamped(index, to: 0...content.count, in: contentID))
  }

  /// Tells the virtualized content `contentID` that the items in `range` were removed: the
  /// items after keep their measured sizes, and the content on screen stays put (an anchored
  /// item that was removed hands over to the item after it).
  ///
  /// - Parameters:
  ///   - range: The items removed; clamped to the content's items, reported as
  ///     ``Diagnostic/itemOutOfRange(_:index:count:)`` when it reaches outside.
  ///   - contentID: The content's id.
  public func removeItems(in range: Range<Int>, from contentID: ElementID) {
    guard let content = state.virtualized[contentID] as? any AnyIndexedState else { return }
    let lower = clamped(range.lowerBound, to: 0...content.count, in: contentID)
    let upper = clamped(range.upperBound, to: lower...content.count, in: contentID)
    content.removeItems(in: lower..<upper)
  }

  /// Tells the virtualized content `contentID` that the items in `range` moved so that the
  /// first of them is now at `destination`: they keep their measured sizes, and the content on
  /// screen stays put.
  ///
  /// - Parameters:
  ///   - range: The items moved, within the content's items.
  ///   - destination: The index of the first moved item afterwards.
  ///   - contentID: The content's id.
  public func moveItems(_ range: Range<Int>, to destination: Int, in contentID: ElementID) {
    guard let content = state.virtualized[contentID] as? any AnyIndexedState else { return }
    let count = content.count
    let lower = clamped(range.lowerBound, to: 0...count, in: contentID)
    let upper = clamped(range.upperBound, to: lower...count, in: contentID)
    let target = clamped(destination, to: 0...(count - (upper - lower)), in: contentID)
    content.moveItems(lower..<upper, to: target)
  }

  /// `value` clamped to `range`, reporting a value outside it for `contentID` in the next
  /// arrangement.
  private func clamped(_ value: Int, to range: ClosedRange<Int>, in contentID: ElementID) -> Int {
    guard !range.contains(value) else { return value }
    state.pendingDiagnostics.append(
      .itemOutOfRange(contentID, index: value, count: range.upperBound))
    return Swift.min(Swift.max(value, range.lowerBound), range.upperBound)
  }

  /// The size of the scroll container `scrollID` in the last arrangement, or the root's: what
  /// content declared for the first time guesses its viewport from.
  func viewportGuess(for scrollID: ElementID) -> Size {
    lastArrangement?.frame(of: scrollID)?.size ?? rootSize
  }

  /// The user scrolled `scrollID`: anchor what its viewport now shows, from the last
  /// arrangement's layout, and drop pending scroll-to requests.
  func userScrolled(_ scrollID: ElementID) {
    guard var scroll = state.scrolls[scrollID] else { return }
    scroll.elements.endRequest()
    scroll.elements.anchor = nil
    if let last = lastArrangement,
      let node = last.tree.table.position(of: scrollID, ids: last.tree.ids),
      let edge = last.tree.nodes[node].kind == .scroll ? scroll.anchorEdge : nil
    {
      scroll.isAtEnd = scroll.showsEnd
      let found = ElementBuilder.edgeElement(
        in: node, edge: edge, placedAt: scroll.placedOffset, showing: scroll.offset,
        nodes: last.tree.nodes, ids: last.tree.ids, order: last.tree.order, axis: scroll.axis)
      scroll.anchorElement(found, edge: edge)
    }
    state.scrolls[scrollID] = scroll
    for content in state.virtualized.values where content.scrollID == scrollID {
      content.userScrolled(to: scroll.offset[content.scrollAxis])
    }
  }
}
