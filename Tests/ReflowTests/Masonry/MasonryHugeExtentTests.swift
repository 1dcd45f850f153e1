import Reflow
import Testing

/// Fuzz findings at huge extents.
///
/// An inset of 6e160 puts every frame's coordinates there, so reading the frames back through
/// the inset keeps nothing finer than a billionth of them: the invariants compare at that scale
/// instead of reporting every lane as out of step. A lane 1e199 wide next to narrow ones: an item
/// spanning the narrow lanes is as wide as they are, not the difference of offsets near 1e199
/// (which is 0), so an aspect ratio gives it its length and later items pick lanes as CSS does.
/// Lanes sharing the largest finite width: a frame's offset plus its width rounded past it, so
/// lanes and insets may add up to half of it at most. An item spacing that outweighs the items'
/// ends: the index reads a lane's end from its last item (the spacing cannot be taken back off
/// the sum), a lane that runs on to infinity moves by 0, not NaN, across the blocks after it,
/// and a window still finds the items whose ends the spacing swallowed.
@Suite struct MasonryHugeExtentTests {
  @Test("Frames far past a huge inset keep the state machine's invariants")
  func hugeTopInset() throws {
    let options = MasonryOptions(
      lanes: .fixed([101, 47, 47, 47, 142, 74]), laneSpacing: 5, itemSpacing: 4.5,
      insets: Insets(top: 6.465815516441707e160, leading: 4, bottom: 6.5, trailing: 8),
      direction: .leftToRight, tolerance: 9.5)
    var masonry = try Masonry(container: Size(width: 194.5, height: .infinity), options: options)
    let items: [MasonryItem] = [
      MasonryItem(length: 178.5), MasonryItem(aspectRatio: 2.5), MasonryItem(aspectRatio: 2.5),
      MasonryItem(aspectRatio: 2.5), MasonryItem(length: 88), MasonryItem(length: 125, span: 5),
      MasonryItem(aspectRatio: 0.5), MasonryItem(length: 129.5), MasonryItem(length: 42.5),
      MasonryItem(aspectRatio: 1.5), MasonryItem(length: 0.5), MasonryItem(length: 0.5, lane: 0),
    ]
    try masonry.add(contentsOf: items)
    #expect(masonry.checkInvariants() == [])
    // The frames themselves are where the inset puts them, in order along each lane.
    for frame in masonry.result.frames {
      #expect(frame.minY >= 6.465815516441707e160)
    }
  }

  @Test("An item spanning narrow lanes past a vast one is as wide as those lanes")
  func narrowLanesPastAVastOne() throws {
    let options = MasonryOptions(
      lanes: .fixed([160, 1.2533546861465403e199, 136.5, 24.5, 24.5, 25.5]), laneSpacing: 5,
      itemSpacing: 5, tolerance: 6)
    var masonry = try Masonry(container: Size(width: 93.5, height: 243), options: options)
    try masonry.add(contentsOf: [
      MasonryItem(length: 14.5), MasonryItem(length: 40), MasonryItem(length: 40),
      MasonryItem(aspectRatio: 1, span: 3), MasonryItem(length: 0),
    ])
    let frames = masonry.result.frames
    #expect(frames[3].width == 84.5)
    #expect(frames[3].height == 84.5)
    // Lane 0 ends at 19.5, lanes 3 to 5 at 89.5: the zero-length item goes to lane 0.
    #expect(masonry.result.lane(of: 4) == 0)
    #expect(frames[4].minY == 19.5)
    #expect(masonry.checkInvariants() == [])
  }

  @Test("Lanes past half the largest finite width are refused; up to it, every frame is finite")
  func spanAtTheLargestWidth() throws {
    let options = MasonryOptions(
      lanes: .count(6), laneSpacing: 667614.2391252544, itemSpacing: 18,
      insets: Insets(top: 726204.595405478, leading: 810806.067333471, bottom: 14, trailing: 5.5),
      tolerance: 6)
    // Sharing the largest finite width, a frame's offset plus its width rounded past it.
    #expect(throws: ReflowError.coordinateOverflow(index: nil)) {
      try Masonry(container: Size(width: .greatestFiniteMagnitude, height: 359.5), options: options)
    }
    var masonry = try Masonry(
      container: Size(width: .greatestFiniteMagnitude / 2, height: 359.5), options: options)
    try masonry.add(contentsOf: [
      MasonryItem(length: 86, span: 5), MasonryItem(length: 150, span: 3, lane: 3),
      MasonryItem(length: 150, span: 3),
    ])
    for frame in masonry.result.frames {
      #expect(frame.maxX.isFinite && frame.width > 4e307, "\(frame)")
    }
    #expect(masonry.checkInvariants() == [])
  }

  @Test(
    "An item spacing that outweighs the ends: the index agrees with Masonry",
    arguments: [1e20, .greatestFiniteMagnitude])
  func spacingOutweighsTheEnds(spacing: Double) throws {
    let options = MasonryOptions(lanes: .count(3), laneSpacing: 2, itemSpacing: spacing)
    let container = Size(width: 300, height: 200)
    // Three items fill the lanes; the next two start past the spacing (with the largest
    // finite one, at it, and their lanes then run on to infinity).
    let items = [183.0, 84, 100, 20, 30].map { MasonryItem(length: $0) }
    var masonry = try Masonry(container: container, options: options)
    var accepted: [MasonryItem] = []
    for item in items {
      do {
        try masonry.add(item)
        accepted.append(item)
      } catch {
        #expect(error == .coordinateOverflow(index: accepted.count))
      }
    }
    #expect(accepted.count >= 3)
    let expected = masonry.finish()
    for (placement, blockItems) in [(MasonryPlacement.exact, 2), (.stable, 1), (.exact, 512)] {
      var index = try MasonryIndex(
        container: container, options: options, placement: placement,
        maximumBlockItems: blockItems)
      for item in accepted { try index.append(contentsOf: [item]) }
      #expect(index.checkInvariants() == [], "\(placement), blocks of \(blockItems)")
      #expect(index.contentSize == expected.contentSize, "\(placement), blocks of \(blockItems)")
      #expect(index.frames(in: 0..<index.count) == expected.frames)
      // The first row ends at 84 to 183, far below the spacing: a window over it holds it.
      #expect(index.indices(intersecting: Rect(x: 0, y: 50, width: 300, height: 10)) == [0, 1, 2])
    }
  }
}
