/// Distances inwards from each edge of a rectangle; leading and trailing follow the layout
/// direction (leading is the left edge in left-to-right layouts and the right edge otherwise).
public struct Insets: Hashable, Sendable {
  public var top: Double
  public var leading: Double
  public var bottom: Double
  public var trailing: Double

  /// Creates insets from each edge.
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The same inset on all four edges.
  public init(all value: Double) {
    self.init(top: value, leading: value, bottom: value, trailing: value)
  }

  /// No insets.
  public static let zero = Insets()

  /// The sum of the leading and trailing insets.
  public var horizontal: Double { leading + trailing }
  /// The sum of the top and bottom insets.
  public var vertical: Double { top + bottom }
}
