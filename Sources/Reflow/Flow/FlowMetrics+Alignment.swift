/// The grow factors and baselines of the items the line alignment places.
protocol NaturalValues {
  /// Whether any item may grow.
  var hasGrows: Bool { get }
  func grow(at index: Int) -> Double
  /// Item `index`'s declared baseline, NaN for none; only asked with baseline alignment.
  func baseline(at index: Int) -> Double
}

/// The values a ``Flow`` keeps for every item while the feature is in use: the alignment asks
/// for grow factors only when `hasGrows`, and for baselines only when it aligns baselines.
struct KeptNaturalValues: NaturalValues {
  let hasGrows: Bool
  let grows: [Double]
  let baselines: [Double]

  func grow(at index: Int) -> Double { grows[index] }
  func baseline(at index: Int) -> Double { baselines[index] }
}

extension FlowMetrics {
  /// How a line of `count` items shares its free space: the space before its first item, the
  /// extra space between neighbours, how much each unit of grow factor adds to an item, and
  /// where the line ends when it shares out space (infinity when it does not), for
  /// ``start(_:length:end:)``.
  @inline(__always)
  func shares(of line: FlowCursor, count: Int)
    -> (lead: Double, extra: Double, unit: Double, end: Double)
  {
    let free = available - line.length
    var lead = 0.0
    var extra = 0.0
    var unit = 0.0
    // A negative free space only happens to a lone item longer than the line: it starts at the
    // leading edge (CSS safe alignment). Infinite free space has no centre, and nothing grows
    // into it: leading too.
    if free > 0 && free.isFinite {
      var remaining = free
      if line.grow > 0 {
        unit = free / Swift.max(1, line.grow)
        remaining = line.grow >= 1 ? 0 : free - unit * line.grow
      }
      if remaining > 0 {
        (lead, extra) = distribution(of: remaining, among: count)
      }
    }
    let shares = lead > 0 || extra > 0 || unit > 0
    return (lead, extra, unit, shares ? available : .infinity)
  }

  /// Where an item `length` long starts: at `main`, but never past the line's `end` less its
  /// length. Summing a line's shares of free space can round an item past the end, and near
  /// the largest finite coordinate past it to infinity; the exact sum never does.
  @inline(__always)
  static func start(_ main: Double, length: Double, end: Double) -> Double {
    Swift.min(main, end - length)
  }

  /// Grows, aligns and places across the line the items `cursor.start..<frames.count` (whose
  /// frames hold their natural sizes), and the overflow indicator after them; returns the
  /// indicator's frame.
  @inline(__always)
  func align<Values: NaturalValues>(
    _ cursor: FlowCursor, _ frames: UnsafeMutableBufferPointer<Rect>, _ values: Values,
    indicator: FlowItem?
  ) -> Rect? {
    let start = cursor.start
    let end = frames.count
    let itemCount = end - start + (indicator == nil ? 0 : 1)
    guard itemCount > 0 else { return nil }
    let (lead, extra, unit, lineEnd) = shares(of: cursor, count: itemCount)
    if lead == 0 && extra == 0 && unit == 0 && keepsItemsAtLineStart && indicator == nil {
      return nil
    }
    var main = lead
    for index in start..<end {
      let frame = frames[index]
      let natural = isHorizontal ? frame.width : frame.height
      let length = values.hasGrows ? natural + values.grow(at: index) * unit : natural
      let thickness = isHorizontal ? frame.height : frame.width
      let (cross, placed) = crossPlacement(
        thickness: thickness, baseline: usesBaselines ? values.baseline(at: index) : .nan,
        in: cursor)
      frames[index] = self.frame(
        main: Self.start(main, length: length, end: lineEnd), cross: cursor.offset + cross,
        length: length,
        thickness: placed)
      main = nextStart(after: main + length, extra: extra)
    }
    var indicatorFrame: Rect?
    if let indicator {
      let size = indicator.size
      let length = (isHorizontal ? size.width : size.height) + indicator.grow * unit
      let (cross, placed) = crossPlacement(
        thickness: isHorizontal ? size.height : size.width, baseline: indicator.flowBaseline,
        in: cursor)
      indicatorFrame = self.frame(
        main: Self.start(main, length: length, end: lineEnd), cross: cursor.offset + cross,
        length: length,
        thickness: placed)
    }
    return indicatorFrame
  }
}
