import Reflow

/// The ready-made model-based test of a `LazyFlow` (or any ``IncrementalFlowLayout``):
/// generated sequences of appends, insertions, removals and moves of estimated or measured
/// items, measurements, edits of one property of an item, resizes, scrolls and jumps, checked
/// after every step against a from-scratch `Flow` layout of the model's items.
///
/// ```swift
/// @Test("LazyFlow lays out like one Flow of its sizes after any edits and measurements")
/// func lazyFlowMachine() {
///   check(LazyFlowMachine<LazyFlow>())
///   check(LazyFlowMachine<LazyFlow>(setups: .lazyFlowSetup(blockItems: [2, 3, 8])))
/// }
/// ```
///
/// The commands:
/// - `appendEstimated`, `append`, `insertEstimated`, `insert`: items not measured yet (the
///   setup's estimate) or of known sizes (exact fits of the open line and NaN, infinite or
///   negative sizes among them), at positions in and out of range;
/// - `appendItems`, `insertItems`: items with grow factors, baselines and forced breaks, now and
///   then an invalid one (a NaN or negative grow factor, a baseline below the item);
/// - `measure`: `setSizes` for a few items, mostly estimated ones, now and then out of range
///   (ignored) or invalid (the batch is rejected, also for a baseline below the new height); it
///   returns whether a size changed;
/// - `setItems`: `setItems` for a few items, most changing one property alone — the size, the
///   grow factor, the baseline or the forced break — some a whole new item, now and then an
///   invalid or out-of-range one; it returns whether an item changed;
/// - `remove`, `removeTail`, `move`: ranges in and out of range;
/// - `resize`: `setLineLength`, sometimes to NaN, a negative or an infinite length;
/// - `scroll` and `jump`: a viewport at an offset, or at an item's frame, queried with
///   `window(for:overscan:)`, `indices(intersecting:)` and `frame(at:)`, which must equal a
///   brute-force search of the model's layout.
///
/// An edit throws exactly when its input is invalid, and then changes nothing. After every
/// step (``invariants(_:_:)``): the count, the estimated count, each item's estimate flag and
/// each item (`item(at:)`) match the model; every frame (through `frame(at:)` and `frames(in:)`), every line and line
/// lookup and the content size equal `Flow.layout` of the model's sizes within a billionth of
/// the layout's largest coordinate; and the index's own invariants hold.
public struct LazyFlowMachine<Layout: IncrementalFlowLayout>: StateMachineTest, Sendable {
  /// What the from-scratch layout knows: the setup, the line length, and the items' sizes
  /// and estimate flags.
  public typealias Model = LazyFlowModel

  /// The generator of each run's options, line length, estimate and block capacity.
  public var setups: Gen<LazyFlowSetup>
  /// The valid sizes items are appended, inserted and measured with; exact fits of the open
  /// line and invalid sizes are mixed in.
  public var sizes: Gen<Size>
  /// How many items an estimated append or insertion adds.
  public var runLengths: Gen<Int>

  /// Creates the machine.
  ///
  /// - Parameters:
  ///   - setups: Each run's options, line length, estimate and index block capacity.
  ///   - sizes: The valid sizes to append, insert and measure.
  ///   - runLengths: How many estimated items an append or insertion adds: by default a few,
  ///     now and then hundreds (long runs of estimates lay out as one line repeated, which
  ///     edits must split and skip).
  public init(
    setups: Gen<LazyFlowSetup> = .lazyFlowSetup(),
    sizes: Gen<Size> = .size(width: 0...120, height: 0...40),
    runLengths: Gen<Int> = .frequency((4, .int(in: 0...8)), (1, .int(in: 0...300)))
  ) {
    self.setups = setups
    self.sizes = sizes
    self.runLengths = runLengths
  }

  public func makeSystem(_ setup: LazyFlowSetup) throws -> Layout {
    try Layout(setup)
  }

  public func makeModel(_ setup: LazyFlowSetup) -> Model {
    Model(setup: setup)
  }

  /// Requires the flow to hold the model's items with their estimate flags, laid out as
  /// `Flow.layout` lays out the model's sizes, with a consistent index.
  ///
  /// - Parameters:
  ///   - flow: The flow after a step.
  ///   - model: The model after the step.
  /// - Returns: Every difference, up to a few frames.
  /// - Complexity: O(*n* log *n*) for *n* items.
  public func invariants(_ flow: Layout, _ model: Model) -> [Violation] {
    let index = flow.index
    guard let expected = model.layout else {
      return [Violation("model", "Flow.layout rejected the model's items \(model.items)")]
    }
    var found = Self.violations(index, expected, container: model.container)
    for (position, wanted) in model.items.enumerated() {
      guard let item = flow.item(at: position), Self.isSame(item, wanted) else {
        found.append(Violation(
          "items", "item \(position) is \(String(describing: flow.item(at: position))),"
            + " expected \(wanted)", indices: [position]))
        break
      }
    }
    let flags = (0..<index.count).map(index.isSizeEstimated(at:))
    let estimatedCount = model.estimated.filter { $0 }.count
    if flags != model.estimated || index.estimatedCount != estimatedCount {
      found.append(Violation(
        "estimates", "estimated \(flags) (\(index.estimatedCount)), expected \(model.estimated)"))
    }
    return found
  }

