import Reflow
import Testing

/// Lays out `items` in a container `width` wide with `itemSpacing` 1.
private func flow(
  _ items: [FlowItem], width: Double = 10, height: Double = .infinity,
  _ options: FlowOptions = FlowOptions(itemSpacing: 1),
  indicator: (@Sendable (Int) -> FlowItem)? = nil
) throws -> FlowResult {
  try Flow.layout(
    items, in: Size(width: width, height: height), options: options, overflowIndicator: indicator)
}

private func item(_ width: Double, _ height: Double = 1) -> FlowItem {
  FlowItem(Size(width: width, height: height))
}

/// Every Flow 2 feature on cases small enough to work out by hand; each expectation is the exact
/// frames and, where it helps, the drawing at one point per character.
@Suite struct FlowFeatureTests {
  @Test("Grow shares a line's free space in proportion to the factors")
  func grow() throws {
    // Line 1: A (3) + 1 + B (2) = 6 of 10; C (4) does not fit. A alone grows: by all 4.
    // Line 2: C (4) + 1 + D (3) = 8; C, grow 2, is the only grower: it takes both free points.
    var a = item(3)
    a.grow = 1
    var c = item(4)
    c.grow = 2
    let result = try flow([a, item(2), c, item(3)])
    #expect(result.frames == [
      Rect(x: 0, y: 0, width: 7, height: 1), Rect(x: 8, y: 0, width: 2, height: 1),
      Rect(x: 0, y: 1, width: 6, height: 1), Rect(x: 7, y: 1, width: 3, height: 1),
    ])
    #expect(result.asciiDrawing() == "AAAAAAA.BB\nCCCCCC.DDD")
  }

  @Test("Factors summing to less than 1 share only that fraction; alignment places the rest")
  func partialGrow() throws {
    // 2 + 1 + 2 = 5 of 11: 6 free. Factors 0.25 + 0.25 take a quarter each (1.5); the 3 left
    // are shared by center alignment: 1.5 before.
    let items = [FlowItem(Size(width: 2, height: 1), grow: 0.25),
                 FlowItem(Size(width: 2, height: 1), grow: 0.25)]
    let result = try flow(items, width: 11, FlowOptions(itemSpacing: 1, alignment: .center))
    #expect(result.frames == [Rect(x: 1.5, y: 0, width: 3.5, height: 1),
                              Rect(x: 6, y: 0, width: 3.5, height: 1)])
  }

  @Test("Stretch makes every item as thick as its line; baselines share one height")
  func stretchAndBaseline() throws {
    let stretched = try flow(
      [item(3, 3), item(2, 1), item(3, 2)], FlowOptions(itemSpacing: 1, itemAlignment: .stretch))
    #expect(stretched.frames.map(\.height) == [3, 3, 3])
    // Baselines 2, 1 and 2 down items 3, 2 and 4 tall: 2 above the shared baseline, and
    // max(1, 1, 2) = 2 below it: a line 4 thick; B starts 1 lower than A and C.
    let items = [FlowItem(Size(width: 3, height: 3), baseline: 2),
                 FlowItem(Size(width: 2, height: 2), baseline: 1),
                 FlowItem(Size(width: 3, height: 4), baseline: 2)]
    let lined = try flow(items, FlowOptions(itemSpacing: 1, itemAlignment: .baseline))
    #expect(lined.frames.map(\.minY) == [0, 1, 0])
    #expect(lined.lines[0].rect == Rect(x: 0, y: 0, width: 10, height: 4))
    #expect(lined.asciiDrawing() == """
      AAA....CCC
      AAA.BB.CCC
      AAA.BB.CCC
      .......CCC
      """)
  }

  @Test(
    "Line alignment shares a fixed height's free space across the lines",
    arguments: [
      (FlowLineAlignment.top, [0.0, 2.0], 1.0), (.center, [2, 4], 1), (.bottom, [4, 6], 1),
      (.spaceBetween, [0, 6], 1), (.spaceAround, [1, 5], 1),
      (.spaceEvenly, [4.0 / 3, 14.0 / 3], 1), (.stretch, [0, 4], 3),
    ] as [(FlowLineAlignment, [Double], Double)])
  func lineAlignment(alignment: FlowLineAlignment, tops: [Double], firstThickness: Double)
    throws
  {
    // Lines 1 and 2 thick, 1 apart, in 8: 4 free.
    let result = try flow(
      [item(4), item(4), item(6, 2)], height: 8,
      FlowOptions(itemSpacing: 1, lineSpacing: 1, lineAlignment: alignment))
    // Thirds round: compare within a billionth.
    let found = result.lines.map(\.rect.minY)
    #expect(found.count == tops.count && zip(found, tops).allSatisfy { abs($0 - $1) < 1e-9 },
            "tops \(found)")
    #expect(abs(result.lines[0].rect.height - firstThickness) < 1e-9)
  }

  @Test("Lines that overflow the height, or an unbounded height, stay at the top")
  func lineAlignmentWithoutFreeSpace() throws {
    for height in [2.0, .infinity] {
      let result = try flow(
        [item(4), item(4), item(6, 2)], height: height,
        FlowOptions(itemSpacing: 1, lineSpacing: 1, lineAlignment: .bottom))
      #expect(result.lines.map(\.rect.minY) == [0, 2])
    }
  }

  @Test("A forced break starts a line; a full line closes at maxItemsPerLine")
  func breaksAndItemLimit() throws {
    var c = item(2)
    c.breakBefore = true
    var first = item(3)
    first.breakBefore = true  // No effect on the first item.
    let broken = try flow([first, item(2), c, item(3)])
    #expect(broken.lines.map(\.range) == [0..<2, 2..<4])
    let limited = try flow(
      Array(repeating: item(2), count: 5), FlowOptions(itemSpacing: 1, maxItemsPerLine: 2))
    #expect(limited.lines.map(\.range) == [0..<2, 2..<4, 4..<5])
  }

  @Test("Balanced breaking evens the lines out")
  func balanced() throws {
    // Widths 1, 6, 3, 4, 4, 1, 1 in 12. Greedy: 1 6 3 (12, slack 0), 4 4 1 (11, slack 1),
    // 1 (slack 11): 0 + 1 + 121 = 122. Balanced: 1 6 (8, 4), 3 4 (8, 4), 4 1 1 (8, 4): 48.
    let widths: [Double] = [1, 6, 3, 4, 4, 1, 1]
    let greedy = try flow(widths.map { item($0) }, width: 12)
    let balanced = try flow(
      widths.map { item($0) }, width: 12, FlowOptions(itemSpacing: 1, lineBreaking: .balanced))
    #expect(greedy.lines.map(\.range) == [0..<3, 3..<6, 6..<7])
    #expect(balanced.lines.map(\.range) == [0..<2, 2..<4, 4..<7])
    #expect(balanced.asciiDrawing() == "A.BBBBBB\nCCC.DDDD\nEEEE.F.G")
  }

  @Test("Balanced ties go to the most items on the first line, then the second")
  func balancedTies() throws {
    // Widths 2, 2, 2 in 5 without spacing: 2 2 | 2 (1 + 9 = 10) or 2 | 2 2 (9 + 1 = 10).
    let result = try flow(
      [item(2), item(2), item(2)], width: 5, FlowOptions(lineBreaking: .balanced))
    #expect(result.lines.map(\.range) == [0..<2, 2..<3])
  }

  @Test("A line limit hides the rest; the indicator takes items off the last line to fit")
  func lineLimitAndIndicator() throws {
    // Widths 3, 2, 3 | 4, 2, 3 | 2 in 12: G is hidden. "+1" (3 wide) does not fit after F
    // (11 + 1 + 3 > 12), so F leaves: "+2" (3 wide) fits after E (7 + 1 + 3 = 11).
    let widths: [Double] = [3, 2, 3, 4, 2, 3, 2]
    let options = FlowOptions(itemSpacing: 1, lineSpacing: 1, lineLimit: 2)
    let plain = try flow(widths.map { item($0) }, width: 12, options)
    #expect(plain.hiddenCount == 1)
    #expect(plain.frames.count == 6)
    #expect(plain.overflowIndicatorFrame == nil)
    let result = try flow(widths.map { item($0) }, width: 12, options) { hidden in
      FlowItem(Size(width: Double("+\(hidden)".count) + 1, height: 1))
    }
    #expect(result.hiddenCount == 2)
    #expect(result.frames.count == 5)
    #expect(result.overflowIndicatorFrame == Rect(x: 8, y: 2, width: 3, height: 1))
    #expect(result.lines.map(\.range) == [0..<3, 3..<5])
    #expect(result.asciiDrawing() == "AAA.BB.CCC.\n...........\nDDDD.EE.+++")
  }

  @Test("An indicator too long for the line sits alone on it")
  func indicatorAlone() throws {
    let result = try flow(
      [item(5), item(5), item(5)], width: 10, FlowOptions(lineLimit: 1)
    ) { _ in FlowItem(Size(width: 12, height: 1)) }
    #expect(result.frames.isEmpty)
    #expect(result.hiddenCount == 3)
    #expect(result.overflowIndicatorFrame == Rect(x: 0, y: 0, width: 12, height: 1))
    #expect(result.lines.map(\.range) == [0..<0])
  }

  @Test("Adding after finish() recomputes the indicator for the new hidden count")
  func indicatorIsResumable() throws {
    var layout = try Flow(
      container: Size(width: 10, height: .infinity),
      options: FlowOptions(itemSpacing: 1, lineLimit: 1),
      overflowIndicator: { hidden in FlowItem(Size(width: Double(hidden), height: 1)) })
    try layout.add(contentsOf: [Size(width: 3, height: 1), Size(width: 3, height: 1)])
    try layout.add(Size(width: 4, height: 1))  // Hidden: 3 + 1 + 3 + 1 + 4 > 10.
    #expect(layout.finish().overflowIndicatorFrame == Rect(x: 8, y: 0, width: 1, height: 1))
    for _ in 0..<3 { try layout.add(Size(width: 1, height: 1)) }
    // Four hidden: the indicator, 4 wide, pushes B off (3 + 1 + 3 + 1 + 4 > 10).
    let result = layout.finish()
    #expect(result.hiddenCount == 5)
    #expect(result.frames.count == 1)
    #expect(result.overflowIndicatorFrame == Rect(x: 4, y: 0, width: 5, height: 1))
    #expect(layout.count == 6)
  }

  @Test("Insets wider than the container widen it; right to left mirrors within it")
  func widenedInsets() throws {
    // A 4-point container with insets 3 and 3 is a 6-point box: the item starts at
    // 6 - 3 - 2 = 1 (it used to start at 4 - 3 - 2 = -1).
    let result = try flow(
      [item(2)], width: 4,
      FlowOptions(insets: Insets(leading: 3, trailing: 3), direction: .rightToLeft))
    #expect(result.frames == [Rect(x: 1, y: 0, width: 2, height: 1)])
    #expect(result.contentSize == Size(width: 6, height: 1))
  }

  @Test("The content size is the extent from the origin, as CSS scrollWidth (issue 14)")
  func contentSizeIsExtent() throws {
    let result = try Flow.layout(
      [Size(width: 50, height: 20)], in: Size(width: 390, height: .infinity),
      options: FlowOptions(alignment: .trailing))
    #expect(result.frames == [Rect(x: 340, y: 0, width: 50, height: 20)])
    #expect(result.contentSize == Size(width: 390, height: 20))
  }

  @Test("Finite values that add up past the largest Double throw instead of infinite frames")
  func overflow() throws {
    let huge = Size(width: 1e308, height: 1)
    let options = FlowOptions(itemSpacing: 1e308)
    var layout = try Flow(container: Size(width: .infinity, height: 10), options: options)
    try layout.add(huge)
    #expect(throws: ReflowError.coordinateOverflow(index: 1)) { try layout.add(huge) }
    #expect(layout.count == 1)
    // All or nothing: the first size fits (1e308 + 1 is 1e308), the second does not.
    var row = try Flow(container: Size(width: .infinity, height: 10))
    try row.add(huge)
    #expect(throws: ReflowError.coordinateOverflow(index: 2)) {
      try row.add(contentsOf: [Size(width: 1, height: 1), huge])
    }
    #expect(row.count == 1)
    #expect(throws: ReflowError.coordinateOverflow(index: nil)) {
      try Flow(
        container: Size(width: 10, height: 10),
        options: FlowOptions(insets: Insets(leading: 1e308, trailing: 1e308)))
    }
  }

  @Test("Bad grow factors, baselines and limits throw the error naming them")
  func badItems() {
    #expect(throws: ReflowError.invalidGrow(index: 1, grow: -1)) {
      try flow([item(1), FlowItem(Size(width: 1, height: 1), grow: -1)])
    }
    #expect(throws: ReflowError.invalidBaseline(index: 0, baseline: 3, height: 2)) {
      try flow([FlowItem(Size(width: 1, height: 2), baseline: 3)])
    }
    #expect(throws: ReflowError.invalidLimit(name: "lineLimit", value: 0)) {
      try flow([], FlowOptions(lineLimit: 0))
    }
    #expect(throws: ReflowError.invalidLimit(name: "maxItemsPerLine", value: -2)) {
      try flow([], FlowOptions(maxItemsPerLine: -2))
    }
  }
}
