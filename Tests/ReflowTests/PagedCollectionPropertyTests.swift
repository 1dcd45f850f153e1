@testable import Reflow
import ReflowTesting
import Testing

/// Properties of a revealed `PagedCollection` under generated operation sequences, checked
/// against a model after every step, with shrinking to a short sequence on failure.
@Suite struct PagedCollectionPropertyTests {
  @Test("A revealed collection shows a clamped prefix of its source after every step")
  func revealingSequences() {
    check(.revealScenario()) { scenario in try Self.run(scenario) }
  }

  /// Applies the scenario; returns the first broken rule.
  static func run(_ scenario: RevealScenario) throws -> [Violation] {
    let pageSize = scenario.pageSize
    var source = Array(0..<scenario.sourceCount)
    var nextValue = source.count
    var collection = try PagedCollection(
      revealing: source, pageSize: pageSize, restoredPageCount: scenario.restoredPageCount)
    var shown = min(max(scenario.restoredPageCount, 0), pageCount(source.count, pageSize))
    var found = revealed(collection, shown: shown, of: source)
    if !found.isEmpty { return found.map { prefixed($0, "after init") } }
    for (step, operation) in scenario.operations.enumerated() {
      let pages = pageCount(source.count, pageSize)
      switch operation {
      case .reveal:
        let didReveal = collection.loadNextPage()
        if didReveal != (shown < pages) {
          found.append("loadNextPage returned \(didReveal) with \(shown) of \(pages) shown")
        }
        if didReveal { shown += 1 }
      case .grow(let count):
        source += nextValue..<(nextValue + count)
        nextValue += count
        collection.replaceSource(with: source)
      case .shrink(let count):
        source.removeLast(min(count, source.count))
        collection.replaceSource(with: source)
        shown = min(shown, pageCount(source.count, pageSize))
      case .reset:
        collection.reset()
        shown = 0
      }
      found += revealed(collection, shown: shown, of: source)
      if !found.isEmpty { return found.map { prefixed($0, "step \(step) \(operation)") } }
    }
    return []
  }

  /// The rules of a revealed collection that shows `shown` pages of `source`.
  private static func revealed(_ collection: PagedCollection<Int>, shown: Int, of source: [Int])
    -> [Violation]
  {
    var found = collection.invariantViolations().map { Violation("invariants", $0) }
    let expected = Array(source.prefix(shown * collection.pageSize))
    if collection.loadedPageCount != shown || Array(collection) != expected {
      found.append(Violation(
        "clamped prefix", "\(collection.loadedPageCount) pages \(Array(collection)), expected"
          + " \(shown) pages \(expected) of \(source)"))
    }
    let hasMore = shown < pageCount(source.count, collection.pageSize)
    if collection.hasMore != hasMore {
      found.append(Violation("has more", "hasMore \(collection.hasMore) at \(shown) pages"))
    }
    return found
  }

  /// Pages counted by ceiling division: a partial last page counts.
  private static func pageCount(_ count: Int, _ pageSize: Int) -> Int {
    (count + pageSize - 1) / pageSize
  }

  private static func prefixed(_ violation: Violation, _ label: String) -> Violation {
    Violation(violation.invariant, "\(label): \(violation.message)", indices: violation.indices)
  }
}
