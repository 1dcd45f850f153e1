extension RemoteCollection {
  /// Drops whole pages, farthest from the viewport first, until at most ``maximumLoadedItems``
  /// items are loaded; never the page just loaded, nor one the viewport shows.
  mutating func enforceLoadLimit(after kind: LoadKind, _ change: inout PagingChange) {
    guard let maximumLoadedItems else { return }
    while snapshot.items.count > maximumLoadedItems, pages.count > 1,
      let first = pages.first, let last = pages.last
    {
      let loaded = loadedRange
      let firstPage = loaded.lowerBound..<(loaded.lowerBound + first.count)
      let lastPage = (loaded.upperBound - last.count)..<loaded.upperBound
      var dropFront: Bool
      if let visible, !visible.isEmpty {
        // How far each end page lies outside the viewport; negative when it shows.
        let frontDistance = visible.lowerBound - firstPage.upperBound
        let backDistance = lastPage.lowerBound - visible.upperBound
        dropFront = frontDistance >= backDistance
        if kind == .append { dropFront = true }
        if kind == .prepend { dropFront = false }
        if dropFront ? frontDistance < 0 : backDistance < 0 { return }
      } else {
        dropFront = kind != .prepend
      }
      dropPage(atFront: dropFront, &change)
    }
  }

  /// Drops the first or last page: back to placeholders, or removed when there are none.
  private mutating func dropPage(atFront: Bool, _ change: inout PagingChange) {
    guard let record = atFront ? pages.first : pages.last else { return }
    let loaded = loadedRange
    let range = atFront
      ? loaded.lowerBound..<(loaded.lowerBound + record.count)
      : (loaded.upperBound - record.count)..<loaded.upperBound
    for index in range { ids.remove(snapshot.items[index - loaded.lowerBound].id) }
    let placeholders = hasPlaceholders
    if atFront {
      snapshot.items.removeFirst(record.count)
      pages.removeFirst(1)
      firstIndex = firstIndex.map { $0 + record.count }
      droppedBefore += record.count
    } else {
      snapshot.items.removeLast(record.count)
      pages.removeLast(1)
      tailEnded = false
      droppedAfter += record.count
    }
    diagnostics.pagesDropped += 1
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
      atEnd = totalCount - firstIndex <= snapshot.items.count
        || (!keys.isPositional && pages.last?.nextKey == nil)
    } else {
      atEnd = keys.isPositional ? tailEnded : pages.last?.nextKey == nil
    }
    for (kind, ended) in [(LoadKind.prepend, atStart), (.append, atEnd)] {
      if ended {
        if inFlight[kind] == nil { loadStates[kind] = .complete }
        if kind == .prepend { wantsPrepend = false } else { wantsAppend = false }
      } else if loadStates[kind].isComplete {
        loadStates[kind] = .idle
      }
    }
  }
}

extension RemoteCollection: RandomAccessCollection {
  public typealias Index = Int

  /// Always 0.
  public var startIndex: Int { 0 }
  /// The number of positions: every item of the source with placeholders, else the loaded ones.
  public var endIndex: Int { snapshot.endIndex }

  /// The item or placeholder at `position`.
  ///
  /// - Precondition: `position` is in `0..<count`.
  /// - Complexity: O(1).
  public subscript(position: Int) -> PagingSlot<Item> { snapshot[position] }
}
