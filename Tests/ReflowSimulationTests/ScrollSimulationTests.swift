import Reflow
import ReflowSimulation
import Testing

@Suite struct ScrollSimulationTests {
  /// 100-point squares three to a row in a 390-point viewport, so a page of 30 is 1,000 points;
  /// a steady 1,000 points per second; a fixed one-second network.
  static func handWorkedConfiguration() -> SimulationConfiguration {
    var configuration = SimulationConfiguration()
    configuration.itemCount = 300
    configuration.itemSizes = .fixed(Size(width: 100, height: 100))
    configuration.flow = FlowOptions()
    configuration.pageSize = 30
    configuration.threshold = .points(200)
    configuration.latency = .fixed(1)
    configuration.failureRate = 0
    configuration.scroll = .constant(1_000)
    configuration.duration = 25
    return configuration
  }

  /// Runs a session and keeps its events.
  static func events(_ configuration: SimulationConfiguration) throws
    -> (SimulationSummary, [SimulationEvent])
  {
    var events: [SimulationEvent] = []
    let run = try ScrollSimulation.run(configuration, events: { events.append($0) })
    return (run.summary, events)
  }

  @Test("After the second page, each stalls the latency less the threshold over the speed")
  func handWorkedStalls() throws {
    let (summary, events) = try Self.events(Self.handWorkedConfiguration())
    var lengths: [Double] = []
    var start: Double?
    for event in events {
      if event.kind == .stallStart { start = event.time }
      if event.kind == .stallEnd, let begun = start { lengths.append(event.time - begun) }
    }
    // Page 0: nothing to show for the whole latency. Page 1: requested on arrival of page 0
    // with only 156 points of 1,000 - 844 to scroll. From page 2 on: 1 s - 200 pt / 1,000 pt/s.
    // Ten pages and the page of one item (the overlap) that finds the end: eleven stalls.
    try #require(lengths.count == 11, "stalls: \(lengths)")
    #expect(abs(lengths[0] - 1.0) <= 1.0 / 60 + 1e-9)
    #expect(abs(lengths[1] - (1.0 - 0.156)) <= 1.0 / 60 + 1e-9)
    for length in lengths.dropFirst(2) {
      #expect(abs(length - 0.8) <= 1.0 / 60 + 1e-9, "stall of \(length) s")
    }
    #expect(summary.requests == 11)
    #expect(summary.pagesLoaded == 10)
    #expect(summary.duplicateRequests == 0 && summary.duplicatesDropped == 0)
  }

  @Test("The same configuration gives the same summary and events")
  func deterministic() throws {
    var configuration = SimulationConfiguration()
    configuration.duration = 20
    let first = try Self.events(configuration)
    let second = try Self.events(configuration)
    #expect(first.0 == second.0)
    #expect(first.1 == second.1)
    #expect(first.0.requests > 0 && first.0.framesSimulated == 1_200)
  }

  @Test("Failures are retried and nothing is requested twice")
  func failuresRetried() throws {
    var configuration = SimulationConfiguration()
    configuration.failureRate = 0.3
    configuration.duration = 30
    let run = try ScrollSimulation.run(configuration)
    #expect(run.summary.failedRequests > 0)
    #expect(run.summary.pagesLoaded > 0)
    #expect(run.summary.duplicateRequests == 0)
    let accounted = run.summary.pagesLoaded + run.summary.failedRequests
    #expect(run.summary.requests >= accounted && run.summary.requests <= accounted + 3)
  }

