/// The sections and item ids of a collection at one moment: a value you build from your data
/// and apply, as UIKit's diffable data source snapshot.
///
/// Each section has an id, a ``SectionStyle`` and an optional header and footer; each item an
/// id and a content version. Ids are unique across the snapshot: building one with a repeated id
/// throws an error naming the id and both places, never drops it. The snapshot keeps a hash of
/// its content, updated as you edit it, so comparing two snapshots, or applying one equal to the
/// last, costs O(1) when the hashes differ or the storage is shared, and at most one equality
/// test per item (far less than hashing them) otherwise.
///
/// ```swift
/// var snapshot = CollectionSnapshot<String, Int>()
/// try snapshot.appendSections([CollectionSection(id: "pinned", header: .header(pinned: true))])
/// try snapshot.appendItems([1, 2, 3], toSection: "pinned")
/// let changes = next.changes(from: snapshot)   // inserted, deleted, moved, reloaded
/// ```
public struct CollectionSnapshot<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>:
  Sendable
{
  /// The sections, in order.
  @usableFromInline var sectionList: [CollectionSection<SectionID>] = []
  /// Every item id, section after section.
  @usableFromInline var itemList: [ItemID] = []
  /// The flat index of each section's first item, and the item count last: section `s` holds
  /// `sectionStarts[s]..<sectionStarts[s + 1]`.
  @usableFromInline var sectionStarts: [Int] = [0]
  /// Each item's content version, parallel to `itemList`.
  @usableFromInline var versions: [Int] = []
  /// The flat index of each item id.
  @usableFromInline var itemPositions: [ItemID: Int] = [:]
  /// The index of each section id.
  @usableFromInline var sectionPositions: [SectionID: Int] = [:]
  /// Each section description's hash, parallel to `sections`.
  @usableFromInline var sectionHashes: [Int] = []
  /// An order-dependent fold of every item's id and version: appending extends it.
  @usableFromInline var itemsFold = Self.foldSeed
  /// The hash of the whole content, kept current by every edit.
  public var contentHash: Int { contentHashValue }
  @usableFromInline var contentHashValue = 0

  /// The sections, in order.
  public var sections: [CollectionSection<SectionID>] { sectionList }
  /// Every item id, section after section.
  public var itemIdentifiers: [ItemID] { itemList }

  /// Creates an empty snapshot.
  @inlinable public init() {
    updateContentHash()
  }

  /// Creates a snapshot from sections and their item ids.
  ///
  /// ```swift
  /// let snapshot = try CollectionSnapshot<String, Int>([
  ///   (CollectionSection(id: "a"), [1, 2]), (CollectionSection(id: "b"), [3]),
  /// ])
  /// ```
  ///
  /// - Parameter sections: The sections in order, each with its items' ids in order.
  /// - Throws: ``CollectionError/duplicateSection(id:firstIndex:secondIndex:)`` or
  ///   ``CollectionError/duplicateItem(id:first:second:)`` for a repeated id, and the style's
  ///   errors (``SectionStyle/validated()``).
  /// - Complexity: O(*n*) expected, where *n* is the number of items.
  @inlinable
  public init(_ sections: [(section: CollectionSection<SectionID>, items: [ItemID])])
    throws(CollectionError)
  {
    let total = sections.reduce(0) { $0 + $1.items.count }
    itemList.reserveCapacity(total)
    versions.reserveCapacity(total)
    itemPositions.reserveCapacity(total)
    for (section, items) in sections {
      try appendSection(section)
      try appendToSection(at: sectionList.count - 1, items, versions: nil)
    }
    updateContentHash()
  }

  /// The number of sections.
  public var numberOfSections: Int { sectionList.count }
  /// The number of items in all sections.
  @inlinable public var numberOfItems: Int { itemList.count }
  /// The section ids, in order.
  public var sectionIdentifiers: [SectionID] { sectionList.map(\.id) }

  /// The ids of the items in the section at `index`.
  ///
  /// - Complexity: O(1).
  @inlinable public func itemIdentifiers(inSectionAt index: Int) -> ArraySlice<ItemID> {
    itemList[sectionStarts[index]..<sectionStarts[index + 1]]
  }

  /// The ids of the items in the section `id`, or `nil` when there is no such section.
  ///
  /// - Complexity: O(1) expected.
  public func itemIdentifiers(inSection id: SectionID) -> ArraySlice<ItemID>? {
    sectionPositions[id].map { itemIdentifiers(inSectionAt: $0) }
  }

  /// The index of the section `id`, or `nil`.
  ///
  /// - Complexity: O(1) expected.
  public func index(ofSection id: SectionID) -> Int? { sectionPositions[id] }

  /// Where the item `id` sits, or `nil` when the snapshot does not hold it.
  ///
  /// - Complexity: O(log *s*) expected, where *s* is the number of sections.
  public func position(of id: ItemID) -> ItemPosition? {
    // Not `map(position(ofFlatIndex:))`: the method reference boxes the snapshot, a heap
    // allocation on every call, and the engine asks this of each item it places.
    guard let flatIndex = itemPositions[id] else { return nil }
    return position(ofFlatIndex: flatIndex)
  }

  /// The id of the section holding the item `id`, or `nil`.
  ///
  /// - Complexity: O(log *s*) expected, where *s* is the number of sections.
  public func section(containing id: ItemID) -> SectionID? {
    position(of: id).map { sectionList[$0.section].id }
  }

  /// The content version of the item `id`, or `nil`.
  ///
  /// - Complexity: O(1) expected.
  public func contentVersion(of id: ItemID) -> Int? { itemPositions[id].map { versions[$0] } }

  /// The section and in-section index of the item at `flatIndex`.
  @usableFromInline func position(ofFlatIndex flatIndex: Int) -> ItemPosition {
    // The first section starting after the item, minus one: empty sections share a start.
    let section = partitioningIndex(in: sectionStarts.indices) {
      sectionStarts[$0] > flatIndex
    } - 1
    return ItemPosition(section: section, item: flatIndex - sectionStarts[section])
  }

  /// The range of flat indices of the section at `index`.
  @inlinable func flatRange(ofSectionAt index: Int) -> Range<Int> {
    sectionStarts[index]..<sectionStarts[index + 1]
  }
}

