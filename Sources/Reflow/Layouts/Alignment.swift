/// Where a child sits across a container's width.
public enum HorizontalAlignment: String, CaseIterable, Hashable, Sendable {
  /// Against the left edge.
  case leading
  /// Centred.
  case center
  /// Against the right edge.
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
public enum VerticalAlignment: String, CaseIterable, Hashable, Sendable {
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

/// Where a child sits in a container larger than itself, in both dimensions.
public struct Alignment: Hashable, Sendable {
  /// Where the child sits across the width.
  public var horizontal: HorizontalAlignment
  /// Where the child sits across the height.
  public var vertical: VerticalAlignment

  /// Creates an alignment.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

  /// The origin of a child of `size` aligned in `bounds`.
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
