@testable import Reflow
import ReflowTesting
import Testing

/// Properties of `PagedCollection` under generated operation sequences, checked against a model
/// of the source after every step, with shrinking to a short sequence on failure.
///
/// The model is the source itself (an array of unique values, so a duplicated element shows)
/// and the answers outstanding, each computed from the source when it was requested and
/// delivered later, in any order, some twice, some after the source changed.
@Suite struct PagedCollectionPropertyTests {
  private struct LoadFailure: Error {}

  @Test("A remote collection keeps every rule after every step of any operation sequence")
  func remoteSequences() {
    check(.pagingScenario()) { scenario in try Self.runRemote(scenario) }
  }

  @Test("A revealed collection shows a clamped prefix of its source after every step")
  func revealingSequences() {
    check(.revealingPagingScenario()) { scenario in try Self.runRevealing(scenario) }
  }

  /// The state of the world around a remote collection.
  private struct RemoteModel {
    var source: [Int] = []
    var nextValue = 0
    /// Answers computed at request time and not yet delivered.
    var outstanding: [(request: PageRequest, elements: [Int])] = []
    /// The pages requested in this generation that may not be asked for again: every page
    /// requested, until its request is reported failed.
    var requested: Set<Int> = []
    var requestedGeneration = 0

    mutating func makeElements(_ count: Int) -> [Int] {
      defer { nextValue += count }
      return Array(nextValue..<(nextValue + count))
    }

    func answer(_ request: PageRequest) -> [Int] {
      Array(source.dropFirst(request.offset).prefix(request.limit))
    }
  }

  /// Applies the scenario to a remote collection; returns the first broken rule.
  static func runRemote(_ scenario: PagingScenario) throws -> [Violation] {
    var model = RemoteModel()
    model.source = model.makeElements(scenario.sourceCount)
    var collection = try PagedCollection<Int>(
      pageSize: scenario.pageSize, totalCount: scenario.knowsTotal ? model.source.count : nil,
      maximumRequestsInFlight: scenario.maximumRequestsInFlight)
    for (step, operation) in scenario.operations.enumerated() {
      let found = try apply(operation, to: &collection, model: &model)
        + sound(collection, model: model)
      if !found.isEmpty { return found.map { prefixed($0, "step \(step) \(operation)") } }
    }
    return drain(&collection, model: &model)
  }

  private static func apply(
    _ operation: PagingOperation, to collection: inout PagedCollection<Int>,
    model: inout RemoteModel
  ) throws -> [Violation] {
    if model.requestedGeneration != collection.generation {
      model.requested = []
      model.requestedGeneration = collection.generation
    }
    switch operation {
    case .request:
      let wasFailed = collection.loadState.isFailed
      guard let request = collection.nextRequest() else { return [] }
      if wasFailed { return ["page \(request.page) requested before retrying a failure"] }
      if model.requested.contains(request.page) {
        return [Violation("one request per page", "page \(request.page) requested again")]
      }
      if request.page < collection.loadedPageCount {
        return [Violation("one request per page", "page \(request.page) is already loaded")]
      }
      model.requested.insert(request.page)
      model.outstanding.append((request, model.answer(request)))
    case .receive(let index, let duplicate):
      guard !model.outstanding.isEmpty else { return [] }
      let position = index % model.outstanding.count
      let (request, elements) = model.outstanding[position]
      if !duplicate { model.outstanding.remove(at: position) }
      let before = Array(collection)
      let pagesBefore = collection.loadedPageCount
      let outcome = try collection.receive(elements, for: request)
      let after = Array(collection)
      if request.generation != collection.generation && outcome != .dropped(.staleGeneration) {
        return [Violation("stale answers dropped", "\(request) gave \(outcome)")]
      }
      switch outcome {
      case .dropped, .buffered:
        if after != before {
          return [Violation("stale answers dropped", "\(outcome) changed \(before) to \(after)")]
        }
      case .appended(let pages):
        if collection.loadedPageCount != pagesBefore + pages {
          return [Violation(
            "appended in order",
            "appended \(pages) pages but went from \(pagesBefore) to \(collection.loadedPageCount)")]
        }
      }
    case .fail(let index):
      guard !model.outstanding.isEmpty else { return [] }
      let (request, _) = model.outstanding.remove(at: index % model.outstanding.count)
      if collection.fail(request, error: LoadFailure()) == nil {
        model.requested.remove(request.page)
        if !collection.loadState.isFailed {
          return ["a recorded failure left the state \(collection.loadState)"]
        }
      } else if request.generation == collection.generation
        && collection.pagesInFlight.contains(request.page)
      {
        return ["the failure of \(request), which is in flight, was ignored"]
      }
    case .retry:
      collection.retry()
    case .grow(let count, let announcesTotal):
      model.source += model.makeElements(count)
      try collection.updateTotalCount(announcesTotal ? model.source.count : nil)
    case .shrink(let count):
      model.source.removeLast(min(count, model.source.count))
      try collection.updateTotalCount(model.source.count)
    case .invalidate:
      collection.invalidate()
    case .reveal:
      if collection.loadNextPage() { return ["a remote collection revealed a page"] }
    }
    return []
  }

