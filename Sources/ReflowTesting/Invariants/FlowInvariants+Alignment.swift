extension FlowInvariants {
  /// Requires each line's free space where its alignment puts it, and each item where its item
  /// alignment puts it across the line.
  ///
  /// Along a line with *lead* space before the first item, *trail* space after the last and
  /// *extra* space on top of the item spacing between neighbours:
  /// - leading: lead 0; trailing: trail 0; center: lead = trail;
  /// - space-between: lead 0, and trail 0 with more than one item;
  /// - space-around: lead = trail = extra / 2 (one item: lead = trail);
  /// - space-evenly: lead = trail = extra;
  /// - a line with no free space, or an infinite one, has lead 0 whatever the alignment.
  ///
  /// Across a line as thick as its thickest item: top items start at the line's start, bottom
  /// items end at its end, centred items have equal space on both sides.
  public static func alignment(_ output: FlowOutput, for layoutCase: LayoutCase) -> [Violation] {
    guard let flow = LogicalFlow(output, layoutCase, needsLines: true) else { return [] }
    var found: [Violation] = []
    for (number, line) in output.lines.enumerated() {
      found += mainAxisAlignment(of: line.range, number: number, flow)
      found += crossAxisAlignment(of: line.range, number: number, flow)
    }
    return Array(found.prefix(LayoutInvariants.reportLimit))
  }

  private static func mainAxisAlignment(
    of range: Range<Int>, number: Int, _ flow: LogicalFlow
  ) -> [Violation] {
    let items = flow.items
    let spacing = flow.options.itemSpacing
    let start = flow.frame.mainStartInset
    let lead = items[range.lowerBound].minX - start
    let trail = start + flow.frame.available - items[range.upperBound - 1].maxX
    let extras = range.dropFirst().map { items[$0].minX - items[$0 - 1].maxX - spacing }
    let free = flow.frame.available - flow.usedLength(range)
    let single = range.count == 1

    var rules: [(String, Bool)] = []
    if !free.isFinite || !(free > 0) || nearlyEqual(free, 0) {
      rules.append(("a line without free space starts at the leading edge", nearlyEqual(lead, 0)))
    } else {
      switch flow.options.alignment {
      case .leading:
        rules.append(("leading: no space before the first item", nearlyEqual(lead, 0)))
      case .trailing:
        rules.append(("trailing: no space after the last item", nearlyEqual(trail, 0)))
      case .center:
        rules.append(("center: equal space before and after", nearlyEqual(lead, trail)))
      case .spaceBetween:
        rules.append(("space-between: no space before the first item", nearlyEqual(lead, 0)))
        if !single {
          rules.append(("space-between: no space after the last item", nearlyEqual(trail, 0)))
        }
      case .spaceAround:
        rules.append(("space-around: equal space before and after", nearlyEqual(lead, trail)))
        rules.append((
          "space-around: half a share before the first item",
          extras.allSatisfy { nearlyEqual(lead * 2, $0) }))
      case .spaceEvenly:
        rules.append(("space-evenly: equal space before and after", nearlyEqual(lead, trail)))
        rules.append((
          "space-evenly: a full share before the first item",
          extras.allSatisfy { nearlyEqual(lead, $0) }))
      }
    }
    return rules.filter { !$0.1 }.map { rule, _ in
      Violation(
        "alignment",
        "line \(number) breaks \"\(rule)\": \(literal(lead)) before, \(literal(trail)) after,"
          + " extra gaps \(extras.map(literal))",
        indices: Array(range))
    }
  }

  private static func crossAxisAlignment(
    of range: Range<Int>, number: Int, _ flow: LogicalFlow
  ) -> [Violation] {
    let lineStart = flow.lineStart(range)
    let thickness = flow.thickness(range)
    var found: [Violation] = []
    for index in range {
      let before = flow.items[index].minY - lineStart
      let after = lineStart + thickness - (flow.items[index].minY + flow.thicknesses[index])
      let aligned =
        switch flow.options.itemAlignment {
        case .top: nearlyEqual(before, 0)
        case .center: nearlyEqual(before, after)
        case .bottom: nearlyEqual(after, 0)
        case .stretch, .baseline: true
        }
      if !aligned {
        found.append(Violation(
          "alignment",
          "item \(index) is not \(flow.options.itemAlignment)-aligned on line \(number):"
            + " \(literal(before)) before it and \(literal(after)) after it across the line",
          indices: [index]))
      }
    }
    return found
  }
}
