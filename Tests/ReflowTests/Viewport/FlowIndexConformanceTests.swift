import Reflow
import ReflowTesting
import Testing

/// The Chromium fixtures an incremental layout can take (options that decide each line from its
/// own items, with or without per-item grow, baselines and forced breaks), laid out through a
/// `FlowIndex` built three ways: appended at once, inserted one by one out of order, and from
/// estimates measured back to front. Each must match the browser within 1/16 px and `Flow`
/// within 1e-9. The others are refused with a typed error.
@Suite struct FlowIndexConformanceTests {
  static let incremental = FlowIndexConformanceTests.fixtures(incremental: true)

  static func fixtures(incremental: Bool) -> [FlowFixture] {
    FlowFixture.all.filter { fixture in
      guard let options = try? fixture.flowOptions() else { return false }
      return ((try? FlowIndex.checkIncremental(options)) != nil) == incremental
    }
  }

  @Test("The incremental fixtures cover every corpus of line-local features, item properties too")
  func coverage() {
    let corpora = Set(Self.incremental.map(\.corpus))
    #expect(
      corpora.isSuperset(of: [
        "flow", "flow-stress", "flow-stretch-baseline", "flow-grow", "flow-break-before",
      ]))
    #expect(Self.incremental.filter(\.hasItemProperties).count >= 112)
    #expect(Self.incremental.count >= 422)
  }

  @Test("Options that need every item are refused by name", arguments: fixtures(incremental: false))
  func refused(_ fixture: FlowFixture) throws {
    #expect(throws: ReflowError.self) {
      try FlowIndex(container: fixture.containerSize, options: try fixture.flowOptions())
    }
  }

  /// The fixtures run through the index: every one with `REFLOW_THOROUGH=1`; in quick mode, all
  /// but the stress fixtures of 1,000 items and more, which take most of the time.
  static let checked = SuiteDepth.select(incremental) { $0.items.count < stressItems }

  /// The size from which a fixture is a stress fixture: 1,000 items.
  static let stressItems = 1_000

  /// Which items the out-of-order paths edit one at a time: every second below 1,000 items, and
  /// about 250 in all at and above (a stride of `count / 250`, at least 2).
  static func outOfOrderStep(_ count: Int) -> Int {
    count < stressItems ? 2 : Swift.max(2, count / 250)
  }

  @Test("Every Chromium fixture holds through the index (quick: all under 1,000 items)",
        arguments: checked)
  func matchesBrowser(_ fixture: FlowFixture) throws {
    let items = fixture.flowItems
    let container = fixture.containerSize
    let options = try fixture.flowOptions()
    let expected = try Flow.layout(items, in: container, options: options)

    let appended = try FlowIndex(items, container: container, options: options)
    // Every `step`th item held back, then inserted into its gap: every insertion lands
    // mid-flow. A stress fixture (1,000 items and more) holds back about 250, not half: each
    // insertion re-flows the rest of the flow, so half of 5,000 is minutes in a debug build.
    let step = Self.outOfOrderStep(items.count)
    var inserted = try FlowIndex(container: container, options: options)
    try inserted.append(contentsOf: items.indices.filter { $0 % step != 0 }.map { items[$0] })
    for index in stride(from: 0, to: items.count, by: step) {
      try inserted.insert(contentsOf: [items[index]], at: index)
    }
    // Estimates that already carry the grow factors and forced breaks (known before the sizes,
    // as a section header's break is), measured back to front: one by one below 1,000 items,
    // `step` at a time (about 250 batches) at and above; baselines come with the size.
    var measured = try FlowIndex(container: container, options: options)
    try measured.append(
      contentsOf: items.map {
        FlowItem(Size(width: 40, height: 20), grow: $0.grow, breakBefore: $0.breakBefore)
      }, estimated: true)
    let group = items.count < Self.stressItems ? 1 : step
    for end in stride(from: items.count, to: 0, by: -group) {
      let batch = Swift.max(0, end - group)..<end
      if batch.count == 1, let index = batch.first, items[index].baseline == nil {
        try measured.setSize(items[index].size, at: index)
      } else if batch.count == 1, let index = batch.first {
        try measured.setItem(items[index], at: index)
      } else {
        _ = try measured.setSizes(
          batch.filter { items[$0].baseline == nil }.map { (index: $0, size: items[$0].size) })
        _ = try measured.setItems(
          batch.filter { items[$0].baseline != nil }.map { (index: $0, item: items[$0]) })
      }
    }
    #expect(measured.estimatedCount == 0)
    #expect((0..<appended.count).map { appended.item(at: $0) } == items)

    for (name, index) in [("appended", appended), ("inserted", inserted), ("measured", measured)] {
      let violations = FlowIndexMatching.violations(index, expected)
      #expect(violations.isEmpty, "\(fixture.testDescription) \(name): \(violations)")
      let frames = index.frames(in: 0..<index.count)
      for (item, browser) in fixture.expected.frames.enumerated() where item < frames.count {
        let frame = frames[item]
        let tolerance = 1.0 / 16
        #expect(
          abs(frame.minX - browser.x) <= tolerance && abs(frame.minY - browser.y) <= tolerance
            && abs(frame.width - browser.width) <= tolerance
            && abs(frame.height - browser.height) <= tolerance,
          "\(fixture.testDescription) \(name) item \(item): \(frame), browser (\(browser.x), \(browser.y))")
      }
    }
  }
}
