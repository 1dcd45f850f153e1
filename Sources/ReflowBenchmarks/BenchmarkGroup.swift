/// A named set of related measurements that prints as one table.
///
/// Add a group by writing a `static let` in an extension in its own file (`FlowBenchmarks.swift`
/// holds ``flow`` and ``alignedFlow``) and listing it in ``all``; `--filter` selects groups by
/// name.
struct BenchmarkGroup: Sendable {
  /// The name `--filter` matches, in kebab case.
  var name: String
  /// One line on what the group compares.
  var summary: String
  /// Runs the measurements and returns their table.
  var run: @Sendable (BenchmarkSettings) throws -> BenchmarkTable

  /// Every group, in the order they run and print.
  static let all: [BenchmarkGroup] = [
    .flow, .alignedFlow, .viewportQueries, .engineFrame, .pageAppend, .lazyFlowFrame,
    .simulation, .snapshotApply, .focusMove, .collectionFrame, .pageReceive, .pageJump,
    .pagingSession, .flowIndex, .lazyScroll, .engineCosts, .flowFloor, .flowFeatures,
    .flowBalanced, .flowMemory, .collectionEngine, .virtualized, .masonry, .masonryIndex,
    .masonryScroll,
  ]

  /// The groups whose name contains any of `filters` (ignoring case); all of them when
  /// `filters` is empty.
  static func selected(by filters: [String]) -> [BenchmarkGroup] {
    guard !filters.isEmpty else { return all }
    return all.filter { group in
      filters.contains { group.name.lowercased().contains($0.lowercased()) }
    }
  }
}
