import Reflow

/// What ``BottomAnchoredMachine`` drives: a timeline under test, with the app and the renderer
/// around it.
///
/// The session is the timeline's world: it holds each message's real size (what a renderer
/// measures once it draws it), the sizes it reported, and a record of each arrangement — the
/// messages it declared with the sizes they were laid out at, what it drew, where it scrolled.
/// The machine's oracle lays those sizes out from scratch, so it holds the engine to what the
/// engine was told, and the previous arrangement, which the previous step proved right, is
/// where each step starts from.
public struct BottomAnchoredSession<Timeline: BottomAnchoredTimeline> {
  /// The timeline under test.
  public internal(set) var timeline: Timeline
  /// What the run started from.
  public let setup: BottomAnchoredSetup
  /// The messages' ids, oldest first.
  public internal(set) var messages: [Int]
  /// Each message's real size, by id: what a renderer measures once it draws it.
  public internal(set) var realSizes: [Int: Size]
  /// The size reported for each message: its real size when it was reported.
  public internal(set) var reported: [Int: Size] = [:]
  /// The viewport the next arrangement is laid out in.
  public internal(set) var viewport: Size
  /// The last arrangement.
  public internal(set) var current: TimelineRecord
  /// The arrangement before the last one; `nil` after the first.
  public internal(set) var previous: TimelineRecord?
  /// The arrangement before the latest scroll-to request was made.
  var requestBase: TimelineRecord?
  /// Where the user scrolled in this step, if the step scrolled.
  var scrolledTo: Double?
  /// The size each message was last laid out at.
  var laidOut: [Int: Size] = [:]
  var nextID: Int
  var lastSettled = 0

  /// Makes the timeline for `setup` and arranges its first frame.
  public init(_ setup: BottomAnchoredSetup) {
    self.setup = setup
    messages = Array(setup.messages.indices)
    realSizes = Dictionary(uniqueKeysWithValues: setup.messages.enumerated().map { ($0, $1) })
    nextID = setup.messages.count
    viewport = setup.viewport
    timeline = Timeline(setup, messages: messages)
    current = TimelineRecord(number: 0, messages: [], viewport: viewport, frame: nil)
    arrange()
  }

  /// New messages of `sizes`, with ids after the last handed out.
  mutating func newMessages(_ sizes: [Size]) -> [Int] {
    let ids = Array(nextID..<(nextID + sizes.count))
    nextID += sizes.count
    for (id, size) in zip(ids, sizes) { realSizes[id] = size }
    return ids
  }

  /// A renderer measured message `id` at its real size.
  mutating func report(_ id: Int) {
    guard let size = realSizes[id] else { return }
    reported[id] = size
    timeline.report(size, for: id)
  }

  /// Arranges a frame and records it.
  mutating func arrange() {
    let frame = timeline.arrange(in: viewport)
    for pass in frame.passes {
      for declaration in pass { laidOut[declaration.id] = declaration.size }
    }
    let estimate = setup.estimatedMessageSize
    var record = TimelineRecord(
      number: current.number + 1,
      messages: messages.map { (id: $0, size: laidOut[$0] ?? estimate) }, viewport: viewport,
      frame: frame)
    record.startOffset = scrolledTo ?? current.frame?.offset ?? 0
    record.lastSettledBefore = lastSettled
    if frame.arrangement.isSettled { lastSettled = record.number }
    previous = current.frame == nil ? nil : current
    current = record
    scrolledTo = nil
  }
}

/// One arrangement of a ``BottomAnchoredSession``: what it declared, in which viewport, and
/// what it showed.
public struct TimelineRecord: Sendable {
  /// The arrangement's number, from 1.
  public var number: Int
  /// The messages, oldest first, each with the size it was laid out at.
  public var messages: [(id: Int, size: Size)]
  /// The viewport.
  public var viewport: Size
  /// What the timeline reported; `nil` before the first arrangement.
  public var frame: TimelineFrame?
  /// The offset the arrangement started from: where the user scrolled, or where the last
  /// arrangement left it.
  var startOffset = 0.0
  /// The number of the last settled arrangement before this one; 0 for none.
  var lastSettledBefore = 0

  /// The offset the arrangement shows.
  public var offset: Double { frame?.offset ?? 0 }

  init(number: Int, messages: [(id: Int, size: Size)], viewport: Size, frame: TimelineFrame?) {
    self.number = number
    self.messages = messages
    self.viewport = viewport
    self.frame = frame
  }

  /// The index of message `id`.
  func index(of id: Int) -> Int? {
    messages.firstIndex { $0.id == id }
  }
}
