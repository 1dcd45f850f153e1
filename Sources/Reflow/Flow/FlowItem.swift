/// One item of a flow with its per-item properties: a size, and optionally how much it grows,
/// where its baseline is, and whether it starts a new line.
///
/// Items that only have a size lay out exactly as the size alone does; ``Flow`` takes either.
///
/// ```swift
/// let items = [
///   FlowItem(Size(width: 60, height: 28), grow: 1),            // takes a share of free space
///   FlowItem(Size(width: 90, height: 40), baseline: 30),       // for itemAlignment .baseline
///   FlowItem(Size(width: 80, height: 28), breakBefore: true),  // always starts a line
/// ]
/// let result = try Flow.layout(items, in: Size(width: 390, height: .infinity))
/// ```
public struct FlowItem: Hashable, Sendable {
  /// The item's natural size: its frame's size unless it grows along the line or stretches
  /// across it.
  public var size: Size
  /// How much of its line's free space the item takes, as CSS `flex-grow`: 0 (the default)
  /// keeps its length.
  ///
  /// Lines are broken on natural lengths; then each line's positive free space is shared in
  /// proportion to the `grow` of its items. When a line's factors sum to less than 1, only that
  /// fraction of the free space is shared (two items of `grow: 0.25` take a quarter each), and
  /// ``FlowOptions/alignment`` places what is left.
  public var grow: Double
  /// The distance from the item's top edge to its baseline, from 0 to its height, used by
  /// ``FlowItemAlignment/baseline``; `nil` (the default) is the bottom edge.
  public var baseline: Double?
  /// Whether the item starts a new line even when it fits the rest of the current one; it has
  /// no effect on the first item.
  public var breakBefore: Bool

  /// Creates an item.
  ///
  /// - Parameters:
  ///   - size: The natural size; both dimensions finite and at least 0.
  ///   - grow: The share of free space it takes (CSS `flex-grow`), finite and at least 0.
  ///   - baseline: Its baseline from its top edge, from 0 to its height; `nil` for the bottom.
  ///   - breakBefore: Whether it always starts a new line.
  public init(_ size: Size, grow: Double = 0, baseline: Double? = nil, breakBefore: Bool = false) {
    self.size = size
    self.grow = grow
    self.baseline = baseline
    self.breakBefore = breakBefore
  }

  /// Checks the item, returning the error ``Flow`` throws for it at `index`.
  func validationError(at index: Int) -> ReflowError? {
    guard size.isValidLayoutSize else { return .invalidItemSize(index: index, size: size) }
    guard grow.isFinite && grow >= 0 else { return .invalidGrow(index: index, grow: grow) }
    if let baseline, !(baseline >= 0 && baseline <= size.height) {
      return .invalidBaseline(index: index, baseline: baseline, height: size.height)
    }
    return nil
  }
}
