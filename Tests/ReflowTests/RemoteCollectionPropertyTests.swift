@testable import Reflow
import ReflowTesting
import Testing

/// `RemoteCollection` under generated operation sequences — requests, answers in any order (some
/// twice, some after the source changed), failures, retries, scrolling, prepends, appends, jumps,
/// refreshes, source insertions and deletions at the head, in the middle and at the tail, and
/// pages dropped and reloaded under a memory limit — checked after every step against a model
/// of the source, with shrinking to a short sequence on failure.
///
/// After every step: no item twice; the loaded items in source order and, leaving out any the
/// source deleted since they were loaded (no pager can know until it refreshes), a contiguous run
/// of the source as it was at some moment, so none is skipped inside the window; at most one
/// request in flight per key; at most the memory limit plus one page loaded. At the end, with every
/// answer delivered, a refresh and a viewport over everything load the whole source.
///
/// The model keeps the contract the collection documents: edits *inside* the loaded window are
/// announced with `refresh()` (no pager can see them), and so, over page numbers, is any edit
/// that moves a position loaded or asked for (page numbers cannot prove where a page joins).
@Suite struct RemoteCollectionPropertyTests {
  private struct LoadFailure: Error {}

  @Test("Any sequence keeps the shown items a contiguous run of the source, each once")
  func sequences() {
    check(.pagingScenario()) { scenario in
      switch scenario.scheme {
      case .offsets:
        try Self.run(scenario, keys: .offsets(pageSize: scenario.pageSize)) {
          $0.positionalAnswer($1, reportsCount: scenario.reportsCount)
        }
      case .pageNumbers:
        try Self.run(scenario, keys: .pageNumbers(pageSize: scenario.pageSize)) {
          $0.positionalAnswer($1, reportsCount: scenario.reportsCount)
        }
      case .cursors:
        try Self.run(scenario, keys: .cursors(pageSize: scenario.pageSize)) {
          $0.cursorAnswer($1, reportsCount: scenario.reportsCount)
        }
      }
    }
  }

  @Test("Generated sequences reach repeats, gaps, drops, reloads, jumps and failures")
  func coverage() throws {
    var total = PagingDiagnostics()
    var failures = 0
    for scenario in Gen.pagingScenario().samples(count: 600, seed: 7) {
      var diagnostics = PagingDiagnostics()
      if scenario.scheme == .cursors {
        let keys = try PagingKeys<PagingCursor>.cursors(pageSize: scenario.pageSize)
        _ = try Self.run(scenario, keys: keys, diagnostics: &diagnostics) {
          $0.cursorAnswer($1, reportsCount: scenario.reportsCount)
        }
      } else {
        let keys = try scenario.scheme == .offsets
          ? PagingKeys.offsets(pageSize: scenario.pageSize)
          : PagingKeys.pageNumbers(pageSize: scenario.pageSize)
        _ = try Self.run(scenario, keys: keys, diagnostics: &diagnostics) {
          $0.positionalAnswer($1, reportsCount: scenario.reportsCount)
        }
      }
      total.duplicatesDropped += diagnostics.duplicatesDropped
      total.gapsRepaired += diagnostics.gapsRepaired
      total.pagesDropped += diagnostics.pagesDropped
      total.pagesReloaded += diagnostics.pagesReloaded
      total.answersIgnored += diagnostics.answersIgnored
      failures += scenario.operations.filter { if case .fail = $0 { true } else { false } }.count
    }
    #expect(total.duplicatesDropped > 0 && total.gapsRepaired > 0, "\(total)")
    #expect(total.pagesDropped > 0 && total.pagesReloaded > 0, "\(total)")
    #expect(total.answersIgnored > 0 && failures > 0, "\(total)")
  }

  @Test("The model check finds a collection that shows an item twice")
  func modelCatchesRepeats() {
    var source = PagingSourceModel(count: 6)
    #expect(source.wasContiguous([1, 2, 3]))
    #expect(!source.wasContiguous([1, 2, 2]))
    #expect(!source.wasContiguous([1, 3]))
    _ = source.insert(count: 1, at: 2)
    #expect(source.wasContiguous([1, 2, 3]) && source.wasContiguous([1, 6, 2]))
    #expect(!source.wasContiguous([6, 1]))
    _ = source.delete(count: 1, at: 2)
    #expect(source.wasContiguous([1, 6, 2]), "6, deleted since, may still show")
    #expect(!source.wasContiguous([0, 2]), "1 sat between them at every moment")
  }

