/// A masonry's lanes resolved against its container, and the arithmetic that turns a lane, a
/// span and a position along the lanes into a frame: shared by ``Masonry`` and
/// ``MasonryIndex``, so that both place the same items with the same numbers.
///
/// Positions along the lanes are logical: 0 is where the first item of a lane starts (the
/// main-start inset), growing in the direction items run.
struct MasonryGeometry: Sendable, Equatable {
  let axis: LayoutAxis
  let direction: WritingDirection
  let insets: Insets
  /// The container widened to its insets, as CSS never makes a box narrower than its padding.
  let box: Size
  /// Each lane's offset across the lanes from the lanes' leading edge.
  let laneOffsets: [Double]
  let laneLengths: [Double]
  let laneSpacing: Double
  let itemSpacing: Double
  let tolerance: Double
  /// The farthest an item may end along its lane: beyond, its frame or the content size would
  /// not be finite.
  let mainLimit: Double

  /// Resolves the lanes of `options` in `container`.
  ///
  /// - Throws: ``ReflowError`` for a NaN or negative container extent, a bad option, lanes that
  ///   share an unbounded extent, a right-to-left masonry in an unbounded width, or lanes and
  ///   insets that add up past half the largest finite coordinate.
  init(container: Size, options: MasonryOptions) throws(ReflowError) {
    if container.width.isNaN || container.width < 0 {
      throw .invalidContainerExtent(dimension: "width", value: container.width)
    }
    if container.height.isNaN || container.height < 0 {
      throw .invalidContainerExtent(dimension: "height", value: container.height)
    }
    let options = try options.validated()
    let direction = options.direction ?? .leftToRight
    if direction == .rightToLeft && !container.width.isFinite {
      throw .unboundedRightToLeftWidth(width: container.width)
    }
    let insets = options.insets
    guard insets.horizontal.isFinite && insets.vertical.isFinite else {
      throw .coordinateOverflow(index: nil)
    }
    let box = Size(
      width: Swift.max(container.width, insets.horizontal),
      height: Swift.max(container.height, insets.vertical))
    let vertical = options.axis == .vertical
    let available = vertical ? box.width - insets.horizontal : box.height - insets.vertical
    let gap = options.laneSpacing
    var lengths: [Double]
    switch options.lanes {
    case .fixed(let fixed):
      lengths = fixed
    case .count(let count):
      guard available.isFinite else { throw .unboundedLanes(dimension: vertical ? "width" : "height") }
      lengths = Self.shares(of: available, count: count, gap: gap)
    case .adaptive(let minimum):
      guard available.isFinite else { throw .unboundedLanes(dimension: vertical ? "width" : "height") }
      let maximum = MasonryOptions.maximumLaneCount
      let fitting = ((available + gap) / (minimum + gap)).rounded(.down)
      var count = fitting >= Double(maximum) ? maximum : Swift.max(1, Int(fitting))
      // The division rounds (27.5 / 1.1 is 24.999…): settle on the most lanes whose lengths
      // and gaps, multiplied out, fit (25 lanes of 0.1 with gaps of 1 fill 26.5 exactly),
      // within a billionth, so that rounding never decides (3 × 0.1 is 0.300…04).
      let limit = available.levelLimit
      func fits(_ lanes: Int) -> Bool {
        Double(lanes) * minimum + Double(lanes - 1) * gap <= limit
      }
      while count < maximum && fits(count + 1) { count += 1 }
      while count > 1 && !fits(count) { count -= 1 }
      // `minmax(minimum, 1fr)`: a lane is never narrower than its minimum, so a single lane
      // that does not fit overflows the container, as fixed lanes do.
      lengths = Self.shares(of: available, count: count, gap: gap).map { Swift.max(minimum, $0) }
    }
    var offsets: [Double] = []
    offsets.reserveCapacity(lengths.count)
    var offset = 0.0
    for length in lengths {
      offsets.append(offset)
      offset += length + gap
    }
    let crossInsets = vertical ? insets.horizontal : insets.vertical
    guard let last = offsets.last,
      last + lengths[lengths.count - 1] + crossInsets <= .largestLanesExtent
    else { throw .coordinateOverflow(index: nil) }
    self.axis = options.axis
    self.direction = direction
    self.insets = insets
    self.box = box
    self.laneOffsets = offsets
    self.laneLengths = lengths
    self.laneSpacing = gap
    self.itemSpacing = options.itemSpacing
    self.tolerance = options.tolerance
    self.mainLimit = Double.largestFiniteLength(adding: vertical ? insets.vertical : insets.horizontal)
  }

  /// `count` equal lanes sharing `available` less the gaps between them, none below 0.
  private static func shares(of available: Double, count: Int, gap: Double) -> [Double] {
    let share = Swift.max(0, (available - Double(count - 1) * gap) / Double(count))
    return Array(repeating: share, count: count)
  }

  var laneCount: Int { laneOffsets.count }

  /// The extent across the lanes of an item covering `span` lanes from `lane`: the lanes and
  /// the gaps between them, summed rather than read off the lanes' offsets, whose difference
  /// loses the narrow lanes next to a vast one (lanes 1e199 and 24.5 wide: 1e199 + 24.5 − 1e199
  /// is 0, and an item's aspect ratio would make it 0 long).
  @inline(__always)
  func crossSize(lane: Int, span: Int) -> Double {
    if span == 1 { return laneLengths[lane] }
    var sum = 0.0
    for covered in lane..<(lane + span) { sum += laneLengths[covered] }
    return sum + laneSpacing * Double(span - 1)
  }

