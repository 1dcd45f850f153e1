extension FlowIndex.Block {
  /// This block, which is not repeated, as its first line repeated, when every line is that
  /// line to the bit and the repeated block reads every line offset and the length exactly as
  /// this one stores them; `nil` otherwise or with fewer than `minimum` lines.
  ///
  /// Items measured a window at a time are written as lines of their own, a window per edit;
  /// this folds a run of identical ones (rows of one measured height) back into one line
  /// repeated, which keeps a few bytes instead of about 44 per item. Nothing a query reads
  /// changes: items, columns and thicknesses are compared by their bits, and a repeated block
  /// computes line *k*'s offset as `k` times the pattern's length, which is accepted only when
  /// it equals the running sum stored here.
  ///
  /// - Complexity: O(*b*) for a block of *b* items; a block whose second line differs from its
  ///   first is rejected in O(1).
  func asRepeatedLine(minimum: Int, lineSpacing: Double) -> Self? {
    let lines = lineStarts.count
    guard repetitions == 1, lines >= Swift.max(2, minimum), items.count % lines == 0 else {
      return nil
    }
    let perLine = items.count / lines
    let thickness = lineThicknesses[0]
    // As a builder sums it from 0 (0 + -0 is +0).
    let length = 0.0 + (thickness + lineSpacing)
    for line in 1..<lines {
      guard Int(lineStarts[line]) == line * perLine,
        lineThicknesses[line].bitPattern == thickness.bitPattern,
        lineOffsets[line].bitPattern == (Double(line) * length).bitPattern
      else { return nil }
    }
    guard patternLength.bitPattern == (Double(lines) * length).bitPattern else { return nil }
    /// Whether every line of a column kept per item repeats the first line's values, bit for bit.
    func repeats<Element>(_ column: [Element], _ same: (Element, Element) -> Bool) -> Bool {
      guard !column.isEmpty else { return true }
      for item in perLine..<column.count where !same(column[item], column[item % perLine]) {
        return false
      }
      return true
    }
    func same(_ a: Double, _ b: Double) -> Bool { a.bitPattern == b.bitPattern }
    func same(_ a: Size, _ b: Size) -> Bool { same(a.width, b.width) && same(a.height, b.height) }
    guard
      repeats(items, { same($0.size, $1.size) && same($0.main, $1.main) }),
      repeats(crosses, same), repeats(frameSizes, same), repeats(grows, same),
      repeats(baselines, same), repeats(estimated, ==), repeats(breaks, ==)
    else { return nil }
    var pattern = Self()
    func prefix<Element>(_ column: [Element]) -> [Element] {
      column.isEmpty ? [] : Array(column[..<perLine])
    }
    pattern.items = prefix(items)
    pattern.crosses = prefix(crosses)
    pattern.frameSizes = prefix(frameSizes)
    pattern.estimated = prefix(estimated)
    pattern.grows = prefix(grows)
    pattern.baselines = prefix(baselines)
    pattern.breaks = prefix(breaks)
    pattern.lineStarts = [0]
    pattern.lineOffsets = [0]
    pattern.lineThicknesses = [thickness]
    pattern.patternLength = length
    pattern.patternEstimated = patternEstimated / lines
    // Every line spans what the first does, so the block's extremes are the line's.
    pattern.mainMin = mainMin
    pattern.mainMax = mainMax
    return pattern
  }
}
