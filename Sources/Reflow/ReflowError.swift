/// The errors Reflow reports for input a caller can get wrong.
///
/// Every case carries the bad value, and its `description` names the value and the fix.
public enum ReflowError: Error, Sendable, Hashable {
  /// An item's size is NaN, infinite or negative.
  case invalidItemSize(index: Int, size: Size)
  /// A spacing option (`itemSpacing` or `lineSpacing`) is NaN, infinite or negative.
  case invalidSpacing(name: String, value: Double)
  /// An inset is NaN, infinite or negative.
  case invalidInset(edge: String, value: Double)
  /// A container dimension is NaN or negative.
  case invalidContainerExtent(dimension: String, value: Double)
  /// A right-to-left layout was asked of a container of infinite width, which has no right
  /// edge to mirror around.
  case unboundedRightToLeftWidth(width: Double)
  /// An item index (or a range's bound) is outside the indices `valid` allows.
  case indexOutOfRange(index: Int, valid: Range<Int>)
  /// An item's ``FlowItem/grow`` is NaN, infinite or negative.
  case invalidGrow(index: Int, grow: Double)
  /// An item's ``FlowItem/baseline`` is NaN or outside `0...height`.
  case invalidBaseline(index: Int, baseline: Double, height: Double)
  /// A count option (`lineLimit` or `maxItemsPerLine`) is below 1.
  case invalidLimit(name: String, value: Int)
  /// Finite sizes, spacing and insets add up past the largest finite coordinate
  /// (`Double.greatestFiniteMagnitude`, about 1.8e308) at the item at `index`, or in the insets
  /// alone when `index` is `nil`: the layout would hold infinite frames.
  case coordinateOverflow(index: Int?)
  /// An option that needs every item at once (balanced breaking, a line limit, line alignment)
  /// was given to an incremental layout (``FlowIndex``, ``LazyFlow``, the engine's lazy flow),
  /// which places lines one after another and never lays out every item.
  case notIncremental(option: String, value: String)
  /// A masonry item's ``MasonryItem/Sizing/length(_:)`` is NaN, infinite or negative.
  case invalidItemLength(index: Int, length: Double)
  /// A masonry item's ``MasonryItem/Sizing/aspectRatio(_:)`` (width ÷ height) is NaN, infinite,
  /// zero or negative.
  case invalidAspectRatio(index: Int, aspectRatio: Double)
  /// A masonry item's ``MasonryItem/span`` is below 1 or wider than the masonry's lanes.
  case invalidSpan(index: Int, span: Int, laneCount: Int)
  /// A masonry item's explicit ``MasonryItem/lane`` is negative, or its span starting there
  /// runs past the last lane.
  case laneOutOfRange(index: Int, lane: Int, span: Int, laneCount: Int)
  /// ``MasonryLanes/count(_:)`` is below 1 or above ``MasonryOptions/maximumLaneCount``, or
  /// ``MasonryLanes/fixed(_:)`` lists no lane or more than that many.
  case invalidLaneCount(count: Int)
  /// A length of ``MasonryLanes/fixed(_:)`` is NaN, infinite or negative.
  case invalidLaneLength(lane: Int, length: Double)
  /// The minimum of ``MasonryLanes/adaptive(minimum:)`` is NaN, infinite, zero or negative.
  case invalidLaneMinimum(minimum: Double)
  /// Lanes that share the container's extent across them (``MasonryLanes/count(_:)``,
  /// ``MasonryLanes/adaptive(minimum:)``) were asked of a container unbounded along it.
  case unboundedLanes(dimension: String)
  /// ``MasonryOptions/tolerance`` is NaN, infinite or negative.
  case invalidTolerance(tolerance: Double)
}

