import Reflow

/// What ``BottomAnchoredMachine`` holds a timeline to: its messages and their real sizes, the
/// viewport, and what each step asked of it.
///
/// The model knows nothing of windows, passes or anchors. From the messages' sizes laid out by
/// `Flow.layout`, and the arrangement before the step, its ``BottomAnchoredMachine`` oracle
/// works out where the timeline must be scrolled after the step.
public struct BottomAnchoredModel: Sendable {
  /// What the last step asked for.
  public enum Step: Hashable, Sendable {
    /// Nothing yet: the first arrangement.
    case opened
    /// An edit or a measurement (`append`, `prepend`, `grow`, `measure`, `resize`): what is on
    /// screen must stay put, or follow the end.
    case edited(String)
    /// The user scrolled.
    case scrolled
    /// A scroll-to request.
    case jumped
  }

  /// A scroll-to request: the message, where it goes, and the arrangement that first served it.
  public struct Request: Hashable, Sendable {
    /// The message's id.
    public var id: Int
    /// Where in the viewport it goes.
    public var alignment: ScrollAlignment
    /// The number of the arrangement made right after the request.
    public var arrangement: Int
  }

  /// The run's setup.
  public var setup: BottomAnchoredSetup
  /// The messages' ids, oldest first.
  public var ids: [Int]
  /// Each message's real size, by id.
  public var sizes: [Int: Size]
  /// The viewport.
  public var viewport: Size
  /// What the last step asked for.
  public var step = Step.opened
  /// The latest scroll-to request, unless the user scrolled since; it is over once an
  /// arrangement after it settled.
  public var request: Request?
  /// How many arrangements the steps so far made.
  public var arrangements = 1
  var nextID: Int

  /// The model of a timeline opened from `setup`.
  ///
  /// - Parameter setup: The run's setup.
  public init(setup: BottomAnchoredSetup) {
    self.setup = setup
    ids = Array(setup.messages.indices)
    sizes = Dictionary(uniqueKeysWithValues: setup.messages.enumerated().map { ($0, $1) })
    viewport = setup.viewport
    nextID = setup.messages.count
  }

  /// Real sizes of the messages, oldest first.
  public var realSizes: [Size] { ids.map { sizes[$0] ?? .zero } }

  /// Adds messages of `sizes` before the first (`atStart`) or after the last.
  mutating func add(_ added: [Size], atStart: Bool) {
    let new = Array(nextID..<(nextID + added.count))
    nextID += added.count
    for (id, size) in zip(new, added) { sizes[id] = size }
    if atStart { ids.insert(contentsOf: new, at: 0) } else { ids += new }
  }

  /// Starts the next step, which arranges once.
  mutating func begin(_ step: Step) {
    self.step = step
    arrangements += 1
  }
}
