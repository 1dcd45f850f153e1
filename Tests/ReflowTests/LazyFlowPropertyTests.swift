import Reflow
import ReflowTesting
import Testing

/// Properties of `LazyFlow`: any sequence of appends and measurements lays out as one
/// `Flow.layout` of the final sizes, and a window shows exactly the items a brute-force
/// search of every frame finds.
@Suite struct LazyFlowPropertyTests {
  /// Options for a flow that scrolls down (horizontal lines), a width for them (finite for
  /// right to left) and an estimate.
  static let setups = Gen<FlowOptions>.flowOptions(axis: .horizontal).flatMap { options in
    Gen<(Size, Size)>.zip(.container(for: options), .size(width: 0...120, height: 0...40))
      .map { container, estimate in (options, container.width, estimate) }
  }

  static let runs = setups.flatMap { setup in
    Gen<[LazyFlowOperation]>.array(of: .lazyFlowOperation(), count: 0...12).map { (setup, $0) }
  }

  @Test("Any appends and measurements equal one layout of the final sizes, after every step")
  func operationSequences() {
    check(Self.runs) { setup, operations in
      try Self.replay(operations, setup: setup)
    }
  }

  /// Applies `operations` to a lazy flow and to a model (the sizes and which are estimated),
  /// comparing them after every step.
  ///
  static func replay(
    _ operations: [LazyFlowOperation], setup: (FlowOptions, Double, Size)
  ) throws -> [Violation] {
    let (options, width, estimate) = setup
    var flow = try LazyFlow(width: width, options: options, estimatedItemSize: estimate)
    var sizes: [Size] = []
    var estimated: [Bool] = []
    for (step, operation) in operations.enumerated() {
      let before = flow.layout.result
      var found: [Violation] = []
      switch operation {
      case .appendEstimated(let count):
        flow.appendItems(count: count)
        sizes += repeatElement(estimate, count: count)
        estimated += repeatElement(true, count: count)
      case .append(let appended):
        do {
          try flow.appendItems(sizes: appended)
          sizes += appended
          estimated += repeatElement(false, count: appended.count)
          found += Violation.unless(
            appended.allSatisfy(\.isValidLayoutSize), "accepted \(appended)",
            invariant: "validation")
        } catch {
          found += Violation.unless(
            !appended.allSatisfy(\.isValidLayoutSize), "threw \(error)", invariant: "validation")
        }
      case .setSizes(let measurements):
        let valid = measurements.filter { $0.index >= 0 && $0.index < sizes.count }
        do {
          let moved = try flow.setSizes(measurements.map { ($0.index, $0.size) })
          // An index measured twice ends at its last size: only the final sizes count.
          let before = sizes
          for measurement in valid {
            sizes[measurement.index] = measurement.size
            estimated[measurement.index] = false
          }
          let changed = valid.contains { sizes[$0.index] != before[$0.index] }
          found += Violation.unless(
            valid.allSatisfy { $0.size.isValidLayoutSize }, "accepted \(valid)",
            invariant: "validation")
          found += Violation.unless(
            moved == changed, "setSizes returned \(moved), but the sizes changed: \(changed)",
            invariant: "moved")
        } catch {
          found += Violation.unless(
            !valid.allSatisfy { $0.size.isValidLayoutSize }, "threw \(error)",
            invariant: "validation")
          found += Violation.unless(
            flow.layout.result == before, "a rejected measurement changed the layout",
            invariant: "atomic")
        }
      }
      found += try Self.compare(flow, sizes: sizes, estimated: estimated, width: width,
                                options: options)
      if !found.isEmpty {
        return found.map { Violation($0.invariant, "step \(step) \(operation): \($0.message)") }
      }
    }
    return []
  }

  /// Compares the flow with one layout of `sizes` and its estimate flags with the model's.
  static func compare(
    _ flow: LazyFlow, sizes: [Size], estimated: [Bool], width: Double, options: FlowOptions
  ) throws -> [Violation] {
    let expected = try Flow.layout(
      sizes, in: Size(width: width, height: .infinity), options: options)
    let result = flow.layout.result
    var found: [Violation] = []
    if result != expected {
      found = FlowInvariants.agreement(FlowOutput(result), FlowOutput(expected))
      if found.isEmpty {
        found = [Violation("same layout", "\(result) differs by rounding from \(expected)")]
      }
    }
    let flags = sizes.indices.map { flow.isSizeEstimated(at: $0) }
    if flags != estimated || flow.estimatedCount != estimated.filter({ $0 }).count {
      found.append(Violation(
        "estimates", "estimated \(flags) (\(flow.estimatedCount)), expected \(estimated)"))
    }
    return found
  }

