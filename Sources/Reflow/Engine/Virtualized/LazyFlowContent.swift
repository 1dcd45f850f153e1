/// A ``LazyFlow`` as virtualized content: what the engine keeps for
/// ``ElementBuilder/lazyFlow(id:in:count:options:estimatedItemSize:overscan:item:)``.
///
/// Its window is a range of item indices; its anchors and requests hold an item's index. A
/// class, so that the one virtualized path, generic over its content, shares it rather than
/// copies its index on every access.
final class LazyFlowContent: IndexedVirtualizedContent {
  // Dynamic exclusivity checks are off for its state, as for `VirtualizedState`'s: no access
  // is held across a call out to the caller's code.
  @exclusivity(unchecked) var flow: LazyFlow
  /// What the flow was made for; asked for anything else, the engine makes it anew.
  let options: FlowOptions
  let estimate: Size
  /// Whether the index lays out left to right and the engine mirrors it within the flow's
  /// bounds (right to left with an endless line length, as in a flow of columns).
  @exclusivity(unchecked) var mirrors: Bool
  /// Items to declare beyond the window in the next pass, before and after it: what the last
  /// pass found missing, scaled by how much denser the measured items were than the estimates.
  @exclusivity(unchecked) var extraBefore = 0
  @exclusivity(unchecked) var extraAfter = 0
  /// How many times denser than their estimate the measured items came out when a pass last
  /// fell short of the viewport (1 until one does): a window ending among estimated items
  /// declares that many more, so that measuring them fills it in one pass.
  @exclusivity(unchecked) var denserBy = 1.0
  /// Whether a child ever declared per-item properties: from then on each pass sets whole
  /// items (`measuredItems`, kept for their storage), so an item declared without them loses
  /// the ones it had.
  @exclusivity(unchecked) var hasItemProperties = false
  @exclusivity(unchecked) var measuredItems: [FlowItem] = []

  /// An empty flow for `options` (checked) with lines `lineLength` long.
  init(options: FlowOptions, estimate: Size, lineLength: Double) {
    let (flow, mirrors) = Self.makeFlow(lineLength: lineLength, options: options)
    self.flow = LazyFlow(flow: flow, estimatedItemSize: estimate)
    self.options = options
    self.estimate = estimate
    self.mirrors = mirrors
  }

  /// A flow state machine for lines of `lineLength`: right to left natively when the container
  /// has a right edge, else left to right, mirrored by the engine.
  static func makeFlow(lineLength: Double, options: FlowOptions) -> (Flow, mirrors: Bool) {
    let container = LazyFlow.container(lineLength: lineLength, axis: options.axis)
    var options = options
    let mirrors = options.direction == .rightToLeft && !container.width.isFinite
    if mirrors { options.direction = .leftToRight }
    return (Flow(uncheckedContainer: container, options: options), mirrors)
  }

  // Read from the options, not the flow: the engine asks on every query.
  var scrollAxis: LayoutAxis { options.axis.crossAxis }
  var contentSize: Size { reading { $0.contentSize } }
  var count: Int { reading { $0.count } }

  /// Calls `body` with the flow in place. Reading anything but a stored property of a class's
  /// stored struct copies the struct out (a retain and a release per array it holds), and a
  /// pass reads the flow a few dozen times. `body` must not reach the flow through `self` again.
  @inline(__always)
  private func reading<Result>(_ body: (inout LazyFlow) -> Result) -> Result {
    body(&flow)
  }