extension ReflowError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .invalidItemSize(let index, let size):
      return "item \(index) has size \(size.width)x\(size.height); item sizes must be finite"
        + " and at least 0: measure the item, or clamp its size before adding it"
    case .invalidSpacing(let name, let value):
      return "\(name) is \(value); spacing must be finite and at least 0: pass 0 for no spacing"
    case .invalidInset(let edge, let value):
      return "the \(edge) inset is \(value); insets must be finite and at least 0:"
        + " pass 0 for no inset"
    case .invalidContainerExtent(let dimension, let value):
      return "the container \(dimension) is \(value); it must be at least 0:"
        + " pass .infinity for a container that never wraps along it"
    case .unboundedRightToLeftWidth(let width):
      return "a right-to-left layout needs a finite container width to mirror around,"
        + " but the width is \(width): give the container a finite width or use .leftToRight"
    case .indexOutOfRange(let index, let valid):
      return "index \(index) is out of range \(valid.lowerBound)..<\(valid.upperBound):"
        + " pass an index of an item there (or the count, to insert at the end)"
    case .invalidGrow(let index, let grow):
      return "item \(index) has grow \(grow); grow must be finite and at least 0:"
        + " pass 0 for an item that keeps its length"
    case .invalidBaseline(let index, let baseline, let height):
      return "item \(index) has baseline \(baseline) but height \(height); a baseline is a"
        + " distance from the item's top edge from 0 to its height: pass nil for the bottom edge"
    case .invalidLimit(let name, let value):
      return "\(name) is \(value); it must be at least 1: pass nil for no limit"
    case .notIncremental(let option, let value):
      return "\(option) is \(value), which needs every item laid out at once; an incremental"
        + " layout (FlowIndex, LazyFlow, lazyFlow) places lines one at a time: lay the items out"
        + " with Flow, or leave \(option) at its default"
    case .invalidItemLength(let index, let length):
      return "item \(index) has length \(length); a masonry item's length must be finite and at"
        + " least 0: measure the item, or give it an aspect ratio instead"
    case .invalidAspectRatio(let index, let aspectRatio):
      return "item \(index) has aspect ratio \(aspectRatio); an aspect ratio is width ÷ height"
        + " and must be finite and greater than 0: pass the image's width divided by its height"
    case .invalidSpan(let index, let span, let laneCount):
      return "item \(index) spans \(span) lanes but the masonry has \(laneCount); a span must"
        + " be from 1 to the number of lanes: pass a span of at most \(laneCount)"
    case .laneOutOfRange(let index, let lane, let span, let laneCount):
      let last = laneCount - Swift.max(1, span)
      return "item \(index) asks for lane \(lane) with span \(span), but the masonry has lanes"
        + " 0..<\(laneCount); an explicit lane must leave room for the span: pass a lane from 0"
        + " to \(Swift.max(0, last)), or nil to let the masonry choose"
    case .invalidLaneCount(let count):
      return "the masonry has \(count) lanes; it needs from 1 to"
        + " \(MasonryOptions.maximumLaneCount): pass a count in that range, or"
        + " .adaptive(minimum:) to fit as many lanes as the container holds"
    case .invalidLaneLength(let lane, let length):
      return "fixed lane \(lane) has length \(length); lane lengths must be finite and at least"
        + " 0: pass the lane's width (its height, for a horizontal masonry)"
    case .invalidLaneMinimum(let minimum):
      return "the lanes' minimum length is \(minimum); it must be finite and greater than 0:"
        + " pass the narrowest lane you accept, such as 120"
    case .unboundedLanes(let dimension):
      return "lanes that share the container's \(dimension) need a finite \(dimension), but it"
        + " is unbounded: give the container a finite \(dimension), or use .fixed lane lengths"
    case .invalidTolerance(let tolerance):
      return "tolerance is \(tolerance); it must be finite and at least 0: pass 0 to always take"
        + " the shortest lane, or a large value to keep the items in order"
    case .coordinateOverflow(let index):
      let place = index.map { "at item \($0)" } ?? "in the insets"
      return "the layout overflows \(place): sizes, spacing and insets add up past the largest"
        + " finite coordinate (\(Double.greatestFiniteMagnitude)); scale them down"
    }
  }
}
