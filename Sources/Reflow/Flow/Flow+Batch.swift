/// Adding many items at once: greedy breaking in a loop that keeps the open line in registers,
/// writes frames straight into the result's storage and the natural values lines need into
/// buffers of their own, aligns each line in place as it closes, and records lines in blocks.
///
/// Every greedy layout takes it: plain sizes, items that grow, stretch or carry baselines, forced
/// breaks and item and line limits. It writes the same frames as adding the items one by one.
extension Flow {
  /// Adds the valid items of `items` greedily (sizes are checked as they go; items must have
  /// been checked). Returns the first invalid size's offset in `items`, or `items.count`, and
  /// whether every coordinate is finite; the caller rolls back after an invalid size or an
  /// overflow.
  ///
  /// With `breaksOnlyWhereForced`, lines break only before items that break before themselves:
  /// balanced breaking replays its breaks so.
  mutating func addBatch<Item: FlowPlaceable>(
    _ items: UnsafeBufferPointer<Item>, breaksOnlyWhereForced: Bool = false
  ) -> (valid: Int, finite: Bool) {
    var frames = takeFrames()
    var cursor = self.cursor
    if isSealed { unseal(&cursor, &frames) }
    if storage.hiddenCount > 0 {
      // Once the line limit hides an item, it hides every later one.
      self.cursor = cursor
      storage.frames = frames
      let valid = Self.firstInvalid(items)
      storage.hiddenCount += valid
      return (valid, true)
    }
    if Item.self == FlowItem.self && !isGrowActive && items.contains(where: { $0.flowGrow > 0 }) {
      activateGrow(frames)
    }
    let base = frames.count
    let outcome: (valid: Int, finite: Bool, written: Int)
    if frames.isEmpty {
      // A fresh layout writes straight into a new buffer of the right size.
      var result = (valid: 0, finite: true, written: 0)
      frames = [Rect](unsafeUninitializedCapacity: Swift.max(items.count, frames.capacity)) {
        buffer, initialized in
        result = runBatch(items, into: buffer, from: 0, &cursor, breaksOnlyWhereForced)
        initialized = result.written
      }
      outcome = result
    } else {
      // Appending: zeros to write over, for the frames a line's alignment revisits.
      frames.append(contentsOf: repeatElement(Rect.zero, count: items.count))
      var result = (valid: 0, finite: true, written: 0)
      frames.withUnsafeMutableBufferPointer { buffer in
        result = runBatch(items, into: buffer, from: base, &cursor, breaksOnlyWhereForced)
      }
      frames.removeLast(base + items.count - result.written)
      outcome = result
    }
    self.cursor = cursor
    storage.frames = frames
    if outcome.written - base < outcome.valid {
      // The line limit hid the rest of the valid items.
      storage.hiddenCount = outcome.valid - (outcome.written - base)
    }
    return (outcome.valid, outcome.finite)
  }

  /// The offset of the first size in `items` that is not valid, or `items.count`.
  private static func firstInvalid<Item: FlowPlaceable>(_ items: UnsafeBufferPointer<Item>)
    -> Int
  {
    guard Item.self == Size.self else { return items.count }
    return items.firstIndex { !$0.flowSize.isValidLayoutSize } ?? items.count
  }

