import Reflow

/// What a ``LazyFlowMachine`` run starts from: the flow's options, the extent its lines wrap at,
/// the estimate for items not measured yet, and how many items an index block holds.
///
/// ```swift
/// let setup = LazyFlowSetup(
///   options: FlowOptions(itemSpacing: 8), lineLength: 390,
///   estimatedItemSize: Size(width: 80, height: 32))
/// ```
public struct LazyFlowSetup: Hashable, Sendable {
  /// The flow's options: greedy breaking, no line limit, lines aligned at the top (what
  /// `LazyFlow` accepts).
  public var options: FlowOptions
  /// The extent lines wrap at, across the scrolling direction.
  public var lineLength: Double
  /// The size of items not measured yet.
  public var estimatedItemSize: Size
  /// The most items one block of the flow's index holds: 512 in `LazyFlow`; a test chooses a
  /// few, so that edits split, join and copy blocks all the time.
  public var maximumBlockItems: Int

  /// Creates a setup.
  ///
  /// - Parameters:
  ///   - options: The flow's options.
  ///   - lineLength: The extent lines wrap at.
  ///   - estimatedItemSize: The size of items not measured yet.
  ///   - maximumBlockItems: The most items an index block holds.
  public init(
    options: FlowOptions = FlowOptions(), lineLength: Double, estimatedItemSize: Size,
    maximumBlockItems: Int = 512
  ) {
    self.options = options
    self.lineLength = lineLength
    self.estimatedItemSize = estimatedItemSize
    self.maximumBlockItems = maximumBlockItems
  }
}

extension LazyFlowSetup: CustomStringConvertible {
  /// Swift source for the setup.
  public var description: String {
    var arguments = [String]()
    if options != FlowOptions() { arguments.append("options: \(literal(options))") }
    arguments.append("lineLength: \(literal(lineLength))")
    arguments.append("estimatedItemSize: \(literal(estimatedItemSize))")
    if maximumBlockItems != 512 { arguments.append("maximumBlockItems: \(maximumBlockItems)") }
    return "LazyFlowSetup(" + arguments.joined(separator: ", ") + ")"
  }
}

extension LazyFlow {
  /// Creates the empty lazy flow `setup` describes.
  ///
  /// - Parameter setup: The options, line length, estimate and index block capacity.
  /// - Throws: ``ReflowError`` for a bad length, option or estimate, as
  ///   `init(lineLength:options:estimatedItemSize:)` does.
  public init(_ setup: LazyFlowSetup) throws(ReflowError) {
    let checked = try LazyFlow(
      lineLength: setup.lineLength, options: setup.options,
      estimatedItemSize: setup.estimatedItemSize)
    guard setup.maximumBlockItems != checked.index.maximumBlockItems else {
      self = checked
      return
    }
    let container = Self.container(lineLength: setup.lineLength, axis: setup.options.axis)
    self.init(
      flow: try Flow(container: container, options: setup.options),
      estimatedItemSize: setup.estimatedItemSize, maximumBlockItems: setup.maximumBlockItems)
  }
}

extension Gen where Value == LazyFlowSetup {
  /// A generator of ``LazyFlowMachine`` setups: every option a lazy flow accepts (greedy
  /// breaking, no line limit and lines at the top, but any item alignment, stretch and baseline
  /// among them, and a limit of items per line) on either axis (right to left only for rows: a
  /// flow of columns scrolls sideways without end and has no right edge to mirror around), lines
  /// from 0 to 240 points long or unbounded, estimates up to 120 × 40, and index blocks of
  /// `blockItems`.
  ///
  /// ```swift
  /// check(LazyFlowMachine<LazyFlow>(setups: .lazyFlowSetup(blockItems: [2, 3, 8])))
  /// ```
  ///
  /// - Parameter blockItems: The index block capacities to choose from; 512 is `LazyFlow`'s.
  /// - Returns: The generator; shrinks towards the default options, a short line and a zero
  ///   estimate.
  public static func lazyFlowSetup(blockItems: [Int] = [512]) -> Gen {
    let capacities = blockItems.isEmpty ? [512] : blockItems
    let options = Gen<FlowOptions>.flowOptions(lineBreaking: .greedy, everyFeature: true).map {
      options in
      var options = options
      if options.axis == .vertical && options.direction == .rightToLeft {
        options.direction = .leftToRight
      }
      options.lineLimit = nil
      options.lineAlignment = .top
      return options
    }
    return options.flatMap { options in
      Gen<(Size, Size, Int)>.zip(
        .container(for: options), .size(width: 0...120, height: 0...40),
        .int(in: 0...(capacities.count - 1))
      ).map { container, estimate, capacity in
        LazyFlowSetup(
          options: options, lineLength: container[options.axis], estimatedItemSize: estimate,
          maximumBlockItems: capacities[capacity])
      }
    }
  }
}
