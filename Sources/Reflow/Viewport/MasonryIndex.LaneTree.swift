extension MasonryIndex {
  /// What the tree keeps of one block: its item count, estimated and multi-lane item counts,
  /// and how far each lane runs on across it.
  struct Leaf: Sendable {
    var count = 0
    var estimated = 0
    var spanning = 0
    /// The sum over the block's items of the longest each could be plus the item spacing: no
    /// lane runs further than the sum over all blocks.
    var bound = 0.0
    /// Per lane: its running position after the block less before it (0 for a lane the block's
    /// items do not cover).
    var advances: [Double]
  }

  /// A segment tree over the blocks: item counts as prefix sums, and per lane the advances as
  /// prefix sums, so that where each lane runs before a block is found in O(log *b*) for *b*
  /// blocks, and a change in one block moves every later block of the lane without touching it.
  ///
  /// Prefix sums are always added up from the root down, in one order, so a block's entry
  /// position is the same number whichever query asks for it.
  struct LaneTree: Sendable {
    /// Node 1 is the root; node *k* has children 2*k* and 2*k* + 1; leaves start at `capacity`.
    private(set) var capacity: Int
    let laneCount: Int
    private var counts: [Int]
    private var estimated: [Int]
    private var spanning: [Int]
    private var bounds: [Double]
    /// `laneCount` sums per node, node-major.
    private var sums: [Double]

    /// A tree over `leaves`, in order.
    init(laneCount: Int, leaves: [Leaf]) {
      var capacity = 1
      while capacity < leaves.count { capacity <<= 1 }
      self.capacity = capacity
      self.laneCount = laneCount
      counts = Array(repeating: 0, count: 2 * capacity)
      estimated = Array(repeating: 0, count: 2 * capacity)
      spanning = Array(repeating: 0, count: 2 * capacity)
      bounds = Array(repeating: 0, count: 2 * capacity)
      sums = Array(repeating: 0, count: 2 * capacity * laneCount)
      for (position, leaf) in leaves.enumerated() { write(capacity + position, leaf) }
      combine(stride(from: capacity - 1, through: 1, by: -1))
    }

    private mutating func write(_ node: Int, _ leaf: Leaf) {
      counts[node] = leaf.count
      estimated[node] = leaf.estimated
      spanning[node] = leaf.spanning
      bounds[node] = leaf.bound
      let base = node * laneCount
      for lane in 0..<laneCount { sums[base + lane] = leaf.advances[lane] }
    }

    /// Adds up each of `nodes` from its children again, in order (a child before its parent).
    /// Through the arrays' buffers: through the arrays, every write would check that its array
    /// is not shared.
    private mutating func combine(_ nodes: some Sequence<Int>) {
      let laneCount = laneCount
      counts.withUnsafeMutableBufferPointer { counts in
        estimated.withUnsafeMutableBufferPointer { estimated in
          spanning.withUnsafeMutableBufferPointer { spanning in
            bounds.withUnsafeMutableBufferPointer { bounds in
              sums.withUnsafeMutableBufferPointer { sums in
                for node in nodes {
                  let (left, right) = (2 * node, 2 * node + 1)
                  counts[node] = counts[left] + counts[right]
                  estimated[node] = estimated[left] + estimated[right]
                  spanning[node] = spanning[left] + spanning[right]
                  bounds[node] = bounds[left] + bounds[right]
                  for lane in 0..<laneCount {
                    sums[node * laneCount + lane] =
                      sums[left * laneCount + lane] + sums[right * laneCount + lane]
                  }
                }
              }
            }
          }
        }
      }
    }

    /// Replaces leaf `position`.
    mutating func update(_ position: Int, _ leaf: Leaf) {
      let node = capacity + position
      write(node, leaf)
      if node > 1 { combine(sequence(first: node / 2) { $0 > 1 ? $0 / 2 : nil }) }
    }

    /// The number of items.
    var itemCount: Int { counts[1] }
    /// The number of estimated items.
    var estimatedCount: Int { estimated[1] }
    /// The number of items covering more than one lane.
    var spanningCount: Int { spanning[1] }

    /// The sum of every item's longest length plus the item spacing: no lane runs further.
    var bound: Double { bounds[1] }

    /// Leaf `position` as it was written.
    func leaf(_ position: Int) -> Leaf {
      let node = capacity + position
      return Leaf(
        count: counts[node], estimated: estimated[node], spanning: spanning[node],
        bound: bounds[node], advances: advances(of: position))
    }

    /// Lane `lane`'s running position after every block, summed bottom up.
    func total(lane: Int) -> Double { sums[laneCount + lane] }

    /// Leaf `position`'s advances.
    func advances(of position: Int) -> [Double] {
      let base = (capacity + position) * laneCount
      return Array(sums[base..<(base + laneCount)])
    }

    /// The leaf holding item `index` (which must be below ``itemCount``) and the number of
    /// items before it.
    func leaf(containing index: Int) -> (leaf: Int, before: Int) {
      var node = 1
      var before = 0
      while node < capacity {
        // Selects rather than branches: over items never asked for before, a branch would be
        // mispredicted every other level.
        let count = counts[2 * node]
        let right = before + count <= index
        before += right ? count : 0
        node = 2 * node + (right ? 1 : 0)
      }
      return (node - capacity, before)
    }

    /// The number of items before leaf `position`.
    func items(before position: Int) -> Int {
      var node = 1
      var low = 0
      var width = capacity
      var before = 0
      while node < capacity {
        width /= 2
        let right = position >= low + width
        before += right ? counts[2 * node] : 0
        node = 2 * node + (right ? 1 : 0)
        low += right ? width : 0
      }
      return before
    }

    /// Where lane `lane` runs before leaf `position`.
    func prefix(before position: Int, lane: Int) -> Double {
      var node = 1
      var low = 0
      var width = capacity
      var before = 0.0
      while node < capacity {
        width /= 2
        let right = position >= low + width
        // Adding 0 leaves the sum as it was: the same number as the branching walk.
        before = before + (right ? sums[2 * node * laneCount + lane] : 0)
        node = 2 * node + (right ? 1 : 0)
        low += right ? width : 0
      }
      return before
    }

    /// Where every lane runs before leaf `position`, into `running`.
    func prefix(before position: Int, into running: inout [Double]) {
      for lane in 0..<laneCount { running[lane] = 0 }
      var node = 1
      var low = 0
      var width = capacity
      while node < capacity {
        width /= 2
        let right = position >= low + width
        let base = 2 * node * laneCount
        for lane in 0..<laneCount {
          running[lane] = running[lane] + (right ? sums[base + lane] : 0)
        }
        node = 2 * node + (right ? 1 : 0)
        low += right ? width : 0
      }
    }

    /// The first leaf after which lane `lane` runs to `value` or past it, and where the lane
    /// runs before it; `nil` when it never does.
    func firstLeaf(lane: Int, runningTo value: Double) -> (leaf: Int, before: Double)? {
      guard sums[laneCount + lane] >= value else { return nil }
      var node = 1
      var before = 0.0
      while node < capacity {
        let left = before + sums[2 * node * laneCount + lane]
        let right = left < value
        before = right ? left : before
        node = 2 * node + (right ? 1 : 0)
      }
      return (node - capacity, before)
    }

    /// The first leaf from `start` on whose advance in lane `lane` is positive: the next block
    /// whose items cover the lane with any length or spacing.
    func firstLeaf(from start: Int, advancing lane: Int) -> Int? {
      firstLeaf(from: start) { sums[$0 * laneCount + lane] > 0 }
    }

    /// The last leaf whose advance in lane `lane` is positive: the last block whose items
    /// cover the lane with any length or spacing; `nil` when none does.
    func lastLeaf(advancing lane: Int) -> Int? {
      guard sums[laneCount + lane] > 0 else { return nil }
      var node = 1
      while node < capacity {
        node = sums[(2 * node + 1) * laneCount + lane] > 0 ? 2 * node + 1 : 2 * node
      }
      return node - capacity
    }

    /// The first leaf from `start` on that holds an item covering several lanes.
    func firstSpanningLeaf(from start: Int) -> Int? {
      firstLeaf(from: start) { spanning[$0] > 0 }
    }

    /// The first leaf at or after `start` for which `holds` is true of the leaf; `holds` of a
    /// node must be true exactly when it is of some leaf under it.
    ///
    /// Climbs from leaf `start` to the first right sibling that holds, then descends to its
    /// first leaf that holds: O(log *b*) steps, without recursion (a recursive walk cost about
    /// 0.5 µs a level, most of a window query).
    @inline(__always)
    private func firstLeaf(from start: Int, where holds: (Int) -> Bool) -> Int? {
      guard start < capacity else { return nil }
      var node = capacity + Swift.max(0, start)
      if !holds(node) {
        while true {
          // A left child's sibling holds the leaves after it; a right child's are past its
          // parent's.
          if node & 1 == 0 && holds(node + 1) {
            node += 1
            break
          }
          node >>= 1
          if node <= 1 { return nil }
        }
        while node < capacity { node = holds(2 * node) ? 2 * node : 2 * node + 1 }
      }
      return node - capacity
    }

    /// The bytes the tree's arrays hold.
    var footprint: Int {
      (counts.capacity + estimated.capacity + spanning.capacity + bounds.capacity) * 8 + sums.capacity * 8 + 4 * 32
    }
  }
}
