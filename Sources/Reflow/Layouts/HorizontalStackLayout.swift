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
public struct HorizontalStackLayout: ContainerLayout, Hashable, Sendable {
  /// Space between neighbouring children; NaN, infinite or negative values count as 0.
  public var spacing: Double
  /// Where children shorter than the row sit.
  public var alignment: BoxAlignment.Vertical

  /// Creates a row layout.
  public init(spacing: Double = 0, alignment: BoxAlignment.Vertical = .center) {
    self.spacing = spacing
    self.alignment = alignment
  }

  private var arithmetic: StackArithmetic { StackArithmetic(axis: .horizontal, spacing: spacing) }

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
