/// Adding items one at a time: the entry points, and the state machine step the slow paths share.
extension Flow {
  // MARK: - Entry points

  /// Places one valid item, or throws ``ReflowError/coordinateOverflow(index:)`` leaving the
  /// layout as it was.
  mutating func addChecked<Item: FlowPlaceable>(_ item: Item) throws(ReflowError) -> Rect {
    let index = count
    if options.lineBreaking == .balanced {
      guard recordBalanced(item) else { throw .coordinateOverflow(index: index) }
      return .zero
    }
    var frames = takeFrames()
    var cursor = self.cursor
    let wasSealed = isSealed
    if isSealed { unseal(&cursor, &frames) }
    let frame = place(item, &cursor, &frames)
    self.cursor = cursor
    storage.frames = frames
    guard let frame else {
      if wasSealed { seal() }
      throw .coordinateOverflow(index: index)
    }
    return frame
  }

  /// Places one item without checking it or the coordinates.
  mutating func addUnchecked<Item: FlowPlaceable>(item: Item) {
    if options.lineBreaking == .balanced {
      _ = recordBalanced(item)
      return
    }
    var frames = takeFrames()
    var cursor = self.cursor
    if isSealed { unseal(&cursor, &frames) }
    _ = place(item, &cursor, &frames, checksOverflow: false)
    self.cursor = cursor
    storage.frames = frames
  }

  /// Places every item of `buffer`, or none: returns the first error `validate` finds, or the
  /// overflow, with the index the item would have had; the layout is then as it was (finished
  /// again if it was finished).
  mutating func addAll<Item: FlowPlaceable>(
    _ buffer: UnsafeBufferPointer<Item>, allowsFastPath: Bool = true,
    validate: (Int, Item) -> ReflowError?
  ) -> ReflowError? {
    let wasSealed = isSealed
    let wasGrowActive = isGrowActive
    let error = addAllOrNone(buffer, allowsFastPath: allowsFastPath, validate: validate)
    guard error != nil else { return nil }
    // Taking the items back placed the open line's again, with the arithmetic that first
    // placed them: every frame is as it was, to the bit. What the batch switched on goes too.
    if isGrowActive && !wasGrowActive { deactivateGrow() }
    if wasSealed && !isSealed { seal() }
    return error
  }

  private mutating func addAllOrNone<Item: FlowPlaceable>(
    _ buffer: UnsafeBufferPointer<Item>, allowsFastPath: Bool,
    validate: (Int, Item) -> ReflowError?
  ) -> ReflowError? {
    let base = count
    guard !buffer.isEmpty else { return nil }
    if options.lineBreaking == .balanced { return recordBalanced(buffer, validate: validate) }
    if allowsFastPath {
      // The batch loop checks sizes as it goes and takes every item back after a bad one;
      // items, which carry more to check, are checked first.
      if Item.self != Size.self {
        for offset in buffer.indices {
          if let error = validate(base + offset, buffer[offset]) { return error }
        }
      }
      reserveLines(for: buffer)
      let (valid, finite) = addBatch(buffer)
      guard valid < buffer.count || !finite else { return nil }
      removeItems(from: base)
      if valid < buffer.count, let error = validate(base + valid, buffer[valid]) { return error }
      // Find the item that overflows by placing the batch again, checking each one.
      return addAllOrNone(buffer, allowsFastPath: false, validate: validate)
    }
    for offset in buffer.indices {
      if let error = validate(base + offset, buffer[offset]) { return error }
    }
    var frames = takeFrames()
    var cursor = self.cursor
    if isSealed { unseal(&cursor, &frames) }
    frames.reserveCapacity(frames.count + buffer.count)
    reserveLines(for: buffer)
    for offset in buffer.indices where place(buffer[offset], &cursor, &frames) == nil {
      self.cursor = cursor
      storage.frames = frames
      removeItems(from: base)
      return .coordinateOverflow(index: base + offset)
    }
    self.cursor = cursor
    storage.frames = frames
    return nil
  }

  /// Moves the frames out of the result, so that appending to them checks no other owner.
  @inline(__always)
  mutating func takeFrames() -> [Rect] {
    var frames: [Rect] = []
    swap(&frames, &storage.frames)
    return frames
  }

  /// Reserves room for the lines `items` will probably add: the items per line so far, or as
  /// greedy breaking finds on a sample, with 5% to spare.
  private mutating func reserveLines<Item: FlowPlaceable>(for items: UnsafeBufferPointer<Item>) {
    // Small batches grow the records as they go; the estimate pays off for large ones.
    guard items.count >= 4_096 else { return }
    var perLine: Double
    let lines = storage.lineStarts.count
    if lines >= 32 {
      perLine = Double(storage.frames.count) / Double(lines)
    } else {
      let sample = items.prefix(256)
      var sampleLines = 0
      var length = -Double.infinity
      for item in sample {
        let itemLength = item.flowSize[options.axis]
        if length > -Double.infinity
          && metrics.nextStart(after: length) + itemLength <= metrics.breakLimit
        {
          length = metrics.nextStart(after: length) + itemLength
        } else {
          sampleLines += 1
          length = itemLength
        }
      }
      perLine = Double(sample.count) / Double(Swift.max(1, sampleLines))
    }
    let expected = Int((Double(items.count) / Swift.max(1, perLine) * 1.05).rounded(.up)) + 8
    storage.lineStarts.reserveCapacity(lines + expected)
    storage.lineOffsets.reserveCapacity(lines + expected)
  }

