/// A resumable state machine that places items in lanes the way CSS masonry
/// (`display: grid-lanes`) does: each item goes to the shortest lane, in reading order where
/// lanes are nearly level.
///
/// Add items in order; each lands in the lane the rule chooses, at that lane's end. Frames are
/// final as soon as they are added, so ``result`` is always complete; you can keep adding after
/// ``finish()``, and the layout continues where it stopped.
///
/// ```swift
/// var masonry = try Masonry(container: Size(width: 390, height: .infinity),
///                           options: MasonryOptions(lanes: .count(2), laneSpacing: 8,
///                                                   itemSpacing: 8))
/// for photo in photos { try masonry.add(MasonryItem(aspectRatio: photo.aspectRatio)) }
/// let result = masonry.finish()
/// ```
///
/// The rule, CSS grid-lanes' with `flow-tolerance`, item by item: every start lane where the
/// item's span fits gets the largest running position among the lanes it would cover; the
/// possible starts are those at most the smallest one plus ``MasonryOptions/tolerance``; the
/// item takes the first possible start at or after the placement cursor, or else the first
/// possible start, and the cursor moves to the lane after the item's last lane. An item with an
/// explicit ``MasonryItem/lane`` goes there and leaves the cursor where it was. The lanes it
/// covers then run on to its end plus ``MasonryOptions/itemSpacing``.
///
/// - Complexity: `add` is amortised O(*l*) for *l* lanes (O(*l* × *s*) for an item spanning *s*
///   lanes) and allocates nothing beyond the frame it writes.
public struct Masonry: Sendable {
  /// The container the lanes divide.
  public let container: Size
  /// The options, validated, with a `nil` direction resolved to left to right.
  public let options: MasonryOptions

  let geometry: MasonryGeometry
  var state: MasonryLaneState
  var storage: MasonryResult

  /// Creates an empty masonry.
  ///
  /// - Parameters:
  ///   - container: The container's size. Its extent across the lanes (the width of a vertical
  ///     masonry) is what ``MasonryLanes/count(_:)`` and ``MasonryLanes/adaptive(minimum:)``
  ///     lanes share; the extent along them may be `.infinity`.
  ///   - options: Lanes, spacing, insets, direction, axis and tolerance.
  /// - Throws: ``ReflowError`` naming a NaN or negative container extent, a bad option, lanes
  ///   that share an unbounded extent, a right-to-left masonry in an unbounded width, or lanes
  ///   and insets across them adding up past half the largest finite number (so that no
  ///   frame's edge rounds to infinity).
  public init(container: Size, options: MasonryOptions) throws(ReflowError) {
    let geometry = try MasonryGeometry(container: container, options: options)
    var options = options
    options.direction = geometry.direction
    self.container = container
    self.options = options
    self.geometry = geometry
    state = MasonryLaneState(laneCount: geometry.laneCount)
    storage = MasonryResult(geometry: geometry)
  }

  /// The number of lanes the options resolve to in the container.
  public var laneCount: Int { geometry.laneCount }

  /// The number of items added so far.
  public var count: Int { storage.frames.count }

  /// The layout so far, without copying it. Every frame is final.
  ///
  /// Read queries through it (`masonry.result.indices(intersecting: viewport)`) rather than
  /// keeping a copy: a copy held while more items are added makes the next `add` copy every
  /// frame.
  public var result: MasonryResult { storage }

  /// Reserves space for `additionalCount` more items, so adding them does not reallocate.
  public mutating func reserveCapacity(_ additionalCount: Int) {
    let additional = Swift.max(0, additionalCount)
    storage.frames.reserveCapacity(storage.frames.count + additional)
    storage.startLanes.reserveCapacity(storage.startLanes.count + additional)
  }

