/// A container's arrangement of its children: how big it is for a proposal, and where each
/// child goes. The engine's stacks, overlay, padding, frame and columns are layouts; write your
/// own and declare it with ``ElementBuilder/layout(id:_:content:)``.
///
/// The model is SwiftUI's: the parent proposes a size, the child chooses its own. A layout asks
/// its children what size they want for proposals of its choosing, then places each one.
///
/// ```swift
/// struct Diagonal: ContainerLayout {
///   func sizeThatFits(proposal: ProposedSize, children: LayoutChildren) -> Size {
///     children.reduce(Size.zero) { total, child in
///       let size = child.sizeThatFits(.unspecified)
///       return Size(width: total.width + size.width, height: total.height + size.height)
///     }
///   }
///   func placeChildren(in bounds: Rect, proposal: ProposedSize, children: LayoutChildren) {
///     var point = bounds.origin
///     for child in children {
///       let size = child.sizeThatFits(.unspecified)
///       child.place(at: point, proposal: .unspecified)
///       point = Point(x: point.x + size.width, y: point.y + size.height)
///     }
///   }
/// }
/// ```
///
/// The engine remembers each child's answer to its last proposal, so asking again with the
/// same proposal costs nothing. A child the layout does not place sits at the bounds' origin.
/// Sizes that are NaN, infinite or negative are reported as ``Diagnostic/invalidSize(_:_:)`` and
/// clamped to zero.
public protocol ContainerLayout {
  /// The size the container wants for `proposal`.
  ///
  /// - Parameters:
  ///   - proposal: The size the container's parent offers.
  ///   - children: The container's children, in declaration order.
  /// - Returns: A finite size, at least zero in each dimension.
  func sizeThatFits(proposal: ProposedSize, children: LayoutChildren) -> Size

  /// Places every child with ``LayoutChild/place(at:proposal:)``.
  ///
  /// - Parameters:
  ///   - bounds: The container's frame in the frame's root coordinates: the origin the
  ///     engine placed it at and the size ``sizeThatFits(proposal:children:)`` returned.
  ///   - proposal: The proposal the container was sized for.
  ///   - children: The container's children, in declaration order.
  func placeChildren(in bounds: Rect, proposal: ProposedSize, children: LayoutChildren)
}

/// A container's children, in declaration order, as a ``ContainerLayout`` sees them.
public struct LayoutChildren: RandomAccessCollection {
  unowned let builder: ElementBuilder
  let nodes: Range<Int>
  /// In a right-to-left container, the sum of its bounds' left and right edges: children are
  /// placed at the mirror image of the point the layout gives.
  let mirrorSum: Double?

  init(builder: ElementBuilder, nodes: Range<Int>, mirrorSum: Double? = nil) {
    self.builder = builder
    self.nodes = nodes
    self.mirrorSum = mirrorSum
  }

  /// The direction the container reads in. Place children left to right whatever it is: the
  /// engine mirrors a right-to-left container's children within its bounds.
  public var layoutDirection: WritingDirection {
    mirrorSum == nil ? .leftToRight : .rightToLeft
  }

  /// The first position, 0.
  public var startIndex: Int { 0 }
  /// The number of children.
  public var endIndex: Int { nodes.count }

  /// The child at `position`, in declaration order.
  public subscript(position: Int) -> LayoutChild {
    LayoutChild(
      builder: builder, node: builder.childList[nodes.lowerBound + position],
      mirrorSum: mirrorSum)
  }
}

/// One child of a ``ContainerLayout``'s container: ask it for its size, then place it.
public struct LayoutChild {
  unowned let builder: ElementBuilder
  let node: Int
  let mirrorSum: Double?

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
  /// In a right-to-left container the engine places the child at the mirror image of that
  /// corner within the container's bounds, so its top-right corner lands at the same distance
  /// from the right edge as `point` is from the left. A NaN or infinite coordinate is replaced
  /// by 0 and reported as ``Diagnostic/invalidParameter(_:name:value:)`` against the container.
  ///
  /// - Parameters:
  ///   - point: The corner, in the same root coordinates as the container's `bounds`.
  ///   - proposal: The proposal that sizes the child; pass the one you measured it with.
  public func place(at point: Point, proposal: ProposedSize) {
    guard let mirrorSum else { return builder.place(node, at: point, proposal: proposal) }
    let width = builder.measure(node, proposal).width
    builder.place(node, at: Point(x: mirrorSum - point.x - width, y: point.y), proposal: proposal)
  }
}
