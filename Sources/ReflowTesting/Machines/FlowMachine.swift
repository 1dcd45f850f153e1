/// The ready-made model-based test of a `Flow` (or any ``ResumableFlowLayout``): generated
/// sequences of `add`, `add(contentsOf:)`, `finish`, `removeItems(from:)` and reads of `result`,
/// checked step by step against ``ReferenceFlow`` laying out the accepted sizes from scratch.
///
/// ```swift
/// @Test("Flow behaves like the reference layout under any sequence of operations")
/// func flowMachine() {
///   check(FlowMachine<Flow>())
/// }
/// ```
///
/// What each step checks:
/// - `add` returns the item's frame as the reference places it with leading, top alignment
///   (the place it holds until its line is aligned), or throws
///   `ReflowError.invalidItemSize(index:size:)` for a bad size and changes nothing;
/// - `add(contentsOf:)` adds every size, or throws for the first bad one and adds none;
/// - `finish()` returns the reference layout of every accepted size;
/// - `removeItems(from:)` forgets the items from an index on (past the end: nothing);
/// - `result` equals the reference layout when nothing changed since `finish()`, and
///   otherwise holds every item, with each line before the last (which may still be open)
///   already equal to the reference's;
/// - after every step, `count` is the number of accepted sizes.
///
/// Each run starts from a generated ``LayoutCase`` (container and options; its sizes, if any,
/// are added first), which shrinks with the steps and prints as Swift in the replay.
public struct FlowMachine<Layout: ResumableFlowLayout>: StateMachineTest {
  /// What the reference knows: the container, the options and the accepted sizes, and whether
  /// the layout was finished since they last changed.
  public struct Model: Sendable {
    /// The accepted sizes in their container, with the options.
    public var layoutCase: LayoutCase
    /// Whether `finish()` ran since the sizes last changed.
    public var isFinished: Bool
  }

  /// The generator of each run's container and options (and sizes to start with).
  public var setups: Gen<LayoutCase>
  /// The valid sizes `add` draws from; exact fits of the open line and invalid sizes are mixed
  /// in.
  public var sizes: Gen<Size>

  /// Creates the machine.
  ///
  /// - Parameters:
  ///   - setups: Each run's container and options, and sizes to add before the first step.
  ///   - sizes: The valid sizes to add.
  public init(
    setups: Gen<LayoutCase> = .layoutCase(items: 0...0),
    sizes: Gen<Size> = .size(width: 0...80, height: 0...40)
  ) {
    self.setups = setups
    self.sizes = sizes
  }

  public func makeSystem(_ setup: LayoutCase) throws -> Layout {
    var layout = try Layout(container: setup.container, options: setup.options)
    try layout.add(contentsOf: setup.sizes)
    return layout
  }

  public func makeModel(_ setup: LayoutCase) -> Model {
    Model(layoutCase: setup, isFinished: setup.sizes.isEmpty)
  }

  public var commands: [ModelCommand<Layout, Model>] {
    let sizes = self.sizes
    return [
      ModelCommand(
        "add", weight: 6, arguments: { Self.itemSize($0.layoutCase, valid: sizes) },
        run: { layout, size in Result { () throws(ReflowError) in try layout.add(size) } },
        model: { model, size in Self.add([size], to: &model).map { $0.frames.last ?? .zero } },
        compare: sameOutcome),
      ModelCommand(
        "addContents", weight: 2,
        arguments: { model in
          Gen<[Size]>.array(of: Self.itemSize(model.layoutCase, valid: sizes), count: 0...4)
        },
        run: { layout, sizes in
          Result { () throws(ReflowError) in try layout.add(contentsOf: sizes) }.map { 0 }
        },
        model: { model, sizes in Self.add(sizes, to: &model).map { _ in 0 } },
        compare: sameOutcome),
      ModelCommand(
        "finish", weight: 2, arguments: { _ in Gen<Void>.constant(()) },
        run: { layout, _ in FlowOutput(layout.finish()) },
        model: { model, _ in
          model.isFinished = true
          return Self.reference(model.layoutCase)
        },
        compare: { FlowInvariants.agreement($0, $1) }),
      ModelCommand(
        "removeItems", arguments: { model in Gen.int(in: -1...(model.layoutCase.sizes.count + 1)) }
      ) { layout, index in
        layout.removeItems(from: index)
      } model: { model, index in
        let start = max(0, index)
        guard start < model.layoutCase.sizes.count else { return }
        model.layoutCase.sizes.removeSubrange(start...)
        model.isFinished = false
      },
      ModelCommand(
        "result", arguments: { _ in Gen<Void>.constant(()) },
        run: { layout, _ in FlowOutput(layout.result) },
        model: { model, _ in (Self.reference(model.layoutCase), model.isFinished) },
        compare: resultAgrees),
    ]
  }

  /// Requires the layout to hold as many items as the model accepted.
  ///
  /// - Parameters:
  ///   - layout: The layout after a step.
  ///   - model: The model after the step.
  /// - Returns: A violation when the counts differ.
  public func invariants(_ layout: Layout, _ model: Model) -> [Violation] {
    let expected = model.layoutCase.sizes.count
    return Violation.unless(
      layout.count == expected, "count is \(layout.count), expected \(expected)",
      invariant: "count")
  }

