extension Flow {
  /// Checks the state machine's internal consistency, for tests: the line records, the open
  /// line, the natural values kept per item and the line limit. Returns what is wrong, empty
  /// when nothing is.
  ///
  /// - Complexity: O(*n* + *l*).
  package func checkInvariants() -> [String] {
    var problems: [String] = []
    let frames = storage.frames
    let starts = storage.lineStarts
    if starts.count != storage.lineOffsets.count {
      problems.append("\(starts.count) line starts but \(storage.lineOffsets.count) offsets")
    }
    if let first = starts.first, first != 0 { problems.append("the first line starts at \(first)") }
    for line in starts.indices.dropFirst() where starts[line] <= starts[line - 1] {
      problems.append("line \(line) starts at \(starts[line]), not after line \(line - 1)")
    }
    for line in storage.lineOffsets.indices.dropFirst()
    where storage.lineOffsets[line] < storage.lineOffsets[line - 1] {
      problems.append("line \(line) lies before line \(line - 1)")
    }
    if let last = starts.last {
      if cursor.start != last {
        problems.append("the open line starts at \(cursor.start), not \(last)")
      }
      if last > frames.count || (last == frames.count && storage.overflowIndicatorFrame == nil) {
        problems.append("the last line starts at \(last) but there are \(frames.count) frames")
      }
    } else if !frames.isEmpty {
      problems.append("\(frames.count) frames but no line")
    }
    if extentCheckpoints.count != Swift.max(0, (starts.count + 63) / 64 - 1) {
      problems.append("\(extentCheckpoints.count) extent checkpoints for \(starts.count) lines")
    }
    var kept: [(String, Int)] = []
    if isGrowActive { kept += [("grow factors", grows.count), ("lengths", naturalLengths.count)] }
    if metrics.stretches { kept.append(("thicknesses", naturalThicknesses.count)) }
    if metrics.usesBaselines { kept.append(("baselines", baselines.count)) }
    for (name, keptCount) in kept where keptCount != frames.count {
      problems.append("\(keptCount) natural \(name) for \(frames.count) frames")
    }
    if storage.hiddenCount < 0 { problems.append("hidden count \(storage.hiddenCount)") }
    if storage.hiddenCount > 0 && starts.count != metrics.lineLimit {
      problems.append("\(storage.hiddenCount) hidden items with \(starts.count) lines")
    }
    if !isSealed && (!displaced.isEmpty || appliedLineAlignment) {
      problems.append("an unsealed layout keeps what sealing did")
    }
    if displaced.count > storage.hiddenCount {
      problems.append(
        "\(displaced.count) items moved for the indicator but \(storage.hiddenCount) hidden")
    }
    if options.lineBreaking == .balanced {
      let placed = frames.count + storage.hiddenCount
      if isSealed ? placed != balancedItems.count : !frames.isEmpty {
        problems.append(
          "\(placed) items placed for \(balancedItems.count) kept,"
            + " \(isSealed ? "" : "not ")finished")
      }
    }
    for (index, frame) in frames.enumerated()
    where ![frame.minX, frame.minY, frame.maxX, frame.maxY].allSatisfy(\.isFinite) {
      problems.append("item \(index) has a frame that is not finite: \(frame)")
      break
    }
    return problems
  }
}
