import Reflow

/// The mutable state of one simulation run over keys of one kind.
///
/// Every frame runs the pipeline an app runs: answers go to the `RemoteCollection`, its changes
/// to the `LayoutEngine` (`apply(_:to:)`, or a new snapshot for a collection), the user's scroll
/// to `setScrollOffset`, sizes measured a few frames late to `report(size:for:)`, and one
/// `arrange` lays out the content in its scroll container. Everything the simulator knows about
/// where things are on screen comes from that arrangement and the engine's scroll offset.
struct SimulationState<Key: Hashable & Sendable> {
  typealias Answer = (PageRequest<Key>, Double) -> LoadedPage<Key, SimulatedItem>

  /// A network answer due at `time`: a page, or a failure.
  struct Delivery {
    var time: Double
    var sequence: Int
    var request: PageRequest<Key>
    var page: LoadedPage<Key, SimulatedItem>?
  }

  /// A size the renderer reports at frame `due`: what it measured when it drew the item.
  struct Measurement {
    var due: Int
    var id: Int
    var size: Size
  }

  /// A scroll-bar drag on its way to its item: the user waits for it to settle.
  struct Landing {
    /// The frame of the drag.
    var frame: Int
    /// The source identity of the item jumped to, once it is loaded (`nil` before, with
    /// placeholders, where `position` says where it is).
    var id: Int?
    var position: Int
    /// Whether the engine was asked to scroll there (`scrollTo(item:in:anchor:)`).
    var requested: Bool
  }

  let configuration: SimulationConfiguration
  let source: SimulatedSource
  let answer: Answer
  let events: ((SimulationEvent) -> Void)?
  /// Receives every call to the engine and every arrangement, for replaying a session.
  var trace: ((SimulationTraceStep) -> Void)?
  var collection: RemoteCollection<Key, SimulatedItem>
  let engine = LayoutEngine()
  var endTrigger: EndReachedTrigger
  var startTrigger: EndReachedTrigger
  var network: SplitMix64
  var deliveries: [Delivery] = []
  var sequence = 0
  /// When each failed kind of load may be retried.
  var retryAt: [LoadKind: Double] = [:]
  var jumps: [SimulationConfiguration.Jump]
  var refreshTimes: [Double]
  var summary = SimulationSummary()

  var frame = 0
  var time = 0.0
  var velocity = 0.0
  var flingPauseUntil = 0.0
  var stallStart: Double?
  /// Stall episodes by length in frames: percentiles without keeping every episode.
  var stallFrames: [Int: Int] = [:]
  /// The source item a jump without placeholders waits for, and the index it was at.
  var pendingJump: (id: Int, index: Int)?
  var landing: Landing?
  /// Items added at the end that the collection was told of.
  var tailSignalled = 0
  var loadedIDs = IntervalSet()
  var shownIDs = IntervalSet()
  var lastPlaceholders: [Range<Int>] = []

  // What the last arrangement showed, read from the engine.
  /// The scroll offset, as the engine clamped and corrected it.
  var offset = 0.0
  var contentLength = 0.0
  var visible: Range<Int> = 0..<0
  var loadedTop = 0.0
  var loadedBottom = 0.0
  /// The last arrangement, where the items on screen now were before (`nil` before the first).
  var lastArrangement: Arrangement?
  /// The content moved under the viewport in this frame, for the events.
  var frameJump = 0.0
  /// Whether an item on screen is at its estimated size.
  var showsEstimate = false

  // The renderer.
  var measurements: [Measurement] = []
  var measurementStart = 0
  var measuring: Set<Int> = []
  /// The last snapshot a sectioned collection was declared with, and the version of the
  /// collection it was made from.
  var sections: CollectionSnapshot<Int, Int>?
  var sectionsVersion = -1
  var collectionVersion = 0
  /// The version of the collection the last arrangement showed.
  var arrangedVersion = 0

  static var scrollID: ElementID { "scroll" }
  static var contentID: ElementID { "content" }

