/// Balanced breaking: the items are kept as added and laid out at `finish()`, where the breaks
/// of every line are chosen together (``BalancedLineBreaker``) and then replayed through the
/// batch loop.
///
/// Between a change and the next `finish()`, the result holds no frames: no line is known
/// before every item is.
extension Flow {
  /// Keeps `item`; returns `false`, keeping nothing, when the layout could then overflow across
  /// the lines however they break.
  mutating func recordBalanced<Item: FlowPlaceable>(_ item: Item) -> Bool {
    let size = item.flowSize
    let bound = balancedCrossBound + size[options.axis.crossAxis] + metrics.lineSpacing
    guard (bound + metrics.crossInsets).isFinite else { return false }
    balancedCrossBound = bound
    let baseline = item.flowBaseline
    balancedItems.append(
      FlowItem(size, grow: item.flowGrow, baseline: baseline.isNaN ? nil : baseline,
               breakBefore: item.flowBreakBefore))
    invalidateBalancedLayout()
    return true
  }

  /// Keeps every item of `buffer`, or none: returns the first error `validate` finds, or the
  /// overflow.
  mutating func recordBalanced<Item: FlowPlaceable>(
    _ buffer: UnsafeBufferPointer<Item>, validate: (Int, Item) -> ReflowError?
  ) -> ReflowError? {
    let base = balancedItems.count
    for offset in buffer.indices {
      if let error = validate(base + offset, buffer[offset]) { return error }
    }
    balancedItems.reserveCapacity(base + buffer.count)
    let bound = balancedCrossBound
    for offset in buffer.indices where !recordBalanced(buffer[offset]) {
      balancedItems.removeSubrange(base...)
      balancedCrossBound = bound
      return .coordinateOverflow(index: base + offset)
    }
    return nil
  }

  /// Removes the kept items from `index` on.
  mutating func removeBalancedItems(from index: Int) {
    balancedItems.removeSubrange(index...)
    balancedCrossBound = 0
    for item in balancedItems {
      balancedCrossBound += item.size[options.axis.crossAxis] + metrics.lineSpacing
    }
    invalidateBalancedLayout()
  }

  /// Drops the frames of the last `finish()`, which no longer hold.
  private mutating func invalidateBalancedLayout() {
    guard isSealed || !storage.lineStarts.isEmpty else { return }
    resetPlacement()
    storage.contentSize = metrics.emptyContentSize
  }

  /// Breaks every kept item into balanced lines and places them.
  mutating func rebalance() {
    resetPlacement()
    let axis = options.axis
    let breaker = BalancedLineBreaker(
      available: metrics.available, limit: metrics.breakLimit,
      spacing: metrics.itemSpacing, maxItemsPerLine: metrics.maxItemsPerLine)
    var replay = balancedItems
    let starts = replay.withUnsafeBufferPointer { items in
      breaker.lineStarts(count: items.count) { (items[$0].size[axis], items[$0].breakBefore) }
    }
    // The batch loop breaks exactly where the breaker chose, and nowhere else.
    for index in replay.indices { replay[index].breakBefore = false }
    for start in starts { replay[start].breakBefore = true }
    storage.frames.reserveCapacity(replay.count)
    _ = replay.withUnsafeBufferPointer { addBatch($0, breaksOnlyWhereForced: true) }
  }
}
