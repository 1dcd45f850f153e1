import Reflow

/// The ready-made model-based test of `CollectionSnapshot` and `CollectionLayout`: generated
/// sequences of every snapshot edit (with unknown anchors, repeated ids and mismatched versions
/// now and then), snapshots replaced with sections restyled, shelves scrolled, widths changed
/// and items measured, checked after every step against plain nested arrays and a layout of
/// them made from scratch.
///
/// ```swift
/// @Test("Snapshot edits and layouts agree with arrays laid out from scratch")
/// func collections() {
///   check(CollectionMachine())
/// }
/// ```
///
/// After every step (``invariants(_:_:)``):
/// - the snapshot holds the model's sections and items with their content versions: it equals
///   (and hashes as) the snapshot built from the model, answers every query as the arrays do,
///   and its own consistency checks pass;
/// - an edit throws exactly when its input is invalid (an unknown section or item, an id the
///   snapshot already holds, a count of versions that does not match) and then changes nothing;
/// - the layout, edited in place by each new snapshot, has the section extents, item frames,
///   estimated items and shelf offsets of a layout made from scratch for the model: items
///   measured keep their sizes through edits and moves within sections of one style, and a
///   scrolled shelf keeps its offset through edits, clamped to its row (0 once it is no longer
///   a shelf); no item reaches out of its section's items along the scroll axis;
/// - each masonry section's frames are `Masonry`'s for the same sizes, below the section's
///   header, independently of the layout's index; a stably placed item keeps the lane it took
///   when it landed through measurements and edits around it (see
///   `CollectionMachine+Masonry.swift`).
public struct CollectionMachine: StateMachineTest, Sendable {
  /// The collection under test: the snapshot the app edits, and the layout that applies it.
  public struct System {
    /// The snapshot, edited by the commands.
    public internal(set) var snapshot: CollectionSnapshot<Int, Int>
    /// The layout, which applies each new snapshot.
    public internal(set) var layout: CollectionLayout<Int, Int>
    /// The next new item and section ids.
    var nextItem = 0
    var nextSection = 0
  }

  /// What the collection should hold: the sections as arrays, which items were measured, and
  /// each shelf's offset.
  public struct Model: Sendable {
    /// A section: its description, item ids and their content versions.
    public struct Section: Hashable, Sendable {
      public var section: CollectionSection<Int>
      public var items: [Int]
      public var versions: [Int]
    }

    /// The run's setup.
    public let setup: CollectionSetup
    /// The collection's width now.
    public var width: Double
    /// The sections, in order.
    public var sections: [Section] = []
    /// The items measured since they were inserted, or last restyled.
    public var measured: Set<Int> = []
    /// Each shelf's offset, by section id.
    public var shelfOffsets: [Int: Double] = [:]
    /// The lane each item of a stably placed masonry section keeps, by item id.
    public var keptLanes: [Int: Int] = [:]
    var nextItem = 0
    var nextSection = 0
  }

  /// The generator of each run's setup.
  public var setups: Gen<CollectionSetup>

  /// Creates the machine.
  ///
  /// - Parameter setups: Each run's width, estimates, spacing and direction.
  public init(setups: Gen<CollectionSetup> = .collectionSetup()) {
    self.setups = setups
  }

  public func makeSystem(_ setup: CollectionSetup) throws -> System {
    System(snapshot: CollectionSnapshot(), layout: try setup.makeLayout(CollectionSnapshot()))
  }

  public func makeModel(_ setup: CollectionSetup) -> Model {
    Model(setup: setup, width: setup.width)
  }

  /// Requires the snapshot and the layout to hold what the model does; see the type's
  /// discussion.
  ///
  /// - Parameters:
  ///   - system: The snapshot and layout after a step.
  ///   - model: The model after the step.
  /// - Returns: The violations found.
  public func invariants(_ system: System, _ model: Model) -> [Violation] {
    let snapshot = system.snapshot
    var found = snapshot.checkInvariants().map { Violation("snapshot consistency", $0) }
    guard let expected = try? model.snapshot() else {
      return [Violation("model", "the model's sections do not make a snapshot: \(model)")]
    }
    if snapshot != expected || snapshot.hashValue != expected.hashValue
      || snapshot.contentHash != expected.contentHash
    {
      found.append(Violation(
        "snapshot", "\(describe(snapshot)), expected \(describe(expected))"))
    }
    found += Self.queryViolations(snapshot, model)
    let layout = system.layout
    found += layout.checkInvariants().map { Violation("layout consistency", $0) }
    if layout.snapshot != snapshot {
      found.append(Violation("layout", "the layout holds \(describe(layout.snapshot))"))
    }
    guard let scratch = try? model.scratchLayout() else {
      return found + [Violation("model", "no layout from scratch for \(model)")]
    }
    found += model.geometryViolations(layout, scratch: scratch)
    if layout.estimatedItemCount != scratch.estimatedItemCount {
      found.append(Violation(
        "estimates", "\(layout.estimatedItemCount) items estimated, from scratch"
          + " \(scratch.estimatedItemCount)"))
    }
    for section in model.sections where section.section.style.isShelf {
      let id = section.section.id
      let offset = layout.shelfOffset(ofSection: id)
      if offset != scratch.shelfOffset(ofSection: id) {
        found.append(Violation(
          "shelf offset", "shelf \(id) is at \(String(describing: offset)), expected"
            + " \(String(describing: scratch.shelfOffset(ofSection: id)))"))
      }
    }
    return found
  }

