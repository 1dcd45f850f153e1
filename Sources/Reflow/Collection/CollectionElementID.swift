/// The identity of an element of a sectioned collection: a section's header or footer, or an
/// item.
///
/// ```swift
/// let header = CollectionElementID<String, Int>.header("recent")
/// ```
public enum CollectionElementID<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>:
  Hashable, Sendable
{
  /// The header of the section with this id.
  case header(SectionID)
  /// The item with this id.
  case item(ItemID)
  /// The footer of the section with this id.
  case footer(SectionID)
}
