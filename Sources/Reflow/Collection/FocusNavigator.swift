/// Moves focus through a collection the way a TV focus engine does, and remembers the last
/// focused item of each shelf so that coming back to a shelf lands where you left it.
///
/// For an arrow, the candidates are the items wholly beyond the focused one in that direction.
/// Among them, items in its *beam* (overlapping it along the other axis) come first, nearest
/// first — unless an item outside the beam lies entirely closer, as the short row between a
/// long row and the next long one does; then the nearest by distance wins (13 × the gap along
/// the direction², plus the distance between centres across it²), so focus never skips a row.
/// ``FocusDirection/next`` and ``FocusDirection/previous`` follow reading order. A move into a
/// shelf from outside it lands on the shelf's remembered item while that item still exists.
///
/// ```
/// down from D, the end of a long row, into a short one:
/// A B C D        no item below D overlaps it,
/// E F     ← F    so the nearest of the short row wins
/// G H I J
/// ```
///
/// ```swift
/// var navigator = FocusNavigator<Int, Never>()
/// let geometry = FlowFocusGeometry(result)
/// if let next = navigator.move(from: focused, .down, in: geometry) { focused = next }
/// ```
///
/// The search asks the geometry for rectangles that start at the focused item and double until
/// no item outside them could win, so a move costs O(log *n*) queries' worth when the geometry
/// answers a rectangle query in O(log *n*) and rows are short.
public struct FocusNavigator<ItemID: Hashable & Sendable, GroupID: Hashable & Sendable>: Sendable {
  /// The last item focused in each group (shelf).
  public private(set) var rememberedItems: [GroupID: ItemID] = [:]

  /// The farthest a focus target may lie from the focused item, along the move and across it;
  /// infinite by default.
  ///
  /// A move with no candidate near the focused item widens its search until it covers the
  /// bounds, which on a long layout asks for rectangles crossing many rows; a limit (a screen or
  /// two) bounds that cost, as a TV focus engine searches only near the screen.
  public var maximumDistance: Double

  /// Creates a navigator that remembers nothing yet.
  ///
  /// - Parameter maximumDistance: The farthest a focus target may lie from the focused item.
  public init(maximumDistance: Double = .infinity) {
    self.maximumDistance = maximumDistance
  }

  /// The item focus moves to from `id` in `direction`, or `nil` when there is none (focus then
  /// stays): the geometric neighbour, or a shelf's remembered item when the move enters it. The
  /// item it returns is remembered for its group.
  ///
  /// - Parameters:
  ///   - id: The focused item.
  ///   - direction: The arrow pressed, or reading order.
  ///   - geometry: The laid-out collection.
  /// - Returns: The item to focus, or `nil` to keep the focus where it is.
  /// - Complexity: O(log(*B* / *d*)) rectangle queries, where *B* is the extent of the bounds
  ///   and *d* the focused item's size, each as costly as the geometry makes it.
  public mutating func move<Geometry: FocusGeometry>(
    from id: ItemID, _ direction: FocusDirection, in geometry: Geometry
  ) -> ItemID? where Geometry.ItemID == ItemID, Geometry.GroupID == GroupID {
    guard
      var target = Self.neighbor(
        of: id, direction, in: geometry, maximumDistance: maximumDistance)
    else { return nil }
    if let group = geometry.focusGroup(of: target), group != geometry.focusGroup(of: id),
      let remembered = rememberedItems[group], remembered != target,
      geometry.frame(of: remembered) != nil, geometry.focusGroup(of: remembered) == group
    {
      target = remembered
    }
    remember(target, in: geometry)
    return target
  }

  /// Records that `id` has focus, for when focus moves without the navigator (a tap, a
  /// programmatic change): a later move into its shelf comes back to it.
  ///
  /// - Complexity: O(1) expected, plus one `focusGroup(of:)` call.
  public mutating func remember<Geometry: FocusGeometry>(_ id: ItemID, in geometry: Geometry)
  where Geometry.ItemID == ItemID, Geometry.GroupID == GroupID {
    if let group = geometry.focusGroup(of: id) { rememberedItems[group] = id }
  }

  /// Forgets the remembered items of some groups (those gone from the collection), or of all.
  ///
  /// - Parameter shouldForget: Whether to forget a group's item; every group by default.
  public mutating func forget(where shouldForget: (GroupID) -> Bool = { _ in true }) {
    rememberedItems = rememberedItems.filter { !shouldForget($0.key) }
  }

  /// The geometric neighbour of `id` in `direction`, without any shelf memory.
  ///
  /// - Parameters:
  ///   - id: The focused item.
  ///   - direction: The arrow pressed, or reading order.
  ///   - geometry: The laid-out collection.
  ///   - maximumDistance: The farthest a target may lie, along the move and across it.
  /// - Returns: The neighbour, or `nil` when there is none or `id` has no frame.
  /// - Complexity: As ``move(from:_:in:)``.
  @inlinable public static func neighbor<Geometry: FocusGeometry>(
    of id: ItemID, _ direction: FocusDirection, in geometry: Geometry,
    maximumDistance: Double = .infinity
  ) -> ItemID? where Geometry.ItemID == ItemID {
    switch direction {
    case .next: return geometry.item(after: id)
    case .previous: return geometry.item(before: id)
    case .up, .down, .left, .right:
      guard let frame = geometry.frame(of: id) else { return nil }
      let search = FocusSearch(
        origin: id, frame: frame, direction: direction, bounds: geometry.bounds,
        limit: maximumDistance)
      return search.run(in: geometry)
    }
  }
}
