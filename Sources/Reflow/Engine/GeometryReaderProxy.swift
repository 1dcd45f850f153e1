/// A coordinate space to express a frame in.
public enum CoordinateSystem: Hashable, Sendable {
  /// The arrangement's root: the top-left corner of the size passed to
  /// ``LayoutEngine/arrange(in:_:)``.
  case root
  /// The element's own top-left corner.
  case local
  /// The top-left corner of the enclosing element with this id. A scroll container's corner is
  /// its viewport's, so frames in it say where content sits in the visible area.
  case named(ElementID)
}

/// What a geometry reader's content knows about the reader: the size proposed to it in this
/// frame and where it is.
///
/// ```swift
/// ui.geometryReader(id: "card") { proxy, ui in
///   if proxy.size.width > 300 { ui.hstack { … } } else { ui.vstack { … } }
/// }
/// ```
public struct GeometryReaderProxy: Sendable {
  /// The reader's size: the proposed size, with an unspecified dimension taken from the
  /// reader's content in the previous pass (0 at first).
  public let size: Size
  /// The size proposed to the reader in this frame; `nil` dimensions were left to it.
  public let proposal: ProposedSize
  /// The direction the reader's content reads in.
  public let layoutDirection: WritingDirection
  /// The reader's frame in root coordinates.
  let frameInRoot: Rect
  /// The enclosing identified elements' ids and top-left corners, innermost first.
  let ancestors: [(id: ElementID, origin: Point)]

  init(size: Size, proposal: ProposedSize, frameInRoot: Rect, layoutDirection: WritingDirection,
       ancestors: [(id: ElementID, origin: Point)]) {
    self.size = size
    self.proposal = proposal
    self.layoutDirection = layoutDirection
    self.frameInRoot = frameInRoot
    self.ancestors = ancestors
  }

  /// The reader's frame in `space`.
  ///
  /// - Parameter space: The space; a name that no enclosing element has answers in root space.
  /// - Returns: The frame, after scrolling.
  public func frame(in space: CoordinateSystem) -> Rect {
    switch space {
    case .root:
      return frameInRoot
    case .local:
      return Rect(origin: .zero, size: frameInRoot.size)
    case .named(let name):
      guard let ancestor = ancestors.first(where: { $0.id == name }) else { return frameInRoot }
      return frameInRoot.offsetBy(dx: -ancestor.origin.x, dy: -ancestor.origin.y)
    }
  }
}
