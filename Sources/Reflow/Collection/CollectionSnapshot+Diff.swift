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
  @inlinable
  public func changes(from old: CollectionSnapshot) -> SnapshotChanges<SectionID, ItemID> {
    var changes = SnapshotChanges<SectionID, ItemID>()
    guard self != old else { return changes }
    let oldSectionOfNew = diffSections(from: old, into: &changes)
    diffItems(from: old, oldSectionOfNew: oldSectionOfNew, into: &changes)
    return changes
  }

  /// Fills in the section changes and returns, for each new section, its old index or -1.
  @inlinable func diffSections(
    from old: CollectionSnapshot, into changes: inout SnapshotChanges<SectionID, ItemID>
  ) -> [Int] {
    var oldSectionOfNew = [Int](repeating: -1, count: sectionList.count)
    var kept = [Bool](repeating: false, count: old.sectionList.count)
    var keptOldIndices: [Int] = []
    for (index, section) in sectionList.enumerated() {
      guard let oldIndex = old.sectionPositions[section.id] else {
        changes.insertedSections.append(.init(id: section.id, index: index))
        continue
      }
      oldSectionOfNew[index] = oldIndex
      kept[oldIndex] = true
      keptOldIndices.append(oldIndex)
      if old.sectionHashes[oldIndex] != sectionHashes[index]
        || old.sectionList[oldIndex] != section
      {
        changes.reloadedSections.append(.init(id: section.id, index: index))
      }
    }
    for (index, section) in old.sectionList.enumerated() where !kept[index] {
      changes.deletedSections.append(.init(id: section.id, index: index))
    }
    let stays = heaviestIncreasingSubsequenceMask(
      keptOldIndices, weights: Array(repeating: 1, count: keptOldIndices.count))
    var keptIndex = 0
    for (index, oldIndex) in oldSectionOfNew.enumerated() where oldIndex >= 0 {
      if !stays[keptIndex] {
        changes.movedSections.append(
          .init(id: sectionList[index].id, from: oldIndex, to: index))
      }
      keptIndex += 1
    }
    return oldSectionOfNew
  }

  /// Items that follow each other in both snapshots: flat indices of the first, and the count.
  @usableFromInline struct Run {
    @usableFromInline var old: Int
    @usableFromInline var new: Int
    @usableFromInline var length: Int

    @inlinable init(old: Int, new: Int, length: Int) {
      self.old = old
      self.new = new
      self.length = length
    }
  }

  /// Fills in the item changes.
  @inlinable func diffItems(
    from old: CollectionSnapshot, oldSectionOfNew: [Int],
    into changes: inout SnapshotChanges<SectionID, ItemID>
  ) {
    let oldIDs = old.itemList
    // The old flat ranges found in the new snapshot (a run, or one item from another
    // section); what they leave uncovered in a changed section was deleted.
    var found: [Range<Int>] = []
    var unchangedOldSections = [Bool](repeating: false, count: old.sectionList.count)
    // Runs of items kept in their section, next to each other in both snapshots.
    var runs: [Run] = []
    var movesOutOfOrder = false
    for (section, oldSection) in oldSectionOfNew.enumerated() {
      let newRange = flatRange(ofSectionAt: section)
      let oldRange = oldSection >= 0 ? old.flatRange(ofSectionAt: oldSection) : 0..<0
      if oldSection >= 0 && oldIDs[oldRange] == itemList[newRange] {
        unchangedOldSections[oldSection] = true
        if old.versions[oldRange] != versions[newRange] {
          for (newIndex, oldIndex) in zip(newRange, oldRange)
          where versions[newIndex] != old.versions[oldIndex] {
            changes.reloadedItems.append(
              .init(
                id: itemList[newIndex],
                position: ItemPosition(section: section, item: newIndex - newRange.lowerBound)))
          }
        }
        continue
      }
      runs.removeAll(keepingCapacity: true)
      var newIndex = newRange.lowerBound
      var guess = oldRange.lowerBound
      while newIndex < newRange.upperBound {
        let id = itemList[newIndex]
        let oldIndex: Int
        if guess < oldIDs.count && oldIDs[guess] == id {
          oldIndex = guess
        } else if let index = old.itemPositions[id] {
          oldIndex = index
        } else {
          changes.insertedItems.append(
            .init(id: id, position: ItemPosition(
              section: section, item: newIndex - newRange.lowerBound)))
          newIndex += 1
          continue
        }
        // The run of items that follow each other in both snapshots, within this section in
        // both (an item from another section is a run of one).
        var length = 1
        if oldRange.contains(oldIndex) {
          let limit = Swift.min(oldRange.upperBound - oldIndex, newRange.upperBound - newIndex)
          while length < limit && oldIDs[oldIndex + length] == itemList[newIndex + length] {
            length += 1
          }
          runs.append(Run(old: oldIndex, new: newIndex, length: length))
        } else {
          movesOutOfOrder = true
          changes.movedItems.append(
            .init(
              id: id, from: old.position(ofFlatIndex: oldIndex),
              to: ItemPosition(section: section, item: newIndex - newRange.lowerBound)))
        }
        found.append(oldIndex..<(oldIndex + length))
        if old.versions[oldIndex..<(oldIndex + length)] != versions[newIndex..<(newIndex + length)]
        {
          for offset in 0..<length
          where old.versions[oldIndex + offset] != versions[newIndex + offset] {
            changes.reloadedItems.append(
              .init(
                id: itemList[newIndex + offset],
                position: ItemPosition(
                  section: section, item: newIndex + offset - newRange.lowerBound)))
          }
        }
        guess = oldIndex + length
        newIndex += length
      }
      let stays = heaviestIncreasingSubsequenceMask(runs.map(\.old), weights: runs.map(\.length))
      for (run, stays) in zip(runs, stays) where !stays {
        movesOutOfOrder = true
        for offset in 0..<run.length {
          changes.movedItems.append(
            .init(
              id: itemList[run.new + offset],
              from: ItemPosition(
                section: oldSection, item: run.old + offset - oldRange.lowerBound),
              to: ItemPosition(section: section, item: run.new + offset - newRange.lowerBound)))
        }
      }
    }
    if movesOutOfOrder { changes.movedItems.sort { $0.to < $1.to } }
    found.sort { $0.lowerBound < $1.lowerBound }
    var next = 0
    for section in old.sectionList.indices where !unchangedOldSections[section] {
      let range = old.flatRange(ofSectionAt: section)
      var oldIndex = range.lowerBound
      while oldIndex < range.upperBound {
        while next < found.count && found[next].upperBound <= oldIndex { next += 1 }
        let end = next < found.count ? Swift.min(found[next].lowerBound, range.upperBound)
          : range.upperBound
        while oldIndex < end {
          changes.deletedItems.append(
            .init(
              id: oldIDs[oldIndex],
              position: ItemPosition(section: section, item: oldIndex - range.lowerBound)))
          oldIndex += 1
        }
        if next < found.count && found[next].lowerBound <= oldIndex {
          oldIndex = found[next].upperBound
        }
      }
    }
  }
}
