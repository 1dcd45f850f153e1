import Reflow

/// A deterministic discrete-event simulation of infinite scroll: the real ``PagedCollection``,
/// ``EndReachedTrigger`` and ``Flow`` driven by a simulated clock, network and user.
///
/// Nothing sleeps: a ten-minute session runs in a fraction of a second, and the same
/// configuration always gives the same summary and timeline.
///
/// Each frame, network answers due by then are delivered in time order; the user's scroll moves
/// the viewport, held at the loaded content's end (a stall, while the source has more); the
/// visible range is queried from the flow; and the trigger decides whether to request a page.
/// The paging invariants are checked after every event.
///
/// ```swift
/// var configuration = SimulationConfiguration()
/// configuration.pageSize = 20
/// let run = try ScrollSimulation.run(configuration)
/// print(run.summary.stallSeconds)
/// ```
public enum ScrollSimulation {
  /// A finished simulation.
  public struct Run: Sendable {
    /// The measurements.
    public var summary: SimulationSummary
    /// Every event, in time order, when asked for; otherwise empty.
    public var timeline: [SimulationEvent]
  }

  /// Runs a session.
  ///
  /// - Parameters:
  ///   - configuration: The scenario.
  ///   - recordTimeline: Whether to keep every event (one per frame at least).
  ///   - progress: Called now and then with the fraction of frames done.
  /// - Returns: The summary and, if asked for, the timeline.
  /// - Throws: ``SimulationError`` for a bad configuration, or if a paging invariant breaks.
  /// - Complexity: O(*f* log *l* + *m*), for *f* frames, *l* lines and *m* items loaded.
  public static func run(
    _ configuration: SimulationConfiguration, recordTimeline: Bool = false,
    progress: ((Double) -> Void)? = nil
  ) throws(SimulationError) -> Run {
    var state = try SimulationState(configuration.validated(), recordTimeline: recordTimeline)
    let frames = Int((configuration.duration * configuration.framesPerSecond).rounded(.down))
    let step = Swift.max(1, frames / 100)
    for frame in 0..<frames {
      try state.runFrame(frame)
      if frame % step == 0 { progress?(Double(frame) / Double(frames)) }
    }
    state.finish(frames: frames)
    return Run(summary: state.summary, timeline: state.timeline)
  }
}

/// The mutable state of one simulation run.
private struct SimulationState {
  /// A network answer due at `time`.
  struct Delivery {
    var time: Double
    var sequence: Int
    var request: PageRequest
    /// `nil` for a failure; a retry is a delivery of a failure's follow-up with no request.
    var elements: [Int]?
    var isRetry = false
  }

  let configuration: SimulationConfiguration
  let recordTimeline: Bool
  var layout: Flow
  var collection: PagedCollection<Int>
  var trigger: EndReachedTrigger
  var network: SplitMix64
  var deliveries: [Delivery] = []
  var sequence = 0
  var summary = SimulationSummary()
  var timeline: [SimulationEvent] = []

  var offset = 0.0
  var velocity = 0.0
  var flingPauseUntil = 0.0
  var stallStart: Double?
  var stallLengths: [Double] = []
  var visible: Range<Int> = 0..<0
  var furthestShown = -1

  init(_ configuration: SimulationConfiguration, recordTimeline: Bool) throws(SimulationError) {
    self.configuration = configuration
    self.recordTimeline = recordTimeline
    do {
      layout = try Flow(
        container: Size(width: configuration.viewport.width, height: .infinity),
        options: configuration.flow)
    } catch { throw .layout(error) }
    do {
      collection = try PagedCollection(
        pageSize: configuration.pageSize,
        maximumRequestsInFlight: configuration.maximumRequestsInFlight)
      trigger = try EndReachedTrigger(threshold: configuration.threshold)
    } catch { throw .paging(error) }
    network = SplitMix64(seed: configuration.seed ^ 0x6E65_7477_6F72_6B00)
    if case .fling(let speed) = configuration.scroll { velocity = speed }
  }

  var contentLength: Double { layout.result.contentSize.height }

  mutating func record(_ kind: SimulationEvent.Kind, at time: Double, page: Int? = nil) {
    guard recordTimeline else { return }
    timeline.append(
      SimulationEvent(
        time: time, offset: offset, firstVisible: visible.isEmpty ? nil : visible.lowerBound,
        lastVisible: visible.isEmpty ? nil : visible.upperBound - 1,
        loadedCount: collection.count, contentLength: contentLength, kind: kind, page: page))
  }

  mutating func runFrame(_ frame: Int) throws(SimulationError) {
    let fps = configuration.framesPerSecond
    let time = Double(frame) / fps
    try deliverNetwork(until: time)
    scroll(to: time, dt: 1 / fps)
    let viewport = Rect(
      x: 0, y: offset, width: configuration.viewport.width, height: configuration.viewport.height)
    visible = layout.result.range(intersecting: viewport)
    if !visible.isEmpty { furthestShown = Swift.max(furthestShown, visible.upperBound - 1) }
    let position = EndReachedTrigger.Position(
      offset: offset, viewportLength: configuration.viewport.height,
      contentLength: contentLength, itemCount: collection.count,
      lastVisibleIndex: visible.isEmpty ? nil : visible.upperBound - 1)
    if trigger.update(position) { try request(at: time) }
    summary.framesSimulated += 1
    record(.frame, at: time)
  }

