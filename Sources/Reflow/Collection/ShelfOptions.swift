/// How a shelf spaces its items and where it comes to rest after a swipe.
///
/// ```swift
/// let options = ShelfOptions(itemSpacing: 12, leadingInset: 16, trailingInset: 16,
///                            snapping: .itemLeadingEdge)
/// ```
public struct ShelfOptions: Hashable, Sendable {
  /// The gap between neighbouring items.
  public var itemSpacing: Double
  /// The space before the first item.
  public var leadingInset: Double
  /// The space after the last item.
  public var trailingInset: Double
  /// Where a released swipe comes to rest.
  public var snapping: ShelfSnapping

  /// Creates shelf options.
  ///
  /// - Parameters:
  ///   - itemSpacing: The gap between neighbouring items.
  ///   - leadingInset: The space before the first item; snapped items align to it.
  ///   - trailingInset: The space after the last item.
  ///   - snapping: Where a released swipe comes to rest.
  public init(
    itemSpacing: Double = 8, leadingInset: Double = 0, trailingInset: Double = 0,
    snapping: ShelfSnapping = .none
  ) {
    self.itemSpacing = itemSpacing
    self.leadingInset = leadingInset
    self.trailingInset = trailingInset
    self.snapping = snapping
  }

  /// The options themselves, or the error naming the bad value.
  ///
  /// - Returns: The options, unchanged.
  /// - Throws: ``CollectionError/invalidLength(name:value:)`` for a spacing or inset that is NaN,
  ///   infinite or negative.
  public func validated() throws(CollectionError) -> ShelfOptions {
    try CollectionError.checkLength(itemSpacing, name: "shelf item spacing")
    try CollectionError.checkLength(leadingInset, name: "shelf leading inset")
    try CollectionError.checkLength(trailingInset, name: "shelf trailing inset")
    return self
  }
}

/// Where a shelf comes to rest after a released swipe.
public enum ShelfSnapping: Hashable, Sendable {
  /// Wherever the deceleration ends (clamped to the content).
  case none
  /// The leading edge of an item, aligned with the leading inset: UIKit's
  /// `.continuousGroupLeadingBoundary`.
  case itemLeadingEdge
  /// Whole viewports, at most one page a swipe: UIKit's `.paging`.
  case paging
}
