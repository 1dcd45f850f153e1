import Reflow

/// The ready-made model-based test of bottom-anchored content (a chat timeline): generated
/// sessions of new messages, pages of older ones, a streamed reply growing, late
/// measurements, the user's scrolling, jumps, scrolling to the end and resizes, checked after
/// every step against `Flow.layout` of the messages' sizes and the rules of a chat timeline.
///
/// ```swift
/// @Test("A chat timeline keeps its end, its viewed message and its jumps")
/// func chatTimeline() {
///   check(BottomAnchoredMachine<LazyFlowTimeline>())
/// }
/// ```
///
/// The system is a ``BottomAnchoredSession``: a ``BottomAnchoredTimeline`` (by default
/// ``LazyFlowTimeline``, a lazy flow of late-sized leaves in `ui.scroll(id:axis:anchor:)` with
/// `anchor: .bottom`) with the app's messages and a renderer that knows their real sizes.
/// Every step ends with one arrangement. The commands:
/// - `append`: new messages after the newest;
/// - `prepend`: a page of older messages (`insertItems(count:at: 0, in:)`, then the new count);
/// - `grow`: the newest message grows (a streamed reply), and the renderer reports its size;
/// - `measure`: late sizes arrive (`report(size:for:)`) for the messages the last arrangement
///   drew at their estimates, some of them, others by index, or all (``TimelineMeasurement``);
/// - `scroll`: the user scrolls by some points, to a fraction of the content, or to near the end
///   (``TimelineScroll``);
/// - `jump`: `scrollTo(item:in:anchor:)` with every alignment, at indices in and out of range;
/// - `scrollToEnd`: to the end by offset, or by a request for the newest message at `.bottom`;
/// - `resize`: a new viewport width, height or both.
///
/// The viewed message is the one the engine holds in place: the last message, in order, whose
/// frame shares area with the viewport (the one its trailing edge cuts, or the last one above
/// it); what stays put is its trailing edge, at its distance from the viewport's trailing edge.
/// The viewport is at the end when its offset is within 1 point
/// (`ScrollViewport.endTolerance`) of the content's length less the viewport's.
///
/// After every step, with the messages laid out from scratch by `Flow.layout` at the sizes the
/// engine was given (the reported size of each message declared since it was reported, else
/// the estimate), the oracle requires:
/// - **frames**: every message declared in the last pass is drawn where that layout puts it,
///   moved by the scroll offset: exactly along the scroll axis, and within a billionth of the
///   largest coordinate across it (a justified line divides its free space); the content is
///   exactly as long as the layout; each was laid out at the size reported for it (or the
///   estimate);
/// - **opens at the end**: the first arrangement shows the end;
/// - **follows the end**: after an append, prepend, growth, measurement or resize that found
///   the viewport at the end, the offset is the content's length less the viewport's (the end
///   wins over the viewed message: an arrangement that starts within a point of the end ends
///   exactly there, so a page of older messages arriving then closes that sub-point gap);
/// - **keeps the viewed message**: after one that did not, the viewed message of the
///   arrangement before keeps its trailing edge where it was on screen, exactly (bit for bit:
///   every length is a multiple of a quarter point, so every coordinate is exact in `Double`),
///   unless that offset lies outside the content, where it is clamped; new messages are not
///   followed, a page of older ones does not move it, a growing reply keeps it in place;
/// - **user scroll**: the offset the user set (clamped), holding the message then viewed as
///   sizes arrive in the same arrangement, or following the end when it was set at the end;
/// - **jump**: while a request is pending (until an arrangement settles), its message is where
///   the alignment puts it in the layout (the viewport's leading edge, centre or trailing edge;
///   for `.nearest`, where it was when in view, else the nearer edge, and wholly in view once
///   measured longer, or at its top when longer than the viewport), clamped; and once
///   settled, on screen exactly where a layout of every message at its real size puts it
///   (checked whenever the lines on screen break as they do in that layout, which is always
///   for messages one to a line: where lines break below messages never measured is unknown);
/// - **settled**: the arrangement is settled exactly when every message its last pass declared
///   was measured and they cover the viewport and the overscan in the layout, and lists as
///   estimated the declared messages never measured;
/// - **corrections**: `scrollCorrections` reports exactly the change the arrangement made to
///   the offset it started from.
public struct BottomAnchoredMachine<Timeline: BottomAnchoredTimeline>: StateMachineTest,
  Sendable
{
  /// The timeline under test, with the app's messages and the renderer's sizes.
  public typealias System = BottomAnchoredSession<Timeline>
  /// The messages' real sizes, the viewport, and what each step asked for.
  public typealias Model = BottomAnchoredModel

  /// The generator of each run's options, viewport, estimate, overscan and first messages.
  public var setups: Gen<BottomAnchoredSetup>
  /// The real sizes of new and older messages.
  public var messageSizes: Gen<Size>
  /// Swift source that makes this machine, for printed replays.
  public var replayExpression: String

  /// Creates the machine.
  ///
  /// - Parameters:
  ///   - setups: Each run's options, viewport, estimate, overscan and first messages.
  ///   - messageSizes: The real sizes of messages appended and prepended; keep every length
  ///     a multiple of a quarter point (a few hundred points at most) for exact coordinates.
  ///   - replayExpression: Swift source that makes this machine; by default its type's name.
  public init(
    setups: Gen<BottomAnchoredSetup> = .bottomAnchoredSetup(),
    messageSizes: Gen<Size> = .timelineMessage(), replayExpression: String? = nil
  ) {
    self.setups = setups
    self.messageSizes = messageSizes
    self.replayExpression = replayExpression ?? (String(describing: Self.self) + "()")
  }

  public func makeSystem(_ setup: BottomAnchoredSetup) -> System {
    System(setup)
  }

  public func makeModel(_ setup: BottomAnchoredSetup) -> Model {
    Model(setup: setup)
  }

  /// Requires the last arrangement to keep every rule of a chat timeline (see the type's
  /// discussion).
  ///
  /// - Parameters:
  ///   - session: The session after a step.
  ///   - model: The model after the step.
  /// - Returns: Every rule the arrangement broke.
  /// - Complexity: O(*n*) for *n* messages, plus a `Flow.layout` of them or two.
  public func invariants(_ session: System, _ model: Model) -> [Violation] {
    BottomAnchoredOracle(
      model: model, current: session.current, previous: session.previous,
      requestBase: session.requestBase, reported: session.reported
    ).violations()
  }
}
