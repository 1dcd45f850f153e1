/// A deliberately simple flow layout, written apart from `Flow` to serve as a
/// differential oracle: where the two disagree, one of them is wrong.
///
/// It follows the rules in the plainest way, in passes, and makes no attempt to be fast:
/// 1. break lines: greedily (an item joins the line when the line is empty, or when it has no
///    forced break, the line has room for another item and the item fits the rest of it exactly
///    or with room to spare, or overflows it by at most a billionth of the line's length:
///    rounding, which `Flow` forgives too), or, balanced, by trying every line from every item (a quadratic
///    dynamic programme);
/// 2. keep the first `lineLimit` lines, and make room for the overflow indicator by taking items
///    off the last one until it fits;
/// 3. place each line in flow coordinates: its free space goes first to the items that grow,
///    then where the alignment says (to the leading edge when the line overflows); its items sit
///    across it as the item alignment says; lines stack from the cross-start inset,
///    `lineSpacing` apart, and then share the free space across them as the line alignment says;
/// 4. transpose vertical flows and mirror right-to-left ones within the container, widened to
///    its insets.
///
/// An infinite main extent never wraps and leaves no free space to share, so every alignment
/// packs such a line at the leading edge and nothing grows.
///
/// ```swift
/// let expected = try ReferenceFlow.layout(sizes, in: container, options: options)
/// let actual = FlowOutput(try Flow.layout(sizes, in: container, options: options))
/// #expect(FlowInvariants.agreement(actual, expected).isEmpty)
/// ```
public enum ReferenceFlow {
  /// Lays out `sizes` in a container.
  ///
  /// - Parameters:
  ///   - sizes: The items' sizes, in order.
  ///   - container: The container's size.
  ///   - options: Spacing, insets, alignment, direction, axis, line breaking and limits.
  /// - Returns: Frames, lines and content size.
  /// - Throws: `ReflowError` for a NaN or negative container extent, a bad spacing, inset or
  ///   limit, a right-to-left layout without a finite width, or a bad item size.
  /// - Complexity: O(*n*) for *n* items with greedy breaking, O(*n*²) balanced; the kit does
  ///   not need it to be fast.
  public static func layout(
    _ sizes: [Size], in container: Size, options: FlowOptions = FlowOptions()
  ) throws(ReflowError) -> FlowOutput {
    try layout(sizes.map { FlowItem($0) }, in: container, options: options)
  }

  /// Lays out `items` in a container, with an optional overflow indicator.
  ///
  /// - Parameters:
  ///   - items: The items, in order.
  ///   - container: The container's size.
  ///   - options: Spacing, insets, alignment, direction, axis, line breaking and limits.
  ///   - overflowIndicator: The "+N more" item for a hidden count, shown when a line limit
  ///     hides items.
  /// - Returns: Frames, lines, content size, hidden count and the indicator's frame.
  /// - Throws: `ReflowError` as `Flow` throws it for the same input.
  public static func layout(
    _ items: [FlowItem], in container: Size, options: FlowOptions = FlowOptions(),
    overflowIndicator: ((Int) -> FlowItem)? = nil
  ) throws(ReflowError) -> FlowOutput {
    try validate(items, container: container, options: options)
    let flow = FlowFrame(container: container, options: options)
    let lengths = items.map { flow.mainLength($0.size) }
    var lineRanges =
      options.lineBreaking == .balanced
      ? balancedLines(items, lengths, flow: flow, options: options)
      : greedyLines(items, lengths, flow: flow, options: options)
    let visibleLines = min(lineRanges.count, options.lineLimit ?? .max)
    var hidden = items.count - (lineRanges.prefix(visibleLines).last?.upperBound ?? 0)
    lineRanges = Array(lineRanges.prefix(visibleLines))
    var indicator: FlowItem?
    if hidden > 0, let overflowIndicator, var last = lineRanges.popLast() {
      var candidate = sanitized(overflowIndicator(hidden))
      func fits(_ range: Range<Int>) -> Bool {
        range.count < (options.maxItemsPerLine ?? .max)
          && used(lengths[range] + [flow.mainLength(candidate.size)], options.itemSpacing)
            <= flow.fitLimit
      }
      while !last.isEmpty && !fits(last) {
        last = last.lowerBound..<(last.upperBound - 1)
        hidden += 1
        candidate = sanitized(overflowIndicator(hidden))
      }
      lineRanges.append(last)
      indicator = candidate
    }
    return place(
      items, lines: lineRanges, indicator: indicator, hidden: hidden, flow: flow,
      options: options)
  }

  /// Greedy line breaking over main-axis lengths, with forced breaks and the item limit.
  private static func greedyLines(
    _ items: [FlowItem], _ lengths: [Double], flow: FlowFrame, options: FlowOptions
  ) -> [Range<Int>] {
    var lines: [Range<Int>] = []
    var start = 0
    for index in items.indices where index > start {
      let full = index - start >= (options.maxItemsPerLine ?? .max)
      let fits = used(lengths[start...index], options.itemSpacing) <= flow.fitLimit
      if items[index].breakBefore || full || !fits {
        lines.append(start..<index)
        start = index
      }
    }
    if start < items.count { lines.append(start..<items.count) }
    return lines
  }

