import Reflow
import ReflowTesting
import Testing

/// The Chromium fixtures of `FlowConformanceTests`, laid out through a `FlowIndex` built three
/// ways: appended at once, inserted one by one out of order, and from estimates measured back to
/// front. Each must match the browser within 1/16 px and `Flow` within 1e-9.
@Suite struct FlowIndexConformanceTests {
  @Test("Every Chromium fixture holds through the index", arguments: FlowConformanceTests.fixtures)
  func matchesBrowser(_ fixture: FlowConformanceTests.Fixture) throws {
    let sizes = fixture.items.map { Size(width: $0.width, height: $0.height) }
    let container = Size(width: fixture.container.width, height: fixture.container.height)
    let options = try fixture.flowOptions()
    let expected = try Flow.layout(sizes, in: container, options: options)

    let appended = try FlowIndex(sizes, container: container, options: options)
    var inserted = try FlowIndex(container: container, options: options)
    // Odd indices first, then the even ones into the gaps: every insertion lands mid-flow.
    let odd = sizes.indices.filter { $0 % 2 == 1 }
    try inserted.append(contentsOf: odd.map { sizes[$0] })
    for index in sizes.indices where index % 2 == 0 {
      try inserted.insert(contentsOf: [sizes[index]], at: index)
    }
    var measured = try FlowIndex(container: container, options: options)
    try measured.append(
      contentsOf: repeatElement(Size(width: 40, height: 20), count: sizes.count), estimated: true)
    for index in sizes.indices.reversed() { try measured.setSize(sizes[index], at: index) }

    for (name, index) in [("appended", appended), ("inserted", inserted), ("measured", measured)] {
      let violations = FlowIndexMatching.violations(index, expected)
      #expect(violations.isEmpty, "\(fixture.name) \(name): \(violations)")
      let frames = index.frames(in: 0..<index.count)
      for (item, browser) in fixture.expected.frames.enumerated() where item < frames.count {
        let frame = frames[item]
        let tolerance = 1.0 / 16
        #expect(
          abs(frame.minX - browser.x) <= tolerance && abs(frame.minY - browser.y) <= tolerance
            && abs(frame.width - browser.width) <= tolerance
            && abs(frame.height - browser.height) <= tolerance,
          "\(fixture.name) \(name) item \(item): \(frame), browser (\(browser.x), \(browser.y))")
      }
    }
  }
}
