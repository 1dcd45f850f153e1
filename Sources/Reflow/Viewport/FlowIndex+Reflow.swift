extension FlowIndex {
  /// A run of the items an edit leaves, in their new order: items the index holds now (a range
  /// of its positions) or new ones (a range of the edit's numbering of its new items).
  ///
  /// A re-flow takes the runs in order; the index's own runs must be in increasing order and
  /// must not overlap (an edit that moves items hands them over as new ones).
  struct Segment: Sendable, Equatable {
    /// The positions: in the index for its own items, in the edit's numbering for new ones.
    var range: Range<Int>
    /// Whether the items are the index's own.
    var isOld: Bool
  }

  /// Replaces the items in `range` with `newCount` items, item `k` of them being
  /// `newItem(k)`, and re-flows from the line holding the item before `range` until a line
  /// starts where one started before, past the new items; the blocks after are not touched.
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
    var segments: [Segment] = []
    segments.reserveCapacity(3)
    if range.lowerBound > 0 { segments.append(Segment(range: 0..<range.lowerBound, isOld: true)) }
    if newCount > 0 { segments.append(Segment(range: 0..<newCount, isOld: false)) }
    if range.upperBound < count {
      segments.append(Segment(range: range.upperBound..<count, isOld: true))
    }
    reflow(segments, with: newItem, same: sameNew)
  }

  /// Makes the index hold the items `segments` list, in order, re-flowing only around what
  /// changed: where a run of the index's own items follows a change, the flow goes on until a
  /// line starts at one of them where a line started before, and the lines from there to the
  /// line holding the run's last item are kept as they are. Each stretch re-flowed is spliced
  /// into the blocks it replaces, in place within one block.
  ///
  /// A run of identical items met at a line start, once one full line of them has shown how
  /// many fit, is written as that line repeated instead of being laid out item by item.
  ///
  /// - Parameters:
  ///   - segments: The items afterwards: runs of the index's items, in increasing order and
  ///     not overlapping, and of new items; none empty.
  ///   - newItem: The item (valid) and estimate flag of new item `k`.
  ///   - sameNew: How many new items from `k` on equal item `k` (the re-flow stops counting at
  ///     the end of `k`'s segment); 1 if unknown.
  /// - Complexity: O(Σ (log *n* + *k*)) over the stretches re-flowed, for *k* items each, plus
  ///   moving the items of each block spliced.
  mutating func reflow(
    _ segments: [Segment], with newItem: (Int) -> (item: FlowItem, estimated: Bool),
    same sameNew: (Int) -> Int = { _ in 1 }
  ) {
    let total = count
    var splices: [Splice] = []
    let workspace = uniqueWorkspace()
    var run = workspace.flow.take() ?? Flow(uncheckedContainer: container, options: options)
    var laidOut = 0
    var segment = 0
    // The position in the current segment, and the cursor on it when it is the index's own.
    var offset = 0
    var old = Cursor(block: 0, item: 0, line: 0)
    // The first old line the stretch being re-flowed replaces.
    var start = LineCursor(block: 0, line: 0)
    // Whether the lines from the current item on are the old ones: the new items start with the
    // index's first ones.
    var keeping = segments.first.map { $0.isOld && $0.range.lowerBound == 0 } ?? false
    // A full line of identical items and the same item after it: the line they all make, the
    // same in every stretch and every edit.
    var template = workspace.template
    if let first = segments.first, first.isOld, !keeping {
      old = cursor(at: first.range.lowerBound)
    }

    stretches: while true {
      if keeping {
        // The current item starts a line, before and after: the old lines go on up to the one
        // holding the run's last item, whose end depends on what follows the run.
        let range = segments[segment].range
        if segment == segments.count - 1 && range.upperBound == total { break }
        let last = position(of: range.upperBound - 1)
        let lineStart = blocks[last.block].lineStart(last.line)
        start = LineCursor(block: last.block, line: last.line)
        old = Cursor(block: last.block, item: lineStart, line: last.line)
        offset = last.before.items + lineStart - range.lowerBound
        keeping = false
      }
      // Re-flow from `start`, where a line starts before and after the edit. The lines go to
      // a builder of their own, whose first block grows as needed: most stretches are a line
      // or two, spliced into a block in place.
      var builder = BlockBuilder(
        maximumItems: maximumBlockItems, lineSpacing: options.lineSpacing, axis: options.axis,
        writesSplice: true)
      builder.writesInBulk = usesBulkReflow
      Self.empty(&run)
      pendingItems.removeAll(keepingCapacity: true)
      pendingEstimates.removeAll(keepingCapacity: true)
      var index = 0
      var runStart = 0
      // The open line's first item, and whether every item on it so far equals it.
      var lineFirst = (item: FlowItem(.zero), estimated: false)
      var lineIsUniform = false
      while segment < segments.count {
        let current = segments[segment]
        guard offset < current.range.count else {
          segment += 1
          offset = 0
          if segment < segments.count && segments[segment].isOld {
            old = cursor(at: segments[segment].range.lowerBound)
          }
          continue
        }
        if usesBulkReflow && !current.isOld {
          // New items a line break cannot stop at: laid out in one batch.
          let taken = addInBulk(
            current, from: offset, to: &run, before: runStart + 4_096 - index, with: newItem,
            same: sameNew, template: &template, lineFirst: &lineFirst,
            lineIsUniform: &lineIsUniform)
          if taken > 0 {
            index += taken
            offset += taken
            laidOut += taken
            continue
          }
        }
        let isOld = current.isOld
        let item: (item: FlowItem, estimated: Bool)
        if isOld {
          item = (blocks[old.block].flowItem(old.item), blocks[old.block].isEstimated(old.item))
        } else {
          item = newItem(current.range.lowerBound + offset)
        }
        let closed = run.closedLineCount
        Self.add(item.item, to: &run)
        laidOut += 1
        let startedLine = run.closedLineCount > closed
        if startedLine {
          // The item starts a line, and the run's lines before it are closed and aligned. At an
          // old line start, the lines are back in step if an old line follows whole before the
          // run's end (or the run goes to the end of both).
          if isOld && old.startsLine(blocks) {
            let lineEnd =
              current.range.lowerBound + offset + blocks[old.block].lineEnd(old.line) - old.item
            if lineEnd < current.range.upperBound
              || (segment == segments.count - 1 && current.range.upperBound == total)
            {
              emitLines(of: run, into: &builder)
              splices.append(
                Splice(
                  start: start, end: LineCursor(block: old.block, line: old.line),
                  lines: builder.finish()))
              keeping = true
              continue stretches
            }
          }
          if lineIsUniform && lineFirst == item
            && (template.map { $0.flowItem(0) != item.item || $0.isEstimated(0) != item.estimated }
              ?? true)
          {
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
          let left = current.range.count - offset
          let same =
            isOld
            ? Swift.min(sameItems(from: old, limit: left), left)
            : Swift.min(sameNew(current.range.lowerBound + offset), left)
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
          let skip = Swift.max(0, skipped)
          index += skip
          offset += skip
          if isOld && skip > 0 { old.advance(by: skip, blocks) }
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
        offset += 1
      }
      // The items ran out: the stretch replaces every old line from its start.
      run.finish()
      emitLines(of: run, into: &builder)
      splices.append(
        Splice(
          start: start, end: LineCursor(block: blocks.count, line: 0), lines: builder.finish()))
      break
    }
    Self.empty(&run)
    workspace.flow = run
    workspace.template = template
    let rewritten = apply(splices)
    lastEdit = EditStatistics(reflowedItems: laidOut, rewrittenItems: rewritten)
  }

  /// Empties `run`; one that grew an item forgets its grow factors, so that plain items take
  /// the fast path again.
  private static func empty(_ run: inout Flow) {
    if run.count > 0 { run.removeItems(from: 0) }
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
    builder.appendLines(
      0..<run.closedLineCount, of: run.result, items: pendingItems, estimates: pendingEstimates)
  }

  /// Line `line` of `run` as a one-line block.
  private func pattern(of run: Flow, line: Int) -> Block {
    var builder = BlockBuilder(
      maximumItems: maximumBlockItems, lineSpacing: options.lineSpacing, axis: options.axis,
      writesSplice: true)
    builder.writesInBulk = usesBulkReflow
    builder.appendLines(
      line..<(line + 1), of: run.result, items: pendingItems, estimates: pendingEstimates)
    // One line never fills a block: it is in the open one, which finishing would keep as it is.
    return builder.current
  }

  /// Adds to `run`, in one batch, the new items of `segment` from `offset` on that the item
  /// loop of ``reflow(_:with:same:)`` would add one by one without stopping: fewer than
  /// `limit` (the loop hands its lines over at a line start past that many), none equal to
  /// the one after it (a run of equal items may be skipped a line at a time) and none with a
  /// property. Then it does what the loop does at each line the batch started (a line of
  /// equal items, followed by one more, becomes the template), and leaves `lineFirst` and
  /// `lineIsUniform` as the loop leaves them.
  ///
  /// The frames are those adding the items one by one gives, to the bit, as ``Flow`` promises
  /// for batches; so are the blocks written from them.
  ///
  /// - Returns: How many items it added; 0 when the item at `offset` is not one it takes.
  /// - Complexity: O(*k*) for *k* items added.
  private mutating func addInBulk(
    _ segment: Segment, from offset: Int, to run: inout Flow, before limit: Int,
    with newItem: (Int) -> (item: FlowItem, estimated: Bool), same sameNew: (Int) -> Int,
    template: inout Block?, lineFirst: inout (item: FlowItem, estimated: Bool),
    lineIsUniform: inout Bool
  ) -> Int {
    let first = segment.range.lowerBound + offset
    let end = first + Swift.min(segment.range.count - offset, limit)
    let base = pendingItems.count
    var next = first
    while next < end && sameNew(next) < 2 {
      let item = newItem(next)
      guard item.item.grow == 0 && item.item.baseline == nil && !item.item.breakBefore else {
        break
      }
      pendingItems.append(item.item)
      pendingEstimates.append(item.estimated)
      next += 1
    }
    guard next > first else { return 0 }
    let linesBefore = run.storage.lineStarts.count
    let finite = pendingItems.withUnsafeBufferPointer { buffer in
      run.addBatch(UnsafeBufferPointer(rebasing: buffer[base...])).finite
    }
    if !finite {
      // Past the largest finite coordinate the batch and the loop may differ: one by one.
      run.removeItems(from: base)
      for item in pendingItems[base...] { Self.add(item, to: &run) }
    }
    let starts = run.storage.lineStarts
    func item(_ position: Int) -> (item: FlowItem, estimated: Bool) {
      (pendingItems[position], pendingEstimates[position])
    }
    func isUniform(_ items: Range<Int>, _ first: (item: FlowItem, estimated: Bool)) -> Bool {
      items.allSatisfy { item($0) == first }
    }
    for line in Swift.max(1, linesBefore)..<starts.count {
      let start = item(starts[line])
      if start == item(starts[line - 1])
        && (template.map { $0.flowItem(0) != start.item || $0.isEstimated(0) != start.estimated }
          ?? true)
        && isUniform(starts[line - 1]..<starts[line], start)
      {
        template = pattern(of: run, line: line - 1)
      }
    }
    let openLine = starts[starts.count - 1]
    lineFirst = item(openLine)
    lineIsUniform = isUniform(openLine..<pendingItems.count, lineFirst)
    return next - first
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
