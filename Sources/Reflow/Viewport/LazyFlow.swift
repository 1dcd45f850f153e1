/// A flow over a long, growing list, laid out from known or estimated sizes and asked only for
/// what a viewport shows: the core of a lazy, infinitely scrolling flow.
///
/// Items whose size is not known yet take the estimate; when a renderer measures one, set its
/// size and the flow re-flows from its line. Appending a page resumes the flow state machine,
/// so it costs O(page), and asking what a viewport shows costs O(log *n* + visible), whatever
/// the number of items.
///
/// ```swift
/// var flow = try LazyFlow(width: 390, options: FlowOptions(itemSpacing: 8, lineSpacing: 8),
///                         estimatedItemSize: Size(width: 80, height: 32))
/// flow.appendItems(count: page.count)                      // sizes not known yet
/// let window = flow.window(for: viewport, overscan: 200)   // declare window.declared only
/// try flow.setSizes(measured)                              // as the renderer reports them
/// ```
public struct LazyFlow: Sendable {
  /// The size assumed for items not measured yet.
  public let estimatedItemSize: Size
  /// The flow of every item; read `layout.result` for frames and lines.
  public private(set) var layout: Flow
  /// Which items still have the estimated size.
  private var isEstimated: [Bool] = []

  /// Creates an empty lazy flow.
  ///
  /// - Parameters:
  ///   - width: The width lines wrap at (the scroll view's width).
  ///   - options: The flow's options; its axis must be `.horizontal` (the flow scrolls down).
  ///   - estimatedItemSize: The size assumed for items not measured yet.
  /// - Throws: ``ReflowError`` for a bad width, option or estimate.
  public init(width: Double, options: FlowOptions = FlowOptions(), estimatedItemSize: Size)
    throws(ReflowError)
  {
    guard estimatedItemSize.isValidLayoutSize else {
      throw .invalidItemSize(index: -1, size: estimatedItemSize)
    }
    self.estimatedItemSize = estimatedItemSize
    self.layout = try Flow(container: Size(width: width, height: .infinity), options: options)
  }

  /// An empty flow from a width, options and estimate the caller has already checked.
  init(uncheckedWidth width: Double, options: FlowOptions, estimatedItemSize: Size) {
    self.estimatedItemSize = estimatedItemSize
    layout = Flow(uncheckedContainer: Size(width: width, height: .infinity), options: options)
  }

  /// The number of items.
  public var count: Int { layout.count }

  /// Whether item `index` still has the estimated size.
  public func isSizeEstimated(at index: Int) -> Bool {
    index >= 0 && index < isEstimated.count && isEstimated[index]
  }

  /// The number of items still laid out with the estimate.
  public var estimatedCount: Int { isEstimated.lazy.filter { $0 }.count }

  /// Appends `count` items whose sizes are not known yet.
  ///
  /// - Complexity: O(`count`).
  public mutating func appendItems(count: Int) {
    guard count > 0 else { return }
    layout.addUnchecked(contentsOf: repeatElement(estimatedItemSize, count: count))
    isEstimated.append(contentsOf: repeatElement(true, count: count))
    layout.finish()
  }

  /// Appends items whose sizes are known.
  ///
  /// - Throws: ``ReflowError/invalidItemSize(index:size:)``; nothing is appended then.
  /// - Complexity: O(*m*), for *m* sizes.
  public mutating func appendItems<Sizes: Collection<Size>>(sizes: Sizes) throws(ReflowError) {
    try layout.add(contentsOf: sizes)
    isEstimated.append(contentsOf: repeatElement(false, count: sizes.count))
    layout.finish()
  }

  /// Removes the items from `index` on, for a list that shrank.
  ///
  /// - Complexity: O(*k* + *r*), for *k* items kept on the reopened line and *r* removed.
  public mutating func removeItems(from index: Int) {
    let index = Swift.max(0, index)
    guard index < count else { return }
    layout.removeItems(from: index)
    isEstimated.removeSubrange(index...)
    layout.finish()
  }

