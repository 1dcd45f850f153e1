import Reflow

/// The ready-made model-based test of a `RemoteCollection`: generated sequences of requests,
/// answers in any order (late, twice, after the source changed), failures, retries, scrolls,
/// jumps, refreshes and source insertions and deletions, checked after every step against
/// ``PagingSourceModel``, a list with every version it went through.
///
/// ```swift
/// @Test("A remote collection over offsets shows each item once, none skipped")
/// func offsets() {
///   check(RemoteCollectionMachine.offsets())
/// }
/// ```
///
/// Each key scheme has its machine: ``offsets(setups:)``, ``pageNumbers(setups:)`` and
/// ``cursors(setups:)``. To test the code that answers your collection's requests — an adapter
/// turning your API's responses into `LoadedPage`s — make a machine with
/// ``init(keys:refreshKey:provesJoins:setups:replayExpression:answer:)`` whose `answer` runs
/// your adapter against a fake API reading the machine's list.
///
/// After every step, for a run started from a ``RemotePagingSetup``:
/// - **each item once**: no id is loaded twice;
/// - **none skipped**: the loaded items are in source order, each directly after the one
///   before it at some moment (``PagingSourceModel/isGapless(_:)``): a contiguous window,
///   every join right when its page was read, though pages read at different moments may
///   straddle an edit no pager could see;
/// - **one request per end**, **one per key**: nothing goes out while a refresh is in flight,
///   one request per end, never two in flight for one key;
/// - **answered once**: an answer is applied exactly when its request is in flight, and
///   ignored otherwise (delivered twice, or after a refresh replaced it);
/// - **memory limit**: at most the limit plus one page is loaded, when the limit leaves room
///   for the viewport and a page each side;
/// - **failures**: an end fails only with a failure the machine reported (never, say, with
///   `PagingError.noProgress` from a source that does progress), and a reported failure fails
///   its end or finds it complete;
/// - **positions**: placeholders only when the source reports its count, and the collection's
///   own consistency checks;
/// - after `settle` (every answer delivered, the network answering at once): the viewport is
///   loaded, or beyond the prefetch distance of each end that is not complete;
/// - after `drain` (a refresh, then paging from the source's start to its end): every item of
///   the model's list was loaded, in order, both ends complete, and — without a limit — the
///   whole list loaded at its positions.
///
/// Edits follow the collection's contract: the machine calls `refresh()` after an edit inside
/// the loaded items or a deletion of a loaded one (no pager can see those), and — over keys
/// that cannot prove where a page joins, page numbers — after any edit before the loaded end.
public struct RemoteCollectionMachine<Key: Hashable & Sendable>: StateMachineTest {
  /// The items the machine's sources hold.
  public typealias Item = PagingSourceModel.Item
  /// How the source answers a request: the page the request gets, computed when it goes out.
  public typealias Answer = @Sendable (PagingSourceModel, PageRequest<Key>) -> LoadedPage<Key, Item>

  /// The list the collection pages, with every version it went through.
  public struct Model: Sendable {
    /// The source, edited as the session's is.
    public var source: PagingSourceModel
  }

  /// The generator of each run's setup.
  public var setups: Gen<RemotePagingSetup>
  /// Makes the collection's keys for a page size.
  let keys: @Sendable (Int) throws -> PagingKeys<Key>
  /// The refresh key a setup may pass to the collection.
  let refreshKey: (@Sendable (Item) -> Key?)?
  /// Whether pages prove where they join the loaded items.
  let provesJoins: Bool
  /// How the source answers.
  let answer: Answer
  /// Swift source that makes this machine, for the printed replay.
  public let replayExpression: String

  /// A machine for a collection whose requests `answer` answers: your adapter, over a fake API
  /// that reads the machine's list.
  ///
  /// ```swift
  /// let machine = RemoteCollectionMachine<String>(
  ///   keys: { try .cursors(pageSize: $0) },
  ///   replayExpression: "feedMachine"
  /// ) { source, request in
  ///   FeedAdapter.page(FakeFeedAPI(source).posts(after: request.key, limit: request.limit))
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - keys: Makes the keys for a setup's page size.
  ///   - refreshKey: The `refreshKey` a setup may pass to the collection (setups with
  ///     ``RemotePagingSetup/refreshesAtAnchorItem``).
  ///   - provesJoins: Whether pages prove where they join the loaded items, as offsets and
  ///     cursors do; `false` (page numbers) makes the machine refresh after any edit before
  ///     the loaded end, as the collection's contract asks.
  ///   - setups: Each run's setup.
  ///   - replayExpression: Swift source that makes this machine, printed in a failure's replay.
  ///   - answer: The page a request gets from the source as it is when the request goes out.
  public init(
    keys: @escaping @Sendable (Int) throws -> PagingKeys<Key>,
    refreshKey: (@Sendable (Item) -> Key?)? = nil, provesJoins: Bool = true,
    setups: Gen<RemotePagingSetup> = .remotePagingSetup(),
    replayExpression: String = "RemoteCollectionMachine(keys: …) { … }",
    answer: @escaping Answer
  ) {
    self.keys = keys
    self.refreshKey = refreshKey
    self.provesJoins = provesJoins
    self.setups = setups
    self.replayExpression = replayExpression
    self.answer = answer
  }