  @Test("A bad value is a typed error naming its field")
  func badValue() {
    var configuration = SimulationConfiguration()
    configuration.failureRate = 1.5
    #expect(
      throws: SimulationError.invalidValue(
        .failureRate, value: "1.5", expected: "a probability from 0 to 1")
    ) {
      _ = try ScrollSimulation.run(configuration)
    }
  }

  @Test(
    "A session always ends: every request failing at once and retried at once",
    arguments: [(0.0, 0.0), (0.0, 1e-300), (1e-9, 0.0)])
  func alwaysEnds(latency: Double, retryAfter: Double) throws {
    var configuration = SimulationConfiguration()
    configuration.failureRate = 1
    configuration.latency = .fixed(latency)
    configuration.retryAfter = retryAfter
    configuration.duration = 5
    var count = 0
    let run = try ScrollSimulation.run(configuration, events: { _ in count += 1 })
    #expect(run.summary.framesSimulated == 300 && run.summary.pagesLoaded == 0)
    #expect(run.summary.failedRequests > 0)
    #expect(count <= 300 * 8, "events are bounded by the frames: \(count)")
  }

  @Test("Huge page sizes and item counts are typed errors, not crashes")
  func hugeValues() {
    var configuration = SimulationConfiguration()
    configuration.pageSize = 4_611_686_018_427_387_904
    configuration.itemCount = 9_223_372_036_854_775_807
    #expect(throws: SimulationError.self) { _ = try ScrollSimulation.run(configuration) }
    configuration.itemCount = 1_000
    do {
      _ = try ScrollSimulation.run(configuration)
      Issue.record("expected an error")
    } catch {
      guard case .invalidValue(let field, _, _) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(field == .pageSize)
    }
  }

  @Test("Jumps over ten million items with a memory limit: bounded, nothing twice or skipped")
  func jumpsWithLimit() throws {
    var configuration = SimulationConfiguration()
    configuration.itemCount = 10_000_000
    configuration.totalKnown = true
    configuration.maximumLoadedItems = 2_000
    configuration.scroll = .swing(speed: 1_000, period: 40)
    configuration.jumps = [.init(time: 2, index: 9_000_000), .init(time: 90, index: 500_000)]
    configuration.failureRate = 0.05
    configuration.duration = 100
    let summary = try ScrollSimulation.run(configuration).summary
    #expect(summary.peakLoadedItems <= 2_000 + configuration.pageSize)
    #expect(summary.duplicatesShown == 0 && summary.missingShown == 0)
    #expect(summary.pagesDropped > 0 && summary.reloadedPages > 0)
    #expect(summary.jumps == 2 && summary.placeholderSeconds > 0)
  }

  @Test("Rows inserted at the head while the user pages are dropped as repeats, never shown")
  func headInserts() throws {
    for keys in SimulationConfiguration.Keys.allCases {
      var configuration = SimulationConfiguration()
      configuration.keys = keys
      configuration.headInsertsPerSecond = 5
      configuration.totalKnown = keys != .cursors
      configuration.refreshTimes = [20]
      configuration.duration = 40
      let summary = try ScrollSimulation.run(configuration).summary
      #expect(summary.duplicatesShown == 0 && summary.missingShown == 0, "\(keys)")
      #expect(summary.pagesLoaded > 5 && summary.refreshes == 1, "\(keys)")
      if keys == .offsets { #expect(summary.duplicatesDropped > 0) }
    }
  }

  @Test("A jump without a count waits for a refresh at that position, then shows it")
  func jumpWithoutCount() throws {
    var configuration = Self.handWorkedConfiguration()
    configuration.itemCount = 100_000
    configuration.jumps = [.init(time: 3, index: 50_000)]
    configuration.duration = 6
    let (summary, events) = try Self.events(configuration)
    let after = try #require(events.last { $0.kind == .receive && $0.load == .refresh })
    #expect(after.time >= 4 - 1e-9 && after.loadedCount == 30)
    let frame = try #require(events.first { $0.kind == .frame && $0.time > after.time })
    let shown = try #require(frame.firstVisible)...(try #require(frame.lastVisible))
    #expect(shown.contains(15), "item 50,000 is 15th of the page from 49,985; shown \(shown)")
    #expect(summary.jumps == 1 && summary.stallEpisodes >= 2)
  }

  @Test("summary(of:), the product's way in, is the session's summary, the same every time")
  func publicSummary() throws {
    let configuration = Self.handWorkedConfiguration()
    let summary = try ScrollSimulation.summary(of: configuration)
    #expect(summary == (try ScrollSimulation.run(configuration).summary))
    #expect(summary == (try ScrollSimulation.summary(of: configuration)))
    #expect(summary.framesSimulated == 25 * 60 && summary.duplicateRequests == 0)
    var bad = configuration
    bad.pageSize = 0
    #expect(throws: SimulationError.self) { _ = try ScrollSimulation.summary(of: bad) }
  }
}
