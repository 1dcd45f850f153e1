import Reflow
import Testing

/// Every bad input to `Masonry` is a typed error naming the value and the fix, and leaves the
/// layout as it was.
@Suite struct MasonryErrorTests {
  static let container = Size(width: 300, height: .infinity)
  static let options = MasonryOptions(lanes: .count(3))

  @Test(
    "Bad options and containers are refused, naming the value",
    arguments: [
      (MasonryOptions(lanes: .count(0)), Size(width: 300, height: 1), ReflowError.invalidLaneCount(count: 0)),
      (MasonryOptions(lanes: .count(1_025)), Size(width: 300, height: 1), .invalidLaneCount(count: 1_025)),
      (MasonryOptions(lanes: .fixed([])), Size(width: 300, height: 1), .invalidLaneCount(count: 0)),
      (MasonryOptions(lanes: .fixed([10, -1])), Size(width: 300, height: 1), .invalidLaneLength(lane: 1, length: -1)),
      (MasonryOptions(lanes: .adaptive(minimum: 0)), Size(width: 300, height: 1), .invalidLaneMinimum(minimum: 0)),
      (MasonryOptions(lanes: .count(2), laneSpacing: -1), Size(width: 300, height: 1), .invalidSpacing(name: "laneSpacing", value: -1)),
      (MasonryOptions(lanes: .count(2), itemSpacing: .infinity), Size(width: 300, height: 1), .invalidSpacing(name: "itemSpacing", value: .infinity)),
      (MasonryOptions(lanes: .count(2), tolerance: -2), Size(width: 300, height: 1), .invalidTolerance(tolerance: -2)),
      (MasonryOptions(lanes: .count(2), insets: Insets(top: -1)), Size(width: 300, height: 1), .invalidInset(edge: "top", value: -1)),
      (MasonryOptions(lanes: .count(2)), Size(width: .infinity, height: 1), .unboundedLanes(dimension: "width")),
      (MasonryOptions(lanes: .adaptive(minimum: 10), axis: .horizontal), Size(width: 1, height: .infinity), .unboundedLanes(dimension: "height")),
      (MasonryOptions(lanes: .fixed([10]), direction: .rightToLeft), Size(width: .infinity, height: 1), .unboundedRightToLeftWidth(width: .infinity)),
      (MasonryOptions(lanes: .count(2)), Size(width: -1, height: 1), .invalidContainerExtent(dimension: "width", value: -1)),
      (MasonryOptions(lanes: .fixed([1e308, 1e308])), Size(width: 1, height: 1), .coordinateOverflow(index: nil)),
    ])
  func badOptions(options: MasonryOptions, container: Size, error: ReflowError) {
    #expect(throws: error) { try Masonry(container: container, options: options) }
    #expect(throws: error) { try MasonryIndex(container: container, options: options) }
  }

  @Test(
    "Bad items are refused, naming the item and the value",
    arguments: [
      (MasonryItem(length: -5), ReflowError.invalidItemLength(index: 1, length: -5)),
      (MasonryItem(length: .nan), .invalidItemLength(index: 1, length: .nan)),
      (MasonryItem(aspectRatio: 0), .invalidAspectRatio(index: 1, aspectRatio: 0)),
      (MasonryItem(aspectRatio: .infinity), .invalidAspectRatio(index: 1, aspectRatio: .infinity)),
      (MasonryItem(length: 1, span: 4), .invalidSpan(index: 1, span: 4, laneCount: 3)),
      (MasonryItem(length: 1, span: 0), .invalidSpan(index: 1, span: 0, laneCount: 3)),
      (MasonryItem(length: 1, span: 2, lane: 2), .laneOutOfRange(index: 1, lane: 2, span: 2, laneCount: 3)),
      (MasonryItem(length: 1, lane: -1), .laneOutOfRange(index: 1, lane: -1, span: 1, laneCount: 3)),
    ])
  func badItems(item: MasonryItem, error: ReflowError) throws {
    var masonry = try Masonry(container: Self.container, options: Self.options)
    try masonry.add(MasonryItem(length: 10))
    let before = masonry.result
    // NaN never equals itself: compare the descriptions, which name the same value.
    let thrown = #expect(throws: ReflowError.self) { try masonry.add(item) }
    #expect(thrown?.description == error.description)
    let batch = #expect(throws: ReflowError.self) {
      try masonry.add(contentsOf: [item, MasonryItem(length: 1)])
    }
    #expect(batch?.description == error.description)
    #expect(masonry.result == before)
    var index = try MasonryIndex([MasonryItem(length: 10)], container: Self.container, options: Self.options)
    let fromIndex = #expect(throws: ReflowError.self) { try index.append(contentsOf: [item]) }
    #expect(fromIndex?.description == error.description)
    #expect(index.count == 1)
  }

  @Test("An item that would end past the largest finite coordinate is refused, with its index")
  func overflow() throws {
    var masonry = try Masonry(container: Self.container, options: MasonryOptions(lanes: .count(1)))
    try masonry.add(MasonryItem(length: 1e308))
    #expect(throws: ReflowError.coordinateOverflow(index: 1)) {
      try masonry.add(MasonryItem(length: 1e308))
    }
    #expect(throws: ReflowError.coordinateOverflow(index: 2)) {
      try masonry.add(contentsOf: [MasonryItem(length: 1), MasonryItem(length: 1e308)])
    }
    #expect(masonry.count == 1)
    #expect(masonry.checkInvariants().isEmpty)
    var index = try MasonryIndex(
      [MasonryItem(length: 1e308), MasonryItem(length: 1)], container: Self.container,
      options: MasonryOptions(lanes: .count(1)), placement: .stable)
    #expect(throws: ReflowError.coordinateOverflow(index: 2)) {
      try index.append(contentsOf: [MasonryItem(length: 1e308)])
    }
    #expect(throws: ReflowError.coordinateOverflow(index: 1)) {
      try index.setSizing(.length(1e308), at: 1)
    }
    #expect(index.count == 2 && index.frame(at: 1)?.height == 1)
    #expect(index.checkInvariants().isEmpty)
  }

  @Test("Every description names the value and the fix")
  func descriptions() {
    #expect(ReflowError.invalidItemLength(index: 3, length: -5).description
      == "item 3 has length -5.0; a masonry item's length must be finite and at least 0:"
      + " measure the item, or give it an aspect ratio instead")
    #expect(ReflowError.invalidSpan(index: 2, span: 4, laneCount: 3).description
      == "item 2 spans 4 lanes but the masonry has 3; a span must be from 1 to the number of"
      + " lanes: pass a span of at most 3")
    #expect(ReflowError.laneOutOfRange(index: 2, lane: 3, span: 1, laneCount: 3).description
      == "item 2 asks for lane 3 with span 1, but the masonry has lanes 0..<3; an explicit lane"
      + " must leave room for the span: pass a lane from 0 to 2, or nil to let the masonry choose")
    #expect(ReflowError.unboundedLanes(dimension: "width").description
      == "lanes that share the container's width need a finite width, but it is unbounded:"
      + " give the container a finite width, or use .fixed lane lengths")
    #expect(ReflowError.invalidAspectRatio(index: 0, aspectRatio: 0).description.contains(
      "pass the image's width divided by its height"))
    #expect(ReflowError.invalidLaneCount(count: 0).description.contains("1024"))
  }
}
