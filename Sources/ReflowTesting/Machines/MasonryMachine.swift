import Reflow

/// The ready-made model-based test of a `MasonryIndex`: generated sequences of appends,
/// insertions, removals and moves of estimated or measured items, measurements, lane count
/// changes, scrolls and jumps, checked after every step against a from-scratch layout of the
/// model's items.
///
/// ```swift
/// @Test("MasonryIndex lays out like a masonry of its items after any edits")
/// func masonryMachine() {
///   check(MasonryMachine())
///   check(MasonryMachine(setups: .masonrySetup(blockItems: [2, 3, 8])))
/// }
/// ```
///
/// The commands:
/// - `append`, `appendEstimated`, `insert`: items of known or estimated sizings (NaN, negative,
///   zero aspect ratios, spans wider than the lanes and lanes out of range among them), at
///   positions in and out of range;
/// - `measure`: `setSizings` for a few items, mostly estimated ones, now and then out of range
///   or invalid (the batch is rejected); it returns whether a frame moved;
/// - `remove`, `move`: ranges in and out of range;
/// - `resize`: `setContainer(_:keepingAnchorIn:)` to another extent across the lanes (now and
///   then NaN or negative), which must keep the first item the viewport showed at the same
///   place on screen unless the offset had to be clamped to the content;
/// - `scroll` and `jump`: a viewport at an offset, or at an item's frame, queried with
///   `window(for:overscan:)` and `indices(intersecting:)`, which must list exactly the items
///   whose frames (as `frames(in:)` gives them) intersect it, and `frame(at:)`.
///
/// An edit throws exactly when its input is invalid, and then changes nothing. After every step
/// (``invariants(_:_:)``): the count, the estimated count and each item's estimate flag match
/// the model; every frame (through `frame(at:)` and `frames(in:)`), every item's lane and the
/// content size equal the model's layout from scratch — `Masonry` placing every item by the
/// rule in `.exact` placement, and each placed item in the lane it keeps in `.stable` placement —
/// within a billionth of the largest coordinate; and the index's own invariants hold. (That
/// `Masonry` and ``ReferenceMasonry``, which keeps lanes the same way, agree is a property of
/// its own.)
public struct MasonryMachine: StateMachineTest, Sendable {
  public typealias System = MasonryIndex
  public typealias Model = MasonryModel

  /// The generator of each run's options, container, placement and block capacity.
  public var setups: Gen<MasonrySetup>
  /// How many estimated items an `appendEstimated` adds.
  public var runLengths: Gen<Int>

  /// Creates the machine.
  ///
  /// - Parameters:
  ///   - setups: Each run's options, container, placement and index block capacity.
  ///   - runLengths: How many estimated items an `appendEstimated` adds: by default a few, now
  ///     and then dozens.
  public init(
    setups: Gen<MasonrySetup> = .masonrySetup(blockItems: [512, 2, 3, 8]),
    runLengths: Gen<Int> = .frequency((4, .int(in: 0...8)), (1, .int(in: 0...40)))
  ) {
    self.setups = setups
    self.runLengths = runLengths
  }

  public func makeSystem(_ setup: MasonrySetup) throws -> MasonryIndex {
    try MasonryIndex(setup)
  }

  public func makeModel(_ setup: MasonrySetup) -> MasonryModel {
    MasonryModel(setup: setup)
  }

  /// Requires the index to hold the model's items with their estimate flags, laid out as the
  /// model lays them out from scratch, with a consistent index.
  ///
  /// - Parameters:
  ///   - index: The index after a step.
  ///   - model: The model after the step.
  /// - Returns: Every difference, up to a few frames.
  /// - Complexity: O(*n* × *l*) for *n* items and *l* lanes.
  public func invariants(_ index: MasonryIndex, _ model: MasonryModel) -> [Violation] {
    guard let expected = model.layout else {
      return [Violation("model", "the model's items do not lay out: \(model.items)")]
    }
    guard index.count == expected.frames.count else {
      return [Violation("count", "\(index.count) items, expected \(expected.frames.count)")]
    }
    var found: [Violation] = []
    let frames = index.frames(in: 0..<index.count)
    let tolerance = LayoutTolerance(
      container: model.container, masonry: model.setup.options, frames: [frames, expected.frames])
    for (item, wanted) in expected.frames.enumerated()
    where !tolerance.equal(frames[item], wanted)
      || index.frame(at: item).map({ tolerance.equal($0, wanted) }) != true
    {
      found.append(Violation(
        "frames",
        "item \(item) is at \(frames[item]) (frame(at:) "
          + "\(String(describing: index.frame(at: item)))), expected \(wanted)", indices: [item]))
      if found.count > 5 { return found }
    }
    let lanes = (0..<index.count).map { index.lane(of: $0) ?? -1 }
    if lanes != expected.lanes {
      found.append(Violation("lanes", "lanes \(lanes), expected \(expected.lanes)"))
    }
    if !tolerance.equal(index.contentSize, expected.contentSize) {
      found.append(
        Violation("content size", "\(index.contentSize), expected \(expected.contentSize)"))
    }
    let items = (0..<index.count).map(index.item(at:))
    if items != model.items.map({ $0 }) || index.item(at: -1) != nil
      || index.item(at: index.count) != nil
    {
      found.append(Violation("items", "items \(items), expected \(model.items)"))
    }
    let flags = (0..<index.count).map(index.isEstimated(at:))
    let estimatedCount = model.estimated.filter { $0 }.count
    if flags != model.estimated || index.estimatedCount != estimatedCount {
      found.append(Violation(
        "estimates", "estimated \(flags) (\(index.estimatedCount)), expected \(model.estimated)"))
    }
    return found + index.checkInvariants().map { Violation("index invariants", $0) }
  }
}
