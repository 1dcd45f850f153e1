import Reflow

/// A deliberately simple masonry, written apart from `Masonry` to serve as a differential
/// oracle: where the two disagree, one of them is wrong.
///
/// It simulates the rule in the plainest way, keeping nothing but the list of items placed so
/// far, and makes no attempt to be fast (O(*n*²)):
/// 1. lay the lanes out across the container: equal shares of the extent less the gaps, fixed
///    lengths, or as many of the minimum as fit;
/// 2. for each item, read every lane's running position off the items already placed (the end
///    of the last item covering it, plus the item spacing), try the start lanes in turn from
///    the cursor round to the lane before it, and take the first whose position (the largest
///    among the lanes it covers) is within the tolerance of the lowest; an explicit lane, or a
///    lane kept from an earlier layout, is taken as it is;
/// 3. place every item in left-to-right coordinates, then mirror the frames for right to left.
///
/// Positions within a billionth of the threshold count as within it, as in `Masonry`, so that
/// rounding in one of the two never decides a lane.
///
/// ```swift
/// let expected = try ReferenceMasonry.layout(items, in: container, options: options)
/// let actual = MasonryOutput(try Masonry.layout(items, in: container, options: options))
/// #expect(MasonryInvariants.agreement(actual, expected, for: masonryCase).isEmpty)
/// ```
public enum ReferenceMasonry {
  /// Lays out `items` in a container.
  ///
  /// - Parameters:
  ///   - items: The items, in order.
  ///   - container: The container's size.
  ///   - options: Lanes, spacing, insets, direction, axis and tolerance.
  ///   - keptLanes: Per item, a lane it keeps whatever the running positions (as `.stable`
  ///     placement keeps an item's first lane) while still moving the cursor as an auto-placed
  ///     item does; `nil` (or a shorter array) for items placed by the rule.
  /// - Returns: Frames, lanes, spans and content size.
  /// - Throws: `ReflowError` as `Masonry` throws it for the same input.
  /// - Complexity: O(*n*² × *l*), for *n* items and *l* lanes.
  public static func layout(
    _ items: [MasonryItem], in container: Size, options: MasonryOptions,
    keptLanes: [Int?] = []
  ) throws(ReflowError) -> MasonryOutput {
    let lanes = try Lanes(container: container, options: options)
    var placed: [(lane: Int, span: Int, start: Double, end: Double, isAuto: Bool)] = []
    let limit = Double.largestFiniteLength(
      adding: options.axis == .vertical ? options.insets.vertical : options.insets.horizontal)
    for (index, item) in items.enumerated() {
      if let error = check(item, at: index, laneCount: lanes.count) { throw error }
      let span = item.span
      // Each lane's running position, read off the items placed so far.
      var running = Array(repeating: 0.0, count: lanes.count)
      for earlier in placed {
        for lane in earlier.lane..<(earlier.lane + earlier.span) {
          running[lane] = earlier.end + options.itemSpacing
        }
      }
      let position = { (lane: Int) in running[lane..<(lane + span)].max() ?? 0 }
      var lane: Int
      let kept = index < keptLanes.count ? keptLanes[index] : nil
      if let explicit = item.lane ?? kept {
        lane = explicit
      } else {
        let cursor = placed.last(where: \.isAuto).map { $0.lane + $0.span } ?? 0
        let starts = lanes.count - span + 1
        let lowest = (0..<starts).map(position).min() ?? 0
        let threshold = lowest + options.tolerance
        let within = threshold + 1e-9 * max(1, abs(threshold))
        lane = 0
        for step in 0..<starts {
          let candidate = (cursor + step) % starts
          if position(candidate) <= within {
            lane = candidate
            break
          }
        }
        if cursor >= starts {
          lane = (0..<starts).first { position($0) <= within } ?? 0
        }
      }
      let start = position(lane)
      let cross = lanes.extent(from: lane, span: span)
      let length: Double =
        switch item.sizing {
        case .length(let length): length
        case .aspectRatio(let ratio): options.axis == .vertical ? cross / ratio : cross * ratio
        }
      guard start + length <= limit else { throw .coordinateOverflow(index: index) }
      placed.append((lane, span, start, start + length, item.lane == nil))
    }
    var frames: [Rect] = []
    let insets = options.insets
    for item in placed {
      let across = lanes.offset(item.lane)
      let cross = lanes.extent(from: item.lane, span: item.span)
      let length = item.end - item.start
      var frame =
        options.axis == .vertical
        ? Rect(x: insets.leading + across, y: insets.top + item.start, width: cross, height: length)
        : Rect(x: insets.leading + item.start, y: insets.top + across, width: length, height: cross)
      if lanes.isRightToLeft {
        frame.origin.x = lanes.box.width - frame.maxX
      }
      frames.append(frame)
    }
    let farthest = placed.map(\.end).max() ?? 0
    let lanesEnd = lanes.offset(lanes.count - 1) + lanes.lengths[lanes.count - 1]
    var contentSize =
      options.axis == .vertical
      ? Size(width: insets.horizontal + lanesEnd, height: insets.vertical + farthest)
      : Size(width: insets.horizontal + farthest, height: insets.vertical + lanesEnd)
    if lanes.isRightToLeft { contentSize.width = lanes.box.width }
    return MasonryOutput(
      frames: frames, lanes: placed.map(\.lane), spans: placed.map(\.span),
      contentSize: contentSize)
  }

