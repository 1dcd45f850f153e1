/// The greedy flow's fast path: plain sizes, greedy breaking and no per-item work, in a loop
/// that keeps the open line in locals, skips the alignment pass when nothing moves, and touches
/// the line records once per line.
///
/// It applies when the options need nothing per item beyond placing it (greedy breaking, no
/// line or item limit, item alignment top, center or bottom) and no item has grown so far; the
/// general path (``place(_:_:_:forcedBreak:checksOverflow:)``) handles the rest. Both write the
/// same frames.
extension Flow {
  /// Whether sizes added now can take the fast path.
  @inline(__always)
  var takesFastPath: Bool { metrics.hasPlainLines && !isGrowActive && !isSealed }

  /// Places one valid size on the fast path, or returns `nil`, changing nothing, when its
  /// coordinates would not be finite.
  ///
  /// The common case, an item that joins the open line, is a few comparisons and an append;
  /// starting a line is out of line.
  @inline(__always)
  mutating func addFast(_ size: Size) -> Rect? {
    let horizontal = metrics.isHorizontal
    let length = horizontal ? size.width : size.height
    let thickness = horizontal ? size.height : size.width
    let main = cursor.length + metrics.itemSpacing
    let end = main + length
    guard storage.frames.count != cursor.start && end <= metrics.fitLimit else {
      return addFastStartingLine(length: length, thickness: thickness)
    }
    if thickness > cursor.thickness {
      guard (cursor.offset + thickness + metrics.crossInsets).isFinite else { return nil }
      cursor.thickness = thickness
    }
    cursor.length = end
    let frame = metrics.frame(
      main: main, cross: cursor.offset, length: length, thickness: thickness)
    storage.frames.append(frame)
    return frame
  }

  /// Places an item that starts a line: the first, or one that does not fit the open line.
  @inline(never)
  private mutating func addFastStartingLine(length: Double, thickness: Double) -> Rect? {
    let index = storage.frames.count
    let breaks = index != cursor.start
    // Without a line end (an infinite extent), an item that does not fit overflows.
    guard !breaks || metrics.available.isFinite else { return nil }
    let offset = breaks ? cursor.offset + cursor.thickness + metrics.lineSpacing : cursor.offset
    guard (length + metrics.mainInsets).isFinite,
      (offset + thickness + metrics.crossInsets).isFinite
    else { return nil }
    if breaks {
      if metrics.keepsLinesAsPlaced {
        closedExtent = Swift.max(
          closedExtent, metrics.extentValue(lower: 0, upper: cursor.length))
      } else {
        var frames = takeFrames()
        var line = cursor
        closeLine(&line, &frames)
        storage.frames = frames
      }
      cursor = FlowCursor(start: index, offset: offset)
    }
    openLine(at: index, offset: offset)
    cursor.length = length
    cursor.thickness = thickness
    let frame = metrics.frame(main: 0, cross: offset, length: length, thickness: thickness)
    storage.frames.append(frame)
    return frame
  }

  /// Places sizes on the fast path, checking each; returns the offset in `sizes` of the first
  /// invalid one, or `sizes.count` when all are valid, and whether every coordinate is finite.
  /// After an invalid size or an overflow the caller rolls the layout back.
  mutating func addFast(
    _ sizes: UnsafeBufferPointer<Size>, _ cursor: inout FlowCursor, _ frames: inout [Rect]
  ) -> (valid: Int, finite: Bool) {
    if frames.isEmpty {
      // A fresh layout writes straight into a new buffer of the right size.
      var outcome = (valid: 0, finite: true)
      var line = cursor
      frames = [Rect](unsafeUninitializedCapacity: Swift.max(sizes.count, frames.capacity)) {
        buffer, initialized in
        var sink = DirectFrameSink(buffer: buffer)
        outcome = addFast(sizes, &line, &sink)
        initialized = sink.count
      }
      cursor = line
      return outcome
    }
    var sink = ChunkFrameSink(frames: frames)
    frames = []
    let outcome = withUnsafeTemporaryAllocation(of: Rect.self, capacity: 256) { chunk in
      sink.chunk = chunk
      let outcome = addFast(sizes, &cursor, &sink)
      // The chunk lives only in this closure.
      sink.flush()
      sink.chunk = UnsafeMutableBufferPointer(start: nil, count: 0)
      return outcome
    }
    frames = sink.frames
    return outcome
  }

