@testable import Reflow
import Testing

/// Masonry sections (`SectionStyle.masonry`), read as requirements: they lay out as `Masonry`
/// does below their headers, keep lanes through late measurement, take edits through
/// snapshots, pin headers, move focus in visual order, turn with the collection and read right
/// to left.
@Suite struct CollectionMasonryTests {
  /// Three lanes 30 wide in a 100-point collection, 5 apart, items 4 apart, tolerance 0.
  static let options = MasonryOptions(
    lanes: .count(3), laneSpacing: 5, itemSpacing: 4, tolerance: 0)
  static let lengths: [Double] = [30, 10, 20, 15, 40, 5, 25]

  /// A list section `0` of two items (ids 0 and 1), then the masonry section `1` with a
  /// header and items `100...` (one per length).
  static func snapshot(
    _ style: SectionStyle, count: Int = lengths.count, pinned: Bool = false
  ) throws -> CollectionSnapshot<Int, Int> {
    var snapshot = CollectionSnapshot<Int, Int>()
    try snapshot.appendSections([
      CollectionSection(id: 0, style: .list(spacing: 0)),
      CollectionSection(id: 1, style: style, header: .header(pinned: pinned)),
    ])
    try snapshot.appendItems([0, 1], toSection: 0)
    try snapshot.appendItems(Array(100..<(100 + count)), toSection: 1)
    return snapshot
  }

  /// A collection of `snapshot`, headers 12 long, items estimated 20 × 10, measured as
  /// `lengths` says (item `100 + k` takes `lengths[k]` along the scroll axis).
  static func layout(
    _ snapshot: CollectionSnapshot<Int, Int>, axis: LayoutAxis = .vertical,
    crossLength: Double = 100, direction: WritingDirection = .leftToRight,
    measuring: [Double] = lengths
  ) throws -> CollectionLayout<Int, Int> {
    var layout = try CollectionLayout(
      snapshot: snapshot, axis: axis, crossLength: crossLength,
      estimatedItemSize: Size(width: 20, height: 10), estimatedSupplementLength: 12,
      direction: direction)
    for (offset, length) in measuring.enumerated() {
      var size = Size(width: 7, height: 7)
      size[axis] = length
      layout.setSize(size, ofItem: 100 + offset)
    }
    return layout
  }

  /// `Masonry`'s frames for `lengths` in the section's lanes, moved below its header.
  static func expectedFrames(
    _ layout: CollectionLayout<Int, Int>, options: MasonryOptions, lengths: [Double]
  ) throws -> [Rect] {
    let axis = layout.axis
    var options = options
    options.axis = axis
    let container =
      axis == .vertical
      ? Size(width: layout.crossLength, height: .infinity)
      : Size(width: .infinity, height: layout.crossLength)
    let result = try Masonry.layout(
      lengths.map { MasonryItem(length: $0) }, in: container, options: options)
    let extent = layout.extent(ofSectionAt: 1)
    return result.frames.map { frame in
      var frame = frame
      frame.origin[axis] += extent.start + (extent.header ?? 0)
      return frame
    }
  }

  static func frames(_ layout: CollectionLayout<Int, Int>, count: Int = lengths.count) -> [Rect?] {
    (0..<count).map { layout.frame(ofItem: 100 + $0) }
  }