  /// Every query of `snapshot` that disagrees with the model's arrays.
  static func queryViolations(_ snapshot: CollectionSnapshot<Int, Int>, _ model: Model)
    -> [Violation]
  {
    var found: [Violation] = []
    func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
      if !condition && found.count < 4 { found.append(Violation("queries", message())) }
    }
    let items = model.sections.flatMap(\.items)
    expect(snapshot.numberOfSections == model.sections.count, "numberOfSections")
    expect(snapshot.numberOfItems == items.count, "numberOfItems")
    expect(snapshot.sectionIdentifiers == model.sections.map(\.section.id), "sectionIdentifiers")
    expect(snapshot.sections == model.sections.map(\.section), "sections")
    expect(snapshot.itemIdentifiers == items, "itemIdentifiers")
    for (index, section) in model.sections.enumerated() {
      let id = section.section.id
      expect(snapshot.index(ofSection: id) == index, "index(ofSection: \(id))")
      expect(
        snapshot.itemIdentifiers(inSection: id).map(Array.init) == section.items,
        "itemIdentifiers(inSection: \(id))")
      expect(
        Array(snapshot.itemIdentifiers(inSectionAt: index)) == section.items,
        "itemIdentifiers(inSectionAt: \(index))")
      for (offset, item) in section.items.enumerated() {
        expect(
          snapshot.position(of: item) == ItemPosition(section: index, item: offset),
          "position(of: \(item)) is \(String(describing: snapshot.position(of: item)))")
        expect(snapshot.section(containing: item) == id, "section(containing: \(item))")
        expect(
          snapshot.contentVersion(of: item) == section.versions[offset],
          "contentVersion(of: \(item))")
      }
    }
    let unknown = model.nextItem + 1_000
    expect(
      snapshot.position(of: unknown) == nil && snapshot.section(containing: unknown) == nil
        && snapshot.contentVersion(of: unknown) == nil,
      "an unknown item has a position")
    expect(
      snapshot.index(ofSection: model.nextSection + 1_000) == nil
        && snapshot.itemIdentifiers(inSection: model.nextSection + 1_000) == nil,
      "an unknown section has an index")
    return found
  }

  /// A short description of a snapshot: its sections, items and versions.
  private func describe(_ snapshot: CollectionSnapshot<Int, Int>) -> String {
    snapshot.sections.enumerated().map { index, section in
      "s\(section.id)v\(section.contentVersion):"
        + "\(Array(snapshot.itemIdentifiers(inSectionAt: index)))"
    }.joined(separator: " ")
  }
}

extension SectionStyle {
  /// Whether the style is a shelf.
  var isShelf: Bool {
    if case .shelf = self { return true }
    return false
  }
}

extension CollectionMachine.Model: CustomStringConvertible {
  public var description: String {
    sections.map { "s\($0.section.id): \($0.items)" }.joined(separator: " ")
  }
}

extension CollectionMachine.Model {
  /// The snapshot the arrays describe.
  func snapshot() throws(CollectionError) -> CollectionSnapshot<Int, Int> {
    var snapshot = CollectionSnapshot<Int, Int>()
    for section in sections {
      try snapshot.appendSections([section.section])
      try snapshot.appendItems(
        section.items, contentVersions: section.versions, toSection: section.section.id)
    }
    return snapshot
  }

  /// A layout of the model made from scratch: the measured items at their sizes, the others
  /// at the estimate, every header and footer measured, and the shelves at their offsets.
  func scratchLayout() throws -> CollectionLayout<Int, Int> {
    var layout = try setup.makeLayout(try snapshot(), width: width)
    CollectionSetup.measureSupplements(&layout)
    for id in measured { layout.setSize(CollectionSetup.size(of: id), ofItem: id) }
    for (id, offset) in shelfOffsets { _ = try layout.setShelfOffset(offset, ofSection: id) }
    return layout
  }

  /// Clamps each shelf's offset to its row, and forgets those of sections that are no longer
  /// shelves: what the layout must do after every change.
  mutating func clampShelves() {
    let shelves = Set(sections.filter { $0.section.style.isShelf }.map(\.section.id))
    shelfOffsets = shelfOffsets.filter { shelves.contains($0.key) }
    guard !shelfOffsets.isEmpty, let layout = try? scratchLayout() else { return }
    for id in shelfOffsets.keys {
      shelfOffsets[id] = layout.shelfOffset(ofSection: id)
    }
  }

  /// The index of the section holding `item`, and the item's index in it.
  func place(of item: Int) -> (section: Int, item: Int)? {
    for (index, section) in sections.enumerated() {
      if let offset = section.items.firstIndex(of: item) { return (index, offset) }
    }
    return nil
  }

  /// Every item id, in order.
  var items: [Int] { sections.flatMap(\.items) }
}
