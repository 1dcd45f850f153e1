extension MasonryIndex {
  /// The indices of the items whose frames intersect `rect`, in ascending order: the answer
  /// ``MasonryResult/indices(intersecting:)`` gives for the same layout, and the same as
  /// testing every ``frame(at:)``.
  ///
  /// Each lane's items run along it in order, so for each lane `rect` meets the index finds the
  /// first block and item of the lane that reaches into `rect` (two descents of the tree and a
  /// binary search) and walks on while its items start before `rect` ends.
  ///
  /// - Complexity: O(*l* log *n* + *k* log *k*), for the *l* lanes `rect` meets and the *k*
  ///   indices returned.
  public func indices(intersecting rect: Rect) -> [Int] {
    var found: [Int] = []
    var spans = false
    forEachCandidate(intersecting: rect) { index, spansLanes, _ in
      found.append(index)
      spans = spans || spansLanes
      return true
    }
    found.sort()
    return spans ? uniqued(found) : found
  }

  /// The indices of the items whose frames meet `rect` along the lanes, in ascending order: as
  /// ``indices(intersecting:)``, but an item without area (a zero-width lane, a zero length)
  /// counts when its extent along the lanes reaches into the rectangle's, so that virtualized
  /// content still declares and measures it.
  ///
  /// - Parameters:
  ///   - rect: The rectangle, in the container's coordinates.
  ///   - isLast: Given the frame of an item found, whether to stop walking its lane there: the
  ///     items of a lane after the first for which it holds are left out. By default every
  ///     item is found.
  /// - Complexity: As ``indices(intersecting:)``.
  package func indices(meetingAlongLanes rect: Rect, eachLaneUntil isLast: ((Rect) -> Bool)? = nil)
    -> [Int]
  {
    let axis = geometry.axis
    var found: [Int] = []
    // Room for a viewport's worth: growing from empty reallocates several times per query.
    found.reserveCapacity(64)
    var spans = false
    forEachCandidate(intersecting: rect, meets: { Self.meetsAlongLanes($0, rect, axis: axis) }) {
      index, spansLanes, frame in
      found.append(index)
      spans = spans || spansLanes
      return !(isLast?(frame) ?? false)
    }
    found.sort()
    return spans ? uniqued(found) : found
  }

  /// Whether ``indices(meetingAlongLanes:eachLaneUntil:)`` finds the item at `index` (within
  /// the items) for `rect`, which spans every lane: the same test, for an item at hand.
  ///
  /// - Complexity: O(log *n*).
  package func meetsAlongLanes(_ index: Int, _ rect: Rect) -> Bool {
    // The query finds nothing in an empty rectangle.
    guard !rect.isEmpty else { return false }
    let (lower, upper) = geometry.logicalMainRange(of: rect)
    let (block, item, _) = position(of: index)
    let spot = placement(blocks[block], item) { tree.prefix(before: block, lane: $0) }
    // What the query's walk along the lane skips (ends at or before `lower`) and where it stops.
    guard spot.start + spot.length > lower, spot.start < upper else { return false }
    let frame = geometry.frame(
      lane: spot.lane, span: spot.span, start: spot.start, length: spot.length)
    return Self.meetsAlongLanes(frame, rect, axis: geometry.axis)
  }

  /// Whether `frame` meets `rect` along `axis`, the lanes' axis: it starts before the
  /// rectangle ends, and ends past its start or, without length, starts at or past it.
  @inline(__always)
  private static func meetsAlongLanes(_ frame: Rect, _ rect: Rect, axis: LayoutAxis) -> Bool {
    let vertical = axis == .vertical
    let (start, end) = vertical ? (frame.minY, frame.maxY) : (frame.minX, frame.maxX)
    let (lower, upper) = vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
    return start < upper && (end > lower || (start == end && start >= lower))
  }

  /// Calls `body` with each index whose frame intersects `rect` (or `meets` it), lane by lane
  /// (an item that covers several lanes once per lane), whether the item covers several lanes,
  /// and its frame; `body` returns whether to go on along the lane.
  private func forEachCandidate(
    intersecting rect: Rect, meets: ((Rect) -> Bool)? = nil, _ body: (Int, Bool, Rect) -> Bool
  ) {
    guard !rect.isEmpty, count > 0 else { return }
    let (lower, upper) = geometry.logicalMainRange(of: rect)
    var enter = Array(repeating: 0.0, count: laneCount)
    var enterBlock = -1
    for lane in 0..<laneCount where geometry.laneBandMeets(lane, rect) {
      // The first block after which the lane runs to `lower` plus the spacing: its last item
      // there may end past `lower`. (Not only past the sum: with a spacing that outweighs the
      // ends, an end past `lower` can round to the same sum.)
      guard
        var (block, before) = tree.firstLeaf(lane: lane, runningTo: lower + geometry.itemSpacing)
      else { continue }
      var walking = true
      while walking && before < upper {
        let items = blocks[block]
        let blockStart = tree.items(before: block)
        if items.spanningCount > 0 && enterBlock != block {
          tree.prefix(before: block, into: &enter)
          enterBlock = block
        }
        let placed = { (item: Int) in
          placement(items, item) { covered in covered == lane ? before : enter[covered] }
        }
        let group = items.group(lane)
        var position = partitioningIndex(in: group) {
          let item = placed(Int(items.laneOrder[$0]))
          return item.start + item.length > lower
        }
        while position < group.upperBound {
          let item = Int(items.laneOrder[position])
          let spot = placed(item)
          if spot.start >= upper { break }
          let frame = geometry.frame(
            lane: spot.lane, span: spot.span, start: spot.start, length: spot.length)
          if meets?(frame) ?? frame.intersects(rect) {
            walking = body(blockStart + item, spot.span > 1, frame)
            if !walking { break }
          }
          position += 1
        }
        guard walking else { break }
        guard let next = tree.firstLeaf(from: block + 1, advancing: lane) else { break }
        block = next
        before = tree.prefix(before: next, lane: lane)
      }
    }
  }

  /// What `viewport` shows, and what to declare around it: the items intersecting it, and
  /// those intersecting it grown by `overscan` before and after along the scrolling axis.
  ///
  /// - Parameters:
  ///   - viewport: The visible rectangle in the container's coordinates.
  ///   - overscan: How far before and after the viewport to declare items too, so scrolling
  ///     does not reveal undeclared space; NaN, infinite and negative values count as 0.
  /// - Complexity: Two ``indices(intersecting:)`` queries.
  public func window(for viewport: Rect, overscan: Double = 0) -> MasonryWindow {
    let margin = Swift.max(0, overscan.isFinite ? overscan : 0)
    let extended =
      geometry.axis == .vertical
      ? Rect(
        x: viewport.minX, y: viewport.minY - margin, width: viewport.width,
        height: viewport.height + 2 * margin)
      : Rect(
        x: viewport.minX - margin, y: viewport.minY, width: viewport.width + 2 * margin,
        height: viewport.height)
    let visible = indices(intersecting: viewport)
    let contentSize = contentSize
    let insets = geometry.insets
    let contentLength =
      geometry.axis == .vertical
      ? contentSize.height : insets.horizontal + mainExtent
    let offset: Double =
      switch (geometry.axis, geometry.direction) {
      case (.vertical, _): viewport.minY
      case (.horizontal, .leftToRight): viewport.minX
      case (.horizontal, .rightToLeft): geometry.box.width - viewport.maxX
      }
    return MasonryWindow(
      visible: visible, declared: indices(intersecting: extended), contentSize: contentSize,
      position: EndReachedTrigger.Position(
        offset: offset, viewportLength: viewport.size[geometry.axis],
        contentLength: contentLength, itemCount: count, lastVisibleIndex: visible.last))
  }
}
