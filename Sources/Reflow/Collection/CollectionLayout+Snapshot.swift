extension CollectionLayout {
  /// Lays out a new snapshot by editing the layout in place: the items and sections it deletes,
  /// inserts and moves are removed from and inserted into the sections' indices, re-flowing
  /// only around them; moved items and sections keep their measured sizes, new ones start at
  /// the estimates.
  ///
  /// A reloaded section whose style changed lays its items out again; a reloaded item keeps its
  /// size until it is measured again.
  ///
  /// ```swift
  /// var next = layout.snapshot
  /// try next.moveItem(7, afterItem: 9)
  /// let changes = layout.apply(next)      // one item moved, its size with it
  /// ```
  ///
  /// - Parameter newSnapshot: The sections and items to lay out.
  /// - Returns: How the snapshot differs from the last one, or `nil` when they are equal
  ///   (nothing is done then).
  /// - Complexity: O(1) when the snapshot equals the last and their hashes differ or their
  ///   storage is shared, else O(*n*) for the diff plus O(log *n* + *k*) per change, for *k*
  ///   items re-flowed around it, plus O(*s*) for the section starts.
  @inlinable @discardableResult
  public mutating func apply(_ newSnapshot: CollectionSnapshot<SectionID, ItemID>)
    -> SnapshotChanges<SectionID, ItemID>?
  {
    // Inlinable, so that comparing and diffing, the per-item work, run specialized for the
    // caller's id types.
    if isLaidOut && newSnapshot == snapshot { return nil }
    let changes = newSnapshot.changes(from: snapshot)
    apply(changes, to: newSnapshot)
    return changes
  }

  /// Whether the layout holds its snapshot's sections (it does, once initialised).
  @usableFromInline var isLaidOut: Bool {
    starts.count == sections.count + 1 && ends.count == sections.count
  }

  /// Replays `changes` on the sections' indices and takes `newSnapshot`, editing each
  /// section's index with one batch (``FlowIndex/applyEdits(_:)``): its removals and insertions
  /// re-flow its lines once, however many there are.
  ///
  /// The result is the one ``SnapshotChanges/steps`` give replayed one by one: items removed
  /// from each section in descending old position, sections removed and inserted, sections
  /// restyled in their new order (the items left in a restyled section go back to estimates),
  /// then items inserted in ascending new position, moved ones with the sizes they had.
  @usableFromInline mutating func apply(
    _ changes: SnapshotChanges<SectionID, ItemID>,
    to newSnapshot: CollectionSnapshot<SectionID, ItemID>
  ) {
    // Each section's removals, by old index; read before anything moves.
    var removals = Array(repeating: [Int](), count: sections.count)
    for entry in changes.deletedItems {
      removals[entry.position.section].append(entry.position.item)
    }
    // A moved item keeps its size within sections of one style; measured for another style's
    // proposal, it is an estimate again. Moves are listed by new position.
    var movedSizes: [(size: Size, isEstimated: Bool)] = []
    movedSizes.reserveCapacity(changes.movedItems.count)
    for move in changes.movedItems {
      removals[move.from.section].append(move.from.item)
      let before = snapshot.sectionList[move.from.section].style
      let after = newSnapshot.sectionList[move.to.section].style
      // Read in place: a copy of the index would make the edits below copy its storage.
      if before == after, let size = sections[move.from.section].items.size(at: move.from.item) {
        movedSizes.append(
          (size, sections[move.from.section].items.isSizeEstimated(at: move.from.item)))
      } else {
        movedSizes.append((estimatedItemSize, true))
      }
    }
    moveSections(changes, to: newSnapshot, removals: &removals)
    // Sections take their new styles in their new order, before items move in: the items left
    // in a restyled section go back to estimates, those moving in do not.
    for (index, description) in newSnapshot.sectionList.enumerated() {
      if sections[index].style != description.style && !removals[index].isEmpty {
        removeItems(removals[index], fromSectionAt: index)
        removals[index] = []
      }
      updateSupplements(of: index, to: description)
    }
    // Insertions and moves in, both by new position, merged.
    var insertions = Array(
      repeating: [(item: Int, size: Size, isEstimated: Bool)](), count: sections.count)
    var inserted = 0
    var moved = 0
    while inserted < changes.insertedItems.count || moved < changes.movedItems.count {
      let position: ItemPosition
      let size: (size: Size, isEstimated: Bool)
      if moved == changes.movedItems.count
        || (inserted < changes.insertedItems.count
          && changes.insertedItems[inserted].position < changes.movedItems[moved].to)
      {
        position = changes.insertedItems[inserted].position
        size = (estimatedItemSize, true)
        inserted += 1
      } else {
        position = changes.movedItems[moved].to
        size = movedSizes[moved]
        moved += 1
      }
      let style = sections[position.section].style
      insertions[position.section].append(
        (position.item,
         SectionLayout.laidOut(size.size, style: style, axis: axis, crossLength: crossLength),
         size.isEstimated))
    }
    for index in sections.indices where !removals[index].isEmpty || !insertions[index].isEmpty {
      var edits: [FlowIndex.Edit] = []
      Self.appendRemovals(removals[index], to: &edits)
      Self.appendInsertions(insertions[index], to: &edits)
      try? sections[index].items.applyEdits(edits)
    }
    snapshot = newSnapshot
    refreshStarts(from: 0)
  }

  /// Removes and inserts whole sections as `changes` say, keeping each section's pending
  /// removals (`removals`, by index) with it: moved sections come back with their items and
  /// sizes, restyled later if their style changed; new ones start empty, in their style in
  /// `newSnapshot`.
  mutating func moveSections(
    _ changes: SnapshotChanges<SectionID, ItemID>,
    to newSnapshot: CollectionSnapshot<SectionID, ItemID>, removals: inout [[Int]]
  ) {
    guard !changes.deletedSections.isEmpty || !changes.insertedSections.isEmpty
      || !changes.movedSections.isEmpty
    else { return }
    var gone = changes.deletedSections.map { (index: $0.index, isMoved: false) }
    gone += changes.movedSections.map { ($0.from, true) }
    gone.sort { $0.index > $1.index }
    var held: [Int: (section: SectionLayout, removals: [Int])] = [:]
    for (index, isMoved) in gone {
      let section = sections.remove(at: index)
      let pending = removals.remove(at: index)
      if isMoved { held[index] = (section, pending) }
    }
    var coming = changes.insertedSections.map { (index: $0.index, from: -1) }
    coming += changes.movedSections.map { ($0.to, $0.from) }
    coming.sort { $0.index < $1.index }
    for (index, from) in coming {
      if let (section, pending) = held.removeValue(forKey: from) {
        sections.insert(section, at: index)
        removals.insert(pending, at: index)
      } else {
        sections.insert(
          SectionLayout(
            style: newSnapshot.sectionList[index].style, axis: axis, crossLength: crossLength,
            direction: direction),
          at: index)
        removals.insert([], at: index)
      }
    }
  }

  /// Removes the items at `indices` (old positions, in any order) from section `index`.
  mutating func removeItems(_ indices: [Int], fromSectionAt index: Int) {
    var edits: [FlowIndex.Edit] = []
    Self.appendRemovals(indices, to: &edits)
    try? sections[index].items.applyEdits(edits)
  }

  /// Appends the removal of the items at `indices` (old positions, in any order), runs of
  /// neighbours as one range, last first, so each range is where the ones after it left it.
  static func appendRemovals(_ indices: [Int], to edits: inout [FlowIndex.Edit]) {
    guard !indices.isEmpty else { return }
    let sorted = indices.sorted(by: >)
    var upper = sorted[0] + 1
    var lower = sorted[0]
    for index in sorted.dropFirst() {
      if index == lower - 1 {
        lower = index
      } else {
        edits.append(.removeSubrange(lower..<upper))
        upper = index + 1
        lower = index
      }
    }
    edits.append(.removeSubrange(lower..<upper))
  }

  /// Appends the insertions of `items` (new positions, ascending), runs of neighbours with the
  /// same estimate flag as one insertion.
  static func appendInsertions(
    _ items: [(item: Int, size: Size, isEstimated: Bool)], to edits: inout [FlowIndex.Edit]
  ) {
    var start = 0
    while start < items.count {
      var end = start + 1
      while end < items.count && items[end].item == items[end - 1].item + 1
        && items[end].isEstimated == items[start].isEstimated
      {
        end += 1
      }
      edits.append(
        .insert(
          contentsOf: items[start..<end].lazy.map(\.size), at: items[start].item,
          estimated: items[start].isEstimated))
      start = end
    }
  }

  /// Gives the section at `index` the style, header and footer of `description`.
  mutating func updateSupplements(of index: Int, to description: CollectionSection<SectionID>) {
    if sections[index].style != description.style {
      sections[index].restyle(
        description.style, crossLength: crossLength, direction: direction,
        estimate: estimatedItemSize)
    }
    if description.header == nil {
      sections[index].header = nil
      sections[index].isHeaderEstimated = true
    } else if sections[index].header == nil {
      sections[index].header = estimatedSupplementLength
    }
    if description.footer == nil {
      sections[index].footer = nil
      sections[index].isFooterEstimated = true
    } else if sections[index].footer == nil {
      sections[index].footer = estimatedSupplementLength
    }
  }
}
