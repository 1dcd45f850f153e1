/// The outcome of a flow layout: every item's frame, the lines, and the content size.
///
/// Frames are in input order, relative to the container's top-left corner. Lines are in flow
/// order (top to bottom for horizontal flows; leading to trailing for vertical ones).
public struct FlowResult: Sendable, Equatable {
  /// The axis the lines run along.
  public let axis: LayoutAxis
  /// The direction the lines read in.
  public let direction: WritingDirection
  /// Each item's frame, in input order.
  public internal(set) var frames: [Rect]
  /// The lines, in flow order; together their ranges cover every index once, in order.
  public internal(set) var lines: [FlowLine]
  /// The size of the union of all frames plus the insets: what a scroll view needs to show
  /// everything. With no items it is the insets alone.
  public internal(set) var contentSize: Size

  /// Creates a result from its parts, for layouts of your own that want ``FlowResult``'s
  /// queries and drawing.
  ///
  /// The queries assume what ``Flow`` guarantees: lines in flow order covering every index
  /// once, without overlap, and items along a line in reading order.
  public init(
    axis: LayoutAxis, direction: WritingDirection, frames: [Rect], lines: [FlowLine],
    contentSize: Size
  ) {
    self.axis = axis
    self.direction = direction
    self.frames = frames
    self.lines = lines
    self.contentSize = contentSize
  }
}

extension FlowResult {
  /// The index of the line holding the item at `index`, or `nil` when there is no such item.
  ///
  /// - Complexity: O(log *l*), where *l* is the number of lines.
  public func line(containing index: Int) -> Int? {
    guard index >= 0 && index < frames.count else { return nil }
    // The first line whose range ends after `index`.
    let line = partitioningIndex(in: lines.indices) { lines[$0].range.upperBound > index }
    return line < lines.count ? line : nil
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
    if !rect.isEmpty {
      for line in candidates {
        first = alongLine(line, rect).first { frames[$0].intersects(rect) }
        if first != nil { break }
      }
    }
    guard let first else {
      let insertion =
        candidates.lowerBound < lines.count
        ? lines[candidates.lowerBound].range.lowerBound : frames.count
      return insertion..<insertion
    }
    var last = first
    for line in candidates.reversed() {
      if let hit = alongLine(line, rect).reversed().first(where: { frames[$0].intersects(rect) }) {
        last = hit
        break
      }
    }
    return first..<(last + 1)
  }

  /// The items of `line` that can meet `rect` along the main axis: along a line items never
  /// overlap and run in one direction, so they form a run found by two binary searches.
  private func alongLine(_ line: Int, _ rect: Rect) -> Range<Int> {
    let range = lines[line].range
    let start = partitioningIndex(in: range) { !isBeforeAlongLine(frames[$0], rect) }
    let end = partitioningIndex(in: start..<range.upperBound) { isAfterAlongLine(frames[$0], rect) }
    return start..<end
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

  /// The lines whose span across the flow can meet `rect`: a contiguous run, since lines are
  /// stacked without overlap.
  private func candidateLines(for rect: Rect) -> Range<Int> {
    let start = partitioningIndex(in: lines.indices) { !isBeforeAcrossLines(lines[$0].rect, rect) }
    let end = partitioningIndex(in: start..<lines.count) {
      isAfterAcrossLines(lines[$0].rect, rect)
    }
    return start..<end
  }

  /// Whether `frame` lies wholly before `rect` in the direction lines are stacked.
  private func isBeforeAcrossLines(_ frame: Rect, _ rect: Rect) -> Bool {
    switch (axis, direction) {
    case (.horizontal, _): frame.maxY <= rect.minY
    case (.vertical, .leftToRight): frame.maxX <= rect.minX
    case (.vertical, .rightToLeft): frame.minX >= rect.maxX
    }
  }

  private func isAfterAcrossLines(_ frame: Rect, _ rect: Rect) -> Bool {
    switch (axis, direction) {
    case (.horizontal, _): frame.minY >= rect.maxY
    case (.vertical, .leftToRight): frame.minX >= rect.maxX
    case (.vertical, .rightToLeft): frame.maxX <= rect.minX
    }
  }

  /// Whether `frame` lies wholly before `rect` in the direction items run along a line.
  /// Package access: ``FlowIndex`` searches its lines with it.
  package func isBeforeAlongLine(_ frame: Rect, _ rect: Rect) -> Bool {
    switch (axis, direction) {
    case (.vertical, _): frame.maxY <= rect.minY
    case (.horizontal, .leftToRight): frame.maxX <= rect.minX
    case (.horizontal, .rightToLeft): frame.minX >= rect.maxX
    }
  }

  package func isAfterAlongLine(_ frame: Rect, _ rect: Rect) -> Bool {
    switch (axis, direction) {
    case (.vertical, _): frame.minY >= rect.maxY
    case (.horizontal, .leftToRight): frame.minX >= rect.maxX
    case (.horizontal, .rightToLeft): frame.maxX <= rect.minX
    }
  }
}

/// The first index in `range` for which `predicate` is true, or `range.upperBound`; the
/// predicate must be false for a prefix of the range and true for the rest.
package func partitioningIndex(in range: Range<Int>, where predicate: (Int) -> Bool) -> Int {
  var low = range.lowerBound
  var high = range.upperBound
  while low < high {
    let middle = low + (high - low) / 2
    if predicate(middle) { high = middle } else { low = middle + 1 }
  }
  return low
}