  @Test(
    "A masonry section's frames are Masonry's for its measured sizes, below its header",
    arguments: [MasonryPlacement.exact, .stable])
  func agreesWithMasonry(placement: MasonryPlacement) throws {
    // Measured before they are first laid out (a snapshot applied with its sizes known), even
    // stable items sit where Masonry puts them.
    var layout = try Self.layout(
      try Self.snapshot(.masonry(Self.options, placement: placement), count: 0))
    var next = layout.snapshot
    try next.appendItems(Array(100..<(100 + Self.lengths.count)), toSection: 1)
    if placement == .exact {
      layout.apply(next)
      for (offset, length) in Self.lengths.enumerated() {
        layout.setSize(Size(width: 7, height: length), ofItem: 100 + offset)
      }
    } else {
      // Appended one by one, each measured before the next arrives.
      for (offset, length) in Self.lengths.enumerated() {
        var step = layout.snapshot
        try step.appendItems([100 + offset], toSection: 1)
        layout.apply(step)
        layout.setSize(Size(width: 7, height: length), ofItem: 100 + offset)
      }
    }
    #expect(layout.checkInvariants() == [])
    // The list's two items (10 high) end at 20, the header at 32.
    #expect(layout.extent(ofSectionAt: 1).start == 20)
    let expected = try Self.expectedFrames(layout, options: Self.options, lengths: Self.lengths)
    #expect(Self.frames(layout) == expected)
    #expect(expected[0] == Rect(x: 0, y: 32, width: 30, height: 30))
    #expect(expected[1] == Rect(x: 35, y: 32, width: 30, height: 10))
    // The section ends with its longest lane: lane 1 runs 10 + 4 + 15 + 4 + 5 = 38.
    #expect(layout.extent(ofSectionAt: 1).end == expected.map(\.maxY).max())
    #expect(layout.contentSize == Size(width: 100, height: expected.map(\.maxY).max() ?? 0))
  }

