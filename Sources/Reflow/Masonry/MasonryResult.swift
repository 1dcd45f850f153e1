/// The outcome of a masonry layout: every item's frame and lane, the lanes, and the content
/// size.
///
/// Frames are in input order, relative to the container's top-left corner.
///
/// ```swift
/// let result = try Masonry.layout(photos, in: Size(width: 390, height: .infinity),
///                                 options: MasonryOptions(lanes: .count(2), itemSpacing: 8))
/// result.frames[0]                      // the first photo's frame
/// result.lane(of: 3)                    // the lane the fourth photo starts in
/// result.indices(intersecting: viewport)
/// ```
public struct MasonryResult: Sendable {
  /// The axis items run along: `.vertical` when lanes are columns.
  public let axis: LayoutAxis
  /// The direction lanes start from.
  public let direction: WritingDirection
  /// Each item's frame, in input order.
  public internal(set) var frames: [Rect]
  /// The extent of the content from the container's origin, plus the insets at its far edges:
  /// along the lanes, to the farthest item's end; across them, to the lanes' far edge (the
  /// box's right edge, right to left). What a scroll view needs to show everything.
  public var contentSize: Size { geometry.contentSize(mainExtent: mainExtent) }
  /// Each lane's rectangle: across, the lane's extent; along, from the lanes' start to its last
  /// item's end (empty for a lane without items).
  ///
  /// - Complexity: O(*l*), for *l* lanes.
  public var lanes: [Rect] {
    laneEnds.indices.map { geometry.laneRect($0, end: laneEnds[$0]) }
  }

  /// Each item's first lane.
  var startLanes: [Int32]
  /// Each item's span; empty while every item spans one lane.
  var spans: [Int32]
  /// Per lane, the items that cover it, in order (and so in order along the lane).
  var laneItems: [[Int32]]
  /// Per lane, where its last item ends along the lanes, logically; 0 for an empty lane.
  var laneEnds: [Double]
  /// The farthest any item ends along the lanes, logically; 0 for none.
  var mainExtent = 0.0
  let geometry: MasonryGeometry

  /// An empty result for `geometry`.
  init(geometry: MasonryGeometry) {
    self.axis = geometry.axis
    self.direction = geometry.direction
    self.geometry = geometry
    frames = []
    laneEnds = Array(repeating: 0, count: geometry.laneCount)
    startLanes = []
    spans = []
    laneItems = Array(repeating: [], count: geometry.laneCount)
  }

  /// The number of lanes.
  public var laneCount: Int { laneItems.count }

  /// The first lane of the item at `index`, or `nil` when there is no such item.
  ///
  /// - Complexity: O(1).
  public func lane(of index: Int) -> Int? {
    guard index >= 0 && index < frames.count else { return nil }
    return Int(startLanes[index])
  }

  /// The number of lanes the item at `index` covers, or `nil` when there is no such item.
  ///
  /// - Complexity: O(1).
  public func span(of index: Int) -> Int? {
    guard index >= 0 && index < frames.count else { return nil }
    return spans.isEmpty ? 1 : Int(spans[index])
  }

  /// The indices of the items that cover lane `lane`, in order: top to bottom in a vertical
  /// masonry. Empty for a lane out of range.
  ///
  /// - Complexity: O(*k*), for the *k* items returned.
  public func indices(inLane lane: Int) -> [Int] {
    guard lane >= 0 && lane < laneItems.count else { return [] }
    return laneItems[lane].map(Int.init)
  }

  /// The indices of the items whose frames intersect `rect`, in ascending order.
  ///
  /// An item intersects when it shares area with `rect` (``Rect/intersects(_:)``), so touching
  /// edges and empty frames do not count: the answer equals filtering every frame, only faster.
  ///
  /// - Complexity: O(*l* log *n* + *k* log *k*), for *l* lanes `rect` meets and *k* indices
  ///   returned: each lane's items run along it in order, so a binary search finds the first.
  public func indices(intersecting rect: Rect) -> [Int] {
    guard !rect.isEmpty, !frames.isEmpty else { return [] }
    let (lower, upper) = geometry.logicalMainRange(of: rect)
    var found: [Int] = []
    for lane in 0..<laneCount where geometry.laneBandMeets(lane, rect) {
      let items = laneItems[lane]
      var position = partitioningIndex(in: 0..<items.count) {
        logicalEnd(Int(items[$0])) > lower
      }
      while position < items.count {
        let index = Int(items[position])
        if logicalStart(index) >= upper { break }
        if frames[index].intersects(rect) { found.append(index) }
        position += 1
      }
    }
    found.sort()
    return spans.isEmpty ? found : uniqued(found)
  }

  private func logicalStart(_ index: Int) -> Double { geometry.logicalStart(of: frames[index]) }
  private func logicalEnd(_ index: Int) -> Double { geometry.logicalEnd(of: frames[index]) }
}

/// `sorted` without repeated elements.
func uniqued(_ sorted: [Int]) -> [Int] {
  var result: [Int] = []
  result.reserveCapacity(sorted.count)
  for value in sorted where result.last != value { result.append(value) }
  return result
}

extension MasonryResult: Equatable {
  /// Whether two results have the same frames, lanes of items, lane rectangles and content
  /// size.
  public static func == (lhs: MasonryResult, rhs: MasonryResult) -> Bool {
    lhs.axis == rhs.axis && lhs.direction == rhs.direction && lhs.frames == rhs.frames
      && lhs.contentSize == rhs.contentSize && lhs.lanes == rhs.lanes
      && lhs.startLanes == rhs.startLanes
      && (lhs.spans.isEmpty ? Array(repeating: 1, count: lhs.frames.count) : lhs.spans)
        == (rhs.spans.isEmpty ? Array(repeating: 1, count: rhs.frames.count) : rhs.spans)
  }
}
