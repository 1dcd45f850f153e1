@testable import Reflow
import ReflowTesting

/// A snapshot as plain nested arrays: the model the collection tests compare against.
struct SnapshotModel: Hashable, Sendable, CustomStringConvertible {
  struct Section: Hashable, Sendable {
    var id: Int
    var version: Int
    var items: [Int]
    var itemVersions: [Int]
  }

  var sections: [Section]

  /// The snapshot the model describes.
  func snapshot() throws -> CollectionSnapshot<Int, Int> {
    var snapshot = CollectionSnapshot<Int, Int>()
    for section in sections {
      try snapshot.appendSections([
        CollectionSection(id: section.id, contentVersion: section.version)])
      try snapshot.appendItems(section.items, contentVersions: section.itemVersions,
                               toSection: section.id)
    }
    return snapshot
  }

  /// Each section's id with its item ids.
  var nested: [[Int]] { sections.map { [$0.id] + $0.items } }

  var description: String {
    sections.map { "s\($0.id)v\($0.version):\($0.items)" }.joined(separator: " ")
  }
}

extension Gen where Value == SnapshotModel {
  /// Snapshots over small id pools (sections 0...5, items 0...19), so that consecutive ones
  /// share, move and drop ids; each id appears at most once by construction.
  static var snapshotModel: Gen<SnapshotModel> {
    let sectionKeys = Gen<[Int]>.array(of: .int(in: 0...9), count: 0...5)
    let item = Gen<(Int, Int, Int)>.zip(.int(in: 0...6), .int(in: 0...30), .int(in: 0...1))
    let items = Gen<[(Int, Int, Int)]>.array(of: item, count: 0...20)
    let sectionVersions = Gen<[Int]>.array(of: .int(in: 0...1), count: 6...6)
    return Gen<([Int], [(Int, Int, Int)], [Int])>.zip(sectionKeys, items, sectionVersions).map {
      keys, items, sectionVersions in
      // Section i has id i; sections are ordered by key, then id.
      let order = keys.indices.sorted { (keys[$0], $0) < (keys[$1], $1) }
      var sections = order.map {
        SnapshotModel.Section(id: $0, version: sectionVersions[$0], items: [], itemVersions: [])
      }
      // Item j has id j; it lives in section choice % count (choices 5 and 6: nowhere).
      var placed: [(section: Int, key: Int, id: Int, version: Int)] = []
      for (id, (choice, key, version)) in items.enumerated() where choice < 5 && !keys.isEmpty {
        placed.append((choice % keys.count, key, id, version))
      }
      placed.sort { ($0.section, $0.key, $0.id) < ($1.section, $1.key, $1.id) }
      var indexOfSection: [Int: Int] = [:]
      for (index, id) in order.enumerated() { indexOfSection[id] = index }
      for entry in placed {
        guard let index = indexOfSection[entry.section] else { continue }
        sections[index].items.append(entry.id)
        sections[index].itemVersions.append(entry.version)
      }
      return SnapshotModel(sections: sections)
    }
  }
}
