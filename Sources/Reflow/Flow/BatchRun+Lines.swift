extension BatchRun {
  /// Places whole lines, each in two steps over its items: one that finds where the line ends
  /// and measures it, and one that writes every frame where it ends up. Layouts that grow,
  /// stretch, align on baselines or align their lines write each frame once this way, instead
  /// of placing it and then moving it.
  ///
  /// It starts on an empty line and stops at the end of `items` (leaving the last line open,
  /// its items at their natural places), at an invalid size, at the line limit, or after a
  /// line that fills the line records. Returns where it stopped.
  @inline(__always)
  mutating func placeLines<Item: FlowPlaceable, Values: BatchNaturalValues, Mapping: AxisMapping>(
    _ items: UnsafeBufferPointer<Item>, from first: Int,
    _ frames: UnsafeMutableBufferPointer<Rect>, _ buffers: Values,
    _ records: inout LineRecords, _ constants: BatchConstants, _: Mapping.Type
  ) -> Int {
    let metrics = constants.metrics
    var item = first
    while item < items.count && records.room > 0 {
      // Measure the line.
      var line = FlowCursor(start: index, offset: cursor.offset)
      var end = item
      while end < items.count {
        let element = items[end]
        let size = element.flowSize
        if Item.self == Size.self && !size.isValidLayoutSize {
          stop = .invalid
          break
        }
        let length = Mapping.length(size)
        let thickness = Mapping.thickness(size)
        let count = end - item
        if metrics.breaks(
          before: length, forced: element.flowBreakBefore, after: count,
          measuring: line.length, limit: constants.limit)
        {
          break
        }
        line.length = count == 0 ? length : metrics.nextStart(after: line.length) + length
        line.admit(
          thickness: thickness, baseline: element.flowBaseline,
          usesBaselines: metrics.usesBaselines, first: count == 0)
        line.grow += element.flowGrow
        end += 1
      }
      let count = end - item
      guard count > 0 else { break }
      records.open(index, offset: line.offset, lineNumber: lineCount, extent: extent)
      lineCount &+= 1
      // Place it: where it ends up if it is closed, at the natural places if it stays open. At
      // the line limit the line stays open, for the overflow indicator to join.
      let hides = end < items.count && stop == nil && lineCount >= metrics.lineLimit
      let closes = end < items.count && stop == nil && !hides
      let (lead, extra, unit, lineEnd) =
        closes ? metrics.shares(of: line, count: count) : (0.0, 0.0, 0.0, Double.infinity)
      var main = lead
      for offset in 0..<count {
        let element = items[item + offset]
        let size = element.flowSize
        let length = Mapping.length(size)
        let thickness = Mapping.thickness(size)
        let grow = element.flowGrow
        let baseline = element.flowBaseline
        let grown = length + grow * unit
        let (cross, placed) =
          closes
          ? metrics.crossPlacement(thickness: thickness, baseline: baseline, in: line)
          : (0, thickness)
        let position = index + offset
        (frames.baseAddress.unsafelyUnwrapped + position).initialize(
          to: Mapping.frame(
            main: FlowMetrics.start(main, length: grown, end: lineEnd),
            cross: line.offset + cross, length: grown, thickness: placed, metrics.coefficients))
        buffers.record(position, length: length, thickness: thickness, grow: grow,
                       baseline: baseline)
        main = metrics.nextStart(after: main + grown, extra: extra)
      }
      index += count
      item = end
      guard closes else {
        cursor = line
        if hides { stop = .hidden }
        break
      }
      finite = finite && (line.length + metrics.mainInsets).isFinite
      extent = Swift.max(
        extent, metrics.lineExtent(first: frames[line.start], last: frames[index - 1]))
      cursor = FlowCursor(start: index, offset: line.offset + line.thickness + metrics.lineSpacing)
    }
    return item
  }
}