  init(
    _ configuration: SimulationConfiguration, keys: PagingKeys<Key>,
    events: ((SimulationEvent) -> Void)?, answer: @escaping Answer
  ) throws(SimulationError) {
    self.configuration = configuration
    self.answer = answer
    self.events = events
    source = SimulatedSource(configuration)
    do {
      collection = try RemoteCollection(
        keys: keys, maximumLoadedItems: configuration.maximumLoadedItems, prefetch: .whenAsked)
      endTrigger = try EndReachedTrigger(threshold: configuration.threshold)
      startTrigger = try EndReachedTrigger(threshold: configuration.threshold)
    } catch {
      throw .invalidValue(.threshold, value: "\(configuration.threshold)", expected: "\(error)")
    }
    network = SplitMix64(seed: configuration.seed ^ 0x6E65_7477_6F72_6B00)
    jumps = configuration.jumps.sorted { $0.time < $1.time }
    refreshTimes = configuration.refreshTimes.sorted()
    switch configuration.scroll {
    case .fling(let speed): velocity = speed
    default: break
    }
  }

  /// Runs every frame and returns the summary.
  mutating func run(progress: ((Double) -> Void)?) throws(SimulationError) -> SimulationSummary {
    let fps = configuration.framesPerSecond
    let frames = Int((configuration.duration * fps).rounded(.down))
    let step = Swift.max(1, frames / 100)
    for index in 0..<frames {
      frame = index
      time = Double(index) / fps
      try runFrame(dt: 1 / fps)
      if index % step == 0 { progress?(Double(index) / Double(frames)) }
    }
    finish(frames: frames)
    return summary
  }

  mutating func runFrame(dt: Double) throws(SimulationError) {
    try deliverNetwork()
    try userActions()
    for (kind, due) in retryAt where due <= time + 1e-12 {
      retryAt[kind] = nil
      collection.retry(kind)
    }
    reportMeasurements()
    frameJump = 0
    if arrangedVersion != collectionVersion {
      // The app draws what arrived before the user's next scroll: they scroll over it.
      arrange(userScrolled: 0)
    }
    let scrolled = scroll(dt: dt)
    arrange(userScrolled: scrolled)
    observe()
    try triggerLoads()
    try sendRequests()
    measureFrame(dt: dt)
    summary.framesSimulated += 1
    record(.frame)
  }

  // MARK: The renderer

  /// Reports the sizes measured `measureDelayFrames` ago.
  mutating func reportMeasurements() {
    while measurementStart < measurements.count, measurements[measurementStart].due <= frame {
      let measurement = measurements[measurementStart]
      measurementStart += 1
      measuring.remove(measurement.id)
      engine.report(size: measurement.size, for: ElementID(measurement.id))
      trace?(.report(id: measurement.id, size: measurement.size))
    }
    if measurementStart > 1_024, measurementStart * 2 > measurements.count {
      measurements.removeFirst(measurementStart)
      measurementStart = 0
    }
  }

  /// Schedules the real size of each item drawn at its estimate (and of the item streaming in,
  /// which keeps growing) for `measureDelayFrames` from now.
  mutating func scheduleMeasurements(_ arrangement: Arrangement) {
    let delay = configuration.measureDelayFrames
    guard delay > 0 else { return }
    for element in arrangement.estimatedIDs {
      guard let id = element.integer, measuring.insert(id).inserted else { continue }
      measurements.append(
        Measurement(due: frame + delay, id: id, size: drawnSize(source.size(of: id, at: time))))
    }
    let newest = source.itemCount + source.tailCount(at: time) - 1
    if source.isStreaming(newest, at: time), arrangement.frame(of: ElementID(newest)) != nil,
      measuring.insert(newest).inserted
    {
      measurements.append(
        Measurement(
          due: frame + delay, id: newest, size: drawnSize(source.size(of: newest, at: time))))
    }
  }

  // MARK: Observing the screen

  /// Tells the collection what the viewport shows; pages it left may be dropped, and the
  /// engine lays out the change at once.
  mutating func observe() {
    let change = collection.visibleRangeChanged(visible)
    guard !change.edits.isEmpty else { return }
    apply(change)
    arrange(userScrolled: 0)
    record(.drop)
  }

  /// Hands a change of the collection's positions to the engine, as an app does.
  mutating func apply(_ change: PagingChange) {
    collectionVersion += 1
    if configuration.content.isIndexed {
      engine.apply(change, to: Self.contentID)
      trace?(.apply(change))
    }
  }

