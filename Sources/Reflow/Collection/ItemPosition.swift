/// Where an item sits in a sectioned collection: its section's index and its index within the
/// section.
///
/// The role of UIKit's `IndexPath`; positions order by section, then item.
public struct ItemPosition: Hashable, Sendable, Comparable {
  /// The index of the section.
  public var section: Int
  /// The index of the item within its section.
  public var item: Int

  /// Creates a position.
  public init(section: Int, item: Int) {
    self.section = section
    self.item = item
  }

  public static func < (lhs: ItemPosition, rhs: ItemPosition) -> Bool {
    (lhs.section, lhs.item) < (rhs.section, rhs.item)
  }
}

extension ItemPosition: CustomStringConvertible {
  public var description: String { "[\(section), \(item)]" }
}
