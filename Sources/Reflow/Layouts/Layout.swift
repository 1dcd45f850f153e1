/// A container's arrangement of its children: how big it is for a proposal, and where each
/// child goes. The engine's stacks, overlay, padding, frame and columns are layouts; write your
/// own and declare it with ``FrameBuilder/layout(id:_:content:)``.
///
/// The model is SwiftUI's: the parent proposes a size, the child chooses its own. A layout asks
/// its subviews what size they want for proposals of its choosing, then places each one.
///
/// ```swift
/// struct Diagonal: Layout {
///   func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
///     subviews.reduce(Size.zero) { total, subview in
///       let size = subview.sizeThatFits(.unspecified)
///       return Size(width: total.width + size.width, height: total.height + size.height)
///     }
///   }
///   func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
///     var point = bounds.origin
///     for subview in subviews {
///       let size = subview.sizeThatFits(.unspecified)
///       subview.place(at: point, proposal: .unspecified)
///       point = Point(x: point.x + size.width, y: point.y + size.height)
///     }
///   }
/// }
/// ```
///
/// The engine remembers each subview's answer to its last proposal, so asking again with the
/// same proposal costs nothing. A subview the layout does not place sits at the bounds' origin.
/// Sizes that are NaN, infinite or negative are reported as ``Diagnostic/invalidSize(_:_:)`` and
/// clamped to zero.
public protocol Layout {
  /// The size the container wants for `proposal`.
  ///
  /// - Parameters:
  ///   - proposal: The size the container's parent offers.
  ///   - subviews: The container's children, in declaration order.
  /// - Returns: A finite size, at least zero in each dimension.
  func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size

  /// Places every subview with ``LayoutSubview/place(at:proposal:)``.
  ///
  /// - Parameters:
  ///   - bounds: The container's frame in the frame's root coordinates: the origin the
  ///     engine placed it at and the size ``sizeThatFits(proposal:subviews:)`` returned.
  ///   - proposal: The proposal the container was sized for.
  ///   - subviews: The container's children, in declaration order.
  func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews)
}

/// A container's children, in declaration order, as a ``Layout`` sees them.
public struct LayoutSubviews: RandomAccessCollection {
  unowned let builder: FrameBuilder
  let nodes: Range<Int>

  init(builder: FrameBuilder, nodes: Range<Int>) {
    self.builder = builder
    self.nodes = nodes
  }

  /// The first position, 0.
  public var startIndex: Int { 0 }
  /// The number of subviews.
  public var endIndex: Int { nodes.count }

  /// The subview at `position`, in declaration order.
  public subscript(position: Int) -> LayoutSubview {
    LayoutSubview(builder: builder, node: builder.childList[nodes.lowerBound + position])
  }
}

/// One child of a ``Layout``'s container: ask it for its size, then place it.
public struct LayoutSubview {
  unowned let builder: FrameBuilder
  let node: Int

  /// The child's id.
  public var id: ElementID { builder.ids[node] }

  /// The size the child chooses for `proposal`.
  ///
  /// - Complexity: O(1) when the child was last asked with the same proposal; otherwise the
  ///   cost of measuring its subtree.
  public func sizeThatFits(_ proposal: ProposedSize) -> Size {
    builder.measure(node, proposal)
  }

  /// Places the child's top-left corner at `point`, sized for `proposal`.
  ///
  /// - Parameters:
  ///   - point: The corner, in the same root coordinates as the container's `bounds`.
  ///   - proposal: The proposal that sizes the child; pass the one you measured it with.
  public func place(at point: Point, proposal: ProposedSize) {
    builder.place(node, at: point, proposal: proposal)
  }
}