  /// Places the next item and returns its frame relative to the container's top-left corner.
  ///
  /// - Parameter item: The item; its length or aspect ratio, span and lane must be valid for
  ///   this masonry's lanes.
  /// - Returns: The item's frame, final.
  /// - Throws: ``ReflowError/invalidItemLength(index:length:)``,
  ///   ``ReflowError/invalidAspectRatio(index:aspectRatio:)``,
  ///   ``ReflowError/invalidSpan(index:span:laneCount:)``,
  ///   ``ReflowError/laneOutOfRange(index:lane:span:laneCount:)``, or
  ///   ``ReflowError/coordinateOverflow(index:)`` when the item would end past the largest
  ///   finite coordinate; the layout is then unchanged.
  /// - Complexity: Amortised O(*l*), for *l* lanes.
  @discardableResult
  public mutating func add(_ item: MasonryItem) throws(ReflowError) -> Rect {
    if let error = item.validationError(at: count, laneCount: laneCount) { throw error }
    guard let frame = place(item) else { throw .coordinateOverflow(index: count) }
    return frame
  }

  /// Places every item of `items` in order.
  ///
  /// Either every item is added or, when one is invalid or would overflow, none is.
  ///
  /// - Throws: The error ``add(_:)`` throws for the first bad item, naming it by the index it
  ///   would have had in the layout.
  /// - Complexity: O(*m* × *l*), for *m* items and *l* lanes.
  public mutating func add<Items: Collection<MasonryItem>>(contentsOf items: Items)
    throws(ReflowError)
  {
    // Arrays and slices take a loop over concrete memory: called from another module, a
    // generic loop is not specialised and costs several times as much per item.
    let contiguous = items.withContiguousStorageIfAvailable { addAll($0) }
    if let contiguous {
      if let contiguous { throw contiguous }
      return
    }
    if let error = Array(items).withUnsafeBufferPointer({ addAll($0) }) { throw error }
  }

  /// Places every item of `items`, or none: returns the error for the first bad one.
  private mutating func addAll(_ items: UnsafeBufferPointer<MasonryItem>) -> ReflowError? {
    let start = count
    let lanes = laneCount
    switch addOneLaneBatch(items) {
    case .placed: return nil
    case .overflow(let offset): return .coordinateOverflow(index: start + offset)
    case .mixed: break
    }
    reserveCapacity(items.count)
    // Most items cover one lane, and the rule spreads them evenly: room for a fair share and
    // then some saves most reallocations of the lanes' lists.
    let share = items.count / lanes + items.count / (4 * lanes) + 1
    for lane in 0..<lanes {
      storage.laneItems[lane].reserveCapacity(storage.laneItems[lane].count + share)
    }
    let saved = (state, storage.mainExtent, storage.laneEnds)
    for (offset, item) in items.enumerated() {
      // A Bool first: building an optional error per item costs more than placing it.
      if item.isValid(laneCount: lanes), place(item) != nil { continue }
      removeLast(count - start, restoring: saved)
      return item.validationError(at: start + offset, laneCount: lanes)
        ?? .coordinateOverflow(index: start + offset)
    }
    return nil
  }

  /// Places the next item in lane `lane` as though the rule had chosen it there (it moves the
  /// cursor as an auto-placed item does): a `.stable` masonry index's item that keeps its lane.
  /// Package access: model-based tests lay such an index out from scratch with it.
  ///
  /// - Throws: As ``add(_:)``, and ``ReflowError/laneOutOfRange(index:lane:span:laneCount:)``
  ///   for a lane where the item's span does not fit.
  @discardableResult
  package mutating func add(_ item: MasonryItem, keeping lane: Int) throws(ReflowError) -> Rect {
    if let error = item.validationError(at: count, laneCount: laneCount) { throw error }
    guard lane >= 0 && lane <= laneCount - item.span else {
      throw .laneOutOfRange(index: count, lane: lane, span: item.span, laneCount: laneCount)
    }
    guard let frame = place(item, keeping: lane) else { throw .coordinateOverflow(index: count) }
    return frame
  }

  /// Places the next valid item; `nil`, with nothing changed, when it would end past the
  /// largest finite coordinate.
  @inline(__always)
  mutating func place(_ item: MasonryItem, keeping kept: Int? = nil) -> Rect? {
    if item.span == 1 && item.lane == nil && kept == nil { return placeInOneLane(item.sizing) }
    return placeAnywhere(item, keeping: kept)
  }