// MARK: - Building

extension CollectionSnapshot {
  /// The fold's starting value (FNV-1a's offset basis).
  @inlinable static var foldSeed: UInt64 { 0xcbf2_9ce4_8422_2325 }

  /// Extends an items fold with one item.
  @inlinable @inline(__always)
  static func fold(_ fold: UInt64, _ id: ItemID, _ version: Int) -> UInt64 {
    let word = UInt64(bitPattern: Int64(id.hashValue))
      &+ UInt64(bitPattern: Int64(version)) &* 0x9e37_79b9_7f4a_7c15
    let mixed = (fold ^ word) &* 0x0000_0100_0000_01b3
    return mixed ^ (mixed >> 29)
  }

  /// Appends a section without items; does not update the content hash.
  @inlinable
  mutating func appendSection(_ section: CollectionSection<SectionID>) throws(CollectionError) {
    _ = try section.style.validated()
    if let first = sectionPositions[section.id] {
      throw .duplicateSection(
        id: String(describing: section.id), firstIndex: first, secondIndex: sectionList.count)
    }
    sectionPositions[section.id] = sectionList.count
    sectionList.append(section)
    sectionHashes.append(section.hashValue)
    sectionStarts.append(itemList.count)
  }

  /// Appends items to the section at `section`, all or none, when every section after it is
  /// empty (the items go at the flat end); does not update the content hash.
  @inlinable mutating func appendToSection(
    at section: Int, _ ids: [ItemID], versions newVersions: [Int]?
  ) throws(CollectionError) {
    if let newVersions, newVersions.count != ids.count {
      throw .versionCountMismatch(items: ids.count, versions: newVersions.count)
    }
    let start = itemList.count
    let foldBefore = itemsFold
    // Grow once for a large batch; small batches rely on the collections' own doubling.
    if ids.count > 64 {
      itemPositions.reserveCapacity(start + ids.count)
      itemList.reserveCapacity(start + ids.count)
      versions.reserveCapacity(start + ids.count)
    }
    for (offset, id) in ids.enumerated() {
      let flatIndex = start + offset
      if let first = itemPositions.updateValue(flatIndex, forKey: id) {
        let firstPlace = first >= start
          ? place(ofFlatIndex: first, appendedTo: section) : place(ofFlatIndex: first)
        // Roll back: restore the first place and forget what this call added.
        itemPositions[id] = first
        for added in itemList[start...] { itemPositions[added] = nil }
        itemList.removeSubrange(start...)
        versions.removeSubrange(start...)
        itemsFold = foldBefore
        throw .duplicateItem(
          id: String(describing: id), first: firstPlace,
          second: place(ofFlatIndex: flatIndex, appendedTo: section))
      }
      let version = newVersions?[offset] ?? 0
      itemList.append(id)
      versions.append(version)
      itemsFold = Self.fold(itemsFold, id, version)
    }
    for following in (section + 1)..<sectionStarts.count {
      sectionStarts[following] = itemList.count
    }
  }

  /// The place of an item already in the snapshot, for an error message.
  @usableFromInline func place(ofFlatIndex flatIndex: Int) -> CollectionError.Place {
    let position = position(ofFlatIndex: flatIndex)
    return CollectionError.Place(
      section: String(describing: sectionList[position.section].id),
      sectionIndex: position.section, item: position.item)
  }

  /// The place of an item being appended to the section at `section`.
  @usableFromInline func place(ofFlatIndex flatIndex: Int, appendedTo section: Int)
    -> CollectionError.Place
  {
    CollectionError.Place(
      section: String(describing: sectionList[section].id), sectionIndex: section,
      item: flatIndex - sectionStarts[section])
  }

  /// Recomputes the content hash from the section hashes, their item counts and the items
  /// fold.
  ///
  /// - Complexity: O(*s*), where *s* is the number of sections.
  @inlinable mutating func updateContentHash() {
    var hasher = Hasher()
    hasher.combine(sectionList.count)
    for (index, sectionHash) in sectionHashes.enumerated() {
      hasher.combine(sectionHash)
      hasher.combine(sectionStarts[index + 1] - sectionStarts[index])
    }
    hasher.combine(itemsFold)
    contentHashValue = hasher.finalize()
  }
}

// MARK: - Equality and hashing

extension CollectionSnapshot: Equatable {
  /// Whether both snapshots hold the same sections, items and versions in the same order.
  ///
  /// - Complexity: O(1) when the content hashes differ or the storage is shared; otherwise
  ///   O(*n*) equality tests.
  @inlinable public static func == (lhs: CollectionSnapshot, rhs: CollectionSnapshot) -> Bool {
    lhs.contentHash == rhs.contentHash && lhs.sectionStarts == rhs.sectionStarts
      && lhs.sections == rhs.sections && lhs.itemList == rhs.itemList
      && lhs.versions == rhs.versions
  }
}

extension CollectionSnapshot: Hashable {
  /// Feeds the cached content hash to `hasher`.
  ///
  /// - Complexity: O(1).
  @inlinable public func hash(into hasher: inout Hasher) {
    hasher.combine(contentHash)
  }
}
