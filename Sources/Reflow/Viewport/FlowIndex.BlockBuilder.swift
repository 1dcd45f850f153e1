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

    /// Fewer repetitions of a line than this are written out line by line.
    static let minimumRepetitions = 8

    init(maximumItems: Int, lineSpacing: Double, axis: LayoutAxis) {
      self.maximumItems = maximumItems
      self.lineSpacing = lineSpacing
      self.axis = axis
    }

    /// Starts a line of `itemCount` items, in a new block when it would overfill this one.
    mutating func beginLine(thickness: Double, itemCount: Int) {
      if !current.items.isEmpty && current.items.count + itemCount > maximumItems {
        finishBlock()
      }
      if current.items.isEmpty { current.items.reserveCapacity(Swift.max(itemCount, maximumItems)) }
      current.lineStarts.append(Int32(truncatingIfNeeded: current.items.count))
      current.lineOffsets.append(current.patternLength)
      current.lineThicknesses.append(thickness)
      current.patternLength += thickness + lineSpacing
    }

    /// Appends an item to the open line.
    mutating func appendItem(
      size: Size, main: Double, cross: Double, frameSize: Size, estimated: Bool
    ) {
      let count = current.items.count
      if cross != 0 || !current.crosses.isEmpty {
        if current.crosses.isEmpty { current.crosses = Array(repeating: 0, count: count) }
        current.crosses.append(cross)
      }
      if frameSize != size || !current.frameSizes.isEmpty {
        if current.frameSizes.isEmpty { current.frameSizes = current.items.map(\.size) }
        current.frameSizes.append(frameSize)
      }
      if estimated || !current.estimated.isEmpty {
        if current.estimated.isEmpty { current.estimated = Array(repeating: false, count: count) }
        current.estimated.append(estimated)
        if estimated { current.patternEstimated += 1 }
      }
      current.items.append(Item(size: size, main: main))
      current.mainMin = Swift.min(current.mainMin, main)
      current.mainMax = Swift.max(current.mainMax, main + frameSize[axis])
    }

    /// Appends lines `lines` of `block`, items and all.
    mutating func appendLines(of block: Block, _ lines: Range<Int>) {
      guard !lines.isEmpty else { return }
      if block.isRepeated && lines.count >= Self.minimumRepetitions {
        var pattern = block
        pattern.repetitions = 1
        return appendRepeated(pattern, lines.count)
      }
      for line in lines {
        let start = block.lineStart(line)
        let end = block.lineEnd(line)
        beginLine(thickness: block.lineThickness(line), itemCount: end - start)
        for item in start..<end {
          appendItem(
            size: block.item(item).size, main: block.item(item).main, cross: block.cross(item),
            frameSize: block.frameSize(item), estimated: block.isEstimated(item))
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

    mutating func finishBlock() {
      guard !current.items.isEmpty else { return }
      current.shrinkToFit()
      output.append(current)
      current = Block()
    }

    /// The blocks written.
    mutating func finish() -> [Block] {
      finishBlock()
      return output
    }
  }
}