  typealias Answer<Key: Hashable & Sendable> =
    (PagingSourceModel, PageRequest<Key>) -> LoadedPage<Key, PagingItem>

  /// The world around one collection.
  private struct World<Key: Hashable & Sendable> {
    var source: PagingSourceModel
    var collection: RemoteCollection<Key, PagingItem>
    var outstanding: [(request: PageRequest<Key>, page: LoadedPage<Key, PagingItem>)] = []
    var viewport = 0
  }

  /// Applies the scenario; returns the first broken rule.
  static func run<Key: Hashable & Sendable>(
    _ scenario: PagingScenario, keys: PagingKeys<Key>, answer: Answer<Key>
  ) throws -> [Violation] {
    var diagnostics = PagingDiagnostics()
    return try run(scenario, keys: keys, diagnostics: &diagnostics, answer: answer)
  }

  /// Applies the scenario, and reports what the collection noticed on the way.
  static func run<Key: Hashable & Sendable>(
    _ scenario: PagingScenario, keys: PagingKeys<Key>, diagnostics: inout PagingDiagnostics,
    answer: Answer<Key>
  ) throws -> [Violation] {
    var world = World(
      source: PagingSourceModel(count: scenario.sourceCount),
      collection: try RemoteCollection<Key, PagingItem>(
        keys: keys, maximumLoadedItems: scenario.maximumLoadedItems,
        prefetch: .items(scenario.prefetchDistance)))
    defer { diagnostics = world.collection.diagnostics }
    world.collection.visibleRangeChanged(0..<scenario.viewportLength)
    for (step, operation) in scenario.operations.enumerated() {
      let found = try apply(operation, scenario, &world, answer)
        + sound(world.collection, world.source)
      if !found.isEmpty {
        return found.map {
          Violation($0.invariant, "step \(step) \(operation): \($0.message)")
        }
      }
    }
    return drain(scenario, &world, answer)
  }

  private static func apply<Key: Hashable & Sendable>(
    _ operation: PagingOperation, _ scenario: PagingScenario, _ world: inout World<Key>,
    _ answer: Answer<Key>
  ) throws -> [Violation] {
    switch operation {
    case .request:
      guard let request = world.collection.nextRequest() else { return [] }
      world.outstanding.append((request, answer(world.source, request)))
    case .receive(let index, let duplicate):
      guard !world.outstanding.isEmpty else { return [] }
      let position = index % world.outstanding.count
      let (request, page) = world.outstanding[position]
      if !duplicate { world.outstanding.remove(at: position) }
      let wasInFlight = world.collection.inFlight[request.kind] == request
      let outcome = try world.collection.receive(page, for: request)
      if !wasInFlight && outcome != .dropped(.notInFlight) {
        return [Violation("answered once", "\(request) no longer in flight gave \(outcome)")]
      }
    case .fail(let index):
      guard !world.outstanding.isEmpty else { return [] }
      let (request, _) = world.outstanding.remove(at: index % world.outstanding.count)
      if world.collection.fail(request, error: LoadFailure()) == nil {
        let state = world.collection.loadStates[request.kind]
        if !state.isFailed && !state.isComplete {
          return ["a recorded failure left the \(request.kind) state \(state)"]
        }
      }
    case .settle:
      for (request, page) in world.outstanding {
        _ = try world.collection.receive(page, for: request)
      }
      world.outstanding = []
      for _ in 0..<(4 * (world.source.live.count + 4)) {
        guard let request = world.collection.nextRequest() else { break }
        try world.collection.receive(answer(world.source, request), for: request)
      }
    case .retry:
      world.collection.retry()
    case .scroll(let delta):
      let count = world.collection.count
      world.viewport = Swift.min(Swift.max(0, world.viewport + delta), Swift.max(0, count - 1))
      world.collection.visibleRangeChanged(
        world.viewport..<(world.viewport + scenario.viewportLength))
    case .loadMore(let atEnd):
      world.collection.loadMore(at: atEnd ? .append : .prepend)
    case .jump(let perMille):
      let count =
        world.collection.hasPlaceholders ? world.collection.count : world.source.live.count
      guard count > 0, world.collection.keys.isPositional else { return [] }
      let index = count * perMille / 1_000
      try world.collection.jump(to: index)
      if world.collection.hasPlaceholders {
        world.viewport = index
        world.collection.visibleRangeChanged(index..<(index + scenario.viewportLength))
      }
    case .refresh:
      world.collection.refresh()
    case .insert(let place, let count):
      let position = world.source.position(of: place, deleting: 0)
      let live = world.source.live
      let loaded = Set(world.collection.loadedItems.map(\.id))
      let inside =
        position > 0 && position < live.count && loaded.contains(live[position - 1])
        && loaded.contains(live[position])
      _ = world.source.insert(count: count, at: position)
      if inside || mustAnnounce(position, scenario, world, live: live) {
        world.collection.refresh()
      }
    case .delete(let place, let count):
      let position = world.source.position(of: place, deleting: count)
      let live = world.source.live
      let gone = world.source.delete(count: count, at: position)
      let loaded = Set(world.collection.loadedItems.map(\.id))
      if gone.contains(where: loaded.contains)
        || (!gone.isEmpty && mustAnnounce(position, scenario, world, live: live))
      {
        world.collection.refresh()
      }
    }
    return []
  }