  /// Places an auto-placed item of one lane: the common case, kept short.
  @inline(__always)
  private mutating func placeInOneLane(_ sizing: MasonryItem.Sizing) -> Rect? {
    let lane = state.chooseOneLane(tolerance: geometry.tolerance)
    let start = state.running[lane]
    let length = geometry.length(sizing, lane: lane, span: 1)
    let end = start + length
    guard end <= geometry.mainLimit else { return nil }
    state.running[lane] = end + geometry.itemSpacing
    state.cursor = lane + 1
    let frame = geometry.frame(lane: lane, span: 1, start: start, length: length)
    let index = Int32(truncatingIfNeeded: storage.frames.count)
    storage.frames.append(frame)
    storage.startLanes.append(Int32(truncatingIfNeeded: lane))
    if !storage.spans.isEmpty { storage.spans.append(1) }
    storage.laneItems[lane].append(index)
    storage.laneEnds[lane] = end
    if end > storage.mainExtent { storage.mainExtent = end }
    return frame
  }

  /// Places an item with a span, an explicit lane or a lane it keeps.
  private mutating func placeAnywhere(_ item: MasonryItem, keeping kept: Int?) -> Rect? {
    let span = item.span
    let lane: Int
    let start: Double
    if let explicit = item.lane ?? kept {
      lane = explicit
      start = state.start(lane: explicit, span: span)
    } else {
      (lane, start) = state.choose(span: span, tolerance: geometry.tolerance)
    }
    let length = geometry.length(item.sizing, lane: lane, span: span)
    let end = start + length
    guard end <= geometry.mainLimit else { return nil }
    state.occupy(
      lane: lane, span: span, end: end, spacing: geometry.itemSpacing, isAuto: item.lane == nil)
    let frame = geometry.frame(lane: lane, span: span, start: start, length: length)
    let index = Int32(truncatingIfNeeded: storage.frames.count)
    storage.frames.append(frame)
    storage.startLanes.append(Int32(truncatingIfNeeded: lane))
    if span != 1 || !storage.spans.isEmpty {
      if storage.spans.isEmpty {
        storage.spans = Array(repeating: 1, count: storage.frames.count - 1)
      }
      storage.spans.append(Int32(truncatingIfNeeded: span))
    }
    for covered in lane..<(lane + span) {
      storage.laneItems[covered].append(index)
      storage.laneEnds[covered] = end
    }
    if end > storage.mainExtent { storage.mainExtent = end }
    return frame
  }

  /// Takes the last `count` items off again, back to a state saved before they were added.
  private mutating func removeLast(
    _ count: Int, restoring saved: (MasonryLaneState, Double, [Double])
  ) {
    let kept = storage.frames.count - count
    storage.frames.removeLast(count)
    storage.startLanes.removeLast(count)
    if !storage.spans.isEmpty {
      storage.spans.removeLast(count)
      if !storage.spans.contains(where: { $0 != 1 }) { storage.spans = [] }
    }
    for lane in storage.laneItems.indices {
      while let last = storage.laneItems[lane].last, Int(last) >= kept {
        storage.laneItems[lane].removeLast()
      }
    }
    (state, storage.mainExtent, storage.laneEnds) = saved
  }

  /// Returns the layout so far. Frames are final when added, so this only hands the result
  /// over; it is here so that ``Masonry`` reads like ``Flow``.
  ///
  /// - Complexity: O(1).
  @discardableResult
  public mutating func finish() -> MasonryResult {
    storage
  }

  /// Lays out `items` in one go.
  ///
  /// ```swift
  /// let result = try Masonry.layout(
  ///   photos.map { MasonryItem(aspectRatio: $0.width / $0.height) },
  ///   in: Size(width: 390, height: .infinity),
  ///   options: MasonryOptions(lanes: .adaptive(minimum: 160), laneSpacing: 8, itemSpacing: 8))
  /// ```
  ///
  /// - Parameters:
  ///   - items: The items, in order.
  ///   - container: The container's size; see ``init(container:options:)``.
  ///   - options: Lanes, spacing, insets, direction, axis and tolerance.
  /// - Returns: The frames, lanes and content size.
  /// - Throws: ``ReflowError`` naming the first bad option or item.
  /// - Complexity: O(*n* × *l*), for *n* items and *l* lanes.
  public static func layout<Items: Collection<MasonryItem>>(
    _ items: Items, in container: Size, options: MasonryOptions
  ) throws(ReflowError) -> MasonryResult {
    var masonry = try Masonry(container: container, options: options)
    try masonry.add(contentsOf: items)
    return masonry.finish()
  }
}
