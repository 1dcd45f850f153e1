import Reflow

/// What ``MasonryMachine`` compares a masonry index with: the setup, the current container, and
/// each item as it was given, whether its sizing is still an estimate and (in `.stable`
/// placement) the lane it keeps, laid out from scratch.
public struct MasonryModel: Hashable, Sendable {
  /// The run's setup.
  public var setup: MasonrySetup
  /// The container now.
  public var container: Size
  /// Every item, as it was given and last measured.
  public var items: [MasonryItem] = []
  /// Whether each item's sizing is still an estimate.
  public var estimated: [Bool] = []
  /// In `.stable` placement, the lane each auto-placed item keeps, `nil` until it is placed;
  /// always `nil` in `.exact` placement, where every item is placed by the rule.
  public var keptLanes: [Int?] = []

  /// The model of an empty index made from `setup`.
  ///
  /// - Parameter setup: The run's setup.
  public init(setup: MasonrySetup) {
    self.setup = setup
    container = setup.container
  }

  /// The number of lanes the options make in the container.
  public var laneCount: Int {
    (try? Masonry(container: container, options: setup.options))?.laneCount ?? 1
  }

  /// The items as the current lanes take them: a span wider than the lanes covers them all, and
  /// an explicit lane past the last start that fits becomes that start.
  public var effectiveItems: [MasonryItem] {
    let lanes = laneCount
    return items.map { item in
      var item = item
      item.span = Swift.min(item.span, lanes)
      item.lane = item.lane.map { Swift.min($0, lanes - item.span) }
      return item
    }
  }

  /// The layout from scratch: `Masonry` placing the items in order, each placed item of
  /// `.stable` placement in the lane it keeps (moving the cursor as the rule would); `nil` if
  /// it throws (the machine keeps the items valid).
  public var layout: MasonryOutput? {
    guard var masonry = try? Masonry(container: container, options: setup.options) else {
      return nil
    }
    for (index, item) in effectiveItems.enumerated() {
      do {
        if let lane = keptLanes[index] {
          try masonry.add(item, keeping: lane)
        } else {
          try masonry.add(item)
        }
      } catch { return nil }
    }
    return MasonryOutput(masonry.finish())
  }

  /// In `.stable` placement, gives every item placed by the rule since the last edit the lane
  /// it took, to keep from now on.
  mutating func settle() {
    guard setup.placement == .stable, let layout else { return }
    for index in items.indices where items[index].lane == nil && keptLanes[index] == nil {
      keptLanes[index] = layout.lanes[index]
    }
  }

  /// Whether `item` is valid at `index` in the current lanes (what the index accepts).
  func isValid(_ item: MasonryItem) -> Bool {
    let lanes = laneCount
    let sizingIsValid =
      switch item.sizing {
      case .length(let length): length.isFinite && length >= 0
      case .aspectRatio(let ratio): ratio.isFinite && ratio > 0
      }
    guard sizingIsValid, item.span >= 1, item.span <= lanes else { return false }
    return item.lane.map { $0 >= 0 && $0 <= lanes - item.span } ?? true
  }

  /// Whether `range` lies within the items.
  func contains(_ range: Range<Int>) -> Bool {
    range.lowerBound >= 0 && range.upperBound <= items.count
  }

  /// Inserts items at `position`, estimated or not, not placed yet.
  mutating func insert(_ inserted: [MasonryItem], estimated isEstimated: Bool, at position: Int) {
    items.insert(contentsOf: inserted, at: position)
    estimated.insert(contentsOf: repeatElement(isEstimated, count: inserted.count), at: position)
    keptLanes.insert(contentsOf: repeatElement(nil, count: inserted.count), at: position)
    settle()
  }

  /// Removes the items in `range`.
  mutating func remove(_ range: Range<Int>) {
    items.removeSubrange(range)
    estimated.removeSubrange(range)
    keptLanes.removeSubrange(range)
  }
}
