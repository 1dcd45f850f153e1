/// The lanes one item of an engine's masonry covers: how many, and optionally the lane it starts
/// in (CSS `grid-column: span k`, and `grid-column: i + 1 / span k`).
///
/// ``ElementBuilder/masonry(id:in:count:options:placement:estimatedItemLength:overscan:itemLanes:item:)``
/// asks for them by index, for every item, declared or not: an item's span moves every item
/// after it, so the masonry must know it before the item is ever shown.
///
/// ```swift
/// ui.masonry(id: "feed", in: "scroll", count: posts.count, options: options,
///            estimatedItemLength: 240,
///            itemLanes: { posts[$0].isPanorama ? .span(2) : posts[$0].isBanner ? .everyLane : .single })
/// { index, ui in … }
/// ```
///
/// The lanes of a masonry may change in number with its container (``MasonryLanes/adaptive(minimum:)``):
/// a span wider than the lanes covers them all, and an explicit lane past the last one is the
/// last lane the span fits, as ``MasonryIndex`` places items after its lanes change.
public struct MasonryItemLanes: Hashable, Sendable {
  /// How many adjacent lanes the item covers: at least 1.
  public var span: Int
  /// The first lane the item covers, from 0; `nil` lets the masonry choose (the shortest lane
  /// within the tolerance).
  public var lane: Int?

  /// Creates the lanes of an item.
  ///
  /// - Parameters:
  ///   - span: How many adjacent lanes it covers: at least 1.
  ///   - lane: The first lane it covers, from 0, or `nil` to let the masonry choose.
  public init(span: Int = 1, lane: Int? = nil) {
    self.span = span
    self.lane = lane
  }

  /// One lane, chosen by the masonry: what an item gets without `itemLanes`.
  public static let single = MasonryItemLanes()

  /// Every lane, however many the container holds: a banner across the masonry.
  public static let everyLane = MasonryItemLanes(span: MasonryOptions.maximumLaneCount, lane: 0)

  /// `span` adjacent lanes, where the masonry chooses.
  ///
  /// - Parameter span: How many lanes: at least 1.
  public static func span(_ span: Int) -> MasonryItemLanes {
    MasonryItemLanes(span: span)
  }

  /// `span` adjacent lanes from `lane`, always.
  ///
  /// - Parameters:
  ///   - lane: The first lane, from 0.
  ///   - span: How many lanes: at least 1.
  public static func lane(_ lane: Int, span: Int = 1) -> MasonryItemLanes {
    MasonryItemLanes(span: span, lane: lane)
  }
}

extension MasonryItemLanes {
  /// An item of `sizing` covering these lanes, as the engine places item `index` in a masonry
  /// of `laneCount` lanes, and the error to report when they are bad.
  ///
  /// A span below 1 is 1, a negative lane is the masonry's choice: both are errors. A span past
  /// the lanes covers them all. A lane past the last the span fits is that last lane, and an
  /// error only when `laneCountIsFixed` (the lanes do not follow the container, so no width
  /// brings the lane into being). The index clamps spans and lanes to the lanes there are, so
  /// they are kept as asked, up to ``MasonryOptions/maximumLaneCount``, for when lanes are added.
  func item(
    _ sizing: MasonryItem.Sizing, at index: Int, laneCount: Int, laneCountIsFixed: Bool
  ) -> (item: MasonryItem, error: ReflowError?) {
    let maximum = MasonryOptions.maximumLaneCount
    guard span >= 1 else {
      let error = ReflowError.invalidSpan(index: index, span: span, laneCount: laneCount)
      return (MasonryItemLanes(span: 1, lane: lane).item(
        sizing, at: index, laneCount: laneCount, laneCountIsFixed: laneCountIsFixed).item, error)
    }
    let span = Swift.min(span, maximum)
    guard let lane else { return (MasonryItem(sizing, span: span), nil) }
    guard lane >= 0 else {
      return (
        MasonryItem(sizing, span: span),
        .laneOutOfRange(index: index, lane: lane, span: span, laneCount: laneCount)
      )
    }
    let fits = Swift.min(span, laneCount)
    let error: ReflowError? =
      laneCountIsFixed && lane > laneCount - fits
      ? .laneOutOfRange(index: index, lane: lane, span: fits, laneCount: laneCount) : nil
    return (MasonryItem(sizing, span: span, lane: Swift.min(lane, maximum - span)), error)
  }
}
