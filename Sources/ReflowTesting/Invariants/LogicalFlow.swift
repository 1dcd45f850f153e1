/// An output seen in flow coordinates (``FlowFrame``), with the per-line measures the
/// invariants share.
struct LogicalFlow {
  let frame: FlowFrame
  let options: FlowOptions
  /// Each item's frame in flow coordinates: x along the lines, y across them.
  let items: [Rect]
  /// Each item's length along the lines and thickness across them, from its input size.
  let lengths: [Double]
  let thicknesses: [Double]

  /// Nil when the output has the wrong number of frames, or when `needsLines` and its lines do
  /// not split the items into consecutive non-empty runs.
  init?(_ output: FlowOutput, _ layoutCase: LayoutCase, needsLines: Bool) {
    guard output.frames.count == layoutCase.sizes.count else { return nil }
    if needsLines {
      var expectedStart = 0
      for line in output.lines {
        guard line.range.lowerBound == expectedStart, !line.range.isEmpty else { return nil }
        expectedStart = line.range.upperBound
      }
      guard expectedStart == output.frames.count else { return nil }
    }
    frame = FlowFrame(container: layoutCase.container, options: layoutCase.options)
    options = layoutCase.options
    items = output.frames.map(frame.logical)
    lengths = layoutCase.sizes.map(frame.mainLength)
    thicknesses = layoutCase.sizes.map(frame.crossLength)
  }

  /// The length the items of `range` need with the item spacing between them.
  func usedLength(_ range: Range<Int>) -> Double {
    lengths[range].reduce(0, +) + options.itemSpacing * Double(max(0, range.count - 1))
  }

  /// Where a line starts across the lines: its items' smallest cross offset.
  func lineStart(_ range: Range<Int>) -> Double {
    range.map { items[$0].minY }.min() ?? 0
  }

  /// A line's thickness: its thickest item's.
  func thickness(_ range: Range<Int>) -> Double {
    thicknesses[range].max() ?? 0
  }
}

/// Whether two rectangles are equal up to rounding.
func nearlyEqual(_ a: Rect, _ b: Rect) -> Bool {
  nearlyEqual(a.minX, b.minX) && nearlyEqual(a.minY, b.minY)
    && nearlyEqual(a.width, b.width) && nearlyEqual(a.height, b.height)
}
