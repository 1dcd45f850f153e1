/// Space around a container's children: SwiftUI's `padding`.
///
/// Children are proposed the padding's proposal less the insets (an unspecified dimension stays
/// unspecified), and overlap at the top-left corner inside the insets, like an overlay aligned
/// `.topLeading`. The padding is as big as its largest child plus the insets. Leading is left.
///
/// ```
/// padding(EdgeInsets(top: 1, leading: 2, bottom: 0, trailing: 1)):  .....
///                                                                   ..AA.
/// ```
public struct PaddingLayout: Layout, Hashable, Sendable {
  /// The space on each edge; NaN, infinite or negative values count as 0.
  public var insets: EdgeInsets

  /// Creates a padding layout.
  public init(insets: EdgeInsets) {
    self.insets = insets
  }

  private var clamped: EdgeInsets {
    EdgeInsets(
      top: insets.top.clampedLength, leading: insets.leading.clampedLength,
      bottom: insets.bottom.clampedLength, trailing: insets.trailing.clampedLength)
  }

  private func childProposal(_ proposal: ProposedSize, _ insets: EdgeInsets) -> ProposedSize {
    ProposedSize(
      width: proposal.width.map { Swift.max(0, $0 - insets.horizontal) },
      height: proposal.height.map { Swift.max(0, $0 - insets.vertical) })
  }

  /// - Complexity: O(*n*) in the number of children, plus measuring them.
  public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
    let insets = clamped
    let child = childProposal(proposal, insets)
    var result = Size.zero
    for subview in subviews {
      let size = subview.sizeThatFits(child)
      result = Size(
        width: Swift.max(result.width, size.width), height: Swift.max(result.height, size.height))
    }
    return Size(width: result.width + insets.horizontal, height: result.height + insets.vertical)
  }

  public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
    let insets = clamped
    let child = childProposal(proposal, insets)
    let origin = Point(x: bounds.minX + insets.leading, y: bounds.minY + insets.top)
    for subview in subviews {
      subview.place(at: origin, proposal: child)
    }
  }
}
