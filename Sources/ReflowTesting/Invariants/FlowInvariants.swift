/// The rules every flow layout keeps, as reusable checks of an output against its input.
///
/// Each check takes the ``LayoutCase`` and the ``FlowOutput`` (or `FlowResult`) and returns
/// the violations it finds. The rules are written in the flow's own coordinates (along the
/// lines from the leading edge, across them from the first line), so each holds for every axis
/// and direction, and for every option: grow, stretch and baseline alignment, line alignment,
/// forced breaks, balanced breaking, item and line limits and the overflow indicator.
/// ``violations(in:for:)-(FlowOutput,_)`` runs them all.
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
  /// Every check that needs only the output: item sizes, finite frames and no overlap (the
  /// generic ones of ``LayoutInvariants``), then containment, reading order, lines that fit,
  /// limits and forced breaks, greedy maximality, exact spacing, growth, content size and
  /// alignment.
  ///
  /// - Parameters:
  ///   - output: What the layout produced.
  ///   - layoutCase: Its input.
  /// - Returns: The violations found.
  /// - Complexity: O(*n*²) for *n* items (the overlap check); the others are O(*n*).
  public static func violations(in output: FlowOutput, for layoutCase: LayoutCase) -> [Violation] {
    let counted = limits(output, for: layoutCase)
    guard counted.isEmpty else { return counted }
    let shown = output.frames + [output.overflowIndicatorFrame].compactMap { $0 }
    return itemSizes(output, for: layoutCase)
      + LayoutInvariants.finiteFrames(shown)
      + LayoutInvariants.noOverlap(shown)
      + containment(output, for: layoutCase)
      + readingOrder(output, for: layoutCase)
      + linesFit(output, for: layoutCase)
      + greedyMaximality(output, for: layoutCase)
      + exactSpacing(output, for: layoutCase)
      + growth(output, for: layoutCase)
      + contentSize(output, for: layoutCase)
      + alignment(output, for: layoutCase)
  }

  /// Every check that needs only the output, on a `FlowResult`.
  public static func violations(in result: FlowResult, for layoutCase: LayoutCase) -> [Violation] {
    violations(in: FlowOutput(result), for: layoutCase)
  }

  /// Requires a frame for every item the line limit did not hide, hidden items only once the
  /// limit's lines are all used, no more items on a line than `maxItemsPerLine`, every forced
  /// break to start a line, and the overflow indicator exactly when items are hidden and the
  /// case has one.
  public static func limits(_ output: FlowOutput, for layoutCase: LayoutCase) -> [Violation] {
    let options = layoutCase.options
    let visible = layoutCase.items.count - output.hiddenCount
    guard output.hiddenCount >= 0, output.frames.count == visible else {
      return [Violation(
        "limits",
        "\(layoutCase.items.count) items and \(output.hiddenCount) hidden, but"
          + " \(output.frames.count) frames")]
    }
    var found: [Violation] = []
    let limit = options.lineLimit ?? .max
    if output.lines.count > limit || (output.hiddenCount > 0 && output.lines.count != limit) {
      found.append(Violation(
        "limits",
        "\(output.lines.count) lines and \(output.hiddenCount) hidden items with a line limit"
          + " of \(options.lineLimit.map(String.init) ?? "none")"))
    }
    let wantsIndicator = output.hiddenCount > 0 && layoutCase.overflowIndicator != nil
    if wantsIndicator != (output.overflowIndicatorFrame != nil) {
      found.append(Violation(
        "limits",
        "the overflow indicator is \(output.overflowIndicatorFrame.map { "at \($0)" } ?? "absent")"
          + " with \(output.hiddenCount) hidden items"))
    }
    for (number, line) in output.lines.enumerated() {
      let members = line.range.count + (wantsIndicator && number == output.lines.count - 1 ? 1 : 0)
      if members > (options.maxItemsPerLine ?? .max) {
        found.append(Violation(
          "limits",
          "line \(number) holds \(members) items, more than \(options.maxItemsPerLine ?? 0)",
          indices: Array(line.range)))
      }
      for index in line.range.dropFirst() where layoutCase.items[index].breakBefore {
        found.append(Violation(
          "limits", "item \(index) breaks before itself but is inside line \(number)",
          indices: [index]))
      }
    }
    return Array(found.prefix(LayoutInvariants.reportLimit))
  }

  /// Requires each visible item's frame to have its size, except that an item that grows may
  /// be longer along its line and a stretched item thicker across it, never smaller.
  public static func itemSizes(_ output: FlowOutput, for layoutCase: LayoutCase) -> [Violation] {
    guard let flow = LogicalFlow(output, layoutCase, needsLines: false) else { return [] }
    var found: [Violation] = []
    let stretches = layoutCase.options.itemAlignment == .stretch
    for (index, item) in flow.items.enumerated() {
      let grows = layoutCase.items[index].grow > 0
      let lengthOK =
        grows
        ? nearlyAtMost(flow.lengths[index], item.width)
        : nearlyEqual(item.width, flow.lengths[index])
      let thicknessOK = stretches
        ? nearlyAtMost(flow.thicknesses[index], item.height)
        : nearlyEqual(item.height, flow.thicknesses[index])
      if !(lengthOK && thicknessOK) {
        found.append(Violation(
          "item size",
          "item \(index) is \(layoutCase.items[index].size) but its frame is"
            + " \(output.frames[index])",
          indices: [index]))
      }
    }
    return Array(found.prefix(LayoutInvariants.reportLimit))
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

  /// Requires the lines to split the visible items into consecutive runs, the items of a line
  /// (and the indicator, last on the last line) to follow each other in the reading direction,
  /// each line to come after the one before, and each line's rectangle to span its items along
  /// the line and hold them across it (exactly, unless line alignment stretched the line).
  public static func readingOrder(_ output: FlowOutput, for layoutCase: LayoutCase) -> [Violation] {
    guard LogicalFlow(output, layoutCase, needsLines: false) != nil else { return [] }
    guard let flow = LogicalFlow(output, layoutCase, needsLines: true) else {
      return [Violation(
        "reading order",
        "the lines \(output.lines.map(\.range)) do not split the \(output.frames.count) visible"
          + " items into consecutive non-empty runs")]
    }
    var found: [Violation] = []
    for number in output.lines.indices {
      let range = output.lines[number].range
      let members = flow.members(number)
      for position in members.indices.dropFirst()
      where !nearlyAtMost(members[position - 1].maxX, members[position].minX) {
        found.append(Violation(
          "reading order",
          "member \(position) of line \(number) does not follow the one before it",
          indices: Array(range)))
      }
      guard let first = members.first, let last = members.last else { continue }
      let rect = flow.lineRects[number]
      let top = members.map(\.minY).min() ?? 0
      let bottom = members.map(\.maxY).max() ?? 0
      let stretched = layoutCase.options.lineAlignment == .stretch
      let crossOK = stretched
        ? nearlyAtMost(rect.minY, top) && nearlyAtMost(bottom, rect.maxY)
        : nearlyEqual(rect.minY, top) && nearlyEqual(rect.maxY, bottom)
      if !(nearlyEqual(rect.minX, first.minX) && nearlyEqual(rect.maxX, last.maxX) && crossOK) {
        found.append(Violation(
          "reading order",
          "line \(number)'s rectangle is \(output.lines[number].rect) but its items span"
            + " \(first.minX)...\(last.maxX) along it and \(top)...\(bottom) across",
          indices: Array(range)))
      }
      if number > 0 && !nearlyAtMost(flow.lineRects[number - 1].maxY, rect.minY) {
        found.append(Violation(
          "reading order", "line \(number) starts before line \(number - 1) ends",
          indices: [range.lowerBound]))
      }
    }
    return Array(found.prefix(LayoutInvariants.reportLimit))
  }

  /// Requires every line of more than one item (the indicator counts) to fit the available
  /// length at the items' natural lengths (an exact fit fits), and an infinite line to hold
  /// every item.
  public static func linesFit(_ output: FlowOutput, for layoutCase: LayoutCase) -> [Violation] {
    guard let flow = LogicalFlow(output, layoutCase, needsLines: true) else { return [] }
    var found: [Violation] = []
    for number in output.lines.indices {
      let lengths = flow.naturalLengths(number)
      let used = flow.usedLength(lengths)
      if lengths.count > 1 && !nearlyAtMost(used, flow.frame.available) {
        found.append(Violation(
          "lines fit",
          "line \(number) needs \(literal(used)) but the available length is"
            + " \(literal(flow.frame.available))",
          indices: Array(output.lines[number].range)))
      }
    }
    return Array(found.prefix(LayoutInvariants.reportLimit))
  }

  /// Requires greedy line breaking: the first item of every line but the first would not have
  /// fitted, with the item spacing, at the end of the line before, unless it breaks before
  /// itself or that line was full of items. (Balanced breaking, and the last visible line of a
  /// limited flow, which makes room for the indicator, are exempt.)
  public static func greedyMaximality(
    _ output: FlowOutput, for layoutCase: LayoutCase
  ) -> [Violation] {
    guard layoutCase.options.lineBreaking == .greedy,
      let flow = LogicalFlow(output, layoutCase, needsLines: true)
    else { return [] }
    var found: [Violation] = []
    let maximum = layoutCase.options.maxItemsPerLine ?? .max
    for number in output.lines.indices.dropFirst() {
      let previous = output.lines[number - 1].range
      let first = output.lines[number].range.lowerBound
      guard first < output.frames.count, !layoutCase.items[first].breakBefore,
        previous.count < maximum
      else { continue }
      let needed = flow.usedLength(previous.map { flow.lengths[$0] })
        + layoutCase.options.itemSpacing + flow.lengths[first]
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
  /// the space-sharing alignments), the line spacing between lines (at least it, and equal
  /// gaps, when line alignment shares space between lines), and the first line at the inset
  /// before it unless line alignment moved the lines.
  public static func exactSpacing(_ output: FlowOutput, for layoutCase: LayoutCase) -> [Violation] {
    guard let flow = LogicalFlow(output, layoutCase, needsLines: true) else { return [] }
    let options = layoutCase.options
    let sharesSpace = [.spaceBetween, .spaceAround, .spaceEvenly].contains(options.alignment)
    var found: [Violation] = []
    for number in output.lines.indices {
      let members = flow.members(number)
      let gaps = members.indices.dropFirst().map { members[$0].minX - members[$0 - 1].maxX }
      for gap in gaps {
        let wrong = sharesSpace
          ? !nearlyAtMost(options.itemSpacing, gap) || !nearlyEqual(gap, gaps[0])
          : !nearlyEqual(gap, options.itemSpacing)
        if wrong {
          found.append(Violation(
            "exact spacing",
            "line \(number) has gaps \(gaps.map(literal)); the item spacing is"
              + " \(literal(options.itemSpacing))" + (sharesSpace ? " and gaps must be equal" : ""),
            indices: Array(output.lines[number].range)))
          break
        }
      }
    }
    let rects = flow.lineRects
    let lineGaps = rects.indices.dropFirst().map { rects[$0].minY - rects[$0 - 1].maxY }
    let sharesLines = [.spaceBetween, .spaceAround, .spaceEvenly].contains(options.lineAlignment)
    for gap in lineGaps {
      let wrong = sharesLines
        ? !nearlyAtMost(options.lineSpacing, gap) || !nearlyEqual(gap, lineGaps[0])
        : !nearlyEqual(gap, options.lineSpacing)
      if wrong {
        found.append(Violation(
          "exact spacing",
          "the lines are \(lineGaps.map(literal)) apart; the line spacing is"
            + " \(literal(options.lineSpacing))"))
        break
      }
    }
    if let first = rects.first {
      let inset = flow.frame.crossStartInset
      let wrong = options.lineAlignment == .top
        ? !nearlyEqual(first.minY, inset) : !nearlyAtMost(inset, first.minY)
      if wrong {
        found.append(Violation(
          "exact spacing",
          "the first line starts at \(literal(first.minY)), the inset before it is"
            + " \(literal(inset))"))
      }
    }
    return Array(found.prefix(LayoutInvariants.reportLimit))
  }

  /// Requires each line's free space (at natural lengths) to go to the items that grow in
  /// proportion to their factors, all of it when the factors sum to 1 or more and that fraction
  /// of it otherwise; an item that does not grow, or a line without free space, keeps its
  /// length.
  public static func growth(_ output: FlowOutput, for layoutCase: LayoutCase) -> [Violation] {
    guard let flow = LogicalFlow(output, layoutCase, needsLines: true) else { return [] }
    var found: [Violation] = []
    for number in output.lines.indices {
      let items = flow.naturalItems(number)
      let members = flow.members(number)
      let natural = flow.naturalLengths(number)
      let free = flow.frame.available - flow.usedLength(natural)
      let factors = items.map(\.grow).reduce(0, +)
      for position in members.indices {
        let grew = members[position].width - natural[position]
        let expected = free > 0 && free.isFinite
          ? free * items[position].grow / max(1, factors) : 0
        let width = members[position].width
        if !nearlyEqual(grew, expected) && !nearlyEqual(width, natural[position] + expected) {
          found.append(Violation(
            "growth",
            "member \(position) of line \(number) (grow \(literal(items[position].grow))) grew"
              + " \(literal(grew)) of \(literal(free)) free, expected \(literal(expected))",
            indices: Array(output.lines[number].range)))
        }
      }
    }
    return Array(found.prefix(LayoutInvariants.reportLimit))
  }

  /// Requires the content size to reach from the container's origin to the far edges of the
  /// lines, plus the insets on those sides (CSS `scrollWidth`), or to be the insets alone
  /// without lines.
  public static func contentSize(_ output: FlowOutput, for layoutCase: LayoutCase) -> [Violation] {
    let insets = layoutCase.options.insets
    var expected = Size(width: insets.horizontal, height: insets.vertical)
    if !output.lines.isEmpty {
      let right = layoutCase.options.direction == .rightToLeft ? insets.leading : insets.trailing
      expected = Size(
        width: (output.lines.map(\.rect.maxX).max() ?? 0) + right,
        height: (output.lines.map(\.rect.maxY).max() ?? 0) + insets.bottom)
    }
    let size = output.contentSize
    guard !(nearlyEqual(size.width, expected.width) && nearlyEqual(size.height, expected.height))
    else { return [] }
    return [Violation(
      "content size",
      "the content size is \(size) but the lines reach \(expected) with the far insets")]
  }
}
