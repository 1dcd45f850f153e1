/// One step of driving a `LazyFlow`, for operation-sequence properties.
public enum LazyFlowOperation: Hashable, Sendable {
  /// `appendItems(count:)`: items whose size is not known yet.
  case appendEstimated(Int)
  /// `appendItems(sizes:)`, with sizes that may be invalid.
  case append([Size])
  /// `setSizes(_:)`, with indices that may be out of range and sizes that may be invalid.
  case setSizes([Measurement])

  /// A measured size for an item.
  public struct Measurement: Hashable, Sendable {
    /// The item's index; out of range is ignored by `LazyFlow.setSizes(_:)`.
    public var index: Int
    /// The measured size.
    public var size: Size

    /// Creates a measurement.
    public init(index: Int, size: Size) {
      self.index = index
      self.size = size
    }
  }
}

extension LazyFlowOperation: CustomStringConvertible {
  /// Swift source for the operation.
  public var description: String {
    switch self {
    case .appendEstimated(let count): ".appendEstimated(\(count))"
    case .append(let sizes): ".append([\(sizes.map(literal).joined(separator: ", "))])"
    case .setSizes(let measurements):
      ".setSizes(["
        + measurements.map { "(\($0.index), \(literal($0.size)))" }.joined(separator: ", ")
        + "])"
    }
  }
}

extension Gen where Value == LazyFlowOperation {
  /// A generator of operations on a lazy flow of up to a few dozen items: appends of estimated
  /// or known sizes and measurements, now and then with an index out of range or an invalid
  /// size that must be ignored or rejected.
  ///
  /// - Parameter size: The valid sizes to append or measure.
  /// - Returns: The generator; shrinks towards appending no estimated items.
  public static func lazyFlowOperation(size: Gen<Size> = .size(width: 0...120, height: 0...40))
    -> Gen
  {
    let invalid = Gen<Double>.element(.nan, -1, .infinity)
    let anySize = Gen<Size>.frequency(
      (20, size), (1, invalid.map { Size(width: $0, height: 10) }))
    let measurement = Gen<(Int, Size)>.zip(.int(in: -1...30), anySize).map {
      LazyFlowOperation.Measurement(index: $0, size: $1)
    }
    return .frequency(
      (2, Gen<Int>.int(in: 0...8).map { .appendEstimated($0) }),
      (2, Gen<[Size]>.array(of: anySize, count: 0...6).map { .append($0) }),
      (4, Gen<[LazyFlowOperation.Measurement]>.array(of: measurement, count: 0...5)
        .map { .setSizes($0) }))
  }
}
