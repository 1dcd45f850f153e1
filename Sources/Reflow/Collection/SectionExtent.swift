/// Where one section lies along the scroll axis, with the lengths of its header and footer and
/// whether they pin to the visible bounds.
///
/// The section spans `start..<end`, header and footer included: its header naturally sits at
/// `start`, its footer ends at `end`. Lengths are along the scroll axis (heights in a vertical
/// scroll).
///
/// ```swift
/// let section = SectionExtent(start: 0, end: 400, header: 40, pinsHeader: true)
/// ```
public struct SectionExtent: Hashable, Sendable {
  /// Where the section begins, header included.
  public var start: Double
  /// Where the section ends, footer included.
  public var end: Double
  /// The header's length, or `nil` for a section without one.
  public var header: Double?
  /// The footer's length, or `nil` for a section without one.
  public var footer: Double?
  /// Whether the header sticks to the viewport's leading edge while the section is on screen.
  public var pinsHeader: Bool
  /// Whether the footer sticks to the viewport's trailing edge while the section is on screen.
  public var pinsFooter: Bool

  /// Creates a section extent.
  ///
  /// - Parameters:
  ///   - start: Where the section begins, header included.
  ///   - end: Where the section ends, footer included.
  ///   - header: The header's length, or `nil` for none.
  ///   - footer: The footer's length, or `nil` for none.
  ///   - pinsHeader: Whether the header sticks to the viewport's leading edge.
  ///   - pinsFooter: Whether the footer sticks to the viewport's trailing edge.
  public init(
    start: Double, end: Double, header: Double? = nil, footer: Double? = nil,
    pinsHeader: Bool = false, pinsFooter: Bool = false
  ) {
    self.start = start
    self.end = end
    self.header = header
    self.footer = footer
    self.pinsHeader = pinsHeader
    self.pinsFooter = pinsFooter
  }

  /// The section's length along the scroll axis.
  public var length: Double { end - start }

  /// Where the header begins for a viewport starting at `viewportStart`: its natural place,
  /// or, pinned, `max(start, min(viewportStart, end - header))`.
  ///
  /// - Complexity: O(1).
  public func headerOffset(viewportStart: Double) -> Double {
    guard pinsHeader, let header else { return start }
    return Swift.max(start, Swift.min(viewportStart, end - header))
  }

  /// Where the footer begins for a viewport ending at `viewportEnd`: its natural place, or,
  /// pinned, `min(end - footer, max(viewportEnd - footer, start + header))`.
  ///
  /// - Complexity: O(1).
  public func footerOffset(viewportEnd: Double) -> Double {
    let footer = footer ?? 0
    let natural = end - footer
    guard pinsFooter else { return natural }
    return Swift.min(natural, Swift.max(viewportEnd - footer, start + (header ?? 0)))
  }
}

/// Where a header or footer sits along the scroll axis for one viewport.
public struct SupplementPlacement: Hashable, Sendable {
  /// Whether a placement is a section's header or its footer.
  public enum Role: Hashable, Sendable {
    /// Before the section's items.
    case header
    /// After the section's items.
    case footer
  }

  /// The section's index.
  public var section: Int
  /// Header or footer.
  public var role: Role
  /// Where it begins along the scroll axis, in content coordinates.
  public var offset: Double
  /// Its length along the scroll axis.
  public var length: Double
  /// Whether it is away from its natural place: stuck to the viewport's edge, or being pushed
  /// off by the section's end (start, for a footer). A renderer draws these above the items.
  public var isPinned: Bool

  /// Creates a placement.
  public init(section: Int, role: Role, offset: Double, length: Double, isPinned: Bool) {
    self.section = section
    self.role = role
    self.offset = offset
    self.length = length
    self.isPinned = isPinned
  }

  /// Where it ends along the scroll axis.
  public var end: Double { offset + length }
}
