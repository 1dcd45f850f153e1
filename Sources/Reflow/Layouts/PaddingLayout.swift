/// Space around a container's children: SwiftUI's `padding`.
///
/// Children are proposed the padding's proposal less the insets (an unspecified dimension stays
/// unspecified), and overlap at the top-left corner inside the insets, like an overlay aligned
/// `.topLeading`. The padding is as big as its largest child plus the insets. Leading is left.
///
/// ```
/// padding(Insets(top: 1, leading: 2, bottom: 0, trailing: 1)):  .....
///                                                                   ..AA.
/// ```
public struct PaddingLayout: ContainerLayout, Hashable, Sendable {
  /// The space on each edge; NaN, infinite or negative values count as 0.
  public var insets: Insets

  /// Creates a padding layout.
  public init(insets: Insets) {
    self.insets = insets
  }

  private var clamped: Insets {
    Insets(
      top: insets.top.clampedLength, leading: insets.leading.clampedLength,
      bottom: insets.bottom.clampedLength, trailing: insets.trailing.clampedLength)
  }

  private func childProposal(_ proposal: ProposedSize, _ insets: Insets) -> ProposedSize {
    ProposedSize(
      width: proposal.width.map { Swift.max(0, $0 - insets.horizontal) },
      height: proposal.height.map { Swift.max(0, $0 - insets.vertical) })
  }

  /// - Complexity: O(*n*) in the number of children, plus measuring them.
  public func sizeThatFits(proposal: ProposedSize, children: LayoutChildren) -> Size {
    let insets = clamped
    let offer = childProposal(proposal, insets)
    var result = Size.zero
    for child in children {
      let size = child.sizeThatFits(offer)
      result = Size(
        width: Swift.max(result.width, size.width), height: Swift.max(result.height, size.height))
    }
    return Size(width: result.width + insets.horizontal, height: result.height + insets.vertical)
  }

  public func placeChildren(in bounds: Rect, proposal: ProposedSize, children: LayoutChildren) {
    let insets = clamped
    let offer = childProposal(proposal, insets)
    let origin = Point(x: bounds.minX + insets.leading, y: bounds.minY + insets.top)
    for child in children {
      child.place(at: origin, proposal: offer)
    }
  }
}
