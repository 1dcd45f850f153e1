/// A ``MasonryIndex`` as virtualized content: what the engine keeps for
/// ``ElementBuilder/masonry(id:in:count:options:placement:estimatedItemLength:overscan:itemLanes:item:)``.
///
/// Its window is a list of item indices in ascending order (the lanes reach a viewport at
/// different items, so a window is not a range); its anchors and requests hold an item's index.
/// Each declared item is offered its lane's extent across the lanes and measured; its length
/// along them becomes its sizing in the index. A class, so that the one virtualized path,
/// generic over its content, shares the index rather than copies it on every access.
final class MasonryContent: IndexedVirtualizedContent {
  // Dynamic exclusivity checks are off for its state, as for `VirtualizedState`'s: no access
  // is held across a call out to the caller's code.
  @exclusivity(unchecked) var index: MasonryIndex
  /// What the masonry was made for (checked, its axis the scroll container's); asked for
  /// anything else, the engine makes it anew.
  let options: MasonryOptions
  let placement: MasonryPlacement
  /// The length along the lanes assumed for items never declared.
  let estimate: Double
  /// Whether the index lays out left to right and the engine mirrors it within the masonry's
  /// bounds (a horizontal masonry read right to left, whose width is unbounded).
  let mirrors: Bool
  /// The options the caller asked for when they were invalid (and these are one lane instead),
  /// and why.
  var fallback: MasonryOptions?
  var failure: ReflowError?
  /// Items to declare beyond the window in the next pass, before and after it, in index order:
  /// what the last pass found missing, scaled by how much shorter the measured items were than
  /// the estimate.
  @exclusivity(unchecked) private var extraBefore = 0
  @exclusivity(unchecked) private var extraAfter = 0
  /// The sizes one pass measured that differ from the index's, kept for their storage.
  @exclusivity(unchecked) private var changes: [(index: Int, sizing: MasonryItem.Sizing)] = []
  /// How the items measured so far came out against the estimate: how many, and the sum of
  /// the estimate less each one's length along the lanes, and of its square.
  @exclusivity(unchecked) private var deviations = (count: 0, sum: 0.0, squares: 0.0)
  /// The lanes of each item, while a declaration that gave them runs (see
  /// `MasonryContent+ItemLanes.swift`); `nil` between declarations.
  var itemLanes: ((Int) -> MasonryItemLanes)?
  /// Whether the last declaration gave the items' lanes: items inserted between declarations
  /// then wait for the next one to ask for theirs.
  var usesItemLanes = false
  /// Items inserted between declarations, placed in one lane until the next declaration asks
  /// for their lanes: ascending, disjoint, not adjacent.
  var unresolved = IntervalSet()
  /// The first item whose lanes were bad, and the arrangement that asked for them.
  var rejection: (error: ReflowError, generation: Int)?
  /// The arrangement running, for ``rejection``.
  var generation = 0

  /// An empty masonry for `options` (checked), `crossLength` across its lanes.
  init(
    options: MasonryOptions, placement: MasonryPlacement, estimate: Double, crossLength: Double
  ) throws(ReflowError) {
    var laidOut = options
    mirrors = options.axis == .horizontal && options.direction == .rightToLeft
    if mirrors { laidOut.direction = .leftToRight }
    index = try MasonryIndex(
      container: Self.container(crossLength: crossLength, axis: options.axis),
      options: laidOut, placement: placement)
    self.options = options
    self.placement = placement
    self.estimate = estimate
  }

  /// The container of a masonry `crossLength` across its lanes and unbounded along them.
  static func container(crossLength: Double, axis: LayoutAxis) -> Size {
    axis == .vertical
      ? Size(width: crossLength, height: .infinity) : Size(width: .infinity, height: crossLength)
  }

  var scrollAxis: LayoutAxis { options.axis }
  var contentSize: Size { reading { $0.contentSize } }
  var count: Int { reading { $0.count } }

  /// Calls `body` with the index in place. Reading a class's stored struct copies it (a retain
  /// and a release per array) on every access, and a pass reads the index a few dozen times.
  /// `body` must not reach the index through `self` again.
  @inline(__always)
  private func reading<Result>(_ body: (inout MasonryIndex) -> Result) -> Result {
    body(&index)
  }

  func fit(_ proposal: ProposedSize) {
    let proposed = scrollAxis == .vertical ? proposal.width : proposal.height
    guard let length = proposed, length.isFinite, length >= 0,
      length != index.container[scrollAxis.crossAxis]
    else { return }
    // Lanes that change in number place every item again; the anchor the path keeps holds the
    // item at the viewport's leading edge in place.
    try? index.setContainer(Self.container(crossLength: length, axis: scrollAxis))
  }

  func size(for proposal: ProposedSize) -> Size {
    var size = contentSize
    let across = scrollAxis.crossAxis
    size[across] = (across == .horizontal ? proposal.width : proposal.height) ?? size[across]
    return size
  }

