/// The errors Reflow reports for input a caller can get wrong.
///
/// Every case carries the bad value, and its `description` names the value and the fix.
public enum ReflowError: Error, Sendable, Hashable {
  /// An item's size is NaN, infinite or negative.
  case invalidItemSize(index: Int, size: Size)
  /// A spacing option (`itemSpacing` or `lineSpacing`) is NaN, infinite or negative.
  case invalidSpacing(name: String, value: Double)
  /// An inset is NaN, infinite or negative.
  case invalidInset(edge: String, value: Double)
  /// A container dimension is NaN or negative.
  case invalidContainerExtent(dimension: String, value: Double)
  /// A right-to-left layout was asked of a container of infinite width, which has no right
  /// edge to mirror around.
  case unboundedRightToLeftWidth(width: Double)
  /// An item index (or a range's bound) is outside the indices `valid` allows.
  case indexOutOfRange(index: Int, valid: Range<Int>)
}

extension ReflowError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .invalidItemSize(let index, let size):
      return "item \(index) has size \(size.width)x\(size.height); item sizes must be finite"
        + " and at least 0: measure the item, or clamp its size before adding it"
    case .invalidSpacing(let name, let value):
      return "\(name) is \(value); spacing must be finite and at least 0: pass 0 for no spacing"
    case .invalidInset(let edge, let value):
      return "the \(edge) inset is \(value); insets must be finite and at least 0:"
        + " pass 0 for no inset"
    case .invalidContainerExtent(let dimension, let value):
      return "the container \(dimension) is \(value); it must be at least 0:"
        + " pass .infinity for a container that never wraps along it"
    case .unboundedRightToLeftWidth(let width):
      return "a right-to-left layout needs a finite container width to mirror around,"
        + " but the width is \(width): give the container a finite width or use .leftToRight"
    case .indexOutOfRange(let index, let valid):
      return "index \(index) is out of range \(valid.lowerBound)..<\(valid.upperBound):"
        + " pass an index of an item there (or the count, to insert at the end)"
    }
  }
}
