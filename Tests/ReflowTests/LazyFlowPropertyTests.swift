import ReflowTesting
import Testing

@testable import Reflow

/// Properties of `LazyFlow` and the `FlowIndex` under it: any sequence of appends, insertions,
/// removals, moves and measurements lays out as one `Flow.layout` of the final sizes, within
/// 1e-9, after every step; a window shows exactly the items a brute-force search of every frame
/// finds.
@Suite struct LazyFlowPropertyTests {
  /// Options on either axis (right to left only for rows: a column flow scrolls sideways without
  /// end and has no right edge), the extent lines wrap at, and an estimate.
  static let setups = Gen<FlowOptions>.flowOptions().map { options in
    var options = options
    if options.axis == .vertical && options.direction == .rightToLeft {
      options.direction = .leftToRight
    }
    return options
  }.flatMap { options in
    Gen<(Size, Size)>.zip(.container(for: options), .size(width: 0...120, height: 0...40))
      .map { container, estimate in (options, container[options.axis], estimate) }
  }

  static let runs = setups.flatMap { setup in
    Gen<[LazyFlowOperation]>.array(of: .lazyFlowOperation(), count: 0...16).map { (setup, $0) }
  }

  /// Index blocks of a few items, so that edits split, join and copy blocks all the time.
  static let smallBlockRuns = Gen<(Int, ((FlowOptions, Double, Size), [LazyFlowOperation]))>.zip(
    .element(2, 3, 8), runs)

  @Test("Any edits and measurements equal one layout of the final sizes, after every step")
  func operationSequences() {
    check(Self.runs) { setup, operations in
      try Self.replay(operations, setup: setup)
    }
  }

  @Test("The same holds with index blocks of two, three or eight items")
  func smallBlocks() {
    check(Self.smallBlockRuns) { blockItems, run in
      try Self.replay(run.1, setup: run.0, maximumBlockItems: blockItems)
    }
  }

  /// The model: item sizes and which are estimated.
  struct Model {
    var sizes: [Size] = []
    var estimated: [Bool] = []

    func isValid(_ range: Range<Int>) -> Bool {
      range.lowerBound >= 0 && range.upperBound <= sizes.count
    }
  }

  /// Applies `operations` to a lazy flow and to a model, comparing them after every step.
  static func replay(
    _ operations: [LazyFlowOperation], setup: (FlowOptions, Double, Size),
    maximumBlockItems: Int = 512
  ) throws -> [Violation] {
    let (options, lineLength, estimate) = setup
    let container = LazyFlow.container(lineLength: lineLength, axis: options.axis)
    var flow = LazyFlow(
      flow: try Flow(container: container, options: options), estimatedItemSize: estimate,
      maximumBlockItems: maximumBlockItems)
    var model = Model()
    for (step, operation) in operations.enumerated() {
      let before = flow.index.flowResult()
      var found: [Violation] = []
      /// Runs `edit`, which must throw exactly when `valid` is false, and applies `change` to the
      /// model when it does not.
      func expect(valid: Bool, _ edit: () throws -> Void, _ change: (inout Model) -> Void) {
        do {
          try edit()
          if valid { change(&model) }
          found += Violation.unless(valid, "accepted invalid input", invariant: "validation")
        } catch {
          found += Violation.unless(!valid, "threw \(error)", invariant: "validation")
          found += Violation.unless(
            flow.index.flowResult() == before, "a rejected edit changed the layout",
            invariant: "atomic")
        }
      }
      switch operation {
      case .appendEstimated(let count):
        flow.appendItems(count: count)
        model.sizes += repeatElement(estimate, count: count)
        model.estimated += repeatElement(true, count: count)
      case .append(let appended):
        expect(valid: appended.allSatisfy(\.isValidLayoutSize)) {
          try flow.appendItems(sizes: appended)
        } _: {
          $0.sizes += appended
          $0.estimated += repeatElement(false, count: appended.count)
        }
      case .setSizes(let measurements):
        let valid = measurements.filter { $0.index >= 0 && $0.index < model.sizes.count }
        var moved = false
        expect(valid: valid.allSatisfy { $0.size.isValidLayoutSize }) {
          moved = try flow.setSizes(measurements.map { ($0.index, $0.size) })
        } _: { model in
          var changed = false
          for measurement in valid {
            changed = changed || model.sizes[measurement.index] != measurement.size
            model.sizes[measurement.index] = measurement.size
            model.estimated[measurement.index] = false
          }
          found += Violation.unless(
            moved == changed, "setSizes returned \(moved), but the sizes changed: \(changed)",
            invariant: "moved")
        }
      case .insertEstimated(let position, let count):
        expect(valid: model.isValid(position..<position)) {
          try flow.insertItems(count: count, at: position)
        } _: {
          $0.sizes.insert(contentsOf: repeatElement(estimate, count: count), at: position)
          $0.estimated.insert(contentsOf: repeatElement(true, count: count), at: position)
        }
      case .insert(let position, let sizes):
        expect(valid: model.isValid(position..<position) && sizes.allSatisfy(\.isValidLayoutSize)) {
          try flow.insertItems(sizes: sizes, at: position)
        } _: {
          $0.sizes.insert(contentsOf: sizes, at: position)
          $0.estimated.insert(contentsOf: repeatElement(false, count: sizes.count), at: position)
        }
      case .remove(let position, let count):
        let range = position..<(position + count)
        expect(valid: model.isValid(range)) {
          try flow.removeItems(in: range)
        } _: {
          $0.sizes.removeSubrange(range)
          $0.estimated.removeSubrange(range)
        }
      case .move(let position, let count, let destination):
        let range = position..<(position + count)
        let fits = destination >= 0 && destination <= model.sizes.count - count
        expect(valid: model.isValid(range) && fits) {
          try flow.moveItems(range, to: destination)
        } _: { model in
          let sizes = Array(model.sizes[range])
          let estimated = Array(model.estimated[range])
          model.sizes.removeSubrange(range)
          model.estimated.removeSubrange(range)
          model.sizes.insert(contentsOf: sizes, at: destination)
          model.estimated.insert(contentsOf: estimated, at: destination)
        }
      }
      found += try compare(flow, model, lineLength: lineLength, options: options)
      if !found.isEmpty {
        return found.map { Violation($0.invariant, "step \(step) \(operation): \($0.message)") }
      }
    }
    return []
  }

