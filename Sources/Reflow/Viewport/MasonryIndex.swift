/// A masonry kept so that huge collections (a million photos) lay out from estimates, take
/// measured sizes, insertions, removals and moves anywhere, and answer a viewport in time
/// proportional to what it shows.
///
/// ```swift
/// var index = try MasonryIndex(
///   container: Size(width: 390, height: .infinity),
///   options: MasonryOptions(lanes: .count(2), laneSpacing: 8, itemSpacing: 8),
///   placement: .stable)
/// try index.append(contentsOf: repeatElement(MasonryItem(aspectRatio: 1), count: 1_000_000),
///                  estimated: true)                          // O(n), once
/// try index.setSizing(.aspectRatio(1.5), at: 0)              // O(log n) in .stable
/// index.frame(at: 999_999)                                   // O(log n)
/// index.indices(intersecting: viewport)                      // O(log n + visible)
/// ```
///
/// Appending to an empty index places every item as ``Masonry`` does. After that, the
/// ``placement`` decides what a change does to the items after it: ``MasonryPlacement/exact``
/// places them again (they may move to other lanes), ``MasonryPlacement/stable`` keeps every
/// item in the lane it was first placed in and only moves the later items of the lanes the
/// change touches. A new item is always placed as CSS masonry places it where it is added.
///
/// Items are kept in blocks of at most a few hundred. Each item's start is an offset from where
/// its lane ran when its block began, and a tree of per-lane prefix sums over the blocks says
/// where each lane runs before any block: a change moves every later item of a lane by
/// updating one path of the tree. An item that covers several lanes starts where the furthest
/// of them runs, so a change reaching it evens out across its lanes; the index places again
/// the blocks holding such items, until the lanes' shifts are equal.
///
/// The index keeps 21 bytes per item (23 once some item spans several lanes), plus a few
/// hundred bytes per block.
///
/// - Complexity: With *n* items in blocks of at most *b*: ``frame(at:)`` O(log *n*);
///   ``indices(intersecting:)`` O(*l* log *n* + *k* log *k*) for the *l* lanes a rectangle
///   meets and the *k* items returned; in `.stable` placement, ``setSizing(_:at:)`` O(log *n* +
///   *b*/*l*) for an item of one lane (O(log *n* + *b*) otherwise, plus O(*b*) per later block
///   holding a multi-lane item until the lanes' shifts even out); inserting or removing *m*
///   items O(log *n* + *m* + *b*) in `.stable`; in `.exact` placement, every change O(*k* + *b*)
///   for the *k* items placed again (see ``MasonryPlacement/exact``).
public struct MasonryIndex: Sendable {
  /// The container the lanes divide.
  public internal(set) var container: Size
  /// The options, validated, with a `nil` direction resolved to left to right.
  public let options: MasonryOptions
  /// What a change does to the items after it.
  public let placement: MasonryPlacement
  /// The most items a block holds: 512, or what a test chose.
  package let maximumBlockItems: Int
  /// A block left with fewer items than this after an edit is joined to the next one.
  var minimumBlockItems: Int { Swift.max(1, maximumBlockItems / 8) }

  var geometry: MasonryGeometry
  var blocks: [Block] = []
  var tree: LaneTree

  /// Creates an empty index.
  ///
  /// - Parameters:
  ///   - container: The container's size; see ``Masonry/init(container:options:)``.
  ///   - options: Lanes, spacing, insets, direction, axis and tolerance.
  ///   - placement: What a later change does to the items after it; `.exact` by default.
  /// - Throws: ``ReflowError`` naming a bad container extent or option, as ``Masonry`` does.
  public init(
    container: Size, options: MasonryOptions, placement: MasonryPlacement = .exact
  ) throws(ReflowError) {
    try self.init(
      container: container, options: options, placement: placement, maximumBlockItems: 512)
  }

  /// An empty index with blocks of at most `maximumBlockItems` items (tests choose small ones,
  /// to split and join blocks often).
  package init(
    container: Size, options: MasonryOptions, placement: MasonryPlacement,
    maximumBlockItems: Int
  ) throws(ReflowError) {
    let geometry = try MasonryGeometry(container: container, options: options)
    var options = options
    options.direction = geometry.direction
    self.container = container
    self.options = options
    self.placement = placement
    self.maximumBlockItems = Swift.max(1, Swift.min(maximumBlockItems, Int(UInt16.max)))
    self.geometry = geometry
    tree = LaneTree(laneCount: geometry.laneCount, leaves: [])
  }

  /// Creates an index of `items`, as ``append(contentsOf:estimated:)`` on an empty one: every
  /// item where ``Masonry`` puts it.
  ///
  /// - Throws: ``ReflowError`` naming a bad container extent or option, or the first bad item.
  /// - Complexity: O(*n* × *l*), for *n* items and *l* lanes.
  public init<Items: Collection<MasonryItem>>(
    _ items: Items, container: Size, options: MasonryOptions,
    placement: MasonryPlacement = .exact
  ) throws(ReflowError) {
    try self.init(container: container, options: options, placement: placement)
    try append(contentsOf: items)
  }

