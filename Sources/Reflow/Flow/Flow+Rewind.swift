/// Removing items and reopening lines: everything that takes the layout back to an earlier
/// state, from the natural sizes the layout keeps.
extension Flow {
  /// Removes the items from `index` on, as if they had never been added; adding resumes there.
  ///
  /// Use it when an item's size changes: remove from that item and add it and the ones after it
  /// again. The layout is then exactly as if only the items before `index` had been added: the
  /// line holding item `index - 1` is open again, so an item added next can still join it.
  /// Hidden items count: removing only hidden ones leaves the lines as they are.
  ///
  /// - Parameter index: The first item to remove; past the end, nothing happens.
  /// - Complexity: O(log *l* + *k* + *r*), where *l* is the number of lines, *k* the number of
  ///   items kept on the reopened line and *r* the number of items removed; O(*n*) in balanced
  ///   mode.
  public mutating func removeItems(from index: Int) {
    let index = Swift.max(0, index)
    guard index < count else { return }
    if options.lineBreaking == .balanced { return removeBalancedItems(from: index) }
    var frames = takeFrames()
    var cursor = self.cursor
    defer {
      self.cursor = cursor
      storage.frames = frames
      if frames.isEmpty { storage.contentSize = metrics.emptyContentSize }
    }
    if isSealed { unseal(&cursor, &frames) }
    let visible = frames.count
    guard index < visible else {
      storage.hiddenCount = index - visible
      return
    }
    storage.hiddenCount = 0
    // After adding only the items before `index`, the open line is the one holding the item
    // just before it: rewind to that line's start and place its items again, so `index`'s
    // successor can still join it.
    let line =
      index == 0
      ? 0 : partitioningIndex(in: 0..<storage.lineStarts.count) {
        storage.lineStarts[$0] > index - 1
      } - 1
    rewind(toLine: line, keepingItemsBefore: index, then: [], &cursor, &frames)
  }

  /// Takes the layout back to before line `line` opened, then places the natural items of that
  /// line before `end` again, and `extra` after them.
  mutating func rewind(
    toLine line: Int, keepingItemsBefore end: Int, then extra: [FlowItem],
    _ cursor: inout FlowCursor, _ frames: inout [Rect]
  ) {
    let start = storage.lineStarts[line]
    let offset = storage.lineOffsets[line]
    let kept = (start..<end).map { naturalItem(at: $0, frames) } + extra
    closedExtent = extent(beforeLine: line, frames)
    extentCheckpoints.removeSubrange(Swift.max(0, (line + 63) / 64 - 1)...)
    storage.lineStarts.removeSubrange(line...)
    storage.lineOffsets.removeSubrange(line...)
    truncateItems(to: start, &frames)
    cursor = FlowCursor(start: start, offset: offset)
    for item in kept { _ = place(item, &cursor, &frames, checksOverflow: false) }
  }

  /// The item at `index` as it was added: its frame's size, less what growing and stretching
  /// added, with its grow factor and baseline.
  func naturalItem(at index: Int, _ frames: [Rect]) -> FlowItem {
    let axis = options.axis
    let frame = frames[index]
    return FlowItem(
      length: isGrowActive ? naturalLengths[index] : frame.size[axis],
      thickness: metrics.stretches ? naturalThicknesses[index] : frame.size[axis.crossAxis],
      axis: axis, grow: isGrowActive ? grows[index] : 0,
      baseline: metrics.usesBaselines ? baselines[index] : .nan)
  }

  /// Drops the frames and kept natural values from `end` on.
  mutating func truncateItems(to end: Int, _ frames: inout [Rect]) {
    frames.removeSubrange(end...)
    if isGrowActive {
      grows.removeSubrange(end...)
      naturalLengths.removeSubrange(end...)
    }
    if metrics.stretches { naturalThicknesses.removeSubrange(end...) }
    if metrics.usesBaselines { baselines.removeSubrange(end...) }
  }

  /// The largest ``FlowMetrics/extentValue(lower:upper:)`` of the lines before `line`, from
  /// the nearest checkpoint and at most 63 lines' first and last frames.
  private func extent(beforeLine line: Int, _ frames: [Rect]) -> Double {
    let checkpoint = line / 64
    var extent = checkpoint > 0 ? extentCheckpoints[checkpoint - 1] : -Double.infinity
    for earlier in (checkpoint * 64)..<line {
      extent = Swift.max(
        extent,
        metrics.lineExtent(
          first: frames[storage.lineStarts[earlier]],
          last: frames[storage.lineStarts[earlier + 1] - 1]))
    }
    return extent
  }

  /// Forgets every placed item, keeping the balanced items.
  mutating func resetPlacement() {
    isSealed = false
    appliedLineAlignment = false
    displaced = []
    cursor = FlowCursor()
    closedExtent = -.infinity
    extentCheckpoints.removeAll(keepingCapacity: true)
    isGrowActive = false
    grows = []
    naturalLengths = []
    naturalThicknesses.removeAll(keepingCapacity: true)
    baselines.removeAll(keepingCapacity: true)
    storage.frames.removeAll(keepingCapacity: true)
    storage.lineStarts.removeAll(keepingCapacity: true)
    storage.lineOffsets.removeAll(keepingCapacity: true)
    storage.lineGeometry = metrics.lineGeometry
    storage.hiddenCount = 0
    storage.overflowIndicatorFrame = nil
  }
}
