/// One item of a masonry: how long it is along its lane, how many lanes it covers, and
/// optionally the lane it must start in.
///
/// ```swift
/// let items = [
///   MasonryItem(length: 120),                 // 120 points tall in a vertical masonry
///   MasonryItem(aspectRatio: 1.5),            // a 3:2 photo: as tall as its lane's width / 1.5
///   MasonryItem(length: 40, span: 2),         // covers two lanes
///   MasonryItem(length: 60, lane: 0),         // always in the first lane
/// ]
/// ```
public struct MasonryItem: Hashable, Sendable {
  /// How an item's length along its lane is given.
  public enum Sizing: Hashable, Sendable {
    /// The length along the lane (the height, in a vertical masonry): finite, at least 0.
    case length(Double)
    /// Width ÷ height, finite and greater than 0: the length follows from the extent of the
    /// lanes the item covers (CSS `aspect-ratio`).
    case aspectRatio(Double)
  }

  /// The item's length, or the aspect ratio it follows from.
  public var sizing: Sizing
  /// How many adjacent lanes the item covers, from 1 (the default) to the number of lanes
  /// (CSS `grid-column: span k`).
  public var span: Int
  /// The first lane the item covers, from 0, whatever the lanes' positions; `nil` (the
  /// default) lets the masonry choose (CSS `grid-column: i + 1 / span k`).
  public var lane: Int?

  /// Creates an item.
  ///
  /// - Parameters:
  ///   - sizing: Its length, or its aspect ratio.
  ///   - span: How many lanes it covers.
  ///   - lane: The first lane it covers, or `nil` to let the masonry choose.
  public init(_ sizing: Sizing, span: Int = 1, lane: Int? = nil) {
    self.sizing = sizing
    self.span = span
    self.lane = lane
  }

  /// Creates an item of a given length along its lane.
  ///
  /// - Parameters:
  ///   - length: Its length along the lane (its height, in a vertical masonry).
  ///   - span: How many lanes it covers.
  ///   - lane: The first lane it covers, or `nil` to let the masonry choose.
  public init(length: Double, span: Int = 1, lane: Int? = nil) {
    self.init(.length(length), span: span, lane: lane)
  }

  /// Creates an item whose length follows from its aspect ratio and the lanes it covers.
  ///
  /// - Parameters:
  ///   - aspectRatio: Width ÷ height, such as 1.5 for a 3:2 landscape photo.
  ///   - span: How many lanes it covers.
  ///   - lane: The first lane it covers, or `nil` to let the masonry choose.
  public init(aspectRatio: Double, span: Int = 1, lane: Int? = nil) {
    self.init(.aspectRatio(aspectRatio), span: span, lane: lane)
  }

  /// Whether the item is valid in a masonry of `laneCount` lanes: ``validationError(at:laneCount:)``
  /// is `nil`.
  @inline(__always)
  func isValid(laneCount: Int) -> Bool {
    let sizingIsValid =
      switch sizing {
      case .length(let length): length.isFinite && length >= 0
      case .aspectRatio(let ratio): ratio.isFinite && ratio > 0
      }
    guard sizingIsValid, span >= 1, span <= laneCount else { return false }
    guard let lane else { return true }
    return lane >= 0 && lane <= laneCount - span
  }

  /// The error for this item at `index` of a masonry with `laneCount` lanes, or `nil` when it
  /// is valid there.
  func validationError(at index: Int, laneCount: Int) -> ReflowError? {
    if let error = sizing.validationError(at: index) { return error }
    guard span >= 1 && span <= laneCount else {
      return .invalidSpan(index: index, span: span, laneCount: laneCount)
    }
    if let lane, lane < 0 || lane > laneCount - span {
      return .laneOutOfRange(index: index, lane: lane, span: span, laneCount: laneCount)
    }
    return nil
  }
}

extension MasonryItem.Sizing {
  /// The error for this sizing at `index`, or `nil` when it is valid.
  func validationError(at index: Int) -> ReflowError? {
    switch self {
    case .length(let length):
      length.isFinite && length >= 0 ? nil : .invalidItemLength(index: index, length: length)
    case .aspectRatio(let ratio):
      ratio.isFinite && ratio > 0 ? nil : .invalidAspectRatio(index: index, aspectRatio: ratio)
    }
  }
}
