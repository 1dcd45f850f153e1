/// How a ``Masonry`` divides its container into lanes, spaces its items and chooses their lanes.
///
/// The semantics are CSS masonry (`display: grid-lanes`):
///
/// | option | CSS |
/// |---|---|
/// | `lanes` | `grid-template-columns` (`grid-template-rows` for a horizontal masonry) |
/// | `laneSpacing` | `column-gap` (`row-gap`) |
/// | `itemSpacing` | `row-gap` (`column-gap`) |
/// | `insets` | `padding` |
/// | `direction` | `direction`: lanes start at the leading edge |
/// | `axis` | `.vertical`: lanes are columns, items stack downwards; `.horizontal`: lanes are rows, items run along the reading direction |
/// | `tolerance` | `flow-tolerance` (`normal` is 16) |
///
/// ```swift
/// let options = MasonryOptions(lanes: .count(3), laneSpacing: 10, itemSpacing: 8)
/// ```
public struct MasonryOptions: Hashable, Sendable {
  /// The most lanes a masonry has: ``MasonryLanes/count(_:)`` and ``MasonryLanes/fixed(_:)``
  /// may ask for no more, and ``MasonryLanes/adaptive(minimum:)`` fits no more.
  public static let maximumLaneCount = 1_024

  /// How the extent across the lanes is divided into lanes.
  public var lanes: MasonryLanes
  /// Space between neighbouring lanes. Never added before the first or after the last.
  public var laneSpacing: Double
  /// Space between consecutive items of a lane. Never added before the first item.
  public var itemSpacing: Double
  /// Space between the container's edges and its content.
  ///
  /// As CSS padding, insets never shrink below themselves: a container narrower than its
  /// leading and trailing insets is widened to them (and likewise in height), and right-to-left
  /// frames mirror within the widened box.
  public var insets: Insets
  /// Whether lanes (and, in a horizontal masonry, items along them) start from the left or from
  /// the right; `nil` is left to right.
  public var direction: WritingDirection?
  /// `.vertical` (the default): lanes are columns and items stack downwards, for content that
  /// scrolls vertically. `.horizontal`: lanes are rows and items run along the reading
  /// direction.
  public var axis: LayoutAxis
  /// How much further along a lane may have run and still win over the lanes after it in order,
  /// as CSS `flow-tolerance`: 0 always takes the shortest lane; the default 16 keeps items in
  /// reading order where lanes are nearly level.
  ///
  /// Lanes whose positions differ by a billionth or less (rounding) count as level.
  public var tolerance: Double

  /// Creates options; every parameter but the lanes defaults to CSS's initial value.
  ///
  /// - Parameters:
  ///   - lanes: The lanes: a count, fixed lengths, or an adaptive minimum.
  ///   - laneSpacing: Space between lanes.
  ///   - itemSpacing: Space between consecutive items of a lane.
  ///   - insets: Space between the container's edges and its content.
  ///   - direction: The reading direction; `nil` is left to right.
  ///   - axis: `.vertical` for columns, `.horizontal` for rows.
  ///   - tolerance: How much further a lane may have run and still be taken in order.
  public init(
    lanes: MasonryLanes, laneSpacing: Double = 0, itemSpacing: Double = 0,
    insets: Insets = .zero, direction: WritingDirection? = nil, axis: LayoutAxis = .vertical,
    tolerance: Double = 16
  ) {
    self.lanes = lanes
    self.laneSpacing = laneSpacing
    self.itemSpacing = itemSpacing
    self.insets = insets
    self.direction = direction
    self.axis = axis
    self.tolerance = tolerance
  }

  /// Checks every value, returning the options unchanged when they are valid.
  ///
  /// - Throws: ``ReflowError/invalidSpacing(name:value:)``,
  ///   ``ReflowError/invalidInset(edge:value:)``, ``ReflowError/invalidTolerance(tolerance:)``,
  ///   ``ReflowError/invalidLaneCount(count:)``, ``ReflowError/invalidLaneLength(lane:length:)``
  ///   or ``ReflowError/invalidLaneMinimum(minimum:)`` naming the first bad value.
  public func validated() throws(ReflowError) -> MasonryOptions {
    func isLength(_ value: Double) -> Bool { value.isFinite && value >= 0 }
    guard isLength(laneSpacing) else {
      throw .invalidSpacing(name: "laneSpacing", value: laneSpacing)
    }
    guard isLength(itemSpacing) else {
      throw .invalidSpacing(name: "itemSpacing", value: itemSpacing)
    }
    for (edge, value) in [
      ("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom),
      ("trailing", insets.trailing),
    ] where !isLength(value) {
      throw .invalidInset(edge: edge, value: value)
    }
    guard isLength(tolerance) else { throw .invalidTolerance(tolerance: tolerance) }
    switch lanes {
    case .count(let count):
      guard count >= 1 && count <= Self.maximumLaneCount else {
        throw .invalidLaneCount(count: count)
      }
    case .fixed(let lengths):
      guard !lengths.isEmpty && lengths.count <= Self.maximumLaneCount else {
        throw .invalidLaneCount(count: lengths.count)
      }
      for (lane, length) in lengths.enumerated() where !isLength(length) {
        throw .invalidLaneLength(lane: lane, length: length)
      }
    case .adaptive(let minimum):
      guard minimum.isFinite && minimum > 0 else { throw .invalidLaneMinimum(minimum: minimum) }
    }
    return self
  }
}
