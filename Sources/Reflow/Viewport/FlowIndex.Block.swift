extension FlowIndex {
  /// An item as the index keeps it: the size it was given and where ``Flow`` put it along its
  /// line. 24 bytes.
  struct Item: Sendable, Equatable {
    /// The size the item was added with: what a re-flow adds again.
    var size: Size
    /// The frame's coordinate along the main axis (x for rows, y for columns), in the
    /// container's coordinates: it depends only on the item's line, so it never moves when lines
    /// before it change.
    var main: Double
  }

  /// A run of whole lines and their items: the unit the index re-writes.
  ///
  /// A block holds a pattern of lines repeated ``repetitions`` times. Most blocks hold their lines
  /// once; a run of identical items (the estimated ones, above all) laid out from a line start
  /// gives identical full lines, kept as one line repeated, so a million estimated items take a
  /// few hundred bytes and an edit skips over them in O(1). Repeated blocks have a one-line
  /// pattern.
  ///
  /// Line offsets are relative to the block's start, so a change in one block moves the blocks
  /// after it through ``SummaryTree`` without touching them. Columns that are the same for every
  /// item in the common case (offsets across a line, frame sizes, estimate flags, and the
  /// ``FlowItem`` properties grow, baseline and forced break) are empty arrays until one item
  /// differs, which keeps a million items under 48 bytes each.
  struct Block: Sendable {
    var items: [Item] = []
    /// Per item: its ``FlowItem/grow``; empty when every one is 0.
    var grows: [Double] = []
    /// Per item: its ``FlowItem/baseline``, ``noBaseline`` for none; empty when none has one.
    var baselines: [Double] = []
    /// Per item: its ``FlowItem/breakBefore``; empty when none breaks.
    var breaks: [Bool] = []
    /// Per item: its frame's offset across, from its line's edge; empty when every one is 0.
    var crosses: [Double] = []
    /// Per item: its frame's size; empty when every frame has its item's size.
    var frameSizes: [Size] = []
    /// Per item: whether its size is an estimate; empty when none is.
    var estimated: [Bool] = []
    /// Per pattern line: the index of its first item in the pattern.
    var lineStarts: [Int32] = []
    /// Per pattern line: its logical offset across the flow, from the pattern's start.
    var lineOffsets: [Double] = []
    /// Per pattern line: its extent across the flow.
    var lineThicknesses: [Double] = []
    /// The pattern's lines' thicknesses, each followed by the line spacing.
    var patternLength = 0.0
    /// How many times the pattern repeats.
    var repetitions = 1
    /// The number of estimated items in the pattern.
    var patternEstimated = 0
    /// The least and greatest main-axis coordinate of any frame.
    var mainMin = Double.infinity
    var mainMax = -Double.infinity

    var itemCount: Int { items.count * repetitions }
    var lineCount: Int { lineStarts.count * repetitions }
    var estimatedCount: Int { patternEstimated * repetitions }
    var length: Double {
      repetitions == 1 ? patternLength : Double(repetitions) * patternLength
    }
    var isRepeated: Bool { repetitions > 1 }

    var summary: Summary {
      Summary(
        items: itemCount, lines: lineCount, length: length, estimated: estimatedCount,
        mainMin: mainMin, mainMax: mainMax)
    }

    /// The pattern's item for item `item` of the block.
    @inline(__always)
    func pattern(_ item: Int) -> Int { repetitions == 1 ? item : item % items.count }

    /// The line holding item `item`.
    func line(containing item: Int) -> Int {
      if isRepeated { return item / items.count }
      return partitioningIndex(in: 0..<lineStarts.count) { Int(lineStarts[$0]) > item } - 1
    }

    /// The first item of line `line`.
    @inline(__always)
    func lineStart(_ line: Int) -> Int {
      isRepeated ? line * items.count : Int(lineStarts[line])
    }

    /// One past the last item of line `line`.
    @inline(__always)
    func lineEnd(_ line: Int) -> Int {
      if isRepeated { return (line + 1) * items.count }
      return line + 1 < lineStarts.count ? Int(lineStarts[line + 1]) : items.count
    }

    /// The logical offset of line `line` across the flow, from the block's start.
    @inline(__always)
    func lineOffset(_ line: Int) -> Double {
      isRepeated ? Double(line) * patternLength : lineOffsets[line]
    }

    @inline(__always)
    func lineThickness(_ line: Int) -> Double {
      isRepeated ? lineThicknesses[0] : lineThicknesses[line]
    }

    /// Whether item `item` starts a line.
    @inline(__always)
    func startsLine(_ item: Int, line: Int) -> Bool {
      isRepeated ? item % items.count == 0 : Int(lineStarts[line]) == item
    }

    @inline(__always)
    /// Calls `body` with the pattern index of each of `items`, in order, walked without a
    /// division per item; stops when `body` returns `false`.
    ///
    /// - Returns: Whether `body` returned `true` for every item.
    func forEachPattern(of items: Range<Int>, _ body: (Int) -> Bool) -> Bool {
      guard !items.isEmpty else { return true }
      let patternCount = self.items.count
      var pattern = self.pattern(items.lowerBound)
      for _ in items {
        guard body(pattern) else { return false }
        pattern += 1
        if pattern == patternCount { pattern = 0 }
      }
      return true
    }

    func item(_ item: Int) -> Item { items[pattern(item)] }
    @inline(__always)
    func cross(_ item: Int) -> Double { crosses.isEmpty ? 0 : crosses[pattern(item)] }
    @inline(__always)
    func frameSize(_ item: Int) -> Size {
      frameSizes.isEmpty ? items[pattern(item)].size : frameSizes[pattern(item)]
    }
    @inline(__always)
    func isEstimated(_ item: Int) -> Bool { isEstimated(pattern: pattern(item)) }
    /// Whether pattern item `pattern` (an index into ``items``) is an estimate.
    @inline(__always)
    func isEstimated(pattern: Int) -> Bool { !estimated.isEmpty && estimated[pattern] }

    /// How a baseline column says an item has none (a real baseline is at least 0; NaN would
    /// make equal columns compare unequal).
    static let noBaseline = -1.0

    /// Whether any item carries a grow factor, a baseline or a forced break.
    var hasProperties: Bool { !grows.isEmpty || !baselines.isEmpty || !breaks.isEmpty }

    /// Item `item` as it was added: its size with its grow factor, baseline and forced break.
    @inline(__always)
    func flowItem(_ item: Int) -> FlowItem { flowItem(pattern: pattern(item)) }

    /// Pattern item `pattern` (an index into ``items``) as it was added: what
    /// ``flowItem(_:)`` gives for every item of the block it stands for.
    @inline(__always)
    func flowItem(pattern: Int) -> FlowItem {
      let size = items[pattern].size
      guard hasProperties else { return FlowItem(size) }
      let baseline = baselines.isEmpty ? Self.noBaseline : baselines[pattern]
      return FlowItem(
        size, grow: grows.isEmpty ? 0 : grows[pattern],
        baseline: baseline == Self.noBaseline ? nil : baseline,
        breakBefore: !breaks.isEmpty && breaks[pattern])
    }

    /// How many items from `item` on, within the block, are the same as it (item and estimate):
    /// the rest of a repeated block, or 1.
    func sameItems(from item: Int) -> Int { isRepeated ? itemCount - item : 1 }

    /// Bytes held by the block's arrays, counting their spare capacity and each allocation's
    /// header.
    var footprint: Int {
      func bytes<Element>(_ array: [Element]) -> Int {
        array.capacity == 0 ? 0 : 32 + array.capacity * MemoryLayout<Element>.stride
      }
      return bytes(items) + bytes(crosses) + bytes(frameSizes) + bytes(estimated)
        + bytes(grows) + bytes(baselines) + bytes(breaks)
        + bytes(lineStarts) + bytes(lineOffsets) + bytes(lineThicknesses)
    }

    /// Marks item `item` of a block that is not repeated measured; returns whether it was an
    /// estimate.
    mutating func markMeasured(_ item: Int) -> Bool {
      guard !estimated.isEmpty, estimated[item] else { return false }
      estimated[item] = false
      patternEstimated -= 1
      if patternEstimated == 0 { estimated = [] }
      return true
    }

    /// The arrays copied into storage of their exact size, when they have much spare capacity.
    mutating func shrinkToFit() {
      func shrink<Element>(_ array: inout [Element]) {
        if array.capacity > array.count + array.count / 8 + 4 {
          array = array.withUnsafeBufferPointer { Array($0) }
        }
      }
      shrink(&items)
      shrink(&crosses)
      shrink(&frameSizes)
      shrink(&estimated)
      shrink(&grows)
      shrink(&baselines)
      shrink(&breaks)
      shrink(&lineStarts)
      shrink(&lineOffsets)
      shrink(&lineThicknesses)
    }

    /// Whether `other` has the same one-line pattern, so the two can be one repeated block.
    func hasSamePattern(as other: Block) -> Bool {
      lineStarts.count == 1 && other.lineStarts.count == 1 && items == other.items
        && crosses == other.crosses && frameSizes == other.frameSizes
        && estimated == other.estimated && grows == other.grows && baselines == other.baselines
        && breaks == other.breaks && lineThicknesses == other.lineThicknesses
    }
  }

  /// What ``SummaryTree`` keeps of a block, and of a run of blocks.
  struct Summary: Sendable {
    var items = 0
    var lines = 0
    var length = 0.0
    var estimated = 0
    var mainMin = Double.infinity
    var mainMax = -Double.infinity

    static let empty = Summary()

    /// The summary of this run followed by `next`.
    func then(_ next: Summary) -> Summary {
      Summary(
        items: items + next.items, lines: lines + next.lines, length: length + next.length,
        estimated: estimated + next.estimated, mainMin: Swift.min(mainMin, next.mainMin),
        mainMax: Swift.max(mainMax, next.mainMax))
    }
  }
}
