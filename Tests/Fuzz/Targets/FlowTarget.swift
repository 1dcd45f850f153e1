#if !FUZZING
import Testing
#endif
import Reflow
import ReflowTesting

/// Fuzzes the `Flow` state machine with operation sequences decoded from the input, against a
/// model that lays the accepted sizes out from scratch.
///
/// The input decodes (through `ChoiceSource(bytes:)`) into a container and options, then steps:
/// `add`, `add(contentsOf:)`, `finish()`, `removeItems(from:)`, a relayout in new options
/// (a new `Flow` given every accepted size again), and queries of the result. Sizes, spacings,
/// insets and extents include exact fits of the open line, -0, NaN, infinities, negative,
/// tiny and huge values and any bit pattern; query rectangles are any finite rectangle.
///
/// The oracle, at every step:
/// - `Flow(container:options:)` throws exactly when `ReferenceFlow` rejects the same container
///   and options, with the same error;
/// - `add` throws `invalidItemSize` exactly for an invalid size; otherwise it returns the frame
///   the reference gives the item with leading, top alignment; `add(contentsOf:)` adds all of
///   its sizes or none;
/// - a rejected `add` or `add(contentsOf:)` changes nothing at all: `result` is the same to
///   the bit (`FlowInvariants.identity`);
/// - `count` is the number of accepted sizes;
/// - after every `finish()`: the frames, lines and content size equal `ReferenceFlow`'s layout
///   of the accepted sizes within a billionth of the layout's largest coordinate
///   (`FuzzTolerance`), and are bit for bit, sign of zero included, those of a from-scratch
///   `Flow.layout` of them (one batch) and of a from-scratch `Flow` given them one at a time;
/// - the queries of every finished result, and after the last step of `result` as it stands,
///   answer as a search of every frame does (`FlowInvariants.queries`): for frames and lines,
///   slivers one ulp thin at their edges, and (after the last step) rectangles anywhere.
enum FlowTarget: FuzzTarget {
  static let name = "flow"

  /// One step of a run.
  enum Step {
    /// `add`, `add(contentsOf:)` or `finish()`.
    case operation(FlowOperation)
    /// `removeItems(from:)`.
    case removeItems(from: Int)
    /// A new layout in a new container and options, given the accepted sizes again.
    case relayout(container: Size, options: FlowOptions)
    /// Queries of `result` as it stands, after the last step: around the items at these
    /// positions (taken modulo the number of frames), and these rectangles.
    case query(items: [Int], rects: [Rect])
  }

  /// The most steps one input runs.
  static let maximumSteps = 256

  static func violations(in input: [UInt8]) -> [String] {
    violations(in: input, of: Flow.self)
  }

  /// The oracle's findings for a run of `Layout`: `Flow`, or a stand-in with a planted bug.
  static func violations<Layout: ResumableFlowLayout>(
    in input: [UInt8], of layout: Layout.Type
  ) -> [String] {
    var source = ChoiceSource(bytes: input)
    var run = Run<Layout>(
      container: FuzzValues.container.generate(using: &source),
      options: FuzzValues.flowOptions.generate(using: &source))
    var found = run.start()
    var steps = 0
    while found.isEmpty && steps < maximumSteps && source.chooseBool(probability: 0.95) {
      steps += 1
      let step = stepGenerator(after: run.model).generate(using: &source)
      found = run.perform(step)
    }
    if found.isEmpty { found = run.perform(finalQuery.generate(using: &source)) }
    return found.isEmpty ? [] : found.map { "step \(steps): \($0)" } + ["in \(run.model)"]
  }

  /// The steps that can follow `model`: sizes that fill or overflow its open line come up often.
  static func stepGenerator(after model: LayoutCase) -> Gen<Step> {
    let size = FlowMachine<Flow>.itemSize(model, valid: FuzzValues.size())
    let removal = Gen<Int>.int(in: -1...(model.sizes.count + 1))
    return .frequency(
      (8, size.map { .operation(.add($0)) }),
      (2, FuzzValues.list(of: size, maximum: 6).map { .operation(.addContents($0)) }),
      (3, .constant(.operation(.finish))),
      (1, removal.map { .removeItems(from: $0) }),
      (1, Gen<(Size, FlowOptions)>.zip(FuzzValues.container, FuzzValues.flowOptions).map {
        .relayout(container: $0, options: $1)
      }))
  }

  /// The queries after the last step: around some items, and rectangles anywhere. They come
  /// after the steps, so that the inputs kept before queries were fuzzed decode as they did.
  static var finalQuery: Gen<Step> {
    Gen<([Int], [Rect])>.zip(
      FuzzValues.list(of: .int(in: 0...1_023), maximum: 3),
      FuzzValues.list(of: FuzzValues.rect, maximum: 4)
    ).map { .query(items: $0, rects: $1) }
  }

