import Reflow

/// A deterministic discrete-event simulation of infinite scroll: the real `RemoteCollection`,
/// `EndReachedTrigger` and `Flow` driven by a simulated clock, network, source and user.
///
/// Nothing sleeps: a ten-minute session runs in a fraction of a second, and the same
/// configuration always gives the same summary and events.
///
/// Each frame, network answers due by then are delivered in time order and their changes laid
/// out, the scroll position kept on the item under the viewport's anchor; due jumps and
/// refreshes happen; the user's scroll moves the viewport (held at the loaded edge, a stall,
/// while the source has more there and there are no placeholders); the visible positions go to
/// the collection; triggers at both loaded edges ask for pages; and the requests go out. The
/// paging invariants are checked after every event, and what the screen shows after every frame.
///
/// ```swift
/// var configuration = SimulationConfiguration()
/// configuration.totalKnown = true
/// configuration.maximumLoadedItems = 2_000
/// let summary = try ScrollSimulation.summary(of: configuration)
/// print(summary.placeholderSeconds, summary.peakLoadedItems)
/// ```
///
/// Memory stays flat in the session's length and the source's size: the events go to a
/// callback as they happen, and placeholders are arithmetic. It is about 100 bytes per loaded
/// item (the item, its id in a set, its frame), plus a few bytes per distinct stall length.
///
/// The public surface is the scenario in and the summary out: ``summary(of:)``. The events and
/// progress `reflow simulate` draws its timeline and chart from are the package's own.
public enum ScrollSimulation {
  /// Runs a session and measures it: a scenario in, its summary out.
  ///
  /// A test can tune a scenario and hold the paging to a budget:
  ///
  /// ```swift
  /// var scenario = SimulationConfiguration()
  /// scenario.pageSize = 30
  /// scenario.latency = .uniform(0.1...0.8)
  /// let summary = try ScrollSimulation.summary(of: scenario)
  /// #expect(summary.stallSeconds < 2)
  /// ```
  ///
  /// The same scenario (its seed included) always gives the same summary.
  ///
  /// - Parameter configuration: The scenario.
  /// - Returns: What the session measured.
  /// - Throws: ``SimulationError`` for a bad configuration (naming the field), or if a paging
  ///   invariant breaks.
  /// - Complexity: O(*f* log *l* + *m*), for *f* frames, *l* lines and *m* items loaded.
  public static func summary(of configuration: SimulationConfiguration)
    throws(SimulationError) -> SimulationSummary
  {
    try run(configuration).summary
  }

  /// A finished simulation.
  package struct Run: Sendable {
    /// The measurements.
    package var summary: SimulationSummary
  }

  /// Runs a session.
  ///
  /// The number of events is bounded by the number of frames: at most one request of each
  /// kind goes out per frame, and retries wait for a frame, so a session always ends, whatever
  /// the latency, failure rate or retry delay.
  ///
  /// - Parameters:
  ///   - configuration: The scenario.
  ///   - progress: Called now and then with the fraction of frames done.
  ///   - events: Called with every event, in time order (one per frame at least); `nil` skips
  ///     building them.
  ///   - trace: Called with every call made to the engine and every arrangement, in order.
  /// - Returns: The summary.
  /// - Throws: ``SimulationError`` for a bad configuration, or if a paging invariant breaks.
  /// - Complexity: O(*f* log *l* + *m*), for *f* frames, *l* lines and *m* items loaded.
  package static func run(
    _ configuration: SimulationConfiguration, progress: ((Double) -> Void)? = nil,
    events: ((SimulationEvent) -> Void)? = nil, trace: ((SimulationTraceStep) -> Void)? = nil
  ) throws(SimulationError) -> Run {
    let configuration = try configuration.validated()
    let source = SimulatedSource(configuration)
    do {
      switch configuration.keys {
      case .offsets:
        var state = try SimulationState(
          configuration, keys: .offsets(pageSize: configuration.pageSize), events: events,
          answer: source.positionalAnswer)
        state.trace = trace
        return Run(summary: try state.run(progress: progress))
      case .pages:
        var state = try SimulationState(
          configuration, keys: .pageNumbers(pageSize: configuration.pageSize), events: events,
          answer: source.positionalAnswer)
        state.trace = trace
        return Run(summary: try state.run(progress: progress))
      case .cursors:
        var state = try SimulationState(
          configuration,
          keys: .cursors(
            pageSize: configuration.pageSize,
            initialKey: configuration.anchorEdge == .bottom ? .latest : nil),
          events: events,
          answer: source.cursorAnswer)
        state.trace = trace
        return Run(summary: try state.run(progress: progress))
      }
    } catch let error as SimulationError {
      throw error
    } catch {
      throw .invalidValue(.pageSize, value: "\(configuration.pageSize)", expected: "\(error)")
    }
  }
}
