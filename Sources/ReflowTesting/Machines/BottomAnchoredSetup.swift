import Reflow

/// What a ``BottomAnchoredMachine`` run starts from: the flow's options, the viewport, the
/// estimate for messages not measured yet, the overscan, and the first messages' real sizes.
///
/// ```swift
/// let setup = BottomAnchoredSetup(
///   options: FlowOptions(lineSpacing: 8), viewport: Size(width: 390, height: 600),
///   estimatedMessageSize: Size(width: 390, height: 60), overscan: 100,
///   messages: [Size(width: 390, height: 44), Size(width: 200, height: 88)])
/// ```
public struct BottomAnchoredSetup: Hashable, Sendable {
  /// The flow's options: rows, greedy breaking, no line limit, lines aligned at the top (what
  /// a lazy flow accepts).
  public var options: FlowOptions
  /// The size the timeline is arranged in until a step resizes it.
  public var viewport: Size
  /// The size of messages a renderer has not measured yet.
  public var estimatedMessageSize: Size
  /// Points before and after the viewport whose messages are declared too.
  public var overscan: Double
  /// The real sizes of the messages the timeline opens with, oldest first: what a renderer
  /// measures once it draws them.
  public var messages: [Size]
  /// The most passes an arrangement runs (`LayoutEngine.maximumPasses`).
  public var maximumPasses: Int

  /// Creates a setup.
  ///
  /// - Parameters:
  ///   - options: The flow's options.
  ///   - viewport: The first viewport.
  ///   - estimatedMessageSize: The size of messages not measured yet.
  ///   - overscan: Points before and after the viewport declared too.
  ///   - messages: The first messages' real sizes, oldest first.
  ///   - maximumPasses: The most passes an arrangement runs.
  public init(
    options: FlowOptions = FlowOptions(), viewport: Size, estimatedMessageSize: Size,
    overscan: Double = 0, messages: [Size] = [], maximumPasses: Int = 3
  ) {
    self.options = options
    self.viewport = viewport
    self.estimatedMessageSize = estimatedMessageSize
    self.overscan = overscan
    self.messages = messages
    self.maximumPasses = maximumPasses
  }

  /// The options the engine lays the flow out with: rows (the axis across a vertical scroll),
  /// in the engine's left-to-right direction unless they name one.
  public var resolvedOptions: FlowOptions {
    var options = options
    options.axis = .horizontal
    options.direction = options.direction ?? .leftToRight
    return options
  }
}

extension BottomAnchoredSetup: CustomStringConvertible {
  /// Swift source for the setup.
  public var description: String {
    var arguments = [String]()
    if options != FlowOptions() { arguments.append("options: \(literal(options))") }
    arguments.append("viewport: \(literal(viewport))")
    arguments.append("estimatedMessageSize: \(literal(estimatedMessageSize))")
    if overscan != 0 { arguments.append("overscan: \(literal(overscan))") }
    if !messages.isEmpty {
      arguments.append("messages: [" + messages.map(literal).joined(separator: ", ") + "]")
    }
    if maximumPasses != 3 { arguments.append("maximumPasses: \(maximumPasses)") }
    return "BottomAnchoredSetup(" + arguments.joined(separator: ", ") + ")"
  }
}

extension Gen where Value == BottomAnchoredSetup {
  /// A generator of ``BottomAnchoredMachine`` setups: flow options of rows (spacing, insets,
  /// alignment, item alignment, direction), viewports from 40 × 20 to 400 × 400 points,
  /// estimates up to 200 × 80, an overscan up to 120 points, up to 30 first messages of
  /// `messages` sizes, and arrangements of the engine's 3 passes, sometimes 1, 2 or 4.
  ///
  /// Every length is a multiple of a quarter point, so every coordinate the engine and the
  /// model compute is exact in `Double` and the machine compares positions bit for bit.
  ///
  /// ```swift
  /// check(BottomAnchoredMachine<LazyFlowTimeline>(setups: .bottomAnchoredSetup()))
  /// ```
  ///
  /// - Parameter messages: The real sizes of messages; every width and height at least a
  ///   quarter point.
  /// - Returns: The generator; shrinks towards the default options, a small viewport, a small
  ///   estimate, no overscan, no messages and 3 passes.
  public static func bottomAnchoredSetup(
    messages: Gen<Size> = .timelineMessage()
  ) -> Gen {
    let options = Gen<FlowOptions>.flowOptions(axis: .horizontal)
    return options.flatMap { options in
      Gen { source in
        BottomAnchoredSetup(
          options: options,
          viewport: Gen<Size>.size(width: 40...400, height: 20...400, step: 0.25)
            .generate(using: &source),
          estimatedMessageSize: Gen<Size>.size(width: 1...200, height: 1...80, step: 0.25)
            .generate(using: &source),
          overscan: Gen<Double>.frequency(
            (1, .constant(0)), (3, .double(in: 0...120, step: 0.25))
          ).generate(using: &source),
          messages: Gen<[Size]>.array(of: messages, count: 0...30).generate(using: &source),
          maximumPasses: Gen<Int>.frequency((4, .constant(3)), (1, .int(in: 1...4)))
            .generate(using: &source))
      }
    }
  }
}
