@testable import Reflow
import ReflowTesting
import Testing

/// Properties of `CollectionSnapshot.changes(from:)` over generated sequences of snapshots with
/// sections. Expectations come from the models (plain nested arrays), not from the diff.
@Suite struct CollectionSnapshotDiffPropertyTests {
  /// Two to four snapshots in a row.
  static let sequences = Gen<[SnapshotModel]>.array(of: .snapshotModel, count: 2...4)

  /// The violations `body` finds in each consecutive pair of models and the changes between
  /// their snapshots.
  static func eachPair(
    _ models: [SnapshotModel],
    _ body: (SnapshotModel, SnapshotModel, SnapshotChanges<Int, Int>) -> [Violation]
  ) throws -> [Violation] {
    var violations: [Violation] = []
    for (old, new) in zip(models, models.dropFirst()) {
      violations += body(old, new, try new.snapshot().changes(from: old.snapshot()))
    }
    return violations
  }

  /// Replays `changes.steps` on `old`'s nested ids and returns the result.
  static func replay(_ changes: SnapshotChanges<Int, Int>, on old: SnapshotModel) -> [[Int]] {
    // Each section's first element is its own id: a moved section keeps it.
    var structure = old.nested.map { Array($0.dropFirst()) }
    var sectionIDs = old.sections.map(\.id)
    var sectionsHeld: [Int: [Int]] = [:]
    var itemsHeld: Set<Int> = []
    for step in changes.steps {
      switch step {
      case .deleteItem(let position, let id):
        let removed = structure[position.section].remove(at: position.item)
        if removed == id { itemsHeld.insert(id) } else { itemsHeld.insert(-1 - removed) }
      case .deleteSection(let index, let id):
        sectionsHeld[id] = structure.remove(at: index)
        if sectionIDs.remove(at: index) != id { sectionsHeld[-1] = [] }
      case .insertSection(let index, let id):
        structure.insert(sectionsHeld.removeValue(forKey: id) ?? [], at: index)
        sectionIDs.insert(id, at: index)
      case .insertItem(let position, let id):
        structure[position.section].insert(id, at: position.item)
      }
    }
    return zip(sectionIDs, structure).map { [$0] + $1 }
  }

  @Test("Replaying the steps on the old ids gives the new ones, sections included")
  func stepsRebuildTheNewSnapshot() {
    check(Self.sequences) { models in
      try Self.eachPair(models) { old, new, changes in
        var violations: [Violation] = []
        let replayed = Self.replay(changes, on: old)
        if replayed != new.nested {
          violations.append("from \(old) to \(new): the steps \(changes.steps) give \(replayed)")
        }
        return violations
      }
    }
  }

  @Test("The generic apply moves elements with their ids and makes only new ones")
  func applyKeepsMovedElements() {
    check(Self.sequences) { models in
      try Self.eachPair(models) { old, new, changes in
        var violations: [Violation] = []
        // Elements are ids tagged "old"; new items and sections get "new".
        var structure = old.sections.map { $0.items.map { "old \($0)" } }
        changes.apply(to: &structure, makeSection: { _ in [] }, makeItem: { "new \($0)" })
        let oldIDs = Set(old.sections.flatMap(\.items))
        let expected = new.sections.map {
          $0.items.map { oldIDs.contains($0) ? "old \($0)" : "new \($0)" }
        }
        if structure != expected {
          violations.append("from \(old) to \(new): apply gives \(structure)")
        }
        return violations
      }
    }
  }

