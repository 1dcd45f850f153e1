import Reflow

/// Everything a ``ScrollSimulation`` needs: the source, the flow, paging, the network and the
/// user. Times are in seconds, lengths in points.
public struct SimulationConfiguration: Hashable, Sendable {
  /// How big each item is.
  public enum ItemSizes: Hashable, Sendable {
    /// Every item the same size.
    case fixed(Size)
    /// Each item's width and height drawn uniformly from the ranges (from the seed and the
    /// item's identity, so an item's size does not depend on when it loads).
    case uniform(width: ClosedRange<Double>, height: ClosedRange<Double>)
    /// Explicit sizes, cycled when there are more items than sizes.
    case list([Size])
  }

  /// How the source names its pages, as `PagingKeys` does.
  public enum Keys: String, Hashable, Sendable, CaseIterable {
    /// By the index of their first item; requests overlap the loaded items by one.
    case offsets
    /// By number.
    case pages
    /// By cursors the source hands out with each page.
    case cursors
  }

  /// How long the network takes to answer a page request.
  public enum Latency: Hashable, Sendable {
    /// Always the same.
    case fixed(Double)
    /// Drawn uniformly from the range for each request: answers may arrive out of order.
    case uniform(ClosedRange<Double>)
  }

  /// How the user scrolls.
  public enum Scroll: Hashable, Sendable {
    /// A steady speed, in points per second; negative scrolls up.
    case constant(Double)
    /// Repeated flings: each starts at the speed given (points per second, negative up) and
    /// decelerates like a touch screen's scroll view (the speed falls by 2 per second,
    /// relative); when it drops below 50 points per second, or the scroll hits the loaded end,
    /// the user waits 0.25 s and flings again.
    case fling(Double)
    /// A steady speed that turns back every `period` seconds: down, up, down, …, so the user
    /// scrolls back through what was loaded (and dropped) before.
    case swing(speed: Double, period: Double)
    /// Offsets at given times, in increasing time order, linearly interpolated between them.
    case script([ScriptPoint])
  }

  /// One point of a scroll script.
  public struct ScriptPoint: Hashable, Sendable {
    /// Seconds from the start.
    public var time: Double
    /// The scroll offset wanted at that time.
    public var offset: Double

    /// Creates a point.
    public init(time: Double, offset: Double) {
      self.time = time
      self.offset = offset
    }
  }

  /// What the items are laid out in, inside the scroll container: the engine's virtualized
  /// content an app would declare.
  ///
  /// Each kind is declared through the engine the way an app declares it, and everything on
  /// screen (where items are, what the anchoring corrects, where a jump lands) comes from the
  /// engine's arrangement.
  public enum Content: Hashable, Sendable {
    /// A lazy flow (`ElementBuilder.lazyFlow`) of every position, placeholders included,
    /// following the collection through `LayoutEngine.apply(_:to:)`.
    case flow
    /// A sectioned collection (`ElementBuilder.collection`) of the loaded items, a header over
    /// every `itemsPerSection` items of the source, following the collection through snapshots.
    case sections(itemsPerSection: Int)
    /// A masonry (`ElementBuilder.masonry`) of every position, placeholders included, in
    /// `lanes` lanes across the viewport, following the collection through
    /// `LayoutEngine.apply(_:to:)` as the lazy flow does.
    ///
    /// Each item keeps its aspect ratio: it is as wide as its lane and as tall as its size
    /// (``ItemSizes``) scaled to that width. The flow's item spacing separates the lanes and its
    /// line spacing the items of a lane.
    case masonry(lanes: Int)

    /// Whether the content is laid out by index over every position (a lazy flow or masonry),
    /// rather than by identity over the loaded items (sections).
    var isIndexed: Bool {
      if case .sections = self { false } else { true }
    }
  }

  /// The viewport edge whose content stays put on screen when content before it changes.
  public enum AnchorEdge: String, Hashable, Sendable, CaseIterable {
    /// The top: a feed. The session opens at the source's start.
    case top
    /// The bottom: a chat timeline. The session opens at the source's end, older pages are
    /// prepended above, and the viewport follows the end while it shows it.
    case bottom
  }

