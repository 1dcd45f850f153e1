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
public struct OverlayLayout: ContainerLayout, Hashable, Sendable {
  /// Where children smaller than the overlay sit.
  public var alignment: BoxAlignment

  /// Creates an overlay layout.
  public init(alignment: BoxAlignment = .center) {
    self.alignment = alignment
  }

  /// - Complexity: O(*n*) in the number of children, plus measuring them.
  public func sizeThatFits(proposal: ProposedSize, children: LayoutChildren) -> Size {
    var result = Size.zero
    for child in children {
      let size = child.sizeThatFits(proposal)
      result = Size(
        width: Swift.max(result.width, size.width), height: Swift.max(result.height, size.height))
    }
    return result
  }

  public func placeChildren(in bounds: Rect, proposal: ProposedSize, children: LayoutChildren) {
    for child in children {
      let size = child.sizeThatFits(proposal)
      child.place(at: alignment.origin(of: size, in: bounds), proposal: proposal)
    }
  }
}