  // MARK: - The model's side

  /// Adds `sizes` to the model when all are valid, and returns the reference layout with
  /// leading, top alignment (where `add` places items), or the error `add` must throw.
  static func add(_ sizes: [Size], to model: inout Model) -> Result<FlowOutput, ReflowError> {
    let count = model.layoutCase.sizes.count
    if let bad = sizes.firstIndex(where: { !$0.isValidLayoutSize }) {
      return .failure(.invalidItemSize(index: count + bad, size: sizes[bad]))
    }
    model.layoutCase.sizes += sizes
    if !sizes.isEmpty { model.isFinished = false }
    var provisional = model.layoutCase
    provisional.options.alignment = .leading
    provisional.options.itemAlignment = .top
    return .success(reference(provisional))
  }

  /// The reference layout of a case the machine keeps valid.
  static func reference(_ layoutCase: LayoutCase) -> FlowOutput {
    (try? layoutCase.referenceLayout())
      ?? FlowOutput(frames: [], lines: [], contentSize: .zero)
  }

  /// A size for `add` after the sizes of `layoutCase`: mostly a valid one, sometimes one that
  /// exactly fills the open line or overflows it by half a point, now and then a NaN, infinite
  /// or negative one. The fuzz targets draw their sizes from it too.
  package static func itemSize(_ layoutCase: LayoutCase, valid: Gen<Size>) -> Gen<Size> {
    let frame = FlowFrame(container: layoutCase.container, options: layoutCase.options)
    let remaining = openLineRemaining(layoutCase, frame: frame)
    let fitting = { (length: Double) -> Size in
      layoutCase.options.axis == .horizontal
        ? Size(width: length, height: 10) : Size(width: 10, height: length)
    }
    let invalid = Gen<Double>.element(.nan, -1, .infinity)
    // The same alternatives in every state (a valid size stands in for a fit that does not
    // exist), so an argument's choices mean the same size when shrinking drops steps before it.
    return .frequency(
      (10, valid),
      (2, remaining.map { .constant(fitting($0)) } ?? valid),
      (1, remaining.map { .constant(fitting($0 + 0.5)) } ?? valid),
      (1, invalid.map { Size(width: $0, height: 1) }))
  }

  /// The length left on the open line after the item spacing, or `nil` when the line is
  /// unbounded or full.
  static func openLineRemaining(_ layoutCase: LayoutCase, frame: FlowFrame) -> Double? {
    guard frame.available.isFinite else { return nil }
    let output = reference(layoutCase)
    guard let line = output.lines.last else { return frame.available }
    let used = line.range.reduce(0) { $0 + frame.mainLength(layoutCase.sizes[$1]) }
      + layoutCase.options.itemSpacing * Double(line.range.count)
    let remaining = frame.available - used
    return remaining >= 0 ? remaining : nil
  }
}

// MARK: - Comparisons

/// Whether an operation's outcome matches the model's: frames equal up to rounding, or the
/// same error (NaN sizes compare by their text).
private func sameOutcome<Value>(
  _ observed: Result<Value, ReflowError>, _ expected: Result<Value, ReflowError>
) -> [Violation] {
  switch (observed, expected) {
  case (.success(let value), .success(let wanted)):
    if let rect = value as? Rect, let wanted = wanted as? Rect, !nearlyEqual(rect, wanted) {
      return [Violation("result", "returned \(rect), expected \(wanted)")]
    }
    return []
  case (.failure(let error), .failure(let wanted)) where "\(error)" == "\(wanted)":
    return []
  default:
    return [Violation("result", "\(outcome(observed)), expected \(outcome(expected))")]
  }
}

private func outcome<Value>(_ result: Result<Value, ReflowError>) -> String {
  switch result {
  case .success(let value): "returned \(value)"
  case .failure(let error): "threw \(error)"
  }
}

/// Whether `result` is right: the reference layout when finished since the last change;
/// otherwise every item present, and each line but the last (which may be open) equal to the
/// reference's.
private func resultAgrees(
  _ observed: FlowOutput, _ expected: (reference: FlowOutput, isFinished: Bool)
) -> [Violation] {
  let reference = expected.reference
  if expected.isFinished { return FlowInvariants.agreement(observed, reference) }
  guard observed.frames.count == reference.frames.count else {
    return [Violation(
      "result", "\(observed.frames.count) frames, expected \(reference.frames.count)")]
  }
  // The last line may still be open, its items where they sit until it is aligned.
  for (number, line) in observed.lines.enumerated().dropLast() {
    guard number < reference.lines.count, line.range == reference.lines[number].range,
      nearlyEqual(line.rect, reference.lines[number].rect),
      line.range.allSatisfy({ nearlyEqual(observed.frames[$0], reference.frames[$0]) })
    else {
      let wanted = number < reference.lines.count ? "\(reference.lines[number])" : "no line"
      return [Violation("result", "line \(number) is \(line), expected \(wanted)")]
    }
  }
  return []
}
