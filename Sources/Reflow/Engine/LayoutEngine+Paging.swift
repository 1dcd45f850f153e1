/// Following a ``RemoteCollection`` with a lazy flow.
extension LayoutEngine {
  /// Applies the edits of a ``PagingChange`` to the lazy flow `contentID`, so that it follows the
  /// remote collection it shows without anything jumping on screen.
  ///
  /// Insertions and removals go through ``insertItems(count:at:in:)`` and
  /// ``removeItems(in:from:)``: the other items keep their measured sizes, and the item
  /// the engine anchors the scroll offset to stays where it is in the viewport — the change's
  /// ``PagingChange/anchor`` moves with it. Items that were loaded, replaced or unloaded keep
  /// their positions and sizes: the next arrangement measures the ones it declares again. Call
  /// it with every change a `receive`, `fail`, `visibleRangeChanged` or `refresh` returns,
  /// before the next arrangement, and declare the flow with the collection's new `count`.
  ///
  /// ```swift
  /// if case .applied(let change) = try feed.receive(page, for: request) {
  ///   engine.apply(change, to: "feed")
  /// }
  /// let arrangement = engine.arrange(in: viewport) { ui in
  ///   ui.scroll(id: "scroll") { ui in
  ///     ui.lazyFlow(id: "feed", in: "scroll", count: feed.count, estimatedItemSize: estimate)
  ///     { index, ui in … }
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - change: The change, with its edits in the order the collection made them.
  ///   - contentID: The lazy flow's id; a flow the engine does not know yet takes the count
  ///     from its first declaration, and nothing happens here.
  /// - Complexity: O(*e* log *n*) plus re-flowing the lines around each edit, for *e* edits.
  public func apply(_ change: PagingChange, to contentID: ElementID) {
    for edit in change.edits {
      switch edit {
      case .insert(let range):
        insertItems(count: range.count, at: range.lowerBound, in: contentID)
      case .remove(let range):
        removeItems(in: range, from: contentID)
      case .load, .unload, .replace:
        // Same positions: sizes stay until the items are declared and measured again.
        break
      }
    }
  }
}

extension LayoutEngine {
  /// The frame of item `index` of the lazy flow `contentID` in the flow's own coordinates, as
  /// the engine keeps it: measured, or placed at the estimate; `nil` for a flow the engine does
  /// not know or an index outside it.
  ///
  /// For the package's simulator, which reads where the loaded items of a remote collection
  /// start and end without laying anything out itself.
  ///
  /// - Complexity: O(log *n*), for *n* items.
  package func frame(ofItem index: Int, inLazyFlow contentID: ElementID) -> Rect? {
    (state.virtualized[contentID] as? VirtualizedState<LazyFlowContent>)?.content.flow
      .frame(at: index)
  }

  /// The frame of item `index` of the masonry `contentID` in the masonry's own coordinates, as
  /// the engine keeps it: measured, or placed at the estimate; `nil` for a masonry the engine
  /// does not know or an index outside it.
  ///
  /// For the package's simulator, as ``frame(ofItem:inLazyFlow:)`` is.
  ///
  /// - Complexity: O(log *n*), for *n* items.
  package func frame(ofItem index: Int, inMasonry contentID: ElementID) -> Rect? {
    (state.virtualized[contentID] as? VirtualizedState<MasonryContent>)?.content.index
      .frame(at: index)
  }
}
