/// What ``HStackLayout`` and ``VStackLayout`` share: children one after another along an axis,
/// each at its ideal length, spaced evenly, the stack as thick as its thickest child.
struct StackArithmetic {
  /// The axis children follow.
  let axis: Axis
  /// Space between neighbouring children; NaN, infinite or negative values count as 0.
  let spacing: Double

  /// An unspecified length along the axis (the child's ideal), the stack's proposal across it.
  func childProposal(_ proposal: ProposedSize) -> ProposedSize {
    axis == .horizontal
      ? ProposedSize(width: nil, height: proposal.height)
      : ProposedSize(width: proposal.width, height: nil)
  }

  func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
    let child = childProposal(proposal)
    var size = Size.zero
    for subview in subviews {
      let childSize = subview.sizeThatFits(child)
      size[axis] += childSize[axis]
      size[axis.crossAxis] = Swift.max(size[axis.crossAxis], childSize[axis.crossAxis])
    }
    size[axis] += spacing.clampedLength * Double(Swift.max(0, subviews.count - 1))
    return size
  }

  /// Places the children in turn; `crossOffset` maps the free space across the stack beside a
  /// child to the child's offset from the stack's start across it.
  func placeSubviews(
    in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews,
    crossOffset: (Double) -> Double
  ) {
    let child = childProposal(proposal)
    let cross = axis.crossAxis
    var position = axis == .horizontal ? bounds.minX : bounds.minY
    for subview in subviews {
      let size = subview.sizeThatFits(child)
      let offset = crossOffset(bounds.size[cross] - size[cross])
      let point =
        axis == .horizontal
        ? Point(x: position, y: bounds.minY + offset)
        : Point(x: bounds.minX + offset, y: position)
      subview.place(at: point, proposal: child)
      position += size[axis] + spacing.clampedLength
    }
  }
}
