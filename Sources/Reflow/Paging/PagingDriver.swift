/// Loads a ``PagedCollection``'s pages with an `async` loader when the visible items come within
/// a prefetch distance of the end: the state machine wired to Swift concurrency for apps.
///
/// ```swift
/// let driver = try PagingDriver<Tag>(pageSize: 50) { request in
///   try await api.tags(offset: request.offset, limit: request.limit)
/// }
/// await driver.visibleRangeChanged(lastVisibleIndex: 42)   // from the frame, every scroll
/// let tags = await driver.collection                      // the loaded elements
/// ```
///
/// It is an actor because the loads it starts finish concurrently and must each report back to
/// one collection. ``invalidate()`` cancels the loads in flight; their answers would be dropped
/// as stale anyway.
public actor PagingDriver<Element: Sendable> {
  /// Loads one page; thrown errors mark the page failed until ``retry()``.
  public typealias Loader = @Sendable (PageRequest) async throws -> [Element]

  /// The loaded elements and the loading state.
  public private(set) var collection: PagedCollection<Element>
  /// How many items before the end the last visible one must come to start a load
  /// (Android Paging's `prefetchDistance`); defaults to one page.
  public let prefetchDistance: Int
  private let load: Loader
  private var tasks: [PageRequest: Task<Void, Never>] = [:]
  private var lastVisibleIndex: Int?

  /// Creates a driver over an empty remote collection.
  ///
  /// - Parameters:
  ///   - pageSize: Elements per page, at least 1.
  ///   - totalCount: The source's size when known.
  ///   - maximumRequestsInFlight: Pages loaded at once.
  ///   - prefetchDistance: Items from the end that start a load; `nil` means one page.
  ///   - load: Fetches a page.
  /// - Throws: ``PagingError`` for a bad page size, total, limit or distance.
  public init(
    pageSize: Int, totalCount: Int? = nil, maximumRequestsInFlight: Int = 1,
    prefetchDistance: Int? = nil, load: @escaping Loader
  ) throws(PagingError) {
    collection = try PagedCollection(
      pageSize: pageSize, totalCount: totalCount, maximumRequestsInFlight: maximumRequestsInFlight)
    let distance = prefetchDistance ?? pageSize
    guard distance >= 0 else {
      throw .invalidThreshold(EndReachedTrigger.Threshold.items(distance).description)
    }
    self.prefetchDistance = distance
    self.load = load
  }

  /// Tells the driver which item is the last visible one, starting loads when it is close
  /// enough to the end; `nil` means nothing is visible (an empty list still loads).
  public func visibleRangeChanged(lastVisibleIndex: Int?) {
    self.lastVisibleIndex = lastVisibleIndex
    loadIfNeeded()
  }

  /// Clears a failure and loads again if the viewport is still near the end.
  public func retry() {
    if collection.retry() { loadIfNeeded() }
  }

  /// Cancels every load in flight and forgets the loaded pages.
  public func invalidate() {
    for task in tasks.values { task.cancel() }
    tasks.removeAll()
    collection.invalidate()
    loadIfNeeded()
  }

  /// Waits until no load is in flight (loads started meanwhile included).
  public func waitUntilIdle() async {
    while let task = tasks.values.first { await task.value }
  }

  private func loadIfNeeded() {
    let remaining = collection.count - 1 - (lastVisibleIndex ?? -1)
    guard remaining <= prefetchDistance else { return }
    while let request = collection.nextRequest() {
      tasks[request] = Task { await self.run(request) }
    }
  }

  private func run(_ request: PageRequest) async {
    let outcome: Result<[Element], any Error>
    do {
      outcome = .success(try await load(request))
    } catch {
      outcome = .failure(error)
    }
    tasks[request] = nil
    guard !Task.isCancelled, request.generation == collection.generation else { return }
    switch outcome {
    case .success(let elements):
      // An oversized page is recorded as a failure by the collection itself.
      _ = try? collection.receive(elements, for: request)
    case .failure(let error):
      collection.fail(request, error: error)
    }
    loadIfNeeded()
  }
}
