/// One step of driving a `Flow` state machine, for operation-sequence properties.
///
/// ```swift
/// check(Gen.flowOperations()) { operations in
///   // apply each operation to a Flow and to a model, and compare
/// }
/// ```
public enum FlowOperation: Hashable, Sendable {
  /// `add(_:)` with one size, which may be invalid.
  case add(Size)
  /// `add(contentsOf:)` with several sizes, any of which may be invalid.
  case addContents([Size])
  /// `finish()`, after which the layout must stay resumable.
  case finish
}

extension FlowOperation: CustomStringConvertible {
  /// Swift source for the operation.
  public var description: String {
    switch self {
    case .add(let size): ".add(\(literal(size)))"
    case .addContents(let sizes): ".addContents([\(sizes.map(literal).joined(separator: ", "))])"
    case .finish: ".finish"
    }
  }
}

/// Swift source for `size`.
func literal(_ size: Size) -> String {
  "Size(width: \(literal(size.width)), height: \(literal(size.height)))"
}

extension Gen where Value == FlowOperation {
  /// A generator of operations: mostly single adds, sometimes batches or `finish()`, and now
  /// and then a NaN, infinite or negative size that the layout must reject without changing.
  ///
  /// - Parameter size: The valid sizes to add.
  /// - Returns: The generator; shrinks towards `add` of a zero size.
  public static func flowOperation(size: Gen<Size> = .size(width: 0...80, height: 0...40))
    -> Gen
  {
    let invalid = Gen<Double>.element(.nan, -1, .infinity, -.infinity)
    let badSize = Gen<Size>.oneOf(
      invalid.map { Size(width: $0, height: 0) }, invalid.map { Size(width: 0, height: $0) })
    let anySize = Gen<Size>.frequency((12, size), (1, badSize))
    return .frequency(
      (6, anySize.map { .add($0) }),
      (2, Gen<[Size]>.array(of: anySize, count: 0...4).map { .addContents($0) }),
      (2, .constant(.finish)))
  }
}
