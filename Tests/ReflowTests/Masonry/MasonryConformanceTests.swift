import Reflow
import Testing

/// Runs every case of `Fixtures/masonry/` and `Fixtures/masonry-more/`, laid out by Chromium's `display: grid-lanes`, through
/// `Masonry` and through the masonry index in both placement modes, and requires each frame
/// within 1/16 px of the browser's.
@Suite struct MasonryConformanceTests {
  @Test("The masonry corpora are present and decode in full")
  func corpusLoads() {
    #expect(MasonryFixture.all.count == 80)
    #expect(MasonryFixture.more.count == 389)
  }

  @Test("Every frame matches Chromium's grid-lanes within 1/16 px", arguments: MasonryFixture.every)
  func matchesBrowser(_ fixture: MasonryFixture) throws {
    var masonry = try Masonry(container: fixture.containerSize, options: try fixture.options())
    try masonry.add(contentsOf: try fixture.masonryItems())
    let mismatches = fixture.mismatches(masonry.finish().frames)
    #expect(mismatches.isEmpty, "\(fixture.testDescription): \(mismatches.prefix(5))")
    #expect(masonry.checkInvariants().isEmpty)
  }

  @Test("Items added one by one land where a layout of them all puts them",
        arguments: MasonryFixture.every)
  func resumes(_ fixture: MasonryFixture) throws {
    let options = try fixture.options()
    let items = try fixture.masonryItems()
    let whole = try Masonry.layout(items, in: fixture.containerSize, options: options)
    var masonry = try Masonry(container: fixture.containerSize, options: options)
    var frames: [Rect] = []
    for (number, item) in items.enumerated() {
      frames.append(try masonry.add(item))
      if number % 3 == 0 { masonry.finish() }
    }
    #expect(frames == whole.frames)
    #expect(masonry.result == whole)
  }
}
