/// The errors the collection types (snapshots, section extents, shelves, arrangement deltas)
/// report for input a caller can get wrong.
///
/// Every case carries the bad value, and its `description` names the value and the fix. Ids
/// appear as their `String(describing:)`, so the error does not depend on your id types.
public enum CollectionError: Error, Sendable, Equatable {
  /// An item id appears twice in a snapshot: where it was first and where it came again.
  case duplicateItem(id: String, first: Place, second: Place)
  /// A section id appears twice in a snapshot, at these section indices.
  case duplicateSection(id: String, firstIndex: Int, secondIndex: Int)
  /// A section id a snapshot does not hold.
  case unknownSection(id: String)
  /// An item id a snapshot does not hold.
  case unknownItem(id: String)
  /// A list of content versions whose length differs from its list of item ids.
  case versionCountMismatch(items: Int, versions: Int)
  /// A columns style with fewer than one column.
  case invalidColumnCount(Int)
  /// A length (a spacing, an inset, an extent, a size) that is NaN, infinite or negative.
  case invalidLength(name: String, value: Double)
  /// A section style's flow options that `FlowOptions.validated()` rejects.
  case invalidFlowOptions(ReflowError)
  /// A section style's masonry options that `MasonryOptions.validated()` rejects, or lanes
  /// too long to lay out.
  case invalidMasonryOptions(ReflowError)
  /// Section extents out of order: a section that starts before the previous one ends, or
  /// ends before it starts.
  case unorderedSection(index: Int, start: Double, end: Double, previousEnd: Double)
  /// A section too short for its header and footer.
  case supplementsExceedSection(index: Int, header: Double, footer: Double, length: Double)
  /// An element id that appears twice in one arrangement, at these indices of its list.
  case duplicateElement(id: String, firstIndex: Int, secondIndex: Int)

  /// Where an item sits in a snapshot, for error messages: its section's id and index, and its
  /// index within the section.
  public struct Place: Hashable, Sendable, CustomStringConvertible {
    /// The section's id, as text.
    public var section: String
    /// The section's index.
    public var sectionIndex: Int
    /// The item's index within the section.
    public var item: Int

    /// Creates a place.
    public init(section: String, sectionIndex: Int, item: Int) {
      self.section = section
      self.sectionIndex = sectionIndex
      self.item = item
    }

    public var description: String {
      "item \(item) of section \(section) (section \(sectionIndex))"
    }
  }

  /// Throws ``invalidLength(name:value:)`` unless `value` is finite and at least 0.
  static func checkLength(_ value: Double, name: String) throws(CollectionError) {
    guard value.isFinite && value >= 0 else { throw .invalidLength(name: name, value: value) }
  }
}

extension CollectionError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .duplicateItem(let id, let first, let second):
      return "item id \(id) appears twice, as \(first) and as \(second); item ids must be"
        + " unique across the snapshot: give each item its own id, or drop the repeat"
    case .duplicateSection(let id, let first, let second):
      return "section id \(id) appears twice, as sections \(first) and \(second); section ids"
        + " must be unique: give each section its own id"
    case .unknownSection(let id):
      return "the snapshot has no section \(id): append the section before its items"
    case .unknownItem(let id):
      return "the snapshot has no item \(id): use an id the snapshot holds"
    case .versionCountMismatch(let items, let versions):
      return "\(versions) content versions were given for \(items) items: pass one version"
        + " per item, or none"
    case .invalidColumnCount(let count):
      return "a columns style has \(count) columns; it needs at least 1"
    case .invalidLength(let name, let value):
      return "\(name) is \(value); it must be finite and at least 0: pass 0 for none"
    case .invalidFlowOptions(let error):
      return "the section's flow options are not valid: \(error)"
    case .invalidMasonryOptions(let error):
      return "the section's masonry options are not valid: \(error)"
    case .unorderedSection(let index, let start, let end, let previousEnd):
      return "section \(index) spans \(start)...\(end) but the previous section ends at"
        + " \(previousEnd); sections must follow one another along the scroll axis, each"
        + " ending at or after its start"
    case .supplementsExceedSection(let index, let header, let footer, let length):
      return "section \(index) is \(length) long but its header (\(header)) and footer"
        + " (\(footer)) need \(header + footer): include them in the section's extent"
    case .duplicateElement(let id, let first, let second):
      return "element id \(id) appears twice in one arrangement, at \(first) and \(second):"
        + " ids must be unique within an arrangement"
    }
  }
}
