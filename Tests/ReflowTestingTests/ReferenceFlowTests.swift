import ReflowTesting
import Testing

/// The reference layout on cases small enough to work out by hand; each expectation is an ASCII
/// drawing at one point per cell.
@Suite struct ReferenceFlowLayoutTests {
  static func drawing(
    _ widths: [Double], container: Size, _ options: FlowOptions = FlowOptions()
  ) throws -> String {
    let sizes = widths.enumerated().map { Size(width: $0.element, height: 1 + Double($0.offset % 2)) }
    return try ReferenceFlow.layout(sizes, in: container, options: options)
      .asciiDrawing(columnWidth: 1, rowHeight: 1)
  }

  @Test("An exact fit stays on the line; the next item wraps to the top of a new line")
  func exactFit() throws {
    let drawing = try Self.drawing([3, 3, 4, 2], container: Size(width: 10, height: 10))
    #expect(drawing == "AAABBBCCCC\n...BBB....\nDD........\nDD........")
  }

  @Test("Spacing goes only between items and lines, and the insets hold the content")
  func spacingAndInsets() throws {
    let options = FlowOptions(
      itemSpacing: 1, lineSpacing: 1, insets: Insets(top: 1, leading: 1, bottom: 0, trailing: 1))
    let drawing = try Self.drawing([3, 4, 3], container: Size(width: 10, height: 10), options)
    #expect(drawing == "..........\n.AAA.BBBB.\n.....BBBB.\n..........\n.CCC......")
  }

  @Test("Alignments share a line's free space", arguments: [
    (FlowAlignment.leading, [0, 3]), (.center, [3, 6]), (.trailing, [6, 9]),
    (.spaceBetween, [0, 9]), (.spaceAround, [1.5, 7.5]), (.spaceEvenly, [2, 7]),
  ] as [(FlowAlignment, [Double])])
  func alignment(_ alignment: FlowAlignment, _ expected: [Double]) throws {
    // Two items of 2 with spacing 1 use 5 of 11: 6 points of free space.
    let output = try ReferenceFlow.layout(
      [Size(width: 2, height: 1), Size(width: 2, height: 1)], in: Size(width: 11, height: 1),
      options: FlowOptions(itemSpacing: 1, alignment: alignment))
    #expect(output.frames.map(\.minX) == expected)
  }

  @Test("Lengths that fill the line exactly in real numbers fit, though their sum rounds past it")
  func roundingFit() throws {
    // 0.1 + 0.2 is 0.30000000000000004 in floating point; Flow keeps both on a 0.3 line.
    let sizes = [Size(width: 0.1, height: 1), Size(width: 0.2, height: 1)]
    let container = Size(width: 0.3, height: 1)
    let output = try ReferenceFlow.layout(sizes, in: container)
    #expect(output.lines.map(\.range) == [0..<2])
    #expect(output == FlowOutput(try Flow.layout(sizes, in: container)))
    // Past the billionth of the line that rounding may take, an item wraps.
    let longer = try ReferenceFlow.layout(
      [Size(width: 0.1, height: 1), Size(width: 0.2 + 1e-8, height: 1)], in: container)
    #expect(longer.lines.map(\.range) == [0..<1, 1..<2])
  }

  @Test("An item longer than the line sits alone at the leading edge, whatever the alignment")
  func overflow() throws {
    let options = FlowOptions(alignment: .center, direction: .rightToLeft)
    let output = try ReferenceFlow.layout(
      [Size(width: 2, height: 1), Size(width: 12, height: 1)], in: Size(width: 10, height: 5),
      options: options)
    #expect(output.frames == [Rect(x: 4, y: 0, width: 2, height: 1),
                              Rect(x: -2, y: 1, width: 12, height: 1)])
    #expect(output.lines.map(\.range) == [0..<1, 1..<2])
    // From the left edge to the right edge of the container: the overflow before x = 0 is
    // not part of the extent.
    #expect(output.contentSize == Size(width: 10, height: 2))
  }

  @Test("Items sit across a line by their item alignment; a vertical flow fills columns")
  func itemAlignmentAndColumns() throws {
    let sizes = [Size(width: 1, height: 3), Size(width: 1, height: 1), Size(width: 1, height: 2)]
    let rows = try ReferenceFlow.layout(
      sizes, in: Size(width: 3, height: 9), options: FlowOptions(itemAlignment: .bottom))
    #expect(rows.asciiDrawing(columnWidth: 1, rowHeight: 1) == "A..\nA.C\nABC")
    let columns = try ReferenceFlow.layout(
      sizes, in: Size(width: 9, height: 4), options: FlowOptions(axis: .vertical))
    #expect(columns.asciiDrawing(columnWidth: 1, rowHeight: 1) == "AC\nAC\nA.\nB.")
  }

  @Test("An infinite line never wraps and packs at the leading edge")
  func infinite() throws {
    let output = try ReferenceFlow.layout(
      [Size(width: 1_000, height: 1), Size(width: 5_000, height: 1)],
      in: Size(width: .infinity, height: 1), options: FlowOptions(alignment: .trailing))
    #expect(output.frames.map(\.minX) == [0, 1_000])
  }

  @Test("Invalid input throws the error naming it")
  func errors() {
    #expect(throws: ReflowError.invalidItemSize(index: 1, size: Size(width: -1, height: 0))) {
      try ReferenceFlow.layout(
        [.zero, Size(width: -1, height: 0)], in: Size(width: 10, height: 10))
    }
    #expect(throws: ReflowError.unboundedRightToLeftWidth(width: .infinity)) {
      try ReferenceFlow.layout(
        [], in: Size(width: .infinity, height: 10), options: FlowOptions(direction: .rightToLeft))
    }
  }

  @Test("A layout case describes itself as Swift that rebuilds it")
  func description() {
    let layoutCase = LayoutCase(
      container: Size(width: 100, height: .infinity),
      options: FlowOptions(itemSpacing: 2.5, insets: Insets(all: 4), alignment: .center),
      sizes: [Size(width: 10, height: 0.5)])
    #expect(layoutCase.description == """
      LayoutCase(
        container: Size(width: 100, height: .infinity),
        options: FlowOptions(itemSpacing: 2.5, insets: Insets(all: 4), alignment: .center),
        sizes: [
          Size(width: 10, height: 0.5),
        ])
      """)
  }
}
