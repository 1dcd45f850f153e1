/// Virtualized content whose items are numbered: a lazy flow or masonry, whose anchors and
/// requests hold an item's index, so that inserting, removing and moving items moves them.
protocol IndexedVirtualizedContent: VirtualizedContent where Key == Int {
  /// The number of items.
  var count: Int { get }
  /// Appends estimated items, or removes items from the end, to hold `count` items.
  mutating func setCount(_ count: Int)
  /// Inserts `count` estimated items before `index`, within `0...count`.
  mutating func insertItems(count: Int, at index: Int)
  /// Removes the items in `range`, within the items.
  mutating func removeItems(in range: Range<Int>)
  /// Moves the items in `range` so that the first lands at `destination`, both checked.
  mutating func moveItems(_ range: Range<Int>, to destination: Int)
}

/// A ``VirtualizedState`` of numbered items, as ``LayoutEngine``'s item edits drive it.
protocol AnyIndexedState: AnyVirtualizedState {
  var count: Int { get }
  func setCount(_ count: Int)
  func insertItems(count: Int, at index: Int)
  func removeItems(in range: Range<Int>)
  func moveItems(_ range: Range<Int>, to destination: Int)
  /// The anchor and pending request, to put back after edits that moved items without saying.
  func savedKeys() -> SavedKeys
  /// Puts back `saved`, its keys moved by `delta` positions (clamped to the items).
  func restoreKeys(_ saved: SavedKeys, movedBy delta: Int)
}

/// Where an item's position goes when items are inserted or removed: the one rule the engine's
/// edits and a ``PagingChange``'s edits share.
enum ItemPositions {
  /// Position `index` after inserting items at `range`.
  static func afterInserting(_ range: Range<Int>, _ index: Int) -> Int {
    index >= range.lowerBound ? index + range.count : index
  }

  /// Position `index` after removing the items in `range`; `nil` for a removed one.
  static func afterRemoving(_ range: Range<Int>, _ index: Int) -> Int? {
    range.contains(index) ? nil : afterRemoving(range, outside: index)
  }

  /// Position `index`, which is not in `range`, after removing the items in `range`.
  static func afterRemoving(_ range: Range<Int>, outside index: Int) -> Int {
    index >= range.upperBound ? index - range.count : index
  }
}

/// An indexed content's anchor and pending request, as ``AnyIndexedState/savedKeys()`` keeps
/// them.
struct SavedKeys {
  var anchor: ViewportAnchor<Int>?
  var target: (key: Int, alignment: ScrollAlignment)?
}

extension VirtualizedState: AnyIndexedState where Content: IndexedVirtualizedContent {
  var count: Int { content.count }

  func setCount(_ count: Int) {
    let count = Swift.max(0, count)
    guard count != content.count else { return }
    settleScroll()
    content.setCount(count)
    if let target = tracker.target, target.key >= count {
      tracker.target = count > 0 ? (count - 1, target.alignment) : nil
    }
    tracker.remap { $0 < count ? $0 : nil }
  }

  func insertItems(count: Int, at index: Int) {
    guard count > 0 else { return }
    settleScroll()
    content.insertItems(count: count, at: index)
    tracker.remap { ItemPositions.afterInserting(index..<(index + count), $0) }
  }

  func removeItems(in range: Range<Int>) {
    guard !range.isEmpty else { return }
    settleScroll()
    // An anchored item that goes hands over to the item after the removed ones, where it is.
    let successor = range.upperBound < content.count
      ? content.extent(of: range.upperBound).map { (key: range.lowerBound, extent: $0) } : nil
    content.removeItems(in: range)
    tracker.remap({ ItemPositions.afterRemoving(range, $0) }, successor: successor)
  }

  func moveItems(_ range: Range<Int>, to destination: Int) {
    guard !range.isEmpty else { return }
    settleScroll()
    content.moveItems(range, to: destination)
    tracker.remap { index in
      if range.contains(index) { return index - range.lowerBound + destination }
      let rest = ItemPositions.afterRemoving(range, outside: index)
      return ItemPositions.afterInserting(destination..<(destination + range.count), rest)
    }
  }

  func savedKeys() -> SavedKeys {
    settleScroll()
    return SavedKeys(anchor: tracker.anchor, target: tracker.target)
  }

  func restoreKeys(_ saved: SavedKeys, movedBy delta: Int) {
    guard content.count > 0 else { return }
    pendingScroll = nil
    func moved(_ key: Int) -> Int { Swift.min(Swift.max(0, key + delta), content.count - 1) }
    // The anchor keeps the place it held on screen: the next correction brings the item at its
    // new position there.
    tracker.anchor = saved.anchor
    if let key = saved.anchor?.key { tracker.anchor?.key = moved(key) }
    tracker.target = saved.target.map { (moved($0.key), $0.alignment) }
  }
}
