/// Where a child sits in a container larger than itself, in both dimensions (SwiftUI's
/// `Alignment`).
///
/// Leading and trailing follow the layout direction, as everywhere in Reflow: in a
/// right-to-left arrangement (``LayoutEngine/layoutDirection``) `.topLeading` is the top-right
/// corner.
public struct BoxAlignment: Hashable, Sendable {
  /// Where a child sits across a container's width.
  public enum Horizontal: String, CaseIterable, Hashable, Sendable {
    /// Against the leading edge: the left edge left to right, the right edge right to left.
    case leading
    /// Centred.
    case center
    /// Against the trailing edge: the right edge left to right, the left edge right to left.
    case trailing

    /// The offset from the leading edge for a child with `free` spare points.
    func offset(free: Double) -> Double {
      switch self {
      case .leading: 0
      case .center: free / 2
      case .trailing: free
      }
    }
  }

  /// Where a child sits across a container's height.
  public enum Vertical: String, CaseIterable, Hashable, Sendable {
    /// Against the top edge.
    case top
    /// Centred.
    case center
    /// Against the bottom edge.
    case bottom

    /// The offset from the top edge for a child with `free` spare points.
    func offset(free: Double) -> Double {
      switch self {
      case .top: 0
      case .center: free / 2
      case .bottom: free
      }
    }
  }

  /// Where the child sits across the width.
  public var horizontal: Horizontal
  /// Where the child sits across the height.
  public var vertical: Vertical

  /// Creates an alignment.
  public init(horizontal: Horizontal, vertical: Vertical) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// The top edge, at the leading corner.
  public static let topLeading = BoxAlignment(horizontal: .leading, vertical: .top)
  /// The top edge, centred across the width.
  public static let top = BoxAlignment(horizontal: .center, vertical: .top)
  /// The top edge, at the trailing corner.
  public static let topTrailing = BoxAlignment(horizontal: .trailing, vertical: .top)
  /// The leading edge, centred across the height.
  public static let leading = BoxAlignment(horizontal: .leading, vertical: .center)
  /// Centred in both dimensions.
  public static let center = BoxAlignment(horizontal: .center, vertical: .center)
  /// The trailing edge, centred across the height.
  public static let trailing = BoxAlignment(horizontal: .trailing, vertical: .center)
  /// The bottom edge, at the leading corner.
  public static let bottomLeading = BoxAlignment(horizontal: .leading, vertical: .bottom)
  /// The bottom edge, centred across the width.
  public static let bottom = BoxAlignment(horizontal: .center, vertical: .bottom)
  /// The bottom edge, at the trailing corner.
  public static let bottomTrailing = BoxAlignment(horizontal: .trailing, vertical: .bottom)

  /// The origin of a child of `size` aligned in `bounds`, left to right (the engine mirrors
  /// right-to-left containers).
  func origin(of size: Size, in bounds: Rect) -> Point {
    Point(
      x: bounds.minX + horizontal.offset(free: bounds.width - size.width),
      y: bounds.minY + vertical.offset(free: bounds.height - size.height))
  }
}

extension Double {
  /// The value as a spacing or length a layout can use: NaN, infinities and negatives become 0.
  var clampedLength: Double { isFinite && self > 0 ? self : 0 }
}
