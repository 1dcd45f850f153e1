extension ASCIICanvas {
  /// A canvas covering `size` from the origin and every frame of `frames` (and `extra`), with
  /// frame *i* filled with the *i*-th of ``FlowResult/drawingLabels`` (cycling): the drawing
  /// ``FlowResult`` and ``MasonryResult`` share.
  package init(
    labelling frames: [Rect], covering size: Size, including extra: Rect? = nil,
    columnWidth: Double, rowHeight: Double
  ) {
    var bounds = Rect(origin: .zero, size: size)
    for frame in frames { bounds = bounds.union(frame) }
    if let extra { bounds = bounds.union(extra) }
    self.init(bounds: bounds, columnWidth: columnWidth, rowHeight: rowHeight)
    let labels = FlowResult.drawingLabels
    for (index, frame) in frames.enumerated() {
      fill(frame, with: labels[index % labels.count])
    }
  }
}
