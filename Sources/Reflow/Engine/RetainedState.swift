/// Everything a ``LayoutEngine`` keeps from one arrangement to the next, keyed by element id: one
/// value that each pass reads and updates through the methods below, and that forgets what the
/// arrangements stopped declaring.
///
/// Each entry remembers the last arrangement that used it; ``discard(unusedBefore:)`` drops the
/// ones older than the engine's ``LayoutEngine/stateLifetime``, so ids that churn (a feed whose
/// rows get new ids, a chat that pages) keep memory flat.
struct RetainedState {
  /// A value kept for an id, with the arrangement that last used it.
  struct Kept<Value> {
    var value: Value
    var lastUsed: Int
  }

  /// The arrangement being laid out, or the last one: counts up from 1.
  var generation = 0
  /// Sizes a renderer reported for late-sized leaves.
  var reportedSizes: [ElementID: Kept<Size>] = [:]
  /// The content sizes of geometry readers, along the extents they were not proposed.
  var readerContentSizes: [ElementID: Kept<Size>] = [:]
  /// The value each observer last received.
  var observedValues: [ObserverSlot: Kept<any Sendable>] = [:]
  /// Scroll containers: offsets, anchors of plain content, requests.
  var scrolls: [ElementID: ScrollViewport] = [:]
  /// Virtualized content (lazy flows, collections, masonry): its layout, anchor and requests.
  var virtualized: [ElementID: any AnyVirtualizedState] = [:]
  /// Requests to scroll virtualized content not declared yet to an item, taken by its first
  /// declaration.
  var pendingRequests: [ElementID: PendingRequest] = [:]
  /// Diagnostics found between arrangements, reported by the next one.
  var pendingDiagnostics: [Diagnostic] = []

  /// A request to scroll virtualized content to an item.
  struct PendingRequest {
    var key: AnyHashable
    var alignment: ScrollAlignment
    var lastUsed: Int
  }

  /// The number of ids with kept state: what churning ids must not grow without bound.
  var entryCount: Int {
    reportedSizes.count + readerContentSizes.count + observedValues.count + scrolls.count
      + virtualized.count + pendingRequests.count
  }

  /// Forgets every entry the arrangements before `oldest` were the last to use.
  ///
  /// - Complexity: O(*e*) in the entries.
  mutating func discard(unusedBefore oldest: Int) {
    func sweep<Key, Value>(_ table: inout [Key: Value], _ lastUsed: (Value) -> Int) {
      guard table.values.contains(where: { lastUsed($0) < oldest }) else { return }
      table = table.filter { lastUsed($0.value) >= oldest }
    }
    sweep(&reportedSizes, \.lastUsed)
    sweep(&readerContentSizes, \.lastUsed)
    sweep(&observedValues, \.lastUsed)
    sweep(&scrolls, \.lastUsed)
    sweep(&virtualized, \.lastUsed)
    sweep(&pendingRequests, \.lastUsed)
  }

  /// Forgets everything kept for `id`.
  mutating func discard(_ id: ElementID) {
    reportedSizes[id] = nil
    readerContentSizes[id] = nil
    scrolls[id] = nil
    virtualized[id] = nil
    pendingRequests[id] = nil
    if observedValues.keys.contains(where: { $0.id == id }) {
      observedValues = observedValues.filter { $0.key.id != id }
    }
  }

  /// The size reported for the late leaf `id`, marking it used.
  ///
  /// One hash lookup: every late leaf of every arrangement asks, so this is on the hot path.
  mutating func reportedSize(for id: ElementID) -> Size? {
    guard let index = reportedSizes.index(forKey: id) else { return nil }
    reportedSizes.values[index].lastUsed = generation
    return reportedSizes.values[index].value
  }

  /// The content size kept for the reader `id` (zero at first), marking it used.
  mutating func readerContentSize(for id: ElementID) -> Size {
    guard let kept = readerContentSizes[id] else { return .zero }
    readerContentSizes[id]?.lastUsed = generation
    return kept.value
  }

  /// Keeps `size` for the reader `id`; returns whether it differs from the kept one.
  mutating func setReaderContentSize(_ size: Size, for id: ElementID) -> Bool {
    let previous = readerContentSizes[id]?.value ?? .zero
    readerContentSizes[id] = Kept(value: size, lastUsed: generation)
    return !size.isClose(to: previous)
  }

  /// The scroll container `id`'s state, made on first use and marked used.
  mutating func scroll(_ id: ElementID) -> ScrollViewport {
    // Marked in place: a copy out and back in would retain and release what it holds twice.
    func marked(_ scroll: inout ScrollViewport, _ generation: Int) -> ScrollViewport {
      scroll.begin(generation)
      return scroll
    }
    return marked(&scrolls[id, default: ScrollViewport()], generation)
  }
}

/// One observer's place in the engine's memory: its element, key, and rank among the
/// element's observers of that key.
struct ObserverSlot: Hashable {
  var id: ElementID
  var key: ObjectIdentifier
  var ordinal: Int
}
