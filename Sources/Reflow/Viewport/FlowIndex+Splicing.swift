extension FlowIndex {
  /// A line of the index by block and line within the block; `block == blocks.count` is the
  /// end.
  struct LineCursor: Sendable, Equatable {
    var block: Int
    var line: Int
  }

  /// A stretch of lines re-flowed: the old lines from `start` up to `end` (not included) give
  /// way to `lines`.
  struct Splice: Sendable {
    var start: LineCursor
    var end: LineCursor
    /// The new lines, in blocks as a ``BlockBuilder`` wrote them.
    var lines: [Block]
  }

  /// Writes `splices`, in increasing order and not overlapping, into the blocks, last first so
  /// that each one's lines are where the re-flow found them, and brings the summary tree up to
  /// date once.
  ///
  /// A splice within one block that leaves it neither too full nor too small is written in
  /// place; any other re-writes the blocks it touches, copying the lines of the first and last
  /// around the new ones, and joins a small last block to the next one, so that edits do not
  /// splinter the index.
  ///
  /// - Returns: The number of items written into blocks, the new ones included.
  /// - Complexity: O(Σ (*k* + *b*)) for *k* new items per splice and blocks of *b* items, plus
  ///   O(*B*) for *B* blocks when the number of blocks changes.
  mutating func apply(_ splices: [Splice]) -> Int {
    var rewritten = 0
    var needsTree = false
    for splice in splices.reversed() {
      if let (block, written) = spliceInPlace(splice) {
        rewritten += written
        if !needsTree { tree.update(block, blocks[block].summary) }
        continue
      }
      var builder = BlockBuilder(
        maximumItems: maximumBlockItems, lineSpacing: options.lineSpacing, axis: options.axis)
      let first = splice.start.block
      if first < blocks.count { builder.appendLines(of: blocks[first], 0..<splice.start.line) }
      for (position, block) in splice.lines.enumerated() {
        if position == 0 || position == splice.lines.count - 1 {
          builder.appendLines(of: block, 0..<block.lineCount)
        } else {
          builder.appendBlock(block)
        }
      }
      // The blocks re-written: from the first one to the one where the lines fell back into
      // step (its lines from there are copied after the new ones), or to the end.
      var end = blocks.count
      if splice.end.block < blocks.count {
        if splice.end.line > 0 {
          let block = blocks[splice.end.block]
          builder.appendLines(of: block, splice.end.line..<block.lineCount)
          end = splice.end.block + 1
        } else {
          end = splice.end.block
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
      rewritten += replacement.reduce(0) { $0 + $1.items.count }
      let replaced = first..<Swift.max(first, end)
      if replacement.count == replaced.count {
        for (offset, block) in replacement.enumerated() {
          blocks[replaced.lowerBound + offset] = block
          if !needsTree { tree.update(replaced.lowerBound + offset, block.summary) }
        }
      } else {
        blocks.replaceSubrange(replaced, with: replacement)
        needsTree = true
      }
    }
    if needsTree { tree = SummaryTree(blocks.map(\.summary)) }
    return rewritten
  }

  /// Writes `splice` into its block in place when it lies within one block that is not
  /// repeated, brings at most one block of new lines that is not repeated either, and leaves
  /// the block neither over ``maximumBlockItems`` on several lines, nor empty, nor small with
  /// a block after it to join.
  ///
  /// - Returns: The block written and the number of new items written into it, or `nil` when
  ///   the splice needs blocks re-written.
  private mutating func spliceInPlace(_ splice: Splice) -> (block: Int, written: Int)? {
    let target = splice.start.block
    guard target < blocks.count, !blocks[target].isRepeated, splice.lines.count <= 1 else {
      return nil
    }
    // Read in place: a copy of the block would make the splice copy its columns.
    let lineCount = blocks[target].lineStarts.count
    let itemCount = blocks[target].items.count
    let endLine: Int
    if splice.end.block == target {
      endLine = splice.end.line
    } else if splice.end.block == target + 1 && splice.end.line == 0 {
      endLine = lineCount
    } else {
      return nil
    }
    let new = splice.lines.first ?? Block()
    guard !new.isRepeated else { return nil }
    func itemStart(_ line: Int) -> Int {
      line < lineCount ? Int(blocks[target].lineStarts[line]) : itemCount
    }
    let items = itemCount - (itemStart(endLine) - itemStart(splice.start.line)) + new.items.count
    let lines = lineCount - (endLine - splice.start.line) + new.lineStarts.count
    guard items > 0, items <= maximumBlockItems || lines == 1 else { return nil }
    if items < minimumBlockItems && target + 1 < blocks.count && !blocks[target + 1].isRepeated {
      return nil
    }
    blocks[target].replaceLines(
      splice.start.line..<endLine, with: new, lineSpacing: options.lineSpacing,
      axis: options.axis)
    return (target, new.items.count)
  }
}
