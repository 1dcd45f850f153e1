/// A section of a ``CollectionSnapshot``: its id, how it arranges its items, and its optional
/// header and footer.
///
/// ```swift
/// let section = CollectionSection(id: "recent", style: .columns(count: 3, spacing: 8),
///                                 header: .header(pinned: true))
/// ```
public struct CollectionSection<ID: Hashable & Sendable>: Hashable, Sendable {
  /// The section's identity across snapshots.
  public var id: ID
  /// How the section arranges its items.
  public var style: SectionStyle
  /// The header before its items, if any.
  public var header: SupplementaryElement?
  /// The footer after its items, if any.
  public var footer: SupplementaryElement?
  /// A number that changes when the section's header or footer content changes: a section
  /// whose version (or style, header or footer) differs between two snapshots is reloaded.
  public var contentVersion: Int

  /// Creates a section description.
  ///
  /// - Parameters:
  ///   - id: The section's identity across snapshots.
  ///   - style: How the section arranges its items.
  ///   - header: The header before its items, if any.
  ///   - footer: The footer after its items, if any.
  ///   - contentVersion: Changes when the header or footer content changes.
  public init(
    id: ID, style: SectionStyle = .flow(FlowOptions()), header: SupplementaryElement? = nil,
    footer: SupplementaryElement? = nil, contentVersion: Int = 0
  ) {
    self.id = id
    self.style = style
    self.header = header
    self.footer = footer
    self.contentVersion = contentVersion
  }
}