  @Test("Inserted, deleted and reloaded are exactly what the id sets and versions say")
  func listsMatchTheModels() {
    check(Self.sequences) { models in
      try Self.eachPair(models) { old, new, changes in
        var violations: [Violation] = []
        let oldVersions = Dictionary(uniqueKeysWithValues: old.sections.flatMap {
          zip($0.items, $0.itemVersions) })
        let newVersions = Dictionary(uniqueKeysWithValues: new.sections.flatMap {
          zip($0.items, $0.itemVersions) })
        let inserted = Set(newVersions.keys).subtracting(oldVersions.keys)
        let deleted = Set(oldVersions.keys).subtracting(newVersions.keys)
        let reloaded = Set(newVersions.keys.filter { id in
          oldVersions[id].map { $0 != newVersions[id] } ?? false })
        violations += Violation.unless(
          Set(changes.insertedItems.map(\.id)) == inserted
            && changes.insertedItems.count == inserted.count,
          "\(old) -> \(new): inserted \(changes.insertedItems), expected \(inserted.sorted())")
        violations += Violation.unless(
          Set(changes.deletedItems.map(\.id)) == deleted
            && changes.deletedItems.count == deleted.count,
          "\(old) -> \(new): deleted \(changes.deletedItems), expected \(deleted.sorted())")
        violations += Violation.unless(
          Set(changes.reloadedItems.map(\.id)) == reloaded
            && changes.reloadedItems.count == reloaded.count,
          "\(old) -> \(new): reloaded \(changes.reloadedItems), expected \(reloaded.sorted())")
        // Positions name the ids they claim: old ones in the old model, new in the new.
        for entry in changes.deletedItems
        where old.sections[entry.position.section].items[entry.position.item] != entry.id {
          violations.append("deleted \(entry) is not at that old position")
        }
        for entry in changes.insertedItems + changes.reloadedItems
        where new.sections[entry.position.section].items[entry.position.item] != entry.id {
          violations.append("\(entry) is not at that new position")
        }
        let oldSectionIDs = Set(old.sections.map(\.id))
        let newSectionIDs = Set(new.sections.map(\.id))
        violations += Violation.unless(
          Set(changes.insertedSections.map(\.id)) == newSectionIDs.subtracting(oldSectionIDs)
            && Set(changes.deletedSections.map(\.id)) == oldSectionIDs.subtracting(newSectionIDs),
          "\(old) -> \(new): sections inserted \(changes.insertedSections),"
            + " deleted \(changes.deletedSections)")
        let reloadedSections = new.sections.filter { section in
          old.sections.contains { $0.id == section.id && $0.version != section.version }
        }.map(\.id)
        violations += Violation.unless(
          changes.reloadedSections.map(\.id) == reloadedSections,
          "\(old) -> \(new): sections reloaded \(changes.reloadedSections)")
        return violations
      }
    }
  }

  /// The length of a longest common subsequence, by dynamic programming.
  static func longestCommonSubsequence(_ first: [Int], _ second: [Int]) -> Int {
    var row = [Int](repeating: 0, count: second.count + 1)
    for element in first {
      var diagonal = 0
      for index in second.indices {
        let above = row[index + 1]
        row[index + 1] = element == second[index] ? diagonal + 1 : max(row[index + 1], row[index])
        diagonal = above
      }
    }
    return row[second.count]
  }

  @Test("Moves are the fewest: what stays in a section is a longest common subsequence")
  func movesAreMinimal() {
    check(Self.sequences) { models in
      try Self.eachPair(models) { old, new, changes in
        var violations: [Violation] = []
        for (newIndex, section) in new.sections.enumerated() {
          guard let before = old.sections.first(where: { $0.id == section.id }) else { continue }
          let movedHere = changes.movedItems.filter { $0.to.section == newIndex }.map(\.id)
          let staying = section.items.filter { before.items.contains($0) }
          let stays = staying.count - movedHere.filter { staying.contains($0) }.count
          let best = Self.longestCommonSubsequence(before.items, section.items)
          if stays != best {
            violations.append(
              "section \(section.id): \(stays) items stay, but \(best) could (\(old) -> \(new))")
          }
        }
        let keptOld = old.sections.map(\.id).filter { id in new.sections.contains { $0.id == id } }
        let keptNew = new.sections.map(\.id).filter { id in old.sections.contains { $0.id == id } }
        let best = Self.longestCommonSubsequence(keptOld, keptNew)
        if keptNew.count - changes.movedSections.count != best {
          violations.append("\(changes.movedSections.count) section moves, \(old) -> \(new)")
        }
        return violations
      }
    }
  }

  @Test("An equal snapshot, built again from the same data, gives no changes")
  func equalSnapshotsGiveNothing() {
    check(Gen<SnapshotModel>.snapshotModel) { model in
      let first = try model.snapshot()
      let second = try model.snapshot()
      return Violation.unless(
        first == second && first.contentHash == second.contentHash
          && second.changes(from: first).isEmpty && first.checkInvariants().isEmpty,
        "\(model): rebuilt snapshot differs or gives changes \(second.changes(from: first))")
    }
  }

  @Test("Different snapshots compare unequal and give changes")
  func differentSnapshotsGiveChanges() {
    check(Gen<[SnapshotModel]>.array(of: .snapshotModel, count: 2...2)) { models in
      let (old, new) = (try models[0].snapshot(), try models[1].snapshot())
      let differ = models[0] != models[1]
      return Violation.unless(
        (old != new) == differ && new.changes(from: old).isEmpty == !differ,
        "\(models[0]) -> \(models[1]): equal \(old == new), changes \(new.changes(from: old))")
    }
  }
}
