import ReflowTesting
import Testing

/// Adapters with bugs planted in them, each answering requests from the machine's list the
/// way a faulty adapter between an API and a `RemoteCollection` would.
enum PlantedPagingBugs {
  typealias Cursor = PagingSourceModel.Cursor
  typealias Item = PagingSourceModel.Item

  /// `page` without its first item when it answers an append.
  static func withoutFirstAppended<Key>(
    _ page: LoadedPage<Key, Item>, for request: PageRequest<Key>
  ) -> LoadedPage<Key, Item> {
    var page = page
    if request.kind == .append && !page.items.isEmpty { page.items.removeFirst() }
    return page
  }

  /// Loses the first item of every append page, as an adapter that reads `after` as "after
  /// the next one" would.
  static let dropsFirstAppended = RemoteCollectionMachine<Cursor>(
    keys: { try .cursors(pageSize: $0) },
    replayExpression: "PlantedPagingBugs.dropsFirstAppended"
  ) { source, request in
    withoutFirstAppended(source.page(for: request), for: request)
  }

  /// Hands each append page back with the cursor it was asked for, so the next append delivers
  /// the same page again.
  static let repeatsAppendPage = RemoteCollectionMachine<Cursor>(
    keys: { try .cursors(pageSize: $0) },
    replayExpression: "PlantedPagingBugs.repeatsAppendPage"
  ) { source, request in
    var page = source.page(for: request)
    if request.kind == .append && page.nextKey != nil { page.nextKey = request.key }
    return page
  }

  /// Over offsets, loses the first item of every append page: the item the request overlaps.
  static let dropsOverlap = RemoteCollectionMachine<Int>(
    keys: { try .offsets(pageSize: $0) },
    replayExpression: "PlantedPagingBugs.dropsOverlap"
  ) { source, request in
    withoutFirstAppended(source.page(for: request), for: request)
  }

  /// Over page numbers, answers page `n` with the items of page `n + 1` once past the first
  /// page: an adapter counting pages from 1 where the API counts from 0.
  static let skipsPage = RemoteCollectionMachine<Int>(
    keys: { try .pageNumbers(pageSize: $0) },
    provesJoins: false, replayExpression: "PlantedPagingBugs.skipsPage"
  ) { source, request in
    guard let key = request.key, key > 0 else { return source.page(for: request) }
    let live = source.ids
    let start = Swift.min(live.count, (key + 1) * request.limit)
    let end = Swift.min(live.count, start + request.limit)
    return LoadedPage(
      items: live[start..<end].map(Item.init),
      totalCount: source.reportsCount ? live.count : nil)
  }
}

@Suite struct RemoteCollectionMachineTests {
  /// Finds `buggy`'s bug from `seed`, and checks the counterexample: a run of at most
  /// `maximumSteps` steps whose printed replay fails on the buggy adapter and passes on the
  /// correct one (`correct`), from the same setup.
  func find<Key>(
    _ buggy: RemoteCollectionMachine<Key>, correct: RemoteCollectionMachine<Key>, seed: UInt64,
    maximumSteps: Int, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let failure = try #require(
      findCounterexample(buggy, iterations: 1_000, seed: seed), sourceLocation: sourceLocation)
    let run = failure.value
    #expect(
      run.steps.count <= maximumSteps, "\(run.steps.map(\.description))",
      sourceLocation: sourceLocation)
    #expect(
      run.replayTest.contains("\(buggy.replayExpression).replay(\n    setup: RemotePagingSetup("),
      "\(run.replayTest)", sourceLocation: sourceLocation)
    var violations: [Violation] = []
    withKnownIssue {
      violations = buggy.replay(setup: run.setup, run.steps)
    }
    #expect(
      violations.map(\.invariant) == failure.violations.map(\.invariant),
      sourceLocation: sourceLocation)
    #expect(
      correct.replay(setup: run.setup, run.steps).isEmpty, "\(run)",
      sourceLocation: sourceLocation)
  }

  @Test("An adapter that drops the first item of each append page is found in a few steps",
        arguments: 1...4)
  func findsDroppedFirstItem(seed: UInt64) throws {
    try find(
      PlantedPagingBugs.dropsFirstAppended, correct: .cursors(setups: .remotePagingSetup()),
      seed: seed, maximumSteps: 4)
  }

  @Test("An adapter that delivers an append page twice is found in a few steps",
        arguments: 1...4)
  func findsRepeatedPage(seed: UInt64) throws {
    try find(
      PlantedPagingBugs.repeatsAppendPage, correct: .cursors(setups: .remotePagingSetup()),
      seed: seed, maximumSteps: 4)
  }

  @Test("Adapters off by one over offsets and page numbers are found in a few steps",
        arguments: 1...4)
  func findsPositionalBugs(seed: UInt64) throws {
    try find(PlantedPagingBugs.dropsOverlap, correct: .offsets(), seed: seed, maximumSteps: 3)
    try find(PlantedPagingBugs.skipsPage, correct: .pageNumbers(), seed: seed, maximumSteps: 3)
  }

  @Test("A printed replay pasted as a test fails on the buggy adapter and passes on the real one")
  func pastedReplay() {
    // As the run from seed 1 printed it: the page after the refresh lost item 0.
    let setup = RemotePagingSetup(
      pageSize: 2, sourceCount: 3, reportsCount: false, prefetchDistance: 0, viewportLength: 1)
    let steps: [ModelStep] = [
      .step("settle"),
      .step("insert", (PagingSourceModel.Place.head, 1)),
      .step("refresh"),
      .step("settle"),
    ]
    var violations: [Violation] = []
    withKnownIssue {
      violations = PlantedPagingBugs.dropsFirstAppended.replay(setup: setup, steps)
    }
    #expect(violations.map(\.invariant) == ["none skipped"])
    RemoteCollectionMachine.cursors().replay(setup: setup, steps)
  }

  @Test("A replay naming no command, or with the wrong argument, fails and says so")
  func badReplay() {
    let setup = RemotePagingSetup(pageSize: 1, sourceCount: 2)
    for steps: [ModelStep] in [[.step("teleport")], [.step("scroll", "down")]] {
      var violations: [Violation] = []
      withKnownIssue {
        violations = RemoteCollectionMachine.offsets().replay(setup: setup, steps)
      }
      #expect(violations.count == 1, "\(steps)")
    }
  }
}
