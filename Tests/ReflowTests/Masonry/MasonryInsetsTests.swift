import Reflow
import ReflowTesting
import Testing

/// Insets longer than the container leave the lanes nothing: the content box is the insets, and
/// the container less their sum is exactly 0.
@Suite struct MasonryInsetsTests {
  /// Found by the `masonry` fuzz target (its input is in the corpus as
  /// `insets-longer-than-the-container`): with insets of about 8.2e107 around a container as
  /// wide, `ReferenceMasonry` subtracted each inset in turn from their rounded sum and kept a
  /// lane of about 2.5e91 points, where `Masonry` keeps lanes of 0; the photos it sized by their
  /// aspect ratio then ran 1e91 long in the reference only, and the two chose other lanes.
  @Test("Insets longer than the container: lanes of 0, and the reference agrees")
  func insetsLongerThanTheContainer() throws {
    let huge = 8.19687411242632e107
    let options = MasonryOptions(
      lanes: .count(4), laneSpacing: 0.5, itemSpacing: 8,
      insets: Insets(top: huge, leading: 8.196874112397506e107, bottom: huge, trailing: huge),
      direction: .leftToRight, axis: .vertical, tolerance: 16)
    let items =
      [MasonryItem(length: 68), MasonryItem(length: 58), MasonryItem(length: 172)]
      + Array(repeating: MasonryItem(aspectRatio: 0.5), count: 11)
      + [MasonryItem(aspectRatio: 1.5, lane: 0)]
    let container = Size(width: huge, height: 407)
    var masonry = try Masonry(container: container, options: options)
    try masonry.add(contentsOf: items)
    let result = masonry.finish()
    let reference = try ReferenceMasonry.layout(items, in: container, options: options)
    let masonryCase = MasonryCase(container: container, options: options, items: items)
    #expect(MasonryInvariants.agreement(MasonryOutput(result), reference, for: masonryCase) == [])
    // Lanes of 0: photos sized by their aspect ratio are 0 long, so the items of length 68, 58
    // and 172 decide, and the fourth lane takes the photos while it is the lowest.
    #expect(result.frames.allSatisfy { $0.width == 0 })
    #expect(result.frames[3...9].allSatisfy { $0.height == 0 })
  }
}
