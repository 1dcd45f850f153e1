extension SnapshotChanges {
  /// One edit of an index-based structure; replayed in order, ``SnapshotChanges/steps`` turn
  /// the old snapshot's structure into the new one's.
  public enum Step: Hashable, Sendable {
    /// Remove the item at this position (with the indices as they are now).
    case deleteItem(ItemPosition, ItemID)
    /// Remove the section at this index, with the items it still holds.
    case deleteSection(Int, SectionID)
    /// Insert the section at this index: a moved section comes back with the items it held
    /// when it was removed, a new one empty.
    case insertSection(Int, SectionID)
    /// Insert the item at this position: a moved item is the one removed earlier with the same
    /// id, a new one is made.
    case insertItem(ItemPosition, ItemID)
  }

  /// The edits that turn the old snapshot's structure into the new one's, in an order where
  /// each index is valid when it runs.
  ///
  /// The order is UIKit's for batch updates, with moves as a removal and an insertion of the
  /// same id:
  /// 1. items deleted or moved away, in descending old position;
  /// 2. sections deleted (by then empty) or moved (with the items that stay in them), in
  ///    descending old index;
  /// 3. sections inserted or moved, in ascending new index;
  /// 4. items inserted or moved, in ascending new position.
  ///
  /// Reloads change no index and are not steps: see ``reloadedItems`` and ``reloadedSections``.
  ///
  /// - Complexity: O(*c* log *c*), where *c* is the number of changes.
  @inlinable public var steps: [Step] {
    var steps: [Step] = []
    var removedItems = deletedItems.map { (position: $0.position, id: $0.id) }
    removedItems += movedItems.map { ($0.from, $0.id) }
    removedItems.sort { $0.position > $1.position }
    steps += removedItems.map { .deleteItem($0.position, $0.id) }

    var removedSections = deletedSections.map { (index: $0.index, id: $0.id) }
    removedSections += movedSections.map { ($0.from, $0.id) }
    removedSections.sort { $0.index > $1.index }
    steps += removedSections.map { .deleteSection($0.index, $0.id) }

    var addedSections = insertedSections.map { (index: $0.index, id: $0.id) }
    addedSections += movedSections.map { ($0.to, $0.id) }
    addedSections.sort { $0.index < $1.index }
    steps += addedSections.map { .insertSection($0.index, $0.id) }

    var addedItems = insertedItems.map { (position: $0.position, id: $0.id) }
    addedItems += movedItems.map { ($0.to, $0.id) }
    addedItems.sort { $0.position < $1.position }
    steps += addedItems.map { .insertItem($0.position, $0.id) }
    return steps
  }

  /// Replays ``steps`` on nested arrays, one array of elements per section, keeping the element
  /// of each moved item and the contents of each moved section.
  ///
  /// ```swift
  /// var sizes: [[Size]] = …                  // measured sizes, laid out like the old snapshot
  /// changes.apply(to: &sizes, makeSection: { _ in [] }, makeItem: { _ in estimatedSize })
  /// ```
  ///
  /// - Parameters:
  ///   - structure: Laid out like the old snapshot; afterwards laid out like the new one.
  ///   - makeSection: Makes a new section's (initial) elements from its id.
  ///   - makeItem: Makes a new item's element from its id.
  /// - Complexity: O(*c* log *c* + the cost of the array edits), where *c* is the number of
  ///   changes.
  public func apply<Element>(
    to structure: inout [[Element]], makeSection: (SectionID) -> [Element],
    makeItem: (ItemID) -> Element
  ) {
    var movedItemIDs: Set<ItemID> = []
    for move in movedItems { movedItemIDs.insert(move.id) }
    var movedSectionIDs: Set<SectionID> = []
    for move in movedSections { movedSectionIDs.insert(move.id) }
    var heldItems: [ItemID: Element] = [:]
    var heldSections: [SectionID: [Element]] = [:]
    for step in steps {
      switch step {
      case .deleteItem(let position, let id):
        let element = structure[position.section].remove(at: position.item)
        if movedItemIDs.contains(id) { heldItems[id] = element }
      case .deleteSection(let index, let id):
        let elements = structure.remove(at: index)
        if movedSectionIDs.contains(id) { heldSections[id] = elements }
      case .insertSection(let index, let id):
        structure.insert(heldSections.removeValue(forKey: id) ?? makeSection(id), at: index)
      case .insertItem(let position, let id):
        let element = heldItems.removeValue(forKey: id) ?? makeItem(id)
        structure[position.section].insert(element, at: position.item)
      }
    }
  }
}