  /// Sets measured sizes, re-flowing once from the first item whose size changed.
  ///
  /// A size equal to the current one within 1e-9 is no change.
  ///
  /// - Parameter sizes: Item indices and their measured sizes.
  /// - Returns: Whether any frame moved.
  /// - Throws: ``ReflowError/invalidItemSize(index:size:)`` for a bad size; nothing changes then.
  /// - Complexity: O(*n* − *i*), where *i* is the first changed index.
  @discardableResult
  public mutating func setSizes(_ sizes: [(index: Int, size: Size)]) throws(ReflowError) -> Bool {
    // Validate everything before changing anything.
    var ascending = true
    var previous = Int.min
    for (index, size) in sizes where index >= 0 && index < count {
      guard size.isValidLayoutSize else { throw .invalidItemSize(index: index, size: size) }
      ascending = ascending && index > previous
      previous = index
    }
    // For an index given twice, the last size wins. Indices in ascending order (a window's)
    // cannot repeat, and need no table.
    var latest: [Int: Size] = [:]
    if !ascending {
      for (index, size) in sizes where index >= 0 && index < count { latest[index] = size }
    }
    var first: Int?
    let frames = layout.result.frames
    for (index, size) in sizes where index >= 0 && index < count {
      if !ascending && latest[index] != size { continue }
      isEstimated[index] = false
      if !frames[index].size.isClose(to: size) { first = Swift.min(first ?? index, index) }
    }
    guard let first else { return false }
    let count = count
    reflow(from: first) { tail in
      for (index, size) in sizes where index >= first && index < count {
        if !ascending && latest[index] != size { continue }
        tail[index - first] = size
      }
    }
    return true
  }

  /// Sets the measured sizes of the consecutive items from `start`, as
  /// ``setSizes(_:)`` does for `(start + offset, sizes[offset])` pairs, without building them.
  ///
  /// The engine measures a window of consecutive items every frame, almost always to the sizes
  /// they already have: this compares them in place and re-flows only from a changed one.
  ///
  /// - Returns: Whether any frame moved; `false`, with nothing changed, for an invalid size.
  /// - Complexity: O(*m*) for *m* sizes, plus O(*n* − *i*) to re-flow from a changed index *i*.
  @discardableResult
  mutating func setSizes(startingAt start: Int, _ sizes: UnsafeBufferPointer<Size>) -> Bool {
    let lower = Swift.max(0, start)
    let upper = Swift.min(count, start + sizes.count)
    guard lower < upper else { return false }
    for index in lower..<upper where !sizes[index - start].isValidLayoutSize { return false }
    isEstimated.withUnsafeMutableBufferPointer { isEstimated in
      for index in lower..<upper { isEstimated[index] = false }
    }
    let first = layout.result.frames.withUnsafeBufferPointer { frames -> Int? in
      for index in lower..<upper {
        if !frames[index].size.isClose(to: sizes[index - start]) { return index }
      }
      return nil
    }
    guard let first else { return false }
    reflow(from: first) { tail in
      for index in first..<upper { tail[index - first] = sizes[index - start] }
    }
    return true
  }

  /// Lays the items from `first` on out again, with their sizes as `change` leaves them
  /// (`tail[0]` is item `first`'s). The sizes must be valid.
  private mutating func reflow(from first: Int, _ change: (inout [Size]) -> Void) {
    var tail = layout.result.frames[first...].map(\.size)
    change(&tail)
    layout.removeItems(from: first)
    layout.addUnchecked(contentsOf: tail)
    layout.finish()
  }

  /// What `viewport` shows, and what to declare around it.
  ///
  /// - Parameters:
  ///   - viewport: The visible rectangle in the flow's coordinates.
  ///   - overscan: How far above and below the viewport to declare items too, so scrolling
  ///     does not reveal undeclared space.
  /// - Complexity: O(log *l* + *c* log *k*), as ``FlowResult/range(intersecting:)``.
  public func window(for viewport: Rect, overscan: Double = 0) -> LazyFlowWindow {
    let result = layout.result
    let margin = Swift.max(0, overscan.isFinite ? overscan : 0)
    let extended = Rect(
      x: viewport.minX, y: viewport.minY - margin, width: viewport.width,
      height: viewport.height + 2 * margin)
    let visible = result.range(intersecting: viewport)
    return LazyFlowWindow(
      visible: visible, declared: result.range(intersecting: extended),
      contentSize: result.contentSize,
      position: EndReachedTrigger.Position(
        offset: viewport.minY, viewportLength: viewport.height,
        contentLength: result.contentSize.height, itemCount: count,
        lastVisibleIndex: visible.isEmpty ? nil : visible.upperBound - 1))
  }
}

/// What a viewport over a ``LazyFlow`` shows.
public struct LazyFlowWindow: Hashable, Sendable {
  /// The items intersecting the viewport, first to last.
  public var visible: Range<Int>
  /// The items to declare: the visible ones and those within the overscan.
  public var declared: Range<Int>
  /// The size of the whole flow, estimated items included.
  public var contentSize: Size
  /// The viewport's position, ready for ``EndReachedTrigger/update(_:)``.
  public var position: EndReachedTrigger.Position
}