  @inline(__always)
  private mutating func addFast<Sink: FrameSink>(
    _ sizes: UnsafeBufferPointer<Size>, _ cursor: inout FlowCursor, _ sink: inout Sink
  ) -> (valid: Int, finite: Bool) {
    if !metrics.isHorizontal { return addFast(sizes, &cursor, &sink, ColumnMapping.self) }
    return metrics.leftToRight
      ? addFast(sizes, &cursor, &sink, LeftToRightRowMapping.self)
      : addFast(sizes, &cursor, &sink, RowMapping.self)
  }

  /// The batch loop: frames go to `sink`, line starts and offsets to buffers on the stack
  /// appended every 256 lines, so that the loop calls nothing and keeps its state in
  /// registers; a line that must be aligned when it closes is aligned in the sink's frames.
  @inline(__always)
  private mutating func addFast<Sink: FrameSink, Mapping: AxisMapping>(
    _ sizes: UnsafeBufferPointer<Size>, _ cursor: inout FlowCursor, _ sink: inout Sink,
    _: Mapping.Type
  ) -> (valid: Int, finite: Bool) {
    let chunk = 256
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: chunk) { starts in
      withUnsafeTemporaryAllocation(of: Double.self, capacity: chunk) { offsets in
        withUnsafeTemporaryAllocation(of: Double.self, capacity: chunk / 64 + 1) { checkpoints in
          addFast(
            sizes, &cursor, &sink, Mapping.self, lines: (starts, offsets, checkpoints))
        }
      }
    }
  }

  @inline(__always)
  private mutating func addFast<Sink: FrameSink, Mapping: AxisMapping>(
    _ sizes: UnsafeBufferPointer<Size>, _ cursor: inout FlowCursor, _ sink: inout Sink,
    _: Mapping.Type,
    lines buffers: (
      starts: UnsafeMutableBufferPointer<Int>, offsets: UnsafeMutableBufferPointer<Double>,
      checkpoints: UnsafeMutableBufferPointer<Double>
    )
  ) -> (valid: Int, finite: Bool) {
    let constants = FastConstants(
      coefficients: metrics.coefficients, spacing: metrics.itemSpacing,
      lineSpacing: metrics.lineSpacing, limit: metrics.available + metrics.fitTolerance,
      mainInsets: metrics.mainInsets, rowsGrowLeftwards: metrics.isHorizontal && !metrics.leftToRight,
      alignsLines: !metrics.keepsLinesAsPlaced)
    var state = FastState(
      start: cursor.start, length: cursor.length, thickness: cursor.thickness,
      offset: cursor.offset, extent: closedExtent, index: sink.count, finite: true,
      lines: 0, checkpoints: 0, lineCount: storage.lineStarts.count)
    var item = 0
    while item < sizes.count {
      // A run that cannot fill the buffers, so that the loop over it calls nothing.
      let end = item + Swift.min(
        sizes.count - item, sink.room, buffers.starts.count - state.lines)
      let stop = Self.placeRun(
        sizes, from: item, to: end, &state, &sink, Mapping.self, constants, buffers)
      item = stop.next
      switch stop.reason {
      case .endOfRun:
        if state.lines == buffers.starts.count { flushLines(&state, buffers) }
        sink.makeRoom()
      case .invalid:
        flushLines(&state, buffers)
        closedExtent = state.extent
        cursor = FlowCursor(
          start: state.start, length: state.length, thickness: state.thickness,
          offset: state.offset)
        return (item, state.finite)
      case .lineToAlign:
        // The run stopped before the item that starts a new line: align the closed one.
        let line = FlowCursor(
          start: state.start, length: state.length, thickness: state.thickness,
          offset: state.offset)
        closedExtent = state.extent
        sink.withFrames { closeLine(line, $0) }
        state.extent = closedExtent
        state.offset += state.thickness + constants.lineSpacing
        state.start = state.index
        state.thickness = 0
        state.length = 0
      }
    }
    flushLines(&state, buffers)
    closedExtent = state.extent
    cursor = FlowCursor(
      start: state.start, length: state.length, thickness: state.thickness, offset: state.offset)
    return (
      sizes.count,
      state.finite && (state.length + metrics.mainInsets).isFinite
        && (state.offset + state.thickness + metrics.crossInsets).isFinite
    )
  }

  /// Appends the pending line records to the result.
  private mutating func flushLines(
    _ state: inout FastState,
    _ buffers: (
      starts: UnsafeMutableBufferPointer<Int>, offsets: UnsafeMutableBufferPointer<Double>,
      checkpoints: UnsafeMutableBufferPointer<Double>
    )
  ) {
    storage.lineStarts.append(
      contentsOf: UnsafeBufferPointer(rebasing: buffers.starts[..<state.lines]))
    storage.lineOffsets.append(
      contentsOf: UnsafeBufferPointer(rebasing: buffers.offsets[..<state.lines]))
    extentCheckpoints.append(
      contentsOf: UnsafeBufferPointer(rebasing: buffers.checkpoints[..<state.checkpoints]))
    state.lines = 0
    state.checkpoints = 0
  }

  /// Why ``placeRun(_:from:to:_:_:_:_:_:)`` stopped.
  enum RunStop {
    /// It placed every item of the run.
    case endOfRun
    /// The item at `next` is not a valid size.
    case invalid
    /// The item at `next` starts a new line, and the closed one must be aligned first.
    case lineToAlign
  }

  /// Places `sizes[first..<end]` greedily with the state in registers: the loop calls nothing,
  /// and stops early at an invalid size or a line that needs aligning.
  @inline(__always)
  private static func placeRun<Sink: FrameSink, Mapping: AxisMapping>(
    _ sizes: UnsafeBufferPointer<Size>, from first: Int, to end: Int, _ state: inout FastState,
    _ sink: inout Sink, _: Mapping.Type, _ constants: FastConstants,
    _ buffers: (
      starts: UnsafeMutableBufferPointer<Int>, offsets: UnsafeMutableBufferPointer<Double>,
      checkpoints: UnsafeMutableBufferPointer<Double>
    )
  ) -> (next: Int, reason: RunStop) {
    var start = state.start
    var length = state.length
    var thickness = state.thickness
    var offset = state.offset
    var extent = state.extent
    var index = state.index
    var finite = state.finite
    var lines = state.lines
    var checkpoints = state.checkpoints
    var lineCount = state.lineCount
    var item = first
    var reason = RunStop.endOfRun
    while item < end {
      let size = sizes[item]
      // NaN fails both comparisons; an infinite dimension makes the sum infinite.
      guard size.width >= 0 && size.height >= 0 && size.width + size.height < .infinity else {
        reason = .invalid
        break
      }
      let itemLength = Mapping.length(size)
      let itemThickness = Mapping.thickness(size)
      var main = length + constants.spacing
      var opens = index == start
      if !opens && main + itemLength > constants.limit {
        finite = finite && (length + constants.mainInsets).isFinite
        if constants.alignsLines {
          reason = .lineToAlign
          break
        }
        extent = Swift.max(extent, constants.rowsGrowLeftwards ? 0 : length)
        offset += thickness + constants.lineSpacing
        start = index
        thickness = 0
        opens = true
      }
      if opens {
        main = 0
        if lineCount & 63 == 0 && lineCount > 0 {
          buffers.checkpoints[checkpoints] = extent
          checkpoints += 1
        }
        buffers.starts[lines] = index
        buffers.offsets[lines] = offset
        lines &+= 1
        lineCount &+= 1
      }
      sink.put(
        Mapping.frame(
          main: main, cross: offset, length: itemLength, thickness: itemThickness,
          constants.coefficients))
      length = main + itemLength
      thickness = Swift.max(thickness, itemThickness)
      index &+= 1
      item &+= 1
    }
    state = FastState(
      start: start, length: length, thickness: thickness, offset: offset, extent: extent,
      index: index, finite: finite, lines: lines, checkpoints: checkpoints,
      lineCount: lineCount)
    return (item, reason)
  }
}

