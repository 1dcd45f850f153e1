import Reflow

/// The mutable state of one simulation run over keys of one kind.
struct SimulationState<Key: Hashable & Sendable> {
  typealias Answer = (PageRequest<Key>, Double) -> LoadedPage<Key, SimulatedItem>

  /// A network answer due at `time`: a page, or a failure.
  struct Delivery {
    var time: Double
    var sequence: Int
    var request: PageRequest<Key>
    var page: LoadedPage<Key, SimulatedItem>?
  }

  let configuration: SimulationConfiguration
  let answer: Answer
  let events: ((SimulationEvent) -> Void)?
  var collection: RemoteCollection<Key, SimulatedItem>
  var geometry: ContentGeometry
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

  var time = 0.0
  var offset = 0.0
  var velocity = 0.0
  var flingPauseUntil = 0.0
  var stallStart: Double?
  /// Stall episodes by length in frames: percentiles without keeping every episode.
  var stallFrames: [Int: Int] = [:]
  var visible: Range<Int> = 0..<0
  var visibleLoaded: Range<Int> = 0..<0
  /// The source item a jump without placeholders waits for, and the index it was at.
  var pendingJump: (id: Int, index: Int)?
  var loadedIDs = IntervalSet()
  var shownIDs = IntervalSet()
  var lastPlaceholders: [Range<Int>] = []

