/// `finish()`: aligning the open line, placing the overflow indicator, aligning the lines and
/// measuring the content; and undoing all of it when the layout changes again.
extension Flow {
  /// Brings the layout to its finished state.
  mutating func seal() {
    if options.lineBreaking == .balanced { rebalance() }
    isSealed = true
    guard !storage.lineStarts.isEmpty else {
      storage.contentSize = metrics.emptyContentSize
      return
    }
    var frames = takeFrames()
    var cursor = self.cursor
    var indicator: FlowItem?
    if storage.hiddenCount > 0, let overflowIndicator {
      indicator = fitIndicator(overflowIndicator, &cursor, &frames)
    }
    alignLine(cursor, &frames, indicator: indicator)
    let indicatorFrame = indicator == nil ? nil : storage.overflowIndicatorFrame
    var openExtent = -Double.infinity
    if let first = cursor.start < frames.count ? frames[cursor.start] : indicatorFrame,
      let last = indicatorFrame ?? frames.last
    {
      openExtent = metrics.lineExtent(first: first, last: last)
    }
    storage.lineGeometry.lastThickness = cursor.thickness
    self.cursor = cursor
    alignLines(&frames)
    storage.frames = frames
    let geometry = storage.lineGeometry
    let lastLine = storage.lineStarts.count - 1
    let crossStart = geometry.lead
    let crossEnd =
      cursor.offset + geometry.lead + Double(lastLine) * geometry.step + cursor.thickness
      + geometry.growth
    storage.contentSize = Size(
      along: options.axis,
      main: metrics.mainContentExtent(Swift.max(closedExtent, openExtent)),
      cross: metrics.crossContentExtent(lower: crossStart, upper: crossEnd))
  }

  /// Undoes what ``seal()`` did, leaving the open line with its items at their provisional
  /// places, so that the layout can change.
  mutating func unseal(_ cursor: inout FlowCursor, _ frames: inout [Rect]) {
    isSealed = false
    guard !storage.lineStarts.isEmpty else { return }
    if appliedLineAlignment { placeLinesAsClosed(&frames) }
    let hidden = storage.hiddenCount - displaced.count
    let restored = displaced
    displaced = []
    storage.overflowIndicatorFrame = nil
    storage.hiddenCount = 0
    rewind(toLine: storage.lineStarts.count - 1, keepingItemsBefore: frames.count,
           then: restored, &cursor, &frames)
    storage.hiddenCount = hidden
  }

  /// Makes room for the overflow indicator on the open line: moves items off its end (hiding
  /// them) until the indicator for the new hidden count fits after the rest, then returns the
  /// indicator with the cursor measuring the line's items and the indicator together.
  private mutating func fitIndicator(
    _ make: @Sendable (Int) -> FlowItem, _ cursor: inout FlowCursor, _ frames: inout [Rect]
  ) -> FlowItem {
    let metrics = self.metrics
    let start = cursor.start
    let axis = options.axis
    // The line's length after each item, summed exactly as `place` did.
    var prefix = [0.0]
    prefix.reserveCapacity(frames.count - start + 1)
    var lineLength = 0.0
    for index in start..<frames.count {
      let length = isGrowActive ? naturalLengths[index] : frames[index].size[axis]
      lineLength = index == start ? length : metrics.nextStart(after: lineLength) + length
      prefix.append(lineLength)
    }
    var kept = frames.count - start
    var hidden = storage.hiddenCount
    var indicator = Self.sanitized(make(hidden))
    while kept > 0 {
      let breaks = metrics.breaks(
        before: indicator.size[axis], forced: false, after: kept, measuring: prefix[kept],
        limit: metrics.breakLimit)
      if !breaks { break }
      kept -= 1
      hidden += 1
      indicator = Self.sanitized(make(hidden))
    }
    let end = start + kept
    displaced = (end..<frames.count).map { naturalItem(at: $0, frames) }
    truncateItems(to: end, &frames)
    storage.hiddenCount = hidden
    var line = FlowCursor(start: start, offset: cursor.offset)
    for index in start..<end {
      measure(naturalItem(at: index, frames), into: &line, first: index == start)
    }
    measure(indicator, into: &line, first: kept == 0)
    line.length =
      kept == 0 ? indicator.size[axis] : metrics.nextStart(after: prefix[kept]) + indicator.size[axis]
    cursor = line
    return indicator
  }

  /// Adds an item's thickness, baseline and grow to a line's measures (its length is the
  /// caller's to sum).
  private func measure(_ item: FlowItem, into line: inout FlowCursor, first: Bool) {
    line.admit(
      thickness: item.size[options.axis.crossAxis], baseline: item.flowBaseline,
      usesBaselines: metrics.usesBaselines, first: first)
    line.grow += item.grow
  }

  /// The indicator item with anything invalid replaced by 0 (or no baseline), as documented,
  /// and without negative zero, as items come (`FlowPlaceable`).
  private static func sanitized(_ item: FlowItem) -> FlowItem {
    let clamp = { (value: Double) in value.isFinite && value >= 0 ? value + 0 : 0 }
    let size = Size(width: clamp(item.size.width), height: clamp(item.size.height))
    var baseline = item.baseline
    if let value = baseline, !(value >= 0 && value <= size.height) { baseline = nil }
    return FlowItem(size, grow: clamp(item.grow), baseline: baseline)
  }

