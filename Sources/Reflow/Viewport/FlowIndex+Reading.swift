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
    let lower = Swift.max(0, range.lowerBound)
    let upper = Swift.min(count, range.upperBound)
    guard lower < upper else { return }
    let position = position(of: lower)
    withBlocks { blocks in
      var block = position.block
      var item = position.item
      var index = lower
      while index < upper {
        // A block at a time, read in place, its pattern walked without a division per item.
        let current = blocks.baseAddress! + block
        let patternCount = current.pointee.items.count
        let end = Swift.min(current.pointee.itemCount, item + upper - index)
        var pattern = current.pointee.pattern(item)
        while item < end {
          body(
            index, current.pointee.flowItem(pattern: pattern),
            current.pointee.isEstimated(pattern: pattern))
          item += 1
          index += 1
          pattern += 1
          if pattern == patternCount { pattern = 0 }
        }
        block += 1
        item = 0
      }
    }
  }
}