/// What the batch loop needs to know, read once.
struct FastConstants {
  let coefficients: FrameCoefficients
  let spacing: Double
  let lineSpacing: Double
  let limit: Double
  let mainInsets: Double
  /// Whether the extent of a line is minus its start (right-to-left rows), which is 0 for the
  /// unaligned lines of the fast loop.
  let rowsGrowLeftwards: Bool
  let alignsLines: Bool
}

/// The batch loop's state between runs.
struct FastState {
  var start: Int
  var length: Double
  var thickness: Double
  var offset: Double
  var extent: Double
  var index: Int
  var finite: Bool
  var lines: Int
  var checkpoints: Int
  var lineCount: Int
}

/// Where the batch loop writes frames.
protocol FrameSink {
  /// The number of frames written, in the layout's numbering.
  var count: Int { get }
  /// How many frames `put` takes before ``makeRoom()``.
  var room: Int { get }
  /// Writes the next frame; there must be room.
  mutating func put(_ frame: Rect)
  /// Makes room for more frames.
  mutating func makeRoom()
  /// Calls `body` with every frame written so far.
  mutating func withFrames(_ body: (UnsafeMutableBufferPointer<Rect>) -> Void)
}

/// Frames written straight into a new result's buffer.
struct DirectFrameSink: FrameSink {
  let buffer: UnsafeMutableBufferPointer<Rect>
  var count = 0

