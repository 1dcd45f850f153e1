/// The rules every flow layout keeps, as reusable checks of an output against its input.
///
/// Each check takes the ``LayoutCase`` and the ``FlowOutput`` (or `FlowResult`) and returns
/// the violations it finds. The rules are written in the flow's own coordinates (along the
/// lines from the leading edge, across them from the first line), so each holds for every axis
/// and direction. ``violations(in:for:)-(FlowOutput,_)`` runs them all.
///
/// ```swift
/// check(Gen.layoutCase()) { layoutCase in
///   FlowInvariants.violations(in: try layoutCase.layout(), for: layoutCase)
/// }
/// ```
///
/// Checks that need the lines skip them when they do not split the items into consecutive
/// non-empty runs; ``readingOrder(_:for:)`` reports that. Comparisons allow a millionth of
/// relative rounding error.
public enum FlowInvariants {
  /// Every check that needs only the output: the generic ones of ``LayoutInvariants`` within
  /// the container's content box, then reading order, lines that fit, greedy maximality, exact
  /// spacing, content size and alignment.
  ///
  /// - Parameters:
  ///   - output: What the layout produced.
  ///   - layoutCase: Its input.
  /// - Returns: The violations found.
  /// - Complexity: O(*n*²) for *n* items (the overlap check); the others are O(*n*).
  public static func violations(in output: FlowOutput, for layoutCase: LayoutCase) -> [Violation] {
    let counted = LayoutInvariants.frameCount(output.frames, sizes: layoutCase.sizes)
    guard counted.isEmpty else { return counted }
    return LayoutInvariants.preservesSizes(output.frames, sizes: layoutCase.sizes)
      + LayoutInvariants.finiteFrames(output.frames)
      + LayoutInvariants.noOverlap(output.frames)
      + containment(output, for: layoutCase)
      + readingOrder(output, for: layoutCase)
      + linesFit(output, for: layoutCase)
      + greedyMaximality(output, for: layoutCase)
      + exactSpacing(output, for: layoutCase)
      + contentSize(output, for: layoutCase)
      + alignment(output, for: layoutCase)
  }

  /// Every check that needs only the output, on a `FlowResult`.
  public static func violations(in result: FlowResult, for layoutCase: LayoutCase) -> [Violation] {
    violations(in: FlowOutput(result), for: layoutCase)
  }

  /// Requires every item no longer than a line to lie within the line's extent, and every item
  /// to lie after the inset before the first line.
  public static func containment(_ output: FlowOutput, for layoutCase: LayoutCase) -> [Violation] {
    guard let flow = LogicalFlow(output, layoutCase, needsLines: false) else { return [] }
    let start = flow.frame.mainStartInset
    let end = start + flow.frame.available
    var found: [Violation] = []
    for (index, item) in flow.items.enumerated() {
      let fits = nearlyAtMost(flow.lengths[index], flow.frame.available)
      if fits && !(nearlyAtMost(start, item.minX) && nearlyAtMost(item.maxX, end)) {
        found.append(Violation(
          "containment",
          "item \(index) (length \(literal(flow.lengths[index])))"
            + " fits a line of \(literal(end - start))"
            + " but spans \(literal(item.minX))...\(literal(item.maxX)) along it,"
            + " outside \(literal(start))...\(literal(end))",
          indices: [index]))
      } else if !nearlyAtMost(flow.frame.crossStartInset, item.minY) {
        found.append(Violation(
          "containment",
          "item \(index) starts \(literal(item.minY)) across the lines, before the inset"
            + " \(literal(flow.frame.crossStartInset))",
          indices: [index]))
      }
    }
    return Array(found.prefix(LayoutInvariants.reportLimit))
  }

  /// Requires the lines to split the items into consecutive runs, the items of a line to follow
  /// each other in the reading direction, each line to come after the one before, and each
  /// line's rectangle to be the union of its frames.
  public static func readingOrder(_ output: FlowOutput, for layoutCase: LayoutCase) -> [Violation] {
    guard let flow = LogicalFlow(output, layoutCase, needsLines: false) else { return [] }
    var expectedStart = 0
    for (number, line) in output.lines.enumerated() {
      guard line.range.lowerBound == expectedStart, !line.range.isEmpty,
        line.range.upperBound <= flow.items.count
      else {
        return [Violation(
          "reading order",
          "line \(number) holds \(line.range) but should start at \(expectedStart), hold at least"
            + " one item and end by \(flow.items.count)")]
      }
      expectedStart = line.range.upperBound
    }
    guard expectedStart == flow.items.count else {
      return [Violation(
        "reading order", "the lines hold items up to \(expectedStart) of \(flow.items.count)")]
    }
    var found: [Violation] = []
    for (number, line) in output.lines.enumerated() {
      for index in line.range.dropFirst()
      where !nearlyAtMost(flow.items[index - 1].maxX, flow.items[index].minX) {
        found.append(Violation(
          "reading order",
          "item \(index) does not follow item \(index - 1) on line \(number)",
          indices: [index - 1, index]))
      }
      let frames = output.frames[line.range]
      let union = frames.dropFirst().reduce(output.frames[line.range.lowerBound]) { $0.union($1) }
      if !nearlyEqual(union, line.rect) {
        found.append(Violation(
          "reading order",
          "line \(number)'s rectangle is \(line.rect) but its items span \(union)",
          indices: Array(line.range)))
      }
      if number > 0 {
        let previous = output.lines[number - 1].range
        let previousEnd = previous.map { flow.items[$0].maxY }.max() ?? 0
        let start = line.range.map { flow.items[$0].minY }.min() ?? 0
        if !nearlyAtMost(previousEnd, start) {
          found.append(Violation(
            "reading order", "line \(number) starts before line \(number - 1) ends",
            indices: [previous.upperBound - 1, line.range.lowerBound]))
        }
      }
    }
    return Array(found.prefix(LayoutInvariants.reportLimit))
  }

