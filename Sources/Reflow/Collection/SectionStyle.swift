/// How a section arranges its items: a flow, a list, columns, a shelf that scrolls along the
/// other axis, or masonry lanes.
///
/// ```swift
/// let tags = SectionStyle.flow(FlowOptions(itemSpacing: 8, lineSpacing: 8))
/// let grid = SectionStyle.columns(count: 3, spacing: 8)
/// let row = SectionStyle.shelf(ShelfOptions(itemSpacing: 12, snapping: .itemLeadingEdge))
/// let photos = SectionStyle.masonry(
///   MasonryOptions(lanes: .adaptive(minimum: 160), laneSpacing: 8, itemSpacing: 8))
/// ```
public enum SectionStyle: Hashable, Sendable {
  /// Items flow in lines with the `Flow` state machine and these options.
  case flow(FlowOptions)
  /// One item a row (a column for a horizontal scroll), full width, `spacing` apart.
  case list(spacing: Double)
  /// `count` equal columns, `spacing` apart between columns and between rows.
  case columns(count: Int, spacing: Double)
  /// One line of items that scrolls along the other axis inside the main scroll: see ``Shelf``.
  case shelf(ShelfOptions)
  /// Items in lanes by the rule of CSS masonry (`display: grid-lanes`), as ``Masonry`` places
  /// them: each item goes to the lane that ends first, within the options' tolerance.
  ///
  /// UIKit has no such section; it is Compose's `LazyVerticalStaggeredGrid` (and
  /// `LazyHorizontalStaggeredGrid`) as a section of a collection:
  ///
  /// ```swift
  /// let photos = SectionStyle.masonry(
  ///   MasonryOptions(lanes: .adaptive(minimum: 160), laneSpacing: 8, itemSpacing: 8))
  /// let strict = SectionStyle.masonry(MasonryOptions(lanes: .count(3)), placement: .exact)
  /// ```
  ///
  /// Lanes run along the collection's scroll axis: columns in a vertical collection, rows in a
  /// horizontal one, whatever the options' `axis` says. Each item is proposed its lane's
  /// extent across them (its width in a vertical collection), and its measured extent along
  /// them (its height) is its length; its frame is as wide as its lane. A `nil` direction in
  /// the options is the collection's (a horizontal collection is laid out from the left and
  /// mirrored as a whole, as its other sections are). Each item covers one lane.
  ///
  /// Items not measured yet are placed at the collection's estimated item size. In
  /// ``MasonryPlacement/stable`` placement (the default) an item keeps the lane it was placed
  /// in when its measured size arrives, and only the items after it in that lane move: what a
  /// scrolling user expects. ``MasonryPlacement/exact`` places every item as CSS does for the
  /// sizes known now, so items may change lanes as their neighbours are measured. An item
  /// inserted or moved is placed where it lands; a new width that changes the number of lanes,
  /// or a new style, places every item of the section again.
  ///
  /// - Parameters:
  ///   - options: The lanes, their spacing, the spacing between an item and the next in a
  ///     lane, insets, direction and tolerance.
  ///   - placement: What a size measured late, or an edit, does to the items after it.
  /// - Complexity: A window over the section costs O(*l* log *n* + *k* log *k*) for *l* lanes,
  ///   *n* items and *k* items shown; in stable placement a measured size or an edit costs
  ///   O(log *n* + *b*) for blocks of *b* items, a new width O(*n* × *l*) (see
  ///   ``MasonryIndex``).
  case masonry(MasonryOptions, placement: MasonryPlacement = .stable)

  /// The style itself, or the error naming what is wrong with it.
  ///
  /// - Returns: The style, unchanged.
  /// - Throws: ``CollectionError/invalidColumnCount(_:)`` for fewer than one column,
  ///   ``CollectionError/invalidLength(name:value:)`` for a spacing or inset that is NaN,
  ///   infinite or negative, ``CollectionError/invalidFlowOptions(_:)`` for bad flow options,
  ///   and ``CollectionError/invalidMasonryOptions(_:)`` for bad masonry options.
  public func validated() throws(CollectionError) -> SectionStyle {
    switch self {
    case .flow(let options):
      do { _ = try options.validated() } catch { throw .invalidFlowOptions(error) }
    case .list(let spacing):
      try CollectionError.checkLength(spacing, name: "list spacing")
    case .columns(let count, let spacing):
      guard count >= 1 else { throw .invalidColumnCount(count) }
      try CollectionError.checkLength(spacing, name: "column spacing")
    case .shelf(let options):
      _ = try options.validated()
    case .masonry(let options, _):
      // Lanes that cannot be laid out in any width (fixed lanes too long to add up) are as
      // wrong as a bad value: check them in an empty container along either axis.
      for axis in [LayoutAxis.vertical, .horizontal] {
        var options = options
        options.axis = axis
        do { _ = try MasonryGeometry(container: .zero, options: options) } catch {
          throw .invalidMasonryOptions(error)
        }
      }
    }
    return self
  }
}
