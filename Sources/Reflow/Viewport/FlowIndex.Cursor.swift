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
      // Read in place: a copy of the block would retain each of its columns.
      if blocks[block].isRepeated {
        line = blocks[block].line(containing: item)
      } else {
        while blocks[block].lineEnd(line) <= item { line += 1 }
      }
    }
  }

  /// How many items from `cursor` on equal the one there, as a whole ``FlowItem`` and in
  /// estimate flag, across blocks: the rest of a repeated block and whatever follows it alike;
  /// at most `limit`, or a little more.
  func sameItems(from cursor: Cursor, limit: Int = .max) -> Int {
    // Read in place: a copy of a block would retain each of its columns.
    let same = blocks[cursor.block].flowItem(cursor.item)
    let estimated = blocks[cursor.block].isEstimated(cursor.item)
    var total = 0
    var block = cursor.block
    var item = cursor.item
    while block < blocks.count && total < limit {
      if blocks[block].isRepeated {
        guard blocks[block].flowItem(0) == same && blocks[block].isEstimated(0) == estimated
        else {
          return total
        }
        total += blocks[block].itemCount - item
      } else {
        for index in item..<blocks[block].itemCount {
          guard blocks[block].flowItem(index) == same
            && blocks[block].isEstimated(index) == estimated, total < limit
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
}
