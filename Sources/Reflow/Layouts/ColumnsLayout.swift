/// Runs of a fixed number of children stacked top to bottom, the runs side by side as columns:
/// the recipe's `.multiLine(n)`, with each column as wide as its widest child.
///
/// Children are proposed their ideal size (`.unspecified`). Child *i* goes in column
/// *i* / `itemsPerColumn`, below the previous child of that column; a last, partial column is
/// shown like the others. The layout is as wide as its columns and the spacing between them, and
/// as tall as its tallest column. Children narrower than their column sit at `alignment`.
///
/// ```
/// columns(itemsPerColumn: 2, spacing: 1):  AAA.C
///                                          BB..D
/// ```
public struct ColumnsLayout: ContainerLayout, Hashable, Sendable {
  /// The number of children in each column; values below 1 count as 1.
  public var itemsPerColumn: Int
  /// Space between neighbouring columns.
  public var spacing: Double
  /// Space between neighbouring children in a column.
  public var itemSpacing: Double
  /// Where children narrower than their column sit.
  public var alignment: BoxAlignment.Horizontal

  /// Creates a columns layout.
  public init(
    itemsPerColumn: Int, spacing: Double = 0, itemSpacing: Double = 0,
    alignment: BoxAlignment.Horizontal = .leading
  ) {
    self.itemsPerColumn = itemsPerColumn
    self.spacing = spacing
    self.itemSpacing = itemSpacing
    self.alignment = alignment
  }

  /// Calls `body` with each column's range of child positions, its width and its height.
  private func forEachColumn(
    _ children: LayoutChildren, _ body: (Range<Int>, Double, Double) -> Void
  ) {
    let perColumn = Swift.max(1, itemsPerColumn)
    var start = 0
    while start < children.count {
      let end = Swift.min(children.count, start + perColumn)
      var width = 0.0
      var height = 0.0
      for position in start..<end {
        let size = children[position].sizeThatFits(.unspecified)
        width = Swift.max(width, size.width)
        height += size.height
      }
      height += itemSpacing.clampedLength * Double(end - start - 1)
      body(start..<end, width, height)
      start = end
    }
  }

  /// - Complexity: O(*n*) in the number of children, plus measuring them.
  public func sizeThatFits(proposal: ProposedSize, children: LayoutChildren) -> Size {
    var width = 0.0
    var height = 0.0
    var columns = 0
    forEachColumn(children) { _, columnWidth, columnHeight in
      width += columnWidth
      height = Swift.max(height, columnHeight)
      columns += 1
    }
    width += spacing.clampedLength * Double(Swift.max(0, columns - 1))
    return Size(width: width, height: height)
  }

  public func placeChildren(in bounds: Rect, proposal: ProposedSize, children: LayoutChildren) {
    var x = bounds.minX
    forEachColumn(children) { positions, columnWidth, _ in
      var y = bounds.minY
      for position in positions {
        let child = children[position]
        let size = child.sizeThatFits(.unspecified)
        let offset = alignment.offset(free: columnWidth - size.width)
        child.place(at: Point(x: x + offset, y: y), proposal: .unspecified)
        y += size.height + itemSpacing.clampedLength
      }
      x += columnWidth + spacing.clampedLength
    }
  }
}
