@testable import Reflow
import ReflowTesting
import Testing

/// Properties of `CollectionLayout` over generated sections and snapshot sequences: expectations
/// come from laying each snapshot out from scratch and from the geometry, not from the code.
@Suite struct CollectionLayoutPropertyTests {
  static let width = 100.0

  /// Section `id`'s style, header and footer: every style, pinned or not, follows from the id.
  static func section(_ id: Int, version: Int) -> CollectionSection<Int> {
    let styles: [SectionStyle] = [
      .flow(FlowOptions(itemSpacing: 3, lineSpacing: 2, insets: Insets(top: 1, leading: 2,
                                                                       bottom: 3, trailing: 4))),
      .list(spacing: 2), .columns(count: 3, spacing: 4),
      .shelf(ShelfOptions(itemSpacing: 5, leadingInset: 6, trailingInset: 7)),
    ]
    return CollectionSection(
      id: id, style: styles[(id + version) % styles.count],
      header: id % 3 == 2 ? nil : .header(pinned: id % 2 == 0),
      footer: id % 3 == 0 ? .footer(pinned: id % 4 == 0) : nil)
  }

  /// The model's snapshot with the styles of `section(_:version:)`.
  static func snapshot(_ model: SnapshotModel) throws -> CollectionSnapshot<Int, Int> {
    var snapshot = CollectionSnapshot<Int, Int>()
    for section in model.sections {
      try snapshot.appendSections([Self.section(section.id, version: section.version)])
      try snapshot.appendItems(section.items, toSection: section.id)
    }
    return snapshot
  }

  /// Item `id`'s real size; items with `id % 3 == 0` are never measured.
  static func size(of id: Int) -> Size {
    Size(width: Double(8 + id * 7 % 40), height: Double(4 + id * 5 % 17))
  }

  /// Measures the items with `id % 3 != 0` that `shouldMeasure` names, and the headers and
  /// footers of the sections it names (a length from the section's id).
  static func measure(
    _ layout: inout CollectionLayout<Int, Int>, items shouldMeasure: (Int) -> Bool = { _ in true },
    sections measureSection: (Int) -> Bool = { _ in true }
  ) {
    for id in layout.snapshot.itemIdentifiers where id % 3 != 0 && shouldMeasure(id) {
      layout.setSize(size(of: id), ofItem: id)
    }
    for id in layout.snapshot.sectionIdentifiers where measureSection(id) {
      layout.setHeaderLength(Double(10 + id), ofSection: id)
      layout.setFooterLength(Double(5 + id), ofSection: id)
    }
  }

  static func fresh(_ snapshot: CollectionSnapshot<Int, Int>) throws -> CollectionLayout<Int, Int> {
    try CollectionLayout(
      snapshot: snapshot, width: width, estimatedItemSize: Size(width: 20, height: 10),
      estimatedSupplementLength: 12, sectionSpacing: 3)
  }

  static let sequences = Gen<([SnapshotModel], Double)>.zip(
    .array(of: .snapshotModel, count: 2...4), .double(in: 0...300, step: 0.5))

  @Test("Applying a snapshot gives the frames of laying the new one out from scratch")
  func applyingMatchesFromScratch() {
    check(Self.sequences) { models, offset in
      var violations: [Violation] = []
      var layout = try Self.fresh(Self.snapshot(models[0]))
      Self.measure(&layout)
      var previous = models[0]
      for model in models.dropFirst() {
        let snapshot = try Self.snapshot(model)
        let old = try Self.snapshot(previous)
        layout.apply(snapshot)
        // Only what is new is measured now: the rest must have kept its size. An item in a
        // section of another style than before was measured for another proposal: again.
        func style(_ id: Int, in snapshot: CollectionSnapshot<Int, Int>) -> SectionStyle? {
          snapshot.position(of: id).map { snapshot.sections[$0.section].style }
        }
        Self.measure(
          &layout, items: { style($0, in: old) != style($0, in: snapshot) },
          sections: { old.index(ofSection: $0) == nil })
        var scratch = try Self.fresh(snapshot)
        Self.measure(&scratch)
        previous = model
        for problem in layout.checkInvariants() { violations.append("\(model): \(problem)") }
        let applied = layout.allElements(viewportStart: offset, viewportLength: 60)
        let expected = scratch.allElements(viewportStart: offset, viewportLength: 60)
        if applied != expected {
          let diff = zip(applied, expected).first { $0 != $1 }
          violations.append("\(model): applied \(String(describing: diff?.0)), scratch \(String(describing: diff?.1))")
        }
        if layout.estimatedItemCount != scratch.estimatedItemCount {
          violations.append("\(model): \(layout.estimatedItemCount) estimated items, not \(scratch.estimatedItemCount)")
        }
      }
      return violations
    }
  }
}
