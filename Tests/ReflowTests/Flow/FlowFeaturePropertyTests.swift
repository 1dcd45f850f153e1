import Reflow
import ReflowTesting
import Testing

/// Properties of every Flow 2 feature on generated cases (grow, stretch and baseline alignment,
/// line alignment, forced breaks, balanced breaking, line and item limits, the overflow
/// indicator), each composed with both directions and both axes. Each property runs
/// `REFLOW_PROPERTY_ITERATIONS` cases (1,000 by default); a failure prints a seed to replay
/// with `REFLOW_SEED`.
@Suite struct FlowFeaturePropertyTests {
  @Test("Every feature keeps every flow invariant")
  func invariants() {
    check(.featureCase()) { layoutCase in
      FlowInvariants.violations(in: try layoutCase.layout(), for: layoutCase)
    }
  }

  @Test("Every feature agrees with the reference layout")
  func agreesWithReference() {
    check(.featureCase()) { layoutCase in
      FlowInvariants.agreement(
        FlowOutput(try layoutCase.layout()), try layoutCase.referenceLayout())
    }
  }

  @Test("Every feature keeps right-to-left the mirror image of left-to-right")
  func mirrorSymmetry() {
    check(.featureCase()) { layoutCase in
      try FlowInvariants.mirrorSymmetry(layoutCase) { FlowOutput(try $0.layout()) }
    }
  }

  @Test("Every feature keeps the vertical axis the transpose of the horizontal one")
  func transposeSymmetry() {
    check(.featureCase()) { layoutCase in
      try FlowInvariants.transposeSymmetry(layoutCase) { FlowOutput(try $0.layout()) }
    }
  }

  @Test("Grow never shrinks an item and fills exactly the free space its factors claim")
  func growFillsFreeSpace() {
    let growing = Gen<FlowOptions>.flowOptions(everyFeature: true).map { options in
      var options = options
      options.lineLimit = nil
      return options
    }
    check(.featureCase(options: growing)) { layoutCase in
      let output = FlowOutput(try layoutCase.layout())
      return FlowInvariants.itemSizes(output, for: layoutCase)
        + FlowInvariants.growth(output, for: layoutCase)
    }
  }

  @Test("Balanced breaking never makes more lines than greedy breaking")
  func balancedNoMoreLines() {
    check(.featureCase(options: .flowOptions(lineBreaking: .balanced, everyFeature: true))) {
      layoutCase in
      var unlimited = layoutCase
      unlimited.options.lineLimit = nil
      var greedy = unlimited
      greedy.options.lineBreaking = .greedy
      let balancedLines = try unlimited.layout().lines.count
      let greedyLines = try greedy.layout().lines.count
      return Violation.unless(
        balancedLines <= greedyLines,
        "balanced breaking made \(balancedLines) lines, greedy \(greedyLines)")
    }
  }

  @Test("Balanced breaking is minimal and breaks ties as documented, against every breaking")
  func balancedIsMinimal() {
    let cases = Gen<LayoutCase>.featureCase(
      items: 0...9, options: .flowOptions(lineBreaking: .balanced, everyFeature: true)
    ).map { layoutCase in
      var layoutCase = layoutCase
      layoutCase.options.lineLimit = nil
      return layoutCase
    }
    check(cases) { layoutCase in
      let found = try layoutCase.layout().lines.map(\.range)
      let best = BruteForceBalance.best(layoutCase)
      return Violation.unless(
        found == best,
        "balanced breaking gave \(found), the best of every breaking is \(best)"
          + " (costs \(BruteForceBalance.cost(found, layoutCase) ?? .infinity) and"
          + " \(BruteForceBalance.cost(best, layoutCase) ?? .infinity))")
    }
  }

