/// How a ``Flow`` spaces, aligns and orients its items.
///
/// The semantics are CSS flexbox with `flex-wrap: wrap` and `align-content: flex-start`:
///
/// | option | CSS |
/// |---|---|
/// | `itemSpacing` | gap along the main axis |
/// | `lineSpacing` | gap between lines |
/// | `alignment` | `justify-content` (`safe` for center and trailing) |
/// | `itemAlignment` | `align-items` |
/// | `direction` | `direction` |
/// | `axis` | `flex-direction: row` (horizontal) or `column` (vertical) |
/// | `insets` | `padding` |
public struct FlowOptions: Hashable, Sendable {
  /// Space between neighbouring items on a line. Never added before the first or after the last.
  public var itemSpacing: Double
  /// Space between neighbouring lines. Never added before the first line.
  public var lineSpacing: Double
  /// Space between the container's edges and its content.
  public var insets: Insets
  /// Where a line's items sit along the main axis, and how its free space is shared.
  public var alignment: FlowAlignment
  /// Where an item sits across its line when it is shorter than the line.
  public var itemAlignment: FlowItemAlignment
  /// Whether lines read from the left or from the right; `nil` takes the surrounding
  /// direction: the engine's ``LayoutEngine/layoutDirection`` (or a
  /// ``ElementBuilder/layoutDirection(_:id:content:)`` around the flow) in an arrangement, and
  /// left to right in a standalone ``Flow``.
  public var direction: WritingDirection?
  /// `.horizontal` fills rows that wrap at the container's width; `.vertical` fills columns
  /// that wrap at the container's height.
  public var axis: LayoutAxis

  /// Creates options; every parameter defaults to CSS flexbox's initial value.
  public init(
    itemSpacing: Double = 0,
    lineSpacing: Double = 0,
    insets: Insets = .zero,
    alignment: FlowAlignment = .leading,
    itemAlignment: FlowItemAlignment = .top,
    direction: WritingDirection? = nil,
    axis: LayoutAxis = .horizontal
  ) {
    self.itemSpacing = itemSpacing
    self.lineSpacing = lineSpacing
    self.insets = insets
    self.alignment = alignment
    self.itemAlignment = itemAlignment
    self.direction = direction
    self.axis = axis
  }

  /// Checks every value, returning the options unchanged when they are valid.
  ///
  /// - Throws: ``ReflowError/invalidSpacing(name:value:)`` or
  ///   ``ReflowError/invalidInset(edge:value:)`` naming the first bad value.
  public func validated() throws(ReflowError) -> FlowOptions {
    for (name, value) in [("itemSpacing", itemSpacing), ("lineSpacing", lineSpacing)]
    where !(value.isFinite && value >= 0) {
      throw .invalidSpacing(name: name, value: value)
    }
    let edges = [
      ("top", insets.top), ("leading", insets.leading),
      ("bottom", insets.bottom), ("trailing", insets.trailing),
    ]
    for (edge, value) in edges where !(value.isFinite && value >= 0) {
      throw .invalidInset(edge: edge, value: value)
    }
    return self
  }
}

/// Where a line's items sit along the main axis: CSS `justify-content`.
///
/// A line whose single item is longer than the line always starts at the leading edge, whatever
/// the alignment (CSS `safe` alignment), so no part of it is pushed out of reach. A line of
/// infinite extent has no centre or end: every alignment packs it at the leading edge.
public enum FlowAlignment: String, CaseIterable, Hashable, Sendable {
  /// Packed against the leading edge.
  case leading
  /// Centred, with equal free space at both ends.
  case center
  /// Packed against the trailing edge.
  case trailing
  /// Free space shared between items; a line of one item is leading.
  case spaceBetween
  /// Free space shared around items, half a share at each end; one item is centred.
  case spaceAround
  /// Free space shared equally before, between and after items; one item is centred.
  case spaceEvenly
}

/// Where an item sits across a line taller than itself: CSS `align-items`.
public enum FlowItemAlignment: String, CaseIterable, Hashable, Sendable {
  /// Against the line's start (its top, or its leading edge in vertical layouts).
  case top
  /// Centred in the line.
  case center
  /// Against the line's end (its bottom, or its trailing edge in vertical layouts).
  case bottom
}
