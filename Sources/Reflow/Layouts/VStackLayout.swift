/// Children in a column, top to bottom, each at its ideal height: SwiftUI's `VStack` without
/// flexible sharing of the height.
///
/// Each child is proposed the stack's proposed width and an unspecified height, so text measured
/// against the width wraps; the stack is as tall as its children and the spacing between them,
/// and as wide as its widest child. Children narrower than the stack sit at `alignment`.
///
/// ```
/// vstack(spacing: 1, alignment: .leading):  AAAA
///                                           ....
///                                           BB..
/// ```
public struct VStackLayout: Layout, Hashable, Sendable {
  /// Space between neighbouring children; NaN, infinite or negative values count as 0.
  public var spacing: Double
  /// Where children narrower than the column sit.
  public var alignment: HorizontalAlignment

  /// Creates a column layout.
  public init(spacing: Double = 0, alignment: HorizontalAlignment = .center) {
    self.spacing = spacing
    self.alignment = alignment
  }

  private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
    ProposedSize(width: proposal.width, height: nil)
  }

  /// - Complexity: O(*n*) in the number of children, plus measuring them.
  public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
    let child = childProposal(proposal)
    var width = 0.0
    var height = 0.0
    for subview in subviews {
      let size = subview.sizeThatFits(child)
      width = Swift.max(width, size.width)
      height += size.height
    }
    height += spacing.clampedLength * Double(Swift.max(0, subviews.count - 1))
    return Size(width: width, height: height)
  }

  public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
    let child = childProposal(proposal)
    var y = bounds.minY
    for subview in subviews {
      let size = subview.sizeThatFits(child)
      let x = bounds.minX + alignment.offset(free: bounds.width - size.width)
      subview.place(at: Point(x: x, y: y), proposal: child)
      y += size.height + spacing.clampedLength
    }
  }
}
