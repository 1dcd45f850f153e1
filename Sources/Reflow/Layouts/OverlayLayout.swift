/// Children stacked on top of each other, later ones painted over earlier ones: SwiftUI's
/// `ZStack`.
///
/// Every child is proposed the overlay's own proposal; the overlay is as wide as its widest
/// child and as tall as its tallest, and each child sits at `alignment` within it.
///
/// ```
/// overlay(alignment: .center):  AAAAA
///                               ABBBA
///                               AAAAA
/// ```
public struct OverlayLayout: Layout, Hashable, Sendable {
  /// Where children smaller than the overlay sit.
  public var alignment: Alignment

  /// Creates an overlay layout.
  public init(alignment: Alignment = .center) {
    self.alignment = alignment
  }

  /// - Complexity: O(*n*) in the number of children, plus measuring them.
  public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
    var result = Size.zero
    for subview in subviews {
      let size = subview.sizeThatFits(proposal)
      result = Size(
        width: Swift.max(result.width, size.width), height: Swift.max(result.height, size.height))
    }
    return result
  }

  public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
    for subview in subviews {
      let size = subview.sizeThatFits(proposal)
      subview.place(at: alignment.origin(of: size, in: bounds), proposal: proposal)
    }
  }
}
