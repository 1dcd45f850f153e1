import Reflow
import Testing

/// Lays out `sizes` (given as `(width, height)` pairs) and returns the result.
private func flow(
  _ sizes: [(Double, Double)], width: Double = 10, height: Double = .infinity,
  _ options: FlowOptions = FlowOptions()
) throws -> FlowResult {
  try Flow.layout(
    sizes.map { Size(width: $0.0, height: $0.1) }, in: Size(width: width, height: height),
    options: options)
}

@Suite struct FlowTests {
  @Test("An exact fit stays on the line")
  func exactFit() throws {
    let result = try flow([(3, 1), (3, 1), (4, 1)])
    #expect(result.frames == [rect(0, 0, 3, 1), rect(3, 0, 3, 1), rect(6, 0, 4, 1)])
    #expect(result.asciiDrawing() == "AAABBBCCCC")
  }

  @Test("Spacing goes between items and lines only, and counts when breaking lines")
  func spacing() throws {
    let result = try flow([(3, 1), (3, 1), (4, 1)], FlowOptions(itemSpacing: 1, lineSpacing: 1))
    #expect(result.frames == [rect(0, 0, 3, 1), rect(4, 0, 3, 1), rect(0, 2, 4, 1)])
    #expect(
      result.asciiDrawing() == """
        AAA.BBB
        .......
        CCCC...
        """)
    #expect(result.contentSize == Size(width: 7, height: 3))
  }

  @Test("The first line starts at the top inset, never at the line spacing")
  func firstLineAtTopInset() throws {
    let options = FlowOptions(
      itemSpacing: 1, lineSpacing: 5, insets: Insets(top: 2, leading: 1, bottom: 3, trailing: 1))
    let result = try flow([(4, 1), (4, 1)], options)
    #expect(result.frames == [rect(1, 2, 4, 1), rect(1, 8, 4, 1)])
    #expect(result.contentSize == Size(width: 6, height: 12))
  }

  @Test(
    "An item longer than the line sits alone at the leading edge whatever the alignment",
    arguments: FlowAlignment.allCases)
  func overflowingItem(alignment: FlowAlignment) throws {
    let ltr = try flow([(4, 1), (12, 1), (4, 1)], FlowOptions(alignment: alignment))
    #expect(ltr.frames[1] == rect(0, 1, 12, 1))
    #expect(ltr.lines.map(\.range) == [0..<1, 1..<2, 2..<3])
    let rtl = try flow(
      [(4, 1), (12, 1), (4, 1)], FlowOptions(alignment: alignment, direction: .rightToLeft))
    #expect(rtl.frames[1] == rect(-2, 1, 12, 1))
  }

  @Test(
    "Alignment shares a line's free space as CSS justify-content does",
    arguments: [
      (FlowAlignment.leading, [0.0, 2.0], [0.0]),
      (.center, [3, 5], [4]),
      (.trailing, [6, 8], [8]),
      (.spaceBetween, [0, 8], [0]),
      (.spaceAround, [1.5, 6.5], [4]),
      (.spaceEvenly, [2, 6], [4]),
    ])
  func alignment(alignment: FlowAlignment, twoItems: [Double], oneItem: [Double]) throws {
    let two = try flow([(2, 1), (2, 1)], FlowOptions(alignment: alignment))
    #expect(two.frames.map(\.minX) == twoItems)
    let one = try flow([(2, 1)], FlowOptions(alignment: alignment))
    #expect(one.frames.map(\.minX) == oneItem)
  }

  @Test(
    "Item alignment places short items at the top, centre or bottom of their line",
    arguments: [(FlowItemAlignment.top, 0.0), (.center, 1), (.bottom, 2)])
  func itemAlignment(itemAlignment: FlowItemAlignment, y: Double) throws {
    let result = try flow([(2, 1), (2, 3)], FlowOptions(itemAlignment: itemAlignment))
    #expect(result.frames == [rect(0, y, 2, 1), rect(2, 0, 2, 3)])
    #expect(result.lines == [FlowLine(range: 0..<2, rect: rect(0, 0, 4, 3))])
  }

  @Test("Right-to-left is the mirror image, with the leading inset on the right")
  func rightToLeft() throws {
    let options = FlowOptions(
      itemSpacing: 1, insets: Insets(leading: 2), direction: .rightToLeft)
    let result = try flow([(3, 1), (2, 1), (4, 1)], options)
    #expect(result.frames == [rect(5, 0, 3, 1), rect(2, 0, 2, 1), rect(4, 1, 4, 1)])
    // The extent from the left edge to the leading inset on the right.
    #expect(result.contentSize == Size(width: 10, height: 2))
    #expect(
      result.asciiDrawing() == """
        ..BB.AAA..
        ....CCCC..
        """)
  }

  @Test("The vertical axis fills columns that wrap at the container's height")
  func verticalAxis() throws {
    let options = FlowOptions(itemSpacing: 1, lineSpacing: 2, axis: .vertical)
    let result = try flow([(2, 2), (3, 2), (2, 3)], width: 10, height: 5, options)
    #expect(result.frames == [rect(0, 0, 2, 2), rect(0, 3, 3, 2), rect(5, 0, 2, 3)])
    #expect(result.lines.map(\.rect) == [rect(0, 0, 3, 5), rect(5, 0, 2, 3)])
    #expect(result.contentSize == Size(width: 7, height: 5))
    #expect(
      result.asciiDrawing() == """
        AA...CC
        AA...CC
        .....CC
        BBB....
        BBB....
        """)
  }

  @Test("A zero-width container puts every item on its own line")
  func zeroWidth() throws {
    let result = try flow([(2, 1), (3, 1), (1, 1)], width: 0, FlowOptions(alignment: .center))
    #expect(result.lines.map(\.range) == [0..<1, 1..<2, 2..<3])
    #expect(result.frames.map(\.minX) == [0, 0, 0])
  }

  @Test("An infinite width never wraps")
  func infiniteWidth() throws {
    let sizes = Array(repeating: (1_000.0, 1.0), count: 1_000)
    let result = try flow(sizes, width: .infinity, FlowOptions(itemSpacing: 5, alignment: .center))
    #expect(result.lines.count == 1)
    #expect(result.frames.last?.minX == Double(999 * 1_005))
  }

  @Test("With no items the content size is the insets alone")
  func empty() throws {
    let result = try flow([], FlowOptions(insets: Insets(top: 1, leading: 2, bottom: 3, trailing: 4)))
    #expect(result.frames.isEmpty && result.lines.isEmpty)
    #expect(result.contentSize == Size(width: 6, height: 4))
  }

  @Test(
    "Adding in batches, finishing in between, gives the same layout as adding at once",
    arguments: FlowAlignment.allCases, FlowItemAlignment.allCases)
  func resumable(alignment: FlowAlignment, itemAlignment: FlowItemAlignment) throws {
    let sizes = (0..<40).map { (index: Int) -> Size in
      Size(width: Double(1 + index * 7 % 9), height: Double(1 + index % 4))
    }
    let options = FlowOptions(
      itemSpacing: 1, lineSpacing: 2, alignment: alignment, itemAlignment: itemAlignment)
    let container = Size(width: 20, height: .infinity)
    let whole = try Flow.layout(sizes, in: container, options: options)
    var layout = try Flow(container: container, options: options)
    var partial: FlowResult?
    for batch in stride(from: 0, to: sizes.count, by: 7) {
      try layout.add(contentsOf: sizes[batch..<min(batch + 7, sizes.count)])
      partial = layout.finish()
      let prefix = try Flow.layout(sizes[..<layout.count], in: container, options: options)
      #expect(partial == prefix)
    }
    #expect(partial == whole)
  }

  @Test("With leading and top alignment, add returns each item's final frame")
  func addReturnsFinalFrame() throws {
    var layout = try Flow(
      container: Size(width: 10, height: 100), options: FlowOptions(itemSpacing: 1, lineSpacing: 1))
    let returned = try [(4.0, 2.0), (5, 1), (3, 1)].map { try layout.add(Size(width: $0.0, height: $0.1)) }
    #expect(returned == layout.finish().frames)
    #expect(returned == [rect(0, 0, 4, 2), rect(5, 0, 5, 1), rect(0, 3, 3, 1)])
  }
}