  /// A scroll bar dragged to an item at a time.
  public struct Jump: Hashable, Sendable {
    /// Seconds from the start.
    public var time: Double
    /// The item's index in the source.
    public var index: Int

    /// Creates a jump.
    public init(time: Double, index: Int) {
      self.time = time
      self.index = index
    }
  }

  /// The number of items in the source at the start.
  public var itemCount = 10_000
  /// The items' sizes.
  public var itemSizes = ItemSizes.uniform(width: 48...160, height: 32...32)
  /// The size the layout assumes for an item until it is measured; `nil` for the average of
  /// ``itemSizes``.
  public var estimatedItemSize: Size?
  /// How many frames after an item is first shown its real size is reported, as a renderer
  /// reports sizes (`LayoutEngine.report(size:for:)`); 0 measures it in the frame it is
  /// declared (exact measurement).
  public var measureDelayFrames = 1
  /// What the items are laid out in.
  public var content = Content.flow
  /// The flow the items are laid out in (its axis must be vertical scrolling: `.horizontal`).
  public var flow = FlowOptions(itemSpacing: 8, lineSpacing: 8)
  /// The viewport edge whose content stays put: `.top` for a feed, `.bottom` for a chat.
  public var anchorEdge = AnchorEdge.top
  /// Whether the scroll container keeps the content at ``anchorEdge`` in place when content
  /// before it changes (scroll anchoring); `false` declares it with no anchor, to see what the
  /// anchoring saves.
  public var anchoring = true
  /// The viewport's size; the flow wraps at its width and scrolls along its height.
  public var viewport = Size(width: 390, height: 844)
  /// How the source names pages.
  public var keys = Keys.offsets
  /// Items per page.
  public var pageSize = 50
  /// How close to the loaded start or end a load starts.
  public var threshold = EndReachedTrigger.Threshold.viewportFraction(0.25)
  /// The most items kept loaded; `nil` for no limit.
  public var maximumLoadedItems: Int?
  /// Whether the source reports its count with each page: placeholders for every item not
  /// loaded, and jumps straight to any index.
  public var totalKnown = false
  /// Items inserted at the source's head per second while the user pages.
  public var headInsertsPerSecond = 0.0
  /// Items added at the source's end per second (new messages of a chat); each arrival asks
  /// the collection for its newest page, as a push notification would. Needs cursors.
  public var tailInsertsPerSecond = 0.0
  /// How long the newest item keeps growing after it arrives, as a reply streamed in: from one
  /// line to its full height; 0 for items that arrive whole.
  public var streamSeconds = 0.0
  /// Scroll bar drags, in time order.
  public var jumps: [Jump] = []
  /// Times of a pull to refresh, in time order.
  public var refreshTimes: [Double] = []
  /// The network's answer time.
  public var latency = Latency.uniform(0.15...0.6)
  /// The probability, from 0 to 1, that a request fails.
  public var failureRate = 0.02
  /// How long after a failure the page is requested again.
  public var retryAfter = 1.0
  /// How the user scrolls.
  public var scroll = Scroll.fling(4_000)
  /// Frames per second.
  public var framesPerSecond = 60.0
  /// The session's length.
  public var duration = 60.0
  /// The seed for sizes, latencies and failures.
  public var seed: UInt64 = 42

  /// The built-in scenario: 10,000 tags of random widths in a phone-sized viewport, pages of 50
  /// by offset loaded a quarter viewport before the end over a network of 150–600 ms with 2 %
  /// failures, and a user flinging for a minute.
  public init() {}

  /// The most items one page may hold: a page is built in memory at once.
  public static let maximumPageSize = 100_000
  /// The most items a source may hold: every index stays exact as a `Double` position.
  public static let maximumItemCount = 1 << 53
  /// The most lanes a masonry may have.
  public static let maximumLanes = 1_024
  /// The most frames a session may run (duration × frames per second).
  public static let maximumFrames = 100_000_000.0
}
