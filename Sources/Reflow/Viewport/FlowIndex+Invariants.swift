extension FlowIndex {
  /// Checks the index's internal consistency and describes each broken invariant; tests call it
  /// after every edit.
  ///
  /// - Every block holds whole lines: the first starts at its first item, starts increase, and
  ///   no block is empty or holds more than ``maximumBlockItems`` items unless it is one line.
  ///   A repeated block repeats one line, at least ``BlockBuilder/minimumRepetitions`` times.
  /// - Line offsets are the running sum of thicknesses and spacing from the block's start, and
  ///   the block's length ends it.
  /// - Columns kept only when they differ (offsets across, frame sizes, estimate flags, grow
  ///   factors, baselines, forced breaks) are empty or one per item, the per-item properties'
  ///   columns are empty when every item has the default, and the estimate count matches the
  ///   flags.
  /// - The tree's leaves are the blocks' summaries, and its nodes their sums.
  ///
  /// - Returns: One sentence per violation; empty when the index is consistent.
  /// - Complexity: O(*n*).
  package func checkInvariants() -> [String] {
    var problems: [String] = []
    var total = Summary.empty
    for (position, block) in blocks.enumerated() {
      let name = "block \(position)"
      if block.items.isEmpty { problems.append("\(name) is empty") }
      if block.lineStarts.first != 0 { problems.append("\(name) does not start with a line") }
      if block.items.count > maximumBlockItems && block.lineStarts.count > 1 {
        problems.append("\(name) holds \(block.items.count) items on several lines")
      }
      if block.isRepeated
        && (block.lineStarts.count != 1 || block.repetitions < BlockBuilder.minimumRepetitions)
      {
        problems.append(
          "\(name) repeats \(block.lineStarts.count) lines \(block.repetitions) times")
      }
      if block.lineOffsets.count != block.lineStarts.count
        || block.lineThicknesses.count != block.lineStarts.count
      {
        problems.append("\(name) has line columns of different lengths")
        continue
      }
      var offset = 0.0
      for line in block.lineStarts.indices {
        if line > 0 && block.lineStarts[line] <= block.lineStarts[line - 1] {
          problems.append("\(name) line \(line) starts at \(block.lineStarts[line]), not after")
        }
        if Int(block.lineStarts[line]) >= block.items.count {
          problems.append("\(name) line \(line) starts past the block's items")
        }
        if block.lineOffsets[line] != offset {
          problems.append("\(name) line \(line) is at \(block.lineOffsets[line]), not \(offset)")
        }
        offset += block.lineThicknesses[line] + options.lineSpacing
      }
      if block.patternLength != offset {
        problems.append("\(name) has length \(block.patternLength), not \(offset)")
      }
      var columnsAgree = true
      for (column, count) in [
        ("crosses", block.crosses.count), ("frame sizes", block.frameSizes.count),
        ("estimates", block.estimated.count), ("grow factors", block.grows.count),
        ("baselines", block.baselines.count), ("breaks", block.breaks.count),
      ] where count != 0 && count != block.items.count {
        problems.append("\(name) keeps \(count) \(column) for \(block.items.count) items")
        columnsAgree = false
      }
      for (column, isDefault) in [
        ("grow factors", !block.grows.isEmpty && block.grows.allSatisfy { $0 == 0 }),
        ("baselines",
         !block.baselines.isEmpty && block.baselines.allSatisfy { $0 == Block.noBaseline }),
        ("breaks", !block.breaks.isEmpty && !block.breaks.contains(true)),
      ] where isDefault {
        problems.append("\(name) keeps \(column) that are all the default")
      }
      let flagged = block.estimated.filter { $0 }.count
      if flagged != block.patternEstimated {
        problems.append("\(name) counts \(block.patternEstimated) estimates, flags \(flagged)")
      }
      if !block.estimated.isEmpty && flagged == 0 {
        problems.append("\(name) keeps estimate flags that are all false")
      }
      // Reading the items' frames through columns of other lengths would trap.
      guard columnsAgree else {
        total = total.then(block.summary)
        continue
      }
      var mainMin = Double.infinity
      var mainMax = -Double.infinity
      for item in block.items.indices {
        mainMin = Swift.min(mainMin, block.items[item].main)
        mainMax = Swift.max(mainMax, block.items[item].main + block.frameSize(item)[options.axis])
      }
      if mainMin != block.mainMin || mainMax != block.mainMax {
        problems.append(
          "\(name) spans \(block.mainMin)...\(block.mainMax), not \(mainMin)...\(mainMax)")
      }
      let prefix = tree.prefix(before: position)
      if prefix.items != total.items || prefix.lines != total.lines {
        problems.append("the tree puts \(name) after \(prefix.items) items, not \(total.items)")
      }
      total = total.then(block.summary)
    }
    let root = tree.root
    if root.items != total.items || root.lines != total.lines || root.estimated != total.estimated
      || root.mainMin != total.mainMin || root.mainMax != total.mainMax
    {
      problems.append("the tree's root \(root) differs from the blocks' sum \(total)")
    }
    if tree.capacity < blocks.count { problems.append("the tree has fewer leaves than blocks") }
    return problems
  }
}