  @Test("Stable items keep their lanes when measured late; exact ones are placed again")
  func stableLanesThroughLateMeasurement() throws {
    // Seven items at the 10-point estimate fill the lanes in turn: 0, 1, 2, 0, 1, 2, 0.
    var stable = try Self.layout(
      try Self.snapshot(.masonry(Self.options, placement: .stable)), measuring: [])
    var exact = try Self.layout(
      try Self.snapshot(.masonry(Self.options, placement: .exact)), measuring: [])
    let before = Self.frames(stable)
    #expect(before.map { $0?.minX } == [0, 35, 70, 0, 35, 70, 0])
    #expect(Self.frames(exact) == before)
    // Item 100 measures 60 long: in stable placement only the later items of its lane move
    // down; in exact placement item 103 leaves lane 0 for the lane that now ends first.
    stable.setSize(Size(width: 7, height: 60), ofItem: 100)
    exact.setSize(Size(width: 7, height: 60), ofItem: 100)
    let after = Self.frames(stable)
    #expect(after.map { $0?.minX } == before.map { $0?.minX })
    #expect(after[3] == Rect(x: 0, y: 32 + 60 + 4, width: 30, height: 10))
    #expect(after[1] == before[1] && after[2] == before[2] && after[4] == before[4])
    #expect(Self.frames(exact)[3]?.minX == 35)
    let measuredLengths = [60.0] + Array(repeating: 10, count: 6)
    #expect(
      Self.frames(exact)
        == (try Self.expectedFrames(exact, options: Self.options, lengths: measuredLengths)))
    #expect(stable.checkInvariants() == [] && exact.checkInvariants() == [])
    #expect(stable.estimatedItemCount == 6 + 2, "and the list's two")
  }

  @Test("Snapshot edits (insert, delete, move, reload) keep an exact section Masonry's")
  func snapshotEdits() throws {
    let style = SectionStyle.masonry(Self.options, placement: .exact)
    var layout = try Self.layout(try Self.snapshot(style))
    var next = layout.snapshot
    try next.deleteItems([101, 104])
    try next.insertItems([200], afterItem: 102)
    try next.moveItem(100, afterItem: 106)
    try next.reloadItems([103])
    let changes = layout.apply(next)
    #expect(changes?.movedItems.count == 1)
    #expect(layout.checkInvariants() == [])
    // Order now: 102, 200 (new: the 10-point estimate), 103, 105, 106, 100; moved and
    // reloaded items keep their measured lengths.
    let lengths: [Double] = [20, 10, 15, 5, 25, 30]
    let ids = [102, 200, 103, 105, 106, 100]
    let expected = try Self.expectedFrames(layout, options: Self.options, lengths: lengths)
    #expect(ids.map { layout.frame(ofItem: $0) } == expected)
    #expect(layout.estimatedItemCount == 1 + 2, "and the list's two")
    // Deleting the list section moves the masonry up by its 20 points.
    var shorter = layout.snapshot
    try shorter.deleteSections([0])
    layout.apply(shorter)
    #expect(layout.frame(ofItem: 102) == expected[0].offsetBy(dx: 0, dy: -20))
    #expect(layout.checkInvariants() == [])
  }

  @Test("A pinned header sticks over its masonry section and is painted after its items")
  func pinnedHeader() throws {
    let layout = try Self.layout(
      try Self.snapshot(.masonry(Self.options), pinned: true))
    // The section spans 20..<(32 + its lanes); scrolled to 40, its header sticks at 40.
    let elements = layout.elements(viewportStart: 40, viewportLength: 30)
    #expect(elements.last?.id == .header(1))
    #expect(elements.last?.frame == Rect(x: 0, y: 40, width: 100, height: 12))
    let items = elements.compactMap { element -> Int? in
      if case .item(let id) = element.id { return id }
      return nil
    }
    // Every item reaching into 40..<70 is declared, and only those.
    let expected = (0..<Self.lengths.count).filter { offset in
      guard let frame = layout.frame(ofItem: 100 + offset) else { return false }
      return frame.maxY > 40 && frame.minY < 70
    }.map { 100 + $0 }
    #expect(items == expected)
    #expect(!items.isEmpty)
  }

  @Test("Focus moves up and down within a lane, and sideways to the neighbouring lane's nearest")
  func focusInVisualOrder() throws {
    let layout = try Self.layout(try Self.snapshot(.masonry(Self.options, placement: .exact)))
    let geometry = CollectionFocusGeometry(layout)
    let lanes = try Masonry.layout(
      Self.lengths.map { MasonryItem(length: $0) }, in: Size(width: 100, height: .infinity),
      options: Self.options)
    for offset in Self.lengths.indices {
      let id = 100 + offset
      let lane = lanes.lane(of: offset) ?? 0
      let inLane = lanes.indices(inLane: lane)
      let position = inLane.firstIndex(of: offset) ?? 0
      let below = position + 1 < inLane.count ? 100 + inLane[position + 1] : nil
      let above = position > 0 ? 100 + inLane[position - 1] : nil
      #expect(
        FocusNavigator<Int, Int>.neighbor(of: id, .down, in: geometry) == below,
        "down from \(id) stays in lane \(lane)")
      if let above {
        #expect(FocusNavigator<Int, Int>.neighbor(of: id, .up, in: geometry) == above)
      }
      // Right: the item of the next lane beside this one whose centre is nearest.
      guard lane + 1 < lanes.laneCount, let frame = layout.frame(ofItem: id) else { continue }
      let beside = lanes.indices(inLane: lane + 1).map { 100 + $0 }.filter {
        guard let other = layout.frame(ofItem: $0) else { return false }
        return other.maxY > frame.minY && other.minY < frame.maxY
      }
      let nearest = beside.min { a, b in
        let centre = frame.midY
        let da = abs((layout.frame(ofItem: a)?.midY ?? 0) - centre)
        let db = abs((layout.frame(ofItem: b)?.midY ?? 0) - centre)
        return (da, a) < (db, b)
      }
      if let nearest {
        #expect(
          FocusNavigator<Int, Int>.neighbor(of: id, .right, in: geometry) == nearest,
          "right from \(id)")
      }
    }
    // Reading order runs through the section in index order, from the list before it.
    #expect(FocusNavigator<Int, Int>.neighbor(of: 1, .next, in: geometry) == 100)
    #expect(FocusNavigator<Int, Int>.neighbor(of: 1, .down, in: geometry) != nil)
  }

  @Test("A horizontal collection's masonry section lays its lanes out as rows")
  func horizontal() throws {
    let layout = try Self.layout(
      try Self.snapshot(.masonry(Self.options, placement: .exact)), axis: .horizontal,
      crossLength: 100)
    #expect(layout.checkInvariants() == [])
    let expected = try Self.expectedFrames(layout, options: Self.options, lengths: Self.lengths)
    #expect(Self.frames(layout) == expected)
    // Lanes are rows 30 high; the section starts after the list's two 20-wide items.
    #expect(expected[0] == Rect(x: 52, y: 0, width: 30, height: 30))
    #expect(expected[1] == Rect(x: 52, y: 35, width: 10, height: 30))
  }

  @Test("Right to left, lane 0 is at the right edge; a direction in the options wins")
  func rightToLeft() throws {
    let layout = try Self.layout(
      try Self.snapshot(.masonry(Self.options, placement: .exact)), direction: .rightToLeft)
    var mirrored = Self.options
    mirrored.direction = .rightToLeft
    let expected = try Self.expectedFrames(layout, options: mirrored, lengths: Self.lengths)
    #expect(Self.frames(layout) == expected)
    #expect(expected[0].maxX == 100)
    var leftToRight = Self.options
    leftToRight.direction = .leftToRight
    let fixed = try Self.layout(
      try Self.snapshot(.masonry(leftToRight)), direction: .rightToLeft)
    #expect(fixed.frame(ofItem: 100)?.minX == 0)
  }

  @Test("A new width keeps stable lanes while they stay as many, and places items again else")
  func relayOutOnResize() throws {
    var adaptive = Self.options
    adaptive.lanes = .adaptive(minimum: 30)
    var layout = try Self.layout(try Self.snapshot(.masonry(adaptive)), measuring: [])
    let lanesBefore = Self.frames(layout).map { $0?.minX }
    // 100 → 106: still three lanes, each 32 wide; every item keeps its lane.
    try layout.setCrossLength(106)
    #expect(Self.frames(layout).map { $0?.minX } == lanesBefore.map { $0.map { $0 / 35 * 37 } })
    #expect(Self.frames(layout)[0]?.width == 32)
    // 60 → one lane: every item placed again, one below the other.
    try layout.setCrossLength(60)
    #expect(Self.frames(layout).allSatisfy { $0?.minX == 0 && $0?.width == 60 })
    #expect(Self.frames(layout).map { $0?.minY } == (0..<7).map { 32 + Double($0) * 14 })
    #expect(layout.checkInvariants() == [])
  }

  @Test("Lanes too wide for any coordinate fall back to one without width, and come back")
  func lanesTooWide() throws {
    var layout = try Self.layout(
      try Self.snapshot(.masonry(Self.options, placement: .exact)), crossLength: 1e308)
    #expect(layout.checkInvariants() == [])
    #expect(Self.frames(layout).allSatisfy { $0?.width == 0 })
    try layout.setCrossLength(100)
    #expect(layout.checkInvariants() == [])
    #expect(
      Self.frames(layout)
        == (try Self.expectedFrames(layout, options: Self.options, lengths: Self.lengths)))
  }

  @Test("Restyling a section to masonry and back lays its items out again at the estimate")
  func restyle() throws {
    var layout = try Self.layout(try Self.snapshot(.list(spacing: 0)))
    var next = CollectionSnapshot<Int, Int>()
    try next.appendSections([
      CollectionSection(id: 0, style: .list(spacing: 0)),
      CollectionSection(id: 1, style: .masonry(Self.options), header: .header(pinned: false)),
    ])
    try next.appendItems([0, 1], toSection: 0)
    try next.appendItems(Array(100..<107), toSection: 1)
    layout.apply(next)
    #expect(layout.checkInvariants() == [])
    #expect(layout.estimatedItemCount == 9)
    #expect(layout.frame(ofItem: 103) == Rect(x: 0, y: 32 + 14, width: 30, height: 10))
  }

  @Test("Bad masonry options are a typed error naming the value")
  func validation() throws {
    let none = SectionStyle.masonry(MasonryOptions(lanes: .count(0)))
    #expect(throws: CollectionError.invalidMasonryOptions(.invalidLaneCount(count: 0))) {
      try none.validated()
    }
    var snapshot = CollectionSnapshot<Int, Int>()
    #expect(throws: CollectionError.self) {
      try snapshot.appendSections([CollectionSection(id: 0, style: none)])
    }
    let tooLong = SectionStyle.masonry(MasonryOptions(lanes: .fixed([1e308, 1e308])))
    #expect(throws: CollectionError.invalidMasonryOptions(.coordinateOverflow(index: nil))) {
      try tooLong.validated()
    }
    let spacing = SectionStyle.masonry(MasonryOptions(lanes: .count(2), laneSpacing: -1))
    let error = try #require(throws: CollectionError.self) { try spacing.validated() }
    #expect("\(error)".contains("masonry options"))
    #expect("\(error)".contains("-1"))
  }

  @Test("The engine proposes each item its lane's width and places it at its frame")
  func engineProposesLaneWidth() throws {
    let engine = LayoutEngine()
    var snapshot = CollectionSnapshot<Int, Int>()
    let options = MasonryOptions(lanes: .count(3), tolerance: 0)
    try snapshot.appendSections([
      CollectionSection(id: 0, style: .masonry(options), header: .header(pinned: true))
    ])
    try snapshot.appendItems(Array(0..<6), toSection: 0)
    let heights: [Double] = [3, 1, 2, 2, 1, 1]
    var proposed: Set<Double?> = []
    let arrangement = engine.arrange(in: Size(width: 6, height: 6)) { ui in
      ui.scroll(id: "screen") { ui in
        ui.collection(
          id: "grid", in: "screen", snapshot: snapshot, estimatedItemSize: Size(width: 2, height: 1),
          estimatedSupplementLength: 1
        ) { item, ui in
          ui.leaf(id: ElementID("item", index: item)) { proposal in
            proposed.insert(proposal.width)
            return Size(width: proposal.width ?? 0, height: heights[item])
          }
        } header: { _, ui in
          ui.leaf(id: ElementID("header"), size: Size(width: 6, height: 1))
        } footer: { _, _ in }
      }
    }
    #expect(proposed == [2])
    #expect(arrangement.frame(of: ElementID("item", index: 0)) == Rect(x: 0, y: 1, width: 2, height: 3))
    // Placed at the 1-point estimate, the items took the lanes in turn; measured, each keeps
    // its lane (stable placement) and the later items of its lane move down. The pinned header
    // (G) paints last.
    #expect(arrangement.asciiDrawing() == """
      GGGGGG
      AABBCC
      AAEECC
      AA..FF
      DD....
      DD....
      """)
  }

  @Test(
    "In a horizontal scroll, lanes are rows and items run sideways, mirrored right to left",
    arguments: [WritingDirection.leftToRight, .rightToLeft])
  func engineHorizontal(direction: WritingDirection) throws {
    let engine = LayoutEngine()
    engine.layoutDirection = direction
    let options = MasonryOptions(lanes: .count(2), tolerance: 0)
    let snapshot = try CollectionHorizontalTests.snapshot(
      sections: 1, items: 4, style: .masonry(options, placement: .exact))
    let widths: [Double] = [3, 1, 2, 1]
    _ = CollectionHorizontalTests.arrange(engine, snapshot) {
      Size(width: widths[$0], height: 2)
    }
    let (arrangement, _) = CollectionHorizontalTests.arrange(engine, snapshot) {
      Size(width: widths[$0], height: 2)
    }
    // Two lanes 2 high after the pinned header (E): A (3 wide) and B, then C where lane 1
    // ends first, then D where lane 0 does.
    let drawing =
      direction == .leftToRight
      ? """
        EEAAAD..
        EEAAAD..
        EEBCC...
        EEBCC...
        """
      : """
        ..DAAAEE
        ..DAAAEE
        ...CCBEE
        ...CCBEE
        """
    #expect(arrangement.asciiDrawing() == drawing)
  }
}
