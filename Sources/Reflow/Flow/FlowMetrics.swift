/// A ``Flow``'s constants, worked out once from its container and options: the length lines
/// fill, how logical coordinates map to the container's, and which per-line work applies.
///
/// Logical coordinates are those of a left-to-right horizontal flow: `main` runs along the
/// lines from the leading inset, `cross` across them from the first line's start.
struct FlowMetrics: Sendable {
  let isHorizontal: Bool
  let leftToRight: Bool
  /// The main-axis length lines may fill: the container's extent less the insets along it.
  let available: Double
  /// The farthest a line may end before the next item breaks to a new line: `available` plus
  /// the tolerance, never past the farthest a finite frame can reach; infinite without a line
  /// end (an item that does not fit such a line overflows rather than breaks).
  let breakLimit: Double
  /// The farthest a line may end and still fit: ``breakLimit``, or, without a line end, the
  /// farthest a finite frame can reach.
  let fitLimit: Double
  /// The cross-axis extent the lines share, less the insets across them.
  let crossAvailable: Double
  let itemSpacing: Double
  let lineSpacing: Double
  /// The insets along and across the lines, each pair summed.
  let mainInsets: Double
  let crossInsets: Double
  let leading: Double
  let top: Double
  /// Where a right-to-left frame's right edge is mirrored from: the widened box's width less
  /// the leading inset.
  let mirrorX: Double
  let boxWidth: Double
  let maxItemsPerLine: Int
  let lineLimit: Int
  let alignment: FlowAlignment
  /// The item alignment, with baselines (which vertical flows do not have) as top.
  let itemAlignment: FlowItemAlignment
  let lineAlignment: FlowLineAlignment
  let usesBaselines: Bool
  let stretches: Bool
  /// Whether lines need nothing per item beyond placing it: greedy breaking without limits,
  /// and items that keep their thickness.
  let hasPlainLines: Bool
  /// Whether closing a line moves none of its items: leading and top alignment.
  let keepsLinesAsPlaced: Bool
  let coefficients: FrameCoefficients
  let emptyContentSize: Size
  let lineGeometry: LineGeometry

  init(container: Size, options: FlowOptions) {
    // Without negative zero, as items come (see `FlowPlaceable`): a -0 extent, spacing or
    // inset is 0, so no sum below can keep a -0 that another path would lose.
    let container = container.flowSize
    var options = options
    options.itemSpacing += 0
    options.lineSpacing += 0
    let given = options.insets
    let insets = Insets(
      top: given.top + 0, leading: given.leading + 0, bottom: given.bottom + 0,
      trailing: given.trailing + 0)
    isHorizontal = options.axis == .horizontal
    leftToRight = options.direction != .rightToLeft
    mainInsets = isHorizontal ? insets.horizontal : insets.vertical
    crossInsets = isHorizontal ? insets.vertical : insets.horizontal
    available = Swift.max(0, container[options.axis] - mainInsets)
    // How much a line may overrun `available` and still count as fitting, for rounding.
    let fitTolerance = available.isFinite ? 1e-9 * Swift.max(1, available) : 0
    // Never past the farthest a finite frame can reach: near the largest finite width the
    // tolerance alone would overflow the limit to infinity, and every line would fit.
    let farthest = Double.largestFiniteLength(adding: mainInsets)
    breakLimit = available.isFinite ? Swift.min(available + fitTolerance, farthest) : .infinity
    fitLimit = Swift.min(breakLimit, farthest)
    crossAvailable = Swift.max(0, container[options.axis.crossAxis] - crossInsets)
    itemSpacing = options.itemSpacing
    lineSpacing = options.lineSpacing
    leading = insets.leading
    top = insets.top
    // CSS never makes a box narrower than its padding.
    boxWidth = Swift.max(container.width, insets.horizontal)
    mirrorX = boxWidth - insets.leading
    maxItemsPerLine = options.maxItemsPerLine ?? .max
    lineLimit = options.lineLimit ?? .max
    alignment = options.alignment
    itemAlignment =
      options.itemAlignment == .baseline && !isHorizontal ? .top : options.itemAlignment
    lineAlignment = options.lineAlignment
    usesBaselines = itemAlignment == .baseline
    stretches = itemAlignment == .stretch
    hasPlainLines =
      options.lineBreaking == .greedy && options.lineLimit == nil
      && options.maxItemsPerLine == nil && !usesBaselines && !stretches
    keepsLinesAsPlaced = alignment == .leading && itemAlignment == .top
    coefficients =
      leftToRight
      ? FrameCoefficients(base: insets.leading, sign: 1, extentFactor: 0, top: insets.top)
      : FrameCoefficients(base: mirrorX, sign: -1, extentFactor: -1, top: insets.top)
    emptyContentSize = Size(width: insets.horizontal, height: insets.vertical)
    var geometry = LineGeometry(axis: options.axis)
    geometry.lineSpacing = options.lineSpacing
    geometry.mainOrigin = isHorizontal ? (leftToRight ? insets.leading : mirrorX) : insets.top
    if isHorizontal {
      geometry.crossOrigin = insets.top
    } else if leftToRight {
      geometry.crossOrigin = insets.leading
    } else {
      geometry.crossOrigin = mirrorX
      geometry.stacksLeftwards = true
    }
    lineGeometry = geometry
  }

