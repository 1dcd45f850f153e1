/// A direction in two dimensions.
public enum LayoutAxis: String, CaseIterable, Hashable, Sendable {
  /// Left to right (or right to left): the x axis.
  case horizontal
  /// Top to bottom: the y axis.
  case vertical

  /// The other axis.
  public var crossAxis: LayoutAxis { self == .horizontal ? .vertical : .horizontal }
}