  /// The rectangles the query checks ask about near `result`'s content: its frames and lines
  /// (at most `limit` of each, spread out, and those at `items`), and for each of them the
  /// slivers one ulp thin just inside and just outside each edge.
  static func probes(of result: FlowResult, items: [Int], limit: Int = 8) -> [Rect] {
    let frames = result.frames
    let lines = result.lines.map(\.rect)
    func spread(_ rects: [Rect]) -> [Rect] {
      rects.count <= limit ? rects : (0..<limit).map { rects[$0 * (rects.count - 1) / (limit - 1)] }
    }
    let chosen = frames.isEmpty ? [] : items.map { frames[$0 % frames.count] }
    return (spread(frames) + spread(lines) + chosen).flatMap { rect in
      [rect] + slivers(at: rect)
    }
  }

  /// Rectangles one ulp thin along each edge of `rect`, just inside and just outside it, as
  /// long as `rect` itself.
  static func slivers(at rect: Rect) -> [Rect] {
    let (minX, maxX, minY, maxY) = (rect.minX, rect.maxX, rect.minY, rect.maxY)
    func across(_ lower: Double) -> Rect {
      Rect(x: lower, y: minY, width: lower.ulp, height: rect.height)
    }
    func along(_ lower: Double) -> Rect {
      Rect(x: minX, y: lower, width: rect.width, height: lower.ulp)
    }
    return [
      across(minX), across(minX - minX.ulp), across(maxX - maxX.ulp), across(maxX),
      along(minY), along(minY - minY.ulp), along(maxY - maxY.ulp), along(maxY),
    ].filter { [$0.minX, $0.minY, $0.width, $0.height].allSatisfy(\.isFinite) }
  }

  /// A layout under test beside its model: the accepted sizes in their container and options.
  struct Run<Layout: ResumableFlowLayout> {
    /// The layout, or `nil` while the container and options are invalid.
    var flow: Layout?
    /// What the layout should hold.
    var model: LayoutCase

    init(container: Size, options: FlowOptions) {
      model = LayoutCase(container: container, options: options, sizes: [])
    }

    /// Creates the layout for the model's container and options and adds its sizes.
    mutating func start() -> [String] {
      let expected = Result { () throws(ReflowError) in
        try ReferenceFlow.layout([], in: model.container, options: model.options)
      }
      do {
        var flow = try Layout(container: model.container, options: model.options)
        if case .failure(let error) = expected {
          return ["Flow accepted \(model.container), \(model.options); the reference threw"
            + " \(error)"]
        }
        var found: [String] = []
        do {
          try flow.add(contentsOf: model.sizes)
        } catch .coordinateOverflow {
          // The sizes accepted in the old container and options overflow in the new ones: the
          // layout adds none of them, exactly when a layout from scratch overflows too.
          if case .failure(.coordinateOverflow) = Result(catching: {
            () throws(ReflowError) in try model.layout()
          }) {
            model.sizes = []
          } else {
            found.append("adding \(model.sizes) again threw coordinateOverflow; a layout of"
              + " \(model) from scratch does not")
          }
        }
        self.flow = flow
        return found + check()
      } catch {
        flow = nil
        guard case .failure(let wanted) = expected, "\(wanted)" == "\(error)" else {
          return ["Flow threw \(error) for \(model.container), \(model.options); expected"
            + " \(expected)"]
        }
        return []
      }
    }

    /// Runs `step` on the layout and the model, and checks them.
    mutating func perform(_ step: Step) -> [String] {
      switch step {
      case .relayout(let container, let options):
        model.container = container
        model.options = options
        return start()
      case .removeItems(let index):
        flow?.removeItems(from: index)
        model.sizes.removeSubrange(min(max(0, index), model.sizes.count)...)
        return check()
      case .operation(let operation):
        guard flow != nil else { return [] }
        return perform(operation)
      case .query(let items, let rects):
        guard let result = flow?.result else { return [] }
        return FlowInvariants.queries(result, rects: FlowTarget.probes(of: result, items: items)
          + rects).map { "result: \($0.message)" }
      }
    }

    private mutating func perform(_ operation: FlowOperation) -> [String] {
      switch operation {
      case .add(let size):
        let before = flow.map { FlowOutput($0.result) }
        let outcome = Result { () throws(ReflowError) in try flow?.add(size) }
        return expectOutcome(outcome.map { $0.map { [$0] } ?? [] }, adding: [size])
          + expectUnchanged(outcome.map { _ in () }, since: before) + check()
      case .addContents(let sizes):
        let before = flow.map { FlowOutput($0.result) }
        let outcome = Result { () throws(ReflowError) in try flow?.add(contentsOf: sizes) }
        return expectOutcome(outcome.map { _ in nil }, adding: sizes)
          + expectUnchanged(outcome.map { _ in () }, since: before) + check()
      case .finish:
        guard let result = flow?.finish() else { return [] }
        return check() + checkFinished(FlowOutput(result))
          + FlowInvariants.queries(result, rects: FlowTarget.probes(of: result, items: []))
          .map { "finish(): \($0.message)" }
      case .addItem, .addItems, .removeItems:
        // Not generated here: this target fuzzes sizes and options; `removeItems` is its own
        // step, and `FlowMachine` covers items with grow, baselines and breaks.
        return []
      }
    }

