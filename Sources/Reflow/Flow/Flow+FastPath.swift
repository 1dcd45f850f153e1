/// The greedy flow's fast path for one size at a time: an item that joins the open line is a few
/// comparisons and an append.
///
/// It applies when the options need nothing per item beyond placing it (greedy breaking, no
/// line or item limit, item alignment top, center or bottom) and no item has grown so far; the
/// general path (``place(_:_:_:checksOverflow:)``) handles the rest. Both write the
/// same frames. Batches take ``addBatch(_:validate:)``.
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
    let size = size.flowSize
    let horizontal = metrics.isHorizontal
    let length = horizontal ? size.width : size.height
    let thickness = horizontal ? size.height : size.width
    let main = metrics.nextStart(after: cursor.length)
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
          closedExtent,
          metrics.lineExtent(first: storage.frames[cursor.start], last: storage.frames[index - 1]))
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
}
