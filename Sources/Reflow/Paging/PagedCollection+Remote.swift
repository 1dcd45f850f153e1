extension PagedCollection {
  /// The next page to fetch, marked in flight; `nil` when there is nothing to ask for.
  ///
  /// It answers `nil` when every page is loaded, after a failure until ``retry()``, and when
  /// ``maximumRequestsInFlight`` pages are already in flight. A page in flight or waiting to be
  /// appended is never asked for again.
  ///
  /// - Complexity: O(*r*), where *r* is the number of pages in flight.
  public mutating func nextRequest() -> PageRequest? {
    guard !isRevealing, failure == nil, pagesInFlight.count < maximumRequestsInFlight else {
      return nil
    }
    var page = loadedPageCount
    while pagesInFlight.contains(page) || bufferedPages[page] != nil { page += 1 }
    if let endPage, page >= endPage { return nil }
    pagesInFlight.append(page)
    return PageRequest(page: page, offset: page * pageSize, limit: pageSize, generation: generation)
  }

  /// Reports a page's elements.
  ///
  /// A page shorter than ``pageSize`` marks the end of the source. Pages are appended in order:
  /// one that arrives early waits for those before it.
  ///
  /// - Parameters:
  ///   - elements: The page's elements, at most ``pageSize``.
  ///   - request: The request this answers, as ``nextRequest()`` returned it.
  /// - Returns: What happened to the page.
  /// - Throws: ``PagingError/oversizedPage(page:count:pageSize:)``; the page is then not added,
  ///   and is recorded as failed: ``retry()`` asks for it again.
  /// - Complexity: O(*m*) in the elements appended, including buffered pages.
  @discardableResult
  public mutating func receive(_ elements: [Element], for request: PageRequest) throws(PagingError)
    -> PageOutcome
  {
    if let reason = dropReason(for: request) { return .dropped(reason) }
    let page = request.page
    pagesInFlight.removeAll { $0 == page }
    guard elements.count <= pageSize else {
      let error = PagingError.oversizedPage(page: page, count: elements.count, pageSize: pageSize)
      recordFailure(page: page, error: error)
      throw error
    }
    if let endPage, page >= endPage { return .dropped(.pastEnd) }
    if elements.count < pageSize {
      end(atPage: elements.isEmpty ? page : page + 1)
    }
    // An empty page only marks the end; there is nothing to append or buffer.
    if elements.isEmpty { return .appended(pages: 0) }
    guard page == loadedPageCount else {
      bufferedPages[page] = elements
      return .buffered
    }
    var appended = 0
    var next: [Element]? = elements
    while let pageElements = next {
      storage.append(contentsOf: pageElements)
      loadedCount = storage.count
      loadedPageCount += 1
      appended += 1
      next = bufferedPages.removeValue(forKey: loadedPageCount)
    }
    return .appended(pages: appended)
  }

  /// Reports that fetching a page failed; nothing more is requested until ``retry()``.
  ///
  /// - Returns: `nil` when the failure was recorded, or why it was ignored (stale or unknown).
  @discardableResult
  public mutating func fail(_ request: PageRequest, error: any Error & Sendable)
    -> PageOutcome.DropReason?
  {
    if let reason = dropReason(for: request) { return reason }
    pagesInFlight.removeAll { $0 == request.page }
    recordFailure(page: request.page, error: error)
    return nil
  }

  /// Keeps the earliest failure: it is the one that blocks appending.
  private mutating func recordFailure(page: Int, error: any Error & Sendable) {
    if let failure, failure.page <= page { return }
    failure = (page, error)
  }

  /// Clears a failure so ``nextRequest()`` asks for the failed page again.
  ///
  /// - Returns: Whether there was a failure to clear.
  @discardableResult
  public mutating func retry() -> Bool {
    guard failure != nil else { return false }
    failure = nil
    return true
  }

  /// Forgets every loaded page and starts again, as for pull-to-refresh; answers to requests
  /// made before are dropped when they arrive.
  public mutating func invalidate() {
    generation += 1
    pagesInFlight.removeAll()
    bufferedPages.removeAll()
    failure = nil
    if isRevealing {
      setLoadedPageCount(0)
    } else {
      storage.removeAll()
      loadedCount = 0
      loadedPageCount = 0
      endPage = totalCount.map { Self.pageCount(of: $0, pageSize: pageSize) }
    }
  }

  /// Tells a remote collection that its source changed size.
  ///
  /// A shrunk source cuts the loaded elements to its new end; a source that grows (or whose total
  /// becomes unknown) reopens the end, and a partial last page is unloaded to be fetched again
  /// whole. Either way the loaded elements stay a prefix of the source.
  ///
  /// - Parameter totalCount: The new number of elements, or `nil` when unknown.
  /// - Throws: ``PagingError/invalidTotalCount(_:)``.
  public mutating func updateTotalCount(_ totalCount: Int?) throws(PagingError) {
    guard !isRevealing else { return }
    if let totalCount, totalCount < 0 { throw .invalidTotalCount(totalCount) }
    self.totalCount = totalCount
    let fullPages = loadedCount / pageSize
    if let totalCount, totalCount <= loadedCount {
      storage.removeSubrange(totalCount...)
    } else if loadedCount % pageSize != 0 {
      storage.removeSubrange((fullPages * pageSize)...)
    }
    loadedCount = storage.count
    loadedPageCount = Self.pageCount(of: loadedCount, pageSize: pageSize)
    endPage = totalCount.map { Self.pageCount(of: $0, pageSize: pageSize) }
    // Whatever was asked for or buffered past the loaded pages may no longer hold; ask again.
    pagesInFlight.removeAll()
    bufferedPages.removeAll()
    if let failed = failure?.page, failed < loadedPageCount { failure = nil }
    generation += 1
  }

  private func dropReason(for request: PageRequest) -> PageOutcome.DropReason? {
    if request.generation != generation { return .staleGeneration }
    if !pagesInFlight.contains(request.page) { return .notRequested }
    return nil
  }

  /// Records that no page from `page` on exists, forgetting anything asked for beyond it.
  private mutating func end(atPage page: Int) {
    let end = Swift.min(endPage ?? page, page)
    endPage = end
    pagesInFlight.removeAll { $0 >= end }
    for buffered in bufferedPages.keys where buffered >= end {
      bufferedPages.removeValue(forKey: buffered)
    }
  }
}