  /// The number of items.
  public var count: Int { tree.itemCount }

  /// The number of lanes.
  public var laneCount: Int { geometry.laneCount }

  /// The number of items whose sizing is an estimate (added with `estimated: true` and not
  /// measured since).
  ///
  /// - Complexity: O(1).
  public var estimatedCount: Int { tree.estimatedCount }

  /// The farthest any item ends along the lanes, logically (0 for none).
  ///
  /// A lane runs to its last item's end plus the item spacing, so its end is that less the
  /// spacing, unless the spacing outweighs the end (its digits were lost in the sum) or the
  /// lane ran past the largest finite value: then the end is read from the lane's last item.
  ///
  /// - Complexity: O(*l*) for *l* lanes, and O(log *b*) more, for *b* blocks, per lane whose
  ///   spacing outweighs its end.
  var mainExtent: Double {
    let spacing = geometry.itemSpacing
    var extent = 0.0
    for lane in 0..<laneCount {
      let total = tree.total(lane: lane)
      guard total > 0 else { continue }
      let end = total - spacing
      if total.isFinite && end >= spacing {
        extent = Swift.max(extent, end)
      } else if let last = lastEnd(lane: lane) {
        extent = Swift.max(extent, last)
      }
    }
    return extent
  }

  /// Where the last item covering lane `lane` ends, logically; `nil` when none does.
  ///
  /// - Complexity: O(log *b*), for *b* blocks.
  private func lastEnd(lane: Int) -> Double? {
    guard let leaf = tree.lastLeaf(advancing: lane), leaf < blocks.count else { return nil }
    let block = blocks[leaf]
    guard let last = block.group(lane).last else { return nil }
    let placed = placement(block, Int(block.laneOrder[last])) { tree.prefix(before: leaf, lane: $0) }
    return placed.start + placed.length
  }

  /// The extent of the content from the container's origin, plus the insets at its far edges,
  /// as ``MasonryResult/contentSize``.
  ///
  /// - Complexity: O(*l*), for *l* lanes.
  public var contentSize: Size { geometry.contentSize(mainExtent: mainExtent) }

  /// Bytes the index keeps for its items and blocks, spare capacity included: what ``count``
  /// items cost in memory.
  public var memoryFootprint: Int {
    blocks.reduce(0) { $0 + $1.footprint } + blocks.capacity * MemoryLayout<Block>.stride
      + tree.footprint + 64
  }

  // MARK: - Reading items

  /// Where item `index` is: its block, its place there and the items before the block.
  @inline(__always)
  func position(of index: Int) -> (block: Int, item: Int, before: Int) {
    let (block, before) = tree.leaf(containing: index)
    return (block, index - before, before)
  }

  /// The lane an item covering `span` lanes, recorded as `record`, starts in, and how many it
  /// covers: an explicit lane and a span beyond the lanes (after the lanes changed) are clamped.
  @inline(__always)
  func lanes(of record: Record) -> (lane: Int, span: Int) {
    let span = Swift.min(Int(record.span), laneCount)
    let lane = Int(record.lane)
    return (record.flags.contains(.explicit) ? Swift.min(lane, laneCount - span) : lane, span)
  }

  /// The start, length and lanes of local item `item` of `block`, whose first lane ran to
  /// `enter` before the block.
  @inline(__always)
  func placement(_ block: Block, _ item: Int, enter: (Int) -> Double)
    -> (lane: Int, span: Int, start: Double, length: Double)
  {
    let record = block.record(item)
    let (lane, span) = lanes(of: record)
    let start = enter(lane) + block.offsets[item]
    return (lane, span, start, geometry.length(record.sizing, lane: lane, span: span))
  }

  /// The frame of the item at `index`, in the container's coordinates.
  ///
  /// - Returns: The frame, or `nil` when `index` is out of range.
  /// - Complexity: O(log *n*).
  public func frame(at index: Int) -> Rect? {
    guard index >= 0 && index < count else { return nil }
    let (block, item, _) = position(of: index)
    let placed = placement(blocks[block], item) { tree.prefix(before: block, lane: $0) }
    return geometry.frame(
      lane: placed.lane, span: placed.span, start: placed.start, length: placed.length)
  }

  /// The item at `index` as it was given (its latest sizing), or `nil` out of range.
  ///
  /// - Complexity: O(log *n*).
  public func item(at index: Int) -> MasonryItem? {
    guard index >= 0 && index < count else { return nil }
    let (block, item, _) = position(of: index)
    return blocks[block].record(item).item
  }

