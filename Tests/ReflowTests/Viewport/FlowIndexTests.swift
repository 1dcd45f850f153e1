import ReflowTesting
import Testing

@testable import Reflow

@Suite struct FlowIndexTests {
  static let options = FlowOptions(itemSpacing: 1, lineSpacing: 1)
  static let container = Size(width: 10, height: .infinity)
  /// Widths of nine items in a 10-wide container: `AAA.BBB.CC` / `DDDD.EEEEE` / …
  static let widths: [Double] = [3, 3, 2, 4, 5, 2, 2, 2, 6]

  static func sizes(_ widths: [Double]) -> [Size] { widths.map { Size(width: $0, height: 1) } }

  @Test("Built from sizes, the index draws exactly what one flow of them draws")
  func buildsLikeAFlow() throws {
    let index = try FlowIndex(
      Self.sizes(Self.widths), container: Self.container, options: Self.options)
    let expected = try Flow.layout(
      Self.sizes(Self.widths), in: Self.container, options: Self.options)
    #expect(index.flowResult() == expected)
    #expect(
      index.flowResult().asciiDrawing() == """
        AAA.BBB.CC
        ..........
        DDDD.EEEEE
        ..........
        FF.GG.HH..
        ..........
        IIIIII....
        """)
    #expect(index.frame(at: 4) == Rect(x: 5, y: 2, width: 5, height: 1))
    #expect(index.line(containing: 7) == 2)
    #expect(
      index.line(at: 2) == FlowLine(range: 5..<8, rect: Rect(x: 0, y: 4, width: 8, height: 1)))
    #expect(index.contentSize == Size(width: 10, height: 7))
  }

  @Test("A grown item re-flows from its line; the lines after move down without being re-flowed")
  func growing() throws {
    var index = try FlowIndex(
      Self.sizes(Self.widths), container: Self.container, options: Self.options)
    // B grows to 7x2: it no longer fits after A, and takes C along to a taller second line.
    try index.setSize(Size(width: 7, height: 2), at: 1)
    var sizes = Self.sizes(Self.widths)
    sizes[1] = Size(width: 7, height: 2)
    #expect(
      index.flowResult() == (try Flow.layout(sizes, in: Self.container, options: Self.options)))
    #expect(
      index.flowResult().asciiDrawing() == """
        AAA.......
        ..........
        BBBBBBB.CC
        BBBBBBB...
        ..........
        DDDD.EEEEE
        ..........
        FF.GG.HH..
        ..........
        IIIIII....
        """)
    // D starts a line as it did before: A, B and C were re-flowed, D laid out to see that, and
    // the rest only moved.
    #expect(index.lastEdit.reflowedItems == 4)
  }

  @Test("An item that shrinks at the start of a line moves up to the previous line")
  func shrinkingJoinsThePreviousLine() throws {
    var sizes = Self.sizes([3, 3, 4, 2])
    var index = try FlowIndex(sizes, container: Self.container, options: Self.options)
    #expect(index.line(containing: 2) == 1)
    try index.setSize(Size(width: 2, height: 1), at: 2)
    sizes[2] = Size(width: 2, height: 1)
    #expect(index.line(containing: 2) == 0)
    #expect(index.frame(at: 2) == Rect(x: 8, y: 0, width: 2, height: 1))
    #expect(
      index.flowResult() == (try Flow.layout(sizes, in: Self.container, options: Self.options)))
  }

  @Test("Inserting, removing and moving items give the layout of the edited sizes")
  func insertRemoveMove() throws {
    var index = try FlowIndex(
      Self.sizes(Self.widths), container: Self.container, options: Self.options)
    var sizes = Self.sizes(Self.widths)
    try index.insert(contentsOf: Self.sizes([7, 1]), at: 2)
    sizes.insert(contentsOf: Self.sizes([7, 1]), at: 2)
    #expect(
      index.flowResult() == (try Flow.layout(sizes, in: Self.container, options: Self.options)))
    try index.removeSubrange(0..<3)
    sizes.removeSubrange(0..<3)
    #expect(
      index.flowResult() == (try Flow.layout(sizes, in: Self.container, options: Self.options)))
    try index.moveSubrange(0..<2, to: 5)
    let moved = Array(sizes[0..<2])
    sizes.removeSubrange(0..<2)
    sizes.insert(contentsOf: moved, at: 5)
    #expect(
      index.flowResult() == (try Flow.layout(sizes, in: Self.container, options: Self.options)))
    #expect(index.checkInvariants().isEmpty)
  }

  /// A width from 10 to 69 that looks random: tags of words.
  static func tagWidth(_ index: Int) -> Double {
    var z = UInt64(index) &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Double(10 + (z ^ (z >> 31)) % 60)
  }

  @Test("Of 100,000 tags, an edit re-flows until the breaks are back in step, not to the end")
  func editsAreLocal() throws {
    let sizes = (0..<100_000).map { (index: Int) -> Size in
      Size(width: Self.tagWidth(index), height: Double(8 + index % 5))
    }
    let container = Size(width: 320, height: .infinity)
    var index = try FlowIndex(sizes, container: container, options: Self.options)
    var edited = sizes
    for (position, size) in [
      (0, Size(width: 200, height: 30)), (50_000, Size(width: 1, height: 1)),
      (99_999, Size(width: 320, height: 2)),
    ] {
      try index.setSize(size, at: position)
      edited[position] = size
      // Greedy breaks of varied tags fall back into step within a few dozen lines (1% here).
      #expect(index.lastEdit.reflowedItems < 1_000)
      #expect(
        index.lastEdit.rewrittenItems
          <= index.lastEdit.reflowedItems + 2 * index.maximumBlockItems)
    }
    try index.insert(contentsOf: [Size(width: 90, height: 90)], at: 0)
    edited.insert(Size(width: 90, height: 90), at: 0)
    #expect(index.lastEdit.reflowedItems < 1_000)
    try index.removeSubrange(0..<1)
    edited.remove(at: 0)
    #expect(index.lastEdit.reflowedItems < 1_000)
    let expected = try Flow.layout(edited, in: container, options: Self.options)
    #expect(FlowIndexMatching.violations(index, expected).isEmpty)
  }

  @Test(
    "Queries equal a brute-force filter of the frames, on both axes and in both directions",
    arguments: [LayoutAxis.horizontal, .vertical], [WritingDirection.leftToRight, .rightToLeft])
  func queries(axis: LayoutAxis, direction: WritingDirection) throws {
    let sizes = (0..<30).map { (index: Int) -> Size in
      Size(width: Double(3 + index * 7 % 11), height: Double(2 + index * 5 % 7))
    }
    for itemAlignment in FlowItemAlignment.allCases {
      let options = FlowOptions(
        itemSpacing: 2, lineSpacing: 3, alignment: .center, itemAlignment: itemAlignment,
        direction: direction, axis: axis)
      let container = Size(width: 50, height: 50)
      let index = try FlowIndex(sizes, container: container, options: options)
      let expected = try Flow.layout(sizes, in: container, options: options)
      #expect(FlowIndexMatching.violations(index, expected).isEmpty)
      for query in [
        Rect(x: 0, y: 0, width: 50, height: 10), Rect(x: 10, y: 7, width: 5, height: 30),
        Rect(x: -100, y: -100, width: 1_000, height: 1_000),
        Rect(x: 20, y: 20, width: 0, height: 9),
        Rect(x: 49, y: 60, width: 4, height: 1), Rect(x: 300, y: 300, width: 10, height: 10),
        Rect(x: 3.5, y: 12.25, width: 17, height: 2),
      ] {
        #expect(index.indices(intersecting: query) == expected.indices(intersecting: query))
        #expect(index.range(intersecting: query) == expected.range(intersecting: query))
      }
    }
  }

  @Test("Bad indices and sizes are typed errors that change nothing")
  func badInput() throws {
    var index = try FlowIndex(
      Self.sizes(Self.widths), container: Self.container, options: Self.options)
    let before = index.flowResult()
    #expect(throws: ReflowError.indexOutOfRange(index: 10, valid: 0..<10)) {
      try index.insert(contentsOf: Self.sizes([1]), at: 10)
    }
    #expect(throws: ReflowError.indexOutOfRange(index: -1, valid: 0..<10)) {
      try index.removeSubrange(-1..<2)
    }
    #expect(throws: ReflowError.indexOutOfRange(index: 9, valid: 0..<9)) {
      try index.setSize(Size(width: 1, height: 1), at: 9)
    }
    #expect(throws: ReflowError.invalidItemSize(index: 4, size: Size(width: -1, height: 1))) {
      try index.insert(contentsOf: [Size(width: 1, height: 1), Size(width: -1, height: 1)], at: 3)
    }
    #expect(throws: ReflowError.self) {
      try index.append(contentsOf: [Size(width: .nan, height: 1)])
    }
    #expect(throws: ReflowError.indexOutOfRange(index: 8, valid: 0..<8)) {
      try index.moveSubrange(0..<2, to: 8)
    }
    #expect(index.flowResult() == before)
    #expect(ReflowError.indexOutOfRange(index: 10, valid: 0..<10).description.contains("10"))
  }

  @Test("A line too long for the block being written starts the next block")
  func lineStartsNextBlock() throws {
    // Widths with a period of 90 items never fall back into step once shifted by one: the insert
    // re-flows until the changed item at 50,000, rewriting full blocks line by line.
    let sizes = (0..<100_000).map { Size(width: Double(20 + $0 % 90), height: 24) }
    let container = Size(width: 390, height: .infinity)
    let options = FlowOptions(itemSpacing: 8, lineSpacing: 8)
    var index = try FlowIndex(sizes, container: container, options: options)
    var edited = sizes
    try index.setSize(Size(width: 300, height: 40), at: 50_000)
    edited[50_000] = Size(width: 300, height: 40)
    try index.insert(contentsOf: [Size(width: 60, height: 24)], at: 0)
    edited.insert(Size(width: 60, height: 24), at: 0)
    #expect(index.checkInvariants().isEmpty)
    #expect(index.flowResult() == (try Flow.layout(edited, in: container, options: options)))
  }

  @Test("Estimate flags follow their items through edits")
  func estimates() throws {
    var index = try FlowIndex(container: Self.container, options: Self.options)
    try index.append(contentsOf: Self.sizes([2, 2, 2]), estimated: true)
    try index.insert(contentsOf: Self.sizes([4]), at: 1)
    #expect(index.estimatedCount == 3)
    #expect((0..<4).map(index.isSizeEstimated(at:)) == [true, false, true, true])
    try index.setSize(Size(width: 2, height: 1), at: 2)
    #expect((0..<4).map(index.isSizeEstimated(at:)) == [true, false, false, true])
    try index.moveSubrange(3..<4, to: 0)
    #expect((0..<4).map(index.isSizeEstimated(at:)) == [true, true, false, false])
    #expect(index.estimatedCount == 2)
    #expect(index.checkInvariants().isEmpty)
  }
}
