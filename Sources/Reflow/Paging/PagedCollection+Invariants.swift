extension PagedCollection {
  /// Every way the state breaks the collection's invariants; empty when it is sound.
  ///
  /// Tests and the `reflow simulate` tool call this after every step.
  package func invariantViolations() -> [String] {
    var violations: [String] = []
    func require(_ condition: Bool, _ message: @autoclosure () -> String) {
      if !condition { violations.append(message()) }
    }
    require(
      loadedCount == Swift.min(storage.count, loadedPageCount * pageSize),
      "loaded count \(loadedCount) is not min(storage \(storage.count), \(loadedPageCount) pages)")
    require(
      Self.pageCount(of: loadedCount, pageSize: pageSize) == loadedPageCount,
      "\(loadedCount) elements do not fill exactly \(loadedPageCount) pages")
    if !isRevealing {
      require(storage.count == loadedCount, "storage holds unloaded elements")
    }
    if let endPage { require(loadedPageCount <= endPage, "loaded past the end page \(endPage)") }
    require(
      Set(pagesInFlight).count == pagesInFlight.count,
      "duplicate request in flight \(pagesInFlight)")
    require(pagesInFlight.count <= maximumRequestsInFlight, "too many requests in flight")
    for page in pagesInFlight {
      require(page >= loadedPageCount, "page \(page) in flight but already loaded")
      require(bufferedPages[page] == nil, "page \(page) both in flight and buffered")
      if let endPage { require(page < endPage, "page \(page) in flight past the end") }
    }
    for (page, elements) in bufferedPages {
      require(page > loadedPageCount, "page \(page) buffered but could be appended")
      require(elements.count <= pageSize, "buffered page \(page) is oversized")
      if let endPage { require(page < endPage, "page \(page) buffered past the end") }
    }
    if let failure {
      require(!pagesInFlight.contains(failure.page), "failed page \(failure.page) still in flight")
    }
    return violations
  }
}
