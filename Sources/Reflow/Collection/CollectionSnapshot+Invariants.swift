extension CollectionSnapshot {
  /// The ways the snapshot's derived storage disagrees with its content; empty when it is
  /// consistent. Tests call it after every edit.
  ///
  /// - Complexity: O(*n* + *s*) expected.
  package func checkInvariants() -> [String] {
    var problems: [String] = []
    if sectionStarts.count != sectionList.count + 1 || sectionStarts.first != 0
      || sectionStarts.last != itemList.count
    {
      problems.append("section starts \(sectionStarts) do not frame \(itemList.count) items")
    }
    if zip(sectionStarts, sectionStarts.dropFirst()).contains(where: { $0 > $1 }) {
      problems.append("section starts \(sectionStarts) decrease")
    }
    if versions.count != itemList.count {
      problems.append("\(versions.count) versions for \(itemList.count) items")
    }
    if itemPositions.count != itemList.count {
      problems.append("\(itemPositions.count) positions for \(itemList.count) items")
    }
    for (index, id) in itemList.enumerated() where itemPositions[id] != index {
      problems.append(
        "item \(id) at \(index) is indexed at \(String(describing: itemPositions[id]))")
    }
    if sectionPositions.count != sectionList.count {
      problems.append(
        "\(sectionPositions.count) section positions for \(sectionList.count) sections")
    }
    for (index, section) in sectionList.enumerated() {
      if sectionPositions[section.id] != index {
        problems.append("section \(section.id) at \(index) is indexed elsewhere")
      }
      if sectionHashes.count != sectionList.count || sectionHashes[index] != section.hashValue {
        problems.append("section \(section.id) has a stale hash")
      }
    }
    var fresh = self
    fresh.itemsFold = Self.foldSeed
    for (id, version) in zip(itemList, versions) {
      fresh.itemsFold = Self.fold(fresh.itemsFold, id, version)
    }
    fresh.updateContentHash()
    if fresh.itemsFold != itemsFold || fresh.contentHash != contentHash {
      problems.append("the cached content hash is stale")
    }
    return problems
  }
}
