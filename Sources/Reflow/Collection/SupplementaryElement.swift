/// A section's header or footer as a snapshot describes it: its reuse kind and whether it pins
/// to the visible bounds.
///
/// A pinned header sticks to the viewport's leading edge while its section is on screen and is
/// pushed away by the section's end (UIKit's `pinToVisibleBounds`, SwiftUI's `pinnedViews`); a
/// pinned footer does the same at the trailing edge. ``SectionExtents`` computes where they sit.
///
/// ```swift
/// let header = SupplementaryElement(kind: .header, isPinned: true)
/// ```
public struct SupplementaryElement: Hashable, Sendable {
  /// The kind of view a renderer recycles for it.
  public var kind: ReuseKind
  /// Whether it sticks to the viewport's edge while its section is on screen.
  public var isPinned: Bool

  /// Creates a header or footer description.
  ///
  /// - Parameters:
  ///   - kind: The kind of view a renderer recycles for it.
  ///   - isPinned: Whether it sticks to the viewport's edge while its section is on screen.
  public init(kind: ReuseKind, isPinned: Bool = false) {
    self.kind = kind
    self.isPinned = isPinned
  }

  /// A header, pinned or not.
  public static func header(pinned: Bool = false) -> SupplementaryElement {
    SupplementaryElement(kind: .header, isPinned: pinned)
  }

  /// A footer, pinned or not.
  public static func footer(pinned: Bool = false) -> SupplementaryElement {
    SupplementaryElement(kind: .footer, isPinned: pinned)
  }
}
