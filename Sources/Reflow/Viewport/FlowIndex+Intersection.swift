extension FlowIndex {
  /// The indices of the items whose frames intersect `rect`, in ascending order: the answer
  /// ``FlowResult/indices(intersecting:)`` gives for the same layout.
  ///
  /// - Complexity: O(log *n* + *c* log *k* + *m*), where *c* is the number of lines `rect`
  ///   crosses, *k* the number of items on such a line and *m* the number of indices returned.
  public func indices(intersecting rect: Rect) -> [Int] {
    var found: [Int] = []
    forEachIndex(intersecting: rect) { index in
      found.append(index)
      return true
    }
    return found
  }

  /// The range from the first to the last item intersecting `rect`, or an empty range at the
  /// first line not wholly before it: what ``FlowResult/range(intersecting:)`` gives.
  ///
  /// - Complexity: O(log *n* + *c* log *k* + *m*), as ``indices(intersecting:)``, without
  ///   building the list.
  public func range(intersecting rect: Rect) -> Range<Int> {
    var first: Int?
    forEachIndex(intersecting: rect) { index in
      first = index
      return false
    }
    if let first { return first..<(lastIndex(intersecting: rect, from: first) + 1) }
    let (lower, _) = logicalExtent(of: rect)
    guard count > 0, let (blockIndex, before) = tree.first(where: { $0.length > lower }) else {
      return count..<count
    }
    return withBlocks { blocks in
      let lineCount = blocks[blockIndex].lineCount
      let line = partitioningIndex(in: 0..<lineCount) {
        before.length + blocks[blockIndex].lineOffset($0) + blocks[blockIndex].lineThickness($0)
          > lower
      }
      let insertion =
        before.items
        + (line < lineCount ? blocks[blockIndex].lineStart(line) : blocks[blockIndex].itemCount)
      return insertion..<insertion
    }
  }

  /// The last index whose frame intersects `rect`, searching back from the last line that can
  /// meet it; `first` intersects it.
  private func lastIndex(intersecting rect: Rect, from first: Int) -> Int {
    var (lower, upper) = logicalExtent(of: rect)
    let slack = 1e-9 * Swift.max(1, Swift.abs(lower), Swift.abs(upper))
    lower -= slack
    upper += slack
    var blockIndex = tree.first(where: { $0.length >= upper })?.leaf ?? blocks.count - 1
    blockIndex = Swift.min(blockIndex, blocks.count - 1)
    var before = tree.prefix(before: blockIndex)
    return withBlocks { blocks in
      var line =
        partitioningIndex(in: 0..<blocks[blockIndex].lineCount) {
          before.length + blocks[blockIndex].lineOffset($0) >= upper
        } - 1
      while blockIndex >= 0 {
        while line >= 0 {
          let offset = before.length + blocks[blockIndex].lineOffset(line)
          let thickness = blocks[blockIndex].lineThickness(line)
          if offset + thickness <= lower
            || before.items + blocks[blockIndex].lineEnd(line) <= first
          {
            return first
          }
          let edge = lineEdge(offset: offset, thickness: thickness)
          let block = blocks.baseAddress! + blockIndex
          for item in alongLine(block, line, edge, rect).reversed()
          where frame(block, item, lineEdge: edge).intersects(rect) {
            return before.items + item
          }
          line -= 1
        }
        blockIndex -= 1
        guard blockIndex >= 0 else { break }
        before = tree.prefix(before: blockIndex)
        line = blocks[blockIndex].lineCount - 1
      }
      return first
    }
  }

  /// The extent of `rect` across the flow, in the logical offsets lines have (0 at the first
  /// line's edge, growing in the direction lines are stacked).
  func logicalExtent(of rect: Rect) -> (lower: Double, upper: Double) {
    let origin = lineEdge(offset: 0, thickness: 0)
    let (low, high) = options.axis == .horizontal ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
    if options.axis == .vertical && options.direction == .rightToLeft {
      return (origin - high, origin - low)
    }
    return (low - origin, high - origin)
  }

  /// Calls `body` with each index whose frame intersects `rect`, in ascending order, until it
  /// returns `false`.
  func forEachIndex(intersecting rect: Rect, _ body: (Int) -> Bool) {
    guard !rect.isEmpty, count > 0 else { return }
    var (lower, upper) = logicalExtent(of: rect)
    // Lines are found by logical offsets, items tested by their frames: a little slack keeps a
    // line whose offset rounds differently from its frame among the candidates.
    let slack = 1e-9 * Swift.max(1, Swift.abs(lower), Swift.abs(upper))
    lower -= slack
    upper += slack
    guard var (blockIndex, before) = tree.first(where: { $0.length > lower }) else { return }
    withBlocks { blocks in
      var line = partitioningIndex(in: 0..<blocks[blockIndex].lineCount) {
        before.length + blocks[blockIndex].lineOffset($0) + blocks[blockIndex].lineThickness($0)
          > lower
      }
      while blockIndex < blocks.count {
        while line < blocks[blockIndex].lineCount {
          let offset = before.length + blocks[blockIndex].lineOffset(line)
          if offset >= upper { return }
          let edge = lineEdge(offset: offset, thickness: blocks[blockIndex].lineThickness(line))
          let block = blocks.baseAddress! + blockIndex
          let run = alongLine(block, line, edge, rect)
          for item in run where frame(block, item, lineEdge: edge).intersects(rect) {
            if !body(before.items + item) { return }
          }
          line += 1
        }
        before = before.then(blocks[blockIndex].summary)
        blockIndex += 1
        line = 0
      }
    }
  }

  /// The local items of `line` that can meet `rect` along the main axis: along a line items
  /// never overlap and run one way, so they form a run found by two binary searches.
  private func alongLine(
    _ block: UnsafePointer<Block>, _ line: Int, _ edge: Double, _ rect: Rect
  ) -> Range<Int> {
    let items = block.pointee.lineStart(line)..<block.pointee.lineEnd(line)
    let axis = options.axis
    let direction = self.direction
    let start = partitioningIndex(in: items) {
      !FlowResult.isBeforeAlongLine(frame(block, $0, lineEdge: edge), rect, axis, direction)
    }
    let end = partitioningIndex(in: start..<items.upperBound) {
      FlowResult.isAfterAlongLine(frame(block, $0, lineEdge: edge), rect, axis, direction)
    }
    return start..<end
  }
}
