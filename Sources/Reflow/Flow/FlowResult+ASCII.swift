extension FlowResult {
  /// The characters ``asciiDrawing(columnWidth:rowHeight:)`` labels items with, in turn.
  public static let drawingLabels: [Character] = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")

  /// Draws the layout as text: item *i* is filled with the *i*-th of ``drawingLabels`` (cycling),
  /// the overflow indicator with `+`, and empty space is `.`.
  ///
  /// The drawing covers the content size from the container's origin, and any item that
  /// overflows it.
  ///
  /// ```
  /// AAA.BB
  /// CCCC..
  /// ```
  ///
  /// - Parameters:
  ///   - columnWidth: Points per column.
  ///   - rowHeight: Points per row.
  /// - Complexity: O(*n* + *a*), where *a* is the number of cells the items cover.
  public func asciiDrawing(columnWidth: Double = 1, rowHeight: Double = 1) -> String {
    var canvas = ASCIICanvas(
      labelling: frames, covering: contentSize, including: overflowIndicatorFrame,
      columnWidth: columnWidth, rowHeight: rowHeight)
    if let overflowIndicatorFrame { canvas.fill(overflowIndicatorFrame, with: "+") }
    return canvas.description
  }
}