  // MARK: - The state machine

  /// Places `item` on the open line, or on a new one, and returns its provisional frame: `.zero`
  /// when the line limit hides it, `nil` (changing nothing) when its coordinates would not be
  /// finite and `checksOverflow` is set.
  @inline(__always)
  mutating func place<Item: FlowPlaceable>(
    _ item: Item, _ cursor: inout FlowCursor, _ frames: inout [Rect],
    checksOverflow: Bool = true
  ) -> Rect? {
    if storage.hiddenCount > 0 {
      storage.hiddenCount += 1
      return .zero
    }
    let metrics = self.metrics
    let size = item.flowSize
    let length = metrics.isHorizontal ? size.width : size.height
    let thickness = metrics.isHorizontal ? size.height : size.width
    let index = frames.count
    var breaks = false
    if index != cursor.start {
      breaks = metrics.breaks(
        before: length, forced: item.flowBreakBefore, after: index - cursor.start,
        measuring: cursor.length, limit: metrics.breakLimit)
      if breaks && storage.lineStarts.count >= metrics.lineLimit {
        storage.hiddenCount = 1
        return .zero
      }
    }
    let continues = index != cursor.start && !breaks
    let main = continues ? metrics.nextStart(after: cursor.length) : 0
    let offset = breaks ? cursor.offset + cursor.thickness + metrics.lineSpacing : cursor.offset
    var across = cursor
    let baseline = item.flowBaseline
    across.admit(
      thickness: thickness, baseline: baseline, usesBaselines: metrics.usesBaselines,
      first: !continues)
    let lineThickness = across.thickness
    if checksOverflow
      && !((main + length + metrics.mainInsets).isFinite
        && (offset + lineThickness + metrics.crossInsets).isFinite)
    {
      return nil
    }
    if breaks {
      closeLine(&cursor, &frames)
      cursor = FlowCursor(start: index, offset: offset)
    }
    if !continues { openLine(at: index, offset: offset) }
    cursor.length = main + length
    cursor.thickness = lineThickness
    cursor.above = across.above
    cursor.below = across.below
    let grow = item.flowGrow
    cursor.grow += grow
    if isGrowActive || grow > 0 {
      if !isGrowActive { activateGrow(frames) }
      grows.append(grow)
      naturalLengths.append(length)
    }
    if metrics.stretches { naturalThicknesses.append(thickness) }
    if metrics.usesBaselines { baselines.append(baseline) }
    let frame = metrics.frame(main: main, cross: offset, length: length, thickness: thickness)
    frames.append(frame)
    return frame
  }

  /// Records a new line starting at `index`, and every 64 lines the extent before it (the
  /// extent before line 64 *j* is checkpoint *j* − 1).
  @inline(__always)
  mutating func openLine(at index: Int, offset: Double) {
    let lines = storage.lineStarts.count
    if lines % 64 == 0 && lines > 0 { extentCheckpoints.append(closedExtent) }
    storage.lineStarts.append(index)
    storage.lineOffsets.append(offset)
  }

  /// Aligns the open line, which the next item does not join.
  @inline(never)
  mutating func closeLine(_ cursor: inout FlowCursor, _ frames: inout [Rect]) {
    alignLine(cursor, &frames, indicator: nil)
    if let last = frames.last {
      closedExtent = Swift.max(
        closedExtent, metrics.lineExtent(first: frames[cursor.start], last: last))
    }
  }

  /// Starts keeping grow factors and natural lengths, for the items so far (none of which grew).
  mutating func activateGrow(_ frames: [Rect]) {
    isGrowActive = true
    grows = Array(repeating: 0, count: frames.count)
    let axis = options.axis
    naturalLengths = frames.map { $0.size[axis] }
  }

  /// Stops keeping grow factors and natural lengths, when no item kept grows.
  mutating func deactivateGrow() {
    isGrowActive = false
    grows = []
    naturalLengths = []
  }

  /// Grows, aligns and places across the line the items of the open line (and the overflow
  /// indicator after them, whose frame it records).
  mutating func alignLine(_ cursor: FlowCursor, _ frames: inout [Rect], indicator: FlowItem?) {
    let values = KeptNaturalValues(hasGrows: isGrowActive, grows: grows, baselines: baselines)
    let metrics = self.metrics
    let indicatorFrame = frames.withUnsafeMutableBufferPointer { frames in
      metrics.align(cursor, frames, values, indicator: indicator)
    }
    if let indicatorFrame { storage.overflowIndicatorFrame = indicatorFrame }
  }
}
