// Edits in the manner of UIKit's `NSDiffableDataSourceSnapshot`. Each edit is all or nothing: one
// that throws leaves the snapshot as it was.

extension CollectionSnapshot {
  /// Appends sections, without items, after the last one.
  ///
  /// - Parameter newSections: The sections to append, in order.
  /// - Throws: ``CollectionError/duplicateSection(id:firstIndex:secondIndex:)`` for an id the
  ///   snapshot (or `newSections`) already holds, and the style's errors.
  /// - Complexity: O(*k* + *s*), where *k* is the number of new sections and *s* of all sections.
  @inlinable public mutating func appendSections(_ newSections: [CollectionSection<SectionID>])
    throws(CollectionError)
  {
    let count = sectionList.count
    do {
      for section in newSections { try appendSection(section) }
    } catch {
      for section in sectionList[count...] { sectionPositions[section.id] = nil }
      sectionList.removeSubrange(count...)
      sectionHashes.removeSubrange(count...)
      sectionStarts.removeSubrange((count + 1)...)
      throw error
    }
    updateContentHash()
  }

  /// Appends items to the end of the section `section`.
  ///
  /// ```swift
  /// try snapshot.appendItems(page.map(\.id), contentVersions: page.map(\.revision),
  ///                          toSection: "feed")
  /// ```
  ///
  /// - Parameters:
  ///   - ids: The items' ids, in order.
  ///   - contentVersions: One version per item (a revision number, or a hash of the content):
  ///     an item whose version differs in the next snapshot is reported as reloaded. `nil` for
  ///     version 0 everywhere.
  ///   - section: The id of the section to append to.
  /// - Throws: ``CollectionError/unknownSection(id:)``,
  ///   ``CollectionError/duplicateItem(id:first:second:)`` for an id the snapshot already holds,
  ///   ``CollectionError/versionCountMismatch(items:versions:)``.
  /// - Complexity: O(*k* + *s*) expected when the sections after `section` are empty (as when
  ///   you build section after section), else O(*n*); *k* new items, *n* items, *s* sections.
  @inlinable public mutating func appendItems(
    _ ids: [ItemID], contentVersions: [Int]? = nil, toSection section: SectionID
  ) throws(CollectionError) {
    guard let index = sectionPositions[section] else {
      throw .unknownSection(id: String(describing: section))
    }
    if sectionStarts[index + 1] == itemList.count {
      try appendToSection(at: index, ids, versions: contentVersions)
    } else {
      if let contentVersions, contentVersions.count != ids.count {
        throw .versionCountMismatch(items: ids.count, versions: contentVersions.count)
      }
      try appendByRebuilding(ids, contentVersions: contentVersions, toSectionAt: index)
      return
    }
    updateContentHash()
  }

  /// Inserts items just before the item `anchor`, in its section.
  ///
  /// - Throws: ``CollectionError/unknownItem(id:)`` when `anchor` is not in the snapshot, and
  ///   ``CollectionError/duplicateItem(id:first:second:)``.
  /// - Complexity: O(*n*) expected, where *n* is the number of items.
  public mutating func insertItems(_ ids: [ItemID], beforeItem anchor: ItemID)
    throws(CollectionError)
  {
    try insertItems(ids, at: anchor, after: false)
  }

  /// Inserts items just after the item `anchor`, in its section.
  ///
  /// - Throws: ``CollectionError/unknownItem(id:)`` when `anchor` is not in the snapshot, and
  ///   ``CollectionError/duplicateItem(id:first:second:)``.
  /// - Complexity: O(*n*) expected, where *n* is the number of items.
  public mutating func insertItems(_ ids: [ItemID], afterItem anchor: ItemID)
    throws(CollectionError)
  {
    try insertItems(ids, at: anchor, after: true)
  }

  /// Deletes items wherever they are.
  ///
  /// - Throws: ``CollectionError/unknownItem(id:)`` for an id the snapshot does not hold.
  /// - Complexity: O(*n*) expected, where *n* is the number of items.
  public mutating func deleteItems(_ ids: [ItemID]) throws(CollectionError) {
    let doomed = try Set(ids.map { id throws(CollectionError) in try flatIndex(of: id) })
    try edit { contents throws(CollectionError) in
      var flat = 0
      for section in contents.indices {
        var kept = 0
        for index in contents[section].items.indices {
          if !doomed.contains(flat + index) {
            contents[section].items[kept] = contents[section].items[index]
            contents[section].versions[kept] = contents[section].versions[index]
            kept += 1
          }
        }
        flat += contents[section].items.count
        contents[section].items.removeSubrange(kept...)
        contents[section].versions.removeSubrange(kept...)
      }
    }
  }

  /// Deletes sections and their items.
  ///
  /// - Throws: ``CollectionError/unknownSection(id:)`` for an id the snapshot does not hold.
  /// - Complexity: O(*n*) expected, where *n* is the number of items.
  public mutating func deleteSections(_ ids: [SectionID]) throws(CollectionError) {
    let doomed = try Set(ids.map { id throws(CollectionError) in try sectionIndex(of: id) })
    try edit { contents throws(CollectionError) in
      contents = contents.enumerated().filter { !doomed.contains($0.offset) }.map(\.element)
    }
  }

  /// Moves the item `id` just before the item `anchor`, possibly into another section.
  ///
  /// - Throws: ``CollectionError/unknownItem(id:)``.
  /// - Complexity: O(*n*) expected, where *n* is the number of items.
  public mutating func moveItem(_ id: ItemID, beforeItem anchor: ItemID) throws(CollectionError) {
    try moveItem(id, to: anchor, after: false)
  }

