/// Loads a ``RemoteCollection``'s pages with an `async` loader, and streams every change to its
/// positions with the snapshot they lead to: the state machine wired to Swift concurrency for
/// apps.
///
/// Iterate it for ``PagingUpdate``s — the snapshot now, and the ``PagingChange``s since the
/// update before, in order — and tell it what is visible:
///
/// ```swift
/// let driver = try PagingDriver(keys: .cursors(pageSize: 20)) { request in
///   let page = try await api.posts(after: request.key, limit: request.limit)
///   return LoadedPage(items: page.posts, previousKey: page.before, nextKey: page.after)
/// }
/// Task { @MainActor in
///   for await update in driver {
///     for change in update.changes { engine.apply(change, to: "feed") }  // the lazy flow follows
///     model.rows = update.snapshot                                       // placeholders included
///   }
/// }
/// await driver.visibleRangeChanged(12..<30)                  // from the frame, every scroll
/// await driver.refresh()                                     // pull to refresh
/// ```
///
/// A slow reader skips intermediate snapshots but never a change: the changes made while it is
/// busy wait for it, in order, in its next update. Every change the collection makes reaches
/// every reader this way — a page received (``RemoteCollection/receive(_:for:)``), pages dropped
/// under the memory limit when the viewport moves (``RemoteCollection/visibleRangeChanged(_:)``)
/// — and none is returned by the driver's methods, so there is one place to follow it from.
///
/// It is an actor because the loads it starts finish concurrently and must each report back to
/// one collection; everything it takes and gives is `Sendable`, so it is used from the main actor
/// with `await`. ``refresh()`` and ``jump(to:)`` cancel the loads they make pointless (the
/// loader's task is cancelled, and its answer would be ignored anyway).
public actor PagingDriver<Key: Hashable & Sendable, Item: Identifiable & Sendable>: AsyncSequence
where Item.ID: Sendable {
  /// Loads one page; a thrown error fails that end until ``retry(_:)``.
  public typealias Loader = @Sendable (PageRequest<Key>) async throws -> LoadedPage<Key, Item>
  /// The updates it streams.
  public typealias Element = PagingUpdate<Item>

  /// The state machine it drives.
  public private(set) var collection: RemoteCollection<Key, Item>
  private let load: Loader
  private var tasks: [Int: Task<Void, Never>] = [:]
  private var readers: [Int: Reader] = [:]
  private var nextReader = 0

  /// What the driver keeps for one iterator: the update it has not read yet, and the reading
  /// task waiting for one.
  private struct Reader {
    var pending: PagingUpdate<Item>?
    var waiting: CheckedContinuation<PagingUpdate<Item>?, Never>?
  }

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

  /// An iterator over updates: the first holds the snapshot when it is first asked for and no
  /// change; each one after holds the snapshot then and every change since the one before.
  ///
  /// Each iterator reads on its own; the driver keeps the changes an iterator has not read
  /// until it reads them or is dropped, and its `next()` returns `nil` once its task is
  /// cancelled.
  public nonisolated func makeAsyncIterator() -> Iterator {
    Iterator(driver: self)
  }

  /// Reads a driver's updates; see ``PagingDriver/makeAsyncIterator()``.
  public struct Iterator: AsyncIteratorProtocol {
    let driver: PagingDriver
    var subscription: Subscription?

    /// The next update: at once when one waits, else at the driver's next one (after a call
    /// to it, or a load finishing); `nil` when the task is cancelled.
    public mutating func next() async -> PagingUpdate<Item>? {
      if subscription == nil {
        subscription = Subscription(driver: driver, id: await driver.subscribe())
      }
      guard let subscription, !Task.isCancelled else { return nil }
      return await driver.nextUpdate(for: subscription.id)
    }
  }

  /// An iterator's registration: a class for its `deinit`, so that when the last copy of the
  /// iterator goes, the driver stops keeping changes for it.
  final class Subscription: Sendable {
    let driver: PagingDriver
    let id: Int

    init(driver: PagingDriver, id: Int) {
      self.driver = driver
      self.id = id
    }

    deinit {
      let driver = driver
      let id = id
      Task { await driver.unsubscribe(id) }
    }
  }

  /// Starts the loads the collection needs now (the first refresh, to begin with).
  ///
  /// No position changes here: the pages it asks for change them when they arrive, in the
  /// update after.
  public func start() {
    update()
  }

  /// Tells the driver which positions are visible; it loads around them.
  ///
  /// Over `maximumLoadedItems`, pages the viewport has moved away from are dropped here: that
  /// change (``RemoteCollection/visibleRangeChanged(_:)``'s) goes to the readers in the next
  /// update.
  public func visibleRangeChanged(_ range: Range<Int>) {
    let change = collection.visibleRangeChanged(range)
    update(after: change)
  }

  /// Asks for one more page at an end, whatever the prefetch distance; the page changes the
  /// positions when it arrives.
  public func loadMore(at end: LoadKind) {
    collection.loadMore(at: end)
    update()
  }

  /// Loads the window again around the anchor item, cancelling the loads in flight; the items
  /// stay until the refreshed page swaps in, a change the readers get then.
  public func refresh() {
    collection.refresh()
    update()
  }

  /// Loads the page holding `index` directly (see ``RemoteCollection/jump(to:)``); the page
  /// changes the positions when it arrives.
  ///
  /// - Throws: ``PagingError`` for cursors or an index outside the collection.
  public func jump(to index: Int) throws(PagingError) {
    try collection.jump(to: index)
    update()
  }

  /// Clears a failure and loads again; the page changes the positions when it arrives.
  public func retry(_ kind: LoadKind? = nil) {
    collection.retry(kind)
    update()
  }

  /// Waits until no load is in flight (loads started meanwhile included).
  public func waitUntilIdle() async {
    while let task = tasks.values.first { await task.value }
  }

  /// Registers a reader, whose first update is the snapshot now.
  private func subscribe() -> Int {
    let id = nextReader
    nextReader += 1
    readers[id] = Reader(pending: PagingUpdate(snapshot: collection.snapshot))
    return id
  }

  private func unsubscribe(_ id: Int) {
    readers[id]?.waiting?.resume(returning: nil)
    readers[id] = nil
  }

  /// The reader's pending update, or the next one published; `nil` once its task is cancelled.
  private func nextUpdate(for id: Int) async -> PagingUpdate<Item>? {
    if let pending = readers[id]?.pending {
      readers[id]?.pending = nil
      return pending
    }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        guard readers[id] != nil, !Task.isCancelled else {
          return continuation.resume(returning: nil)
        }
        readers[id]?.waiting = continuation
      }
    } onCancel: {
      Task { await self.stopWaiting(id) }
    }
  }

  /// Ends the wait of a reader whose task was cancelled.
  private func stopWaiting(_ id: Int) {
    readers[id]?.waiting?.resume(returning: nil)
    readers[id]?.waiting = nil
  }

  /// Cancels loads the collection no longer waits for, starts the ones it needs, and publishes
  /// the snapshot with `change`, if it moved any position.
  private func update(after change: PagingChange = PagingChange()) {
    let waiting = Set(LoadKind.allCases.compactMap { collection.inFlight[$0]?.serial })
    for (serial, task) in tasks where !waiting.contains(serial) {
      task.cancel()
      tasks[serial] = nil
    }
    startLoads()
    publish(change)
  }

  private func startLoads() {
    while let request = collection.nextRequest() {
      tasks[request.serial] = Task { await self.run(request) }
    }
  }

  /// Hands every reader the snapshot, adding `change` to the changes it has not read.
  private func publish(_ change: PagingChange) {
    let snapshot = collection.snapshot
    let moved = !change.edits.isEmpty || change.anchor != nil
    for id in Array(readers.keys) {
      var update = readers[id]?.pending ?? PagingUpdate(snapshot: snapshot)
      update.snapshot = snapshot
      if moved { update.changes.append(change) }
      if let waiting = readers[id]?.waiting {
        readers[id]?.waiting = nil
        readers[id]?.pending = nil
        waiting.resume(returning: update)
      } else {
        readers[id]?.pending = update
      }
    }
  }

  private func run(_ request: PageRequest<Key>) async {
    let outcome: Result<LoadedPage<Key, Item>, any Error>
    do {
      outcome = .success(try await load(request))
    } catch {
      outcome = .failure(error)
    }
    guard tasks.removeValue(forKey: request.serial) != nil, !Task.isCancelled else { return }
    var change = PagingChange()
    switch outcome {
    case .success(let page):
      // A bad page is recorded as a failure by the collection itself, and moves nothing.
      if case .applied(let applied)? = try? collection.receive(page, for: request) {
        change = applied
      }
    case .failure(let error):
      // A failure moves no position.
      collection.fail(request, error: error)
    }
    update(after: change)
  }
}
