/// A deliberately simple flow layout, written apart from `Flow` to serve as a
/// differential oracle: where the two disagree, one of them is wrong.
///
/// It follows the rules in the plainest way, in three passes, and makes no attempt to be fast:
/// 1. break lines greedily: an item joins the line when the line is empty or the item fits the
///    rest of it exactly or with room to spare (or overflows it by at most a billionth of the
///    line's length: rounding, which `Flow` forgives too);
/// 2. place each line in flow coordinates: its free space goes where the alignment says (to the
///    leading edge when the line overflows), and its items sit across it as the item alignment
///    says; lines stack from the cross-start inset, `lineSpacing` apart;
/// 3. transpose vertical flows and mirror right-to-left ones about the container's width.
///
/// An infinite main extent never wraps and leaves no free space to share, so every alignment
/// packs such a line at the leading edge.
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
  ///   - options: Spacing, insets, alignment, direction and axis.
  /// - Returns: Frames, lines and content size.
  /// - Throws: `ReflowError` for a NaN or negative container extent, a bad spacing or inset,
  ///   a right-to-left layout without a finite width, or a bad item size.
  /// - Complexity: O(*n*) for *n* items; the kit does not need it to be fast.
  public static func layout(
    _ sizes: [Size], in container: Size, options: FlowOptions = FlowOptions()
  ) throws(ReflowError) -> FlowOutput {
    try validate(sizes, container: container, options: options)
    let flow = FlowFrame(container: container, options: options)
    let lineRanges = breakLines(
      sizes.map(flow.mainLength), flow: flow, spacing: options.itemSpacing)

    var frames = [Rect](repeating: .zero, count: sizes.count)
    var crossOffset = flow.crossStartInset
    for range in lineRanges {
      let thickness = sizes[range].map(flow.crossLength).max() ?? 0
      var mainOffset = flow.mainStartInset
      let (lead, gap) = distribute(sizes[range].map(flow.mainLength), flow: flow, options: options)
      mainOffset += lead
      for index in range {
        let length = flow.mainLength(sizes[index])
        let cross = flow.crossLength(sizes[index])
        let logical = Rect(
          x: mainOffset,
          y: crossOffset + itemOffset(cross, in: thickness, options.itemAlignment),
          width: length, height: cross)
        frames[index] = flow.physical(logical)
        mainOffset += length + gap
      }
      crossOffset += thickness + options.lineSpacing
    }

    let lines = lineRanges.map { range in
      FlowLine(
        range: range,
        rect: frames[range].dropFirst().reduce(frames[range.lowerBound]) {
          $0.union($1)
        })
    }
    var contentSize = Size(width: options.insets.horizontal, height: options.insets.vertical)
    if let first = frames.first {
      let union = frames.dropFirst().reduce(first) { $0.union($1) }
      contentSize.width += union.width
      contentSize.height += union.height
    }
    return FlowOutput(frames: frames, lines: lines, contentSize: contentSize)
  }

  /// Greedy line breaking over main-axis lengths.
  private static func breakLines(
    _ lengths: [Double], flow: FlowFrame, spacing: Double
  ) -> [Range<Int>] {
    var lines: [Range<Int>] = []
    var start = 0
    var used = 0.0
    for (index, length) in lengths.enumerated() {
      if index == start {
        used = length
      } else if used + spacing + length <= flow.fitLimit {
        used = used + spacing + length
      } else {
        lines.append(start..<index)
        start = index
        used = length
      }
    }
    if start < lengths.count { lines.append(start..<lengths.count) }
    return lines
  }

  /// The offset of a line's first item from the main-start inset, and the gap between items.
  static func distribute(
    _ lengths: [Double], flow: FlowFrame, options: FlowOptions
  ) -> (lead: Double, gap: Double) {
    let spacing = options.itemSpacing
    let count = Double(lengths.count)
    let used = lengths.reduce(0, +) + spacing * max(0, count - 1)
    let free = flow.available.isFinite ? flow.available - used : 0
    // A line that overflows starts at the leading edge whatever the alignment (CSS `safe`).
    guard free > 0 else { return (0, spacing) }
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

  /// Where an item of thickness `cross` sits across a line of `thickness`.
  static func itemOffset(
    _ cross: Double, in thickness: Double, _ alignment: FlowItemAlignment
  ) -> Double {
    switch alignment {
    case .top: 0
    case .center: (thickness - cross) / 2
    case .bottom: thickness - cross
    }
  }

  private static func validate(
    _ sizes: [Size], container: Size, options: FlowOptions
  ) throws(ReflowError) {
    for (dimension, value) in [("width", container.width), ("height", container.height)]
    where value.isNaN || value < 0 {
      throw .invalidContainerExtent(dimension: dimension, value: value)
    }
    _ = try options.validated()
    if options.direction == .rightToLeft && !container.width.isFinite {
      throw .unboundedRightToLeftWidth(width: container.width)
    }
    for (index, size) in sizes.enumerated() where !size.isValidLayoutSize {
      throw .invalidItemSize(index: index, size: size)
    }
  }
}
