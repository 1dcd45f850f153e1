/// A location in a two-dimensional coordinate space whose y axis points down.
public struct Point: Hashable, Sendable {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate, growing downwards.
  public var y: Double

  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, (0, 0).
  public static let zero = Point(x: 0, y: 0)
}

extension Point: CustomStringConvertible {
  public var description: String { "(\(x), \(y))" }
}
