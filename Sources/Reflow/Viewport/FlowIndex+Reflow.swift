extension FlowIndex {
  /// Reads the items of the index in order, knowing which ones start a line.
  struct Cursor {
    var block: Int
    var item: Int
    var line: Int

    /// Whether the cursor is on an item that starts a line.
    func startsLine(_ blocks: [Block]) -> Bool {
      blocks[block].startsLine(item, line: line)
    }

    /// Moves on by `count` items.
    mutating func advance(by count: Int = 1, _ blocks: [Block]) {
      item += count
      while block < blocks.count && item >= blocks[block].itemCount {
        item -= blocks[block].itemCount
        block += 1
        line = 0
      }
      guard block < blocks.count else { return }
      let current = blocks[block]
      if current.isRepeated {
        line = current.line(containing: item)
      } else {
        while current.lineEnd(line) <= item { line += 1 }
      }
    }
  }

  /// How many items from `cursor` on equal the one there, as a whole ``FlowItem`` and in
  /// estimate flag, across blocks: the rest of a repeated block and whatever follows it alike.
  func sameItems(from cursor: Cursor) -> Int {
    let first = blocks[cursor.block]
    let same = first.flowItem(cursor.item)
    let estimated = first.isEstimated(cursor.item)
    var total = 0
    var block = cursor.block
    var item = cursor.item
    while block < blocks.count {
      let current = blocks[block]
      if current.isRepeated {
        guard current.flowItem(0) == same && current.isEstimated(0) == estimated else {
          return total
        }
        total += current.itemCount - item
      } else {
        for index in item..<current.itemCount {
          guard current.flowItem(index) == same && current.isEstimated(index) == estimated
          else { return total }
          total += 1
        }
      }
      block += 1
      item = 0
    }
    return total
  }

  /// The cursor on item `index` (or past the end when `index == count`).
  func cursor(at index: Int) -> Cursor {
    let position = position(of: index)
    return Cursor(block: position.block, item: position.item, line: position.line)
  }

  /// Replaces the items in `range` with `newCount` items, item `k` of them being
  /// `newItem(k)`, and re-flows from the line holding the item before `range` until a line
  /// starts where one started before, past the new items; the blocks after are not touched.
  ///
  /// A run of identical items met at a line start, once one full line of them has shown how
  /// many fit, is written as that line repeated instead of being laid out item by item.
  ///
  /// - Parameters:
  ///   - range: Items of the index; must be within it.
  ///   - newCount: How many items replace them.
  ///   - newItem: The item (valid) and estimate flag of new item `k`.
  ///   - sameNew: How many new items from `k` on equal item `k`; 1 if unknown.
  mutating func replace(
    _ range: Range<Int>, count newCount: Int,
    with newItem: (Int) -> (item: FlowItem, estimated: Bool),
    same sameNew: (Int) -> Int = { _ in 1 }
  ) {
    guard !range.isEmpty || newCount > 0 else { return }
    let lower = range.lowerBound
    let shift = newCount - range.count
    let tailStart = lower + newCount

    // The re-flow starts at the line holding the item before the change: an item that shrinks,
    // arrives or leaves at the start of a line can let the line before take more.
    var first = Cursor(block: 0, item: 0, line: 0)
    var start = 0
    if lower > 0 {
      let position = position(of: lower - 1)
      let block = blocks[position.block]
      first = Cursor(
        block: position.block, item: block.lineStart(position.line), line: position.line)
      start = position.before.items + first.item
    }
    var builder = BlockBuilder(
      maximumItems: maximumBlockItems, lineSpacing: options.lineSpacing, axis: options.axis)
    if first.block < blocks.count {
      builder.appendLines(of: blocks[first.block], 0..<first.line)
    }

    var run = scratch.take() ?? Flow(uncheckedContainer: container, options: options)
    Self.empty(&run)
    pendingItems.removeAll(keepingCapacity: true)
    pendingEstimates.removeAll(keepingCapacity: true)
    var old = first
    var index = start
    var runStart = start
    // Where the lines fell back into step: the old line that continues unchanged.
    var inStep: Cursor?
    // The open line's first item, and whether every item on it so far equals it.
    var lineFirst = (item: FlowItem(.zero), estimated: false)
    var lineIsUniform = false
    // A full line of identical items and the same item after it: the line they all make.
    var template: Block?
    var laidOut = 0
    let total = count
    while true {
      let item: (item: FlowItem, estimated: Bool)
      let isOld = index < lower || index >= tailStart
      if index == tailStart { old = cursor(at: range.upperBound) }
      if isOld {
        guard index - shift < total else { break }
        let block = blocks[old.block]
        item = (block.flowItem(old.item), block.isEstimated(old.item))
      } else {
        item = newItem(index - lower)
      }
      let closed = run.closedLineCount
      Self.add(item.item, to: &run)
      laidOut += 1
      let startedLine = run.closedLineCount > closed
      if startedLine {
        // Item `index` starts a line, and the run's lines before it are closed and aligned.
        if index >= tailStart && old.startsLine(blocks) {
          inStep = old
          emitLines(of: run, into: &builder)
          break
        }
        if lineIsUniform && lineFirst == item {
          template = pattern(of: run, line: run.closedLineCount - 1)
        }
      }
      if startedLine || index == runStart {
        lineFirst = item
        lineIsUniform = true
      } else {
        lineIsUniform = lineIsUniform && lineFirst == item
      }
      // Skip over identical items a whole line at a time, leaving the last lines to the flow.
      var skipped = 0
      if startedLine || index == runStart, let pattern = template,
        pattern.flowItem(0) == item.item, pattern.isEstimated(0) == item.estimated
      {
        let perLine = pattern.items.count
        let same =
          index < lower
          ? Swift.min(sameItems(from: old), lower - index)
          : isOld ? sameItems(from: old) : Swift.min(sameNew(index - lower), tailStart - index)
        if same >= 2 * perLine { skipped = (same / perLine - 1) * perLine }
        if skipped > 0 {
          emitLines(of: run, into: &builder)
          builder.appendRepeated(pattern, skipped / perLine)
        }
      } else if startedLine && index - runStart >= 4_096 {
        // Hand the closed lines over, so a long re-flow keeps a short buffer.
        emitLines(of: run, into: &builder)
        skipped = -1
      }
      if skipped != 0 {
        index += Swift.max(0, skipped)
        if isOld && skipped > 0 { old.advance(by: skipped, blocks) }
        Self.empty(&run)
        pendingItems.removeAll(keepingCapacity: true)
        pendingEstimates.removeAll(keepingCapacity: true)
        Self.add(item.item, to: &run)
        runStart = index
      }
      if isOld { old.advance(blocks) }
      pendingItems.append(item.item)
      pendingEstimates.append(item.estimated)
      index += 1
    }
    if inStep == nil {
      run.finish()
      emitLines(of: run, into: &builder)
    }
    Self.empty(&run)
    scratch = run

    // The blocks re-written: from the first one to the one where the lines fell back into step
    // (its lines from there are copied after the new ones), or to the end.
    var end = blocks.count
    if let inStep, inStep.block < blocks.count {
      if inStep.line > 0 {
        builder.appendLines(
          of: blocks[inStep.block], inStep.line..<blocks[inStep.block].lineCount)
        end = inStep.block + 1
      } else {
        end = inStep.block
      }
    }
    // A small last block joins the next one, so edits do not splinter the index.
    if end < blocks.count && !blocks[end].isRepeated && !builder.current.items.isEmpty
      && builder.current.items.count < minimumBlockItems
    {
      builder.appendLines(of: blocks[end], 0..<blocks[end].lineCount)
      end += 1
    }
    let replacement = builder.finish()
    lastEdit = EditStatistics(
      reflowedItems: laidOut, rewrittenItems: replacement.reduce(0) { $0 + $1.items.count })
    let replaced = first.block..<Swift.max(first.block, end)
    if replacement.count == replaced.count {
      for (offset, block) in replacement.enumerated() {
        blocks[replaced.lowerBound + offset] = block
        tree.update(replaced.lowerBound + offset, block.summary)
      }
    } else {
      blocks.replaceSubrange(replaced, with: replacement)
      tree = SummaryTree(blocks.map(\.summary))
    }
  }

  /// Empties `run`; one that grew an item forgets its grow factors, so that plain items take
  /// the fast path again.
  private static func empty(_ run: inout Flow) {
    run.removeItems(from: 0)
    if run.isGrowActive { run.resetPlacement() }
  }

  /// Adds `item` to `run`; an item with nothing but a size takes the size's fast path.
  @inline(__always)
  private static func add(_ item: FlowItem, to run: inout Flow) {
    if item.grow == 0 && item.baseline == nil && !item.breakBefore {
      run.addUnchecked(item.size)
    } else {
      run.addUnchecked(item)
    }
  }

  /// Writes the closed lines of `run`, whose items are the pending ones, into `builder`.
  private func emitLines(of run: Flow, into builder: inout BlockBuilder) {
    let result = run.result
    for line in 0..<run.closedLineCount { emitLine(line, of: result, into: &builder) }
  }

  /// Writes line `line` of `result`, whose items are the pending ones, into `builder`.
  private func emitLine(_ line: Int, of result: FlowResult, into builder: inout BlockBuilder) {
    let axis = options.axis
    let cross = axis.crossAxis
    let rect = result.lines[line].rect
    let edge = cross == .vertical ? rect.minY : rect.minX
    builder.beginLine(thickness: rect.size[cross], itemCount: result.lines[line].range.count)
    for item in result.lines[line].range {
      let frame = result.frames[item]
      let main = axis == .horizontal ? frame.minX : frame.minY
      let itemEdge = cross == .vertical ? frame.minY : frame.minX
      builder.appendItem(
        pendingItems[item], main: main, cross: itemEdge - edge, frameSize: frame.size,
        estimated: pendingEstimates[item])
    }
  }

  /// Line `line` of `run` as a one-line block.
  private func pattern(of run: Flow, line: Int) -> Block {
    var builder = BlockBuilder(
      maximumItems: maximumBlockItems, lineSpacing: options.lineSpacing, axis: options.axis)
    emitLine(line, of: run.result, into: &builder)
    return builder.finish().first ?? Block()
  }

  /// Marks the items in `range` measured without changing their sizes.
  ///
  /// - Complexity: O(log *n* + *m*), for *m* items in `range`; a repeated block is split
  ///   around them.
  mutating func markMeasured(_ range: Range<Int>) {
    let upper = Swift.min(count, range.upperBound)
    var index = Swift.max(0, range.lowerBound)
    while index < upper && estimatedCount > 0 {
      let position = position(of: index)
      let block = blocks[position.block]
      let take = Swift.min(block.itemCount - position.item, upper - index)
      if block.estimatedCount > 0 {
        if block.isRepeated {
          let item = block.flowItem(position.item)
          replace(index..<(index + take), count: take, with: { _ in (item, false) }) {
            take - $0
          }
        } else {
          var changed = false
          for item in position.item..<(position.item + take) {
            changed = blocks[position.block].markMeasured(item) || changed
          }
          if changed { tree.update(position.block, blocks[position.block].summary) }
        }
      }
      index += take
    }
  }
}
