import Reflow

/// A chat timeline laid out by a `LayoutEngine`: messages in a scroll container anchored at
/// the bottom, sized late by a renderer, which ``BottomAnchoredMachine`` drives and checks.
///
/// ``LazyFlowTimeline`` is the real one: a lazy flow of late-sized leaves. Conform another
/// type to check other bottom-anchored content with the same machine, or wrap
/// ``LazyFlowTimeline`` and change one call to plant a bug the machine must find:
///
/// ```swift
/// /// Never hands the engine the oldest message's size: a timeline that cannot settle.
/// struct DropsOldestReport: BottomAnchoredTimeline {
///   var base: LazyFlowTimeline
///   init(_ setup: BottomAnchoredSetup, messages ids: [Int]) {
///     base = LazyFlowTimeline(setup, messages: ids)
///   }
///   mutating func report(_ size: Size, for id: Int) {
///     if id != base.messages.first { base.report(size, for: id) }
///   }
///   // … every other requirement forwards to `base`
/// }
/// ```
///
/// Messages are named by ids the machine hands out; the timeline declares each with its
/// estimate until ``report(_:for:)`` gives its real size.
public protocol BottomAnchoredTimeline {
  /// Makes the timeline for `setup`, holding the messages `ids`, oldest first; nothing is
  /// arranged yet.
  init(_ setup: BottomAnchoredSetup, messages ids: [Int])

  /// Adds new messages after the newest one.
  mutating func append(_ ids: [Int])

  /// Adds a page of older messages before the oldest one, telling the engine where they went
  /// (`insertItems(count:at: 0, in:)`) before the next arrangement declares the new count.
  mutating func prepend(_ ids: [Int])

  /// Hands the engine the size a renderer measured for message `id`
  /// (`LayoutEngine.report(size:for:)`).
  mutating func report(_ size: Size, for id: Int)

  /// The user scrolled the timeline to show its content from `offset`
  /// (`LayoutEngine.setScrollOffset(_:for:)`).
  mutating func scroll(to offset: Double)

  /// Asks the next arrangement to show the message at `index` where `alignment` says
  /// (`LayoutEngine.scrollTo(item:in:anchor:)`); an index out of range is the engine's to
  /// clamp.
  mutating func scrollTo(index: Int, alignment: ScrollAlignment)

  /// Arranges a frame in `viewport` and reports what it declared and drew.
  mutating func arrange(in viewport: Size) -> TimelineFrame
}

/// What one arrangement of a ``BottomAnchoredTimeline`` declared and drew.
public struct TimelineFrame: Sendable {
  /// The arrangement.
  public var arrangement: Arrangement
  /// The scroll container's id: its corrections are in
  /// `Arrangement.scrollCorrections`.
  public var scrollID: ElementID
  /// The scroll offset the arrangement shows, along the vertical axis.
  public var offset: Double
  /// The length of the content in the scroll container; 0 when it was not drawn.
  public var contentLength: Double
  /// The messages each pass declared, in order, with the size each was laid out at: the size
  /// reported for it, or the estimate.
  public var passes: [[TimelineDeclaration]]
  /// The frame drawn for each message the last pass declared, in root coordinates.
  public var frames: [Int: Rect]

  /// Creates a frame.
  ///
  /// - Parameters:
  ///   - arrangement: The arrangement.
  ///   - scrollID: The scroll container's id.
  ///   - offset: The scroll offset it shows.
  ///   - contentLength: The scroll content's length.
  ///   - passes: The declarations of each pass.
  ///   - frames: The frames drawn for the last pass's messages, by id.
  public init(
    arrangement: Arrangement, scrollID: ElementID, offset: Double, contentLength: Double,
    passes: [[TimelineDeclaration]], frames: [Int: Rect]
  ) {
    self.arrangement = arrangement
    self.scrollID = scrollID
    self.offset = offset
    self.contentLength = contentLength
    self.passes = passes
    self.frames = frames
  }

  /// The messages the last pass declared.
  public var declared: [TimelineDeclaration] { passes.last ?? [] }
}

/// A message declared in a pass, with the size it was laid out at.
public struct TimelineDeclaration: Hashable, Sendable {
  /// The message's id.
  public var id: Int
  /// The size the engine laid it out at: the one reported for it, else the estimate.
  public var size: Size

  /// Creates a declaration.
  public init(id: Int, size: Size) {
    self.id = id
    self.size = size
  }
}
