extension FlowResult {
  /// The index of the line holding the item at `index`, or `nil` when there is no such item.
  ///
  /// - Complexity: O(log *l*), where *l* is the number of lines.
  public func line(containing index: Int) -> Int? {
    guard index >= 0 && index < frames.count else { return nil }
    // The first line whose range ends after `index`.
    let count = lineCount
    let line = partitioningIndex(in: 0..<count) { lineRange($0).upperBound > index }
    return line < count ? line : nil
  }

  /// The indices of the items whose frames intersect `rect`, in ascending order.
  ///
  /// An item intersects when it shares area with `rect` (``Rect/intersects(_:)``), so touching
  /// edges and empty frames do not count: the answer equals filtering every frame, only faster.
  ///
  /// - Complexity: O(*c* log *k* + *m*), where *c* is the number of lines `rect` crosses, *k* the
  ///   number of items on such a line and *m* the number of indices returned; finding the lines
  ///   costs O(log *l*) in the number of lines.
  public func indices(intersecting rect: Rect) -> [Int] {
    var found: [Int] = []
    forEachIndex(intersecting: rect) { found.append($0) }
    return found
  }

  /// The range from the first to the last item intersecting `rect`: what a lazy container must
  /// declare to show `rect` (the visible range), or an empty range at the insertion point.
  ///
  /// Items inside the range may miss `rect` (a short item on a tall line, an item beside a
  /// narrow viewport); ``indices(intersecting:)`` gives the exact set.
  ///
  /// - Complexity: O(log *l* + *c* log *k*) when the items on the first and last lines it
  ///   crosses fill their lines' height; short items there are skipped one by one.
  public func range(intersecting rect: Rect) -> Range<Int> {
    let candidates = candidateLines(for: rect)
    var first: Int?
    // The line of the first hit and its run, which the search for the last one ends on.
    var firstLine = candidates.lowerBound
    var firstRun = 0..<0
    if !rect.isEmpty {
      for line in candidates {
        firstRun = alongLine(line, rect)
        first = firstRun.first { frames[$0].intersects(rect) }
        if first != nil {
          firstLine = line
          break
        }
      }
    }
    guard let first else {
      // The first line not wholly before `rect` by its rectangle. Candidates may start a line
      // or two earlier, for frames that reach past their line's rectangle by rounding.
      let count = lineCount
      var line = candidates.lowerBound
      while line < Swift.min(candidates.lowerBound + 2, count)
        && isBeforeAcrossLines(crossExtent(ofLine: line), rect)
      {
        line += 1
      }
      if line == candidates.lowerBound + 2 {
        line = partitioningIndex(in: line..<count) {
          !isBeforeAcrossLines(crossExtent(ofLine: $0), rect)
        }
      }
      let insertion = line < count ? lineRange(line).lowerBound : frames.count
      return insertion..<insertion
    }
    var last = first
    // No line before the first hit's holds one; on that line, the run is the one found.
    for line in (firstLine..<candidates.upperBound).reversed() {
      let run = line == firstLine ? firstRun : alongLine(line, rect)
      if let hit = run.reversed().first(where: { frames[$0].intersects(rect) }) {
        last = hit
        break
      }
    }
    return first..<(last + 1)
  }

  /// The items of `line` that can meet `rect` along the main axis: along a line items never
  /// overlap and run in one direction, so they form a run found by two binary searches.
  ///
  /// Near the largest finite coordinates, rounding can put a frame out of order by ulps of the
  /// numbers that placed it; the searches then look for `rect` widened by more than that, which
  /// keeps every frame that meets it in the run (the caller tests each one).
  @inline(__always)
  private func alongLine(_ line: Int, _ rect: Rect) -> Range<Int> {
    let range = lineRange(line)
    guard range.lowerBound < range.upperBound else { return range }
    let (head, tail) = (frames[range.lowerBound], frames[range.upperBound - 1])
    switch (axis, direction) {
    case (.vertical, _):
      let (lower, upper) = widenedAlongLine(
        rect.minY, rect.maxY,
        ends: (Swift.abs(head.minY) + Swift.abs(head.maxY))
          + (Swift.abs(tail.minY) + Swift.abs(tail.maxY)))
      let start = partitioningIndex(in: range) { frames[$0].maxY > lower }
      return start..<partitioningIndex(in: start..<range.upperBound) { frames[$0].minY >= upper }
    case (.horizontal, let direction):
      let (lower, upper) = widenedAlongLine(
        rect.minX, rect.maxX,
        ends: (Swift.abs(head.minX) + Swift.abs(head.maxX))
          + (Swift.abs(tail.minX) + Swift.abs(tail.maxX)))
      if direction == .leftToRight {
        let start = partitioningIndex(in: range) { frames[$0].maxX > lower }
        return start..<partitioningIndex(in: start..<range.upperBound) {
          frames[$0].minX >= upper
        }
      }
      // Right to left, items run leftwards: the first is the one not wholly right of `rect`.
      let start = partitioningIndex(in: range) { frames[$0].minX < upper }
      return start..<partitioningIndex(in: start..<range.upperBound) { frames[$0].maxX <= lower }
    }
  }

