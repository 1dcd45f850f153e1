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

  /// Replays `changes` on the sections' indices and takes `newSnapshot`.
  @usableFromInline mutating func apply(
    _ changes: SnapshotChanges<SectionID, ItemID>,
    to newSnapshot: CollectionSnapshot<SectionID, ItemID>
  ) {    // A moved item keeps its size within sections of one style; measured for another style's
    // proposal, it is an estimate again.
    var movedItems: [ItemID: (size: Size, isEstimated: Bool)] = [:]
    for move in changes.movedItems {
      let before = snapshot.sectionList[move.from.section].style
      let after = newSnapshot.sectionList[move.to.section].style
      movedItems[move.id] = before == after ? (estimatedItemSize, true) : nil
    }
    var movedSections: [SectionID: SectionLayout?] = [:]
    for move in changes.movedSections { movedSections[move.id] = .some(nil) }
    // Sections take their new styles once they are in their new order, before items move in:
    // the items left in a restyled section go back to estimates, those moving in do not.
    var isRestyled = false
    func restyle() {
      guard !isRestyled else { return }
      isRestyled = true
      for (index, description) in newSnapshot.sectionList.enumerated() {
        updateSupplements(of: index, to: description)
      }
    }
    // Runs of neighbouring deletions and insertions are edited at once: a new section's
    // thousand items are one insertion, not a thousand.
    var deletion: (section: Int, range: Range<Int>)?
    var insertion: (position: ItemPosition, sizes: [Size], isEstimated: Bool)?
    func flushDeletion() {
      guard let run = deletion else { return }
      try? sections[run.section].items.removeSubrange(run.range)
      deletion = nil
    }
    func flushInsertion() {
      guard let run = insertion else { return }
      try? sections[run.position.section].items.insert(
        contentsOf: run.sizes, at: run.position.item, estimated: run.isEstimated)
      insertion = nil
    }
    for step in changes.steps {
      switch step {
      case .deleteItem(let position, let id):
        // Read in place: a copy of the index would make the edit below copy its storage.
        if movedItems[id] != nil,
          let size = sections[position.section].items.size(at: position.item)
        {
          let isEstimated = sections[position.section].items.isSizeEstimated(at: position.item)
          movedItems[id] = (size, isEstimated)
        }
        if let run = deletion, run.section == position.section,
          run.range.lowerBound == position.item + 1
        {
          deletion = (run.section, position.item..<run.range.upperBound)
        } else {
          flushDeletion()
          deletion = (position.section, position.item..<(position.item + 1))
        }
      case .deleteSection(let index, let id):
        flushDeletion()
        let removed = sections.remove(at: index)
        if movedSections[id] != nil { movedSections[id] = removed }
      case .insertSection(let index, let id):
        flushDeletion()
        let style = newSnapshot.sectionList[index].style
        var section =
          movedSections[id].flatMap { $0 }
          ?? SectionLayout(
            style: style, axis: axis, crossLength: crossLength, direction: direction)
        if section.style != style {
          section.restyle(
            style, crossLength: crossLength, direction: direction, estimate: estimatedItemSize)
        }
        sections.insert(section, at: index)
      case .insertItem(let position, let id):
        flushDeletion()
        restyle()
        let (size, isEstimated) = movedItems[id] ?? (estimatedItemSize, true)
        let style = sections[position.section].style
        let laidOut = SectionLayout.laidOut(
          size, style: style, axis: axis, crossLength: crossLength)
        if var run = insertion, run.position.section == position.section,
          run.position.item + run.sizes.count == position.item, run.isEstimated == isEstimated
        {
          insertion = nil
          run.sizes.append(laidOut)
          insertion = run
        } else {
          flushInsertion()
          insertion = (position, [laidOut], isEstimated)
        }
      }
    }
    flushDeletion()
    flushInsertion()
    restyle()
    snapshot = newSnapshot
    refreshStarts(from: 0)
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
