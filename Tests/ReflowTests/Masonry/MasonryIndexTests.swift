import Reflow
import ReflowTesting
import Testing

/// `MasonryIndex`: the browser's cases through both placements, what each does on a change,
/// queries, the anchor and memory.
@Suite struct MasonryIndexTests {
  static let options = MasonryOptions(lanes: .count(3), laneSpacing: 10, itemSpacing: 5, tolerance: 0)
  static let container = Size(width: 320, height: .infinity)

  /// An index of `items` in ``container`` with ``options``.
  static func index(
    _ items: [MasonryItem], options: MasonryOptions = options, placement: MasonryPlacement,
    maximumBlockItems: Int
  ) throws -> MasonryIndex {
    var index = try MasonryIndex(
      container: container, options: options, placement: placement,
      maximumBlockItems: maximumBlockItems)
    try index.append(contentsOf: items)
    return index
  }

  /// Requires `index` to lay out as `expected` within a billionth, lanes equal, and to be
  /// consistent.
  static func expectAgreement(
    _ index: MasonryIndex, _ expected: MasonryOutput, _ masonryCase: MasonryCase,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let found = MasonryInvariants.agreement(MasonryOutput(index), expected, for: masonryCase)
    #expect(found.isEmpty, "\(found.prefix(3))", sourceLocation: sourceLocation)
    #expect(index.checkInvariants().isEmpty, "\(index.checkInvariants().prefix(3))",
            sourceLocation: sourceLocation)
  }

  @Test(
    "Appended in pieces, in either placement and any block size, every case lays out as Masonry does",
    arguments: [MasonryPlacement.exact, .stable], [2, 3, 512])
  func fixturesThroughTheIndex(placement: MasonryPlacement, blockItems: Int) throws {
    for fixture in MasonryFixture.every {
      let items = try fixture.masonryItems()
      let masonryCase = MasonryCase(
        container: fixture.containerSize, options: try fixture.options(), items: items)
      let expected = MasonryOutput(try masonryCase.layout())
      var index = try MasonryIndex(
        container: masonryCase.container, options: masonryCase.options, placement: placement,
        maximumBlockItems: blockItems)
      var start = 0
      while start < items.count {
        let end = min(items.count, start + 1 + start % 4)
        try index.append(contentsOf: items[start..<end])
        start = end
      }
      Self.expectAgreement(index, expected, masonryCase)
      #expect(fixture.mismatches(index.frames(in: 0..<index.count)).isEmpty, "\(fixture.name)")
    }
  }

  @Test("Stable: a measured item keeps its lane; only the later items of its lane move")
  func stableMeasurement() throws {
    var index = try MasonryIndex(
      container: Self.container, options: Self.options, placement: .stable)
    try index.append(contentsOf: repeatElement(MasonryItem(length: 100), count: 9), estimated: true)
    #expect(index.estimatedCount == 9)
    let before = index.frames(in: 0..<9)
    let lanes = (0..<9).map { index.lane(of: $0) }
    #expect(try index.setSizing(.length(300), at: 0))
    #expect((0..<9).map { index.lane(of: $0) } == lanes)
    #expect(index.frame(at: 3)?.minY == before[3].minY + 200)
    #expect(index.frame(at: 6)?.minY == before[6].minY + 200)
    #expect(index.frame(at: 4) == before[4])
    #expect(index.frame(at: 8) == before[8])
    #expect(!index.isEstimated(at: 0) && index.isEstimated(at: 1) && index.estimatedCount == 8)
    // Exact placement would now send item 3 to the shortest lane instead.
    let exact = try Masonry.layout(
      [MasonryItem(length: 300)] + repeatElement(MasonryItem(length: 100), count: 8),
      in: Self.container, options: Self.options)
    #expect(exact.lane(of: 3) == 1)
    #expect(index.checkInvariants().isEmpty)
  }

  @Test("Exact: a measured item re-places the items after it as CSS does")
  func exactMeasurement() throws {
    var items = Array(repeating: MasonryItem(length: 100), count: 40)
    var index = try Self.index(items, placement: .exact, maximumBlockItems: 4)
    items[5] = MasonryItem(length: 420)
    #expect(try index.setSizing(.length(420), at: 5))
    let masonryCase = MasonryCase(container: Self.container, options: Self.options, items: items)
    Self.expectAgreement(index, MasonryOutput(try masonryCase.layout()), masonryCase)
    #expect(try !index.setSizing(.length(420), at: 5))
  }

  @Test("Stable: an item spanning lanes evens out a change in one of them, and what follows it")
  func stableSpanning() throws {
    var index = try MasonryIndex(
      container: Self.container, options: Self.options, placement: .stable, maximumBlockItems: 2)
    try index.append(contentsOf: [
      MasonryItem(length: 50), MasonryItem(length: 10), MasonryItem(length: 10),
      MasonryItem(length: 20, span: 3), MasonryItem(length: 10), MasonryItem(length: 10),
    ])
    let lanes = (0..<6).map { index.lane(of: $0) }
    try index.setSizing(.length(10), at: 0)
    #expect((0..<6).map { index.lane(of: $0) } == lanes)
    // The spanning item now starts at 15 (lanes 1 and 2 run to 15), and the rest follow it.
    #expect(index.frame(at: 3)?.minY == 15)
    #expect(index.frame(at: 4)?.minY == 40)
    let expected = try ReferenceMasonry.layout(
      [
        MasonryItem(length: 10), MasonryItem(length: 10), MasonryItem(length: 10),
        MasonryItem(length: 20, span: 3), MasonryItem(length: 10), MasonryItem(length: 10),
      ], in: Self.container, options: Self.options, keptLanes: lanes)
    #expect(index.frames(in: 0..<6) == expected.frames)
    #expect(index.checkInvariants().isEmpty)
  }

  @Test("Stable: inserted items are placed where they land; the items after keep their lanes")
  func stableInsertRemoveMove() throws {
    var index = try Self.index(
      (0..<30).map { MasonryItem(length: Double(20 + $0 % 7 * 10)) }, placement: .stable,
      maximumBlockItems: 4)
    let lanes = (0..<30).map { index.lane(of: $0)! }
    try index.insert(contentsOf: [MasonryItem(length: 500)], at: 10)
    #expect((0..<10).map { index.lane(of: $0)! } == Array(lanes[0..<10]))
    #expect((11..<31).map { index.lane(of: $0)! } == Array(lanes[10...]))
    try index.removeSubrange(10..<11)
    #expect((0..<30).map { index.lane(of: $0)! } == lanes)
    try index.moveSubrange(0..<3, to: 20)
    #expect((20..<23).map { index.lane(of: $0)! } == Array(lanes[0..<3]))
    #expect(index.checkInvariants().isEmpty)
    #expect(throws: ReflowError.indexOutOfRange(index: 31, valid: 0..<31)) {
      try index.removeSubrange(0..<31)
    }
    #expect(throws: ReflowError.indexOutOfRange(index: 28, valid: 0..<28)) {
      try index.moveSubrange(0..<3, to: 28)
    }
    #expect(throws: ReflowError.indexOutOfRange(index: 30, valid: 0..<30)) {
      try index.setSizing(.length(1), at: 30)
    }
  }

  @Test("indices(intersecting:) and window(for:overscan:) list exactly the frames a viewport meets")
  func windows() throws {
    for placement in MasonryPlacement.allCases {
      let items = (0..<500).map { (number: Int) -> MasonryItem in
        MasonryItem(length: Double(30 + (number * 37) % 90), span: number % 11 == 3 ? 2 : 1)
      }
      var index = try Self.index(
        items, options: MasonryOptions(lanes: .count(3), laneSpacing: 10, itemSpacing: 5),
        placement: placement, maximumBlockItems: 16)
      try index.setSizing(.length(700), at: 7)
      let frames = index.frames(in: 0..<index.count)
      for offset in stride(from: -100.0, to: index.contentSize.height + 100, by: 97) {
        let viewport = Rect(x: 0, y: offset, width: 320, height: 400)
        let window = index.window(for: viewport, overscan: 120)
        let grown = Rect(x: 0, y: offset - 120, width: 320, height: 640)
        #expect(window.visible == frames.indices.filter { frames[$0].intersects(viewport) })
        #expect(window.declared == frames.indices.filter { frames[$0].intersects(grown) })
        #expect(window.position.lastVisibleIndex == window.visible.last)
      }
    }
  }

  /// Lanes of whole points (104, then 121) and aspect ratios of powers of two keep every
  /// coordinate exact, so "the same place" means equal.
  @Test("A lane count change keeps the first item shown at the same place on screen")
  func resizeKeepsTheAnchor() throws {
    let options = MasonryOptions(lanes: .adaptive(minimum: 100), laneSpacing: 8, itemSpacing: 8)
    var index = try MasonryIndex(
      (0..<2_000).map { MasonryItem(aspectRatio: [1, 0.5, 2, 0.25][$0 % 4]) },
      container: Size(width: 440, height: .infinity), options: options, placement: .stable)
    #expect(index.laneCount == 4)
    let viewport = Rect(x: 0, y: 30_000.5, width: 420, height: 800)
    let anchor = try #require(index.anchor(in: viewport))
    let frame = try #require(index.frame(at: anchor.index))
    #expect(anchor.distance == frame.minY - viewport.minY)
    let offset = try index.setContainer(
      Size(width: 250, height: .infinity), keepingAnchorIn: viewport)
    #expect(index.laneCount == 2)
    let moved = try #require(index.frame(at: anchor.index))
    #expect(moved.minY - offset == anchor.distance)
    #expect(index.checkInvariants().isEmpty)
  }

  @Test("A million estimated items take at most 40 bytes each")
  func memory() throws {
    var index = try MasonryIndex(
      container: Self.container, options: Self.options, placement: .stable)
    try index.append(contentsOf: repeatElement(MasonryItem(aspectRatio: 1), count: 1_000_000), estimated: true)
    #expect(index.count == 1_000_000)
    #expect(index.memoryFootprint <= 40 * 1_000_000, "\(index.memoryFootprint / 1_000_000) B/item")
  }
}