  /// The rectangle of `band` across every lane, those that overflow the container included
  /// (fixed lanes wider than it, right to left, start before its left edge).
  private func rect(of band: ViewportBand) -> Rect {
    let across = scrollAxis.crossAxis
    let lanes = reading { $0.geometry.lanesExtent + $0.contentSize[across] }
    return band.rect(along: scrollAxis, across: (-1 - lanes, 2 * lanes + 2))
  }

  /// The items reaching into `band`, in ascending order, with or without area.
  func items(in band: ViewportBand) -> [Int] {
    let rect = rect(of: band)
    return reading { $0.indices(meetingAlongLanes: rect) }
  }

  func window(for band: ViewportBand, into window: inout [Int]) {
    window = items(in: band)
    if window.isEmpty {
      window = items(in: band.visible)
    } else if let (before, after) = margins(of: band, for: window) {
      // The items of the margins, merged in: what a query of the widened band finds.
      var more: [Int] = []
      if before > 0 { more += items(in: ViewportBand(start: band.lower - before, length: before)) }
      if after > 0 { more += items(in: ViewportBand(start: band.upper, length: after)) }
      if !more.isEmpty {
        window += more
        window.sort()
        window = uniqued(window)
      }
    }
    if let first = window.first, let last = window.last, extraBefore + extraAfter > 0 {
      let before = Swift.max(0, first - extraBefore)..<first
      let after = (last + 1)..<Swift.min(count, last + 1 + extraAfter)
      window.insert(contentsOf: before, at: 0)
      window.append(contentsOf: after)
    }
    extraBefore = 0
    extraAfter = 0
  }

  /// How far to widen `band` at each end where `window`'s items are estimated: by as much as
  /// the estimated items in a lane may come out shorter than the estimate (their mean
  /// shortfall, and twice its spread, from the items measured so far). Once measured, they
  /// would leave room at the window's end for items it did not declare, and another pass would
  /// declare them. `nil` when neither end is estimated, or nothing was measured yet to tell.
  ///
  /// - Complexity: O(*k* + log *n*) for the *k* items of `window`.
  private func margins(of band: ViewportBand, for window: [Int]) -> (before: Double, after: Double)? {
    let (measured, sum, squares) = deviations
    guard measured >= 2, let first = window.first, let last = window.last else { return nil }
    let (before, after) = reading { ($0.isEstimated(at: first), $0.isEstimated(at: last)) }
    guard before || after else { return nil }
    let perLane = reading { Double($0.estimatedCount(among: window)) / Double($0.laneCount) }
    let mean = sum / Double(measured)
    let variance = Swift.max(0, squares / Double(measured) - mean * mean)
    let margin = perLane * mean + 2 * (variance * perLane).squareRoot()
    guard margin > 0 && margin.isFinite else { return nil }
    return (before ? margin : 0, after ? margin : 0)
  }

  func proposals(in window: [Int], into proposals: inout [ProposedSize]) -> ProposedSize? {
    let lengths = index.geometry.laneLengths
    func proposal(_ length: Double) -> ProposedSize {
      scrollAxis == .vertical
        ? ProposedSize(width: length, height: nil) : ProposedSize(width: nil, height: length)
    }
    if !index.hasSpanningItems && lengths.allSatisfy({ $0 == lengths[0] }) {
      return proposal(lengths[0])
    }
    // Fixed lanes of different extents, or items across several: each item is offered the
    // extent of its own lanes.
    proposals.removeAll(keepingCapacity: true)
    for item in window {
      let (lane, span) = index.coveredLanes(of: item) ?? (0, 1)
      proposals.append(proposal(index.geometry.crossSize(lane: lane, span: span)))
    }
    return nil
  }

  func record(
    _ sizes: UnsafeBufferPointer<Size>, of window: [Int],
    properties: ((Int) -> FlowItemProperties?)?
  ) -> Bool {
    // Sizes the engine already sanitised cannot be rejected.
    changes.removeAll(keepingCapacity: true)
    let scrollAxis = scrollAxis
    let estimate = estimate
    reading { index in
      for (position, size) in sizes.enumerated() {
        let item = window[position]
        let length = size[scrollAxis]
        let sizing = MasonryItem.Sizing.length(length)
        guard let (old, isEstimated) = index.sizing(at: item) else { continue }
        if isEstimated {
          let deviation = estimate - length
          deviations.count += 1
          deviations.sum += deviation
          deviations.squares += deviation * deviation
        }
        if isEstimated || old != sizing { changes.append((item, sizing)) }
      }
    }
    guard !changes.isEmpty else { return false }
    return (try? index.setSizings(changes)) ?? false
  }

  func frames(in window: [Int], band: ViewportBand, into frames: inout [Rect]) {
    frames.removeAll(keepingCapacity: true)
    reading { index in
      for item in window { frames.append(index.frame(at: item) ?? .zero) }
    }
  }

  func covers(_ window: [Int], _ needed: [Int]) -> Bool {
    // Both are ascending: `needed` must be a subsequence of `window`.
    var matched = 0
    for item in needed {
      while matched < window.count && window[matched] < item { matched += 1 }
      if matched == window.count || window[matched] != item { return false }
    }
    return true
  }

