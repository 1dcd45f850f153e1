import Reflow

/// What a ``ScrollSimulation`` measured.
public struct SimulationSummary: Hashable, Sendable {
  /// Page requests sent, retries and refreshes included.
  public var requests = 0
  /// Answers that brought items.
  public var pagesLoaded = 0
  /// Requests sent while one for the same key was in flight: 0 by construction, counted to
  /// prove it.
  public var duplicateRequests = 0
  /// Requests that failed.
  public var failedRequests = 0
  /// How many times the user was held at a loaded edge while more was coming, or waited for a
  /// jump without placeholders.
  public var stallEpisodes = 0
  /// The total time spent stalled.
  public var stallSeconds = 0.0
  /// The median stall episode's length (0 with no stalls).
  public var waitP50Seconds = 0.0
  /// The 95th-percentile stall episode's length (0 with no stalls).
  public var waitP95Seconds = 0.0
  /// The most items loaded at once, measured before pages over the limit are dropped.
  public var peakLoadedItems = 0
  /// Items loaded that never came into view.
  public var loadedNeverShown = 0
  /// Items answers repeated that were already loaded (the source shifted between requests),
  /// dropped before they could show.
  public var duplicatesDropped = 0
  /// Repeated items seen on screen, counted each frame they show: always 0.
  public var duplicatesShown = 0
  /// Source items skipped between two items on screen, counted each frame: always 0.
  public var missingShown = 0
  /// The time at least one placeholder was on screen.
  public var placeholderSeconds = 0.0
  /// Placeholders that came into view, each counted once per appearance.
  public var placeholdersShown = 0
  /// The largest distance, in points, the content under the viewport moved in one frame without
  /// the user scrolling: the item at the anchored edge, from one frame to the next, less the
  /// user's own scroll. 0 is what scroll anchoring promises with exact measurement.
  public var largestVisibleJump = 0.0
  /// Frames in which the content moved under the viewport by more than half a point.
  public var jumpFrames = 0
  /// Arrangements in which the engine's scroll anchoring corrected the offset
  /// (`Arrangement.scrollCorrections` with the `.anchoring` cause).
  public var anchorCorrections = 0
  /// The most frames a jump took to settle: from the scroll bar's drag until the item jumped to
  /// is loaded, measured and still on screen.
  public var settleFrames = 0
  /// The largest distance, in points, between where a jump's item settled and where it was
  /// asked to be (the viewport's top).
  public var largestLandingError = 0.0
  /// The time at least one item on screen was shown at its estimated size, before the renderer
  /// reported its real one.
  public var estimatedSeconds = 0.0
  /// Pages loaded again where pages had been dropped under the memory limit.
  public var reloadedPages = 0
  /// Pages dropped under the memory limit.
  public var pagesDropped = 0
  /// Answers that would have left a hole, replaced by a refresh around the viewport.
  public var gapsRepaired = 0
  /// Scroll-bar drags done.
  public var jumps = 0
  /// Pulls to refresh done.
  public var refreshes = 0
  /// Frames simulated.
  public var framesSimulated = 0
  /// The simulated session's length.
  public var simulatedSeconds = 0.0

  /// Creates an empty summary.
  public init() {}
}

/// One row of a simulation's timeline.
package struct SimulationEvent: Hashable, Sendable {
  /// What happened.
  package enum Kind: String, Hashable, Sendable, CaseIterable {
    case frame, request, receive, fail, jump, refresh, gap, drop
    case stallStart = "stall start"
    case stallEnd = "stall end"
  }

  /// Seconds from the start.
  package var time: Double
  /// The scroll offset then.
  package var offset: Double
  /// The first visible position, or `nil` when none is visible.
  package var firstVisible: Int?
  /// The last visible position, or `nil` when none is visible.
  package var lastVisible: Int?
  /// The position of the first loaded item (the placeholders before it).
  package var loadedStart: Int
  /// Items loaded then.
  package var loadedCount: Int
  /// Where the loaded items start in the content.
  package var loadedTop: Double
  /// Where the loaded items end in the content.
  package var loadedBottom: Double
  /// The content's length, placeholders included.
  package var contentLength: Double
  /// How far the content under the viewport moved in this frame without the user scrolling.
  package var visibleJump = 0.0
  /// What happened.
  package var kind: Kind
  /// The kind of load a request, receive, fail, gap or drop event is about.
  package var load: LoadKind?
  /// The key of the page a request, receive, fail or gap event is about (`start` for none).
  package var key: String?
}

/// One call the simulator made to the engine, or one arrangement and what it showed: enough to
/// replay a session through a plain `LayoutEngine` loop and compare the frames.
package enum SimulationTraceStep: Sendable {
  /// `engine.apply(change, to:)`.
  case apply(PagingChange)
  /// `engine.report(size:for:)` for the item with this identity.
  case report(id: Int, size: Size)
  /// `engine.setScrollOffset(_:for:)` along the vertical axis.
  case setScrollOffset(Double)
  /// `engine.scrollTo(item:in:anchor:)` for a lazy flow's index.
  case scrollTo(index: Int, anchor: ScrollAlignment)
  /// One arrangement: what was declared (the positions, the loaded ones from `loadedStart`
  /// with consecutive identities from `firstID`, at `time` for sizes) and what it showed.
  case arrange(
    count: Int, loadedStart: Int, loadedCount: Int, firstID: Int?, time: Double,
    offset: Double, visible: Range<Int>)
}
