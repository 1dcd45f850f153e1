/// One directional focus search: the focused frame seen along the direction of the move, and
/// the growing rectangles that ask the geometry for candidates.
///
/// Coordinates are turned so that the move always goes towards larger *major* values: the gap
/// of a candidate is how far its near edge lies beyond the focused item's far edge.
@usableFromInline struct FocusSearch<ItemID: Hashable> {
  /// The focused item, never its own neighbour.
  @usableFromInline let origin: ItemID
  @usableFromInline let frame: Rect
  @usableFromInline let direction: FocusDirection
  @usableFromInline let bounds: Rect
  /// The farthest a candidate may lie, along and across the move.
  @usableFromInline let limit: Double

  @inlinable init(
    origin: ItemID, frame: Rect, direction: FocusDirection, bounds: Rect, limit: Double
  ) {
    self.origin = origin
    self.frame = frame
    self.direction = direction
    self.bounds = bounds.union(frame)
    self.limit = limit.isNaN ? .infinity : Swift.max(0, limit)
  }

  /// Whether the move runs along y.
  @inlinable var isVertical: Bool { direction == .up || direction == .down }

  /// Where `rect` begins along the move: its edge nearest the focused item, turned.
  @inlinable func near(_ rect: Rect) -> Double {
    switch direction {
    case .down: rect.minY
    case .up: -rect.maxY
    case .left: -rect.maxX
    default: rect.minX
    }
  }

  /// Where `rect` ends along the move, turned.
  @inlinable func far(_ rect: Rect) -> Double {
    switch direction {
    case .down: rect.maxY
    case .up: -rect.minY
    case .left: -rect.minX
    default: rect.maxX
    }
  }

  /// `rect`'s extent across the move.
  @inlinable func across(_ rect: Rect) -> ClosedRange<Double> {
    isVertical ? rect.minX...rect.maxX : rect.minY...rect.maxY
  }

  /// The focused item's far edge: gaps are measured from it.
  @inlinable var edge: Double { far(frame) }

  /// How far a candidate can lie beyond the focused item along the move: to the bounds' edge,
  /// at most `limit` (a huge finite number for unbounded cases, so the doubling search ends).
  @inlinable var reach: Double {
    let reach = Swift.min(far(bounds) - edge, limit)
    return reach.isFinite ? Swift.max(0, reach) : .greatestFiniteMagnitude
  }

  /// The rectangle covering gaps `0...depth` and `across` across the move, a hair deeper so
  /// that an item starting exactly `depth` away shares area with it.
  @inlinable func rectangle(depth: Double, across: ClosedRange<Double>) -> Rect {
    let depth = depth + 1e-6
    let width = across.upperBound - across.lowerBound
    switch direction {
    case .down:
      return Rect(x: across.lowerBound, y: frame.maxY, width: width, height: depth)
    case .up:
      return Rect(x: across.lowerBound, y: frame.minY - depth, width: width, height: depth)
    case .left:
      return Rect(x: frame.minX - depth, y: across.lowerBound, width: depth, height: width)
    default:
      return Rect(x: frame.maxX, y: across.lowerBound, width: depth, height: width)
    }
  }

  /// A candidate's measures against the focused item.
  @usableFromInline struct Measure {
    @usableFromInline var gap: Double
    @usableFromInline var overlap: Double
    @usableFromInline var centerDistance: Double

    @inlinable init(gap: Double, overlap: Double, centerDistance: Double) {
      self.gap = gap
      self.overlap = overlap
      self.centerDistance = centerDistance
    }

    @inlinable var score: Double { 13 * gap * gap + centerDistance * centerDistance }
  }

  @inlinable func measure(_ rect: Rect) -> Measure {
    let mine = across(frame)
    let theirs = across(rect)
    let overlap = Swift.min(mine.upperBound, theirs.upperBound)
      - Swift.max(mine.lowerBound, theirs.lowerBound)
    let center = (theirs.lowerBound + theirs.upperBound) / 2
    let myCenter = (mine.lowerBound + mine.upperBound) / 2
    return Measure(
      gap: near(rect) - edge, overlap: overlap, centerDistance: Swift.abs(center - myCenter))
  }

  /// Whether `rect` (of `id`) can receive focus from this item: wholly beyond it, with area.
  @inlinable func isCandidate(_ id: ItemID, _ rect: Rect) -> Bool {
    id != origin && !rect.isEmpty && near(rect) - edge >= -tolerance
  }

  /// Rounding slack for "wholly beyond".
  @inlinable var tolerance: Double { 1e-9 }

