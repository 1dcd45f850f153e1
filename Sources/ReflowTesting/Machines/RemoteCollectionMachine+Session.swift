import Reflow

extension RemoteCollectionMachine {
  /// A collection in use: the collection under test, the source answering it, the answers on
  /// their way and the viewport — the system a ``RemoteCollectionMachine`` drives.
  ///
  /// Answers are computed from the source when a request goes out and delivered later, in any
  /// order, so a page may arrive after the source changed or after the collection stopped
  /// waiting for it.
  public struct Session {
    /// The collection under test.
    public internal(set) var collection: RemoteCollection<Key, Item>
    /// The source the answers are computed from.
    public internal(set) var source: PagingSourceModel
    /// The first visible position; the viewport shows the setup's number of positions from it.
    public internal(set) var viewportStart = 0
    /// The run's setup.
    public let setup: RemotePagingSetup
    /// How the source answers a request.
    let answer: Answer
    /// Whether pages prove where they join, so edits outside the loaded items need no refresh.
    let provesJoins: Bool
    /// The answers on their way, oldest first.
    var answers: [(request: PageRequest<Key>, page: LoadedPage<Key, Item>)] = []
    /// The last request of each kind, to tell which are in flight.
    var latest: [LoadKind: PageRequest<Key>] = [:]
    /// The last refresh reported as failed: a retry must ask for the same page again.
    var failedRefresh: PageRequest<Key>?

    init(
      collection: RemoteCollection<Key, Item>, source: PagingSourceModel,
      setup: RemotePagingSetup, answer: @escaping Answer, provesJoins: Bool
    ) {
      self.collection = collection
      self.source = source
      self.setup = setup
      self.answer = answer
      self.provesJoins = provesJoins
    }

    /// The visible positions.
    public var viewport: Range<Int> { viewportStart..<(viewportStart + setup.viewportLength) }

    /// How many answers are on their way.
    public var answersOnTheWay: Int { answers.count }

    /// Whether the collection waits for `request`'s answer: it is the last request of its kind,
    /// and that kind is loading.
    func isInFlight(_ request: PageRequest<Key>) -> Bool {
      latest[request.kind] == request && collection.loadStates[request.kind].isLoading
    }

    /// Asks for the next request and, if there is one, computes its answer now; with
    /// `repeating`, an answer with room for one more item repeats one of its own (see
    /// ``repeating(_:_:for:)``).
    mutating func request(repeating: (item: Int, at: Int)? = nil) -> [Violation] {
      let flying = LoadKind.allCases.compactMap { latest[$0] }.filter(isInFlight)
      guard let request = collection.nextRequest() else { return [] }
      latest[request.kind] = request
      let page = answer(source, request)
      answers.append((
        request,
        repeating.map {
          Self.repeating(page, $0, for: request, positional: collection.keys.isPositional)
        } ?? page))
      if let waiting = flying.first(where: { $0.kind == request.kind || $0.kind == .refresh }) {
        return [Violation(
          "one request per end", "\(request) went out while \(waiting) is in flight")]
      }
      if let key = request.key, let twin = flying.first(where: { $0.key == key }) {
        return [Violation(
          "one request per key", "\(request) went out while \(twin) is in flight")]
      }
      return []
    }

    /// Delivers the `k`-th answer on its way (counting modulo how many there are); with
    /// `keepingCopy` it stays on its way, to arrive again.
    mutating func deliver(_ k: Int, keepingCopy: Bool) -> [Violation] {
      guard !answers.isEmpty else { return [] }
      let index = Swift.abs(k % answers.count)
      let (request, page) = answers[index]
      if !keepingCopy { answers.remove(at: index) }
      let expected = isInFlight(request)
      let dropped = collection.diagnostics.duplicatesDropped
      let outcome: PageOutcome
      do {
        outcome = try collection.receive(page, for: request)
      } catch {
        return [Violation("no error", "the answer to \(request) threw \(error)")]
      }
      let ignored = outcome == .dropped(.notInFlight)
      if ignored == expected {
        let state = expected ? "in flight" : "no longer in flight"
        return [Violation("answered once", "the answer to \(request), \(state), gave \(outcome)")]
      }
      if let change = outcome.change { follow(change) }
      // A page that repeats its own items loses the repeats, and they are counted.
      let repeats = page.items.count - Set(page.items.map(\.id)).count
      let counted = collection.diagnostics.duplicatesDropped - dropped
      if outcome.change != nil && counted < repeats {
        return [Violation(
          "repeats counted", "the answer to \(request) repeats \(repeats) of its items, but"
            + " \(counted) duplicates were counted")]
      }
      if collection.snapshot.diagnostics != collection.diagnostics {
        return [Violation(
          "repeats counted", "the snapshot's diagnostics \(collection.snapshot.diagnostics)"
            + " differ from the collection's \(collection.diagnostics)")]
      }
      return []
    }

