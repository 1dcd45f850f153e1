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
public struct VerticalStackLayout: ContainerLayout, Hashable, Sendable {
  /// Space between neighbouring children; NaN, infinite or negative values count as 0.
  public var spacing: Double
  /// Where children narrower than the column sit.
  public var alignment: BoxAlignment.Horizontal

  /// Creates a column layout.
  public init(spacing: Double = 0, alignment: BoxAlignment.Horizontal = .center) {
    self.spacing = spacing
    self.alignment = alignment
  }

  private var arithmetic: StackArithmetic { StackArithmetic(axis: .vertical, spacing: spacing) }

  /// - Complexity: O(*n*) in the number of children, plus measuring them.
  public func sizeThatFits(proposal: ProposedSize, children: LayoutChildren) -> Size {
    arithmetic.sizeThatFits(proposal: proposal, children: children)
  }

  public func placeChildren(in bounds: Rect, proposal: ProposedSize, children: LayoutChildren) {
    arithmetic.placeChildren(in: bounds, proposal: proposal, children: children) { free in
      alignment.offset(free: free)
    }
  }
}