  /// Runs the search.
  @inlinable func run<Geometry: FocusGeometry>(in geometry: Geometry) -> ItemID?
  where Geometry.ItemID == ItemID {
    // Items have area and lie in the bounds: with no room beyond the focused item, none is a
    // candidate (the end of a grid's row or column).
    guard reach > tolerance else { return nil }
    let start = Swift.max(isVertical ? frame.height : frame.width, 1)
    // 1. The beam: the nearest item overlapping the focused one across the move.
    var beam = across(frame)
    if beam.upperBound - beam.lowerBound <= 0 {
      beam = (beam.lowerBound - 0.5)...(beam.upperBound + 0.5)
    }
    var depth = start
    var best: (id: ItemID, rect: Rect, measure: Measure)?
    while best == nil {
      geometry.forEachItem(intersecting: rectangle(depth: depth, across: beam)) { id, rect in
        guard isCandidate(id, rect) else { return }
        let measure = measure(rect)
        guard measure.overlap > 0 && measure.gap <= limit else { return }
        if let current = best, !Self.isBetter(measure, rect, than: current.measure, current.rect,
                                              nearestFirst: true) { return }
        best = (id, rect, measure)
      }
      if depth >= reach { break }
      depth = Swift.min(depth * 2, reach)
    }
    // 2. Unless something outside the beam lies entirely closer, the beam wins.
    if let best {
      let gap = best.measure.gap
      var closer = false
      if gap > 1e-5 {
        // Exactly `gap` deep: the rows before the beam's item, not its own.
        let band = rectangle(depth: gap - 1e-6, across: across(bounds))
        geometry.forEachItem(intersecting: band) { id, rect in
          if !closer && isCandidate(id, rect) && measure(rect).overlap <= 0
            && far(rect) - edge <= gap + tolerance
          {
            closer = true
          }
        }
      }
      if !closer { return best.id }
    }
    return nearest(in: geometry, start: start)
  }

  /// The candidate with the smallest weighted distance, in rectangles growing around the focused
  /// item until none outside could score lower.
  @inlinable func nearest<Geometry: FocusGeometry>(in geometry: Geometry, start: Double) -> ItemID?
  where Geometry.ItemID == ItemID {
    let mine = across(frame)
    let center = (mine.lowerBound + mine.upperBound) / 2
    let wide = across(bounds)
    var spread = Swift.min(Swift.max(center - wide.lowerBound, wide.upperBound - center, 0), limit)
    if !spread.isFinite { spread = .greatestFiniteMagnitude }
    var depth = start
    var width = Swift.max(start, mine.upperBound - mine.lowerBound)
    var best: (id: ItemID, rect: Rect, measure: Measure)?
    while true {
      let window = (center - width)...(center + width)
      geometry.forEachItem(intersecting: rectangle(depth: depth, across: window)) { id, rect in
        guard isCandidate(id, rect) else { return }
        let measure = measure(rect)
        guard measure.gap <= limit && measure.centerDistance <= limit else { return }
        if let current = best, !Self.isBetter(measure, rect, than: current.measure, current.rect,
                                              nearestFirst: false) { return }
        best = (id, rect, measure)
      }
      let coveredDepth = depth >= reach
      let coveredWidth = width >= spread
      // An item outside the window has a gap beyond `depth` or a centre beyond `width`.
      let bound = Swift.min(
        coveredDepth ? .infinity : 13 * depth * depth, coveredWidth ? .infinity : width * width)
      if let best, best.measure.score <= bound { return best.id }
      if coveredDepth && coveredWidth { return best?.id }
      depth = Swift.min(depth * 2, Swift.max(reach, start))
      width = Swift.min(width * 2, Swift.max(spread, start))
    }
  }

  /// Whether a candidate beats the best so far: in the beam, nearest first then closest
  /// centres; otherwise lowest score. Ties go to the top-left frame, so the answer does not
  /// depend on the order the geometry reports items in.
  @inlinable static func isBetter(
    _ measure: Measure, _ rect: Rect, than other: Measure, _ otherRect: Rect, nearestFirst: Bool
  ) -> Bool {
    let key = nearestFirst ? (measure.gap, measure.centerDistance)
      : (measure.score, measure.gap)
    let otherKey = nearestFirst ? (other.gap, other.centerDistance) : (other.score, other.gap)
    if key != otherKey { return key < otherKey }
    return (rect.minY, rect.minX) < (otherRect.minY, otherRect.minX)
  }
}
