import Reflow
import ReflowTesting

/// A `LazyFlowTimeline` that forwards every call: a planted bug overrides one.
protocol ForwardingTimeline: BottomAnchoredTimeline {
  var base: LazyFlowTimeline { get set }
  init(base: LazyFlowTimeline)
}

extension ForwardingTimeline {
  init(_ setup: BottomAnchoredSetup, messages ids: [Int]) {
    self.init(base: LazyFlowTimeline(setup, messages: ids))
  }
  mutating func append(_ ids: [Int]) { base.append(ids) }
  mutating func prepend(_ ids: [Int]) { base.prepend(ids) }
  mutating func report(_ size: Size, for id: Int) { base.report(size, for: id) }
  mutating func scroll(to offset: Double) { base.scroll(to: offset) }
  mutating func scrollTo(index: Int, alignment: ScrollAlignment) {
    base.scrollTo(index: index, alignment: alignment)
  }
  mutating func arrange(in viewport: Size) -> TimelineFrame { base.arrange(in: viewport) }

  /// The engine's scroll offset now.
  var offset: Double { base.engine.scrollOffset(for: LazyFlowTimeline.scrollID).y }

  /// Sets the offset back to `offset` after `frame`, as an app that keeps its own offset does,
  /// and arranges again; the frame returned holds the passes of both arrangements.
  mutating func restore(_ offset: Double, after frame: TimelineFrame, in viewport: Size)
    -> TimelineFrame
  {
    guard frame.offset != offset else { return frame }
    base.scroll(to: offset)
    var again = base.arrange(in: viewport)
    again.passes = frame.passes + again.passes
    return again
  }
}

/// Adds older messages to its list without `insertItems`: the engine takes them for new ones
/// at the end, and the sizes it measured slide onto other messages.
struct ForgetsInsertion: ForwardingTimeline {
  var base: LazyFlowTimeline
  mutating func prepend(_ ids: [Int]) { base.messages.insert(contentsOf: ids, at: 0) }
}

/// Puts the offset back where it was before a page of older messages arrived: the anchor's
/// correction is dropped.
struct DropsPrependCorrection: ForwardingTimeline {
  var base: LazyFlowTimeline
  var before: Double?
  init(base: LazyFlowTimeline) { self.base = base }
  mutating func prepend(_ ids: [Int]) {
    before = offset
    base.prepend(ids)
  }
  mutating func arrange(in viewport: Size) -> TimelineFrame {
    let frame = base.arrange(in: viewport)
    guard let before else { return frame }
    self.before = nil
    return restore(before, after: frame, in: viewport)
  }
}

/// Puts the offset back where it was before new messages arrived: it never follows the end.
struct ForgetsToFollowTheEnd: ForwardingTimeline {
  var base: LazyFlowTimeline
  var before: Double?
  init(base: LazyFlowTimeline) { self.base = base }
  mutating func append(_ ids: [Int]) {
    before = offset
    base.append(ids)
  }
  mutating func arrange(in viewport: Size) -> TimelineFrame {
    let frame = base.arrange(in: viewport)
    guard let before else { return frame }
    self.before = nil
    return restore(before, after: frame, in: viewport)
  }
}

/// Sets the offset to 0 before the first arrangement: the timeline opens at its top.
struct OpensAtTheTop: ForwardingTimeline {
  var base: LazyFlowTimeline
  init(base: LazyFlowTimeline) {
    self.base = base
    self.base.scroll(to: 0)
  }
}

/// Asks for `.top` when `.bottom` is wanted, and the other way round.
struct SwapsJumpEdges: ForwardingTimeline {
  var base: LazyFlowTimeline
  mutating func scrollTo(index: Int, alignment: ScrollAlignment) {
    let swapped: ScrollAlignment =
      switch alignment {
      case .top: .bottom
      case .bottom: .top
      default: alignment
      }
    base.scrollTo(index: index, alignment: swapped)
  }
}

/// Reports each message's size once: a reply that grows keeps the size it first had.
struct ReportsOnce: ForwardingTimeline {
  var base: LazyFlowTimeline
  var reported: Set<Int> = []
  init(base: LazyFlowTimeline) { self.base = base }
  mutating func report(_ size: Size, for id: Int) {
    guard reported.insert(id).inserted else { return }
    base.report(size, for: id)
  }
}

/// Scrolls to where the estimate puts a message instead of asking the engine: a jump lands
/// wherever the measured messages above it say otherwise.
struct JumpsByEstimate: ForwardingTimeline {
  var base: LazyFlowTimeline
  mutating func scrollTo(index: Int, alignment: ScrollAlignment) {
    let options = base.setup.options
    let line = base.setup.estimatedMessageSize.height + options.lineSpacing
    base.scroll(to: options.insets.top + Double(Swift.max(0, index)) * line)
  }
}
