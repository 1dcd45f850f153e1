/// What a focus search needs to know about a laid-out collection: item frames, the items in a
/// rectangle, reading order, and which shelf (if any) holds an item.
///
/// ``FocusNavigator`` asks only for rectangles near the focused item, growing them until the
/// answer is certain, so a geometry that answers rectangle queries in O(log *n*) (a flow
/// result, the incremental index) gives moves in O(log *n*) too. ``FlowFocusGeometry`` adapts a
/// `FlowResult`.
///
/// Frames are in one coordinate space (the collection's content). Items without area are
/// never focus targets.
public protocol FocusGeometry {
  /// The identity of an item.
  associatedtype ItemID: Hashable
  /// The identity of a group that remembers its last focused item (a shelf); `Never` when
  /// there are none.
  associatedtype GroupID: Hashable = Never

  /// The area focus may move within: searches stop growing at its edges. The content's bounds,
  /// or (as focus engines consider only items near the screen, and to bound the cost of a move
  /// that finds nothing nearby) the viewport grown by a margin.
  var bounds: Rect { get }

  /// The frame of the item `id`, or `nil` when there is no such item.
  func frame(of id: ItemID) -> Rect?

  /// Calls `body` with each item whose frame shares area with `rect`, in any order.
  func forEachItem(intersecting rect: Rect, _ body: (ItemID, Rect) -> Void)

  /// The item after `id` in reading order, or `nil` after the last.
  func item(after id: ItemID) -> ItemID?

  /// The item before `id` in reading order, or `nil` before the first.
  func item(before id: ItemID) -> ItemID?

  /// The group (shelf) holding `id`, or `nil` for an item in no group.
  func focusGroup(of id: ItemID) -> GroupID?
}

extension FocusGeometry where GroupID == Never {
  /// No item is in a group.
  public func focusGroup(of id: ItemID) -> Never? { nil }
}