  func fit(_ proposal: ProposedSize) {
    let proposed = options.axis == .horizontal ? proposal.width : proposal.height
    let lineLength = proposed.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } ?? .infinity
    guard lineLength != reading({ $0.lineLength }) else { return }
    let (layoutFlow, mirrors) = Self.makeFlow(lineLength: lineLength, options: options)
    flow.relayOut(with: layoutFlow)
    self.mirrors = mirrors
  }

  func size(for proposal: ProposedSize) -> Size {
    let content = contentSize
    return options.axis == .horizontal
      ? Size(width: proposal.width ?? content.width, height: content.height)
      : Size(width: content.width, height: proposal.height ?? content.height)
  }

  /// The items sharing area with `band`, across every frame's extent.
  func items(in band: ViewportBand) -> Range<Int> {
    let axis = scrollAxis
    return reading { flow in
      let (lower, upper) = flow.index.mainExtent
      return flow.index.range(
        intersecting: band.rect(along: axis, across: (lower - 1, upper - lower + 2)))
    }
  }

  func window(for band: ViewportBand, into window: inout Range<Int>) {
    var declared = items(in: band)
    if declared.isEmpty { declared = items(in: band.visible) }
    let (before, after) = margins(of: declared)
    window = Swift.max(0, declared.lowerBound - extraBefore - before)
      ..< Swift.min(count, declared.upperBound + extraAfter + after)
    extraBefore = 0
    extraAfter = 0
  }

  /// How many items to declare past each end of `declared` where its items are estimated: the
  /// estimated items, measured, take less room by as much as the measured ones came out denser
  /// (``denserBy``), and would leave room at the window's end that another pass would fill.
  /// A few more than that, as the density varies from line to line.
  ///
  /// - Complexity: O(log *n* log *k*) for the *k* items of `declared`.
  private func margins(of declared: Range<Int>) -> (before: Int, after: Int) {
    guard denserBy > 1, !declared.isEmpty else { return (0, 0) }
    let denserBy = denserBy
    return reading { flow in
      func extra(_ estimated: Int) -> Int {
        guard estimated > 0 else { return 0 }
        let wanted = (Double(estimated) * (denserBy - 1)).rounded(.up) + 8
        return Int(Swift.min(wanted, Double(ShortfallPlan.maximumExtraItems)))
      }
      // Scrolling reaches estimated items at one end of the window: count them from there to
      // the first measured one.
      var (before, after) = (0, 0)
      if flow.index.isSizeEstimated(at: declared.upperBound - 1) {
        let first = partitioningIndex(in: declared) { flow.index.isSizeEstimated(at: $0) }
        after = extra(declared.upperBound - first)
      }
      if flow.index.isSizeEstimated(at: declared.lowerBound) {
        let end = partitioningIndex(in: declared) { !flow.index.isSizeEstimated(at: $0) }
        before = extra(end - declared.lowerBound)
      }
      return (before, after)
    }
  }

  func proposals(in window: Range<Int>, into proposals: inout [ProposedSize]) -> ProposedSize? {
    // Each item is offered the line's length less the insets, and an unspecified extent across.
    let insets = options.axis == .horizontal ? options.insets.horizontal : options.insets.vertical
    let line = Swift.max(0, reading { $0.lineLength } - insets)
    let length = line.isFinite ? line : nil
    return options.axis == .horizontal
      ? ProposedSize(width: length, height: nil) : ProposedSize(width: nil, height: length)
  }

  func record(
    _ sizes: UnsafeBufferPointer<Size>, of window: Range<Int>,
    properties: ((Int) -> FlowItemProperties?)?
  ) -> Bool {
    // Sizes the engine already sanitised, and properties it clamped, cannot be rejected.
    hasItemProperties = hasItemProperties || properties != nil
    guard hasItemProperties else { return flow.setSizes(startingAt: window.lowerBound, sizes) }
    measuredItems.removeAll(keepingCapacity: true)
    for (position, size) in sizes.enumerated() {
      measuredItems.append(properties?(position)?.item(size) ?? FlowItem(size))
    }
    return measuredItems.withUnsafeBufferPointer { items in
      flow.setItems(startingAt: window.lowerBound, items)
    }
  }

  func frames(in window: Range<Int>, band: ViewportBand, into frames: inout [Rect]) {
    frames.removeAll(keepingCapacity: true)
    reading { flow in
      let lower = Swift.max(0, window.lowerBound)
      let upper = Swift.min(flow.index.count, window.upperBound)
      guard lower < upper else { return }
      // Written in place: an append per frame would check the buffer's uniqueness each time.
      frames.append(contentsOf: repeatElement(.zero, count: upper - lower))
      frames.withUnsafeMutableBufferPointer { frames in
        flow.index.forEachFrame(in: lower..<upper) { index, frame in frames[index - lower] = frame }
      }
    }
  }

  func covers(_ window: Range<Int>, _ needed: Range<Int>) -> Bool {
    needed.isEmpty
      || (needed.lowerBound >= window.lowerBound && needed.upperBound <= window.upperBound)
  }

  func planShortfall(declared: Range<Int>, needed: Range<Int>) -> Range<Int> {
    // Measured items came out denser than the estimates: declare that many more than the
    // missing ones (see `ShortfallPlan`), so one more pass fills the viewport.
    let density = span(of: declared).map { Double(declared.count) / Swift.max($0, 1e-9) }
    func extra(_ missing: Range<Int>) -> Int {
      guard let density, !missing.isEmpty, let span = span(of: missing) else { return 0 }
      let estimated = Double(missing.count) / Swift.max(span, 1e-9)
      guard density > estimated else { return 0 }
      denserBy = density / estimated
      // The missing items are counted already.
      let wanted =
        Double(missing.count) * (ShortfallPlan.reach(shorterBy: density / estimated) - 1)
      return Int(Swift.min(wanted.rounded(.up), Double(ShortfallPlan.maximumExtraItems)))
    }
    let before =
      needed.lowerBound..<Swift.max(
        needed.lowerBound, Swift.min(declared.lowerBound, needed.upperBound))
    let after =
      Swift.min(needed.upperBound, Swift.max(declared.upperBound, needed.lowerBound))
      ..< needed.upperBound
    let margin = ShortfallPlan.margin(declared: declared.count)
    extraBefore = before.isEmpty ? 0 : extra(before) + margin
    extraAfter = after.isEmpty ? 0 : extra(after) + margin
    return before.isEmpty ? after : after.isEmpty ? before : before.lowerBound..<after.upperBound
  }

  /// The span along the scroll axis from the first item of `range` to the last.
  private func span(of range: Range<Int>) -> Double? {
    guard !range.isEmpty, let first = extent(of: range.lowerBound),
      let last = extent(of: range.upperBound - 1)
    else { return nil }
    return last.upper - first.lower
  }

  func extent(of index: Int) -> ViewportExtent? {
    guard let frame = reading({ $0.frame(at: index) }) else { return nil }
    let axis = scrollAxis
    return ViewportExtent(lower: frame.origin[axis], length: frame.size[axis])
  }

  func edgeKey(_ edge: ScrollAnchorEdge, in band: ViewportBand, across: ViewportExtent?) -> Int? {
    let window = items(in: band)
    return reading { flow in
      edgeItem(edge, among: window, band: band, across: across) { flow.index.frame(at: $0) }
    }
  }

  func requestable(_ index: Int) -> Int? {
    count > 0 ? Swift.min(Swift.max(0, index), count - 1) : nil
  }

  func setCount(_ count: Int) {
    let current = self.count
    if count > current {
      flow.appendItems(count: count - current)
    } else if count < current {
      flow.removeItems(from: count)
    }
  }

  func insertItems(count: Int, at index: Int) {
    flow.insertItems(uncheckedCount: count, at: index)
  }

  func removeItems(in range: Range<Int>) {
    flow.removeItems(unchecked: range)
  }

  func moveItems(_ range: Range<Int>, to destination: Int) {
    flow.moveItems(unchecked: range, to: destination)
  }
}