  /// Requires every line of more than one item to fit the available length (an exact fit
  /// fits), and an infinite line to hold every item.
  public static func linesFit(_ output: FlowOutput, for layoutCase: LayoutCase) -> [Violation] {
    guard let flow = LogicalFlow(output, layoutCase, needsLines: true) else { return [] }
    var found: [Violation] = []
    for (number, line) in output.lines.enumerated() where line.range.count > 1 {
      let used = flow.usedLength(line.range)
      if !nearlyAtMost(used, flow.frame.available) {
        found.append(Violation(
          "lines fit",
          "line \(number) needs \(literal(used)) but the available length is"
            + " \(literal(flow.frame.available))",
          indices: Array(line.range)))
      }
    }
    return Array(found.prefix(LayoutInvariants.reportLimit))
  }

  /// Requires greedy line breaking: the first item of every line but the first would not have
  /// fitted, with the item spacing, at the end of the line before.
  public static func greedyMaximality(
    _ output: FlowOutput, for layoutCase: LayoutCase
  ) -> [Violation] {
    guard let flow = LogicalFlow(output, layoutCase, needsLines: true) else { return [] }
    var found: [Violation] = []
    for number in output.lines.indices.dropFirst() {
      let previous = output.lines[number - 1].range
      let first = output.lines[number].range.lowerBound
      let needed = flow.usedLength(previous) + layoutCase.options.itemSpacing
        + flow.lengths[first]
      if nearlyAtMost(needed, flow.frame.available) {
        found.append(Violation(
          "greedy maximality",
          "item \(first) starts line \(number) but fits at the end of line \(number - 1):"
            + " that line would need \(literal(needed)) of \(literal(flow.frame.available))",
          indices: [previous.upperBound - 1, first]))
      }
    }
    return Array(found.prefix(LayoutInvariants.reportLimit))
  }

  /// Requires the item spacing between neighbours on a line (at least it, and equal gaps, for
  /// the space-sharing alignments), the line spacing between lines, and the first line at the
  /// inset before it.
  public static func exactSpacing(_ output: FlowOutput, for layoutCase: LayoutCase) -> [Violation] {
    guard let flow = LogicalFlow(output, layoutCase, needsLines: true) else { return [] }
    let options = layoutCase.options
    let sharesSpace = [.spaceBetween, .spaceAround, .spaceEvenly].contains(options.alignment)
    var found: [Violation] = []
    var expectedLineStart = flow.frame.crossStartInset
    for (number, line) in output.lines.enumerated() {
      let gaps = line.range.dropFirst().map { flow.items[$0].minX - flow.items[$0 - 1].maxX }
      for (offset, gap) in gaps.enumerated() {
        let index = line.range.lowerBound + offset + 1
        let wrong = sharesSpace
          ? !nearlyAtMost(options.itemSpacing, gap) || !nearlyEqual(gap, gaps[0])
          : !nearlyEqual(gap, options.itemSpacing)
        if wrong {
          found.append(Violation(
            "exact spacing",
            "items \(index - 1) and \(index) are \(literal(gap)) apart; the item spacing is"
              + " \(literal(options.itemSpacing))" + (sharesSpace ? " and gaps must be equal" : ""),
            indices: [index - 1, index]))
        }
      }
      let start = flow.lineStart(line.range)
      if !nearlyEqual(start, expectedLineStart) {
        let what = number == 0
          ? "the first line starts at \(literal(start)), not at the inset"
          : "line \(number) starts at \(literal(start)), not line spacing"
            + " \(literal(options.lineSpacing)) after line \(number - 1)"
        found.append(Violation(
          "exact spacing", what + " (\(literal(expectedLineStart)))",
          indices: [line.range.lowerBound]))
      }
      expectedLineStart = start + flow.thickness(line.range) + options.lineSpacing
    }
    return Array(found.prefix(LayoutInvariants.reportLimit))
  }

  /// Requires the content size to be the size of the union of all frames plus the insets, or
  /// the insets alone without items.
  public static func contentSize(_ output: FlowOutput, for layoutCase: LayoutCase) -> [Violation] {
    let insets = layoutCase.options.insets
    var expected = Size(width: insets.horizontal, height: insets.vertical)
    if let first = output.frames.first {
      let union = output.frames.dropFirst().reduce(first) { $0.union($1) }
      expected.width += union.width
      expected.height += union.height
    }
    let size = output.contentSize
    guard !(nearlyEqual(size.width, expected.width) && nearlyEqual(size.height, expected.height))
    else { return [] }
    return [Violation(
      "content size",
      "the content size is \(size) but the frames' union plus the insets is \(expected)")]
  }
}
