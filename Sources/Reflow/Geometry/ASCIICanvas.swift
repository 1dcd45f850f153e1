/// A grid of characters for drawing rectangles in a terminal, a test or a playground.
///
/// Each cell stands for `columnWidth` by `rowHeight` points. A rectangle covers the cells between
/// its edges rounded to the nearest cell boundary, so a 10-point-wide item drawn at one point per
/// column covers ten columns, and touching rectangles never share a cell.
///
/// ```swift
/// var canvas = ASCIICanvas(bounds: Rect(x: 0, y: 0, width: 8, height: 2))
/// canvas.fill(Rect(x: 0, y: 0, width: 3, height: 1), with: "A")
/// canvas.fill(Rect(x: 4, y: 0, width: 4, height: 2), with: "B")
/// print(canvas)
/// // AAA.BBBB
/// // ....BBBB
/// ```
public struct ASCIICanvas: Sendable, CustomStringConvertible {
  /// The area the canvas shows, in points.
  public let bounds: Rect
  /// Points per column.
  public let columnWidth: Double
  /// Points per row.
  public let rowHeight: Double
  private var cells: [[Character]]

  /// The largest number of columns or rows a canvas draws; a larger area is cut off.
  public static let maximumCells = 4_000

  /// Creates an empty canvas filled with `background`.
  ///
  /// - Parameters:
  ///   - bounds: The area to show, in points.
  ///   - columnWidth: Points per column; values that are not positive and finite become 1.
  ///   - rowHeight: Points per row; values that are not positive and finite become 1.
  ///   - background: The character for cells no rectangle covers.
  public init(
    bounds: Rect, columnWidth: Double = 1, rowHeight: Double = 1, background: Character = "."
  ) {
    self.bounds = bounds
    self.columnWidth = columnWidth > 0 && columnWidth.isFinite ? columnWidth : 1
    self.rowHeight = rowHeight > 0 && rowHeight.isFinite ? rowHeight : 1
    let columns = Self.cellCount(bounds.width / self.columnWidth)
    let rows = Self.cellCount(bounds.height / self.rowHeight)
    cells = Array(repeating: Array(repeating: background, count: columns), count: rows)
  }

  private static func cellCount(_ value: Double) -> Int {
    guard value.isFinite, value > 0 else { return 0 }
    return Int(Swift.min(value.rounded(.up), Double(maximumCells)))
  }

  /// Covers the cells of `rect` with `character`; parts outside the bounds are cut off.
  public mutating func fill(_ rect: Rect, with character: Character) {
    let columns = cellRange(rect.minX - bounds.minX, rect.maxX - bounds.minX, columnWidth,
                            limit: cells.first?.count ?? 0)
    let rows = cellRange(rect.minY - bounds.minY, rect.maxY - bounds.minY, rowHeight,
                         limit: cells.count)
    for row in rows {
      for column in columns { cells[row][column] = character }
    }
  }

  /// Writes `text` from the cell holding `point` rightwards, cut off at the right edge.
  public mutating func write(_ text: String, at point: Point) {
    let row = Int(((point.y - bounds.minY) / rowHeight).rounded(.down))
    var column = Int(((point.x - bounds.minX) / columnWidth).rounded(.down))
    guard row >= 0 && row < cells.count else { return }
    for character in text where column < cells[row].count {
      if column >= 0 { cells[row][column] = character }
      column += 1
    }
  }

  private func cellRange(_ lower: Double, _ upper: Double, _ unit: Double, limit: Int) -> Range<Int>
  {
    guard lower.isFinite, upper.isFinite else { return 0..<0 }
    let start = Swift.max(0, Swift.min(Double(limit), (lower / unit).rounded()))
    let end = Swift.max(start, Swift.min(Double(limit), (upper / unit).rounded()))
    return Int(start)..<Int(end)
  }

  /// The rows, top to bottom, joined by newlines.
  public var description: String {
    cells.map { String($0) }.joined(separator: "\n")
  }
}
