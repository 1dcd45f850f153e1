extension FlowIndex {
  /// Reads the items of an index in increasing order of index, jumping ahead in O(1) within a
  /// block.
  struct ItemReader {
    private var block = 0
    private var blockStart = 0

    init() {}

    /// Moves to the block holding item `index` (not before the current one).
    private mutating func seek(_ index: Int, in flowIndex: FlowIndex) -> Int {
      while index - blockStart >= flowIndex.blocks[block].itemCount {
        blockStart += flowIndex.blocks[block].itemCount
        block += 1
      }
      return index - blockStart
    }

    mutating func item(at index: Int, in flowIndex: FlowIndex) -> (item: FlowItem, estimated: Bool)
    {
      let item = seek(index, in: flowIndex)
      // Read in place: a copy of the block would retain each of its columns.
      let pattern = flowIndex.blocks[block].pattern(item)
      return (
        flowIndex.blocks[block].flowItem(pattern: pattern),
        flowIndex.blocks[block].isEstimated(pattern: pattern)
      )
    }

    mutating func sameItems(from index: Int, in flowIndex: FlowIndex) -> Int {
      let item = seek(index, in: flowIndex)
      return flowIndex.blocks[block].sameItems(from: item)
    }
  }

  /// Calls `body` with the index, item and estimate flag of each item in `range`, in order.
  func forEachItem(in range: Range<Int>, _ body: (Int, FlowItem, Bool) -> Void) {
    forEachBlockSpan(in: range) { block, items, first in
      var index = first
      return block.pointee.forEachPattern(of: items) { pattern in
        body(
          index, block.pointee.flowItem(pattern: pattern),
          block.pointee.isEstimated(pattern: pattern))
        index += 1
        return true
      }
    }
  }

  /// Calls `body` with each block holding items of `range` (clamped to the items), read in
  /// place, with the span of those items within the block and the index of the first; stops
  /// when `body` returns `false`.
  ///
  /// - Returns: Whether `body` returned `true` for every block.
  /// - Complexity: O(log *n*) to find the first block, then O(1) a block.
  @discardableResult
  func forEachBlockSpan(
    in range: Range<Int>, _ body: (UnsafePointer<Block>, Range<Int>, Int) -> Bool
  ) -> Bool {
    let lower = Swift.max(0, range.lowerBound)
    let upper = Swift.min(count, range.upperBound)
    guard lower < upper else { return true }
    let position = position(of: lower)
    return withBlocks { blocks in
      var block = position.block
      var item = position.item
      var index = lower
      while index < upper {
        let current = blocks.baseAddress! + block
        let end = Swift.min(current.pointee.itemCount, item + upper - index)
        guard body(current, item..<end, index) else { return false }
        index += end - item
        block += 1
        item = 0
      }
      return true
    }
  }
}