  /// The error `Masonry` throws for `item` at `index`, or `nil`.
  private static func check(_ item: MasonryItem, at index: Int, laneCount: Int) -> ReflowError? {
    switch item.sizing {
    case .length(let length) where !(length.isFinite && length >= 0):
      return .invalidItemLength(index: index, length: length)
    case .aspectRatio(let ratio) where !(ratio.isFinite && ratio > 0):
      return .invalidAspectRatio(index: index, aspectRatio: ratio)
    default: break
    }
    guard (1...laneCount).contains(item.span) else {
      return .invalidSpan(index: index, span: item.span, laneCount: laneCount)
    }
    if let lane = item.lane, !(0...(laneCount - item.span)).contains(lane) {
      return .laneOutOfRange(index: index, lane: lane, span: item.span, laneCount: laneCount)
    }
    return nil
  }

  /// The lanes across the container.
  struct Lanes {
    var lengths: [Double]
    var gap: Double
    var box: Size
    var isRightToLeft: Bool

    init(container: Size, options: MasonryOptions) throws(ReflowError) {
      for (name, value) in [("width", container.width), ("height", container.height)]
      where value.isNaN || value < 0 {
        throw .invalidContainerExtent(dimension: name, value: value)
      }
      let options = try options.validated()
      isRightToLeft = options.direction == .rightToLeft
      if isRightToLeft && container.width == .infinity {
        throw .unboundedRightToLeftWidth(width: container.width)
      }
      let insets = options.insets
      let (across, along) = (insets.leading + insets.trailing, insets.top + insets.bottom)
      guard across.isFinite && along.isFinite else { throw .coordinateOverflow(index: nil) }
      box = Size(width: max(container.width, across), height: max(container.height, along))
      let vertical = options.axis == .vertical
      // The box less the same sums: insets longer than the container leave exactly nothing
      // (subtracting each inset in turn can leave the rounding of their sum, which at 1e107
      // is a lane of 1e91 points).
      let available = vertical ? box.width - across : box.height - along
      gap = options.laneSpacing
      let shared: (Int) -> [Double] = { [gap] count in
        let share = (available - gap * Double(count - 1)) / Double(count)
        return Array(repeating: max(0, share), count: count)
      }
      switch options.lanes {
      case .fixed(let fixed): lengths = fixed
      case .count(let count):
        guard available.isFinite else { throw .unboundedLanes(dimension: vertical ? "width" : "height") }
        lengths = shared(count)
      case .adaptive(let minimum):
        guard available.isFinite else { throw .unboundedLanes(dimension: vertical ? "width" : "height") }
        // Within a billionth, as rounding must not decide: 3 lanes of 0.1 fill 0.3.
        let room = available + 1e-9 * max(1, available)
        var count = 1
        while count < MasonryOptions.maximumLaneCount
          && Double(count + 1) * minimum + Double(count) * gap <= room
        {
          count += 1
        }
        // One lane when none fit, and then it is `minimum` long, past the container's edge.
        lengths = shared(count).map { max($0, minimum) }
      }
      let end = lengths.reduce(0, +) + gap * Double(lengths.count - 1)
      guard end + (vertical ? insets.leading + insets.trailing : insets.top + insets.bottom)
        <= .largestLanesExtent
      else { throw .coordinateOverflow(index: nil) }
    }

    var count: Int { lengths.count }

    /// Lane `lane`'s offset from the lanes' leading edge.
    func offset(_ lane: Int) -> Double {
      lengths[0..<lane].reduce(0, +) + gap * Double(lane)
    }

    /// The extent of `span` lanes from `lane`, with the gaps between them.
    func extent(from lane: Int, span: Int) -> Double {
      lengths[lane..<(lane + span)].reduce(0, +) + gap * Double(span - 1)
    }
  }
}