  /// Balanced line breaking by dynamic programming over every line `[i, j)`: the least sum of
  /// squared free space from each item to the end, ties to the longest first line.
  private static func balancedLines(
    _ items: [FlowItem], _ lengths: [Double], flow: FlowFrame, options: FlowOptions
  ) -> [Range<Int>] {
    let count = items.count
    guard flow.available.isFinite else {
      return greedyLines(items, lengths, flow: flow, options: options)
    }
    var best = [Double](repeating: .infinity, count: count + 1)
    var next = [Int](repeating: count, count: count + 1)
    best[count] = 0
    for start in stride(from: count - 1, through: 0, by: -1) {
      for end in (start + 1)...count {
        if end - 1 > start && items[end - 1].breakBefore { break }
        let length = used(lengths[start..<end], options.itemSpacing)
        let single = end - start == 1
        if !single && (end - start > (options.maxItemsPerLine ?? .max) || length > flow.fitLimit)
        {
          break
        }
        let slack = flow.available - length
        let cost = best[end] + (single && slack < 0 ? 0 : slack * slack)
        if cost <= best[start] {
          best[start] = cost
          next[start] = end
        }
      }
    }
    var lines: [Range<Int>] = []
    var start = 0
    while start < count {
      lines.append(start..<next[start])
      start = next[start]
    }
    return lines
  }

  /// Places the lines and turns them into an output.
  private static func place(
    _ items: [FlowItem], lines: [Range<Int>], indicator: FlowItem?, hidden: Int,
    flow: FlowFrame, options: FlowOptions
  ) -> FlowOutput {
    // Each line's members: its items' indices, and -1 for the indicator on the last line.
    let members = lines.enumerated().map { number, range in
      Array(range) + (number == lines.count - 1 && indicator != nil ? [-1] : [])
    }
    let item = { (index: Int) -> FlowItem in
      index < 0 ? indicator ?? FlowItem(.zero) : items[index]
    }
    let baselines = options.itemAlignment == .baseline && options.axis == .horizontal
    // Across each line: its thickness, and the largest part of an item above its baseline.
    let thicknesses = members.map { line -> (thickness: Double, above: Double) in
      let sizes = line.map { item($0) }
      if baselines {
        let above = sizes.map { $0.baseline ?? $0.size.height }.max() ?? 0
        let below = sizes.map { $0.size.height - ($0.baseline ?? $0.size.height) }.max() ?? 0
        return (above + below, above)
      }
      return (sizes.map { flow.crossLength($0.size) }.max() ?? 0, 0)
    }
    let (lead, gap, growth) = lineDistribution(
      thicknesses.map(\.thickness), flow: flow, options: options)

    var frames = [Rect](repeating: .zero, count: lines.last?.upperBound ?? 0)
    var indicatorFrame: Rect?
    var outputLines: [FlowLine] = []
    var crossOffset = flow.crossStartInset + lead
    for (number, line) in members.enumerated() {
      let thickness = thicknesses[number].thickness + growth
      let lengths = line.map { flow.mainLength(item($0).size) }
      let free = flow.available.isFinite ? flow.available - used(lengths, options.itemSpacing) : 0
      let growSum = line.map { item($0).grow }.reduce(0, +)
      let grown = zip(line, lengths).map { index, length in
        free > 0 && growSum > 0 ? length + free * item(index).grow / max(1, growSum) : length
      }
      let flowOptions = options
      let remaining = free - (grown.reduce(0, +) - lengths.reduce(0, +))
      let (lineLead, itemGap) = distribute(
        count: line.count, free: remaining, spacing: options.itemSpacing, flowOptions)
      var mainOffset = flow.mainStartInset + lineLead
      var logicalFrames: [Rect] = []
      for (position, index) in line.enumerated() {
        let member = item(index)
        var cross = flow.crossLength(member.size)
        var offset: Double
        switch options.itemAlignment {
        case .top: offset = 0
        case .center: offset = (thickness - cross) / 2
        case .bottom: offset = thickness - cross
        case .stretch:
          offset = 0
          cross = thickness
        case .baseline:
          offset = baselines
            ? thicknesses[number].above - (member.baseline ?? member.size.height) : 0
        }
        // Where the line shares out free space, no item ends past it, even when adding up the
        // shares rounds one there.
        let start = free > 0
          ? min(mainOffset, flow.mainStartInset + flow.available - grown[position]) : mainOffset
        let logical = Rect(
          x: start, y: crossOffset + offset, width: grown[position], height: cross)
        logicalFrames.append(logical)
        if index < 0 { indicatorFrame = flow.physical(logical) } else {
          frames[index] = flow.physical(logical)
        }
        mainOffset += grown[position] + itemGap
      }
      // The line's length from its first item's start to its last item's end, measured without
      // the last item's right edge, which rounds up to infinity when it ends at the largest
      // finite coordinate.
      let start = logicalFrames.first?.minX ?? flow.mainStartInset
      let length = logicalFrames.last.map { $0.minX - start + $0.width } ?? 0
      outputLines.append(FlowLine(
        range: lines[number],
        rect: flow.physical(Rect(x: start, y: crossOffset, width: length, height: thickness))))
      crossOffset += thickness + options.lineSpacing + gap
    }
    return FlowOutput(
      frames: frames, lines: outputLines,
      contentSize: contentSize(outputLines, flow: flow, options: options),
      hiddenCount: hidden, overflowIndicatorFrame: indicatorFrame)
  }

