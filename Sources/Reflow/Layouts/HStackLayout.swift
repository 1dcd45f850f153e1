/// Children in a row, left to right, each at its ideal width: SwiftUI's `HStack` without
/// flexible sharing of the width.
///
/// Each child is proposed an unspecified width and the stack's proposed height; the stack is as
/// wide as its children and the spacing between them, and as tall as its tallest child. Children
/// shorter than the stack sit at `alignment`.
///
/// ```
/// hstack(spacing: 1, alignment: .top):  AA.BBB
///                                       AA....
/// ```
public struct HStackLayout: Layout, Hashable, Sendable {
  /// Space between neighbouring children; NaN, infinite or negative values count as 0.
  public var spacing: Double
  /// Where children shorter than the row sit.
  public var alignment: VerticalAlignment

  /// Creates a row layout.
  public init(spacing: Double = 0, alignment: VerticalAlignment = .center) {
    self.spacing = spacing
    self.alignment = alignment
  }

  private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
    ProposedSize(width: nil, height: proposal.height)
  }

  /// - Complexity: O(*n*) in the number of children, plus measuring them.
  public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
    let child = childProposal(proposal)
    var width = 0.0
    var height = 0.0
    for subview in subviews {
      let size = subview.sizeThatFits(child)
      width += size.width
      height = Swift.max(height, size.height)
    }
    width += spacing.clampedLength * Double(Swift.max(0, subviews.count - 1))
    return Size(width: width, height: height)
  }

  public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
    let child = childProposal(proposal)
    var x = bounds.minX
    for subview in subviews {
      let size = subview.sizeThatFits(child)
      let y = bounds.minY + alignment.offset(free: bounds.height - size.height)
      subview.place(at: Point(x: x, y: y), proposal: child)
      x += size.width + spacing.clampedLength
    }
  }
}
