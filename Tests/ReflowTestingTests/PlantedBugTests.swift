import ReflowTesting
import Testing

/// The kit's proof that it works: small layouts and a pager with planted bugs, each of which
/// the kit must find and shrink to a counterexample of at most 3 items.
@Suite struct PlantedBugTests {
  /// Rows that wrap like a flow, but take each row's height from its first item only, so a
  /// taller item later in a row is overlapped by the next row.
  static func rowsSizedByFirstItem(_ sizes: [Size], width: Double) -> [Rect] {
    var frames: [Rect] = []
    var x = 0.0
    var y = 0.0
    var rowHeight = 0.0
    for size in sizes {
      if x > 0 && x + size.width > width {
        x = 0
        y += rowHeight
      }
      if x == 0 { rowHeight = size.height }
      frames.append(Rect(x: x, y: y, width: size.width, height: size.height))
      x += size.width
    }
    return frames
  }

  /// A flow with leading, top alignment whose line breaker wraps on an exact fit.
  static func flowWrappingOnExactFit(_ layoutCase: LayoutCase) -> FlowOutput {
    let spacing = layoutCase.options.itemSpacing
    let available = layoutCase.availableLength
    let insets = layoutCase.options.insets
    var frames: [Rect] = []
    var lines: [FlowLine] = []
    var x = 0.0
    var y = insets.top
    var lineStart = 0
    var lineHeight = 0.0
    for (index, size) in layoutCase.sizes.enumerated() {
      if index > lineStart && x + spacing + size.width >= available {
        lines.append(FlowLine(range: lineStart..<index, rect: .zero))
        lineStart = index
        y += lineHeight + layoutCase.options.lineSpacing
        lineHeight = 0
        x = 0
      } else if index > lineStart {
        x += spacing
      }
      frames.append(Rect(x: insets.leading + x, y: y, width: size.width, height: size.height))
      x += size.width
      lineHeight = max(lineHeight, size.height)
    }
    if lineStart < frames.count {
      lines.append(FlowLine(range: lineStart..<frames.count, rect: .zero))
    }
    return FlowOutput(frames: frames, lines: lines, contentSize: .zero)
  }

  /// A pager whose "is there more?" test is off by one, so once every page has arrived it
  /// fetches the last page again.
  struct DuplicatingPager {
    enum Operation: Hashable, Sendable { case loadMore, reload }

    let totalItems: Int
    let pageSize: Int
    var pages: [Int] = []

    var pageCount: Int { (totalItems + pageSize - 1) / pageSize }

    mutating func apply(_ operation: Operation) {
      switch operation {
      case .loadMore:
        guard pageCount > 0, pages.count <= pageCount else { return }  // planted: `<=`
        pages.append(min(pages.count, pageCount - 1))
      case .reload:
        pages = []
      }
    }
  }

  @Test("An overlapping layout is found and shrunk to at most 3 items")
  func findsOverlap() throws {
    let inputs = Gen<(Double, [Size])>.zip(
      .double(in: 0...200, step: 0.5), .array(of: .size(width: 0...80, height: 0...60)))
    let failure = try #require(
      findCounterexample(inputs, iterations: 2_000, seed: 0xBAD_0001) { width, sizes in
        LayoutInvariants.violations(
          frames: Self.rowsSizedByFirstItem(sizes, width: width), sizes: sizes,
          bounds: Rect(x: 0, y: 0, width: width, height: .infinity))
      })
    #expect(failure.value.1.count <= 3)
    #expect(failure.violations.contains { $0.invariant == "no overlap" })
    #expect(failure.shrinkSteps > 0)
  }

  @Test("A line breaker that wraps on an exact fit breaks greedy maximality, in at most 3 items")
  func findsGreedyBreak() throws {
    let cases = Gen<LayoutCase>.layoutCase(
      options: .flowOptions(
        alignment: .leading, itemAlignment: .top, direction: .leftToRight, axis: .horizontal))
    let failure = try #require(
      findCounterexample(cases, iterations: 2_000, seed: 0xBAD_0002) { layoutCase in
        FlowInvariants.greedyMaximality(Self.flowWrappingOnExactFit(layoutCase), for: layoutCase)
      })
    #expect(failure.value.sizes.count <= 3)
    #expect(failure.violations.first?.invariant == "greedy maximality")
    // The report shows the shrunk case and a drawing of the real layout of it.
    #expect(failure.report.contains("LayoutCase("))
    #expect(failure.report.contains("Flow:\n"))
  }

  @Test("A pager that appends a page twice is found in at most 3 operations")
  func findsDuplicatePage() throws {
    let runs = Gen<(Int, Int, [DuplicatingPager.Operation])>.zip(
      .int(in: 0...50), .int(in: 1...10),
      .array(of: .element(.loadMore, .reload), count: 0...20))
    let failure = try #require(
      findCounterexample(runs, iterations: 2_000, seed: 0xBAD_0003) { total, pageSize, operations in
        var pager = DuplicatingPager(totalItems: total, pageSize: pageSize)
        for operation in operations { pager.apply(operation) }
        return Violation.unless(
          pager.pages == Array(0..<pager.pages.count),
          "pages \(pager.pages) after \(operations)", invariant: "each page once, in order")
      })
    #expect(failure.value.2.count <= 3)
    #expect(failure.value.2 == [.loadMore, .loadMore])
  }

  @Test("Each planted bug is found from many seeds", arguments: [1, 2, 3, 4, 5] as [UInt64])
  func findsOverlapFromAnySeed(_ seed: UInt64) throws {
    let inputs = Gen<(Double, [Size])>.zip(
      .double(in: 0...200, step: 0.5), .array(of: .size(width: 0...80, height: 0...60)))
    let overlap = try #require(
      findCounterexample(inputs, iterations: 2_000, seed: seed) { width, sizes in
        LayoutInvariants.noOverlap(Self.rowsSizedByFirstItem(sizes, width: width))
      })
    #expect(overlap.value.1.count == 3)
    let cases = Gen<LayoutCase>.layoutCase(
      options: .flowOptions(
        alignment: .leading, itemAlignment: .top, direction: .leftToRight, axis: .horizontal))
    let greedy = try #require(
      findCounterexample(cases, iterations: 2_000, seed: seed) { layoutCase in
        FlowInvariants.greedyMaximality(Self.flowWrappingOnExactFit(layoutCase), for: layoutCase)
      })
    #expect(greedy.value.sizes.count == 2)
  }
}
