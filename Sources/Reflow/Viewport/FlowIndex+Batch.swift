extension FlowIndex {
  /// Makes several edits at once, with the result of making them one by one, re-flowing each
  /// stretch they touch once.
  ///
  /// Made one by one, each edit re-flows the lines around it and re-writes the block it falls
  /// in. A batch first works out the items the edits leave, as runs of the index's items and of
  /// new ones, without touching the index; then it lays out the changed stretches in one pass
  /// in position order (edits close together share a re-flow, which goes on until the line
  /// breaks are back in step after the last of them), splices each stretch into its block in
  /// place, and brings the tree of prefix sums up to date once.
  ///
  /// ```swift
  /// // 100 items moved within a 100,000-item flow: one pass, not 200 edits.
  /// var edits: [FlowIndex.Edit] = []
  /// for move in moves {
  ///   edits.append(.moveSubrange(move.from..<(move.from + 1), to: move.to))
  /// }
  /// try index.applyEdits(edits)
  /// ```
  ///
  /// Every frame, line, size and estimate flag afterwards is the one the same edits give one
  /// by one, and the one ``Flow`` gives the resulting items laid out from scratch; the offset
  /// of a line across the flow, a prefix sum, is the same within the index's usual 1e-9 (the
  /// sums may be added up over other blocks), and exactly the same when the sizes and spacing
  /// are sums that floating point adds exactly (whole or binary-fraction numbers of points).
  ///
  /// - Parameter edits: The edits, in order; the positions of each are those of the items as
  ///   the edits before it leave them.
  /// - Throws: The error the first edit that fails would throw made one by one
  ///   (``ReflowError/indexOutOfRange(index:valid:)``,
  ///   ``ReflowError/invalidItemSize(index:size:)``, ``ReflowError/invalidGrow(index:grow:)``
  ///   or ``ReflowError/invalidBaseline(index:baseline:height:)``); nothing changes then.
  /// - Complexity: O(*m* log *m* + *e* + Σ (log *n* + *k*) + *s* · *b*) expected, for *m* edits,
  ///   *e* items inserted, set or moved, *k* items re-flowed in each stretch changed, *s* blocks
  ///   spliced and blocks of *b* items (at most 512); plus O(*B*) for *B* blocks when their
  ///   number changes.
  public mutating func applyEdits(_ edits: [Edit]) throws(ReflowError) {
    guard !edits.isEmpty else { return }
    var plan = EditPlan(count: count, edits: edits.count)
    for edit in edits {
      switch edit.kind {
      case .replace(let range, let items, let estimated):
        try Self.checkBounds(range, count: plan.count)
        try Self.validate(items, from: range.lowerBound)
        plan.remove(range)
        plan.insert(items, estimated: estimated, at: range.lowerBound)
      case .append(let items, let estimated):
        try Self.validate(items, from: plan.count)
        plan.insert(items, estimated: estimated, at: plan.count)
      case .move(let range, let destination):
        try Self.checkBounds(range, count: plan.count)
        let remaining = plan.count - range.count
        guard destination >= 0 && destination <= remaining else {
          throw .indexOutOfRange(index: destination, valid: 0..<(remaining + 1))
        }
        guard destination != range.lowerBound, !range.isEmpty else { continue }
        // The moved items become new ones, so the index's own runs stay in order.
        let start = plan.items.count
        for segment in plan.remove(range) {
          if segment.isOld {
            forEachItem(in: segment.range) { _, item, estimated in
              plan.items.append(item)
              plan.estimated.append(estimated)
            }
          } else {
            plan.items.append(contentsOf: plan.items[segment.range])
            plan.estimated.append(contentsOf: plan.estimated[segment.range])
          }
        }
        plan.insert(Segment(range: start..<plan.items.count, isOld: false), at: destination)
      case .setSize(let size, let index):
        let current = try currentItem(at: index, in: plan)
        guard size.isValidLayoutSize else { throw .invalidItemSize(index: index, size: size) }
        if let baseline = current.item.baseline, baseline > size.height {
          throw .invalidBaseline(index: index, baseline: baseline, height: size.height)
        }
        let item = FlowItem(
          size, grow: current.item.grow, baseline: current.item.baseline,
          breakBefore: current.item.breakBefore)
        Self.set(item, at: index, replacing: current, in: &plan)
      case .setItem(let item, let index):
        let current = try currentItem(at: index, in: plan)
        if let error = item.validationError(at: index) { throw error }
        Self.set(item, at: index, replacing: current, in: &plan)
      }
    }
    let segments = plan.segments
    guard segments != (count == 0 ? [] : [Segment(range: 0..<count, isOld: true)]) else {
      lastEdit = EditStatistics()
      return
    }
    guard plan.items.count > 1 else {
      return reflow(segments, with: { (plan.items[$0], plan.estimated[$0]) })
    }
    // How many new items from each on equal it, for runs laid out a line at a time.
    var same = Array(repeating: 1, count: plan.items.count)
    for index in stride(from: plan.items.count - 2, through: 0, by: -1)
    where plan.items[index] == plan.items[index + 1]
      && plan.estimated[index] == plan.estimated[index + 1]
    {
      same[index] = same[index + 1] + 1
    }
    reflow(segments, with: { (plan.items[$0], plan.estimated[$0]) }, same: { same[$0] })
  }

  /// Throws unless `range` lies within `0...count`, as ``checkBounds(_:)`` does for the index.
  private static func checkBounds(_ range: Range<Int>, count: Int) throws(ReflowError) {
    for bound in [range.lowerBound, range.upperBound] where bound < 0 || bound > count {
      throw .indexOutOfRange(index: bound, valid: 0..<(count + 1))
    }
  }

  /// Throws the error ``Flow`` gives the first bad item of `items`, named by its position
  /// counted from `start`.
  private static func validate(_ items: [FlowItem], from start: Int) throws(ReflowError) {
    for (offset, item) in items.enumerated() {
      if let error = item.validationError(at: start + offset) { throw error }
    }
  }

  /// Item `index` of the items `plan` holds, with its estimate flag.
  ///
  /// - Throws: ``ReflowError/indexOutOfRange(index:valid:)`` unless `index` is an item's.
  private func currentItem(at index: Int, in plan: EditPlan) throws(ReflowError)
    -> (item: FlowItem, estimated: Bool)
  {
    guard index >= 0 && index < plan.count else {
      throw .indexOutOfRange(index: index, valid: 0..<plan.count)
    }
    let (segment, offset) = plan.segment(at: index)
    let position = segment.range.lowerBound + offset
    guard segment.isOld else { return (plan.items[position], plan.estimated[position]) }
    let found = self.position(of: position)
    let block = blocks[found.block]
    return (block.flowItem(found.item), block.isEstimated(found.item))
  }

  /// Sets item `index` of `plan`, now `current`, to the valid `item`, measured, as
  /// ``setItems(startingAt:count:_:)`` does: an item within 1e-9 of the current one
  /// keeps the current one and only stops being an estimate.
  private static func set(
    _ item: FlowItem, at index: Int, replacing current: (item: FlowItem, estimated: Bool),
    in plan: inout EditPlan
  ) {
    let isSame =
      item.size.isClose(to: current.item.size) && item.grow == current.item.grow
      && item.baseline == current.item.baseline && item.breakBefore == current.item.breakBefore
    if isSame && !current.estimated { return }
    plan.remove(index..<(index + 1))
    plan.insert(CollectionOfOne(isSame ? current.item : item), estimated: false, at: index)
  }
}
