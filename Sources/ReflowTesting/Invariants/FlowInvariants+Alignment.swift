extension FlowInvariants {
  /// Requires each line's free space where its alignment puts it, each item where its item
  /// alignment puts it across its line, and the lines where the line alignment puts them.
  ///
  /// Along a line (the indicator counts as its last item) with *lead* space before the first
  /// item, *trail* space after the last and *extra* space on top of the item spacing between
  /// neighbours, after growing:
  /// - leading: lead 0; trailing: trail 0; center: lead = trail;
  /// - space-between: lead 0, and trail 0 with more than one item;
  /// - space-around: lead = trail = extra / 2 (one item: lead = trail);
  /// - space-evenly: lead = trail = extra;
  /// - a line with no free space, or an infinite one, has lead 0 whatever the alignment.
  ///
  /// Across a line: top items start at the line's start, bottom items end at its end, centred
  /// items have equal space on both sides, stretched items fill it; with baselines (horizontal
  /// flows), every item's baseline is at the same place and the highest item starts the line.
  ///
  /// Across the flow, when the lines leave some of the cross extent free: top leaves none
  /// before the first line; bottom none after the last; center as much before as after;
  /// space-between none at either end; space-around half the extra gap at each end;
  /// space-evenly the extra gap at each end; stretch none at either end.
  public static func alignment(_ output: FlowOutput, for layoutCase: LayoutCase) -> [Violation] {
    guard let flow = LogicalFlow(output, layoutCase, needsLines: true) else { return [] }
    var found: [Violation] = []
    for number in output.lines.indices {
      found += mainAxisAlignment(ofLine: number, flow)
      found += crossAxisAlignment(ofLine: number, flow)
    }
    found += lineAlignment(flow)
    return Array(found.prefix(LayoutInvariants.reportLimit))
  }

  private static func mainAxisAlignment(ofLine number: Int, _ flow: LogicalFlow) -> [Violation] {
    let members = flow.members(number)
    guard let first = members.first, let last = members.last else { return [] }
    let spacing = flow.options.itemSpacing
    let start = flow.frame.mainStartInset
    let lead = first.minX - start
    let trail = start + flow.frame.available - last.maxX
    let extras = members.indices.dropFirst().map {
      members[$0].minX - members[$0 - 1].maxX - spacing
    }
    let free = flow.frame.available - flow.usedLength(members.map(\.width))
    let single = members.count == 1

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
        indices: Array(flow.output.lines[number].range))
    }
  }

  private static func crossAxisAlignment(ofLine number: Int, _ flow: LogicalFlow) -> [Violation] {
    let rect = flow.lineRects[number]
    let members = flow.members(number)
    let items = flow.naturalItems(number)
    var found: [Violation] = []
    if flow.usesBaselines {
      let baselines = zip(members, items).map { member, item in
        member.minY + (item.baseline ?? item.size.height)
      }
      let highest = members.map(\.minY).min() ?? rect.minY
      let shared = baselines.allSatisfy { nearlyEqual($0, baselines[0]) }
      if !(shared && nearlyEqual(highest, rect.minY)) {
        found.append(Violation(
          "alignment",
          "line \(number)'s baselines are at \(baselines.map(literal)) and its highest item at"
            + " \(literal(highest)); they must share one baseline, the highest at the line's"
            + " start \(literal(rect.minY))",
          indices: Array(flow.output.lines[number].range)))
      }
      return found
    }
    let alignment = flow.options.itemAlignment == .baseline ? .top : flow.options.itemAlignment
    for (position, member) in members.enumerated() {
      let before = member.minY - rect.minY
      let after = rect.maxY - member.maxY
      let aligned =
        switch alignment {
        case .top, .baseline: nearlyEqual(before, 0)
        case .center: nearlyEqual(before, after)
        case .bottom: nearlyEqual(after, 0)
        case .stretch: nearlyEqual(before, 0) && nearlyEqual(after, 0)
        }
      if !aligned {
        found.append(Violation(
          "alignment",
          "member \(position) of line \(number) is not \(alignment)-aligned:"
            + " \(literal(before)) before it and \(literal(after)) after it across the line",
          indices: Array(flow.output.lines[number].range)))
      }
    }
    return found
  }

  private static func lineAlignment(_ flow: LogicalFlow) -> [Violation] {
    let rects = flow.lineRects
    guard let first = rects.first, let last = rects.last else { return [] }
    let lineCount = flow.output.lines.count
    let natural = (0..<lineCount).map(flow.naturalThickness).reduce(0, +)
      + flow.options.lineSpacing * Double(lineCount - 1)
    let free = flow.frame.crossAvailable - natural
    let start = flow.frame.crossStartInset
    let lead = first.minY - start
    let trail = start + flow.frame.crossAvailable - last.maxY
    let extras = rects.indices.dropFirst().map {
      rects[$0].minY - rects[$0 - 1].maxY - flow.options.lineSpacing
    }
    var rules: [(String, Bool)] = []
    if !free.isFinite || !(free > 0) || nearlyEqual(free, 0) {
      rules.append(("lines without free space start at the inset", nearlyEqual(lead, 0)))
    } else {
      switch flow.options.lineAlignment {
      case .top: rules.append(("top: no space before the first line", nearlyEqual(lead, 0)))
      case .bottom: rules.append(("bottom: no space after the last line", nearlyEqual(trail, 0)))
      case .center:
        rules.append(("center: equal space before and after", nearlyEqual(lead, trail)))
      case .spaceBetween:
        rules.append(("space-between: no space before the first line", nearlyEqual(lead, 0)))
        if lineCount > 1 {
          rules.append(("space-between: no space after the last line", nearlyEqual(trail, 0)))
        }
      case .spaceAround:
        rules.append(("space-around: equal space before and after", nearlyEqual(lead, trail)))
        rules.append((
          "space-around: half a share before the first line",
          extras.allSatisfy { nearlyEqual(lead * 2, $0) }))
      case .spaceEvenly:
        rules.append(("space-evenly: equal space before and after", nearlyEqual(lead, trail)))
        rules.append((
          "space-evenly: a full share before the first line",
          extras.allSatisfy { nearlyEqual(lead, $0) }))
      case .stretch:
        rules.append((
          "stretch: the lines fill the cross extent",
          nearlyEqual(lead, 0) && nearlyEqual(trail, 0)))
      }
    }
    return rules.filter { !$0.1 }.map { rule, _ in
      Violation(
        "line alignment",
        "the lines break \"\(rule)\": \(literal(lead)) before, \(literal(trail)) after,"
          + " extra gaps \(extras.map(literal))")
    }
  }
}