  /// The first lane the item at `index` covers, or `nil` out of range.
  ///
  /// - Complexity: O(log *n*).
  public func lane(of index: Int) -> Int? {
    coveredLanes(of: index)?.lane
  }

  /// The lanes the item at `index` covers, clamped to the lanes there are, or `nil` out of
  /// range.
  ///
  /// - Complexity: O(log *n*).
  func coveredLanes(of index: Int) -> (lane: Int, span: Int)? {
    guard index >= 0 && index < count else { return nil }
    let (block, item, _) = position(of: index)
    return lanes(of: blocks[block].record(item))
  }

  /// Whether some item covers more than one lane.
  var hasSpanningItems: Bool { tree.spanningCount > 0 }

  /// Whether the sizing of the item at `index` is an estimate; `false` out of range.
  ///
  /// - Complexity: O(log *n*).
  public func isEstimated(at index: Int) -> Bool {
    guard index >= 0 && index < count, estimatedCount > 0 else { return false }
    let (block, item, _) = position(of: index)
    return blocks[block].flags[item].contains(.estimated)
  }

  /// The sizing of the item at `index`, and whether it is an estimate, in one look-up; `nil`
  /// out of range.
  ///
  /// - Complexity: O(log *n*).
  func sizing(at index: Int) -> (sizing: MasonryItem.Sizing, isEstimated: Bool)? {
    guard index >= 0 && index < count else { return nil }
    let (block, item, _) = position(of: index)
    let record = blocks[block].record(item)
    return (record.sizing, record.flags.contains(.estimated))
  }

  /// How many of the items at `indices` (ascending, within the items) are estimates.
  ///
  /// - Complexity: O(log *n* + *k* + *b*) for *k* indices spread over *b* blocks.
  func estimatedCount(among indices: [Int]) -> Int {
    guard estimatedCount > 0, let first = indices.first else { return 0 }
    var (block, _, before) = position(of: first)
    var estimated = 0
    for index in indices {
      while index - before >= blocks[block].count {
        before += blocks[block].count
        block += 1
      }
      if blocks[block].flags[index - before].contains(.estimated) { estimated += 1 }
    }
    return estimated
  }

  /// Calls `body` with the index and frame of each item in `range`, in order.
  ///
  /// - Complexity: O(log *n* + *m* + *l* log *n* per block), for *m* items in `range` and *l*
  ///   lanes.
  public func forEachFrame(in range: Range<Int>, _ body: (Int, Rect) throws -> Void) rethrows {
    let lower = Swift.max(0, range.lowerBound)
    let upper = Swift.min(count, range.upperBound)
    guard lower < upper else { return }
    var (block, item, before) = position(of: lower)
    var enter = Array(repeating: 0.0, count: laneCount)
    tree.prefix(before: block, into: &enter)
    var index = lower
    while index < upper {
      if item == blocks[block].count {
        before += blocks[block].count
        block += 1
        item = 0
        tree.prefix(before: block, into: &enter)
      }
      let placed = placement(blocks[block], item) { enter[$0] }
      try body(
        index,
        geometry.frame(
          lane: placed.lane, span: placed.span, start: placed.start, length: placed.length))
      item += 1
      index += 1
    }
  }

  /// The frames of the items in `range`, in order.
  ///
  /// - Complexity: O(log *n* + *m*), for *m* items in `range`.
  public func frames(in range: Range<Int>) -> [Rect] {
    var frames: [Rect] = []
    frames.reserveCapacity(Swift.max(0, Swift.min(count, range.upperBound) - range.lowerBound))
    forEachFrame(in: range) { frames.append($1) }
    return frames
  }

  /// The whole layout as a ``MasonryResult``: every frame, lane and the content size.
  ///
  /// - Complexity: O(*n*).
  public func masonryResult() -> MasonryResult {
    var result = MasonryResult(geometry: geometry)
    result.frames = frames(in: 0..<count)
    var ends = Array(repeating: -Double.infinity, count: laneCount)
    var index = 0
    var hasSpans = false
    for block in blocks { hasSpans = hasSpans || !block.spans.isEmpty }
    for block in blocks {
      for item in 0..<block.count {
        let (lane, span) = lanes(of: block.record(item))
        result.startLanes.append(Int32(lane))
        if hasSpans { result.spans.append(Int32(span)) }
        let frame = result.frames[index]
        let end = geometry.logicalEnd(of: frame)
        for covered in lane..<(lane + span) {
          result.laneItems[covered].append(Int32(index))
          ends[covered] = Swift.max(ends[covered], end)
        }
        index += 1
      }
    }
    if hasSpans && !result.spans.contains(where: { $0 != 1 }) { result.spans = [] }
    for lane in 0..<laneCount where ends[lane] > -Double.infinity {
      result.laneEnds[lane] = ends[lane]
    }
    result.mainExtent = mainExtent
    return result
  }
}