    /// Requires an add to throw for the first invalid size and change nothing, or else to accept
    /// every size and return the frame (when it returns one) the reference gives the last.
    private mutating func expectOutcome(
      _ outcome: Result<[Rect]?, ReflowError>, adding sizes: [Size]
    ) -> [String] {
      let count = model.sizes.count
      if let bad = sizes.firstIndex(where: { !$0.isValidLayoutSize }) {
        let wanted = ReflowError.invalidItemSize(index: count + bad, size: sizes[bad])
        guard case .failure(let error) = outcome, "\(error)" == "\(wanted)" else {
          return ["adding \(sizes) gave \(outcome), expected \(wanted)"]
        }
        return []
      }
      if case .failure(.coordinateOverflow) = outcome {
        // Flow refuses sizes whose frames or content extent (insets included) add up past the
        // largest finite coordinate, and adds none (`check()` holds the count): exactly when
        // a from-scratch layout of the same sizes overflows too.
        var extended = model
        extended.sizes += sizes
        if case .failure(.coordinateOverflow) = Result(catching: { () throws(ReflowError) in
          try extended.layout()
        }) {
          return []
        }
        return ["adding \(sizes) threw \(outcome); a layout of \(extended) from scratch does not"]
      }
      model.sizes += sizes
      guard case .success(let frames) = outcome else {
        return ["adding \(sizes) threw \(outcome); every size is valid"]
      }
      guard let frame = frames?.last else { return [] }
      var provisional = model
      provisional.options.alignment = .leading
      provisional.options.itemAlignment = .top
      guard let expected = try? provisional.referenceLayout().frames, let wanted = expected.last
      else { return ["the reference rejected \(provisional), which Flow accepted"] }
      let tolerance = FuzzTolerance(
        container: model.container, options: model.options, frames: [expected, [frame]])
      return tolerance.equal(frame, wanted)
        ? [] : ["add(\(sizes[0])) returned \(frame); the reference places it at \(wanted)"]
    }

    /// Requires a rejected add to leave `result` as it was `before`, to the bit.
    private func expectUnchanged(_ outcome: Result<Void, ReflowError>, since before: FlowOutput?)
      -> [String]
    {
      guard case .failure(let error) = outcome, let before, let flow else { return [] }
      return FlowInvariants.identity(FlowOutput(flow.result), before).map {
        "after a rejected add (\(error)): \($0.message)"
      }
    }

    /// Requires the layout to hold as many items as the model.
    private func check() -> [String] {
      guard let flow else { return [] }
      guard flow.count == model.sizes.count, flow.result.frames.count == flow.count else {
        return ["count is \(flow.count) (\(flow.result.frames.count) frames), the model holds"
          + " \(model.sizes.count) sizes"]
      }
      return []
    }

    /// Requires a finished layout to equal the reference's, and to be identical to a
    /// from-scratch layout's in one batch and one size at a time.
    private func checkFinished(_ output: FlowOutput) -> [String] {
      var found: [String] = []
      do {
        found += agreement(output, try model.referenceLayout(), with: "the reference")
        let batch = FlowOutput(try model.layout())
        found += FlowInvariants.identity(output, batch).map {
          "finish(): \($0.message) by a fresh Flow.layout"
        }
        var oneByOne = try Flow(container: model.container, options: model.options)
        for size in model.sizes { try oneByOne.add(size) }
        found += FlowInvariants.identity(FlowOutput(oneByOne.finish()), batch).map {
          "a fresh Flow given one size at a time: \($0.message) by a fresh Flow.layout"
        }
      } catch {
        return ["a layout of the accepted sizes threw \(error)"]
      }
      return found
    }

    private func agreement(_ output: FlowOutput, _ expected: FlowOutput, with name: String)
      -> [String]
    {
      let tolerance = FuzzTolerance(
        container: model.container, options: model.options,
        frames: [output.frames, expected.frames, output.lines.map(\.rect)])
      var found = tolerance.differences(output.frames, expected.frames).map {
        "finish(): \($0) by \(name)"
      }
      if output.lines.map(\.range) != expected.lines.map(\.range) {
        found.append("finish(): lines \(output.lines.map(\.range)), \(name) has"
          + " \(expected.lines.map(\.range))")
      } else {
        for (line, wanted) in zip(output.lines, expected.lines)
        where !tolerance.equal(line.rect, wanted.rect) {
          found.append("finish(): line \(line.range) is \(line.rect), \(name) has \(wanted.rect)")
        }
      }
      let size = output.contentSize
      let wanted = expected.contentSize
      if !tolerance.equal(size, wanted) {
        found.append("finish(): content size \(size), \(name) has \(wanted)")
      }
      return found
    }
  }
}

#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFlow(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  FlowTarget.fuzz(data, count)
}
#else
@Suite struct FlowTargetTests {
  @Test("Every input in the flow corpus keeps the flow oracle")
  func corpus() throws {
    try FuzzCorpus.replay(FlowTarget.self)
  }
}
#endif
