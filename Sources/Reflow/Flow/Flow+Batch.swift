/// Adding many items at once: greedy breaking in a loop that keeps the open line in registers,
/// writes frames straight into the result's storage and the natural values lines need into
/// buffers of their own, and records lines in blocks. Layouts whose lines need more than placing
/// (grow, stretch, baselines, line alignment) place a line at a time, measuring it first.
///
/// Every greedy layout takes it: plain sizes, items that grow, stretch or carry baselines, forced
/// breaks and item and line limits. It writes the same frames as adding the items one by one, to
/// the last bit: it sums each line with `FlowMetrics.nextStart(after:)`, as `add` does.
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
        items, frames, base, &cursor, NoNaturalValues(), LeftToRightRowMapping.self,
        breaksOnlyWhereForced)
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
          // Lines that need more than placing take the line-at-a-time loop.
          let byLines = Values.hasFeatures || constants.alignsEveryLine
          while item < items.count && run.stop == nil {
            if byLines && run.index == run.cursor.start {
              item = run.placeLines(items, from: item, frames, buffers, &records, constants,
                                    Mapping.self)
              records.flush(into: &self)
              continue
            }
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
