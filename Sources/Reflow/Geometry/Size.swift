/// A width and a height, in points.
///
/// Like SwiftUI's `CGSize`, but `Double` everywhere and available without Foundation.
public struct Size: Hashable, Sendable {
  /// The extent along the x axis.
  public var width: Double
  /// The extent along the y axis.
  public var height: Double

  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// A size with zero width and height.
  public static let zero = Size(width: 0, height: 0)

  /// Whether both dimensions are finite and not negative: the sizes a layout accepts.
  public var isValidLayoutSize: Bool {
    width.isFinite && height.isFinite && width >= 0 && height >= 0
  }

  /// The extent along `axis`: `width` for `.horizontal`, `height` for `.vertical`.
  public subscript(axis: LayoutAxis) -> Double {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }
}

extension Size: CustomStringConvertible {
  public var description: String { "\(width)x\(height)" }
}
