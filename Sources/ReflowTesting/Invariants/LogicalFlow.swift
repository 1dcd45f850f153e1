/// An output seen in flow coordinates (``FlowFrame``), with the per-line measures the
/// invariants share.
struct LogicalFlow {
  let frame: FlowFrame
  let options: FlowOptions
  let layoutCase: LayoutCase
  let output: FlowOutput
  /// Each visible item's frame in flow coordinates: x along the lines, y across them.
  let items: [Rect]
  /// The overflow indicator's frame in flow coordinates, and its natural item.
  let indicator: Rect?
  let indicatorItem: FlowItem?
  /// Each line's rectangle in flow coordinates.
  let lineRects: [Rect]
  /// Each item's natural length along the lines and thickness across them, from its input.
  let lengths: [Double]
  let thicknesses: [Double]

  /// Nil when the output has the wrong number of frames for its hidden count, or when
  /// `needsLines` and its lines do not split the visible items into consecutive runs, each
  /// non-empty but for a last line holding the indicator alone.
  init?(_ output: FlowOutput, _ layoutCase: LayoutCase, needsLines: Bool) {
    guard output.hiddenCount >= 0,
      output.frames.count == layoutCase.items.count - output.hiddenCount
    else { return nil }
    if needsLines {
      var expectedStart = 0
      for (number, line) in output.lines.enumerated() {
        let mayBeEmpty = number == output.lines.count - 1 && output.overflowIndicatorFrame != nil
        guard line.range.lowerBound == expectedStart, !line.range.isEmpty || mayBeEmpty
        else { return nil }
        expectedStart = line.range.upperBound
      }
      guard expectedStart == output.frames.count else { return nil }
    }
    let frame = FlowFrame(container: layoutCase.container, options: layoutCase.options)
    self.frame = frame
    options = layoutCase.options
    self.layoutCase = layoutCase
    self.output = output
    items = output.frames.map(frame.logical)
    indicator = output.overflowIndicatorFrame.map(frame.logical)
    indicatorItem = layoutCase.overflowIndicator?.laidOutItem(hiddenCount: output.hiddenCount)
    lineRects = output.lines.map { frame.logical($0.rect) }
    lengths = layoutCase.items.map { frame.mainLength($0.size) }
    thicknesses = layoutCase.items.map { frame.crossLength($0.size) }
  }

  /// Whether `number` is the last line and holds the indicator.
  func holdsIndicator(_ number: Int) -> Bool {
    indicator != nil && number == output.lines.count - 1
  }

  /// The logical frames on line `number`, the indicator last.
  func members(_ number: Int) -> [Rect] {
    let indicator = holdsIndicator(number) ? self.indicator : nil
    return output.lines[number].range.map { items[$0] } + [indicator].compactMap { $0 }
  }

  /// The natural lengths on line `number`, the indicator's last.
  func naturalLengths(_ number: Int) -> [Double] {
    let indicatorLength = indicatorItem.map { frame.mainLength($0.size) }
    return output.lines[number].range.map { lengths[$0] }
      + (holdsIndicator(number) ? [indicatorLength ?? 0] : [])
  }

  /// The natural items on line `number`, the indicator last.
  func naturalItems(_ number: Int) -> [FlowItem] {
    output.lines[number].range.map { layoutCase.items[$0] }
      + (holdsIndicator(number) ? [indicatorItem ?? FlowItem(.zero)] : [])
  }

  /// The length `lengths` need with the item spacing between them.
  func usedLength(_ lengths: [Double]) -> Double {
    lengths.reduce(0, +) + options.itemSpacing * Double(max(0, lengths.count - 1))
  }

  /// Whether baselines align items: horizontal flows with `FlowItemAlignment/baseline`.
  var usesBaselines: Bool { options.itemAlignment == .baseline && options.axis == .horizontal }

  /// A line's natural thickness: its thickest member's, or with baselines the largest part
  /// above the baseline plus the largest below.
  func naturalThickness(_ number: Int) -> Double {
    let members = naturalItems(number)
    guard usesBaselines else { return members.map { frame.crossLength($0.size) }.max() ?? 0 }
    let above = members.map { $0.baseline ?? $0.size.height }.max() ?? 0
    let below = members.map { $0.size.height - ($0.baseline ?? $0.size.height) }.max() ?? 0
    return above + below
  }
}

/// Whether two rectangles are equal up to rounding.
func nearlyEqual(_ a: Rect, _ b: Rect) -> Bool {
  nearlyEqual(a.minX, b.minX) && nearlyEqual(a.minY, b.minY)
    && nearlyEqual(a.width, b.width) && nearlyEqual(a.height, b.height)
}
