/// A flow layout that takes items one at a time, can be finished and resumed, and can drop its
/// last items: the shape of `Flow`, so ``FlowMachine`` can test any implementation of it.
///
/// `Flow` conforms. Conform your own incremental flow (or a wrapper that plants a bug in
/// `Flow`) to test it against ``ReferenceFlow`` with the same machine.
public protocol ResumableFlowLayout {
  /// Creates an empty layout; see `Flow.init(container:options:)`.
  init(container: Size, options: FlowOptions) throws(ReflowError)
  /// The number of items added so far.
  var count: Int { get }
  /// The layout as of the last ``finish()``, with items added since then placed provisionally.
  var result: FlowResult { get }
  /// Places the next item and returns its frame as placed now.
  mutating func add(_ size: Size) throws(ReflowError) -> Rect
  /// Places every item of `sizes`, or none when one is invalid.
  mutating func add<Sizes: Collection<Size>>(contentsOf sizes: Sizes) throws(ReflowError)
  /// Aligns the open line and returns the layout so far; adding may resume afterwards.
  mutating func finish() -> FlowResult
  /// Removes the items from `index` on, as if they had never been added.
  mutating func removeItems(from index: Int)
}

extension Flow: ResumableFlowLayout {
  /// Creates an empty layout without an overflow indicator; see
  /// `Flow.init(container:options:overflowIndicator:)`.
  public init(container: Size, options: FlowOptions) throws(ReflowError) {
    try self.init(container: container, options: options, overflowIndicator: nil)
  }
}
