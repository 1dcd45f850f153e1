extension PagedCollection {
  /// Every way the state breaks the collection's invariants; empty when it is sound.
  package func invariantViolations() -> [String] {
    var violations: [String] = []
    func require(_ condition: Bool, _ message: @autoclosure () -> String) {
      if !condition { violations.append(message()) }
    }
    require(
      loadedPageCount >= 0 && loadedPageCount <= pageCount,
      "\(loadedPageCount) pages revealed of \(pageCount)")
    let (end, overflow) = loadedPageCount.multipliedReportingOverflow(by: pageSize)
    require(
      loadedCount == (overflow ? storage.count : Swift.min(storage.count, end)),
      "\(loadedCount) elements revealed for \(loadedPageCount) pages of \(pageSize)")
    return violations
  }
}
