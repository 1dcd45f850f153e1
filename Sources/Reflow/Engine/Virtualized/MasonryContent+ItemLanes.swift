/// The lanes of each item of a masonry, as its declarations give them (`itemLanes`).
///
/// An item's span and explicit lane move every item after it, so the index needs them for every
/// item, declared or not, from the moment the item is added: items appended through the count
/// or inserted during a declaration are asked at once. Items inserted between declarations
/// (``LayoutEngine/insertItems(count:at:in:)``, ``LayoutEngine/apply(_:to:)``) cannot be: the
/// closure of the last declaration may read data that no longer matches the indices. They are
/// placed in one lane, kept in ``MasonryContent/unresolved``, and the next declaration, before
/// anything is laid out or anchored, places them again with their lanes.
extension MasonryContent {
  /// Item `index`, not measured yet, covering `lanes` of `laneCount`; bad lanes fall back (see
  /// ``MasonryItemLanes``), the first kept in ``rejection`` for this arrangement.
  ///
  /// It reads nothing of the index, which is being edited while it runs.
  func estimatedItem(at index: Int, lanes: MasonryItemLanes, of laneCount: Int) -> MasonryItem {
    guard lanes != .single else { return MasonryItem(length: estimate) }
    let isFixed = if case .adaptive = options.lanes { false } else { true }
    // A masonry that fell back to one lane reports its options, not every item's lanes.
    let (item, error) = lanes.item(
      .length(estimate), at: index, laneCount: laneCount,
      laneCountIsFixed: isFixed && fallback == nil)
    if let error, rejection?.generation != generation {
      rejection = (error, generation)
    }
    return item
  }

  /// Starts a declaration in arrangement `generation` that gives the items' lanes (or not):
  /// appends or removes items to hold `count` (through `setCount`) and places the items
  /// inserted since the last declaration with their lanes.
  ///
  /// - Complexity: O(*m*) calls of `itemLanes`, for the *m* items added or waiting, plus their
  ///   placement.
  func declare(
    itemLanes: ((Int) -> MasonryItemLanes)?, generation: Int, setCount: () -> Void
  ) {
    self.generation = generation
    self.itemLanes = itemLanes
    usesItemLanes = itemLanes != nil
    defer { self.itemLanes = nil }
    setCount()
    let waiting = unresolved.ranges
    unresolved = IntervalSet()
    guard let itemLanes else { return }
    let laneCount = index.laneCount
    for range in waiting {
      try? index.replaceSubrange(range, estimatedCount: range.count) {
        self.estimatedItem(at: $0, lanes: itemLanes($0), of: laneCount)
      }
    }
  }

  /// The bad lanes found in arrangement `generation`, to report.
  func rejectedLanes(in generation: Int) -> ReflowError? {
    rejection.flatMap { $0.generation == generation ? $0.error : nil }
  }
}
