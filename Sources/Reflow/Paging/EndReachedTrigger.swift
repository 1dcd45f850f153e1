/// Decides when scrolling has come close enough to the end of the content to load more.
///
/// It fires when the distance from the viewport's end to the content's end is at most the
/// threshold, once per crossing: it re-arms when the content grows (or changes) or when the
/// viewport moves back out of the zone. So it never asks twice while a page is on its way, it
/// fires on reaching the end exactly (not only on overscroll), and content too short to fill the
/// viewport keeps it firing after every page until the viewport is filled or the source ends.
///
/// ```swift
/// var trigger = try EndReachedTrigger(threshold: .viewportFraction(0.25))
/// if try trigger.update(EndReachedTrigger.Position(offset: y, viewportLength: 844,
///                                                   contentLength: content.height)) {
///   tags.loadNextPage()
/// }
/// ```
///
/// A threshold in items needs the position's `itemCount` and `lastVisibleIndex` (a
/// ``LazyFlowWindow``'s position has both); a position with content but neither makes
/// ``update(_:)`` throw rather than fire on every frame.
public struct EndReachedTrigger: Sendable {
  /// How close to the end counts as reached.
  public enum Threshold: Hashable, Sendable, CustomStringConvertible {
    /// A distance in points.
    case points(Double)
    /// A fraction of the viewport's length: `0.25` fires a quarter viewport before the end.
    case viewportFraction(Double)
    /// A number of items after the last visible one (Android Paging's `prefetchDistance`).
    case items(Int)

    public var description: String {
      switch self {
      case .points(let points): "\(points)pt"
      case .viewportFraction(let fraction): "\(fraction)"
      case .items(let items): "\(items)items"
      }
    }
  }

  /// Where the viewport is, along the scrolling axis.
  public struct Position: Hashable, Sendable {
    /// The viewport's start: the scroll offset.
    public var offset: Double
    /// The viewport's length along the scrolling axis.
    public var viewportLength: Double
    /// The content's length along the scrolling axis.
    public var contentLength: Double
    /// The number of items in the content.
    public var itemCount: Int
    /// The index of the last item at least partly visible, or `nil` when none is.
    public var lastVisibleIndex: Int?

    /// Creates a position.
    public init(
      offset: Double, viewportLength: Double, contentLength: Double, itemCount: Int = 0,
      lastVisibleIndex: Int? = nil
    ) {
      self.offset = offset
      self.viewportLength = viewportLength
      self.contentLength = contentLength
      self.itemCount = itemCount
      self.lastVisibleIndex = lastVisibleIndex
    }

    /// The distance from the viewport's end to the content's end; negative when the content
    /// ends inside the viewport.
    public var distanceToEnd: Double { contentLength - (offset + viewportLength) }
  }

  /// How close to the end counts as reached.
  public let threshold: Threshold
  /// Whether the next update inside the zone fires.
  public private(set) var isArmed = true
  private var lastContentLength: Double?
  private var lastItemCount: Int?

  /// Creates an armed trigger.
  ///
  /// - Parameter threshold: Defaults to a quarter of the viewport, as in the recipe.
  /// - Throws: ``PagingError/invalidThreshold(_:)`` for a NaN, infinite or negative threshold.
  public init(threshold: Threshold = .viewportFraction(0.25)) throws(PagingError) {
    switch threshold {
    case .points(let value), .viewportFraction(let value):
      guard value.isFinite && value >= 0 else { throw .invalidThreshold(threshold.description) }
    case .items(let count):
      guard count >= 0 else { throw .invalidThreshold(threshold.description) }
    }
    self.threshold = threshold
  }

  /// Whether `position` lies within the threshold of the end.
  ///
  /// - Throws: ``PagingError/missingLastVisibleIndex(itemCount:)`` for a threshold in items and a
  ///   position with content but no last visible index.
  public func isInZone(_ position: Position) throws(PagingError) -> Bool {
    switch threshold {
    case .points(let points):
      return position.distanceToEnd <= points + 1e-9
    case .viewportFraction(let fraction):
      return position.distanceToEnd <= fraction * position.viewportLength + 1e-9
    case .items(let items):
      guard let last = position.lastVisibleIndex else {
        if position.itemCount > 0 {
          // Items, none visible: the viewport is past them all, or before them all.
          return position.distanceToEnd <= 1e-9 || position.itemCount <= items
        }
        // No item and no content is an empty list, which should load; content without items
        // is a position built without its item fields.
        guard position.contentLength <= 0 else {
          throw .missingLastVisibleIndex(itemCount: position.itemCount)
        }
        return true
      }
      return position.itemCount - 1 - last <= items
    }
  }

  /// Takes the viewport's new position and says whether to load more now.
  ///
  /// - Returns: `true` once per crossing into the zone.
  /// - Throws: ``PagingError/missingLastVisibleIndex(itemCount:)`` for a threshold in items and a
  ///   position with content but no last visible index: it cannot tell where the end is.
  /// - Complexity: O(1).
  public mutating func update(_ position: Position) throws(PagingError) -> Bool {
    let inZone = try isInZone(position)
    let contentChanged =
      lastContentLength.map { abs($0 - position.contentLength) > 1e-9 } ?? false
      || lastItemCount.map { $0 != position.itemCount } ?? false
    lastContentLength = position.contentLength
    lastItemCount = position.itemCount
    if contentChanged || !inZone { isArmed = true }
    guard inZone && isArmed else { return false }
    isArmed = false
    return true
  }
}
