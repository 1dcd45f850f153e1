@testable import Reflow
import ReflowTesting
import Testing

/// Properties of `CollectionLayout` over generated sections and snapshot sequences: expectations
/// come from laying each snapshot out from scratch and from the geometry, not from the code.
@Suite struct CollectionLayoutPropertyTests {
  static let width = 100.0

  /// Every style, one of each.
  static let styles: [SectionStyle] = [
    .flow(FlowOptions(itemSpacing: 3, lineSpacing: 2, insets: Insets(top: 1, leading: 2,
                                                                     bottom: 3, trailing: 4))),
    .list(spacing: 2), .columns(count: 3, spacing: 4),
    .shelf(ShelfOptions(itemSpacing: 5, leadingInset: 6, trailingInset: 7)),
    .masonry(
      MasonryOptions(
        lanes: .count(3), laneSpacing: 4, itemSpacing: 2,
        insets: Insets(top: 1, leading: 2, bottom: 3, trailing: 1)),
      placement: .exact),
  ]

  /// Masonry placed stably, whose lanes depend on when items were measured (a layout from
  /// scratch places them otherwise), beside a list: for the engine's properties, which compare
  /// with the kept layout rather than one made from scratch.
  static let stableMasonry: [SectionStyle] = [
    .masonry(MasonryOptions(lanes: .adaptive(minimum: 28), laneSpacing: 3, itemSpacing: 2)),
    .list(spacing: 2),
  ]

  /// Section `id`'s style (one of `styles`), header and footer: every style, pinned or not,
  /// follows from the id.
  static func section(_ id: Int, version: Int, styles: [SectionStyle] = styles)
    -> CollectionSection<Int>
  {
    CollectionSection(
      id: id, style: styles[(id + version) % styles.count],
      header: id % 3 == 2 ? nil : .header(pinned: id % 2 == 0),
      footer: id % 3 == 0 ? .footer(pinned: id % 4 == 0) : nil)
  }

  /// The model's snapshot with the styles of `section(_:version:styles:)`.
  static func snapshot(_ model: SnapshotModel, styles: [SectionStyle] = styles) throws
    -> CollectionSnapshot<Int, Int>
  {
    var snapshot = CollectionSnapshot<Int, Int>()
    for section in model.sections {
      try snapshot.appendSections([
        Self.section(section.id, version: section.version, styles: styles)])
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
      snapshot: snapshot, crossLength: width, estimatedItemSize: Size(width: 20, height: 10),
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

extension CollectionLayoutPropertyTests {
  static let views = Gen<(SnapshotModel, Double, (Double, Double))>.zip(
    .snapshotModel, .double(in: -20...400, step: 0.5),
    Gen<(Double, Double)>.zip(.double(in: 0...30, step: 1), .double(in: 0...200, step: 1)))

  /// A measured layout of `model` with every shelf scrolled to `shelfOffset` (clamped).
  static func measured(_ model: SnapshotModel, shelfOffset: Double) throws
    -> CollectionLayout<Int, Int>
  {
    var layout = try fresh(snapshot(model))
    measure(&layout)
    for id in layout.snapshot.sectionIdentifiers {
      _ = try layout.setShelfOffset(shelfOffset, ofSection: id)
    }
    return layout
  }

  @Test("The window holds every element the viewport shows, and nothing beyond the overscan")
  func windowCoversTheViewport() {
    check(Self.views) { model, offset, pair in
      let (overscan, shelfOffset) = pair
      var violations: [Violation] = []
      let layout = try Self.measured(model, shelfOffset: shelfOffset)
      let viewport = Rect(x: 0, y: offset, width: Self.width, height: 60)
      let window = layout.elements(viewportStart: offset, viewportLength: 60, overscan: overscan)
      let declared = Set(window.map(\.id))
      if declared.count != window.count { violations.append("an element is declared twice") }
      let grown = Rect(
        x: -overscan, y: offset - overscan, width: Self.width + 2 * overscan,
        height: 60 + 2 * overscan)
      for element in layout.allElements(viewportStart: offset, viewportLength: 60) {
        guard case .item = element.id else { continue }
        let shows = element.frame.intersects(viewport)
        if shows && !declared.contains(element.id) {
          violations.append("\(element.id) at \(element.frame) shows but is not declared")
        }
        // Touching the grown viewport counts, and a short item on a row that reaches into it
        // (rows are at most 20 tall) may be declared with the row.
        let frame = element.frame
        let touches = frame.maxX >= grown.minX && frame.minX <= grown.maxX
          && frame.minY + 20 >= grown.minY && frame.minY <= grown.maxY
        if declared.contains(element.id) && !touches {
          violations.append("\(element.id) at \(element.frame) is declared but far away")
        }
      }
      return violations
    }
  }

  @Test("A pinned header shows while its section does, and never overlaps the next header")
  func pinnedHeadersStayInTheViewport() {
    check(Self.views) { model, offset, _ in
      var violations: [Violation] = []
      let layout = try Self.measured(model, shelfOffset: 0)
      let length = 60.0
      let frames = Dictionary(
        layout.allElements(viewportStart: offset, viewportLength: length).map { ($0.id, $0.frame) },
        uniquingKeysWith: { first, _ in first })
      let ids = layout.snapshot.sectionIdentifiers
      for (index, id) in ids.enumerated() {
        let extent = layout.extent(ofSectionAt: index)
        guard let header = frames[.header(id)] else { continue }
        if header.minY < extent.start - 1e-9 || header.maxY > extent.end + 1e-9 {
          violations.append("header \(id) at \(header) leaves its section \(extent)")
        }
        let intersects = extent.end > offset && extent.start < offset + length
        if extent.pinsHeader && intersects && (header.maxY <= offset || header.minY >= offset + length)
          && header.height > 0
        {
          violations.append("pinned header \(id) at \(header) is off screen over \(extent)")
        }
        if extent.pinsHeader && intersects && header.minY > offset + 1e-9 && extent.start < offset {
          violations.append("pinned header \(id) at \(header) is below the top at \(offset)")
        }
        for next in ids[(index + 1)...] {
          if let other = frames[.header(next)], other.height > 0, header.height > 0,
            header.maxY > other.minY + 1e-9
          {
            violations.append("header \(id) at \(header) overlaps header \(next) at \(other)")
          }
        }
      }
      return violations
    }
  }
}
