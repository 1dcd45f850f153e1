import Reflow

/// Everything a ``ScrollSimulation`` needs: the items, the flow, paging, the network and the
/// user's scrolling. Times are in seconds, lengths in points.
public struct SimulationConfiguration: Hashable, Sendable {
  /// How big each item is.
  public enum ItemSizes: Hashable, Sendable {
    /// Every item the same size.
    case fixed(Size)
    /// Each item's width and height drawn uniformly from the ranges (from the seed and the
    /// item's index, so an item's size does not depend on when it loads).
    case uniform(width: ClosedRange<Double>, height: ClosedRange<Double>)
    /// Explicit sizes, cycled when there are more items than sizes.
    case list([Size])
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
    /// A steady speed, in points per second.
    case constant(Double)
    /// Repeated flings: each starts at the speed given (points per second) and decelerates like
    /// a touch screen's scroll view (the speed falls by 2 per second, relative); when it drops
    /// below 50 points per second, or the scroll hits the loaded end, the user waits 0.25 s and
    /// flings again.
    case fling(Double)
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

  /// The number of items in the source.
  public var itemCount = 10_000
  /// The items' sizes.
  public var itemSizes = ItemSizes.uniform(width: 48...160, height: 32...32)
  /// The flow the items are laid out in (its axis must be vertical scrolling: `.horizontal`).
  public var flow = FlowOptions(itemSpacing: 8, lineSpacing: 8)
  /// The viewport's size; the flow wraps at its width and scrolls along its height.
  public var viewport = Size(width: 390, height: 844)
  /// Elements per page.
  public var pageSize = 50
  /// How close to the loaded end a load starts.
  public var threshold = EndReachedTrigger.Threshold.viewportFraction(0.25)
  /// How many pages may be requested at once.
  public var maximumRequestsInFlight = 2
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
  /// loaded a quarter viewport before the end over a network of 150–600 ms with 2 % failures,
  /// and a user flinging for a minute.
  public init() {}

  /// Checks every value.
  ///
  /// - Throws: ``SimulationError/invalidValue(name:value:expected:)`` naming the first bad
  ///   value; flow, threshold and page-size errors as the library reports them.
  public func validated() throws(SimulationError) -> SimulationConfiguration {
    func check(_ ok: Bool, _ name: String, _ value: String, _ expected: String)
      throws(SimulationError)
    {
      if !ok { throw .invalidValue(name: name, value: value, expected: expected) }
    }
    try check(itemCount >= 0, "itemCount", "\(itemCount)", "a whole number of at least 0")
    switch itemSizes {
    case .fixed(let size):
      try check(size.isValidLayoutSize, "itemSizes", "\(size)", "finite sizes of at least 0")
    case .uniform(let width, let height):
      try check(
        width.lowerBound >= 0 && height.lowerBound >= 0 && width.upperBound.isFinite
          && height.upperBound.isFinite, "itemSizes", "\(width)x\(height)",
        "finite ranges of at least 0")
    case .list(let sizes):
      try check(!sizes.isEmpty, "itemSizes", "[]", "at least one size")
      if let bad = sizes.firstIndex(where: { !$0.isValidLayoutSize }) {
        try check(false, "itemSizes[\(bad)]", "\(sizes[bad])", "finite sizes of at least 0")
      }
    }
    try check(
      flow.axis == .horizontal, "axis", flow.axis.rawValue,
      "horizontal (the simulator scrolls vertically)")
    try check(
      viewport.isValidLayoutSize && viewport.width > 0 && viewport.height > 0, "viewport",
      "\(viewport)", "a finite size greater than 0")
    try check(pageSize > 0, "pageSize", "\(pageSize)", "a whole number of at least 1")
    try check(
      maximumRequestsInFlight > 0, "maximumRequestsInFlight", "\(maximumRequestsInFlight)",
      "a whole number of at least 1")
    switch latency {
    case .fixed(let seconds):
      try check(
        seconds.isFinite && seconds >= 0, "latency", "\(seconds)", "finite seconds of at least 0")
    case .uniform(let range):
      try check(
        range.lowerBound >= 0 && range.upperBound.isFinite, "latency", "\(range)",
        "a finite range of seconds of at least 0")
    }
    try check(
      failureRate >= 0 && failureRate <= 1, "failureRate", "\(failureRate)",
      "a probability from 0 to 1")
    try check(
      retryAfter.isFinite && retryAfter >= 0, "retryAfter", "\(retryAfter)",
      "finite seconds of at least 0")
    switch scroll {
    case .constant(let speed), .fling(let speed):
      try check(speed.isFinite && speed >= 0, "scroll", "\(speed)", "a finite speed of at least 0")
    case .script(let points):
      try check(!points.isEmpty, "scroll", "an empty script", "at least one (time, offset) pair")
      for (index, point) in points.enumerated() {
        let ordered = index == 0 || point.time >= points[index - 1].time
        try check(
          point.time.isFinite && point.offset.isFinite && point.time >= 0 && ordered,
          "scroll script line \(index + 1)", "\(point.time), \(point.offset)",
          "finite times of at least 0, in increasing order, and finite offsets")
      }
    }
    try check(
      framesPerSecond.isFinite && framesPerSecond > 0 && framesPerSecond <= 1_000, "fps",
      "\(framesPerSecond)", "a number of frames per second from above 0 to 1000")
    try check(
      duration.isFinite && duration >= 0 && duration * framesPerSecond <= 100_000_000, "duration",
      "\(duration)", "finite seconds of at least 0, at most 100 million frames")
    do {
      _ = try flow.validated()
      _ = try EndReachedTrigger(threshold: threshold)
    } catch let error as ReflowError {
      throw .layout(error)
    } catch let error as PagingError {
      throw .paging(error)
    } catch {
      throw .invalidValue(name: "configuration", value: "\(error)", expected: "valid options")
    }
    return self
  }
}
