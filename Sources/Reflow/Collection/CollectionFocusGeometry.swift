/// A ``CollectionLayout`` as a ``FocusGeometry``: its items where they sit now (shelf items
/// moved by their shelf's offset), reading order across sections, and each shelf a group that
/// remembers its last focused item.
///
/// A masonry section answers as ``MasonryFocusGeometry`` does: focus moves up and down within
/// a lane, and left and right to the nearest item of the neighbouring lane.
///
/// Rectangle queries use the sections' indices, so a focus move costs O(log *n*) per query.
/// Pass the viewport grown by a margin as `bounds`: a move that finds nothing near the focused
/// item stops at its edges instead of searching a million items.
///
/// ```swift
/// let geometry = CollectionFocusGeometry(layout, bounds: nearScreen)
/// var navigator = FocusNavigator<Int, String>()
/// focused = navigator.move(from: focused, .down, in: geometry) ?? focused
/// ```
public struct CollectionFocusGeometry<
  SectionID: Hashable & Sendable, ItemID: Hashable & Sendable
>: FocusGeometry, Sendable {
  /// The laid-out collection.
  public let layout: CollectionLayout<SectionID, ItemID>
  /// The area focus may move within, in content coordinates.
  public let bounds: Rect

  /// Wraps a collection layout.
  ///
  /// - Parameters:
  ///   - layout: The laid-out collection.
  ///   - bounds: The area focus may move within; the whole content when `nil`.
  public init(_ layout: CollectionLayout<SectionID, ItemID>, bounds: Rect? = nil) {
    self.layout = layout
    self.bounds = bounds ?? Rect(origin: .zero, size: layout.contentSize)
  }

  /// The frame of the item `id` where it sits now.
  ///
  /// - Complexity: O(log *n*).
  public func frame(of id: ItemID) -> Rect? { layout.frame(ofItem: id) }

  /// Calls `body` with each item whose frame shares area with `rect`.
  ///
  /// - Complexity: O(log *n* + *r*), for *r* items in the rows `rect` crosses.
  public func forEachItem(intersecting rect: Rect, _ body: (ItemID, Rect) -> Void) {
    let snapshot = layout.snapshot
    let axis = layout.axis
    let lower = rect.origin[axis]
    for section in layout.sections(intersecting: lower, lower + rect.size[axis]) {
      let first = snapshot.sectionStarts[section]
      let shift = layout.sections[section].shelfOffset
      let top = layout.itemsTop(ofSectionAt: section)
      var local = rect
      local.origin[axis] -= top
      local.origin[axis.crossAxis] += shift
      // Read in place: a copy of the index would retain every buffer of its flow.
      layout.sections[section].items.forEachFrame(intersecting: local) { index, frame in
        var frame = frame
        frame.origin[axis] += top
        frame.origin[axis.crossAxis] -= shift
        if frame.intersects(rect) { body(snapshot.itemList[first + index], frame) }
      }
    }
  }

  /// The next item in the snapshot's order, or `nil` after the last.
  public func item(after id: ItemID) -> ItemID? {
    guard let flat = layout.snapshot.itemPositions[id],
      flat + 1 < layout.snapshot.itemList.count
    else { return nil }
    return layout.snapshot.itemList[flat + 1]
  }

  /// The previous item in the snapshot's order, or `nil` before the first.
  public func item(before id: ItemID) -> ItemID? {
    guard let flat = layout.snapshot.itemPositions[id], flat > 0 else { return nil }
    return layout.snapshot.itemList[flat - 1]
  }

  /// The shelf section holding `id`, or `nil` for an item of another style.
  public func focusGroup(of id: ItemID) -> SectionID? {
    guard let position = layout.snapshot.position(of: id),
      layout.sections[position.section].isShelf
    else { return nil }
    return layout.snapshot.sectionList[position.section].id
  }
}