  init(
    _ configuration: SimulationConfiguration, keys: PagingKeys<Key>,
    events: ((SimulationEvent) -> Void)?, answer: @escaping Answer
  ) throws(SimulationError) {
    self.configuration = configuration
    self.answer = answer
    self.events = events
    geometry = try ContentGeometry(configuration)
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
    for frame in 0..<frames {
      time = Double(frame) / fps
      try runFrame(dt: 1 / fps)
      if frame % step == 0 { progress?(Double(frame) / Double(frames)) }
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
    scroll(dt: dt)
    observe()
    try triggerLoads()
    try sendRequests()
    measureFrame(dt: dt)
    summary.framesSimulated += 1
    record(.frame)
  }

  // MARK: The user

  /// Scroll-bar drags and pulls to refresh due by now.
  mutating func userActions() throws(SimulationError) {
    while let jump = jumps.first, jump.time <= time + 1e-12 {
      jumps.removeFirst()
      summary.jumps += 1
      let index = Swift.min(jump.index, Swift.max(0, collection.count - 1))
      if collection.hasPlaceholders || !collection.keys.isPositional {
        // A scroll bar over every position: the viewport moves, and the collection loads there.
        offset = Swift.min(geometry.top(of: index), maximumOffset)
        if collection.keys.isPositional {
          do {
            try collection.jump(to: index)
          } catch {
            throw .invariantBroken(time: time, violations: ["jump to \(index): \(error)"])
          }
        }
      } else {
        // No count, so no scroll bar to drag: a restored position, loaded by a refresh there.
        let head = SimulatedSource(
          itemCount: configuration.itemCount, insertsPerSecond: configuration.headInsertsPerSecond,
          reportsCount: false
        ).headCount(at: time)
        let target = Swift.min(jump.index, configuration.itemCount + head - 1)
        pendingJump = (target - head, target)
        do {
          try collection.jump(to: Swift.max(0, target))
        } catch {
          throw .invariantBroken(time: time, violations: ["jump to \(target): \(error)"])
        }
        startStall()
      }
      record(.jump)
    }
    while let refresh = refreshTimes.first, refresh <= time + 1e-12 {
      refreshTimes.removeFirst()
      summary.refreshes += 1
      collection.refresh()
      record(.refresh)
    }
  }

  var maximumOffset: Double { Swift.max(0, geometry.contentLength - configuration.viewport.height) }

  /// Moves the viewport as the user wants; without placeholders it is held at a loaded edge
  /// the source has more beyond, a stall.
  mutating func scroll(dt: Double) {
    var wanted: Double
    switch configuration.scroll {
    case .constant(let speed):
      wanted = offset + speed * dt
    case .swing(let speed, let period):
      let turn = Int((time / period).rounded(.down))
      wanted = offset + (turn % 2 == 0 ? speed : -speed) * dt
    case .fling(let speed):
      if velocity.magnitude < 50 && time >= flingPauseUntil { velocity = speed }
      wanted = offset + velocity * dt
      velocity *= Swift.max(0, 1 - 2 * dt)
      if velocity.magnitude < 50 && velocity != 0 {
        velocity = 0
        flingPauseUntil = time + 0.25
      }
    case .script(let points):
      wanted = Self.interpolate(points, at: time)
    }
    let maximum = maximumOffset
    let states = collection.loadStates
    let placeholders = collection.hasPlaceholders
    let moreBelow = !placeholders && !states.append.isComplete
    let moreAbove = !placeholders && !states.prepend.isComplete
    let heldBelow = stallStart != nil && wanted >= maximum - 1e-9
    let heldAbove = stallStart != nil && wanted <= 1e-9
    let stalled =
      pendingJump != nil
      || (moreBelow && (wanted > maximum + 1e-9 || heldBelow))
      || (moreAbove && (wanted < -1e-9 || heldAbove))
    if wanted > maximum || wanted < 0, case .fling = configuration.scroll, velocity != 0 {
      velocity = 0
      flingPauseUntil = time + 0.25
    }
    offset = Swift.max(0, Swift.min(wanted, maximum))
    if stalled { startStall() } else { endStall() }
  }

  mutating func startStall() {
    guard stallStart == nil else { return }
    stallStart = time
    summary.stallEpisodes += 1
    record(.stallStart)
  }

  mutating func endStall() {
    guard let start = stallStart else { return }
    let frames = Int(((time - start) * configuration.framesPerSecond).rounded())
    stallFrames[frames, default: 0] += 1
    stallStart = nil
    record(.stallEnd)
  }

  static func interpolate(_ points: [SimulationConfiguration.ScriptPoint], at time: Double)
    -> Double
  {
    guard let first = points.first, let last = points.last else { return 0 }
    if time <= first.time { return first.offset }
    if time >= last.time { return last.offset }
    let next = partitioningIndex(in: points.indices) { points[$0].time > time }
    let a = points[next - 1]
    let b = points[next]
    guard b.time > a.time else { return b.offset }
    return a.offset + (b.offset - a.offset) * (time - a.time) / (b.time - a.time)
  }

  // MARK: Observing the screen

  /// Works out what the viewport shows and tells the collection.
  mutating func observe() {
    let shown = geometry.visible(top: offset, height: configuration.viewport.height)
    visible = shown.positions
    visibleLoaded = shown.loaded
    let anchor = anchorOnScreen()
    let change = collection.visibleRangeChanged(visible)
    guard !change.edits.isEmpty else { return }
    // Pages the viewport left were dropped: lay out again, the anchor item in place.
    geometry.sync(with: collection)
    restore(anchor)
    let again = geometry.visible(top: offset, height: configuration.viewport.height)
    visible = again.positions
    visibleLoaded = again.loaded
    record(.drop)
  }

  /// Asks for a page at an edge of the loaded items the viewport comes close to.
  mutating func triggerLoads() throws(SimulationError) {
    let loadedCount = collection.loadedItems.count
    let loadedLength = geometry.loadedBottom - geometry.loadedTop
    let height = configuration.viewport.height
    let end = EndReachedTrigger.Position(
      offset: offset - geometry.loadedTop, viewportLength: height, contentLength: loadedLength,
      itemCount: loadedCount,
      lastVisibleIndex: visibleLoaded.isEmpty ? nil : visibleLoaded.upperBound - 1)
    let start = EndReachedTrigger.Position(
      offset: geometry.loadedBottom - (offset + height), viewportLength: height,
      contentLength: loadedLength, itemCount: loadedCount,
      lastVisibleIndex: visibleLoaded.isEmpty ? nil : loadedCount - 1 - visibleLoaded.lowerBound)
    do {
      if try endTrigger.update(end) { collection.loadMore(at: .append) }
      if try startTrigger.update(start) { collection.loadMore(at: .prepend) }
    } catch {
      throw .invariantBroken(time: time, violations: ["trigger: \(error)"])
    }
  }

  /// Counts what the frame shows: placeholders, and items repeated or skipped on screen.
  mutating func measureFrame(dt: Double) {
    let before = geometry.placeholdersBefore
    let loadedEnd = before + collection.loadedItems.count
    let placeholders = [
      visible.clamped(to: 0..<before),
      visible.clamped(to: loadedEnd..<Swift.max(loadedEnd, visible.upperBound)),
    ].filter { !$0.isEmpty }
    if !placeholders.isEmpty { summary.placeholderSeconds += dt }
    for range in placeholders {
      let seen = lastPlaceholders.reduce(0) { $0 + range.clamped(to: $1).count }
      summary.placeholdersShown += range.count - seen
    }
    lastPlaceholders = placeholders
    guard !visibleLoaded.isEmpty else { return }
    // Identities run without gaps in the source, so neighbours on screen differ by one.
    var first: Int?
    var previous: Int?
    for offset in visibleLoaded {
      guard let id = collection[before + offset].item?.id else { continue }
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
        loadedStart: geometry.placeholdersBefore, loadedCount: collection.loadedItems.count,
        loadedTop: geometry.loadedTop, loadedBottom: geometry.loadedBottom,
        contentLength: geometry.contentLength, kind: kind, load: load, key: keyText))
  }
}
