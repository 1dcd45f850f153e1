import Reflow
import Testing

/// Runs every case of every corpus in `Fixtures/`, laid out by Chromium's flexbox, and requires
/// each frame within 1/16 px of the browser's and the same hidden count.
@Suite struct FlowConformanceTests {
  @Test(
    "Every corpus is present and decodes in full",
    arguments: [
      ("flow", 200), ("flow-stress", 72), ("flow-grow", 50), ("flow-line-alignment", 50),
      ("flow-stretch-baseline", 50), ("flow-break-before", 50), ("flow-balance", 50),
      ("flow-line-limit", 50),
    ])
  func corpusLoads(corpus: String, count: Int) {
    #expect(FlowFixture.load(corpus).count == count)
  }

  @Test("Every frame matches Chromium's flexbox within 1/16 px", arguments: FlowFixture.all)
  func matchesBrowser(_ fixture: FlowFixture) throws {
    let result = try Flow.layout(
      fixture.flowItems, in: fixture.containerSize, options: try fixture.flowOptions())
    let mismatches = fixture.mismatches(result.frames, hiddenCount: result.hiddenCount)
    #expect(mismatches.isEmpty, "\(fixture.testDescription): \(mismatches.prefix(5))")
  }

  @Test(
    "Sizes alone lay out exactly as items without properties do",
    arguments: FlowFixture.all.filter { !$0.hasItemProperties })
  func sizesMatchItems(_ fixture: FlowFixture) throws {
    let options = try fixture.flowOptions()
    let fromSizes = try Flow.layout(fixture.sizes, in: fixture.containerSize, options: options)
    let fromItems = try Flow.layout(
      fixture.flowItems, in: fixture.containerSize, options: options)
    #expect(fromSizes == fromItems)
  }
}
