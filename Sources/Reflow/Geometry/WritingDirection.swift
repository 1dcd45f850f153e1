/// The direction in which a line of content reads; the raw values are CSS's `direction`.
public enum WritingDirection: String, CaseIterable, Hashable, Sendable {
  /// Leading is the left edge.
  case leftToRight = "ltr"
  /// Leading is the right edge: the layout is the mirror image of the left-to-right one.
  case rightToLeft = "rtl"
}