@Suite struct FlowEditingTests {
  @Test(
    "Removing items from an index and adding new ones equals laying out the new list at once",
    arguments: FlowAlignment.allCases, [LayoutAxis.horizontal, .vertical])
  func removeAndReplace(alignment: FlowAlignment, axis: LayoutAxis) throws {
    let sizes = (0..<60).map { (index: Int) -> Size in
      Size(width: Double(2 + index * 5 % 9), height: Double(1 + index * 3 % 5))
    }
    let options = FlowOptions(
      itemSpacing: 1, lineSpacing: 2, insets: Insets(all: 1), alignment: alignment,
      itemAlignment: .center, direction: .rightToLeft, axis: axis)
    let container = Size(width: 30, height: 30)
    for cut in [0, 1, 17, 30, 59, 60] {
      var layout = try Flow(container: container, options: options)
      try layout.add(contentsOf: sizes)
      layout.finish()
      layout.removeItems(from: cut)
      var changed = Array(sizes[..<cut])
      let replacement = (0..<7).map { Size(width: Double(9 - $0), height: Double(1 + $0 % 3)) }
      changed += replacement
      try layout.add(contentsOf: replacement)
      let expected = try Flow.layout(changed, in: container, options: options)
      #expect(layout.finish() == expected, "cut at \(cut)")
    }
  }

  @Test("Removing every item leaves an empty layout with the insets as content size")
  func removeAll() throws {
    var layout = try Flow(
      container: Size(width: 10, height: 10), options: FlowOptions(insets: Insets(all: 2)))
    try layout.add(contentsOf: [Size(width: 3, height: 3), Size(width: 3, height: 3)])
    layout.removeItems(from: 0)
    #expect(layout.count == 0)
    #expect(layout.finish().contentSize == Size(width: 4, height: 4))
    try layout.add(Size(width: 1, height: 1))
    #expect(layout.finish().frames == [Rect(x: 2, y: 2, width: 1, height: 1)])
  }
}