  /// Where the line alignment puts the lines: the space before the first, the extra space
  /// between neighbours, and how much thicker each line grows.
  private static func lineDistribution(
    _ thicknesses: [Double], flow: FlowFrame, options: FlowOptions
  ) -> (lead: Double, gap: Double, growth: Double) {
    let count = Double(thicknesses.count)
    let used = thicknesses.reduce(0, +) + options.lineSpacing * max(0, count - 1)
    let free = flow.crossAvailable - used
    guard free.isFinite, free > 0, count > 0 else { return (0, 0, 0) }
    switch options.lineAlignment {
    case .top: return (0, 0, 0)
    case .center: return (free / 2, 0, 0)
    case .bottom: return (free, 0, 0)
    case .spaceBetween: return (0, count > 1 ? free / (count - 1) : 0, 0)
    case .spaceAround: return (free / count / 2, free / count, 0)
    case .spaceEvenly: return (free / (count + 1), free / (count + 1), 0)
    case .stretch: return (0, 0, free / count)
    }
  }

  /// The extent of the lines from the container's origin plus the inset on each far side, or
  /// the insets alone without lines.
  private static func contentSize(_ lines: [FlowLine], flow: FlowFrame, options: FlowOptions)
    -> Size
  {
    let insets = options.insets
    guard !lines.isEmpty else { return Size(width: insets.horizontal, height: insets.vertical) }
    let right = options.direction == .rightToLeft ? insets.leading : insets.trailing
    return Size(
      width: (lines.map(\.rect.maxX).max() ?? 0) + right,
      height: (lines.map(\.rect.maxY).max() ?? 0) + insets.bottom)
  }

  /// The length `lengths` need with `spacing` between neighbours.
  private static func used<Lengths: Collection<Double>>(_ lengths: Lengths, _ spacing: Double)
    -> Double
  {
    lengths.reduce(0, +) + spacing * Double(max(0, lengths.count - 1))
  }

  /// The offset of a line's first item from the main-start inset, and the gap between items,
  /// for `free` space left on a line of `count` items.
  static func distribute(count: Int, free: Double, spacing: Double, _ options: FlowOptions)
    -> (lead: Double, gap: Double)
  {
    let count = Double(count)
    // A line that overflows starts at the leading edge whatever the alignment (CSS `safe`).
    guard free > 0, free.isFinite else { return (0, spacing) }
    switch options.alignment {
    case .leading: return (0, spacing)
    case .center: return (free / 2, spacing)
    case .trailing: return (free, spacing)
    case .spaceBetween:
      return count > 1 ? (0, spacing + free / (count - 1)) : (0, spacing)
    case .spaceAround: return (free / count / 2, spacing + free / count)
    case .spaceEvenly: return (free / (count + 1), spacing + free / (count + 1))
    }
  }

  /// The indicator with anything invalid as 0, as `Flow` documents.
  static func sanitized(_ item: FlowItem) -> FlowItem {
    let valid = { (value: Double) in value.isFinite && value >= 0 ? value : 0 }
    let size = Size(width: valid(item.size.width), height: valid(item.size.height))
    let baseline = item.baseline.flatMap { $0 >= 0 && $0 <= size.height ? $0 : nil }
    return FlowItem(size, grow: valid(item.grow), baseline: baseline)
  }

  private static func validate(
    _ items: [FlowItem], container: Size, options: FlowOptions
  ) throws(ReflowError) {
    for (dimension, value) in [("width", container.width), ("height", container.height)]
    where value.isNaN || value < 0 {
      throw .invalidContainerExtent(dimension: dimension, value: value)
    }
    _ = try options.validated()
    if options.direction == .rightToLeft && !container.width.isFinite {
      throw .unboundedRightToLeftWidth(width: container.width)
    }
    guard options.insets.horizontal.isFinite && options.insets.vertical.isFinite else {
      throw .coordinateOverflow(index: nil)
    }
    for (index, item) in items.enumerated() {
      guard item.size.isValidLayoutSize else {
        throw .invalidItemSize(index: index, size: item.size)
      }
      guard item.grow.isFinite && item.grow >= 0 else {
        throw .invalidGrow(index: index, grow: item.grow)
      }
      if let baseline = item.baseline, !(baseline >= 0 && baseline <= item.size.height) {
        throw .invalidBaseline(index: index, baseline: baseline, height: item.size.height)
      }
    }
  }
}