  var room: Int { buffer.count - count }

  @inline(__always)
  mutating func put(_ frame: Rect) {
    (buffer.baseAddress.unsafelyUnwrapped + count).initialize(to: frame)
    count += 1
  }

  mutating func makeRoom() {}

  mutating func withFrames(_ body: (UnsafeMutableBufferPointer<Rect>) -> Void) {
    body(UnsafeMutableBufferPointer(rebasing: buffer[..<count]))
  }
}

/// Frames gathered in a small buffer on the stack and appended to the result when it fills.
struct ChunkFrameSink: FrameSink {
  var frames: [Rect]
  var chunk = UnsafeMutableBufferPointer<Rect>(start: nil, count: 0)
  var pending = 0

  init(frames: [Rect]) {
    self.frames = frames
  }

  var count: Int { frames.count + pending }
  var room: Int { chunk.count - pending }

  @inline(__always)
  mutating func put(_ frame: Rect) {
    (chunk.baseAddress.unsafelyUnwrapped + pending).initialize(to: frame)
    pending += 1
  }

  mutating func makeRoom() {
    if pending == chunk.count { flush() }
  }

  mutating func flush() {
    frames.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[..<pending]))
    pending = 0
  }

  mutating func withFrames(_ body: (UnsafeMutableBufferPointer<Rect>) -> Void) {
    flush()
    frames.withUnsafeMutableBufferPointer { body($0) }
  }
}

/// How logical coordinates become frames along one axis, so that loops specialise per axis.
protocol AxisMapping {
  static func length(_ size: Size) -> Double
  static func thickness(_ size: Size) -> Double
  static func frame(
    main: Double, cross: Double, length: Double, thickness: Double, _ map: FrameCoefficients
  ) -> Rect
}

/// Horizontal flows: rows along x.
enum RowMapping: AxisMapping {
  @inline(__always) static func length(_ size: Size) -> Double { size.width }
  @inline(__always) static func thickness(_ size: Size) -> Double { size.height }
  @inline(__always)
  static func frame(
    main: Double, cross: Double, length: Double, thickness: Double, _ map: FrameCoefficients
  ) -> Rect {
    Rect(
      x: map.base + map.sign * main + map.extentFactor * length, y: map.top + cross,
      width: length, height: thickness)
  }
}

/// Left-to-right horizontal flows, the common case, without the mirroring arithmetic: the same
/// frames as ``RowMapping`` gives them.
enum LeftToRightRowMapping: AxisMapping {
  @inline(__always) static func length(_ size: Size) -> Double { size.width }
  @inline(__always) static func thickness(_ size: Size) -> Double { size.height }
  @inline(__always)
  static func frame(
    main: Double, cross: Double, length: Double, thickness: Double, _ map: FrameCoefficients
  ) -> Rect {
    Rect(x: map.base + main, y: map.top + cross, width: length, height: thickness)
  }
}

/// Vertical flows: columns along y, stacked along x.
enum ColumnMapping: AxisMapping {
  @inline(__always) static func length(_ size: Size) -> Double { size.height }
  @inline(__always) static func thickness(_ size: Size) -> Double { size.width }
  @inline(__always)
  static func frame(
    main: Double, cross: Double, length: Double, thickness: Double, _ map: FrameCoefficients
  ) -> Rect {
    Rect(
      x: map.base + map.sign * cross + map.extentFactor * thickness, y: map.top + main,
      width: thickness, height: length)
  }
}

/// The affine map from logical to physical x: `base + sign * offset + extentFactor * extent`,
/// which is `leading + offset` left to right and `mirrorX - offset - extent` right to left.
struct FrameCoefficients: Sendable {
  let base: Double
  let sign: Double
  let extentFactor: Double
  let top: Double
}
