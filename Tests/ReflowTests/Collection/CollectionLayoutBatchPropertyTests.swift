@testable import Reflow
import ReflowTesting
import Testing

/// `CollectionLayout.apply(_:)` edits each section's index with one batch; replaying the diff's
/// steps one edit at a time, as the layout once did, must give exactly the same layout.
@Suite struct CollectionLayoutBatchPropertyTests {
  /// Snapshot sequences, the axis, and a seed for the sizes measured between snapshots.
  static let cases = Gen<([SnapshotModel], Bool, Int)>.zip(
    .array(of: .snapshotModel, count: 2...5), .bool(), .int(in: 0...1_000_000))

  /// A whole-number size (so that both ways add lengths up exactly) for item `id` at `step`,
  /// or `nil` when the item is not measured then.
  static func measuredSize(of id: Int, step: Int, seed: Int) -> Size? {
    // SplitMix64's finalizer over the three numbers.
    var z = UInt64(truncatingIfNeeded: seed &* 31 &+ step &* 1_009 &+ id) &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    z ^= z >> 31
    guard z % 3 != 0 else { return nil }
    return Size(width: Double(4 + (z >> 8) % 40), height: Double(3 + (z >> 20) % 20))
  }

  @Test("Applying a snapshot by batches equals replaying its steps one by one, frames exactly")
  func batchesEqualSteps() {
    check(Self.cases) { models, isHorizontal, seed in
      var violations: [Violation] = []
      let first = try CollectionLayoutPropertyTests.snapshot(models[0])
      var batched = try CollectionLayout(
        snapshot: first, axis: isHorizontal ? .horizontal : .vertical, crossLength: 100,
        estimatedItemSize: Size(width: 20, height: 10), estimatedSupplementLength: 12,
        sectionSpacing: 3)
      var stepped = batched
      for (step, model) in models.enumerated() {
        if step > 0 {
          let snapshot = try CollectionLayoutPropertyTests.snapshot(model)
          batched.apply(snapshot)
          if stepped.snapshot != snapshot {
            stepped.applyStepByStep(snapshot.changes(from: stepped.snapshot), to: snapshot)
          }
        }
        violations += Self.differences(batched, stepped).map { "after \(model): \($0)" }
        // Measure some items the same way in both, so that moves carry real sizes.
        for id in batched.snapshot.itemIdentifiers {
          guard let size = Self.measuredSize(of: id, step: step, seed: seed) else { continue }
          batched.setSize(size, ofItem: id)
          stepped.setSize(size, ofItem: id)
        }
      }
      return violations
    }
  }

  /// What differs between two layouts of one snapshot: frames, sizes, estimate flags,
  /// sections' extents, the content size.
  static func differences(
    _ layout: CollectionLayout<Int, Int>, _ expected: CollectionLayout<Int, Int>
  ) -> [String] {
    var differences = layout.checkInvariants()
    guard layout.snapshot == expected.snapshot else { return ["the snapshots differ"] }
    if layout.contentSize != expected.contentSize {
      differences.append("content size \(layout.contentSize), not \(expected.contentSize)")
    }
    for index in layout.sections.indices {
      let (items, other) = (layout.sections[index].items, expected.sections[index].items)
      if layout.extent(ofSectionAt: index) != expected.extent(ofSectionAt: index) {
        differences.append(
          "section \(index) spans \(layout.extent(ofSectionAt: index)), not"
            + " \(expected.extent(ofSectionAt: index))")
      }
      for item in 0..<Swift.max(items.count, other.count)
      where items.frame(at: item) != other.frame(at: item)
        || items.size(at: item) != other.size(at: item)
        || items.isSizeEstimated(at: item) != other.isSizeEstimated(at: item)
      {
        differences.append(
          "item \(item) of section \(index): \(String(describing: items.frame(at: item)))"
            + " estimated \(items.isSizeEstimated(at: item)), not"
            + " \(String(describing: other.frame(at: item)))"
            + " estimated \(other.isSizeEstimated(at: item))")
      }
    }
    return differences
  }
}

extension CollectionLayout {
  /// Replays `changes` on the sections' indices one step at a time, one index edit per step,
  /// as the layout did before it edited by batches: the reference the batches must equal.
  mutating func applyStepByStep(
    _ changes: SnapshotChanges<SectionID, ItemID>,
    to newSnapshot: CollectionSnapshot<SectionID, ItemID>
  ) {
    var movedItems: [ItemID: (size: Size, isEstimated: Bool)] = [:]
    for move in changes.movedItems {
      let before = snapshot.sectionList[move.from.section].style
      let after = newSnapshot.sectionList[move.to.section].style
      movedItems[move.id] = before == after ? (estimatedItemSize, true) : nil
    }
    var movedSections: [SectionID: SectionLayout?] = [:]
    for move in changes.movedSections { movedSections[move.id] = .some(nil) }
    var isRestyled = false
    for step in changes.steps {
      switch step {
      case .deleteItem(let position, let id):
        if movedItems[id] != nil, let size = sections[position.section].items.size(at: position.item) {
          movedItems[id] = (size, sections[position.section].items.isSizeEstimated(at: position.item))
        }
        sections[position.section].items.applyEdits(
          [.removeSubrange(position.item..<(position.item + 1))])
      case .deleteSection(let index, let id):
        let removed = sections.remove(at: index)
        if movedSections[id] != nil { movedSections[id] = removed }
      case .insertSection(let index, let id):
        let style = newSnapshot.sectionList[index].style
        var section = movedSections[id].flatMap { $0 }
          ?? SectionLayout(style: style, axis: axis, crossLength: crossLength, direction: direction)
        if section.style != style {
          section.restyle(
            style, crossLength: crossLength, direction: direction, estimate: estimatedItemSize)
        }
        sections.insert(section, at: index)
      case .insertItem(let position, let id):
        if !isRestyled {
          isRestyled = true
          for (index, description) in newSnapshot.sectionList.enumerated() {
            updateSupplements(of: index, to: description)
          }
        }
        let (size, isEstimated) = movedItems[id] ?? (estimatedItemSize, true)
        let laidOut = SectionLayout.laidOut(
          size, style: sections[position.section].style, axis: axis, crossLength: crossLength)
        sections[position.section].items.applyEdits(
          [.insert(contentsOf: [laidOut], at: position.item, estimated: isEstimated)])
      }
    }
    if !isRestyled {
      for (index, description) in newSnapshot.sectionList.enumerated() {
        updateSupplements(of: index, to: description)
      }
    }
    snapshot = newSnapshot
    refreshStarts(from: 0)
  }
}