  /// Runs the batch loop over `items`, whose frames go to `frames` from `base`; returns the
  /// first invalid size's offset (or `items.count`), whether every coordinate is finite, and
  /// the number of frames `frames` holds at the end.
  private mutating func runBatch<Item: FlowPlaceable>(
    _ items: UnsafeBufferPointer<Item>, into frames: UnsafeMutableBufferPointer<Rect>,
    from base: Int, _ cursor: inout FlowCursor, _ breaksOnlyWhereForced: Bool
  ) -> (valid: Int, finite: Bool, written: Int) {
    // The natural values the batch's lines need, from the open line's first item on.
    let origin = cursor.start
    let kept = base - origin
    let count = kept + items.count
    let buffers = NaturalBuffers(
      origin: origin,
      grows: isGrowActive ? .allocate(capacity: count) : nil,
      lengths: isGrowActive ? .allocate(capacity: count) : nil,
      thicknesses: metrics.stretches ? .allocate(capacity: count) : nil,
      baselines: metrics.usesBaselines ? .allocate(capacity: count) : nil)
    defer { buffers.deallocate() }
    buffers.copy(
      from: origin..<base, grows: grows, lengths: naturalLengths,
      thicknesses: naturalThicknesses, baselines: baselines)
    // Without natural values to keep or limits to check, the loop is specialised without them.
    let keepsNothing =
      !isGrowActive && !metrics.stretches && !metrics.usesBaselines
      && metrics.maxItemsPerLine == .max && metrics.lineLimit == .max
    let outcome: (valid: Int, finite: Bool, written: Int)
    switch (metrics.isHorizontal, metrics.leftToRight, keepsNothing) {
    case (true, true, true):
      outcome = runBatch(
        items, frames, base, &cursor, NoNaturalValues(), LeftToRightRowMapping.self, breaksOnlyWhereForced)
    case (true, true, false):
      outcome = runBatch(
        items, frames, base, &cursor, buffers, LeftToRightRowMapping.self, breaksOnlyWhereForced)
    case (true, false, true):
      outcome = runBatch(
        items, frames, base, &cursor, NoNaturalValues(), RowMapping.self, breaksOnlyWhereForced)
    case (true, false, false):
      outcome = runBatch(
        items, frames, base, &cursor, buffers, RowMapping.self, breaksOnlyWhereForced)
    case (false, _, true):
      outcome = runBatch(
        items, frames, base, &cursor, NoNaturalValues(), ColumnMapping.self, breaksOnlyWhereForced)
    case (false, _, false):
      outcome = runBatch(
        items, frames, base, &cursor, buffers, ColumnMapping.self, breaksOnlyWhereForced)
    }
    // Keep the natural values of every item placed.
    let written = outcome.written - origin
    if isGrowActive {
      Self.replace(&grows, from: origin, with: buffers.grows, count: written)
      Self.replace(&naturalLengths, from: origin, with: buffers.lengths, count: written)
    }
    if metrics.stretches {
      Self.replace(&naturalThicknesses, from: origin, with: buffers.thicknesses, count: written)
    }
    if metrics.usesBaselines {
      Self.replace(&baselines, from: origin, with: buffers.baselines, count: written)
    }
    return outcome
  }

  private static func replace(
    _ array: inout [Double], from start: Int, with buffer: UnsafeMutableBufferPointer<Double>?,
    count: Int
  ) {
    array.removeSubrange(start...)
    if let buffer { array.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count])) }
  }

  @inline(__always)
  private mutating func runBatch<Item: FlowPlaceable, Values: BatchNaturalValues,
    Mapping: AxisMapping>(
    _ items: UnsafeBufferPointer<Item>, _ frames: UnsafeMutableBufferPointer<Rect>,
    _ base: Int, _ cursor: inout FlowCursor, _ buffers: Values, _: Mapping.Type,
    _ breaksOnlyWhereForced: Bool
  ) -> (valid: Int, finite: Bool, written: Int) {
    let chunk = 256
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: chunk) { starts in
      withUnsafeTemporaryAllocation(of: Double.self, capacity: chunk) { offsets in
        withUnsafeTemporaryAllocation(of: Double.self, capacity: chunk / 64 + 1) { checkpoints in
          var records = LineRecords(starts: starts, offsets: offsets, checkpoints: checkpoints)
          var run = BatchRun(
            cursor: cursor, index: base, extent: closedExtent,
            lineCount: storage.lineStarts.count)
          let constants = BatchConstants(metrics, breaksOnlyWhereForced: breaksOnlyWhereForced)
          var item = 0
          var valid = items.count
          while item < items.count && run.stop == nil {
            let end = item + Swift.min(items.count - item, records.room)
            item = run.place(items, from: item, to: end, frames, buffers, &records, constants,
                             Mapping.self)
            if run.stop == .lineToAlign {
              // Out of the loop, so that the loop itself stays small.
              run.stop = nil
              run.alignLine(frames, buffers, constants)
              continue
            }
            records.flush(into: &self)
          }
          if run.stop == .invalid { valid = item }
          if run.stop == .hidden { valid = Self.firstInvalid(items) }
          closedExtent = run.extent
          cursor = run.cursor
          return (valid, run.isFinite(constants), run.index)
        }
      }
    }
  }
}

/// Natural values the batch loop records as it places items.
protocol BatchNaturalValues: NaturalValues {
  /// Whether the layout may have limits and baselines, which the loop then checks.
  static var hasFeatures: Bool { get }
  /// Records item `index`'s natural values.
  func record(_ index: Int, length: Double, thickness: Double, grow: Double, baseline: Double)
}

