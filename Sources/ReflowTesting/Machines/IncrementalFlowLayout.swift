import Reflow

/// A flow over a list that is edited in place and measured late: the shape of `LazyFlow`, so
/// ``LazyFlowMachine`` can test any implementation of it.
///
/// `LazyFlow` conforms. Conform a wrapper that plants a bug in `LazyFlow` to see the machine
/// find it, or your own incremental layout to test it against a from-scratch `Flow`.
public protocol IncrementalFlowLayout {
  /// Creates an empty flow; see `LazyFlow.init(_:)`.
  init(_ setup: LazyFlowSetup) throws(ReflowError)
  /// The items' layout: frames, lines, estimate flags and queries.
  var index: FlowIndex { get }
  /// What `viewport` shows, and what to declare around it; see `LazyFlow.window(for:overscan:)`.
  func window(for viewport: Rect, overscan: Double) -> LazyFlowWindow
  /// Appends `count` items whose sizes are not known yet.
  mutating func appendItems(count: Int)
  /// Appends items whose sizes are known, or none when one is invalid.
  mutating func appendItems<Sizes: Collection<Size>>(sizes: Sizes) throws(ReflowError)
  /// Inserts `count` items whose sizes are not known yet before item `position`.
  mutating func insertItems(count: Int, at position: Int) throws(ReflowError)
  /// Inserts items whose sizes are known before item `position`.
  mutating func insertItems<Sizes: Collection<Size>>(sizes: Sizes, at position: Int)
    throws(ReflowError)
  /// Removes the items from `index` on.
  mutating func removeItems(from index: Int)
  /// Removes the items in `range`.
  mutating func removeItems(in range: Range<Int>) throws(ReflowError)
  /// Moves the items in `range` so that the first lands at `destination`.
  mutating func moveItems(_ range: Range<Int>, to destination: Int) throws(ReflowError)
  /// Sets measured sizes and returns whether any frame moved.
  @discardableResult
  mutating func setSizes(_ sizes: [(index: Int, size: Size)]) throws(ReflowError) -> Bool
  /// Lays every item out again with lines that wrap at `lineLength`.
  mutating func setLineLength(_ lineLength: Double) throws(ReflowError)
  /// The item at `index` with its grow factor, baseline and forced break; `nil` out of range.
  func item(at index: Int) -> FlowItem?
  /// Appends items with their grow factors, baselines and forced breaks, or none when one is
  /// invalid.
  mutating func appendItems<Items: Collection<FlowItem>>(_ items: Items) throws(ReflowError)
  /// Inserts items with their grow factors, baselines and forced breaks before item `position`.
  mutating func insertItems<Items: Collection<FlowItem>>(_ items: Items, at position: Int)
    throws(ReflowError)
  /// Sets measured items (any of size, grow factor, baseline and forced break) and returns
  /// whether any changed.
  @discardableResult
  mutating func setItems(_ items: [(index: Int, item: FlowItem)]) throws(ReflowError) -> Bool
}

extension LazyFlow: IncrementalFlowLayout {}
