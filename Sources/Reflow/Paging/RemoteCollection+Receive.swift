extension RemoteCollection {
  /// Reports a loaded page.
  ///
  /// A refresh replaces the window in one step. A prepend or append joins the loaded items where
  /// the source says it does: items the page repeats are dropped and counted; a page that cannot
  /// join without skipping items is dropped, and a refresh around the viewport is queued.
  /// Then, over ``maximumLoadedItems``, the pages farthest from the viewport are dropped.
  ///
  /// - Parameters:
  ///   - page: The items and what the source says about them.
  ///   - request: The request this answers, as ``nextRequest()`` returned it.
  /// - Returns: ``PageOutcome/applied(_:)`` with the change to the positions (the page's
  ///   insertions or loads, any pages dropped under the memory limit, and where the anchor item
  ///   moved), or ``PageOutcome/dropped(_:)`` with why the answer was ignored; a dropped answer
  ///   moves no position.
  /// - Throws: ``PagingError/oversizedPage(count:limit:)`` or
  ///   ``PagingError/invalidPageCounts(itemsBefore:count:totalCount:)``; the load is then failed,
  ///   no position moves, and ``retry(_:)`` asks again.
  /// - Complexity: O(*m*) expected, where *m* is the page's size; O(*n*) for a refresh that
  ///   replaces *n* items, or when dropping pages splits the storage.
  @inlinable
  @discardableResult
  public mutating func receive(_ page: LoadedPage<Key, Item>, for request: PageRequest<Key>)
    throws(PagingError) -> PageOutcome
  {
    guard inFlight[request.kind] == request else {
      window.noticed.answersIgnored += 1
      return .dropped(.notInFlight)
    }
    inFlight[request.kind] = nil
    let position: Int?
    do {
      position = try Self.position(of: page, for: request)
    } catch {
      window.states[state: request.kind] = .failed(error)
      updateEnds()
      throw error
    }
    var change: PagingChange
    if request.kind == .refresh || window.items.isEmpty {
      change = replaceWindow(with: page, at: position, for: request)
    } else if let joined = join(page, at: position, for: request) {
      change = joined
      if loadStates[request.kind].isLoading { window.states[state: request.kind] = .idle }
    } else {
      window.noticed.gapsRepaired += 1
      window.states[state: request.kind] = .idle
      startRefresh(at: .anchor)
      return .dropped(.gap)
    }
    window.noticed.peakLoadedItems = Swift.max(window.noticed.peakLoadedItems, window.items.count)
    enforceLoadLimit(after: request.kind, &change)
    if request.kind != .refresh { refreshIfCursorsContradictCounts() }
    updateEnds()
    return .applied(change)
  }

  /// Reports that loading a page failed: its end loads nothing more until ``retry(_:)``.
  ///
  /// A failure moves no position, so there is no ``PagingChange`` to apply: the loaded items
  /// stay, and only ``loadStates`` changes.
  ///
  /// - Returns: `nil` when the failure was recorded, or why it was ignored
  ///   (``PageOutcome/DropReason/notInFlight``).
  @inlinable
  @discardableResult
  public mutating func fail(_ request: PageRequest<Key>, error: any Error & Sendable)
    -> PageOutcome.DropReason?
  {
    guard inFlight[request.kind] == request else {
      window.noticed.answersIgnored += 1
      return .notInFlight
    }
    inFlight[request.kind] = nil
    window.states[state: request.kind] = .failed(error)
    updateEnds()
    return nil
  }

  /// The index in the source of the page's first item, if known, after checking its counts.
  @inlinable
  static func position(of page: LoadedPage<Key, Item>, for request: PageRequest<Key>)
    throws(PagingError) -> Int?
  {
    let count = page.items.count
    guard count <= request.limit else { throw .oversizedPage(count: count, limit: request.limit) }
    let invalid = PagingError.invalidPageCounts(
      itemsBefore: page.itemsBefore ?? request.position, count: count, totalCount: page.totalCount)
    if let total = page.totalCount, total < 0 || total < count { throw invalid }
    if let before = page.itemsBefore {
      // The source placed the page itself: its counts must agree.
      guard before >= 0, !before.addingReportingOverflow(count).overflow else { throw invalid }
      if let total = page.totalCount, total - before < count { throw invalid }
      return before
    }
    guard var position = request.position else { return nil }
    guard !position.addingReportingOverflow(count).overflow else { throw invalid }
    if let total = page.totalCount, total - position < count {
      // Asked past a shrunk end, an empty page sits at the end; items there contradict it.
      guard count == 0 else { throw invalid }
      position = total
    }
    return position
  }

  /// Replaces the window with a refreshed page.
  @inlinable
  mutating func replaceWindow(
    with page: LoadedPage<Key, Item>, at position: Int?, for request: PageRequest<Key>
  ) -> PagingChange {
    let oldCount = window.count
    let oldLoaded = loadedRange
    let hadPlaceholders = hasPlaceholders
    let firstLoad = pages.isEmpty
    var kept: [Item] = []
    kept.reserveCapacity(page.items.count)
    ids.removeAll(keepingCapacity: true)
    for item in page.items {
      if ids.insert(item.id).inserted {
        kept.append(item)
      } else {
        window.noticed.duplicatesDropped += 1
      }
    }
    window.items.removeAll()
    window.items.append(contentsOf: kept)
    pages.removeAll()
    pages.append(contentsOf: [
      PageRecord(
        key: request.key, count: kept.count, previousKey: page.previousKey, nextKey: page.nextKey)
    ])
    firstIndex = position
    totalCount = page.totalCount
    tailEnded = endsSource(page, for: request)
    droppedBefore = 0
    droppedAfter = 0
    wantsPrepend = false
    wantsAppend = false
    // A prepend or append asked for around the old window would not join the new one.
    inFlight = InFlight()
    for kind in LoadKind.allCases { window.states[state: kind] = .idle }
    updatePlaceholders()

    var change = PagingChange()
    if hadPlaceholders && hasPlaceholders {
      change.append(.unload(oldLoaded))
      change.resize(at: Swift.min(oldCount, window.count), from: oldCount, to: window.count)
      change.append(.load(loadedRange))
    } else {
      change.append(.remove(0..<oldCount))
      change.append(.insert(0..<window.count))
    }
    if let old = anchor, let id = old.id, ids.contains(id),
      let offset = kept.firstIndex(where: { $0.id == id })
    {
      let to = window.placeholdersBefore + offset
      change.anchor = PagingChange.AnchorMove(from: old.index, to: to)
      moveViewport(by: to - old.index)
    } else if !hasPlaceholders && !firstLoad {
      // The old positions mean nothing in the new window: wait for the viewport to report.
      visible = nil
      anchor = nil
    }
    return change
  }

  /// Refreshes around the anchor when ``cursorsContradictCounts``, after a page joined or pages
  /// were dropped: only a refresh gets cursors that reach the items the counts show past an end.
  @inlinable
  mutating func refreshIfCursorsContradictCounts() {
    guard cursorsContradictCounts, inFlight.refresh == nil, pendingRefresh == nil else { return }
    window.noticed.gapsRepaired += 1
    startRefresh(at: .anchor)
  }

  /// Whether the source's counts show items past an end whose cursor says there are none: the
  /// source grew there after that page was answered (a page placed by counts joined later), or
  /// an item before it was deleted after it was loaded (dropped since, it left its position).
  @inlinable
  var cursorsContradictCounts: Bool {
    guard !keys.isPositional, let totalCount, let firstIndex, let first = pages.first,
      let last = pages.last
    else { return false }
    return (first.previousKey == nil && firstIndex > 0)
      || (last.nextKey == nil && totalCount - firstIndex > window.items.count)
  }

  /// Whether a page says the source ends after it.
  @inlinable
  func endsSource(_ page: LoadedPage<Key, Item>, for request: PageRequest<Key>) -> Bool {
    keys.isPositional ? page.items.count < request.limit : page.nextKey == nil
  }

  /// Joins a prepended or appended page to the loaded items; `nil` when it cannot join without a
  /// hole.
  @inlinable
  mutating func join(
    _ page: LoadedPage<Key, Item>, at position: Int?, for request: PageRequest<Key>
  ) -> PagingChange? {
    let atEnd = request.kind == .append
    guard let boundary = atEnd ? window.items.last : window.items.first else { return nil }
    let oldCount = window.count
    let oldBefore = window.placeholdersBefore
    let hadPlaceholders = hasPlaceholders
    let boundaryIndex = firstIndex.map { atEnd ? $0 + window.items.count - 1 : $0 }
    var candidate = page.items[page.items.indices]
    /// Where the boundary item is in the source now, when known.
    var newBoundaryIndex: Int?
    var repeats = 0

    if let j = candidate.firstIndex(where: { $0.id == boundary.id }) {
      // The page holds the boundary item: it joins there. Items on the loaded side of it must
      // be loaded ones (rows added before it); an unknown one was inserted inside the window.
      let loadedSide = atEnd ? candidate[..<j] : candidate[(j + 1)...]
      guard loadedSide.allSatisfy({ ids.contains($0.id) }) else { return nil }
      repeats += loadedSide.count + (keys.scheme == .offsets ? 0 : 1)
      newBoundaryIndex = position.map { $0 + j }
      candidate = atEnd ? candidate[(j + 1)...] : candidate[..<j]
    } else {
      switch keys.scheme {
      case .offsets:
        // An offset page asks for the boundary item on purpose; without it there is a hole.
        return nil
      case .pageNumbers:
        guard let position, let boundaryIndex else { return nil }
        let adjacent =
          atEnd ? position == boundaryIndex + 1 : position + page.items.count == boundaryIndex
        guard adjacent else { return nil }
        if let old = totalCount, let new = page.totalCount, old != new { return nil }
        newBoundaryIndex = boundaryIndex
      case .cursors:
        // The source's cursor is the join; counts, when given, say where it is now.
        newBoundaryIndex = position.map { atEnd ? $0 - 1 : $0 + page.items.count }
      }
    }

    var kept: [Item] = []
    kept.reserveCapacity(candidate.count)
    for item in candidate {
      if ids.insert(item.id).inserted {
        kept.append(item)
      } else {
        repeats += 1
      }
    }
    let pageEnds = endsSource(page, for: request)
    let sameKey =
      atEnd
      ? page.nextKey == pages.last?.nextKey : page.previousKey == pages.first?.previousKey
    let stalled =
      kept.isEmpty && !pageEnds
      && (keys.isPositional ? newBoundaryIndex == boundaryIndex : sameKey)
    if stalled {
      // Asking again would bring the same page back forever.
      window.noticed.duplicatesDropped += repeats
      let key = request.key.map { "\($0)" } ?? "start"
      window.states[state: request.kind] = .failed(PagingError.noProgress(key: key))
      return PagingChange()
    }
    window.noticed.duplicatesDropped += repeats

    let record = PageRecord(
      key: request.key, count: kept.count, previousKey: page.previousKey, nextKey: page.nextKey)
    if atEnd {
      window.items.append(contentsOf: kept)
      pages.append(contentsOf: CollectionOfOne(record))
      tailEnded = pageEnds
      if droppedAfter > 0 {
        window.noticed.pagesReloaded += 1
        droppedAfter = Swift.max(0, droppedAfter - kept.count)
      }
    } else {
      window.items.prepend(contentsOf: kept)
      pages.prepend(contentsOf: CollectionOfOne(record))
      if droppedBefore > 0 {
        window.noticed.pagesReloaded += 1
        droppedBefore = Swift.max(0, droppedBefore - kept.count)
      }
    }
    let oldFirst = firstIndex
    if let newBoundaryIndex {
      let oldItems = window.items.count - kept.count
      let first = atEnd ? newBoundaryIndex - (oldItems - 1) : newBoundaryIndex - kept.count
      firstIndex = Swift.max(0, first)
    } else if let first = firstIndex, !atEnd {
      firstIndex = first >= kept.count ? first - kept.count : nil
    }
    if let total = page.totalCount {
      totalCount = total
    } else if let total = totalCount, let old = oldFirst, let new = firstIndex {
      totalCount = total + (new + (atEnd ? 0 : kept.count) - old)
    }
    if let total = totalCount, let first = firstIndex, total - first < window.items.count {
      totalCount = first + window.items.count
    }
    updatePlaceholders()

    var change = PagingChange()
    let newBefore = window.placeholdersBefore
    let moved = newBefore - oldBefore + (atEnd ? 0 : kept.count)
    if hadPlaceholders && hasPlaceholders {
      let shift = newBefore + (atEnd ? 0 : kept.count) - oldBefore
      change.resize(at: 0, from: Swift.max(0, -shift), to: Swift.max(0, shift))
      let loadedStart = atEnd ? newBefore + window.items.count - kept.count : newBefore
      change.append(.load(loadedStart..<(loadedStart + kept.count)))
      let expected = oldCount + shift
      change.resize(at: Swift.min(expected, window.count), from: expected, to: window.count)
    } else if !hadPlaceholders && !hasPlaceholders {
      change.append(.insert(atEnd ? oldCount..<(oldCount + kept.count) : 0..<kept.count))
    } else {
      change.append(.remove(0..<oldCount))
      change.append(.insert(0..<window.count))
    }
    if let old = anchor, old.id != nil, moved != 0 {
      change.anchor = PagingChange.AnchorMove(from: old.index, to: old.index + moved)
    }
    moveViewport(by: moved)
    return change
  }

  /// Moves the remembered viewport and anchor with the items.
  @inlinable
  mutating func moveViewport(by delta: Int) {
    if var anchor {
      anchor.index = Swift.max(0, anchor.index + delta)
      self.anchor = anchor
    }
    if let range = visible {
      let lower = Swift.max(0, range.lowerBound + delta)
      visible = lower..<Swift.max(lower, range.upperBound + delta)
    }
  }
}
