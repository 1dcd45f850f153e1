extension Arrangement {
  /// Draws the arrangement's leaves as text, as seen through their clips: the *k*-th leaf in paint
  /// order is filled with the *k*-th of ``FlowResult/drawingLabels`` (cycling), empty space is
  /// `.`.
  ///
  /// The drawing covers ``size`` from the origin (``contentSize`` along an infinite dimension).
  /// Containers are not drawn; a leaf outside its scroll container's viewport does not show,
  /// but keeps its letter.
  ///
  /// ```
  /// AAA.BB
  /// CCCC..
  /// ```
  ///
  /// - Parameters:
  ///   - columnWidth: Points per column.
  ///   - rowHeight: Points per row.
  /// - Returns: The rows, top to bottom, joined by newlines.
  /// - Complexity: O(*n* *d* + *a*), where *d* is the depth of the tree and *a* the number of
  ///   cells the leaves cover.
  public func asciiDrawing(columnWidth: Double = 1, rowHeight: Double = 1) -> String {
    let bounds = Rect(
      x: 0, y: 0,
      width: size.width.isFinite ? size.width : contentSize.width,
      height: size.height.isFinite ? size.height : contentSize.height)
    var canvas = ASCIICanvas(bounds: bounds, columnWidth: columnWidth, rowHeight: rowHeight)
    let labels = FlowResult.drawingLabels
    var leaf = 0
    for index in tree.order where tree.nodes[index].kind.isLeaf && tree.ids[index].isExplicit {
      defer { leaf += 1 }
      let element = command(at: index)
      guard RenderCommand.isVisible(element.rect, in: element.clip) else { continue }
      var rect = element.rect
      if let clip = element.clip {
        guard let visible = rect.intersection(clip) else { continue }
        rect = visible
      }
      canvas.fill(rect, with: labels[leaf % labels.count])
    }
    return canvas.description
  }
}