  /// The length along the lanes of an item of `sizing` covering `span` lanes from `lane`.
  @inline(__always)
  func length(_ sizing: MasonryItem.Sizing, lane: Int, span: Int) -> Double {
    switch sizing {
    case .length(let length): length
    case .aspectRatio(let ratio):
      axis == .vertical
        ? crossSize(lane: lane, span: span) / ratio : crossSize(lane: lane, span: span) * ratio
    }
  }

  /// The frame of an item covering `span` lanes from `lane`, from `start` along them for
  /// `length`, in the container's coordinates.
  @inline(__always)
  func frame(lane: Int, span: Int, start: Double, length: Double) -> Rect {
    let across = laneOffsets[lane]
    let cross = crossSize(lane: lane, span: span)
    if axis == .vertical {
      let x =
        direction == .leftToRight
        ? insets.leading + across : box.width - insets.leading - across - cross
      return Rect(x: x, y: insets.top + start, width: cross, height: length)
    }
    let x =
      direction == .leftToRight
      ? insets.leading + start : box.width - insets.leading - start - length
    return Rect(x: x, y: insets.top + across, width: length, height: cross)
  }

  /// Where a frame of one lane, lane `lane`, starts across the lanes, in the container's
  /// coordinates: the `x` of ``frame(lane:span:start:length:)`` in a vertical masonry, its `y`
  /// in a horizontal one, computed the same way.
  func crossOrigin(lane: Int) -> Double {
    let across = laneOffsets[lane]
    guard axis == .vertical else { return insets.top + across }
    return direction == .leftToRight
      ? insets.leading + across : box.width - insets.leading - across - laneLengths[lane]
  }

  /// The far edge of the lanes across them, from the lanes' leading edge.
  var lanesExtent: Double { laneOffsets[laneCount - 1] + laneLengths[laneCount - 1] }

  /// The content's extent from the container's origin: along the lanes, to the farthest item
  /// end (`mainExtent`, 0 for none) plus the insets; across them, to the lanes' far edge plus
  /// the insets. Right to left, the far edge is the box's right edge.
  func contentSize(mainExtent: Double) -> Size {
    if axis == .vertical {
      let width =
        direction == .leftToRight ? insets.horizontal + lanesExtent : box.width
      return Size(width: width, height: insets.vertical + mainExtent)
    }
    let width = direction == .leftToRight ? insets.horizontal + mainExtent : box.width
    return Size(width: width, height: insets.vertical + lanesExtent)
  }

  /// Lane `lane`'s rectangle: across, the lane's extent; along, from the lanes' start to
  /// `end`.
  func laneRect(_ lane: Int, end: Double) -> Rect {
    frame(lane: lane, span: 1, start: 0, length: Swift.max(0, end))
  }

  /// The range of logical positions along the lanes `rect` covers, widened by a billionth for
  /// rounding: what a query searches before it tests frames.
  func logicalMainRange(of rect: Rect) -> (lower: Double, upper: Double) {
    let lower: Double
    let upper: Double
    switch (axis, direction) {
    case (.vertical, _): (lower, upper) = (rect.minY - insets.top, rect.maxY - insets.top)
    case (.horizontal, .leftToRight):
      (lower, upper) = (rect.minX - insets.leading, rect.maxX - insets.leading)
    case (.horizontal, .rightToLeft):
      let edge = box.width - insets.leading
      (lower, upper) = (edge - rect.maxX, edge - rect.minX)
    }
    let slack = 1e-9 * Swift.max(1, Swift.abs(lower), Swift.abs(upper))
    return (lower - slack, upper + slack)
  }

  /// Where `frame` starts along the lanes, logically.
  func logicalStart(of frame: Rect) -> Double {
    switch (axis, direction) {
    case (.vertical, _): frame.minY - insets.top
    case (.horizontal, .leftToRight): frame.minX - insets.leading
    case (.horizontal, .rightToLeft): box.width - insets.leading - frame.maxX
    }
  }

  /// Where `frame` ends along the lanes, logically.
  func logicalEnd(of frame: Rect) -> Double {
    logicalStart(of: frame) + (axis == .vertical ? frame.height : frame.width)
  }

  /// Whether lane `lane`, with the gap after it, meets `rect` across the lanes: the lanes whose
  /// items (a spanning item covers the gaps too) can meet `rect`.
  func laneBandMeets(_ lane: Int, _ rect: Rect) -> Bool {
    let band = laneLengths[lane] + (lane + 1 < laneCount ? laneSpacing : 0)
    let start = laneOffsets[lane]
    let lower: Double
    let upper: Double
    switch (axis, direction) {
    case (.horizontal, _): (lower, upper) = (insets.top + start, insets.top + start + band)
    case (.vertical, .leftToRight):
      (lower, upper) = (insets.leading + start, insets.leading + start + band)
    case (.vertical, .rightToLeft):
      let edge = box.width - insets.leading - start
      (lower, upper) = (edge - band, edge)
    }
    let (low, high) = axis == .vertical ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY)
    let slack = 1e-9 * Swift.max(1, Swift.abs(lower), Swift.abs(upper))
    // A zero-length lane still holds items a rect can meet through a span.
    return low < upper + slack && high > lower - slack
  }
}