    /// `page` with one of its items repeated, when it has room for one more within the
    /// request's limit and the counts it reports: a source that sends an item twice in one
    /// page. The copy goes after the item (`choice.item` picks it, `choice.at` where after it),
    /// so keeping the first of each leaves the page in source order. Over positional keys, a
    /// page shorter than its limit ends the source: the copy must leave it shorter still, or
    /// the page would say there is more (and asking again would bring it back forever).
    static func repeating(
      _ page: LoadedPage<Key, Item>, _ choice: (item: Int, at: Int),
      for request: PageRequest<Key>, positional: Bool
    ) -> LoadedPage<Key, Item> {
      var items = page.items
      let room = request.limit - items.count - (positional ? 1 : 0)
      guard !items.isEmpty, room > 0 else { return page }
      if let total = page.totalCount {
        let before = page.itemsBefore ?? request.position ?? 0
        guard total - before > items.count else { return page }
      }
      let original = Swift.abs(choice.item % items.count)
      let place = original + 1 + Swift.abs(choice.at % (items.count - original))
      items.insert(items[original], at: place)
      return LoadedPage(
        items: items, previousKey: page.previousKey, nextKey: page.nextKey,
        itemsBefore: page.itemsBefore, totalCount: page.totalCount)
    }

    /// Reports the `k`-th request on its way as failed.
    mutating func fail(_ k: Int) -> [Violation] {
      guard !answers.isEmpty else { return [] }
      let (request, _) = answers.remove(at: Swift.abs(k % answers.count))
      let expected = isInFlight(request)
      let reason = collection.fail(request, error: InjectedPagingFailure(request: "\(request)"))
      if expected && request.kind == .refresh { failedRefresh = request }
      guard (reason == nil) == expected else {
        let state = expected ? "in flight" : "no longer in flight"
        return [Violation(
          "answered once", "failing \(request), \(state), gave \(reason.map { "\($0)" } ?? "nil")")]
      }
      let state = collection.loadStates[request.kind]
      return Violation.unless(
        !expected || state.isFailed || state.isComplete,
        "a recorded failure of \(request) left the \(request.kind) end \(state)",
        invariant: "failures")
    }

    /// Shows the positions from `start` (clamped to the collection's) and follows the change.
    mutating func show(from start: Int) {
      viewportStart = Swift.min(Swift.max(0, start), Swift.max(0, collection.count - 1))
      follow(collection.visibleRangeChanged(viewport))
    }

    /// Moves the viewport with a change, as a view keeps its anchor item in place.
    mutating func follow(_ change: PagingChange) {
      if let anchor = change.anchor {
        viewportStart += anchor.to - anchor.from
      } else {
        for edit in change.edits {
          switch edit {
          case .insert(let range) where range.lowerBound < viewportStart:
            viewportStart += range.count
          case .remove(let range) where range.lowerBound < viewportStart:
            viewportStart -= Swift.min(range.count, viewportStart - range.lowerBound)
          default: break
          }
        }
      }
      viewportStart = Swift.min(Swift.max(0, viewportStart), Swift.max(0, collection.count - 1))
    }

    /// Delivers every answer on its way in order, then, as frames pass, reports the viewport
    /// and answers each request at once until the collection asks for nothing more.
    ///
    /// A collection that asks more than four times per item the source ever held (plus 16)
    /// fails for not making progress. The bound counts deleted items too: after the source
    /// shrank, a refresh past its new end walks back a page per request from where the
    /// collection was, so the requests follow the old length, not the new one.
    mutating func settle() -> [Violation] {
      var requests = 0
      while true {
        while !answers.isEmpty {
          let found = deliver(0, keepingCopy: false)
          if !found.isEmpty { return found }
        }
        show(from: viewportStart)
        let found = request()
        if !found.isEmpty { return found }
        guard let waiting = answers.first else { return [] }
        requests += 1
        if requests > 4 * (source.order.count + 4) {
          return [Violation("progress", "still requesting after \(requests): \(waiting.request)")]
        }
      }
    }

