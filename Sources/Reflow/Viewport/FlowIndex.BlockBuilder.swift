extension FlowIndex {
  /// Writes lines into blocks of at most `maximumItems` items (a longer line gets a block of its
  /// own), computing each line's offset from the block's start as ``Flow`` computes offsets, and
  /// runs of one line repeated into repeated blocks.
  struct BlockBuilder {
    var output: [Block] = []
    var current = Block()
    let maximumItems: Int
    let lineSpacing: Double
    let axis: LayoutAxis
    /// Whether the blocks are the new lines of a re-flowed stretch (a ``Splice``), whose first
    /// and last blocks are copied into the index's blocks and let go: the first reserves room
    /// for a few items only (most stretches are a line or two), and neither is shrunk to fit.
    let writesSplice: Bool
    /// Whether ``appendLines(_:of:items:estimates:)`` writes runs of plain items column by
    /// column (the same blocks as item by item, faster).
    var writesInBulk = true

    /// Fewer repetitions of a line than this are written out line by line.
    static let minimumRepetitions = 8

    init(maximumItems: Int, lineSpacing: Double, axis: LayoutAxis, writesSplice: Bool = false) {
      self.maximumItems = maximumItems
      self.lineSpacing = lineSpacing
      self.axis = axis
      self.writesSplice = writesSplice
    }

    /// Starts a line of `itemCount` items, in a new block when it would overfill this one.
    mutating func beginLine(thickness: Double, itemCount: Int) {
      if !current.items.isEmpty && current.items.count + itemCount > maximumItems {
        finishBlock()
      }
      if current.items.isEmpty {
        // A first block of a line or two is spliced into another block and let go.
        let full = !writesSplice || !output.isEmpty
        current.items.reserveCapacity(Swift.max(itemCount, full ? maximumItems : 8))
      }
      current.lineStarts.append(Int32(truncatingIfNeeded: current.items.count))
      current.lineOffsets.append(current.patternLength)
      current.lineThicknesses.append(thickness)
      current.patternLength += thickness + lineSpacing
    }

    /// Appends an item to the open line.
    mutating func appendItem(
      _ item: FlowItem, main: Double, cross: Double, frameSize: Size, estimated: Bool
    ) {
      let count = current.items.count
      let size = item.size
      Self.append(cross, to: &current.crosses, default: 0, count: count)
      if frameSize != size || !current.frameSizes.isEmpty {
        if current.frameSizes.isEmpty { current.frameSizes = current.items.map(\.size) }
        current.frameSizes.append(frameSize)
      }
      Self.append(estimated, to: &current.estimated, default: false, count: count)
      if estimated { current.patternEstimated += 1 }
      Self.append(item.grow, to: &current.grows, default: 0, count: count)
      Self.append(
        item.baseline ?? Block.noBaseline, to: &current.baselines, default: Block.noBaseline,
        count: count)
      Self.append(item.breakBefore, to: &current.breaks, default: false, count: count)
      current.items.append(Item(size: size, main: main))
      current.mainMin = Swift.min(current.mainMin, main)
      current.mainMax = Swift.max(current.mainMax, main + frameSize[axis])
    }

    /// Appends `value` to a column of the open block's `count` items that is kept only once an
    /// item differs from `value`.
    @inline(__always)
    private static func append<Element: Equatable>(
      _ value: Element, to column: inout [Element], default empty: Element, count: Int
    ) {
      guard value != empty || !column.isEmpty else { return }
      if column.isEmpty { column = Array(repeating: empty, count: count) }
      column.append(value)
    }

    /// Appends lines `lines` of `block`, items and all.
    mutating func appendLines(of block: Block, _ lines: Range<Int>) {
      guard !lines.isEmpty else { return }
      if block.isRepeated && lines.count >= Self.minimumRepetitions {
        var pattern = block
        pattern.repetitions = 1
        return appendRepeated(pattern, lines.count)
      }
      if !block.isRepeated { return copyLines(of: block, lines) }
      for line in lines {
        let start = block.lineStart(line)
        let end = block.lineEnd(line)
        beginLine(thickness: block.lineThickness(line), itemCount: end - start)
        for item in start..<end {
          appendItem(
            block.flowItem(item), main: block.item(item).main, cross: block.cross(item),
            frameSize: block.frameSize(item), estimated: block.isEstimated(item))
        }
      }
    }

    /// Appends lines `lines` of a block that is not repeated, copying its columns in bulk.
    private mutating func copyLines(of block: Block, _ lines: Range<Int>) {
      let first = block.lineStart(lines.lowerBound)
      let end = block.lineEnd(lines.upperBound - 1)
      if !current.items.isEmpty && current.items.count + (end - first) > maximumItems {
        // Too many to join this block: line by line, so the block is cut at a line; a line
        // that does not fit starts the next block.
        guard lines.count > 1 else {
          finishBlock()
          return copyLines(of: block, lines)
        }
        for line in lines { copyLines(of: block, line..<(line + 1)) }
        return
      }
      let count = current.items.count
      let items = first..<end
      /// Appends the slice of a column kept only when an item differs from `value`.
      func copy<Element: Equatable>(
        _ column: [Element], into target: inout [Element], default value: Element
      ) {
        let differs = !column.isEmpty && column[items].contains { $0 != value }
        guard differs || !target.isEmpty else { return }
        if target.isEmpty { target = Array(repeating: value, count: count) }
        if column.isEmpty {
          target.append(contentsOf: repeatElement(value, count: end - first))
        } else {
          target.append(contentsOf: column[items])
        }
      }
      copy(block.crosses, into: &current.crosses, default: 0)
      copy(block.estimated, into: &current.estimated, default: false)
      copy(block.grows, into: &current.grows, default: 0)
      copy(block.baselines, into: &current.baselines, default: Block.noBaseline)
      copy(block.breaks, into: &current.breaks, default: false)
      let framesDiffer =
        !block.frameSizes.isEmpty && items.contains { block.frameSizes[$0] != block.items[$0].size }
      if framesDiffer || !current.frameSizes.isEmpty {
        if current.frameSizes.isEmpty { current.frameSizes = current.items.map(\.size) }
        current.frameSizes.append(contentsOf: items.map { block.frameSize($0) })
      }
      if current.items.isEmpty { current.items.reserveCapacity(maximumItems) }
      current.items.append(contentsOf: block.items[items])
      current.lineThicknesses.append(contentsOf: block.lineThicknesses[lines])
      let shift = Int32(truncatingIfNeeded: count - first)
      current.lineStarts.append(contentsOf: block.lineStarts[lines].lazy.map { $0 &+ shift })
      // Offsets are added up again from this block's start, in the order Flow adds them.
      current.lineOffsets.reserveCapacity(current.lineOffsets.count + lines.count)
      for thickness in block.lineThicknesses[lines] {
        current.lineOffsets.append(current.patternLength)
        current.patternLength += thickness + lineSpacing
      }
      if !block.estimated.isEmpty {
        current.patternEstimated += block.estimated[items].reduce(0) { $0 + ($1 ? 1 : 0) }
      }
      if lines.count == block.lineStarts.count {
        current.mainMin = Swift.min(current.mainMin, block.mainMin)
        current.mainMax = Swift.max(current.mainMax, block.mainMax)
      } else {
        for item in items {
          let main = block.items[item].main
          current.mainMin = Swift.min(current.mainMin, main)
          current.mainMax = Swift.max(current.mainMax, main + block.frameSize(item)[axis])
        }
      }
    }

    /// Appends a one-line `pattern` (a block of one line, not repeated) `count` times.
    mutating func appendRepeated(_ pattern: Block, _ count: Int) {
      guard count > 0 else { return }
      if count < Self.minimumRepetitions {
        for _ in 0..<count { appendLines(of: pattern, 0..<1) }
        return
      }
      finishBlock()
      if let last = output.last, last.hasSamePattern(as: pattern),
        last.patternLength == pattern.patternLength
      {
        output[output.count - 1].repetitions += count
      } else {
        var block = pattern
        block.repetitions = count
        block.shrinkToFit()
        output.append(block)
      }
    }

    /// Appends `block`, which another builder wrote, as a block of its own, without copying
    /// its lines: a repeated block joins a last block repeating the same line.
    mutating func appendBlock(_ block: Block) {
      if block.isRepeated {
        var pattern = block
        pattern.repetitions = 1
        return appendRepeated(pattern, block.repetitions)
      }
      finishBlock()
      output.append(block)
    }

    /// Closes the open block; `isLast` when nothing follows it.
    mutating func finishBlock(isLast: Bool = false) {
      guard !current.items.isEmpty else { return }
      // Identical lines written one by one (items measured a window at a time) are kept as
      // one line repeated, joined to a last block repeating it.
      if let pattern = current.asRepeatedLine(
        minimum: Self.minimumRepetitions, lineSpacing: lineSpacing)
      {
        let count = current.lineStarts.count
        current = Block()
        return appendRepeated(pattern, count)
      }
      // A splice's first and last blocks are copied and let go: shrinking them is wasted.
      if !writesSplice || (!output.isEmpty && !isLast) { current.shrinkToFit() }
      output.append(current)
      current = Block()
    }

    /// The blocks written.
    mutating func finish() -> [Block] {
      finishBlock(isLast: true)
      return output
    }
  }
}