  /// Moves the item `id` just after the item `anchor`, possibly into another section.
  ///
  /// - Throws: ``CollectionError/unknownItem(id:)``.
  /// - Complexity: O(*n*) expected, where *n* is the number of items.
  public mutating func moveItem(_ id: ItemID, afterItem anchor: ItemID) throws(CollectionError) {
    try moveItem(id, to: anchor, after: true)
  }

  /// Inserts sections, without items, just before the section `anchor`.
  ///
  /// - Throws: ``CollectionError/unknownSection(id:)``,
  ///   ``CollectionError/duplicateSection(id:firstIndex:secondIndex:)``.
  /// - Complexity: O(*n*) expected, where *n* is the number of items.
  public mutating func insertSections(
    _ newSections: [CollectionSection<SectionID>], beforeSection anchor: SectionID
  ) throws(CollectionError) {
    let index = try sectionIndex(of: anchor)
    try edit { contents throws(CollectionError) in
      contents.insert(
        contentsOf: newSections.map { SectionContent(section: $0, items: [], versions: []) },
        at: index)
    }
  }

  /// Marks items as changed: the next diff against this snapshot's predecessor reports them as
  /// reloaded. It bumps their content versions.
  ///
  /// - Throws: ``CollectionError/unknownItem(id:)``.
  /// - Complexity: O(*n*), where *n* is the number of items.
  public mutating func reloadItems(_ ids: [ItemID]) throws(CollectionError) {
    let indices = try ids.map { id throws(CollectionError) in try flatIndex(of: id) }
    for index in indices { versions[index] &+= 1 }
    itemsFold = Self.foldSeed
    for (id, version) in zip(itemList, versions) {
      itemsFold = Self.fold(itemsFold, id, version)
    }
    updateContentHash()
  }

  /// Marks sections' headers and footers as changed: the next diff reports the sections as
  /// reloaded. It bumps their content versions.
  ///
  /// - Throws: ``CollectionError/unknownSection(id:)``.
  /// - Complexity: O(*s*), where *s* is the number of sections.
  public mutating func reloadSections(_ ids: [SectionID]) throws(CollectionError) {
    let indices = try ids.map { id throws(CollectionError) in try sectionIndex(of: id) }
    for index in indices {
      sectionList[index].contentVersion &+= 1
      sectionHashes[index] = sectionList[index].hashValue
    }
    updateContentHash()
  }
}

// MARK: - Rebuilding

extension CollectionSnapshot {
  /// A section with its items, for edits that rebuild the snapshot.
  struct SectionContent {
    var section: CollectionSection<SectionID>
    var items: [ItemID]
    var versions: [Int]
  }

  /// The sections with their items and versions.
  var contents: [SectionContent] {
    sectionList.indices.map { index in
      let range = flatRange(ofSectionAt: index)
      return SectionContent(
        section: sectionList[index], items: Array(itemList[range]),
        versions: Array(versions[range]))
    }
  }

  /// Creates a snapshot from sections with their items and versions.
  init(contents: [SectionContent]) throws(CollectionError) {
    for content in contents {
      try appendSection(content.section)
      try appendToSection(at: sectionList.count - 1, content.items, versions: content.versions)
    }
    updateContentHash()
  }

  /// Edits the sections with their items, then rebuilds the snapshot; all or nothing.
  private mutating func edit(
    _ body: (inout [SectionContent]) throws(CollectionError) -> Void
  ) throws(CollectionError) {
    var edited = contents
    try body(&edited)
    self = try CollectionSnapshot(contents: edited)
  }

  /// Appends items to a section followed by items, by rebuilding the snapshot.
  @usableFromInline mutating func appendByRebuilding(
    _ ids: [ItemID], contentVersions: [Int]?, toSectionAt index: Int
  ) throws(CollectionError) {
    try edit { contents throws(CollectionError) in
      contents[index].items += ids
      contents[index].versions += contentVersions ?? Array(repeating: 0, count: ids.count)
    }
  }

  /// The flat index of the item `id`, or the error naming it.
  private func flatIndex(of id: ItemID) throws(CollectionError) -> Int {
    guard let index = itemPositions[id] else { throw .unknownItem(id: String(describing: id)) }
    return index
  }

  /// The index of the section `id`, or the error naming it.
  private func sectionIndex(of id: SectionID) throws(CollectionError) -> Int {
    guard let index = sectionPositions[id] else {
      throw .unknownSection(id: String(describing: id))
    }
    return index
  }

  /// Inserts items before or after `anchor`.
  private mutating func insertItems(_ ids: [ItemID], at anchor: ItemID, after: Bool)
    throws(CollectionError)
  {
    let target = position(ofFlatIndex: try flatIndex(of: anchor))
    try edit { contents throws(CollectionError) in
      let index = target.item + (after ? 1 : 0)
      contents[target.section].items.insert(contentsOf: ids, at: index)
      contents[target.section].versions.insert(
        contentsOf: Array(repeating: 0, count: ids.count), at: index)
    }
  }

  /// Moves `id` before or after `anchor`.
  private mutating func moveItem(_ id: ItemID, to anchor: ItemID, after: Bool)
    throws(CollectionError)
  {
    let source = position(ofFlatIndex: try flatIndex(of: id))
    _ = try flatIndex(of: anchor)
    guard id != anchor else { return }
    try edit { contents throws(CollectionError) in
      let item = contents[source.section].items.remove(at: source.item)
      let version = contents[source.section].versions.remove(at: source.item)
      for section in contents.indices {
        if let index = contents[section].items.firstIndex(of: anchor) {
          contents[section].items.insert(item, at: index + (after ? 1 : 0))
          contents[section].versions.insert(version, at: index + (after ? 1 : 0))
          return
        }
      }
    }
  }
}
