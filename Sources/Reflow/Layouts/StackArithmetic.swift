/// What ``HorizontalStackLayout`` and ``VerticalStackLayout`` share: children one after another
/// along an axis, each at its ideal length, spaced evenly, the stack as thick as its thickest
/// child.
struct StackArithmetic {
  /// The axis children follow.
  let axis: LayoutAxis
  /// Space between neighbouring children; NaN, infinite or negative values count as 0.
  let spacing: Double

  /// An unspecified length along the axis (the child's ideal), the stack's proposal across it.
  func childProposal(_ proposal: ProposedSize) -> ProposedSize {
    axis == .horizontal
      ? ProposedSize(width: nil, height: proposal.height)
      : ProposedSize(width: proposal.width, height: nil)
  }

  func sizeThatFits(proposal: ProposedSize, children: LayoutChildren) -> Size {
    let offer = childProposal(proposal)
    var size = Size.zero
    for child in children {
      let childSize = child.sizeThatFits(offer)
      size[axis] += childSize[axis]
      size[axis.crossAxis] = Swift.max(size[axis.crossAxis], childSize[axis.crossAxis])
    }
    size[axis] += spacing.clampedLength * Double(Swift.max(0, children.count - 1))
    return size
  }

  /// Places the children in turn; `crossOffset` maps the free space across the stack beside a
  /// child to the child's offset from the stack's start across it.
  func placeChildren(
    in bounds: Rect, proposal: ProposedSize, children: LayoutChildren,
    crossOffset: (Double) -> Double
  ) {
    let offer = childProposal(proposal)
    let cross = axis.crossAxis
    var position = axis == .horizontal ? bounds.minX : bounds.minY
    for child in children {
      let size = child.sizeThatFits(offer)
      let offset = crossOffset(bounds.size[cross] - size[cross])
      let point =
        axis == .horizontal
        ? Point(x: position, y: bounds.minY + offset)
        : Point(x: bounds.minX + offset, y: position)
      child.place(at: point, proposal: offer)
      position += size[axis] + spacing.clampedLength
    }
  }
}