  /// A flow of known sizes, a viewport near its content and an overscan.
  static let windows = setups.flatMap { options, width, estimate in
    Gen<[Size]>.itemSizes(
      for: Size(width: width, height: .infinity), options: options, count: 0...30
    ).flatMap { sizes in
      let coordinate = Gen<Double>.double(in: -50...600, step: 0.5)
      let extent = Gen<Double>.frequency(
        (4, .double(in: 0...300, step: 0.5)), (1, .constant(0)), (1, .constant(1_000_000)))
      let overscan = Gen<Double>.frequency((1, .constant(0)), (2, .double(in: 0...100, step: 0.5)))
      return Gen { source in
        let viewport = Rect(
          x: coordinate.generate(using: &source), y: coordinate.generate(using: &source),
          width: extent.generate(using: &source), height: extent.generate(using: &source))
        return (options, width, sizes, viewport, overscan.generate(using: &source))
      }
    }
  }

  @Test("A window's visible and declared ranges run from the first to the last item they touch")
  func windowMatchesBruteForce() {
    check(Self.windows) { options, width, sizes, viewport, overscan in
      var flow = try LazyFlow(width: width, options: options, estimatedItemSize: .zero)
      try flow.appendItems(sizes: sizes)
      let window = flow.window(for: viewport, overscan: overscan)
      let frames = flow.layout.result.frames
      let extended = Rect(
        x: viewport.minX, y: viewport.minY - overscan, width: viewport.width,
        height: viewport.height + 2 * overscan)
      func bruteForce(_ rect: Rect) -> Range<Int>? {
        let hits = frames.indices.filter { frames[$0].intersects(rect) }
        return hits.first.flatMap { first in hits.last.map { first..<($0 + 1) } }
      }
      var found: [Violation] = []
      for (name, range, rect) in [
        ("visible", window.visible, viewport), ("declared", window.declared, extended),
      ] {
        let expected = bruteForce(rect)
        let matches = expected.map { range == $0 } ?? range.isEmpty
        found += Violation.unless(
          matches, "\(name) \(range) for \(rect), brute force \(String(describing: expected))",
          invariant: name)
      }
      let last = bruteForce(viewport).map { $0.upperBound - 1 }
      found += Violation.unless(
        window.position.lastVisibleIndex == last && window.position.itemCount == sizes.count
          && window.position.offset == viewport.minY
          && window.position.contentLength == flow.layout.result.contentSize.height,
        "position \(window.position), last visible by brute force \(String(describing: last))",
        invariant: "position")
      return found
    }
  }
}

extension LazyFlowPropertyTests {
  /// The defects the operation-sequence property found (now fixed), each as its shrunk case.
  @Suite struct FoundDefects {
    static let estimate = Size(width: 60, height: 20)

    @Test("An item that shrinks at the start of a line moves up to the previous line")
    func shrinkingLineStartReflowsPreviousLine() throws {
      // 60 + 60 > 100, so the estimates sit on two lines; measured at 30, item 1 fits after
      // item 0 (60 + 30 = 90), as one layout of the measured sizes puts it.
      var flow = try LazyFlow(width: 100, estimatedItemSize: Self.estimate)
      flow.appendItems(count: 2)
      try flow.setSizes([(1, Size(width: 30, height: 20))])
      let expected = try Flow.layout(
        [Self.estimate, Size(width: 30, height: 20)], in: Size(width: 100, height: .infinity))
      #expect(flow.layout.result.frames[1] == Rect(x: 60, y: 0, width: 30, height: 20))
      #expect(flow.layout.result == expected)
    }

    @Test("A rejected batch of measurements leaves every item's estimate flag as it was")
    func rejectedBatchKeepsEstimates() throws {
      var flow = try LazyFlow(width: 100, estimatedItemSize: Self.estimate)
      flow.appendItems(count: 2)
      #expect(throws: ReflowError.self) {
        try flow.setSizes([(0, Size(width: 10, height: 10)), (1, Size(width: .nan, height: 1))])
      }
      #expect(flow.isSizeEstimated(at: 0))
      #expect(flow.estimatedCount == 2)
    }

    @Test("Of two measurements of one item in a batch, the last one wins")
    func lastMeasurementWins() throws {
      var flow = try LazyFlow(width: 100, estimatedItemSize: Self.estimate)
      flow.appendItems(count: 1)
      try flow.setSizes([(0, Size(width: 30, height: 20)), (0, Self.estimate)])
      #expect(flow.layout.result.frames[0].size == Self.estimate)
    }
  }
}
