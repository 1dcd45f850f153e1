extension RemoteCollection {
  /// Tells the collection which positions are visible, so it loads around them, keeps the anchor
  /// item and drops the pages farthest from them.
  ///
  /// Over ``maximumLoadedItems``, pages the viewport has moved away from are dropped here too;
  /// the change says which (none, usually), to apply as any answer's change.
  ///
  /// With placeholders, visible positions more than a page away from the loaded items (a fast
  /// fling, a scroll bar dragged) load the page there directly, as ``jump(to:)`` does.
  ///
  /// - Parameter range: The visible positions; clamped to the collection's positions when it
  ///   has placeholders. Without, positions past the loaded ones say the viewport reaches past
  ///   them, and an empty range at 0 (nothing shown yet) still loads.
  /// - Returns: The pages dropped, if any, as a change of the positions: `.unload` edits with
  ///   placeholders, `.remove` edits without; no edit (and no anchor move) when none was, as
  ///   usual. Apply it like any answer's change.
  /// - Complexity: O(1).
  @inlinable @discardableResult
  public mutating func visibleRangeChanged(_ range: Range<Int>) -> PagingChange {
    // Without placeholders, positions past the loaded end still say how close the end is.
    let count = hasPlaceholders ? window.count : Int.max
    let lower = Swift.min(Swift.max(0, range.lowerBound), count)
    let clamped = lower..<Swift.min(Swift.max(lower, range.upperBound), count)
    visible = clamped
    let loaded = loadedRange
    let firstLoaded = Swift.max(clamped.lowerBound, loaded.lowerBound)
    if firstLoaded < Swift.min(clamped.upperBound, loaded.upperBound) {
      anchor = Anchor(id: window.items[firstLoaded - loaded.lowerBound].id, index: firstLoaded)
    } else {
      anchor = Anchor(id: nil, index: clamped.lowerBound)
    }
    // Pages the viewport has left may go now that it moved: memory follows the viewport.
    var change = PagingChange()
    enforceLoadLimit(after: .refresh, &change)
    // An end whose page was dropped is no longer complete.
    if !change.edits.isEmpty {
      refreshIfCursorsContradictCounts()
      updateEnds()
    }
    guard hasPlaceholders, keys.isPositional, !clamped.isEmpty, inFlight.refresh == nil else {
      return change
    }
    let gap =
      clamped.lowerBound >= loaded.upperBound
      ? clamped.lowerBound - loaded.upperBound
      : clamped.upperBound <= loaded.lowerBound ? loaded.lowerBound - clamped.upperBound : 0
    if (gap > keys.pageSize || loaded.isEmpty) && !loadStates.refresh.isFailed
      && pendingRefresh != .index(clamped.lowerBound)
    {
      startRefresh(at: .index(clamped.lowerBound))
    }
    return change
  }

  /// Asks for one more page at an end now, whatever the prefetch distance: for a trigger of your
  /// own, such as an ``EndReachedTrigger`` in points.
  ///
  /// The request comes from the next ``nextRequest()``; nothing is asked at an end that is
  /// complete, failed (until ``retry(_:)``) or already loading. `.refresh` is ``refresh()``.
  ///
  /// It returns nothing and moves no position: the page changes the positions when it arrives,
  /// in the ``PagingChange`` that ``receive(_:for:)`` returns.
  @inlinable
  public mutating func loadMore(at end: LoadKind) {
    switch end {
    case .prepend: wantsPrepend = true
    case .append: wantsAppend = true
    case .refresh: refresh()
    }
  }

  /// Loads the window again around the viewport's anchor item, as for pull to refresh.
  ///
  /// The loaded items stay until the new page arrives, then are replaced in one step; the
  /// change reports where the anchor item moved. Prepends and appends in flight are cancelled:
  /// their answers are ignored when they arrive.
  ///
  /// It returns nothing and moves no position: the refreshed page replaces the window when it
  /// arrives, in the ``PagingChange`` that ``receive(_:for:)`` returns (with
  /// ``PagingChange/anchor`` saying where the item on screen went).
  @inlinable
  public mutating func refresh() {
    startRefresh(at: isEmpty ? .start : .anchor)
  }

  /// Loads the window again from a key the source gave, such as a saved cursor.
  ///
  /// As ``refresh()``, it returns nothing and moves no position until the page arrives.
  @inlinable
  public mutating func refresh(at key: Key) {
    startRefresh(at: .key(key))
  }

  /// Loads the page holding `index` directly, as when a scroll bar is dragged there or a saved
  /// position is restored; nothing happens when the index is loaded.
  ///
  /// With placeholders the positions stay and the page fills its placeholders; without, the jump
  /// is a refresh at the key for that index and the page becomes the window.
  ///
  /// - Parameter index: A position, `0..<count` when there are placeholders; any position of the
  ///   source otherwise.
  /// - Returns: Whether a load was queued. No position moves here: the page changes the
  ///   positions when it arrives, in the ``PagingChange`` that ``receive(_:for:)`` returns.
  /// - Throws: ``PagingError/jumpNeedsPositionalKeys(index:)`` over cursors,
  ///   ``PagingError/indexOutOfRange(index:count:)`` for an index outside the collection.
  @inlinable
  @discardableResult
  public mutating func jump(to index: Int) throws(PagingError) -> Bool {
    guard keys.isPositional else { throw .jumpNeedsPositionalKeys(index: index) }
    let limit = hasPlaceholders ? window.count : Int.max
    guard index >= 0 && index < limit else {
      throw .indexOutOfRange(index: index, count: window.count)
    }
    if let first = firstIndex, index >= first, index - first < window.items.count {
      return false
    }
    if hasPlaceholders {
      // The viewport goes there: load around it, not around where it was.
      anchor = Anchor(id: nil, index: index)
      visible = index..<(index + 1)
    } else {
      visible = nil
      anchor = nil
    }
    startRefresh(at: .index(index))
    return true
  }

  /// Clears the failure of one kind of load (or of all), so its page is asked for again.
  ///
  /// - Parameter kind: The load to retry; `nil` retries every failed one.
  /// - Returns: Whether there was a failure to clear. No position moves here: the page asked
  ///   for again changes the positions when it arrives, in the ``PagingChange`` that
  ///   ``receive(_:for:)`` returns.
  @inlinable
  @discardableResult
  public mutating func retry(_ kind: LoadKind? = nil) -> Bool {
    var retried = false
    for candidate in LoadKind.allCases where kind == nil || kind == candidate {
      guard loadStates[candidate].isFailed else { continue }
      window.states[state: candidate] = .idle
      retried = true
      switch candidate {
      case .refresh: pendingRefresh = failedRefresh
      case .prepend: wantsPrepend = true
      case .append: wantsAppend = true
      }
    }
    updateEnds()
    return retried
  }

  /// The next page to load, marked in flight; `nil` when nothing is needed now.
  ///
  /// A refresh goes first and alone; while one failed, the ends wait for its ``retry(_:)`` (the
  /// items stay). Then an end is loaded when the visible positions come within
  /// the ``prefetch`` distance of it, or when ``loadMore(at:)`` asked; never at an end that is
  /// complete, failed or loading. Call it until it returns `nil`.
  ///
  /// It moves no position: the request's answer does, through ``receive(_:for:)``.
  ///
  /// - Complexity: O(1).
  @inlinable
  public mutating func nextRequest() -> PageRequest<Key>? {
    guard inFlight.refresh == nil else { return nil }
    if let target = pendingRefresh {
      guard !loadStates.refresh.isFailed else { return nil }
      pendingRefresh = nil
      return issueRefresh(at: target)
    }
    // After the first refresh, even an empty window can grow: a refresh past a shrunk end
    // prepends back to the items before it. A refresh that failed waits for its retry: the
    // window it was to replace is not grown meanwhile.
    guard !pages.isEmpty, loadStates.refresh.isIdle else { return nil }
    if inFlight.append == nil, loadStates.append.isIdle, wantsAppend || isNear(.append),
      let request = issue(.append)
    {
      return request
    }
    if inFlight.prepend == nil, loadStates.prepend.isIdle, wantsPrepend || isNear(.prepend),
      let request = issue(.prepend)
    {
      return request
    }
    return nil
  }

  /// Queues a refresh and cancels every load in flight: a refresh in flight is replaced by the
  /// new one, and the answers of all of them will be ignored.
  @inlinable
  mutating func startRefresh(at target: RefreshTarget) {
    pendingRefresh = target
    inFlight = InFlight()
    for kind in LoadKind.allCases where !loadStates[kind].isComplete {
      window.states[state: kind] = .idle
    }
  }

  /// Whether the visible positions are within the prefetch distance of an end.
  @inlinable
  func isNear(_ end: LoadKind) -> Bool {
    guard let visible, prefetch != .whenAsked else { return false }
    let loaded = loadedRange
    // Far over placeholders, a jump loads the page there; paging towards it would not.
    if hasPlaceholders && keys.isPositional
      && (visible.lowerBound - loaded.upperBound > keys.pageSize
        || loaded.lowerBound - visible.upperBound > keys.pageSize)
    {
      return false
    }
    switch end {
    case .append: return loaded.upperBound - visible.upperBound <= prefetchDistance
    case .prepend: return visible.lowerBound - loaded.lowerBound <= prefetchDistance
    case .refresh: return false
    }
  }

  @inlinable
  mutating func makeRequest(
    _ kind: LoadKind, key: Key?, limit: Int, position: Int?
  ) -> PageRequest<Key> {
    serial &+= 1
    let request = PageRequest(
      kind: kind, key: key, limit: limit, position: position, serial: serial)
    inFlight[kind] = request
    window.states[state: kind] = .loading
    return request
  }

  @inlinable
  mutating func issueRefresh(at target: RefreshTarget) -> PageRequest<Key>? {
    var target = target
    if case .anchor = target { target = anchorTarget() }
    failedRefresh = target
    let pageSize = keys.pageSize
    switch target {
    case .start, .anchor:
      if keys.isPositional, let positional = keys.positional(from: 0, limit: pageSize) {
        return makeRequest(
          .refresh, key: positional.key, limit: positional.limit, position: positional.position)
      }
      return makeRequest(.refresh, key: keys.initialKey, limit: pageSize, position: nil)
    case .index(let index):
      let start = keys.scheme == .offsets ? Swift.max(0, index - pageSize / 2) : index
      guard let positional = keys.positional(from: start, limit: pageSize) else {
        return makeRequest(.refresh, key: keys.initialKey, limit: pageSize, position: nil)
      }
      return makeRequest(
        .refresh, key: positional.key, limit: positional.limit, position: positional.position)
    case .key(let key):
      return makeRequest(.refresh, key: key, limit: pageSize, position: nil)
    }
  }

  /// Where refreshing around the anchor loads: the anchor's index for positional keys, the key of
  /// the page holding it for cursors.
  @inlinable
  func anchorTarget() -> RefreshTarget {
    guard let anchor else { return .start }
    if keys.isPositional {
      let offset = anchor.index - window.placeholdersBefore
      let source = (firstIndex ?? 0) + offset
      return .index(Swift.max(0, hasPlaceholders ? anchor.index : source))
    }
    let loaded = loadedRange
    if let refreshKey, loaded.contains(anchor.index),
      let item = window[anchor.index].item, let key = refreshKey(item)
    {
      return .key(key)
    }
    // The next key of the page before the anchor's leads to the anchor's page.
    var end = loaded.lowerBound
    var previous: PageRecord?
    for page in pages {
      end += page.count
      if anchor.index < end {
        if let previous { return previous.nextKey.map { .key($0) } ?? .start }
        return page.previousKey == nil ? .start : page.key.map { .key($0) } ?? .start
      }
      previous = page
    }
    return .start
  }

  /// The prepend or append request the loaded items call for; `nil` at an end, or while the
  /// other end waits for the same key.
  @inlinable
  mutating func issue(_ kind: LoadKind) -> PageRequest<Key>? {
    guard let target = target(of: kind) else { return nil }
    let other: LoadKind = kind == .append ? .prepend : .append
    guard target.key == nil || target.key != inFlight[other]?.key else { return nil }
    if kind == .append { wantsAppend = false } else { wantsPrepend = false }
    return makeRequest(kind, key: target.key, limit: target.limit, position: target.position)
  }

  /// The key, limit and first position of the page before or after the loaded items.
  @inlinable
  func target(of kind: LoadKind) -> (key: Key?, limit: Int, position: Int?)? {
    let pageSize = keys.pageSize
    switch (keys.scheme, kind) {
    case (.cursors, .append):
      return pages.last?.nextKey.map { ($0, pageSize, nil) }
    case (.cursors, _):
      return pages.first?.previousKey.map { ($0, pageSize, nil) }
    case (_, .append):
      guard let first = firstIndex else { return nil }
      // Offsets overlap the last loaded item; an empty window has none to overlap.
      let overlaps = keys.scheme == .offsets && !window.items.isEmpty
      let from = first + window.items.count - (overlaps ? 1 : 0)
      let limit = overlaps ? keys.overlappingLimit : pageSize
      return keys.positional(from: from, limit: limit).map { ($0.key, $0.limit, $0.position) }
    default:
      guard let first = firstIndex, first > 0 else { return nil }
      let from = keys.scheme == .offsets ? Swift.max(0, first - pageSize) : first - 1
      let limit = first - from + (window.items.isEmpty ? 0 : 1)
      return keys.positional(from: from, limit: limit).map { ($0.key, $0.limit, $0.position) }
    }
  }
}

extension LoadState {
  /// Whether this is `.idle`.
  @usableFromInline
  var isIdle: Bool { if case .idle = self { true } else { false } }
}
