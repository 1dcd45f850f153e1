/// Loads a ``RemoteCollection``'s pages with an `async` loader, and streams its snapshots: the
/// state machine wired to Swift concurrency for apps.
///
/// Iterate it for every new ``PagingSnapshot`` (the latest one first; a slow reader skips to the
/// newest, it never queues stale ones), and tell it what is visible:
///
/// ```swift
/// let driver = try PagingDriver(keys: .cursors(pageSize: 20)) { request in
///   let page = try await api.posts(after: request.key, limit: request.limit)
///   return LoadedPage(items: page.posts, previousKey: page.before, nextKey: page.after)
/// }
/// Task { @MainActor in
///   for await snapshot in driver { model.rows = snapshot }   // placeholders included
/// }
/// await driver.visibleRangeChanged(12..<30)                  // from the frame, every scroll
/// await driver.refresh()                                     // pull to refresh
/// ```
///
/// It is an actor because the loads it starts finish concurrently and must each report back to
/// one collection; everything it takes and gives is `Sendable`, so it is used from the main actor
/// with `await`. ``refresh()`` and ``jump(to:)`` cancel the loads they make pointless (the
/// loader's task is cancelled, and its answer would be ignored anyway).
public actor PagingDriver<Key: Hashable & Sendable, Item: Identifiable & Sendable>: AsyncSequence
where Item.ID: Sendable {
  /// Loads one page; a thrown error fails that end until ``retry(_:)``.
  public typealias Loader = @Sendable (PageRequest<Key>) async throws -> LoadedPage<Key, Item>
  /// The snapshots it streams.
  public typealias Element = PagingSnapshot<Item>
  /// The iterator of a stream of snapshots.
  public typealias AsyncIterator = AsyncStream<PagingSnapshot<Item>>.Iterator

  /// The state machine it drives.
  public private(set) var collection: RemoteCollection<Key, Item>
  private let load: Loader
  private var tasks: [Int: Task<Void, Never>] = [:]
  private var subscribers: [Int: AsyncStream<PagingSnapshot<Item>>.Continuation] = [:]
  private var nextSubscriber = 0

  /// Creates a driver over an empty collection; the first load starts at the first
  /// ``visibleRangeChanged(_:)`` or ``start()``.
  ///
  /// - Parameters:
  ///   - keys: How pages are named, and their size.
  ///   - maximumLoadedItems: The most items kept loaded; `nil` for no limit.
  ///   - prefetch: When a prepend or append goes out; `nil` means within a page of a loaded end.
  ///   - load: Fetches a page.
  /// - Throws: ``PagingError`` for a bad distance or limit.
  public init(
    keys: PagingKeys<Key>, maximumLoadedItems: Int? = nil,
    prefetch: RemoteCollection<Key, Item>.Prefetch? = nil,
    load: @escaping Loader
  ) throws(PagingError) {
    collection = try RemoteCollection(
      keys: keys, maximumLoadedItems: maximumLoadedItems, prefetch: prefetch)
    self.load = load
  }

  /// The current snapshot.
  public var snapshot: PagingSnapshot<Item> { collection.snapshot }

  /// A stream of snapshots: the current one at once, then each change.
  public nonisolated func makeAsyncIterator() -> AsyncIterator {
    let (stream, continuation) = AsyncStream.makeStream(
      of: PagingSnapshot<Item>.self, bufferingPolicy: .bufferingNewest(1))
    Task { await self.subscribe(continuation) }
    return stream.makeAsyncIterator()
  }

  /// Starts the loads the collection needs now (the first refresh, to begin with).
  public func start() {
    startLoads()
  }

  /// Tells the driver which positions are visible; it loads around them.
  public func visibleRangeChanged(_ range: Range<Int>) {
    collection.visibleRangeChanged(range)
    update()
  }

  /// Asks for one more page at an end, whatever the prefetch distance.
  public func loadMore(at end: LoadKind) {
    collection.loadMore(at: end)
    update()
  }

  /// Loads the window again around the anchor item, cancelling the loads in flight; the items
  /// stay until the refreshed page swaps in.
  public func refresh() {
    collection.refresh()
    update()
  }

  /// Loads the page holding `index` directly (see ``RemoteCollection/jump(to:)``).
  ///
  /// - Throws: ``PagingError`` for cursors or an index outside the collection.
  public func jump(to index: Int) throws(PagingError) {
    try collection.jump(to: index)
    update()
  }

  /// Clears a failure and loads again.
  public func retry(_ kind: LoadKind? = nil) {
    collection.retry(kind)
    update()
  }

  /// Waits until no load is in flight (loads started meanwhile included).
  public func waitUntilIdle() async {
    while let task = tasks.values.first { await task.value }
  }

  private func subscribe(_ continuation: AsyncStream<PagingSnapshot<Item>>.Continuation) {
    let id = nextSubscriber
    nextSubscriber += 1
    subscribers[id] = continuation
    continuation.onTermination = { _ in Task { await self.unsubscribe(id) } }
    continuation.yield(collection.snapshot)
  }

  private func unsubscribe(_ id: Int) {
    subscribers[id] = nil
  }

  /// Cancels loads the collection no longer waits for, starts the ones it needs, and publishes.
  private func update() {
    let waiting = Set(LoadKind.allCases.compactMap { collection.inFlight[$0]?.serial })
    for (serial, task) in tasks where !waiting.contains(serial) {
      task.cancel()
      tasks[serial] = nil
    }
    startLoads()
    publish()
  }

  private func startLoads() {
    while let request = collection.nextRequest() {
      tasks[request.serial] = Task { await self.run(request) }
    }
  }

  private func publish() {
    let snapshot = collection.snapshot
    for continuation in subscribers.values { continuation.yield(snapshot) }
  }

  private func run(_ request: PageRequest<Key>) async {
    let outcome: Result<LoadedPage<Key, Item>, any Error>
    do {
      outcome = .success(try await load(request))
    } catch {
      outcome = .failure(error)
    }
    guard tasks.removeValue(forKey: request.serial) != nil, !Task.isCancelled else { return }
    switch outcome {
    case .success(let page):
      // A bad page is recorded as a failure by the collection itself.
      _ = try? collection.receive(page, for: request)
    case .failure(let error):
      collection.fail(request, error: error)
    }
    update()
  }
}
