extension CollectionSnapshot {
  /// The changes that turn `old` into this snapshot: sections and items inserted, deleted,
  /// moved and reloaded.
  ///
  /// Items are matched by id across the whole snapshot, so an item that changes section is a
  /// move. Within a kept section, the items (and among kept sections, the sections) that form a
  /// longest increasing subsequence of old indices stay, and only the others are moves. An item
  /// or section whose content version changed is reloaded (and may also move).
  ///
  /// ```swift
  /// let old = try CollectionSnapshot<String, Int>([(CollectionSection(id: "s"), [1, 2, 3])])
  /// let new = try CollectionSnapshot<String, Int>([(CollectionSection(id: "s"), [3, 1, 4])])
  /// let changes = new.changes(from: old)
  /// changes.deletedItems    // 2 at [0, 1]
  /// changes.insertedItems   // 4 at [0, 2]
  /// changes.movedItems      // 3 from [0, 2] to [0, 0]
  /// ```
  ///
  /// The work is gated: when the snapshots are equal (hashes first) the result is empty at once.
  /// Otherwise each new item is first looked for where the previous one's successor was in the
  /// old snapshot — one equality test, no hashing — and only items found elsewhere pay a hash
  /// lookup, so moving a few items among many costs a scan, not a rehash.
  ///
  /// - Parameter old: The snapshot before.
  /// - Returns: The changes, indexed as ``SnapshotChanges`` describes.
  /// - Complexity: O(1) when the snapshots are equal and their hashes differ or storage is
  ///   shared; otherwise O(*n* + *s* + *h* + *r* log *n*) expected, where *n* is the number of
  ///   items, *s* of sections, *h* of items not found by the one equality test (items that
  ///   moved, appeared or follow a change) and *r* of items out of order.
  public func changes(from old: CollectionSnapshot) -> SnapshotChanges<SectionID, ItemID> {
    var changes = SnapshotChanges<SectionID, ItemID>()
    guard self != old else { return changes }
    let oldSectionOfNew = diffSections(from: old, into: &changes)
    diffItems(from: old, oldSectionOfNew: oldSectionOfNew, into: &changes)
    return changes
  }

  /// Fills in the section changes and returns, for each new section, its old index or -1.
  private func diffSections(
    from old: CollectionSnapshot, into changes: inout SnapshotChanges<SectionID, ItemID>
  ) -> [Int] {
    var oldSectionOfNew = [Int](repeating: -1, count: sections.count)
    var kept = [Bool](repeating: false, count: old.sections.count)
    var keptOldIndices: [Int] = []
    for (index, section) in sections.enumerated() {
      guard let oldIndex = old.sectionPositions[section.id] else {
        changes.insertedSections.append(.init(id: section.id, index: index))
        continue
      }
      oldSectionOfNew[index] = oldIndex
      kept[oldIndex] = true
      keptOldIndices.append(oldIndex)
      if old.sectionHashes[oldIndex] != sectionHashes[index] || old.sections[oldIndex] != section {
        changes.reloadedSections.append(.init(id: section.id, index: index))
      }
    }
    for (index, section) in old.sections.enumerated() where !kept[index] {
      changes.deletedSections.append(.init(id: section.id, index: index))
    }
    let stays = longestIncreasingSubsequenceMask(keptOldIndices)
    var keptIndex = 0
    for (index, oldIndex) in oldSectionOfNew.enumerated() where oldIndex >= 0 {
      if !stays[keptIndex] {
        changes.movedSections.append(.init(id: sections[index].id, from: oldIndex, to: index))
      }
      keptIndex += 1
    }
    return oldSectionOfNew
  }

  /// Fills in the item changes.
  private func diffItems(
    from old: CollectionSnapshot, oldSectionOfNew: [Int],
    into changes: inout SnapshotChanges<SectionID, ItemID>
  ) {
    let oldIDs = old.itemIdentifiers
    // Old items found in the new snapshot; whole sections found unchanged are skipped instead.
    var found = [Bool](repeating: false, count: oldIDs.count)
    var unchangedOldSections = [Bool](repeating: false, count: old.sections.count)
    // Items that stayed in their section: old flat index and new flat index.
    var stayingOld: [Int] = []
    var stayingNew: [Int] = []
    var crossMoves = false
    for (section, oldSection) in oldSectionOfNew.enumerated() {
      let newRange = flatRange(ofSectionAt: section)
      let oldRange = oldSection >= 0 ? old.flatRange(ofSectionAt: oldSection) : 0..<0
      if oldSection >= 0 && oldIDs[oldRange] == itemIdentifiers[newRange] {
        unchangedOldSections[oldSection] = true
        if old.versions[oldRange] != versions[newRange] {
          for (newIndex, oldIndex) in zip(newRange, oldRange)
          where versions[newIndex] != old.versions[oldIndex] {
            changes.reloadedItems.append(
              .init(
                id: itemIdentifiers[newIndex],
                position: ItemPosition(section: section, item: newIndex - newRange.lowerBound)))
          }
        }
        continue
      }
      stayingOld.removeAll(keepingCapacity: true)
      stayingNew.removeAll(keepingCapacity: true)
      var guess = oldRange.lowerBound
      for newIndex in newRange {
        let id = itemIdentifiers[newIndex]
        let position = ItemPosition(section: section, item: newIndex - newRange.lowerBound)
        let oldIndex: Int
        if guess < oldIDs.count && oldIDs[guess] == id {
          oldIndex = guess
        } else if let index = old.itemPositions[id] {
          oldIndex = index
        } else {
          changes.insertedItems.append(.init(id: id, position: position))
          continue
        }
        guess = oldIndex + 1
        found[oldIndex] = true
        if old.versions[oldIndex] != versions[newIndex] {
          changes.reloadedItems.append(.init(id: id, position: position))
        }
        if oldRange.contains(oldIndex) {
          stayingOld.append(oldIndex)
          stayingNew.append(newIndex)
        } else {
          crossMoves = true
          changes.movedItems.append(
            .init(id: id, from: old.position(ofFlatIndex: oldIndex), to: position))
        }
      }
      let stays = longestIncreasingSubsequenceMask(stayingOld)
      for (offset, stays) in stays.enumerated() where !stays {
        let newIndex = stayingNew[offset]
        crossMoves = true
        changes.movedItems.append(
          .init(
            id: itemIdentifiers[newIndex],
            from: ItemPosition(
              section: oldSection, item: stayingOld[offset] - oldRange.lowerBound),
            to: ItemPosition(section: section, item: newIndex - newRange.lowerBound)))
      }
    }
    if crossMoves { changes.movedItems.sort { $0.to < $1.to } }
    for section in old.sections.indices where !unchangedOldSections[section] {
      let range = old.flatRange(ofSectionAt: section)
      for oldIndex in range where !found[oldIndex] {
        changes.deletedItems.append(
          .init(
            id: oldIDs[oldIndex],
            position: ItemPosition(section: section, item: oldIndex - range.lowerBound)))
      }
    }
  }
}