  /// `lower` and `upper`, a query's edges along a line, moved apart by more than rounding can
  /// misplace a frame on a line whose first and last frames' edges sum to `ends` in magnitude;
  /// infinite when that overflows, so the searches keep the whole line.
  @inline(__always)
  private func widenedAlongLine(_ lower: Double, _ upper: Double, ends: Double)
    -> (lower: Double, upper: Double)
  {
    let scale = Swift.abs(lineGeometry.mainOrigin) + ends
    let widenedLower = lower - Self.rounding(atScale: scale + Swift.abs(lower))
    let widenedUpper = upper + Self.rounding(atScale: scale + Swift.abs(upper))
    guard widenedLower.isFinite && widenedUpper.isFinite else { return (-.infinity, .infinity) }
    return (widenedLower, widenedUpper)
  }

  /// Calls `body` with each index whose frame intersects `rect`, in ascending order.
  private func forEachIndex(intersecting rect: Rect, _ body: (Int) -> Void) {
    guard !rect.isEmpty else { return }
    for line in candidateLines(for: rect) {
      for index in alongLine(line, rect) where frames[index].intersects(rect) {
        body(index)
      }
    }
  }

  /// The lines that can hold a frame meeting `rect`: a contiguous run, since lines are stacked
  /// in order. It may hold a line more at either end, whose frames the caller tests one by one.
  @inline(__always)
  private func candidateLines(for rect: Rect) -> Range<Int> {
    let count = lineCount
    let (lower, upper) = axis == .horizontal ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
    let margins = rounding(near: lower, upper)
    let start = partitioningIndex(in: 0..<count) {
      !isBeforeAcrossLines(reach(ofLine: $0, widenedBy: margins, side: .end), rect)
    }
    let end = partitioningIndex(nearStartOf: start..<count) {
      isAfterAcrossLines(reach(ofLine: $0, widenedBy: margins, side: .start), rect)
    }
    return start..<end
  }

  /// How far rounding can put a frame's edge across the lines from where its line's numbers
  /// say, below `lower` and above `upper` (a query's edges across the lines): frames and lines
  /// sum the same offsets, insets and shares of free space in different orders, each no larger
  /// than the edge and the first line's origin together (an item's edge is the origin plus or
  /// minus positive parts). The margin below is the one near `upper`, and the one above near
  /// `lower`, as a line's reach is compared with the far edge of `rect`.
  ///
  /// The content's extent across the lines joins the scale: a line as thick as 2^53 puts its
  /// frames' far edges at coordinates whose ulp is larger than the container, and one margin
  /// for every line keeps the lines' reaches in order for the search.
  private func rounding(near lower: Double, _ upper: Double) -> (lower: Double, upper: Double) {
    var across = axis == .horizontal ? contentSize.height : contentSize.width
    if explicitLines == nil, let last = lineOffsets.last {
      let geometry = lineGeometry
      across = Swift.max(
        Swift.abs(across),
        Swift.abs(
          last + geometry.lead + Double(lineOffsets.count - 1) * geometry.step
            + geometry.lastThickness + geometry.growth))
    }
    let base = Swift.abs(lineGeometry.crossOrigin)
    let extent = across.isFinite ? Swift.abs(across) : 0
    return (
      Self.rounding(atScale: base + Swift.abs(upper) + extent),
      Self.rounding(atScale: base + Swift.abs(lower) + extent)
    )
  }

  /// More than rounding can move a coordinate worked out from numbers no larger than `scale`,
  /// a few ulps each: 4,096 ulps of `scale`, and never less than the smallest normal number.
  private static func rounding(atScale scale: Double) -> Double {
    scale * 0x1p-40 + 0x1p-1000
  }

