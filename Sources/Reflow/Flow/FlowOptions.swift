/// How a ``Flow`` spaces, aligns, orients and breaks its items into lines.
///
/// The semantics are CSS flexbox with `flex-wrap: wrap`:
///
/// | option | CSS |
/// |---|---|
/// | `itemSpacing` | gap along the main axis |
/// | `lineSpacing` | gap between lines |
/// | `alignment` | `justify-content` (`safe` for center and trailing) |
/// | `itemAlignment` | `align-items` |
/// | `lineAlignment` | `align-content` (`safe` for center and bottom) |
/// | `direction` | `direction` |
/// | `axis` | `flex-direction: row` (horizontal) or `column` (vertical) |
/// | `insets` | `padding` |
/// | `lineBreaking` | `flex-wrap: wrap` (greedy) or `balance` (balanced) |
///
/// Two options no CSS has: `lineLimit` (SwiftUI's name) shows only the first lines, and
/// `maxItemsPerLine` (Compose's `maxItemsInEachRow`) closes a line after that many items.
/// Every option's default leaves the layout as CSS's initial values do.
public struct FlowOptions: Hashable, Sendable {
  /// Space between neighbouring items on a line. Never added before the first or after the last.
  public var itemSpacing: Double
  /// Space between neighbouring lines. Never added before the first line.
  public var lineSpacing: Double
  /// Space between the container's edges and its content.
  ///
  /// As CSS padding, insets never shrink below themselves: a container narrower than its
  /// leading and trailing insets is widened to them (and likewise in height), and right-to-left
  /// frames mirror within the widened box.
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
  /// How the lines share the container's extent across them (its height, for rows) when they
  /// do not fill it: CSS `align-content`. Only a finite extent has free space to share.
  public var lineAlignment: FlowLineAlignment
  /// Where lines break: ``FlowLineBreaking/greedy`` fills each line before starting the next;
  /// ``FlowLineBreaking/balanced`` evens the lines out.
  public var lineBreaking: FlowLineBreaking
  /// The most lines laid out, at least 1; `nil` (the default) for no limit.
  ///
  /// The items that do not fit in the first `lineLimit` lines are hidden: they get no frame,
  /// and ``FlowResult/hiddenCount`` counts them. They are always the last items. Alignment,
  /// `lineAlignment` included, considers the visible lines only. A ``Flow`` given an overflow
  /// indicator shows it, "+N more" style, at the end of the last visible line.
  public var lineLimit: Int?
  /// The most items on one line, at least 1; `nil` (the default) for no limit. A line closes
  /// after that many items even when the next would fit.
  public var maxItemsPerLine: Int?

  /// Creates options; every parameter defaults to CSS flexbox's initial value.
  public init(
    itemSpacing: Double = 0,
    lineSpacing: Double = 0,
    insets: Insets = .zero,
    alignment: FlowAlignment = .leading,
    itemAlignment: FlowItemAlignment = .top,
    direction: WritingDirection? = nil,
    axis: LayoutAxis = .horizontal,
    lineAlignment: FlowLineAlignment = .top,
    lineBreaking: FlowLineBreaking = .greedy,
    lineLimit: Int? = nil,
    maxItemsPerLine: Int? = nil
  ) {
    self.itemSpacing = itemSpacing
    self.lineSpacing = lineSpacing
    self.insets = insets
    self.alignment = alignment
    self.itemAlignment = itemAlignment
    self.direction = direction
    self.axis = axis
    self.lineAlignment = lineAlignment
    self.lineBreaking = lineBreaking
    self.lineLimit = lineLimit
    self.maxItemsPerLine = maxItemsPerLine
  }

  /// Checks every value, returning the options unchanged when they are valid.
  ///
  /// - Throws: ``ReflowError/invalidSpacing(name:value:)``,
  ///   ``ReflowError/invalidInset(edge:value:)`` or ``ReflowError/invalidLimit(name:value:)``
  ///   naming the first bad value.
  public func validated() throws(ReflowError) -> FlowOptions {
    // Checked one by one rather than from arrays: a flow is often made for a few items.
    func isLength(_ value: Double) -> Bool { value.isFinite && value >= 0 }
    guard isLength(itemSpacing) else {
      throw .invalidSpacing(name: "itemSpacing", value: itemSpacing)
    }
    guard isLength(lineSpacing) else {
      throw .invalidSpacing(name: "lineSpacing", value: lineSpacing)
    }
    guard isLength(insets.top) else { throw .invalidInset(edge: "top", value: insets.top) }
    guard isLength(insets.leading) else {
      throw .invalidInset(edge: "leading", value: insets.leading)
    }
    guard isLength(insets.bottom) else { throw .invalidInset(edge: "bottom", value: insets.bottom) }
    guard isLength(insets.trailing) else {
      throw .invalidInset(edge: "trailing", value: insets.trailing)
    }
    if let lineLimit, lineLimit < 1 { throw .invalidLimit(name: "lineLimit", value: lineLimit) }
    if let maxItemsPerLine, maxItemsPerLine < 1 {
      throw .invalidLimit(name: "maxItemsPerLine", value: maxItemsPerLine)
    }
    return self
  }
}
