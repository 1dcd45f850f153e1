@testable import Reflow
import ReflowTesting
import Testing

/// Snapshots as requirements: building, errors naming both places, edits against a model.
@Suite struct CollectionSnapshotTests {
  typealias Snapshot = CollectionSnapshot<String, Int>

  @Test("A repeated item id is an error naming the id and both places")
  func duplicateItem() throws {
    #expect(throws: CollectionError.duplicateItem(
      id: "7", first: .init(section: "a", sectionIndex: 0, item: 1),
      second: .init(section: "b", sectionIndex: 1, item: 0))
    ) {
      try Snapshot([(CollectionSection(id: "a"), [1, 7]), (CollectionSection(id: "b"), [7])])
    }
    let error = CollectionError.duplicateItem(
      id: "7", first: .init(section: "a", sectionIndex: 0, item: 1),
      second: .init(section: "b", sectionIndex: 1, item: 0))
    #expect(error.description.contains(
      "item id 7 appears twice, as item 1 of section a (section 0) and as item 0 of section b"))
  }

  @Test("A repeat within one append names both of its places")
  func duplicateWithinOneAppend() throws {
    var snapshot = try Snapshot([(CollectionSection(id: "a"), [1])])
    #expect(throws: CollectionError.duplicateItem(
      id: "5", first: .init(section: "a", sectionIndex: 0, item: 1),
      second: .init(section: "a", sectionIndex: 0, item: 3))
    ) {
      try snapshot.appendItems([5, 6, 5], toSection: "a")
    }
    #expect(snapshot.itemIdentifiers == [1], "a failing append adds nothing")
    #expect(snapshot.checkInvariants().isEmpty)
  }

  @Test("Any repeat in generated sections is reported with both places, never dropped")
  func duplicatesAreReported() {
    let sections = Gen<[[Int]]>.array(
      of: .array(of: .int(in: 0...15), count: 0...6), count: 1...4)
    check(sections) { lists in
      let built = Result { () throws(CollectionError) in
        try CollectionSnapshot<Int, Int>(
          lists.enumerated().map { (CollectionSection(id: $0.offset), $0.element) })
      }
      // The first repeat in reading order, found by a scan.
      var seen: [Int: CollectionError.Place] = [:]
      var expected: CollectionError?
      search: for (section, ids) in lists.enumerated() {
        for (item, id) in ids.enumerated() {
          let place = CollectionError.Place(
            section: "\(section)", sectionIndex: section, item: item)
          if let first = seen[id] {
            expected = .duplicateItem(id: "\(id)", first: first, second: place)
            break search
          }
          seen[id] = place
        }
      }
      switch built {
      case .success(let snapshot):
        return Violation.unless(
          expected == nil && snapshot.itemIdentifiers == lists.flatMap { $0 },
          "built \(snapshot.itemIdentifiers) from \(lists), expected an error: \(expected as Any)")
      case .failure(let error):
        return Violation.unless(
          error == expected, "\(lists): threw \(error), expected \(String(describing: expected))")
      }
    }
  }

  @Test("A repeated section id is an error naming both indices")
  func duplicateSection() throws {
    var snapshot = try Snapshot([(CollectionSection(id: "a"), [])])
    #expect(throws: CollectionError.duplicateSection(id: "a", firstIndex: 0, secondIndex: 2)) {
      try snapshot.appendSections([CollectionSection(id: "b"), CollectionSection(id: "a")])
    }
    #expect(snapshot.sectionIdentifiers == ["a"], "a failing append adds no section")
    #expect(snapshot.checkInvariants().isEmpty)
  }

  @Test("Unknown ids, bad styles and mismatched versions are typed errors")
  func badInput() throws {
    var snapshot = try Snapshot([(CollectionSection(id: "a"), [1])])
    #expect(throws: CollectionError.unknownSection(id: "z")) {
      try snapshot.appendItems([2], toSection: "z")
    }
    #expect(throws: CollectionError.unknownItem(id: "9")) { try snapshot.deleteItems([9]) }
    #expect(throws: CollectionError.versionCountMismatch(items: 1, versions: 2)) {
      try snapshot.appendItems([2], contentVersions: [0, 1], toSection: "a")
    }
    #expect(throws: CollectionError.invalidColumnCount(0)) {
      try snapshot.appendSections([
        CollectionSection(id: "b", style: .columns(count: 0, spacing: 0))])
    }
    #expect(throws: CollectionError.invalidLength(name: "shelf item spacing", value: -1)) {
      try snapshot.appendSections([
        CollectionSection(id: "b", style: .shelf(ShelfOptions(itemSpacing: -1)))])
    }
    #expect(snapshot == (try Snapshot([(CollectionSection(id: "a"), [1])])))
  }

  @Test("Positions, sections and versions are looked up by id")
  func lookups() throws {
    var snapshot = try Snapshot([
      (CollectionSection(id: "a"), [1, 2]), (CollectionSection(id: "empty"), []),
      (CollectionSection(id: "c"), [3]),
    ])
    #expect(snapshot.position(of: 3) == ItemPosition(section: 2, item: 0))
    #expect(snapshot.section(containing: 2) == "a")
    #expect(snapshot.itemIdentifiers(inSection: "empty")?.isEmpty == true)
    #expect(snapshot.position(of: 4) == nil)
    try snapshot.reloadItems([2])
    #expect(snapshot.contentVersion(of: 2) == 1)
  }

  @Test("Reloading an item or section is reported as a reload, not a move")
  func reloads() throws {
    let old = try Snapshot([(CollectionSection(id: "a"), [1, 2, 3])])
    var new = old
    try new.reloadItems([2])
    try new.reloadSections(["a"])
    let changes = new.changes(from: old)
    #expect(changes.reloadedItems == [.init(id: 2, position: ItemPosition(section: 0, item: 1))])
    #expect(changes.reloadedSections == [.init(id: "a", index: 0)])
    #expect(changes.movedItems.isEmpty && changes.insertedItems.isEmpty)
  }

  @Test("Moving one item to the front is one move, not a shift of the others")
  func oneMove() throws {
    let old = try Snapshot([(CollectionSection(id: "a"), [1, 2, 3, 4, 5])])
    var new = old
    try new.moveItem(5, beforeItem: 1)
    #expect(new.itemIdentifiers == [5, 1, 2, 3, 4])
    let changes = new.changes(from: old)
    #expect(changes.movedItems == [
      .init(id: 5, from: ItemPosition(section: 0, item: 4), to: ItemPosition(section: 0, item: 0))
    ])
    #expect(changes.steps == [
      .deleteItem(ItemPosition(section: 0, item: 4), 5),
      .insertItem(ItemPosition(section: 0, item: 0), 5),
    ])
  }

  @Test("An item that changes section is a move between sections")
  func crossSectionMove() throws {
    let old = try Snapshot([
      (CollectionSection(id: "a"), [1, 2]), (CollectionSection(id: "b"), [3]),
    ])
    var new = old
    try new.moveItem(1, afterItem: 3)
    let changes = new.changes(from: old)
    #expect(changes.movedItems == [
      .init(id: 1, from: ItemPosition(section: 0, item: 0), to: ItemPosition(section: 1, item: 1))
    ])
  }

  /// An edit of a snapshot and of its model.
  enum Edit: Sendable, CustomStringConvertible {
    case appendSection(Int)
    case appendItems([Int], section: Int)
    case insertItems([Int], before: Int)
    case deleteItems([Int])
    case deleteSection(Int)
    case moveItem(Int, after: Int)
    case reload(Int)

    var description: String {
      switch self {
      case .appendSection(let id): "appendSection(\(id))"
      case .appendItems(let ids, let section): "appendItems(\(ids), s\(section))"
      case .insertItems(let ids, let before): "insertItems(\(ids), before: \(before))"
      case .deleteItems(let ids): "deleteItems(\(ids))"
      case .deleteSection(let id): "deleteSection(\(id))"
      case .moveItem(let id, let after): "moveItem(\(id), after: \(after))"
      case .reload(let id): "reload(\(id))"
      }
    }
  }

  static let edit: Gen<Edit> = {
    let id = Gen<Int>.int(in: 0...12)
    let ids = Gen<[Int]>.array(of: id, count: 0...3)
    return Gen<Edit>.oneOf(
      id.map { .appendSection($0 % 4) },
      Gen<([Int], Int)>.zip(ids, .int(in: 0...3)).map { .appendItems($0, section: $1) },
      Gen<([Int], Int)>.zip(ids, id).map { .insertItems($0, before: $1) },
      ids.map { .deleteItems($0) },
      Gen<Int>.int(in: 0...3).map { .deleteSection($0) },
      Gen<(Int, Int)>.zip(id, id).map { .moveItem($0, after: $1) },
      id.map { .reload($0) })
  }()

  @Test("Generated edit sequences match a model of nested arrays, and keep every invariant")
  func editsMatchModel() {
    check(Gen<[Edit]>.array(of: Self.edit, count: 0...30)) { edits in
      var snapshot = CollectionSnapshot<Int, Int>()
      var model: [(id: Int, items: [Int], versions: [Int])] = []
      for (step, edit) in edits.enumerated() {
        let all = model.flatMap(\.items)
        // What the model says: nil when the edit must throw and change nothing.
        var next: [(id: Int, items: [Int], versions: [Int])]? = model
        var threw = false
        switch edit {
        case .appendSection(let id):
          next = model.contains { $0.id == id } ? nil : model + [(id, [], [])]
          do { try snapshot.appendSections([CollectionSection(id: id)]) } catch { threw = true }
        case .appendItems(let ids, let section):
          if let index = model.firstIndex(where: { $0.id == section }),
            Set(ids).count == ids.count, Set(ids).isDisjoint(with: all)
          {
            next?[index].items += ids
            next?[index].versions += ids.map { _ in 0 }
          } else { next = nil }
          do { try snapshot.appendItems(ids, toSection: section) } catch { threw = true }
        case .insertItems(let ids, let anchor):
          if let index = model.firstIndex(where: { $0.items.contains(anchor) }),
            Set(ids).count == ids.count, Set(ids).isDisjoint(with: all),
            let at = model[index].items.firstIndex(of: anchor)
          {
            next?[index].items.insert(contentsOf: ids, at: at)
            next?[index].versions.insert(contentsOf: ids.map { _ in 0 }, at: at)
          } else { next = nil }
          do { try snapshot.insertItems(ids, beforeItem: anchor) } catch { threw = true }
        case .deleteItems(let ids):
          if Set(ids).isSubset(of: all) {
            next = model.map { section in
              let kept = section.items.indices.filter { !ids.contains(section.items[$0]) }
              return (section.id, kept.map { section.items[$0] }, kept.map { section.versions[$0] })
            }
          } else { next = nil }
          do { try snapshot.deleteItems(ids) } catch { threw = true }
        case .deleteSection(let id):
          next = model.contains { $0.id == id } ? model.filter { $0.id != id } : nil
          do { try snapshot.deleteSections([id]) } catch { threw = true }
        case .moveItem(let id, let anchor):
          if all.contains(id) && all.contains(anchor) {
            if id != anchor {
              var moved = model
              let from = moved.firstIndex { $0.items.contains(id) }!
              let at = moved[from].items.firstIndex(of: id)!
              moved[from].items.remove(at: at)
              let version = moved[from].versions.remove(at: at)
              let to = moved.firstIndex { $0.items.contains(anchor) }!
              let after = moved[to].items.firstIndex(of: anchor)! + 1
              moved[to].items.insert(id, at: after)
              moved[to].versions.insert(version, at: after)
              next = moved
            }
          } else { next = nil }
          do { try snapshot.moveItem(id, afterItem: anchor) } catch { threw = true }
        case .reload(let id):
          if let index = model.firstIndex(where: { $0.items.contains(id) }) {
            let at = model[index].items.firstIndex(of: id)!
            next?[index].versions[at] += 1
          } else { next = nil }
          do { try snapshot.reloadItems([id]) } catch { threw = true }
        }
        if threw != (next == nil) {
          return ["step \(step), \(edit): threw \(threw), the model expected \(next == nil)"]
        }
        model = next ?? model
        let actual = snapshot.sections.indices.map { index in
          (snapshot.sections[index].id, Array(snapshot.itemIdentifiers(inSectionAt: index)),
           snapshot.itemIdentifiers(inSectionAt: index).map { snapshot.contentVersion(of: $0)! })
        }
        let matches = actual.count == model.count
          && zip(actual, model).allSatisfy {
            $0.0 == $1.id && $0.1 == $1.items && $0.2 == $1.versions
          }
        if !matches { return ["step \(step), \(edit): snapshot \(actual), model \(model)"] }
        let problems = snapshot.checkInvariants()
        if !problems.isEmpty { return ["step \(step), \(edit): \(problems)"] }
      }
      return []
    }
  }
}