  /// The side of a line's reach a test reads: a line lies before a query by where it ends
  /// (the next line's start) and after one by where it starts.
  private enum ReachSide { case start, end }

  /// Where line `line`'s frames can reach across the lines, lower first, and widened below by
  /// `margins.lower` and above by `margins.upper`; it only grows with `line`. Only the bound
  /// `side` stands for is worked out (the other is NaN): the searches read one each.
  ///
  /// A line's frames lie between its start and the next line's start (its thickness and the
  /// line spacing after it), the last line's within its thickness, up to rounding. A line's
  /// thickness worked out from the next line's offset can round to nothing (a line thinner than
  /// an ulp of that offset), so the next line's start bounds it instead.
  @inline(__always)
  private func reach(
    ofLine line: Int, widenedBy margins: (lower: Double, upper: Double), side: ReachSide
  ) -> (lower: Double, upper: Double) {
    if explicitLines != nil {
      let extent = crossExtent(ofLine: line)
      return (extent.lower - margins.lower, extent.upper + margins.upper)
    }
    let geometry = lineGeometry
    let offset: Double
    switch side {
    case .start:
      offset = lineOffsets[line] + geometry.lead + Double(line) * geometry.step
    case .end:
      offset =
        line + 1 < lineOffsets.count
        ? lineOffsets[line + 1] + geometry.lead + Double(line + 1) * geometry.step
        : lineOffsets[line] + geometry.lead + Double(line) * geometry.step
          + geometry.lastThickness + geometry.growth
    }
    // Lines stacking leftwards start at their upper edge and end at their lower one.
    let physical =
      geometry.stacksLeftwards ? geometry.crossOrigin - offset : geometry.crossOrigin + offset
    return (side == .end) == geometry.stacksLeftwards
      ? (physical - margins.lower, .nan) : (.nan, physical + margins.upper)
  }

  /// Whether a line spanning `extent` across the lines lies wholly before `rect` in the
  /// direction lines are stacked.
  @inline(__always)
  private func isBeforeAcrossLines(_ extent: (lower: Double, upper: Double), _ rect: Rect)
    -> Bool
  {
    switch (axis, direction) {
    case (.horizontal, _): extent.upper <= rect.minY
    case (.vertical, .leftToRight): extent.upper <= rect.minX
    case (.vertical, .rightToLeft): extent.lower >= rect.maxX
    }
  }

  @inline(__always)
  private func isAfterAcrossLines(_ extent: (lower: Double, upper: Double), _ rect: Rect)
    -> Bool
  {
    switch (axis, direction) {
    case (.horizontal, _): extent.lower >= rect.maxY
    case (.vertical, .leftToRight): extent.lower >= rect.maxX
    case (.vertical, .rightToLeft): extent.upper <= rect.minX
    }
  }

  /// Whether `frame` lies wholly before `rect` in the direction items run along a line.
  /// Package access: ``FlowIndex`` searches its lines with it.
  package func isBeforeAlongLine(_ frame: Rect, _ rect: Rect) -> Bool {
    Self.isBeforeAlongLine(frame, rect, axis, direction)
  }

  package func isAfterAlongLine(_ frame: Rect, _ rect: Rect) -> Bool {
    Self.isAfterAlongLine(frame, rect, axis, direction)
  }

  /// Whether `frame`, on a line of a flow along `axis` reading in `direction`, ends before
  /// `rect` begins along the line.
  @inline(__always)
  package static func isBeforeAlongLine(
    _ frame: Rect, _ rect: Rect, _ axis: LayoutAxis, _ direction: WritingDirection
  ) -> Bool {
    switch (axis, direction) {
    case (.vertical, _): frame.maxY <= rect.minY
    case (.horizontal, .leftToRight): frame.maxX <= rect.minX
    case (.horizontal, .rightToLeft): frame.minX >= rect.maxX
    }
  }

  /// Whether `frame`, on a line of a flow along `axis` reading in `direction`, begins after
  /// `rect` ends along the line.
  @inline(__always)
  package static func isAfterAlongLine(
    _ frame: Rect, _ rect: Rect, _ axis: LayoutAxis, _ direction: WritingDirection
  ) -> Bool {
    switch (axis, direction) {
    case (.vertical, _): frame.minY >= rect.maxY
    case (.horizontal, .leftToRight): frame.minX >= rect.maxX
    case (.horizontal, .rightToLeft): frame.maxX <= rect.minX
    }
  }
}
