extension FlowIndex {
  /// The items a list of edits leaves, worked out before the index changes: runs of the index's
  /// own items and of new ones, in order, kept in a treap ordered by position (each node a run,
  /// with the number of items under it), so that each edit finds and cuts its runs in
  /// O(log *r*) expected time for *r* runs.
  ///
  /// New items (inserted, set, or moved, which hands the index's items over as new ones) are
  /// kept once, in ``items`` and ``estimated``; runs point into them.
  struct EditPlan {
    /// The new items and their estimate flags.
    var items: [FlowItem] = []
    var estimated: [Bool] = []

    private struct Node {
      var segment: Segment
      var priority: UInt64
      var left = -1
      var right = -1
      /// The number of items in the node's subtree.
      var total: Int
    }

    private var nodes: [Node] = []
    private var root = -1
    /// The state of the generator of priorities: deterministic, so a plan is reproducible.
    private var state: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// A plan holding `count` items of the index, unchanged, with room for the runs of `edits`
    /// edits (each cuts at most two runs and adds one).
    init(count: Int, edits: Int = 0) {
      nodes.reserveCapacity(1 + 3 * edits)
      if count > 0 { root = makeNode(Segment(range: 0..<count, isOld: true)) }
    }

    /// The number of items.
    var count: Int { total(root) }

    /// The runs, in order, with neighbouring runs of the index's items that continue each other
    /// joined.
    var segments: [Segment] {
      var result: [Segment] = []
      result.reserveCapacity(nodes.count)
      forEach(root) { segment in
        if let last = result.last, last.isOld == segment.isOld,
          last.range.upperBound == segment.range.lowerBound
        {
          result[result.count - 1].range = last.range.lowerBound..<segment.range.upperBound
        } else {
          result.append(segment)
        }
      }
      return result
    }

    /// Inserts `items` before position `index`, which must be within `0...count`.
    mutating func insert(_ items: some Collection<FlowItem>, estimated: Bool, at index: Int) {
      guard !items.isEmpty else { return }
      let start = self.items.count
      self.items.append(contentsOf: items)
      self.estimated.append(contentsOf: repeatElement(estimated, count: items.count))
      insert(Segment(range: start..<self.items.count, isOld: false), at: index)
    }

    /// Removes the items in `range`, which must be within `0..<count`, and returns their runs,
    /// in order.
    @discardableResult
    mutating func remove(_ range: Range<Int>) -> [Segment] {
      guard !range.isEmpty else { return [] }
      let (before, rest) = split(root, range.lowerBound)
      let (removed, after) = split(rest, range.count)
      root = merge(before, after)
      var segments: [Segment] = []
      forEach(removed) { segments.append($0) }
      return segments
    }

    /// The run holding position `index`, which must be within `0..<count`, and the position in
    /// it.
    func segment(at index: Int) -> (segment: Segment, offset: Int) {
      var node = root
      var index = index
      while true {
        let left = total(nodes[node].left)
        let own = nodes[node].segment.range.count
        if index < left {
          node = nodes[node].left
        } else if index < left + own {
          return (nodes[node].segment, index - left)
        } else {
          index -= left + own
          node = nodes[node].right
        }
      }
    }

    /// Inserts a run before position `index`.
    mutating func insert(_ segment: Segment, at index: Int) {
      let (before, after) = split(root, index)
      root = merge(merge(before, makeNode(segment)), after)
    }

    private func total(_ node: Int) -> Int { node < 0 ? 0 : nodes[node].total }

    private mutating func makeNode(_ segment: Segment) -> Int {
      // SplitMix64: priorities that look random, from a fixed seed.
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      nodes.append(Node(segment: segment, priority: z ^ (z >> 31), total: segment.range.count))
      return nodes.count - 1
    }

    private mutating func update(_ node: Int) {
      nodes[node].total =
        nodes[node].segment.range.count + total(nodes[node].left) + total(nodes[node].right)
    }

    /// The subtree `node` cut into its first `index` items and the rest; a run holding both
    /// sides of the cut is cut in two.
    private mutating func split(_ node: Int, _ index: Int) -> (Int, Int) {
      guard node >= 0 else { return (-1, -1) }
      let left = total(nodes[node].left)
      let own = nodes[node].segment.range.count
      if index <= left {
        let (first, second) = split(nodes[node].left, index)
        nodes[node].left = second
        update(node)
        return (first, node)
      }
      if index >= left + own {
        let (first, second) = split(nodes[node].right, index - left - own)
        nodes[node].right = first
        update(node)
        return (node, second)
      }
      let cut = nodes[node].segment.range.lowerBound + index - left
      let segment = nodes[node].segment
      nodes[node].segment.range = segment.range.lowerBound..<cut
      let right = nodes[node].right
      nodes[node].right = -1
      update(node)
      let tail = makeNode(Segment(range: cut..<segment.range.upperBound, isOld: segment.isOld))
      return (node, merge(tail, right))
    }

    /// The subtrees `first` and `second` joined, `first`'s items before `second`'s.
    private mutating func merge(_ first: Int, _ second: Int) -> Int {
      if first < 0 { return second }
      if second < 0 { return first }
      if nodes[first].priority > nodes[second].priority {
        nodes[first].right = merge(nodes[first].right, second)
        update(first)
        return first
      }
      nodes[second].left = merge(first, nodes[second].left)
      update(second)
      return second
    }

    /// Calls `body` with the runs of subtree `node`, in order.
    private func forEach(_ node: Int, _ body: (Segment) -> Void) {
      guard node >= 0 else { return }
      forEach(nodes[node].left, body)
      body(nodes[node].segment)
      forEach(nodes[node].right, body)
    }
  }
}