  public func makeSystem(_ setup: RemotePagingSetup) throws -> Session {
    let prefetch: RemoteCollection<Key, Item>.Prefetch =
      setup.prefetchDistance.map { .items($0) } ?? .whenAsked
    var collection = try RemoteCollection<Key, Item>(
      keys: keys(setup.pageSize), maximumLoadedItems: setup.maximumLoadedItems,
      prefetch: prefetch, refreshKey: setup.refreshesAtAnchorItem ? refreshKey : nil)
    collection.visibleRangeChanged(0..<setup.viewportLength)
    return Session(
      collection: collection,
      source: PagingSourceModel(count: setup.sourceCount, reportsCount: setup.reportsCount),
      setup: setup, answer: answer, provesJoins: provesJoins)
  }

  public func makeModel(_ setup: RemotePagingSetup) -> Model {
    Model(source: PagingSourceModel(count: setup.sourceCount, reportsCount: setup.reportsCount))
  }

  /// The rules that hold after every step; see the type's discussion.
  ///
  /// - Parameters:
  ///   - session: The collection and its surroundings after a step.
  ///   - model: The list after the step.
  /// - Returns: The violations found.
  public func invariants(_ session: Session, _ model: Model) -> [Violation] {
    let collection = session.collection
    let setup = session.setup
    var found = collection.invariantViolations().map { Violation("consistency", $0) }
    let shown = collection.loadedItems.map(\.id)
    if Set(shown).count != shown.count {
      found.append(Violation("each item once", "loaded \(shown)"))
    }
    if !model.source.isGapless(shown) {
      found.append(Violation(
        "none skipped",
        "loaded \(shown) skips an item: two of them never stood side by side in the source,"
          + " which is \(model.source.ids) now"))
    }
    let placeholders = collection.snapshot.placeholdersBefore + collection.snapshot.placeholdersAfter
    if placeholders > 0 && !setup.reportsCount {
      found.append(Violation(
        "positions", "\(placeholders) placeholders, but the source reports no count"))
    }
    if let limit = setup.maximumLoadedItems, setup.limitCoversViewport,
      shown.count > limit + setup.pageSize
    {
      found.append(Violation(
        "memory limit", "\(shown.count) items loaded, over \(limit) plus a page of"
          + " \(setup.pageSize)"))
    }
    for kind in LoadKind.allCases {
      if let error = collection.loadStates[kind].error, !(error is InjectedPagingFailure) {
        found.append(Violation(
          "failures", "the \(kind.rawValue) end failed with \(error); the source did not fail"))
      }
    }
    return found
  }
}

extension RemoteCollectionMachine where Key == Int {
  /// The machine for a collection over `.offsets(pageSize:)`, answered by the model's list.
  ///
  /// - Parameter setups: Each run's setup.
  /// - Returns: The machine.
  public static func offsets(setups: Gen<RemotePagingSetup> = .remotePagingSetup()) -> Self {
    RemoteCollectionMachine(
      keys: { try .offsets(pageSize: $0) },
      setups: setups, replayExpression: "RemoteCollectionMachine.offsets()"
    ) { source, request in source.page(for: request) }
  }

  /// The machine for a collection over `.pageNumbers(pageSize:)`, answered by the model's
  /// list; it announces any edit before the loaded end with `refresh()`, as page numbers
  /// cannot prove where a page joins.
  ///
  /// - Parameter setups: Each run's setup.
  /// - Returns: The machine.
  public static func pageNumbers(setups: Gen<RemotePagingSetup> = .remotePagingSetup()) -> Self {
    RemoteCollectionMachine(
      keys: { try .pageNumbers(pageSize: $0) },
      provesJoins: false, setups: setups,
      replayExpression: "RemoteCollectionMachine.pageNumbers()"
    ) { source, request in source.page(for: request) }
  }
}

extension RemoteCollectionMachine where Key == PagingSourceModel.Cursor {
  /// The machine for a collection over `.cursors(pageSize:)`, answered by the model's list
  /// with ``PagingSourceModel/Cursor``s; some setups refresh from the anchor item on
  /// (`refreshKey: { .from($0.id) }`), the others with the key of the page before it.
  ///
  /// - Parameter setups: Each run's setup.
  /// - Returns: The machine.
  public static func cursors(
    setups: Gen<RemotePagingSetup> = .remotePagingSetup(refreshKeys: true)
  ) -> Self {
    RemoteCollectionMachine(
      keys: { try .cursors(pageSize: $0) },
      refreshKey: { .from($0.id) }, setups: setups,
      replayExpression: "RemoteCollectionMachine.cursors()"
    ) { source, request in source.page(for: request) }
  }
}

extension RemoteCollectionMachine: Sendable {}
