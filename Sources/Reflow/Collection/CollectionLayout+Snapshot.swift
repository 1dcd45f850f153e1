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
    if snapshot.numberOfSections == 0 {
      layOut(newSnapshot)
    } else {
      apply(changes, to: newSnapshot)
    }
    return changes
  }

  /// Takes `newSnapshot` as ``apply(_:)`` does, without working out what changed for the
  /// caller: into a layout holding no section, the snapshot is laid out directly, never diffed.
  @inlinable mutating func update(to newSnapshot: CollectionSnapshot<SectionID, ItemID>) {
    if isLaidOut && newSnapshot == snapshot { return }
    if snapshot.numberOfSections == 0 { return layOut(newSnapshot) }
    apply(newSnapshot.changes(from: snapshot), to: newSnapshot)
  }

  /// Lays `newSnapshot` out from nothing, every item and supplement at its estimate: what
  /// applying it to a layout holding no section gives, in one append per section.
  ///
  /// - Complexity: O(*s*) plus O(*n*) to lay the items out, for *s* sections and *n* items;
  ///   a section of items of one estimate costs a few lines.
  @usableFromInline mutating func layOut(_ newSnapshot: CollectionSnapshot<SectionID, ItemID>) {
    sections = newSnapshot.sectionList.indices.map { index in
      let style = newSnapshot.sectionList[index].style
      var section = SectionLayout(
        style: style, axis: axis, crossLength: crossLength, direction: direction)
      section.items.fill(
        count: newSnapshot.itemIdentifiers(inSectionAt: index).count,
        with: SectionLayout.laidOut(
          estimatedItemSize, style: style, axis: axis, crossLength: crossLength))
      return section
    }
    for (index, description) in newSnapshot.sectionList.enumerated() {
      updateSupplements(of: index, to: description)
    }
    snapshot = newSnapshot
    refreshStarts(from: 0)
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
    // A moved item keeps its size within sections of one style; measured for another style's
    // proposal, it is an estimate again. Read before anything moves, by new position.
    var movedSizes: [(size: Size, isEstimated: Bool)] = []
    movedSizes.reserveCapacity(changes.movedItems.count)
    for move in changes.movedItems {
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
    // The items leaving, by the new index of their section (sections deleted take theirs with
    // them) and old position: by section, last item first.
    let sectionsChange =
      !changes.deletedSections.isEmpty || !changes.insertedSections.isEmpty
      || !changes.movedSections.isEmpty
    var removals: [ItemPosition] = []
    removals.reserveCapacity(changes.deletedItems.count + changes.movedItems.count)
    func remove(_ position: ItemPosition) {
      var position = position
      if sectionsChange {
        let id = snapshot.sectionList[position.section].id
        guard let index = newSnapshot.index(ofSection: id) else { return }
        position.section = index
      }
      removals.append(position)
    }
    for entry in changes.deletedItems { remove(entry.position) }
    for move in changes.movedItems { remove(move.from) }
    removals.sort { ($0.section, $1.item) < ($1.section, $0.item) }
    if sectionsChange { moveSections(changes, to: newSnapshot) }
    // Sections take their new styles in their new order, before items move in: the items left
    // in a restyled section go back to estimates, those moving in do not.
    var edits: [FlowIndex.Edit] = []
    var next = 0
    for (index, description) in newSnapshot.sectionList.enumerated() {
      let first = next
      while next < removals.count && removals[next].section == index { next += 1 }
      if sections[index].style != description.style && first < next {
        edits.removeAll(keepingCapacity: true)
        Self.appendRemovals(removals[first..<next], to: &edits)
        sections[index].items.applyEdits(edits)
        // Done: the batches below skip them.
        for removal in first..<next { removals[removal].item = -1 }
      }
      updateSupplements(of: index, to: description)
    }
    // Each section's removals and insertions (new items and moves in, merged by new position)
    // as one batch.
    var removal = 0
    var inserted = 0
    var moved = 0
    var run: [Size] = []
    while removal < removals.count || inserted < changes.insertedItems.count
      || moved < changes.movedItems.count
    {
      /// The next item coming in, and whether it is a move.
      func nextInsertion() -> (position: ItemPosition, isMove: Bool)? {
        let insertion = inserted < changes.insertedItems.count
          ? changes.insertedItems[inserted].position : nil
        let move = moved < changes.movedItems.count ? changes.movedItems[moved].to : nil
        guard let move else { return insertion.map { ($0, false) } }
        guard let insertion, insertion < move else { return (move, true) }
        return (insertion, false)
      }
      let section = Swift.min(
        removal < removals.count ? removals[removal].section : .max,
        nextInsertion()?.position.section ?? .max)
      edits.removeAll(keepingCapacity: true)
      let first = removal
      while removal < removals.count && removals[removal].section == section { removal += 1 }
      if first < removal && removals[first].item >= 0 {
        Self.appendRemovals(removals[first..<removal], to: &edits)
      }
      // Runs of neighbours with the same estimate flag go in as one insertion.
      let style = sections[section].style
      var runStart = 0
      var runIsEstimated = false
      while let (position, isMove) = nextInsertion(), position.section == section {
        let size = isMove ? movedSizes[moved] : (size: estimatedItemSize, isEstimated: true)
        if isMove { moved += 1 } else { inserted += 1 }
        if !run.isEmpty
          && (position.item != runStart + run.count || size.isEstimated != runIsEstimated)
        {
          edits.append(.insert(contentsOf: run, at: runStart, estimated: runIsEstimated))
          run.removeAll(keepingCapacity: true)
        }
        if run.isEmpty {
          runStart = position.item
          runIsEstimated = size.isEstimated
        }
        run.append(
          SectionLayout.laidOut(size.size, style: style, axis: axis, crossLength: crossLength))
      }
      if !run.isEmpty {
        edits.append(.insert(contentsOf: run, at: runStart, estimated: runIsEstimated))
        run.removeAll(keepingCapacity: true)
      }
      sections[section].items.applyEdits(edits)
    }
    snapshot = newSnapshot
    refreshStarts(from: 0)
  }

  /// Removes and inserts whole sections as `changes` say: moved sections come back with the
  /// items left in them and their sizes, restyled later if their style changed; new ones start
  /// empty, in their style in `newSnapshot`.
  mutating func moveSections(
    _ changes: SnapshotChanges<SectionID, ItemID>,
    to newSnapshot: CollectionSnapshot<SectionID, ItemID>
  ) {
    var gone = changes.deletedSections.map { (index: $0.index, isMoved: false) }
    gone += changes.movedSections.map { ($0.from, true) }
    gone.sort { $0.index > $1.index }
    var held: [Int: SectionLayout] = [:]
    for (index, isMoved) in gone {
      let section = sections.remove(at: index)
      if isMoved { held[index] = section }
    }
    var coming = changes.insertedSections.map { (index: $0.index, from: -1) }
    coming += changes.movedSections.map { ($0.to, $0.from) }
    coming.sort { $0.index < $1.index }
    for (index, from) in coming {
      sections.insert(
        held.removeValue(forKey: from)
          ?? SectionLayout(
            style: newSnapshot.sectionList[index].style, axis: axis, crossLength: crossLength,
            direction: direction),
        at: index)
    }
  }

  /// Appends the removal of the items at `positions` (old positions in one section, last
  /// first), runs of neighbours as one range, so each range is where the ones after it left it.
  static func appendRemovals(
    _ positions: ArraySlice<ItemPosition>, to edits: inout [FlowIndex.Edit]
  ) {
    guard let last = positions.first else { return }
    var upper = last.item + 1
    var lower = last.item
    for position in positions.dropFirst() {
      if position.item == lower - 1 {
        lower = position.item
      } else {
        edits.append(.removeSubrange(lower..<upper))
        upper = position.item + 1
        lower = position.item
      }
    }
    edits.append(.removeSubrange(lower..<upper))
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
