extension RemoteCollection {
  /// Drops whole pages, farthest from the viewport first, until at most ``maximumLoadedItems``
  /// items are loaded.
  ///
  /// A page is dropped only if the viewport stays beyond the prefetch distance of the new edge,
  /// so a dropped page is never asked for again at once (no thrashing), and the page just loaded
  /// goes last. When the limit is too small for the viewport, what it needs is kept over the
  /// limit.
  @inlinable
  mutating func enforceLoadLimit(after kind: LoadKind, _ change: inout PagingChange) {
    guard let maximumLoadedItems else { return }
    while window.items.count > maximumLoadedItems, pages.count > 1,
      let first = pages.first, let last = pages.last
    {
      guard let visible else {
        dropPage(atFront: kind != .prepend, &change)
        continue
      }
      let loaded = loadedRange
      // How far the viewport would be from each edge once that end's page is gone.
      let frontAfter = visible.lowerBound - (loaded.lowerBound + first.count)
      let backAfter = (loaded.upperBound - last.count) - visible.upperBound
      var canFront = frontAfter > prefetchDistance
      var canBack = backAfter > prefetchDistance
      // Drops on a viewport change (`.refresh` here) may come from either end.
      if canFront && canBack {
        // Keep the page just loaded if the other end can go.
        if kind == .prepend { canFront = false }
        if kind == .append { canBack = false }
      }
      guard canFront || canBack else { return }
      dropPage(atFront: canFront && (!canBack || frontAfter >= backAfter), &change)
    }
  }

  /// Drops the first or last page: back to placeholders, or removed when there are none.
  @inlinable
  mutating func dropPage(atFront: Bool, _ change: inout PagingChange) {
    guard let record = atFront ? pages.first : pages.last else { return }
    let loaded = loadedRange
    let range = atFront
      ? loaded.lowerBound..<(loaded.lowerBound + record.count)
      : (loaded.upperBound - record.count)..<loaded.upperBound
    for index in range { ids.remove(window.items[index - loaded.lowerBound].id) }
    let placeholders = hasPlaceholders
    if atFront {
      window.items.removeFirst(record.count)
      pages.removeFirst(1)
      firstIndex = firstIndex.map { $0 + record.count }
      droppedBefore += record.count
    } else {
      window.items.removeLast(record.count)
      pages.removeLast(1)
      tailEnded = false
      droppedAfter += record.count
    }
    window.noticed.pagesDropped += 1
    // A load in flight at this end was asked for next to the dropped page: it would not join.
    let end: LoadKind = atFront ? .prepend : .append
    if inFlight[end] != nil {
      inFlight[end] = nil
      window.states[state: end] = .idle
    }
    updatePlaceholders()
    if placeholders {
      change.append(.unload(range))
    } else {
      change.append(.remove(atFront ? 0..<record.count : range))
      if atFront { moveViewport(by: -record.count) }
    }
  }

  /// Sets each end's state from what is known of the source's ends: complete at an end of the
  /// source (even if its last load failed: the page it wanted lies past the end), idle again
  /// when the end moved away.
  @inlinable
  mutating func updateEnds() {
    guard !pages.isEmpty else { return }
    let atStart: Bool
    let atEnd: Bool
    if keys.isPositional {
      atStart = firstIndex == 0
    } else {
      atStart = pages.first?.previousKey == nil
    }
    if let totalCount, let firstIndex {
      atEnd = totalCount - firstIndex <= window.items.count
        || (!keys.isPositional && pages.last?.nextKey == nil)
    } else {
      atEnd = keys.isPositional ? tailEnded : pages.last?.nextKey == nil
    }
    for (kind, ended) in [(LoadKind.prepend, atStart), (.append, atEnd)] {
      if ended {
        if inFlight[kind] == nil { window.states[state: kind] = .complete }
        if kind == .prepend { wantsPrepend = false } else { wantsAppend = false }
      } else if loadStates[kind].isComplete {
        window.states[state: kind] = .idle
      }
    }
  }
}

extension RemoteCollection: RandomAccessCollection {
  public typealias Index = Int

  /// Always 0.
  @inlinable
  public var startIndex: Int { 0 }
  /// The number of positions: every item of the source with placeholders, else the loaded ones.
  @inlinable
  public var endIndex: Int { window.endIndex }

  /// The item or placeholder at `position`.
  ///
  /// - Precondition: `position` is in `0..<count`.
  /// - Complexity: O(1).
  @inlinable
  public subscript(position: Int) -> PagingSlot<Item> { window[position] }
}
