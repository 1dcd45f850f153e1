extension FlowIndex {
  /// A segment tree of block summaries: item and line counts and lengths as prefix sums, main
  /// extents as minimum and maximum, each found or changed in O(log *b*) for *b* blocks.
  ///
  /// Prefix sums are always added up from the root down, in one order, so a block's offset is
  /// the same number whichever query asks for it.
  struct SummaryTree: Sendable {
    /// Node 1 is the root; node *k* has children 2*k* and 2*k* + 1; leaves start at `capacity`.
    private var nodes: [Summary]
    private(set) var capacity: Int

    /// A tree over `leaves`, in order.
    init(_ leaves: [Summary]) {
      var capacity = 1
      while capacity < leaves.count { capacity <<= 1 }
      self.capacity = capacity
      nodes = Array(repeating: .empty, count: 2 * capacity)
      for (position, leaf) in leaves.enumerated() { nodes[capacity + position] = leaf }
      for node in stride(from: capacity - 1, through: 1, by: -1) {
        nodes[node] = nodes[2 * node].then(nodes[2 * node + 1])
      }
    }

    /// The summary of every block.
    var root: Summary { nodes[1] }

    /// Replaces leaf `position`'s summary.
    mutating func update(_ position: Int, _ summary: Summary) {
      var node = capacity + position
      nodes[node] = summary
      node /= 2
      while node >= 1 {
        nodes[node] = nodes[2 * node].then(nodes[2 * node + 1])
        node /= 2
      }
    }

    /// The first leaf for which `isPast(summary of the leaves before it and it)` holds, and the
    /// summary of the leaves before it; `isPast` must be false up to some leaf and true after.
    /// `nil` when it holds for none.
    func first(where isPast: (Summary) -> Bool) -> (leaf: Int, before: Summary)? {
      guard isPast(nodes[1]) else { return nil }
      var node = 1
      var before = Summary.empty
      while node < capacity {
        let left = before.then(nodes[2 * node])
        if isPast(left) {
          node = 2 * node
        } else {
          before = left
          node = 2 * node + 1
        }
      }
      return (node - capacity, before)
    }

    /// The summary of the leaves before `leaf`.
    func prefix(before leaf: Int) -> Summary {
      var node = 1
      var low = 0
      var width = capacity
      var before = Summary.empty
      while node < capacity {
        width /= 2
        if leaf < low + width {
          node = 2 * node
        } else {
          before = before.then(nodes[2 * node])
          node = 2 * node + 1
          low += width
        }
      }
      return before
    }
  }
}
