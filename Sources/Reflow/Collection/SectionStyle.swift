/// How a section arranges its items: a flow, a list, columns, or a shelf that scrolls along
/// the other axis.
///
/// ```swift
/// let tags = SectionStyle.flow(FlowOptions(itemSpacing: 8, lineSpacing: 8))
/// let grid = SectionStyle.columns(count: 3, spacing: 8)
/// let row = SectionStyle.shelf(ShelfOptions(itemSpacing: 12, snapping: .itemLeadingEdge))
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

  /// The style itself, or the error naming what is wrong with it.
  ///
  /// - Returns: The style, unchanged.
  /// - Throws: ``CollectionError/invalidColumnCount(_:)`` for fewer than one column,
  ///   ``CollectionError/invalidLength(name:value:)`` for a spacing or inset that is NaN,
  ///   infinite or negative, and ``CollectionError/invalidFlowOptions(_:)`` for bad flow options.
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
    }
    return self
  }
}
