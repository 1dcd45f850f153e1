/// What the batch loop reads on every item, read once.
struct BatchConstants {
  let metrics: FlowMetrics
  let limit: Double
  let alignsEveryLine: Bool

  init(_ metrics: FlowMetrics, breaksOnlyWhereForced: Bool) {
    self.metrics = metrics
    limit = breaksOnlyWhereForced ? .infinity : metrics.breakLimit
    alignsEveryLine = !metrics.keepsLinesAsPlaced
  }
}

/// The batch loop's state: the open line, the next item's index, the closed lines' extent.
struct BatchRun {
  enum Stop { case invalid, hidden, lineToAlign }

  var cursor: FlowCursor
  var index: Int
  var extent: Double
  var lineCount: Int
  var finite = true
  var stop: Stop?

  init(cursor: FlowCursor, index: Int, extent: Double, lineCount: Int) {
    self.cursor = cursor
    self.index = index
    self.extent = extent
    self.lineCount = lineCount
  }

  /// Aligns the open line, which the next item does not join, and opens the next line at the
  /// next item.
  mutating func alignLine<Values: BatchNaturalValues>(
    _ frames: UnsafeMutableBufferPointer<Rect>, _ values: Values, _ constants: BatchConstants
  ) {
    let metrics = constants.metrics
    let lineFrames = UnsafeMutableBufferPointer(rebasing: frames[..<index])
    _ = metrics.align(cursor, lineFrames, values, indicator: nil)
    extent = Swift.max(
      extent, metrics.lineExtent(first: frames[cursor.start], last: frames[index - 1]))
    cursor = FlowCursor(
      start: index, offset: cursor.offset + cursor.thickness + metrics.lineSpacing)
  }

  /// Whether every coordinate so far is finite.
  func isFinite(_ constants: BatchConstants) -> Bool {
    let metrics = constants.metrics
    return finite && (cursor.length + metrics.mainInsets).isFinite
      && (cursor.offset + cursor.thickness + metrics.crossInsets).isFinite
  }

  /// Places `items[first..<end]`, stopping early at an invalid size or the line limit, and
  /// returns where it stopped. The loop calls nothing: its state stays in registers.
  @inline(__always)
  mutating func place<Item: FlowPlaceable, Values: BatchNaturalValues, Mapping: AxisMapping>(
    _ items: UnsafeBufferPointer<Item>, from first: Int, to end: Int,
    _ frames: UnsafeMutableBufferPointer<Rect>, _ buffers: Values,
    _ records: inout LineRecords, _ constants: BatchConstants, _: Mapping.Type
  ) -> Int {
    let metrics = constants.metrics
    var line = cursor
    var index = self.index
    var extent = self.extent
    var lineCount = self.lineCount
    var finite = self.finite
    var item = first
    while item < end {
      let element = items[item]
      let size = element.flowSize
      if Item.self == Size.self {
        // NaN fails both comparisons; an infinite dimension makes the sum infinite.
        guard size.width >= 0 && size.height >= 0 && size.width + size.height < .infinity else {
          stop = .invalid
          break
        }
      }
      let length = Mapping.length(size)
      let thickness = Mapping.thickness(size)
      var main = metrics.nextStart(after: line.length)
      var opens = index == line.start
      if metrics.breaks(
        before: length, forced: element.flowBreakBefore, after: index - line.start,
        measuring: line.length, limit: constants.limit, limitsItems: Values.hasFeatures)
      {
        if Values.hasFeatures && lineCount >= metrics.lineLimit {
          stop = .hidden
          break
        }
        finite = finite && (line.length + metrics.mainInsets).isFinite
        if constants.alignsEveryLine || line.grow > 0 {
          stop = .lineToAlign
          break
        }
        extent = Swift.max(
          extent, metrics.lineExtent(first: frames[line.start], last: frames[index - 1]))
        line = FlowCursor(
          start: index, offset: line.offset + line.thickness + metrics.lineSpacing)
        opens = true
      }
      if opens {
        main = 0
        records.open(index, offset: line.offset, lineNumber: lineCount, extent: extent)
        lineCount &+= 1
      }
      let baseline = element.flowBaseline
      line.admit(
        thickness: thickness, baseline: baseline,
        usesBaselines: Values.hasFeatures && metrics.usesBaselines, first: opens)
      let grow = element.flowGrow
      if Item.self != Size.self { line.grow += grow }
      buffers.record(index, length: length, thickness: thickness, grow: grow, baseline: baseline)
      (frames.baseAddress.unsafelyUnwrapped + index).initialize(
        to: Mapping.frame(
          main: main, cross: line.offset, length: length, thickness: thickness,
          metrics.coefficients))
      line.length = main + length
      index &+= 1
      item &+= 1
    }
    cursor = line
    self.index = index
    self.extent = extent
    self.lineCount = lineCount
    self.finite = finite
    return item
  }
}
