import Reflow

/// What a ``ScrollSimulation`` measured.
public struct SimulationSummary: Hashable, Sendable {
  /// Page requests sent, retries included.
  public var requests = 0
  /// Pages appended to the collection.
  public var pagesLoaded = 0
  /// Requests for a page already loaded or in flight: 0 by construction, counted to prove it.
  public var duplicateRequests = 0
  /// Requests that failed.
  public var failedRequests = 0
  /// How many times the user was held at the loaded end while more was coming.
  public var stallEpisodes = 0
  /// The total time spent stalled.
  public var stallSeconds = 0.0
  /// The median stall episode's length (0 with no stalls).
  public var waitP50Seconds = 0.0
  /// The 95th-percentile stall episode's length (0 with no stalls).
  public var waitP95Seconds = 0.0
  /// The most items loaded at once.
  public var peakLoadedItems = 0
  /// Items loaded that never came into view.
  public var loadedNeverShown = 0
  /// Frames simulated.
  public var framesSimulated = 0
  /// The simulated session's length.
  public var simulatedSeconds = 0.0
}

/// One row of a simulation's timeline.
public struct SimulationEvent: Hashable, Sendable {
  /// What happened.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    case frame, request, receive, fail
    case stallStart = "stall start"
    case stallEnd = "stall end"
  }

  /// Seconds from the start.
  public var time: Double
  /// The scroll offset then.
  public var offset: Double
  /// The first visible item's index, or `nil` when none is visible.
  public var firstVisible: Int?
  /// The last visible item's index, or `nil` when none is visible.
  public var lastVisible: Int?
  /// Items loaded then.
  public var loadedCount: Int
  /// The loaded content's length then.
  public var contentLength: Double
  /// What happened.
  public var kind: Kind
  /// The page a request, receive or fail event is about.
  public var page: Int?
}
