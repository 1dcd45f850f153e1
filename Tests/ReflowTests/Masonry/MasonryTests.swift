import Reflow
import Testing

/// `Masonry` as requirements: exact frames, and the layout drawn at 10 points a character.
@Suite struct MasonryTests {
  static let unbounded = Size(width: 300, height: .infinity)

  /// Lays `items` out in three 90-point lanes 15 apart (300 wide), no item spacing.
  static func layout(
    _ items: [MasonryItem], tolerance: Double = 0, container: Size = unbounded,
    direction: WritingDirection? = nil
  ) throws -> MasonryResult {
    try Masonry.layout(
      items, in: container,
      options: MasonryOptions(
        lanes: .count(3), laneSpacing: 15, direction: direction, tolerance: tolerance))
  }

  static func drawing(_ result: MasonryResult) -> String {
    result.asciiDrawing(columnWidth: 10, rowHeight: 10)
  }

  @Test("Each item goes to the shortest lane, at that lane's end")
  func shortestLane() throws {
    let result = try Self.layout([
      MasonryItem(length: 40), MasonryItem(length: 20), MasonryItem(length: 30),
      MasonryItem(length: 10), MasonryItem(length: 10),
    ])
    #expect(result.frames == [
      Rect(x: 0, y: 0, width: 90, height: 40), Rect(x: 105, y: 0, width: 90, height: 20),
      Rect(x: 210, y: 0, width: 90, height: 30), Rect(x: 105, y: 20, width: 90, height: 10),
      Rect(x: 210, y: 30, width: 90, height: 10),
    ])
    // Item 4: lanes 1 and 2 both end at 30; the cursor (after item 3's lane 1) names lane 2.
    #expect(Self.drawing(result) == """
      AAAAAAAAA..BBBBBBBBB.CCCCCCCCC
      AAAAAAAAA..BBBBBBBBB.CCCCCCCCC
      AAAAAAAAA..DDDDDDDDD.CCCCCCCCC
      AAAAAAAAA............EEEEEEEEE
      """)
    #expect(result.contentSize == Size(width: 300, height: 40))
  }

  @Test("Within the tolerance, lanes are taken in order from the cursor, not by height")
  func toleranceKeepsOrder() throws {
    let items = [
      MasonryItem(length: 40), MasonryItem(length: 30), MasonryItem(length: 35),
      MasonryItem(length: 10),
    ]
    // Lanes end at 40, 30, 35: the cursor is back at lane 0; lane 0 is within 16 of lane 1's
    // 30, so it wins; with no tolerance, lane 1 (the shortest) does.
    #expect(try Self.layout(items, tolerance: 16).lane(of: 3) == 0)
    #expect(try Self.layout(items, tolerance: 0).lane(of: 3) == 1)
    #expect(try Self.layout(items, tolerance: 16).frames[3] == Rect(x: 0, y: 40, width: 90, height: 10))
  }

  @Test("After the last lane, the cursor wraps to the first possible lane")
  func cursorWraps() throws {
    let result = try Self.layout(
      [
        MasonryItem(length: 10), MasonryItem(length: 10), MasonryItem(length: 10),
        MasonryItem(length: 10), MasonryItem(length: 10),
      ], tolerance: 16)
    #expect((0..<5).map { result.lane(of: $0) } == [0, 1, 2, 0, 1])
  }

  @Test("A spanning item starts where the furthest of its lanes runs, and covers the gaps")
  func spanningItem() throws {
    let result = try Self.layout([
      MasonryItem(length: 30), MasonryItem(length: 10), MasonryItem(length: 20, span: 2),
    ])
    // Starts 0 (lane 0 at 30, lane 1 at 10 -> 30) and 1 (10, 0 -> 10): lane 1 wins.
    #expect(result.frames[2] == Rect(x: 105, y: 10, width: 195, height: 20))
    #expect(result.span(of: 2) == 2)
    #expect(result.indices(inLane: 2) == [2])
    #expect(Self.drawing(result) == """
      AAAAAAAAA..BBBBBBBBB..........
      AAAAAAAAA..CCCCCCCCCCCCCCCCCCC
      AAAAAAAAA..CCCCCCCCCCCCCCCCCCC
      """)
  }

  @Test("An explicit lane is taken whatever the positions, and leaves the cursor")
  func explicitLane() throws {
    let result = try Self.layout(
      [
        MasonryItem(length: 10), MasonryItem(length: 50, lane: 1), MasonryItem(length: 10),
      ], tolerance: 100)
    // The cursor is at lane 1 after item 0; item 1 does not move it, so item 2 goes to lane 1.
    #expect(result.frames[1] == Rect(x: 105, y: 0, width: 90, height: 50))
    #expect(result.lane(of: 2) == 1)
    #expect(result.frames[2] == Rect(x: 105, y: 50, width: 90, height: 10))
  }

  @Test("An aspect ratio makes the length the lanes' width divided by it")
  func aspectRatio() throws {
    let result = try Self.layout([
      MasonryItem(aspectRatio: 1.5), MasonryItem(aspectRatio: 0.5, span: 2),
    ])
    #expect(result.frames[0] == Rect(x: 0, y: 0, width: 90, height: 60))
    #expect(result.frames[1] == Rect(x: 105, y: 0, width: 195, height: 390))
  }

  @Test("Right to left, the first lane is at the right")
  func rightToLeft() throws {
    let result = try Self.layout(
      [MasonryItem(length: 20), MasonryItem(length: 10, span: 2)], direction: .rightToLeft)
    #expect(result.frames == [
      Rect(x: 210, y: 0, width: 90, height: 20), Rect(x: 0, y: 0, width: 195, height: 10),
    ])
  }

  @Test("A horizontal masonry fills rows, its items running along the reading direction")
  func horizontal() throws {
    let options = MasonryOptions(
      lanes: .count(2), laneSpacing: 10, itemSpacing: 5, axis: .horizontal, tolerance: 0)
    let result = try Masonry.layout(
      [MasonryItem(length: 40), MasonryItem(aspectRatio: 2), MasonryItem(length: 30)],
      in: Size(width: .infinity, height: 50), options: options)
    // Rows 20 high at y 0 and 30; a 2:1 item in a 20-point row is 40 long.
    #expect(result.frames == [
      Rect(x: 0, y: 0, width: 40, height: 20), Rect(x: 0, y: 30, width: 40, height: 20),
      Rect(x: 45, y: 0, width: 30, height: 20),
    ])
    #expect(result.contentSize == Size(width: 75, height: 50))
    var mirrored = options
    mirrored.direction = .rightToLeft
    let rightToLeft = try Masonry.layout(
      [MasonryItem(length: 40)], in: Size(width: 100, height: 50), options: mirrored)
    #expect(rightToLeft.frames == [Rect(x: 60, y: 0, width: 40, height: 20)])
  }

  @Test("Adaptive lanes: as many of the minimum as fit with their gaps, sharing the width")
  func adaptiveLanes() throws {
    let options = MasonryOptions(lanes: .adaptive(minimum: 100), laneSpacing: 10)
    let widths: [(Double, Int)] = [(0, 1), (99, 1), (210, 2), (319, 2), (320, 3)]
    for (width, lanes) in widths {
      let masonry = try Masonry(container: Size(width: width, height: .infinity), options: options)
      #expect(masonry.laneCount == lanes, "\(width) points wide")
    }
  }

  /// Found by the `masonry` fuzz target: 27.5 / 1.1 is 24.999… in floating point, so lanes
  /// counted by dividing were one short of the 25 that fit.
  @Test("Adaptive lanes that fill the extent exactly are all counted")
  func adaptiveLanesFillExactly() throws {
    let cases: [(minimum: Double, spacing: Double, width: Double, lanes: Int)] = [
      (0.1, 1, 26.5, 25), (0.1, 1, 26.49, 24), (0.1, 0, 0.3, 3), (100, 10, 320, 3),
    ]
    for (minimum, spacing, width, lanes) in cases {
      let masonry = try Masonry(
        container: Size(width: width, height: .infinity),
        options: MasonryOptions(lanes: .adaptive(minimum: minimum), laneSpacing: spacing))
      #expect(masonry.laneCount == lanes, "minimum \(minimum), spacing \(spacing), width \(width)")
    }
  }

  /// CSS `repeat(auto-fill, minmax(400px, 1fr))` in a box 100 wide: one track, and it is 400
  /// wide (Chromium 156 draws the item at 0, 0, 400, 10). Lanes that fit keep sharing the box.
  @Test("An adaptive lane is never shorter than its minimum, even past the container's edge")
  func adaptiveLaneOverflows() throws {
    let item = [MasonryItem(length: 10), MasonryItem(aspectRatio: 2)]
    let wide = try Masonry.layout(
      item, in: Size(width: 100, height: 100),
      options: MasonryOptions(lanes: .adaptive(minimum: 400)))
    #expect(wide.frames == [
      Rect(x: 0, y: 0, width: 400, height: 10), Rect(x: 0, y: 10, width: 400, height: 200),
    ])
    // Right to left, the lane starts at the right edge and overflows to the left.
    let mirrored = try Masonry.layout(
      item, in: Size(width: 100, height: 100),
      options: MasonryOptions(lanes: .adaptive(minimum: 400), direction: .rightToLeft))
    #expect(mirrored.frames.map(\.minX) == [-300, -300])
    // Along a horizontal axis the lane is a row 400 high.
    let rows = try Masonry.layout(
      item, in: Size(width: 100, height: 100),
      options: MasonryOptions(lanes: .adaptive(minimum: 400), axis: .horizontal))
    #expect(rows.frames == [
      Rect(x: 0, y: 0, width: 10, height: 400), Rect(x: 10, y: 0, width: 800, height: 400),
    ])
    // Two lanes of at least 40 fit in 100 with a gap of 10: they share it, 45 each.
    let shared = try Masonry.layout(
      item, in: Size(width: 100, height: 100),
      options: MasonryOptions(lanes: .adaptive(minimum: 40), laneSpacing: 10))
    #expect(shared.frames.map(\.width) == [45, 45])
  }

  @Test("Fixed lanes start at the leading edge, with their own lengths")
  func fixedLanes() throws {
    let result = try Masonry.layout(
      [MasonryItem(aspectRatio: 1), MasonryItem(aspectRatio: 1), MasonryItem(length: 5, span: 2)],
      in: Size(width: 500, height: .infinity),
      options: MasonryOptions(lanes: .fixed([40, 80]), laneSpacing: 10, tolerance: 0))
    #expect(result.frames == [
      Rect(x: 0, y: 0, width: 40, height: 40), Rect(x: 50, y: 0, width: 80, height: 80),
      Rect(x: 0, y: 80, width: 130, height: 5),
    ])
    #expect(result.lanes == [
      Rect(x: 0, y: 0, width: 40, height: 85), Rect(x: 50, y: 0, width: 80, height: 85),
    ])
    #expect(result.contentSize == Size(width: 130, height: 85))
  }

  @Test("Insets wider than the container widen the box, and frames mirror within it")
  func insetsWiderThanTheContainer() throws {
    let options = MasonryOptions(
      lanes: .count(1), insets: Insets(top: 5, leading: 30, bottom: 0, trailing: 20),
      direction: .rightToLeft)
    let result = try Masonry.layout(
      [MasonryItem(length: 10)], in: Size(width: 40, height: .infinity), options: options)
    #expect(result.frames == [Rect(x: 20, y: 5, width: 0, height: 10)])
    #expect(result.contentSize == Size(width: 50, height: 15))
  }

  @Test("Item spacing goes between the items of a lane only")
  func itemSpacing() throws {
    let result = try Masonry.layout(
      [MasonryItem(length: 10), MasonryItem(length: 10)], in: Size(width: 10, height: 100),
      options: MasonryOptions(lanes: .count(1), itemSpacing: 4, insets: Insets(all: 1)))
    #expect(result.frames.map(\.minY) == [1, 15])
    #expect(result.contentSize.height == 26)
  }

  @Test("indices(intersecting:) equals filtering every frame")
  func intersectionQuery() throws {
    let items = (0..<40).map { (number: Int) -> MasonryItem in
      MasonryItem(length: Double(10 + (number * 7) % 30), span: number % 9 == 4 ? 2 : 1)
    }
    let result = try Self.layout(items, tolerance: 16)
    for rect in [
      Rect(x: 0, y: 0, width: 300, height: 50), Rect(x: 95, y: 40, width: 5, height: 200),
      Rect(x: 200, y: 130, width: 1, height: 1), Rect(x: -10, y: -10, width: 5, height: 5),
      Rect(x: 0, y: 1_000, width: 300, height: 10), Rect(x: 10, y: 10, width: 0, height: 10),
    ] {
      let expected = result.frames.indices.filter { result.frames[$0].intersects(rect) }
      #expect(result.indices(intersecting: rect) == expected, "\(rect)")
    }
  }

  @Test("Adding items one by one after finish() continues the layout")
  func resumesAfterFinish() throws {
    let options = MasonryOptions(lanes: .count(2), itemSpacing: 3)
    var masonry = try Masonry(container: Size(width: 100, height: .infinity), options: options)
    try masonry.add(MasonryItem(length: 10))
    let first = masonry.finish()
    try masonry.add(contentsOf: [MasonryItem(length: 5), MasonryItem(length: 5)])
    let whole = try Masonry.layout(
      [MasonryItem(length: 10), MasonryItem(length: 5), MasonryItem(length: 5)],
      in: Size(width: 100, height: .infinity), options: options)
    #expect(first.frames.count == 1)
    #expect(masonry.finish() == whole)
    #expect(masonry.checkInvariants().isEmpty)
  }
}
