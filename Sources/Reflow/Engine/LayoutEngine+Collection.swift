/// Scrolling, shelves and focus of the collections an engine keeps.
extension LayoutEngine {
  /// The layout the engine keeps for the collection `id`, as the last arrangement left it.
  ///
  /// ```swift
  /// let layout = engine.collectionLayout(for: "grid", as: CollectionLayout<String, Int>.self)
  /// layout?.frame(ofItem: 42)
  /// ```
  ///
  /// - Parameters:
  ///   - id: The collection's id.
  ///   - type: The layout type, naming the collection's id types.
  /// - Returns: The layout, or `nil` when no collection `id` with those id types was declared.
  public func collectionLayout<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>(
    for id: ElementID, as type: CollectionLayout<SectionID, ItemID>.Type
  ) -> CollectionLayout<SectionID, ItemID>? {
    (state.virtualized[id] as? VirtualizedState<CollectionContent<SectionID, ItemID>>)?
      .content.layout
  }

  /// Scrolls the shelf section `section` of the collection `collectionID` along its row to
  /// `offset`, clamped to the shelf's content; the next arrangement declares the items it then
  /// shows.
  ///
  /// ```swift
  /// let landing = engine.collectionLayout(for: "home", as: CollectionLayout<String, Int>.self)?
  ///   .shelf(ofSection: "recent")?.targetOffset(proposed: 700, velocity: 300)
  /// engine.setShelfOffset(landing ?? 0, section: "recent", in: "home")
  /// ```
  ///
  /// - Parameters:
  ///   - offset: The offset along the row; NaN is ignored.
  ///   - section: The shelf section's id.
  ///   - collectionID: The collection's id.
  /// - Returns: The offset the shelf lands on, or `nil` when there is no such shelf.
  @discardableResult
  public func setShelfOffset<SectionID: Hashable & Sendable>(
    _ offset: Double, section: SectionID, in collectionID: ElementID
  ) -> Double? {
    (state.virtualized[collectionID] as? any AnyCollectionState)?
      .setShelfOffset(offset, section: AnyHashable(section))
  }

  /// Moves focus from `item` in `direction` on the collection as the last arrangement laid it
  /// out, as a TV focus engine does (see ``FocusNavigator``): across sections, into and along
  /// shelves, back to a shelf's last focused item. The next arrangement scrolls the main
  /// container, and the shelf, just enough to show the item it returns.
  ///
  /// On masonry (``ElementBuilder/masonry(id:in:count:options:placement:estimatedItemLength:overscan:itemLanes:item:)``)
  /// items are indices and focus moves in visual order (``MasonryFocusGeometry``): up and down
  /// within a lane, left and right to the nearest item of the neighbouring lane.
  ///
  /// ```swift
  /// if let next = engine.moveFocus(from: focused, .down, in: "home") {
  ///   focused = next
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - item: The focused item.
  ///   - direction: The arrow pressed, or reading order.
  ///   - collectionID: The collection's (or masonry's) id.
  /// - Returns: The item to focus, or `nil` to keep focus where it is.
  /// - Complexity: O(log *n*) rectangle queries of O(log *n*) each near the screen.
  public func moveFocus<ItemID: Hashable & Sendable>(
    from item: ItemID, _ direction: FocusDirection, in collectionID: ElementID
  ) -> ItemID? {
    guard let collection = state.virtualized[collectionID] as? any AnyFocusableState,
      let next = collection.moveFocus(from: AnyHashable(item), direction)?.base as? ItemID
    else { return nil }
    state.scrolls[collection.scrollID]?.elements.endRequest()
    return next
  }
}