  /// Asks for a page at an edge of the loaded items the viewport comes close to.
  mutating func triggerLoads() throws(SimulationError) {
    let loaded = collection.loadedRange
    let loadedCount = loaded.count
    let loadedLength = loadedBottom - loadedTop
    let visibleLoaded = visible.clamped(to: loaded)
    let end = EndReachedTrigger.Position(
      offset: offset - loadedTop, viewportLength: viewportHeight, contentLength: loadedLength,
      itemCount: loadedCount,
      lastVisibleIndex: visibleLoaded.isEmpty
        ? nil : visibleLoaded.upperBound - 1 - loaded.lowerBound)
    let start = EndReachedTrigger.Position(
      offset: loadedBottom - (offset + viewportHeight), viewportLength: viewportHeight,
      contentLength: loadedLength, itemCount: loadedCount,
      lastVisibleIndex: visibleLoaded.isEmpty
        ? nil : loaded.upperBound - 1 - visibleLoaded.lowerBound)
    do {
      if try endTrigger.update(end) { collection.loadMore(at: .append) }
      if try startTrigger.update(start) { collection.loadMore(at: .prepend) }
    } catch {
      throw .invariantBroken(time: time, violations: ["trigger: \(error)"])
    }
  }

  /// Counts what the frame shows: placeholders, estimates, and items repeated or skipped.
  mutating func measureFrame(dt: Double) {
    let loaded = collection.loadedRange
    let placeholders = [
      visible.clamped(to: 0..<loaded.lowerBound),
      visible.clamped(to: loaded.upperBound..<Swift.max(loaded.upperBound, visible.upperBound)),
    ].filter { !$0.isEmpty }
    if !placeholders.isEmpty { summary.placeholderSeconds += dt }
    if showsEstimate { summary.estimatedSeconds += dt }
    for range in placeholders {
      let seen = lastPlaceholders.reduce(0) { $0 + range.clamped(to: $1).count }
      summary.placeholdersShown += range.count - seen
    }
    lastPlaceholders = placeholders
    let visibleLoaded = visible.clamped(to: loaded)
    guard !visibleLoaded.isEmpty else { return }
    // Identities run without gaps in the source, so neighbours on screen differ by one.
    var first: Int?
    var previous: Int?
    for position in visibleLoaded {
      guard let id = collection[position].item?.id else { continue }
      if let previous {
        if id <= previous { summary.duplicatesShown += 1 }
        if id > previous + 1 { summary.missingShown += id - previous - 1 }
      }
      first = first ?? id
      previous = id
    }
    if let first, let previous, previous >= first { shownIDs.insert(first..<(previous + 1)) }
  }

  mutating func finish(frames: Int) {
    time = Double(frames) / configuration.framesPerSecond
    endStall()
    let fps = configuration.framesPerSecond
    let episodes = stallFrames.sorted { $0.key < $1.key }
    let total = episodes.reduce(0) { $0 + $1.value }
    summary.stallSeconds = Double(episodes.reduce(0) { $0 + $1.key * $1.value }) / fps
    func percentile(_ fraction: Double) -> Double {
      guard total > 0 else { return 0 }
      let rank = Swift.min(total, Swift.max(1, Int((fraction * Double(total)).rounded(.up))))
      var seen = 0
      for (frames, count) in episodes {
        seen += count
        if seen >= rank { return Double(frames) / fps }
      }
      return 0
    }
    summary.waitP50Seconds = percentile(0.50)
    summary.waitP95Seconds = percentile(0.95)
    summary.simulatedSeconds = time
    if let landing {
      // A jump still landing when the session ends took at least this long.
      summary.settleFrames = Swift.max(summary.settleFrames, frames - landing.frame)
    }
    let diagnostics = collection.diagnostics
    summary.duplicatesDropped = diagnostics.duplicatesDropped
    summary.reloadedPages = diagnostics.pagesReloaded
    summary.pagesDropped = diagnostics.pagesDropped
    summary.gapsRepaired = diagnostics.gapsRepaired
    summary.peakLoadedItems = diagnostics.peakLoadedItems
    summary.loadedNeverShown = loadedIDs.count - loadedIDs.overlap(with: shownIDs)
  }

  /// Sends an event to the callback, if there is one.
  func record(_ kind: SimulationEvent.Kind, load: LoadKind? = nil, key: Key?? = nil) {
    guard let events else { return }
    let keyText: String? = key.map { $0.map { "\($0)" } ?? "start" }
    events(
      SimulationEvent(
        time: time, offset: offset, firstVisible: visible.isEmpty ? nil : visible.lowerBound,
        lastVisible: visible.isEmpty ? nil : visible.upperBound - 1,
        loadedStart: collection.loadedRange.lowerBound,
        loadedCount: collection.loadedItems.count, loadedTop: loadedTop,
        loadedBottom: loadedBottom, contentLength: contentLength, visibleJump: frameJump,
        kind: kind, load: load, key: keyText))
  }
}