    /// What is wrong with a settled collection: with no end failed, the viewport must be
    /// loaded (with placeholders) or beyond the prefetch distance of each end not complete.
    func settledViolations() -> [Violation] {
      let states = collection.loadStates
      guard let distance = setup.prefetchDistance,
        !states.refresh.isFailed && !states.prepend.isFailed && !states.append.isFailed
      else { return [] }
      let visible = viewport
      if collection.hasPlaceholders {
        let shown = visible.clamped(to: 0..<collection.count)
        guard let hole = shown.first(where: { collection[$0].isPlaceholder }) else { return [] }
        return [Violation(
          "settled", "position \(hole) of \(visible) is a placeholder after settling (\(states))")]
      }
      var found: [Violation] = []
      if !states.append.isComplete && collection.count - visible.upperBound <= distance {
        found.append(Violation(
          "settled", "\(visible) is within \(distance) of the loaded end \(collection.count)"
            + " after settling (\(states))"))
      }
      if !states.prepend.isComplete && visible.lowerBound <= distance {
        found.append(Violation(
          "settled", "\(visible) is within \(distance) of the loaded start after settling"
            + " (\(states))"))
      }
      return found
    }

    /// Delivers what is on its way, retries, refreshes, then pages up to the source's start and
    /// down to its end with the network answering at once, collecting the items loaded on the
    /// way: a correct collection over an unchanging source loads every item once, in order.
    mutating func drain() -> Drained {
      var drained = Drained()
      let rounds = 2 * source.ids.count + 8
      func settled(_ session: inout Session) -> Bool {
        drained.violations += session.settle()
        return drained.violations.isEmpty
      }
      guard settled(&self) else { return drained }
      collection.retry()
      collection.refresh()
      guard settled(&self) else { return drained }
      for _ in 0..<rounds where !collection.loadStates.prepend.isComplete {
        show(from: 0)
        if setup.prefetchDistance == nil { collection.loadMore(at: .prepend) }
        guard settled(&self) else { return drained }
      }
      for _ in 0..<rounds {
        guard settled(&self) else { return drained }
        let loaded = collection.loadedItems.map(\.id)
        if let last = drained.seen.last {
          guard let at = loaded.firstIndex(of: last) else {
            drained.violations.append(Violation(
              "progress", "paging down lost item \(last): loaded \(loaded)"))
            return drained
          }
          drained.seen += loaded[(at + 1)...]
        } else {
          drained.seen = loaded
        }
        if collection.loadStates.append.isComplete { break }
        show(from: collection.loadedRange.upperBound - setup.viewportLength)
        if setup.prefetchDistance == nil { collection.loadMore(at: .append) }
      }
      drained.loaded = collection.loadedItems.map(\.id)
      drained.states = collection.loadStates
      drained.count = collection.hasPlaceholders ? collection.count : nil
      drained.limitless = setup.maximumLoadedItems == nil
      return drained
    }

    /// What a drain observed.
    struct Drained {
      /// Every item loaded on the way down, in order.
      var seen: [Int] = []
      /// The items loaded at the end.
      var loaded: [Int] = []
      var states: LoadStates?
      /// The number of positions at the end, with placeholders.
      var count: Int?
      /// Whether the collection had no memory limit, so it kept everything loaded.
      var limitless = false
      var violations: [Violation] = []
    }

    /// Edits the source, and calls `refresh()` when the contract says the collection must be
    /// told: an edit inside the loaded items, a deletion of a loaded item, or — over page
    /// numbers, which cannot prove where a page joins — any edit at or before a position the
    /// collection relies on.
    mutating func edit(at place: PagingSourceModel.Place, count: Int, inserting: Bool) {
      let live = source.ids
      let loaded = Set(collection.loadedItems.map(\.id))
      let position = place.index(in: live.count, deleting: inserting ? 0 : count)
      let announce: Bool
      if inserting {
        source.insert(count: count, at: position)
        announce =
          position > 0 && position < live.count && loaded.contains(live[position - 1])
          && loaded.contains(live[position])
      } else {
        let gone = source.delete(count: count, at: position)
        announce = gone.contains(where: loaded.contains)
        guard !gone.isEmpty else { return }
      }
      if announce || movesReliedPosition(position, live: live) { collection.refresh() }
    }

    /// Over keys that cannot prove where a page joins (page numbers), whether an edit at
    /// `position` moves a position the collection relies on: its last loaded item's, or one an
    /// answer on its way was computed from.
    private func movesReliedPosition(_ position: Int, live: [Int]) -> Bool {
      guard !provesJoins else { return false }
      var relied = -1
      if let last = collection.loadedItems.last, let tail = live.firstIndex(of: last.id) {
        relied = tail
      }
      for (request, _) in answers {
        relied = Swift.max(relied, (request.position ?? 0) + request.limit - 1)
      }
      return position <= relied
    }
  }
}

/// The error a ``RemoteCollectionMachine``'s `fail` command reports for a request.
struct InjectedPagingFailure: Error, Sendable, CustomStringConvertible {
  /// The request that failed, as it prints.
  let request: String

  var description: String { "injected failure of \(request)" }
}