  func planShortfall(declared: [Int], needed: [Int]) -> Range<Int> {
    var missingBefore = 0
    var missingAfter = 0
    var lower = Int.max
    var upper = Int.min
    var matched = 0
    for item in needed {
      while matched < declared.count && declared[matched] < item { matched += 1 }
      guard matched == declared.count || declared[matched] != item else { continue }
      lower = Swift.min(lower, item)
      upper = Swift.max(upper, item + 1)
      if item < (declared.first ?? 0) { missingBefore += 1 } else { missingAfter += 1 }
    }
    guard lower < upper else { return 0..<0 }
    // The measured items came out shorter than the estimate: declare that many more than the
    // missing ones, and a margin (see `ShortfallPlan`).
    let (axis, estimate) = (scrollAxis, self.estimate)
    let measured = reading { index in
      declared.reduce(0.0) { $0 + (index.frame(at: $1).map { $0.size[axis] } ?? estimate) }
    }
    let mean = declared.isEmpty ? estimate : measured / Double(declared.count)
    let reach = ShortfallPlan.reach(shorterBy: mean > 0 ? estimate / mean : 1)
    let margin = ShortfallPlan.margin(declared: declared.count)
    func extra(_ missing: Int) -> Int {
      guard missing > 0 else { return 0 }
      let wanted = Double(missing) * reach + Double(margin)
      return Int(Swift.min(wanted.rounded(.up), Double(ShortfallPlan.maximumExtraItems)))
    }
    extraBefore = extra(missingBefore)
    extraAfter = extra(missingAfter)
    return lower..<upper
  }

  func extent(of item: Int) -> ViewportExtent? {
    guard let frame = reading({ $0.frame(at: item) }) else { return nil }
    return ViewportExtent(lower: frame.origin[scrollAxis], length: frame.size[scrollAxis])
  }

  func edgeKey(_ edge: ScrollAnchorEdge, in band: ViewportBand, across: ViewportExtent?) -> Int? {
    // Every lane's items reaching into the band, those of lanes the viewport does not show
    // included: the rule keeps to the ones it shows. From the top, the rule picks the first
    // shown item in order, which is the first shown item of some lane: each lane's walk ends
    // there.
    let axis = scrollAxis
    let rect = rect(of: band)
    return reading { index in
      let candidates = index.indices(
        meetingAlongLanes: rect,
        eachLaneUntil: edge == .top ? { band.shows($0, along: axis, across: across) } : nil)
      return edgeItem(edge, among: candidates, band: band, across: across) { index.frame(at: $0) }
    }
  }

  func edgeKey(
    _ edge: ScrollAnchorEdge, in band: ViewportBand, across: ViewportExtent?, among window: [Int]
  ) -> Int? {
    // The window's items that reach into the band, in order: what the query would find.
    let rect = rect(of: band)
    // One copy of the index, which the lazy filter holds.
    let index = self.index
    let candidates = window.lazy.filter { index.meetsAlongLanes($0, rect) }
    return edgeItem(edge, among: candidates, band: band, across: across) { index.frame(at: $0) }
  }

  func requestable(_ item: Int) -> Int? {
    count > 0 ? Swift.min(Swift.max(0, item), count - 1) : nil
  }

  func setCount(_ count: Int) {
    if count > index.count {
      insertItems(count: count - index.count, at: index.count)
    } else if count < index.count {
      removeItems(in: count..<index.count)
    }
  }

  func insertItems(count: Int, at position: Int) {
    unresolved.shiftForInsertion(count: count, at: position)
    guard let itemLanes else {
      try? index.insert(
        contentsOf: repeatElement(MasonryItem(length: estimate), count: count), at: position,
        estimated: true)
      if usesItemLanes { unresolved.insert(position..<(position + count)) }
      return
    }
    let laneCount = index.laneCount
    try? index.replaceSubrange(position..<position, estimatedCount: count) {
      self.estimatedItem(at: $0, lanes: itemLanes($0), of: laneCount)
    }
  }

  func removeItems(in range: Range<Int>) {
    unresolved.shiftForRemoval(range)
    try? index.removeSubrange(range)
  }

  func moveItems(_ range: Range<Int>, to destination: Int) {
    unresolved.shiftForMove(range, to: destination)
    try? index.moveSubrange(range, to: destination)
  }
}

extension MasonryContent: FocusableContent {
  func moveFocus(
    from item: AnyHashable, _ direction: FocusDirection, near band: ViewportBand
  ) -> Int? {
    guard let item = item.base as? Int else { return nil }
    // Focus engines look near the screen: a screen before and after.
    let bounds = rect(of: ViewportBand(start: band.start, length: band.length, overscan: band.length))
    return FocusNavigator<Int, Never>.neighbor(
      of: item, direction, in: MasonryFocusGeometry(index, bounds: bounds))
  }
}
