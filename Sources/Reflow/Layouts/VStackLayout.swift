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

  private var arithmetic: StackArithmetic { StackArithmetic(axis: .vertical, spacing: spacing) }

  /// - Complexity: O(*n*) in the number of children, plus measuring them.
  public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
    arithmetic.sizeThatFits(proposal: proposal, subviews: subviews)
  }

  public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
    arithmetic.placeSubviews(in: bounds, proposal: proposal, subviews: subviews) { free in
      alignment.offset(free: free)
    }
  }
}
