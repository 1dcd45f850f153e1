import Reflow

/// What a ``MasonryMachine`` run starts from: the masonry's options, its container, the
/// index's placement mode, and how many items an index block holds.
///
/// ```swift
/// let setup = MasonrySetup(
///   options: MasonryOptions(lanes: .count(3), itemSpacing: 8),
///   container: Size(width: 390, height: .infinity), placement: .stable)
/// ```
public struct MasonrySetup: Hashable, Sendable {
  /// The masonry's options.
  public var options: MasonryOptions
  /// The container the run starts in.
  public var container: Size
  /// What a change does to the items after it.
  public var placement: MasonryPlacement
  /// The most items one block of the index holds: 512 in `MasonryIndex`; a test chooses a
  /// few, so that edits split, join and re-write blocks all the time.
  public var maximumBlockItems: Int

  /// Creates a setup.
  ///
  /// - Parameters:
  ///   - options: The masonry's options.
  ///   - container: The container the run starts in.
  ///   - placement: The index's placement mode.
  ///   - maximumBlockItems: The most items an index block holds.
  public init(
    options: MasonryOptions, container: Size, placement: MasonryPlacement,
    maximumBlockItems: Int = 512
  ) {
    self.options = options
    self.container = container
    self.placement = placement
    self.maximumBlockItems = maximumBlockItems
  }
}

extension MasonrySetup: CustomStringConvertible {
  /// Swift source for the setup.
  public var description: String {
    var arguments = [
      "options: \(literal(options))", "container: \(literal(container))",
      "placement: .\(placement)",
    ]
    if maximumBlockItems != 512 { arguments.append("maximumBlockItems: \(maximumBlockItems)") }
    return "MasonrySetup(" + arguments.joined(separator: ", ") + ")"
  }
}

extension MasonryIndex {
  /// Creates the empty index `setup` describes.
  ///
  /// - Parameter setup: The options, container, placement and block capacity.
  /// - Throws: `ReflowError` for a bad container or option, as
  ///   `init(container:options:placement:)` does.
  public init(_ setup: MasonrySetup) throws(ReflowError) {
    try self.init(
      container: setup.container, options: setup.options, placement: setup.placement,
      maximumBlockItems: setup.maximumBlockItems)
  }
}

extension Gen where Value == MasonrySetup {
  /// A generator of ``MasonryMachine`` setups: options on either axis and direction with up to
  /// 5 lanes, a container for them, either placement mode, and index blocks of `blockItems`.
  ///
  /// ```swift
  /// check(MasonryMachine(setups: .masonrySetup(blockItems: [2, 3, 8])))
  /// ```
  ///
  /// - Parameters:
  ///   - blockItems: The index block capacities to choose from; 512 is `MasonryIndex`'s.
  ///   - placements: The placement modes to choose from.
  /// - Returns: The generator; shrinks towards one lane, simple options and `.exact`.
  public static func masonrySetup(
    blockItems: [Int] = [512], placements: [MasonryPlacement] = [.exact, .stable]
  ) -> Gen {
    let capacities = blockItems.isEmpty ? [512] : blockItems
    let modes = placements.isEmpty ? [.exact] : placements
    return Gen<MasonryOptions>.masonryOptions(lanes: .masonryLanes(maximumCount: 5))
      .flatMap { options in
        Gen<(Size, Int, Int)>.zip(
          .masonryContainer(for: options), .int(in: 0...(modes.count - 1)),
          .int(in: 0...(capacities.count - 1))
        ).map { container, mode, capacity in
          MasonrySetup(
            options: options, container: container, placement: modes[mode],
            maximumBlockItems: capacities[capacity])
        }
      }
  }
}
