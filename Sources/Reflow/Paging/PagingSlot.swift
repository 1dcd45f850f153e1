/// One position of a ``RemoteCollection``: a loaded item, or a placeholder for one that is not
/// loaded (yet, or any more).
///
/// Placeholders exist when the source reports its count: the collection then counts every item of
/// the source, so a scroll bar is right from the first page and a jump lands where it should.
/// A presenter must say what a placeholder looks like; the type system makes it, so a list never
/// reads an item that is not there.
///
/// ```swift
/// switch feed[index] {
/// case .item(let post): PostRow(post)
/// case .placeholder: PostRow.redacted
/// }
/// ```
public enum PagingSlot<Item> {
  /// A loaded item.
  case item(Item)
  /// A position whose item is not loaded; `index` is its place in the source.
  case placeholder(index: Int)

  /// The item, or `nil` for a placeholder.
  public var item: Item? { if case .item(let item) = self { item } else { nil } }
  /// Whether this is a placeholder.
  public var isPlaceholder: Bool { if case .placeholder = self { true } else { false } }
}

extension PagingSlot: Sendable where Item: Sendable {}
extension PagingSlot: Equatable where Item: Equatable {}
extension PagingSlot: Hashable where Item: Hashable {}
