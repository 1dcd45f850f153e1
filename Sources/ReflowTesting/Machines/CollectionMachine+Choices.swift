import Reflow

/// Where focus may move from an item: exactly one item (or none), or any other item of the
/// snapshot (or none).
struct FocusExpectation {
  var origin: Int
  var exact: Int??
  var items: Set<Int>

  func violations(_ found: Int?) -> [Violation] {
    if let exact {
      return Violation.unless(
        found == exact, "focus moved from \(origin) to \(String(describing: found)), expected"
          + " \(String(describing: exact))", invariant: "focus")
    }
    guard let found else { return [] }
    return Violation.unless(
      found != origin && items.contains(found),
      "focus moved from \(origin) to \(found), not another item of the snapshot",
      invariant: "focus")
  }
}

/// An id the snapshot never holds.
private let unknownID = 1_000_000

extension CollectionMachine.System {
  /// The item `choice` names: modulo the items, or one never held for a negative choice.
  func item(_ choice: Int) -> Int {
    let items = snapshot.itemIdentifiers
    return choice < 0 || items.isEmpty ? unknownID : items[choice % items.count]
  }

  /// The section `choice` names: modulo the sections, or one never held.
  func section(_ choice: Int) -> Int {
    let sections = snapshot.sectionIdentifiers
    return choice < 0 || sections.isEmpty ? unknownID : sections[choice % sections.count]
  }

  /// New sections from `specs`, the last repeating the first section's id when asked.
  func newSections(_ specs: [CollectionSectionSpec], repeating: Bool)
    -> [CollectionSection<Int>]
  {
    CollectionMachine.Model.newSections(
      specs, from: nextSection, repeating: repeating ? snapshot.sectionIdentifiers.first : nil)
  }

  /// `count` new item ids, the last repeating the first item's when asked.
  func newItems(_ count: Int, repeating: Bool) -> [Int] {
    CollectionMachine.Model.newItems(
      count, from: nextItem, repeating: repeating ? snapshot.itemIdentifiers.first : nil)
  }
}

extension CollectionMachine.Model {
  /// The item `choice` names, as ``CollectionMachine/System/item(_:)`` does.
  func item(_ choice: Int) -> Int {
    let items = self.items
    return choice < 0 || items.isEmpty ? unknownID : items[choice % items.count]
  }

  /// The section `choice` names, as ``CollectionMachine/System/section(_:)`` does.
  func section(_ choice: Int) -> Int {
    choice < 0 || sections.isEmpty ? unknownID : sections[choice % sections.count].section.id
  }

  /// The index of section `id`.
  func sectionIndex(_ id: Int) -> Int? { sections.firstIndex { $0.section.id == id } }

  /// Where focus may move from the item `choice` names in `direction`.
  func focusExpectation(_ choice: Int, _ direction: FocusDirection) -> FocusExpectation {
    let origin = item(choice)
    let items = self.items
    guard let index = items.firstIndex(of: origin) else {
      return FocusExpectation(origin: origin, exact: .some(nil), items: [])
    }
    switch direction {
    case .next:
      return FocusExpectation(
        origin: origin, exact: .some(index + 1 < items.count ? items[index + 1] : nil), items: [])
    case .previous:
      return FocusExpectation(
        origin: origin, exact: .some(index > 0 ? items[index - 1] : nil), items: [])
    case .up, .down, .left, .right:
      return FocusExpectation(origin: origin, exact: nil, items: Set(items))
    }
  }

  func newSections(_ specs: [CollectionSectionSpec], repeating: Bool) -> [CollectionSection<Int>] {
    Self.newSections(
      specs, from: nextSection, repeating: repeating ? sections.first?.section.id : nil)
  }

  func newItems(_ count: Int, repeating: Bool) -> [Int] {
    Self.newItems(count, from: nextItem, repeating: repeating ? items.first : nil)
  }

  static func newSections(
    _ specs: [CollectionSectionSpec], from next: Int, repeating: Int?
  ) -> [CollectionSection<Int>] {
    var sections = specs.enumerated().map { offset, spec in
      CollectionSection(id: next + offset, style: spec.style, header: spec.header, footer: spec.footer)
    }
    if let repeating, !sections.isEmpty { sections[sections.count - 1].id = repeating }
    return sections
  }

  static func newItems(_ count: Int, from next: Int, repeating: Int?) -> [Int] {
    var ids = Array(next..<(next + count))
    if let repeating, !ids.isEmpty { ids[ids.count - 1] = repeating }
    return ids
  }
}
