import Reflow
import Testing

/// A fuzz finding: an inset of 6e160 puts every frame's coordinates there, so reading the frames
/// back through the inset keeps nothing finer than a billionth of them. The invariants compare
/// at that scale instead of reporting every lane as out of step.
@Suite struct MasonryHugeInsetTests {
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
}