  /// Shares the free space across the lines as ``FlowLineAlignment`` says.
  private mutating func alignLines(_ frames: inout [Rect]) {
    let lineCount = storage.lineStarts.count
    guard metrics.lineAlignment != .top, metrics.crossAvailable.isFinite, lineCount > 0 else {
      return
    }
    let free = metrics.crossAvailable - (cursor.offset + cursor.thickness)
    guard free > 0 else { return }
    let count = Double(lineCount)
    var geometry = storage.lineGeometry
    switch metrics.lineAlignment {
    case .top: return
    case .center: geometry.lead = free / 2
    case .bottom: geometry.lead = free
    case .spaceBetween: geometry.step = lineCount > 1 ? free / (count - 1) : 0
    case .spaceAround:
      geometry.step = free / count
      geometry.lead = geometry.step / 2
    case .spaceEvenly:
      geometry.step = free / (count + 1)
      geometry.lead = geometry.step
    case .stretch:
      geometry.growth = free / count
      geometry.step = geometry.growth
    }
    storage.lineGeometry = geometry
    moveLines(&frames)
    appliedLineAlignment = true
  }

  /// Moves every item across the lines as the line alignment in `lineGeometry` says.
  private mutating func moveLines(_ frames: inout [Rect]) {
    let geometry = storage.lineGeometry
    let growth = geometry.growth
    // Where an item moves within a line that grows: nowhere at its start (top, stretch and
    // baseline items, whose extra room is below), half the growth when centred, all of it at
    // the end.
    let within =
      switch metrics.itemAlignment {
      case .center: growth / 2
      case .bottom: growth
      case .top, .stretch, .baseline: 0.0
      }
    let stretches = metrics.stretches
    let lineCount = storage.lineStarts.count
    for line in 0..<lineCount {
      let shift = geometry.lead + Double(line) * geometry.step + within
      let start = storage.lineStarts[line]
      let end = line + 1 < lineCount ? storage.lineStarts[line + 1] : frames.count
      for index in start..<end {
        frames[index] = moved(frames[index], by: shift, growing: stretches ? growth : 0)
      }
      if line == lineCount - 1, let indicator = storage.overflowIndicatorFrame {
        storage.overflowIndicatorFrame = moved(
          indicator, by: shift, growing: stretches ? growth : 0)
      }
    }
  }

  /// Puts the items of every line but the last (which ``unseal(_:_:)`` places again) back
  /// across their line where closing it placed them, and forgets the line alignment.
  ///
  /// Each place is worked out again from the line's offset and the items' natural thicknesses
  /// and baselines, with the arithmetic that placed it: moving an item back by its shift would
  /// round, and the next `finish()` would then write frames an ulp away from a layout of the same
  /// items from scratch.
  ///
  /// - Complexity: O(*n*), as aligning the lines was.
  private mutating func placeLinesAsClosed(_ frames: inout [Rect]) {
    let metrics = self.metrics
    let lineCount = storage.lineStarts.count
    for line in 0..<(lineCount - 1) {
      let start = storage.lineStarts[line]
      let end = storage.lineStarts[line + 1]
      var measure = FlowCursor(start: start, offset: storage.lineOffsets[line])
      for index in start..<end {
        measure.admit(
          thickness: naturalThickness(at: index, frames), baseline: naturalBaseline(at: index),
          usesBaselines: metrics.usesBaselines, first: index == start)
      }
      for index in start..<end {
        let (cross, placed) = metrics.crossPlacement(
          thickness: naturalThickness(at: index, frames), baseline: naturalBaseline(at: index),
          in: measure)
        let across = metrics.frame(
          main: 0, cross: measure.offset + cross, length: 0, thickness: placed)
        if metrics.isHorizontal {
          frames[index].origin.y = across.origin.y
          frames[index].size.height = across.size.height
        } else {
          frames[index].origin.x = across.origin.x
          frames[index].size.width = across.size.width
        }
      }
    }
    storage.lineGeometry.lead = 0
    storage.lineGeometry.step = 0
    storage.lineGeometry.growth = 0
    appliedLineAlignment = false
  }

  /// Item `index`'s thickness as added: its frame's, unless stretching thickened it.
  @inline(__always)
  private func naturalThickness(at index: Int, _ frames: [Rect]) -> Double {
    metrics.stretches ? naturalThicknesses[index] : frames[index].size[options.axis.crossAxis]
  }

  /// Item `index`'s declared baseline, NaN for none or when baselines are not in use.
  @inline(__always)
  private func naturalBaseline(at index: Int) -> Double {
    metrics.usesBaselines ? baselines[index] : .nan
  }

  /// `frame` moved `shift` across the lines (towards later lines) and made `growth` thicker.
  private func moved(_ frame: Rect, by shift: Double, growing growth: Double) -> Rect {
    var frame = frame
    if metrics.isHorizontal {
      frame.origin.y += shift
      frame.size.height += growth
    } else if metrics.leftToRight {
      frame.origin.x += shift
      frame.size.width += growth
    } else {
      frame.origin.x -= shift + growth
      frame.size.width += growth
    }
    return frame
  }
}

extension Size {
  /// A size from its extents along and across `axis`.
  init(along axis: LayoutAxis, main: Double, cross: Double) {
    self = axis == .horizontal
      ? Size(width: main, height: cross) : Size(width: cross, height: main)
  }
}