  /// Compares the flow with one layout of the model's sizes, and its estimate flags.
  static func compare(_ flow: LazyFlow, _ model: Model, lineLength: Double, options: FlowOptions)
    throws -> [Violation]
  {
    let container = LazyFlow.container(lineLength: lineLength, axis: options.axis)
    let expected = try Flow.layout(model.sizes, in: container, options: options)
    var found = FlowIndexMatching.violations(flow.index, expected)
    let flags = model.sizes.indices.map { flow.isSizeEstimated(at: $0) }
    if flags != model.estimated || flow.estimatedCount != model.estimated.filter({ $0 }).count {
      found.append(
        Violation(
          "estimates", "estimated \(flags) (\(flow.estimatedCount)), expected \(model.estimated)"))
    }
    return found
  }

  /// A flow of known sizes, a viewport near its content and an overscan.
  static let windows = setups.flatMap { options, lineLength, estimate in
    let container = LazyFlow.container(lineLength: lineLength, axis: options.axis)
    return Gen<[Size]>.itemSizes(for: container, options: options, count: 0...30).flatMap { sizes in
      let coordinate = Gen<Double>.double(in: -50...600, step: 0.5)
      let extent = Gen<Double>.frequency(
        (4, .double(in: 0...300, step: 0.5)), (1, .constant(0)), (1, .constant(1_000_000)))
      let overscan = Gen<Double>.frequency((1, .constant(0)), (2, .double(in: 0...100, step: 0.5)))
      return Gen { source in
        let viewport = Rect(
          x: coordinate.generate(using: &source), y: coordinate.generate(using: &source),
          width: extent.generate(using: &source), height: extent.generate(using: &source))
        return (options, lineLength, sizes, viewport, overscan.generate(using: &source))
      }
    }
  }

  @Test("A window's visible and declared ranges run from the first to the last item they touch")
  func windowMatchesBruteForce() {
    check(Self.windows) { options, lineLength, sizes, viewport, overscan in
      var flow = try LazyFlow(lineLength: lineLength, options: options, estimatedItemSize: .zero)
      try flow.appendItems(sizes: sizes)
      let window = flow.window(for: viewport, overscan: overscan)
      let frames = flow.index.frames(in: 0..<flow.count)
      let vertical = flow.scrollAxis == .vertical
      let extended =
        vertical
        ? Rect(
          x: viewport.minX, y: viewport.minY - overscan, width: viewport.width,
          height: viewport.height + 2 * overscan)
        : Rect(
          x: viewport.minX - overscan, y: viewport.minY, width: viewport.width + 2 * overscan,
          height: viewport.height)
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
        found += Violation.unless(
          flow.index.indices(intersecting: rect)
            == frames.indices.filter { frames[$0].intersects(rect) },
          "indices(intersecting: \(rect)) differ from brute force", invariant: "indices")
      }
      let last = bruteForce(viewport).map { $0.upperBound - 1 }
      let content = flow.contentSize[flow.scrollAxis]
      found += Violation.unless(
        window.position.lastVisibleIndex == last && window.position.itemCount == sizes.count
          && window.position.offset == (vertical ? viewport.minY : viewport.minX)
          && window.position.contentLength == content,
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
      #expect(flow.frame(at: 1) == Rect(x: 60, y: 0, width: 30, height: 20))
      #expect(flow.index.flowResult() == expected)
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
      #expect(flow.frame(at: 0)?.size == Self.estimate)
    }
  }
}