  /// Moves the viewport as the user wants, held at the loaded end; tracks stalls.
  mutating func scroll(to time: Double, dt: Double) {
    let maximum = Swift.max(0, contentLength - configuration.viewport.height)
    var wanted: Double
    switch configuration.scroll {
    case .constant(let speed):
      wanted = offset + speed * dt
    case .fling(let speed):
      if velocity < 50 && time >= flingPauseUntil {
        velocity = speed
      }
      wanted = offset + velocity * dt
      velocity *= Swift.max(0, 1 - 2 * dt)
      if velocity < 50 && velocity > 0 {
        velocity = 0
        flingPauseUntil = time + 0.25
      }
    case .script(let points):
      wanted = Self.interpolate(points, at: time)
    }
    // A user pushing past the loaded end while more is coming is stalled, and stays stalled
    // while held at the end (between two flings, say) until content arrives or they scroll back.
    let heldAtEnd = stallStart != nil && wanted >= maximum - 1e-9
    let stalled = collection.hasMore && (wanted > maximum + 1e-9 || heldAtEnd)
    if wanted > maximum, case .fling = configuration.scroll, velocity > 0 {
      velocity = 0
      flingPauseUntil = time + 0.25
    }
    offset = Swift.max(0, Swift.min(wanted, maximum))
    if stalled && stallStart == nil {
      stallStart = time
      summary.stallEpisodes += 1
      record(.stallStart, at: time)
    } else if !stalled, let start = stallStart {
      stallLengths.append(time - start)
      stallStart = nil
      record(.stallEnd, at: time)
    }
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

  /// Sends the next page request, if the collection has one, and schedules its answer.
  mutating func request(at time: Double) throws(SimulationError) {
    guard let request = collection.nextRequest() else { return }
    summary.requests += 1
    if request.page < collection.loadedPageCount
      || collection.pagesInFlight.filter({ $0 == request.page }).count > 1
    {
      summary.duplicateRequests += 1
    }
    let latency: Double
    switch configuration.latency {
    case .fixed(let seconds): latency = seconds
    case .uniform(let range): latency = network.nextDouble(in: range)
    }
    let fails = network.nextUnitInterval() < configuration.failureRate
    let end = Swift.min(configuration.itemCount, request.offset + request.limit)
    let elements = fails ? nil : Array(Swift.min(request.offset, end)..<end)
    schedule(Delivery(time: time + latency, sequence: 0, request: request, elements: elements))
    record(.request, at: time, page: request.page)
    try checkInvariants(at: time)
  }

  mutating func schedule(_ delivery: Delivery) {
    var delivery = delivery
    delivery.sequence = sequence
    sequence += 1
    deliveries.append(delivery)
  }

  /// Delivers every answer due by `time`, earliest first (ties in the order they were sent).
  mutating func deliverNetwork(until time: Double) throws(SimulationError) {
    while let next = deliveries.indices.filter({ deliveries[$0].time <= time + 1e-12 })
      .min(by: {
        (deliveries[$0].time, deliveries[$0].sequence) < (
          deliveries[$1].time, deliveries[$1].sequence
        )
      })
    {
      let delivery = deliveries.remove(at: next)
      if delivery.isRetry {
        collection.retry()
        try request(at: delivery.time)
      } else if let elements = delivery.elements {
        let before = collection.count
        do {
          let outcome = try collection.receive(elements, for: delivery.request)
          if case .appended(let pages) = outcome { summary.pagesLoaded += pages }
        } catch { throw .paging(error) }
        if collection.count > before {
          for index in before..<collection.count { addToLayout(collection[index]) }
          layout.finish()
          summary.peakLoadedItems = Swift.max(summary.peakLoadedItems, collection.count)
        }
        record(.receive, at: delivery.time, page: delivery.request.page)
      } else {
        summary.failedRequests += 1
        collection.fail(delivery.request, error: SimulatedFailure())
        var retry = delivery
        retry.time += configuration.retryAfter
        retry.isRetry = true
        schedule(retry)
        record(.fail, at: delivery.time, page: delivery.request.page)
      }
      try checkInvariants(at: delivery.time)
    }
  }

  mutating func addToLayout(_ item: Int) {
    // Sizes were validated when the configuration was.
    layout.addUnchecked(size(of: item))
  }

  func size(of item: Int) -> Size {
    switch configuration.itemSizes {
    case .fixed(let size):
      return size
    case .list(let sizes):
      return sizes[item % sizes.count]
    case .uniform(let width, let height):
      var random = SplitMix64(seed: configuration.seed &+ UInt64(item) &* 0x9E37_79B9_7F4A_7C15)
      return Size(width: random.nextDouble(in: width), height: random.nextDouble(in: height))
    }
  }

  func checkInvariants(at time: Double) throws(SimulationError) {
    let violations = collection.invariantViolations()
    if !violations.isEmpty { throw .invariantBroken(time: time, violations: violations) }
  }

  mutating func finish(frames: Int) {
    let duration = Double(frames) / configuration.framesPerSecond
    if let start = stallStart { stallLengths.append(duration - start) }
    summary.simulatedSeconds = duration
    summary.stallSeconds = stallLengths.reduce(0, +)
    let sorted = stallLengths.sorted()
    summary.waitP50Seconds = Self.percentile(sorted, 0.50)
    summary.waitP95Seconds = Self.percentile(sorted, 0.95)
    summary.loadedNeverShown = collection.count - (furthestShown + 1)
  }

  /// The nearest-rank percentile of sorted values; 0 for none.
  static func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
    guard !sorted.isEmpty else { return 0 }
    let rank = Int((fraction * Double(sorted.count)).rounded(.up))
    return sorted[Swift.min(sorted.count, Swift.max(1, rank)) - 1]
  }
}

private struct SimulatedFailure: Error {}