  @Test("A line limit shows exactly the first lines of the unlimited layout")
  func lineLimitShowsFirstLines() {
    let limited = Gen<FlowOptions>.flowOptions(everyFeature: true).flatMap { options in
      Gen<Int>.int(in: 1...4).map { limit in
        var options = options
        options.lineLimit = limit
        // Line alignment shares space among the visible lines only.
        options.lineAlignment = .top
        return options
      }
    }
    let cases = Gen<LayoutCase>.featureCase(options: limited).map { layoutCase in
      var layoutCase = layoutCase
      layoutCase.overflowIndicator = nil
      return layoutCase
    }
    check(cases) { layoutCase in
      let result = try layoutCase.layout()
      var unlimited = layoutCase
      unlimited.options.lineLimit = nil
      let full = try unlimited.layout()
      let lines = Array(full.lines.prefix(layoutCase.options.lineLimit ?? 0))
      let visible = lines.last?.range.upperBound ?? 0
      return Violation.unless(
        result.frames == Array(full.frames.prefix(visible)) && Array(result.lines) == lines
          && result.hiddenCount == layoutCase.items.count - visible,
        "the limited layout shows \(result.frames.count) items on \(result.lines.count) lines"
          + " (\(result.hiddenCount) hidden); the unlimited one has \(visible) items on its first"
          + " \(lines.count) lines")
    }
  }

  @Test("Sizes alone lay out exactly as items without properties")
  func sizesEqualPlainItems() {
    check(.layoutCase(options: .flowOptions(everyFeature: true))) { layoutCase in
      let fromSizes = try Flow.layout(
        layoutCase.sizes, in: layoutCase.container, options: layoutCase.options)
      let fromItems = try Flow.layout(
        layoutCase.sizes.map { FlowItem($0) }, in: layoutCase.container,
        options: layoutCase.options)
      return Violation.unless(fromSizes == fromItems, "\(fromSizes) but \(fromItems)")
    }
  }

  @Test("Any sequence of adds, removals and finishes equals one layout of the kept items")
  func operationSequences() {
    let runs = Gen<LayoutCase>.featureCase(items: 0...0).flatMap { layoutCase in
      Gen<[FlowOperation]>.array(of: .flowOperation(everyFeature: true), count: 0...16)
        .map { (layoutCase, $0) }
    }
    check(runs) { layoutCase, operations in
      try FlowOperationReplay.replay(operations, in: layoutCase)
    }
  }
}

/// Balanced breaking by trying every set of breaks, for cases of a few items.
enum BruteForceBalance {
  /// The lines of least cost, ties to the most items on the first line, then the second, …
  static func best(_ layoutCase: LayoutCase) -> [Range<Int>] {
    let count = layoutCase.items.count
    guard count > 1 else { return count == 1 ? [0..<1] : [] }
    var best: (cost: Double, lines: [Range<Int>])?
    for mask in 0..<(1 << (count - 1)) {
      var lines: [Range<Int>] = []
      var start = 0
      for index in 1..<count where mask & (1 << (index - 1)) != 0 {
        lines.append(start..<index)
        start = index
      }
      lines.append(start..<count)
      guard let cost = cost(lines, layoutCase) else { continue }
      if let current = best {
        let sizes = lines.map(\.count)
        let currentSizes = current.lines.map(\.count)
        let better = cost < current.cost
          || (cost == current.cost && sizes.lexicographicallyPrecedes(currentSizes, by: >))
        if better { best = (cost, lines) }
      } else {
        best = (cost, lines)
      }
    }
    return best?.lines ?? []
  }

  /// The sum of squared free space of `lines`, or `nil` when a line cannot be used: longer than
  /// the available length with more than one item, more items than allowed, or a forced break
  /// inside.
  static func cost(_ lines: [Range<Int>], _ layoutCase: LayoutCase) -> Double? {
    let options = layoutCase.options
    let available = layoutCase.availableLength
    var total = 0.0
    for line in lines {
      if line.dropFirst().contains(where: { layoutCase.items[$0].breakBefore }) { return nil }
      if line.count > (options.maxItemsPerLine ?? .max) { return nil }
      let length = line.map { layoutCase.items[$0].size[options.axis] }.reduce(0, +)
        + options.itemSpacing * Double(line.count - 1)
      if length > available {
        guard line.count == 1 else { return nil }
        continue
      }
      total += available.isFinite ? (available - length) * (available - length) : 0
    }
    return total
  }
}
