extension MasonryResult {
  /// Draws the layout as text: item *i* is filled with the *i*-th of
  /// ``FlowResult/drawingLabels`` (cycling), and empty space is `.`.
  ///
  /// The drawing covers the content size from the container's origin, and any item that
  /// overflows it. Three lanes of photos:
  ///
  /// ```
  /// AAAA.BBBB.CCCC
  /// AAAA.BBBB.CCCC
  /// AAAA.BBBB.....
  /// .....BBBB.DDDD
  /// EEEE......DDDD
  /// ```
  ///
  /// - Parameters:
  ///   - columnWidth: Points per column.
  ///   - rowHeight: Points per row.
  /// - Complexity: O(*n* + *a*), where *a* is the number of cells the items cover.
  public func asciiDrawing(columnWidth: Double = 1, rowHeight: Double = 1) -> String {
    ASCIICanvas(
      labelling: frames, covering: contentSize, columnWidth: columnWidth, rowHeight: rowHeight
    ).description
  }
}
