/// The running position of each lane and the placement cursor: the state CSS grid-lanes places
/// the next item from.
///
/// The rule (css-grid-3, with `flow-tolerance`): every start lane where the item's span fits
/// gets the largest running position among the lanes it would cover; the possible starts are
/// those at most the smallest such position plus the tolerance; the item takes the first
/// possible start at or after the cursor, else the first possible start; the cursor moves to
/// the lane after the item's last lane. An item with an explicit lane goes there and leaves the
/// cursor where it was. Each lane the item covers then runs on to its end plus the item spacing.
struct MasonryLaneState: Sendable, Hashable {
  /// Per lane, where its next item can start (0 before any item).
  var running: [Double]
  /// The first start lane the next auto-placed item tries.
  var cursor = 0

  init(laneCount: Int) {
    running = Array(repeating: 0, count: laneCount)
  }

  /// Where an item covering `span` lanes from `lane` starts: the largest running position
  /// among them.
  @inline(__always)
  func start(lane: Int, span: Int) -> Double {
    if span == 1 { return running[lane] }
    var start = running[lane]
    for covered in (lane + 1)..<(lane + span) { start = Swift.max(start, running[covered]) }
    return start
  }

  /// The start lane the rule chooses for an auto-placed item covering `span` lanes, and where
  /// the item starts there.
  ///
  /// Positions that exceed the threshold by a billionth of it or less count as within it, so
  /// that rounding never decides between lanes that are level.
  ///
  /// - Complexity: O(*l* × `span`), for *l* lanes.
  @inline(__always)
  func choose(span: Int, tolerance: Double) -> (lane: Int, start: Double) {
    let starts = running.count - span + 1
    var smallest = Double.infinity
    for lane in 0..<starts { smallest = Swift.min(smallest, start(lane: lane, span: span)) }
    let threshold = smallest + tolerance
    let limit = threshold.levelLimit
    for lane in Swift.min(cursor, starts)..<starts {
      let position = start(lane: lane, span: span)
      if position <= limit { return (lane, position) }
    }
    for lane in 0..<Swift.min(cursor, starts) {
      let position = start(lane: lane, span: span)
      if position <= limit { return (lane, position) }
    }
    // Unreachable: the smallest position is within the limit.
    return (0, start(lane: 0, span: span))
  }

  /// The start lane the rule chooses for an auto-placed item of one lane: ``choose(span:tolerance:)``
  /// with a span of 1, in one pass over the lanes for the lowest and one for the choice.
  @inline(__always)
  func chooseOneLane(tolerance: Double) -> Int {
    running.withUnsafeBufferPointer { running in
      Self.chooseOneLane(running: running, cursor: cursor, tolerance: tolerance)
    }
  }

  /// ``chooseOneLane(tolerance:)`` over lanes that run to `running`, from `cursor`.
  @inline(__always)
  static func chooseOneLane(running: UnsafeBufferPointer<Double>, cursor: Int, tolerance: Double)
    -> Int
  {
    let count = running.count
    var smallest = running[0]
    for lane in 1..<count { smallest = Swift.min(smallest, running[lane]) }
    let threshold = smallest + tolerance
    let limit = threshold.levelLimit
    let first = Swift.min(cursor, count)
    for lane in first..<count where running[lane] <= limit { return lane }
    for lane in 0..<first where running[lane] <= limit { return lane }
    return 0
  }

  /// Records an item covering `span` lanes from `lane` that ends at `end`; an auto-placed
  /// item moves the cursor past its last lane.
  @inline(__always)
  mutating func occupy(lane: Int, span: Int, end: Double, spacing: Double, isAuto: Bool) {
    let next = end + spacing
    for covered in lane..<(lane + span) { running[covered] = next }
    if isAuto { cursor = lane + span }
  }
}
