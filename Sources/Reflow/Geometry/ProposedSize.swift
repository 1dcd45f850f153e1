/// The size a parent offers a child, with SwiftUI's `ProposedViewSize` meaning.
///
/// A `nil` dimension asks for the child's ideal size along it; `0` asks for its minimum and
/// `.infinity` for its maximum; any other value is the space on offer.
public struct ProposedSize: Hashable, Sendable {
  /// The proposed width, or `nil` for the ideal width.
  public var width: Double?
  /// The proposed height, or `nil` for the ideal height.
  public var height: Double?

  /// Creates a proposal.
  public init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }

  /// Proposes exactly `size`.
  public init(_ size: Size) {
    self.init(width: size.width, height: size.height)
  }

  /// Asks for the ideal size in both dimensions.
  public static let unspecified = ProposedSize(width: nil, height: nil)
  /// Asks for the minimum size.
  public static let zero = ProposedSize(width: 0, height: 0)
  /// Asks for the maximum size.
  public static let infinity = ProposedSize(width: .infinity, height: .infinity)

  /// The proposal with each `nil` dimension replaced by the matching dimension of `size`.
  public func replacingUnspecifiedDimensions(by size: Size = Size(width: 10, height: 10)) -> Size {
    Size(width: width ?? size.width, height: height ?? size.height)
  }
}