  /// The rules that hold after every step.
  private static func sound(_ collection: PagedCollection<Int>, model: RemoteModel) -> [Violation]
  {
    var found = collection.invariantViolations().map { Violation("invariants", $0) }
    let loaded = Array(collection)
    if loaded != Array(model.source.prefix(loaded.count)) {
      found.append(Violation("source prefix", "loaded \(loaded) but the source is \(model.source)"))
    }
    if Set(loaded).count != loaded.count {
      found.append(Violation("no duplicates", "loaded \(loaded)"))
    }
    if collection.loadedPageCount != pageCount(loaded.count, collection.pageSize) {
      found.append(Violation(
        "ceiling pages", "\(loaded.count) elements but \(collection.loadedPageCount) pages"))
    }
    return found
  }

  /// Delivers what is outstanding, retries, then answers every request at once until there is
  /// none: the whole source must then be loaded, whatever happened before.
  private static func drain(_ collection: inout PagedCollection<Int>, model: inout RemoteModel)
    -> [Violation]
  {
    for (request, elements) in model.outstanding {
      _ = try? collection.receive(elements, for: request)
    }
    model.outstanding = []
    collection.retry()
    var rounds = 0
    while let request = collection.nextRequest() {
      rounds += 1
      if rounds > 4 * (model.source.count + 2) {
        return [Violation("progress", "still requesting after \(rounds) requests: \(request)")]
      }
      do {
        try collection.receive(model.answer(request), for: request)
      } catch {
        return [Violation("progress", "\(request) threw \(error)")]
      }
    }
    var found = sound(collection, model: model)
    if Array(collection) != model.source || collection.hasMore || !collection.loadState.isComplete
    {
      found.append(Violation(
        "progress", "drained to \(Array(collection)), \(collection.loadState), but the source is"
          + " \(model.source)"))
    }
    return found
  }

  /// Applies the scenario to a revealed collection; returns the first broken rule.
  static func runRevealing(_ scenario: PagingScenario) throws -> [Violation] {
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
      case .grow(let count, _):
        source += nextValue..<(nextValue + count)
        nextValue += count
        collection.replaceSource(with: source)
      case .shrink(let count):
        source.removeLast(min(count, source.count))
        collection.replaceSource(with: source)
        shown = min(shown, pageCount(source.count, pageSize))
      case .invalidate:
        collection.invalidate()
        shown = 0
      case .request, .receive, .fail, .retry:
        if let request = collection.nextRequest() {
          found.append("a revealed collection asked for \(request)")
        }
        if collection.retry() { found.append("a revealed collection had a failure to retry") }
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
    if collection.hasMore != hasMore || collection.loadState.isComplete == hasMore {
      found.append(Violation(
        "has more", "hasMore \(collection.hasMore), \(collection.loadState) at \(shown) pages"))
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
