/// A direction to move focus in: the four arrows of a remote or keyboard, and reading order.
///
/// The arrows are physical (a TV remote's left is left in any language); ``next`` and
/// ``previous`` follow the collection's reading order, as the Tab key does.
public enum FocusDirection: Hashable, Sendable, CaseIterable {
  /// Towards smaller y.
  case up
  /// Towards larger y.
  case down
  /// Towards smaller x.
  case left
  /// Towards larger x.
  case right
  /// The next item in reading order, crossing into the next section.
  case next
  /// The previous item in reading order.
  case previous

  /// The arrow that undoes this one (`next` and `previous` undo each other).
  public var opposite: FocusDirection {
    switch self {
    case .up: .down
    case .down: .up
    case .left: .right
    case .right: .left
    case .next: .previous
    case .previous: .next
    }
  }
}