  /// Whether two items are the same: equal grow factors, baselines and forced breaks, and sizes
  /// within the 1e-9 a size change must exceed to count.
  static func isSame(_ item: FlowItem, _ other: FlowItem) -> Bool {
    func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 * max(1, abs(a), abs(b)) }
    return item.grow == other.grow && item.baseline == other.baseline
      && item.breakBefore == other.breakBefore && close(item.size.width, other.size.width)
      && close(item.size.height, other.size.height)
  }

  /// Every difference between `index` and `expected`, a from-scratch layout of its sizes:
  /// frames (through `frame(at:)` and `frames(in:)`), lines, line lookups and the content size,
  /// within a billionth of the largest coordinate, and the index's own invariants.
  package static func violations(_ index: FlowIndex, _ expected: FlowResult, container: Size)
    -> [Violation]
  {
    guard index.count == expected.frames.count else {
      return [Violation("count", "\(index.count) items, expected \(expected.frames.count)")]
    }
    let frames = index.frames(in: 0..<index.count)
    let tolerance = LayoutTolerance(
      container: container, options: index.options,
      frames: [frames, expected.frames, expected.lines.map(\.rect)])
    var found: [Violation] = []
    for (item, wanted) in expected.frames.enumerated()
    where !tolerance.equal(frames[item], wanted)
      || index.frame(at: item).map({ tolerance.equal($0, wanted) }) != true
    {
      found.append(Violation(
        "frames",
        "item \(item) is at \(frames[item]) (frame(at:) "
          + "\(String(describing: index.frame(at: item)))), expected \(wanted)",
        indices: [item]))
      if found.count > 5 { return found }
    }
    if index.lineCount != expected.lines.count {
      found.append(Violation(
        "lines", "\(index.lineCount) lines, expected \(expected.lines.map(\.range))"))
    } else {
      for (number, wanted) in expected.lines.enumerated() {
        guard let line = index.line(at: number),
          line.range == wanted.range && tolerance.equal(line.rect, wanted.rect)
        else {
          found.append(Violation(
            "lines",
            "line \(number) is \(String(describing: index.line(at: number))), expected"
              + " \(wanted.range) in \(wanted.rect)"))
          continue
        }
        if let item = wanted.range.first(where: { index.line(containing: $0) != number }) {
          found.append(Violation(
            "line lookup",
            "item \(item) is on line \(String(describing: index.line(containing: item))),"
              + " expected \(number)"))
        }
      }
    }
    if !tolerance.equal(index.contentSize, expected.contentSize) {
      found.append(
        Violation("content size", "\(index.contentSize), expected \(expected.contentSize)"))
    }
    return found + index.checkInvariants().map { Violation("index invariants", $0) }
  }
}

/// What ``LazyFlowMachine`` compares a lazy flow with: the setup, the current line length, and
/// each item (its size, grow factor, baseline and forced break) and whether its size is still
/// the estimate, laid out from scratch by `Flow`.
public struct LazyFlowModel: Hashable, Sendable {
  /// The run's setup.
  public var setup: LazyFlowSetup
  /// The extent lines wrap at now.
  public var lineLength: Double
  /// Every item, estimated or measured.
  public var items: [FlowItem] = []
  /// Whether each item still has the estimated size.
  public var estimated: [Bool] = []

  /// The model of an empty flow made from `setup`.
  ///
  /// - Parameter setup: The run's setup.
  public init(setup: LazyFlowSetup) {
    self.setup = setup
    lineLength = setup.lineLength
  }

  /// Every item's size, estimated or measured.
  public var sizes: [Size] { items.map(\.size) }

  /// The container lines wrap in.
  public var container: Size {
    LazyFlow.container(lineLength: lineLength, axis: setup.options.axis)
  }

  /// `Flow.layout` of the items, or `nil` if it throws (the machine keeps them valid).
  public var layout: FlowResult? {
    try? Flow.layout(items, in: container, options: setup.options)
  }

  /// Whether `range` lies within the items.
  func contains(_ range: Range<Int>) -> Bool {
    range.lowerBound >= 0 && range.upperBound <= items.count
  }

  /// Inserts items at `position`, estimated or not.
  mutating func insert(_ inserted: [FlowItem], estimated isEstimated: Bool, at position: Int) {
    items.insert(contentsOf: inserted, at: position)
    estimated.insert(contentsOf: repeatElement(isEstimated, count: inserted.count), at: position)
  }

  /// Inserts items of `sizes`, with no other property, at `position`.
  mutating func insert(_ sizes: [Size], estimated isEstimated: Bool, at position: Int) {
    insert(sizes.map { FlowItem($0) }, estimated: isEstimated, at: position)
  }

  /// Removes the items in `range`.
  mutating func remove(_ range: Range<Int>) {
    items.removeSubrange(range)
    estimated.removeSubrange(range)
  }
}
