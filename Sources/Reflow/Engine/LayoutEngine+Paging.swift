/// Following a ``RemoteCollection`` with a lazy flow or masonry.
extension LayoutEngine {
  /// Applies the edits of a ``PagingChange`` to the lazy flow or masonry `contentID`, so that it
  /// follows the remote collection it shows without anything jumping on screen.
  ///
  /// Insertions and removals go through ``insertItems(count:at:in:)`` and
  /// ``removeItems(in:from:)``: the other items keep their measured sizes (in a masonry, their
  /// lanes too, in ``MasonryPlacement/stable`` placement), and the item the engine anchors the
  /// scroll offset to stays where it is in the viewport. Items that were loaded, replaced or
  /// unloaded keep their positions and sizes: the next arrangement measures the ones it declares
  /// again. When the change's ``PagingChange/anchor`` moved further than its edits say (a
  /// refresh swaps in a window whose items shifted, as when items arrived above them), the
  /// engine's anchor moves as far, so the item on screen stays where it was along the scroll
  /// axis (in a masonry it takes the lane of its new position). Call it with every change a
  /// `receive`, `fail`, `visibleRangeChanged` or `refresh` returns, before the next
  /// arrangement, and declare the content with the collection's new `count`.
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
  ///   - contentID: The lazy flow's or masonry's id; content the engine does not know yet
  ///     takes the count from its first declaration, and nothing happens here.
  /// - Complexity: O(*e* log *n*) plus re-flowing the lines (or placing the blocks) around each
  ///   edit, for *e* edits.
  public func apply(_ change: PagingChange, to contentID: ElementID) {
    let content = state.virtualized[contentID] as? any AnyIndexedState
    let saved = content?.savedKeys()
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
    // The edits keep positions, yet the items moved: the anchor and a request follow them.
    guard let content, let saved, let move = change.anchor,
      change.edits.reduce(Optional(move.from), { $0.flatMap($1.index(after:)) }) != move.to
    else { return }
    content.restoreKeys(saved, movedBy: move.to - move.from)
  }
}

extension PagingChange.Edit {
  /// Where the position `index` is after this edit; `nil` when the edit removed it.
  func index(after index: Int) -> Int? {
    switch self {
    case .insert(let range): return ItemPositions.afterInserting(range, index)
    case .remove(let range): return ItemPositions.afterRemoving(range, index)
    case .load, .unload, .replace:
      return index
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