  /// Whether a line's items stay at its start across it, whatever their thickness.
  var keepsItemsAtLineStart: Bool { itemAlignment == .top }

  /// A frame in the container's coordinates from logical ones, mirrored for right-to-left.
  @inline(__always)
  func frame(main: Double, cross: Double, length: Double, thickness: Double) -> Rect {
    isHorizontal
      ? RowMapping.frame(
        main: main, cross: cross, length: length, thickness: thickness, coefficients)
      : ColumnMapping.frame(
        main: main, cross: cross, length: length, thickness: thickness, coefficients)
  }

  /// A frame's logical extent along the main axis.
  func logicalMain(of frame: Rect) -> (lower: Double, upper: Double) {
    if !isHorizontal { return (frame.minY - top, frame.maxY - top) }
    return leftToRight
      ? (frame.minX - leading, frame.maxX - leading) : (mirrorX - frame.maxX, mirrorX - frame.minX)
  }

  /// The far edge along the main axis of the line from `first` to `last` (frames in reading
  /// order), as ``extentValue(lower:upper:)``.
  ///
  /// Worked out from the frames, and only from them, so that a line's extent is the same number
  /// whether it was measured as the line closed or again after a rewind.
  @inline(__always)
  func lineExtent(first: Rect, last: Rect) -> Double {
    extentValue(lower: logicalMain(of: first).lower, upper: logicalMain(of: last).upper)
  }

  /// A line's far edge along the main axis as one number that grows with the content extent:
  /// its end, or in right-to-left rows (which grow leftwards from the right edge) minus its
  /// start.
  @inline(__always)
  func extentValue(lower: Double, upper: Double) -> Double {
    isHorizontal && !leftToRight ? -lower : upper
  }

  /// The content's extent along the main axis from the container's origin, plus the far
  /// inset, for the largest ``extentValue(lower:upper:)`` of any line.
  func mainContentExtent(_ extent: Double) -> Double {
    if !isHorizontal { return mainInsets + extent }
    return leftToRight ? mainInsets + extent : boxWidth + extent
  }

  /// The content's extent across the lines from the container's origin, plus the far inset,
  /// for lines spanning `lower...upper` logically.
  func crossContentExtent(lower: Double, upper: Double) -> Double {
    isHorizontal || leftToRight ? crossInsets + upper : boxWidth - lower
  }

  /// Where the next item on a line starts after items that end `end` along it: past the item
  /// spacing.
  ///
  /// Every path that places items sums a line this way, item by item in the same order: `add`,
  /// the batch loop, breaking and measuring lines, and (with ``nextStart(after:extra:)``)
  /// aligning them. So two paths never round a position differently, and a line whose free
  /// space is not shared keeps each item exactly where `add` put it.
  @inline(__always)
  func nextStart(after end: Double) -> Double { end + itemSpacing }

  /// Where the next item on an aligned line starts after items that end `end` along it: past
  /// the item spacing, then `extra`, the share of free space between neighbours. With `extra`
  /// 0 it is ``nextStart(after:)`` to the bit: no sum of the flow is ever -0, the one number
  /// that adding +0 changes.
  @inline(__always)
  func nextStart(after end: Double, extra: Double) -> Double { end + itemSpacing + extra }

  /// Whether greedy breaking starts a new line before an item of `length` (`forced`: one that
  /// breaks before itself) that follows `count` items measuring `lineLength` on the open line.
  /// A line breaks before a forced break, at the item limit (which `limitsItems: false` says
  /// is off), and where the item would end past `limit`: `available` plus the tolerance, or
  /// infinity where balanced breaking replays its breaks.
  @inline(__always)
  func breaks(
    before length: Double, forced: Bool, after count: Int, measuring lineLength: Double,
    limit: Double, limitsItems: Bool = true
  ) -> Bool {
    count > 0
      && (forced || (limitsItems && count >= maxItemsPerLine)
        || nextStart(after: lineLength) + length > limit)
  }

  /// The space before a line's first item and the extra space between its items, for
  /// `free` space left on a line of `count` items.
  func distribution(of free: Double, among count: Int) -> (lead: Double, extra: Double) {
    let count = Double(count)
    switch alignment {
    case .leading: return (0, 0)
    case .center: return (free / 2, 0)
    case .trailing: return (free, 0)
    case .spaceBetween: return (0, count > 1 ? free / (count - 1) : 0)
    case .spaceAround: return (free / count / 2, free / count)
    case .spaceEvenly: return (free / (count + 1), free / (count + 1))
    }
  }

  /// Where an item of `thickness` sits across its line from the line's start, and how thick it
  /// is there.
  @inline(__always)
  func crossPlacement(thickness: Double, baseline: Double, in line: FlowCursor)
    -> (offset: Double, thickness: Double)
  {
    switch itemAlignment {
    case .top: (0, thickness)
    case .center: ((line.thickness - thickness) / 2, thickness)
    case .bottom: (line.thickness - thickness, thickness)
    case .stretch: (0, Swift.max(line.thickness, thickness))
    case .baseline: (line.above - (baseline.isNaN ? thickness : baseline), thickness)
    }
  }
}
