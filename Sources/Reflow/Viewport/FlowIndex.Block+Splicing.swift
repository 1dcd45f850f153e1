extension FlowIndex.Block {
  /// Replaces lines `lines` of this block, which is not repeated, with the lines of `new` (a
  /// block that is not repeated, or empty), in place: the columns move by the change in their
  /// length, the line offsets from the first replaced line on are added up again from the
  /// block's start in the order ``FlowIndex/BlockBuilder`` adds them, and the columns kept only
  /// while an item differs from the default are dropped when none does any more.
  ///
  /// An edit inside one block thus moves the block's other items (a `memmove`) instead of
  /// copying them into a new block.
  ///
  /// - Complexity: O(*b*) for a block of *b* items, with a small constant: the columns' tails
  ///   move, and the line offsets after the edit are added up again.
  mutating func replaceLines(
    _ lines: Range<Int>, with new: Self, lineSpacing: Double, axis: LayoutAxis
  ) {
    let oldCount = items.count
    let first = lines.lowerBound < lineStarts.count ? Int(lineStarts[lines.lowerBound]) : oldCount
    let end = lines.upperBound < lineStarts.count ? Int(lineStarts[lines.upperBound]) : oldCount
    let removed = first..<end
    let added = new.items.count
    let newCount = oldCount - removed.count + added

    // Whether the items leaving held the block's extremes along the main axis.
    var removedMin = Double.infinity
    var removedMax = -Double.infinity
    for item in removed {
      let main = items[item].main
      removedMin = Swift.min(removedMin, main)
      removedMax = Swift.max(removedMax, main + frameSize(item)[axis])
    }
    if !estimated.isEmpty {
      for item in removed where estimated[item] { patternEstimated -= 1 }
    }
    patternEstimated += new.patternEstimated

    Self.splice(
      &crosses, removed, with: new.crosses, added: added, default: 0, oldCount: oldCount)
    Self.splice(
      &estimated, removed, with: new.estimated, added: added, default: false, oldCount: oldCount)
    Self.splice(
      &grows, removed, with: new.grows, added: added, default: 0, oldCount: oldCount)
    Self.splice(
      &baselines, removed, with: new.baselines, added: added, default: Self.noBaseline,
      oldCount: oldCount)
    Self.splice(
      &breaks, removed, with: new.breaks, added: added, default: false, oldCount: oldCount)
    if !frameSizes.isEmpty || !new.frameSizes.isEmpty {
      // A frame size column holds every item's frame once one differs from its item's size.
      if frameSizes.isEmpty { frameSizes = items.map(\.size) }
      Self.reserve(&frameSizes, newCount)
      if new.frameSizes.isEmpty {
        frameSizes.replaceSubrange(removed, with: new.items.lazy.map(\.size))
      } else {
        frameSizes.replaceSubrange(removed, with: new.frameSizes)
      }
    }
    Self.reserve(&items, newCount)
    items.replaceSubrange(removed, with: new.items)

    // Lines: the new ones start at the first removed item; those after move by the change.
    let newLines = new.lineStarts.count
    Self.reserve(&lineStarts, lineStarts.count - lines.count + newLines)
    lineStarts.replaceSubrange(lines, with: new.lineStarts)
    let shift = Int32(truncatingIfNeeded: first)
    let delta = Int32(truncatingIfNeeded: added - removed.count)
    let afterNew = lines.lowerBound + newLines
    for line in lines.lowerBound..<afterNew { lineStarts[line] &+= shift }
    if delta != 0 {
      for line in afterNew..<lineStarts.count { lineStarts[line] &+= delta }
    }
    Self.reserve(&lineThicknesses, lineStarts.count)
    lineThicknesses.replaceSubrange(lines, with: new.lineThicknesses)
    Self.reserve(&lineOffsets, lineStarts.count)
    lineOffsets.replaceSubrange(lines, with: new.lineOffsets)
    let lower = lines.lowerBound
    var length =
      lower == 0 ? 0 : lineOffsets[lower - 1] + (lineThicknesses[lower - 1] + lineSpacing)
    for line in lower..<lineOffsets.count {
      lineOffsets[line] = length
      length += lineThicknesses[line] + lineSpacing
    }
    patternLength = length

    // Columns that hold only the default again are dropped.
    if patternEstimated == 0 && !estimated.isEmpty { estimated = [] }
    if !grows.isEmpty && !grows.contains(where: { $0 != 0 }) { grows = [] }
    if !baselines.isEmpty && !baselines.contains(where: { $0 != Self.noBaseline }) {
      baselines = []
    }
    if !breaks.isEmpty && !breaks.contains(true) { breaks = [] }

    if removed.isEmpty || (removedMin > mainMin && removedMax < mainMax) {
      mainMin = Swift.min(mainMin, new.mainMin)
      mainMax = Swift.max(mainMax, new.mainMax)
    } else {
      mainMin = .infinity
      mainMax = -.infinity
      for item in items.indices {
        let main = items[item].main
        mainMin = Swift.min(mainMin, main)
        mainMax = Swift.max(mainMax, main + frameSize(item)[axis])
      }
    }
  }

  /// Replaces `removed` in a column kept only while an item differs from `value` (empty
  /// meaning every item has it) with the column of the `added` new items (empty likewise), in a
  /// block of `oldCount` items.
  private static func splice<Element: Equatable>(
    _ column: inout [Element], _ removed: Range<Int>, with new: [Element], added: Int,
    default value: Element, oldCount: Int
  ) {
    guard !column.isEmpty || !new.isEmpty else { return }
    if column.isEmpty { column = Array(repeating: value, count: oldCount) }
    reserve(&column, oldCount - removed.count + added)
    if new.isEmpty {
      column.replaceSubrange(removed, with: repeatElement(value, count: added))
    } else {
      column.replaceSubrange(removed, with: new)
    }
  }

  /// Makes room for `count` elements in `column` with little spare, so that a block growing by
  /// an item does not double its storage.
  @inline(__always)
  private static func reserve<Element>(_ column: inout [Element], _ count: Int) {
    if column.capacity < count { column.reserveCapacity(count + count / 16) }
  }
}
