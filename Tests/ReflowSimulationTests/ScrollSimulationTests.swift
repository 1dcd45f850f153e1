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
    configuration.maximumRequestsInFlight = 1
    configuration.latency = .fixed(1)
    configuration.failureRate = 0
    configuration.scroll = .constant(1_000)
    configuration.duration = 25
    return configuration
  }

  @Test("Each page after the second stalls for the latency less the threshold distance over the speed")
  func handWorkedStalls() throws {
    let run = try ScrollSimulation.run(Self.handWorkedConfiguration(), recordTimeline: true)
    var lengths: [Double] = []
    var start: Double?
    for event in run.timeline {
      if event.kind == .stallStart { start = event.time }
      if event.kind == .stallEnd, let begun = start { lengths.append(event.time - begun) }
    }
    // Page 0: nothing to show for the whole latency. Page 1: requested on arrival of page 0
    // with only 156 points of 1,000 - 844 to scroll. From page 2 on: 1 s - 200 pt / 1,000 pt/s.
    // Ten pages and the empty page that finds the end: eleven stalls.
    try #require(lengths.count == 11, "stalls: \(lengths)")
    #expect(abs(lengths[0] - 1.0) <= 1.0 / 60 + 1e-9)
    #expect(abs(lengths[1] - (1.0 - 0.156)) <= 1.0 / 60 + 1e-9)
    for length in lengths.dropFirst(2) {
      #expect(abs(length - 0.8) <= 1.0 / 60 + 1e-9, "stall of \(length) s")
    }
    #expect(run.summary.requests == 11)
    #expect(run.summary.pagesLoaded == 10)
    #expect(run.summary.duplicateRequests == 0)
  }

  @Test("The same configuration gives the same summary and timeline")
  func deterministic() throws {
    var configuration = SimulationConfiguration()
    configuration.duration = 20
    let first = try ScrollSimulation.run(configuration, recordTimeline: true)
    let second = try ScrollSimulation.run(configuration, recordTimeline: true)
    #expect(first.summary == second.summary)
    #expect(first.timeline == second.timeline)
    #expect(first.summary.requests > 0 && first.summary.framesSimulated == 1_200)
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
    // Every request either loaded a page, failed, or found the end (at most one empty page).
    let accounted = run.summary.pagesLoaded + run.summary.failedRequests
    #expect(run.summary.requests >= accounted && run.summary.requests <= accounted + 3)
  }

  @Test("A bad value is a typed error naming it")
  func badValue() {
    var configuration = SimulationConfiguration()
    configuration.failureRate = 1.5
    #expect(throws: SimulationError.invalidValue(name: "failureRate", value: "1.5", expected: "a probability from 0 to 1")) {
      _ = try ScrollSimulation.run(configuration)
    }
  }
}