/// No natural values, for layouts that need none: every call does nothing.
struct NoNaturalValues: BatchNaturalValues {
  static var hasFeatures: Bool { @inline(__always) get { false } }
  var hasGrows: Bool { @inline(__always) get { false } }
  @inline(__always) func grow(at index: Int) -> Double { 0 }
  @inline(__always) func baseline(at index: Int) -> Double { .nan }
  @inline(__always)
  func record(_ index: Int, length: Double, thickness: Double, grow: Double, baseline: Double) {}
}

/// The natural values of a batch's items, from the open line's first item on, where the batch
/// loop writes them and the line alignment reads them.
struct NaturalBuffers: BatchNaturalValues {
  static var hasFeatures: Bool { @inline(__always) get { true } }
  /// The layout index of each buffer's first value.
  let origin: Int
  let grows: UnsafeMutableBufferPointer<Double>?
  let lengths: UnsafeMutableBufferPointer<Double>?
  let thicknesses: UnsafeMutableBufferPointer<Double>?
  let baselines: UnsafeMutableBufferPointer<Double>?

  var hasGrows: Bool { grows != nil }
  @inline(__always) func grow(at index: Int) -> Double { grows?[index - origin] ?? 0 }
  @inline(__always) func baseline(at index: Int) -> Double { baselines?[index - origin] ?? .nan }

  /// Records item `index`'s natural values.
  @inline(__always)
  func record(_ index: Int, length: Double, thickness: Double, grow: Double, baseline: Double) {
    let offset = index - origin
    grows?[offset] = grow
    lengths?[offset] = length
    thicknesses?[offset] = thickness
    baselines?[offset] = baseline
  }

  /// Copies the kept values of the items `range` (the open line's, before the batch).
  func copy(
    from range: Range<Int>, grows: [Double], lengths: [Double], thicknesses: [Double],
    baselines: [Double]
  ) {
    for index in range {
      let offset = index - origin
      self.grows?[offset] = grows[index]
      self.lengths?[offset] = lengths[index]
      self.thicknesses?[offset] = thicknesses[index]
      self.baselines?[offset] = baselines[index]
    }
  }

  func deallocate() {
    grows?.deallocate()
    lengths?.deallocate()
    thicknesses?.deallocate()
    baselines?.deallocate()
  }
}

/// Line records gathered on the stack and appended to the result in blocks.
struct LineRecords {
  let starts: UnsafeMutableBufferPointer<Int>
  let offsets: UnsafeMutableBufferPointer<Double>
  let checkpoints: UnsafeMutableBufferPointer<Double>
  var lines = 0
  var checkpointCount = 0

  /// How many more lines fit: a run of this many items cannot overfill the buffers.
  var room: Int { starts.count - lines }

  @inline(__always)
  mutating func open(_ index: Int, offset: Double, lineNumber: Int, extent: Double) {
    if lineNumber & 63 == 0 && lineNumber > 0 {
      checkpoints[checkpointCount] = extent
      checkpointCount &+= 1
    }
    starts[lines] = index
    offsets[lines] = offset
    lines &+= 1
  }

  mutating func flush(into flow: inout Flow) {
    flow.storage.lineStarts.append(contentsOf: UnsafeBufferPointer(rebasing: starts[..<lines]))
    flow.storage.lineOffsets.append(
      contentsOf: UnsafeBufferPointer(rebasing: offsets[..<lines]))
    flow.extentCheckpoints.append(
      contentsOf: UnsafeBufferPointer(rebasing: checkpoints[..<checkpointCount]))
    lines = 0
    checkpointCount = 0
  }
}

/// What the batch loop reads on every item, read once.
struct BatchConstants {
  let metrics: FlowMetrics
  let limit: Double
  let alignsEveryLine: Bool

  init(_ metrics: FlowMetrics, breaksOnlyWhereForced: Bool) {
    self.metrics = metrics
    limit = breaksOnlyWhereForced ? .infinity : metrics.available + metrics.fitTolerance
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
      var main = line.length + metrics.itemSpacing
      var opens = index == line.start
      if !opens
        && (element.flowBreakBefore
          || (Values.hasFeatures && index - line.start >= metrics.maxItemsPerLine)
          || main + length > constants.limit)
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
      if Values.hasFeatures && metrics.usesBaselines {
        let above = baseline.isNaN ? thickness : baseline
        line.above = Swift.max(opens ? 0 : line.above, above)
        line.below = Swift.max(opens ? 0 : line.below, thickness - above)
        line.thickness = line.above + line.below
      } else {
        line.thickness = Swift.max(line.thickness, thickness)
      }
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
