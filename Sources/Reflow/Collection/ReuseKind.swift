/// What kind of view a renderer should recycle for an element: a cell, a section's header or
/// footer, or a kind of your own.
///
/// A renderer keeps one pool of views per kind, as `UICollectionView` keeps one per reuse
/// identifier: an element that disappears returns its view to its kind's pool, and one that
/// appears takes a view from it.
///
/// ```swift
/// let badge = ReuseKind.custom("badge")
/// pools[badge, default: []].append(view)
/// ```
public enum ReuseKind: Hashable, Sendable {
  /// An item of a section.
  case cell
  /// A section's header.
  case header
  /// A section's footer.
  case footer
  /// A kind of your own, such as a badge or a decoration, named by a string.
  case custom(String)
}

extension ReuseKind: CustomStringConvertible {
  public var description: String {
    switch self {
    case .cell: "cell"
    case .header: "header"
    case .footer: "footer"
    case .custom(let name): name
    }
  }
}