  /// Over page numbers, an edit is announced too when it moves a position the collection relies
  /// on: its last loaded item's, or one an answer on its way was computed from.
  private static func mustAnnounce<Key>(
    _ position: Int, _ scenario: PagingScenario, _ world: World<Key>, live: [Int]
  ) -> Bool {
    guard scenario.scheme == .pageNumbers else { return false }
    var relied = -1
    if let last = world.collection.loadedItems.last, let tail = live.firstIndex(of: last.id) {
      relied = tail
    }
    for (request, _) in world.outstanding {
      relied = max(relied, (request.position ?? 0) + request.limit - 1)
    }
    return position <= relied
  }

  /// The rules that hold after every step.
  private static func sound<Key>(
    _ collection: RemoteCollection<Key, PagingItem>, _ source: PagingSourceModel
  ) -> [Violation] {
    var found = collection.invariantViolations().map { Violation("invariants", $0) }
    let shown = collection.loadedItems.map(\.id)
    if Set(shown).count != shown.count {
      found.append(Violation("no duplicate", "shown \(shown)"))
    }
    if !source.wasContiguous(shown) {
      found.append(Violation(
        "contiguous window", "shown \(shown) was never a run of the source; now \(source.live)"))
    }
    let placeholders = collection.filter(\.isPlaceholder).count
    if collection.count != shown.count + placeholders {
      found.append(Violation("positions", "\(collection.count) positions for \(shown.count) items"))
    }
    return found
  }

  /// Delivers what is outstanding, retries, refreshes, then shows everything and answers every
  /// request at once until there is none: the whole source must be loaded (without a memory
  /// limit), and loading must stop.
  private static func drain<Key: Hashable & Sendable>(
    _ scenario: PagingScenario, _ world: inout World<Key>, _ answer: Answer<Key>
  ) -> [Violation] {
    for (request, page) in world.outstanding {
      _ = try? world.collection.receive(page, for: request)
    }
    world.outstanding = []
    world.collection.retry()
    world.collection.refresh()
    var rounds = 0
    let showsAll = scenario.maximumLoadedItems == nil
    while true {
      // Under a memory limit everything cannot be shown; loading must still stop.
      if showsAll { world.collection.visibleRangeChanged(0..<world.collection.count) }
      guard let request = world.collection.nextRequest() else { break }
      rounds += 1
      if rounds > 4 * (world.source.live.count + 4) {
        return [Violation("progress", "still requesting after \(rounds) requests: \(request)")]
      }
      do {
        try world.collection.receive(answer(world.source, request), for: request)
      } catch {
        return [Violation("progress", "\(request) threw \(error)")]
      }
      let found = sound(world.collection, world.source)
      if !found.isEmpty { return found }
    }
    let shown = world.collection.loadedItems.map(\.id)
    let states = world.collection.loadStates
    if showsAll
      && (shown != world.source.live || !states.prepend.isComplete || !states.append.isComplete)
    {
      return [Violation(
        "progress", "drained to \(shown) (\(states)), but the source is \(world.source.live)")]
    }
    return []
  }
}
