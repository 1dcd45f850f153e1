/// One step of driving a `LazyFlow`, for operation-sequence properties.
public enum LazyFlowOperation: Hashable, Sendable {
  /// `appendItems(count:)`: items whose size is not known yet.
  case appendEstimated(Int)
  /// `appendItems(sizes:)`, with sizes that may be invalid.
  case append([Size])
  /// `setSizes(_:)`, with indices that may be out of range and sizes that may be invalid.
  case setSizes([Measurement])
  /// `insertItems(count:at:)`: items not measured yet, at a position that may be out of range.
  case insertEstimated(at: Int, count: Int)
  /// `insertItems(sizes:at:)`, at a position that may be out of range.
  case insert(at: Int, [Size])
  /// `removeItems(in: position..<(position + count))`, which may reach out of range.
  case remove(at: Int, count: Int)
  /// `moveItems(position..<(position + count), to:)`, which may reach out of range.
  case move(at: Int, count: Int, to: Int)

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
    case .insertEstimated(let position, let count):
      ".insertEstimated(at: \(position), count: \(count))"
    case .insert(let position, let sizes):
      ".insert(at: \(position), [\(sizes.map(literal).joined(separator: ", "))])"
    case .remove(let position, let count): ".remove(at: \(position), count: \(count))"
    case .move(let position, let count, let destination):
      ".move(at: \(position), count: \(count), to: \(destination))"
    }
  }
}

extension Gen where Value == LazyFlowOperation {
  /// A generator of operations on a lazy flow of up to a few hundred items: appends, insertions,
  /// removals and moves of estimated or known sizes, and measurements, now and then with an index
  /// out of range or an invalid size that must be ignored or rejected.
  ///
  /// - Parameter size: The valid sizes to append or measure.
  /// - Returns: The generator; shrinks towards appending no estimated items.
  public static func lazyFlowOperation(size: Gen<Size> = .size(width: 0...120, height: 0...40))
    -> Gen
  {
    let invalid = Gen<Double>.element(.nan, -1, .infinity)
    let anySize = Gen<Size>.frequency(
      (20, size), (1, invalid.map { Size(width: $0, height: 10) }))
    // Mostly near the start, now and then deep into a long run of estimated items.
    let position = Gen<Int>.frequency((4, .int(in: -1...32)), (1, .int(in: 0...400)))
    let measurement = Gen<(Int, Size)>.zip(position, anySize).map {
      LazyFlowOperation.Measurement(index: $0, size: $1)
    }
    let count = Gen<Int>.int(in: 0...6)
    // Long runs of estimates lay out as one line repeated: edits must split and skip them.
    let estimates = Gen<Int>.frequency((4, .int(in: 0...8)), (1, .int(in: 0...300)))
    return .frequency(
      (2, estimates.map { .appendEstimated($0) }),
      (2, Gen<[Size]>.array(of: anySize, count: 0...6).map { .append($0) }),
      (4, Gen<[LazyFlowOperation.Measurement]>.array(of: measurement, count: 0...5)
        .map { .setSizes($0) }),
      (1, Gen<(Int, Int)>.zip(position, estimates).map { .insertEstimated(at: $0, count: $1) }),
      (1, Gen<(Int, [Size])>.zip(position, .array(of: anySize, count: 0...4))
        .map { .insert(at: $0, $1) }),
      (1, Gen<(Int, Int)>.zip(position, count).map { .remove(at: $0, count: $1) }),
      (1, Gen<(Int, Int, Int)>.zip(position, count, position)
        .map { .move(at: $0, count: $1, to: $2) }))
  }
}

/// One step of a session with a lazy flow in a `LayoutEngine`: what a user, a renderer and a
/// data source do between arrangements, for operation-sequence properties.
public enum LazyScrollOperation: Hashable, Sendable {
  /// The user drags the content by `points` (positive scrolls towards the end).
  case scroll(by: Double)
  /// The user jumps to a fraction of the content's length (a scroll bar).
  case jump(toFraction: Double)
  /// The app asks for an item: `LayoutEngine.scrollTo(item:in:anchor:)`.
  case scrollTo(item: Int, ScrollAlignment)
  /// The window is resized.
  case resize(Size)
  /// An item's real size changes (its text was edited): measured anew when next declared.
  case remeasure(item: Int, Size)
  /// Items arrive before `at` (older messages above a chat).
  case insert(at: Int, count: Int)
  /// Items are removed.
  case remove(at: Int, count: Int)
  /// Items move.
  case move(at: Int, count: Int, to: Int)
  /// Items arrive at the end (a page).
  case grow(Int)
}

extension LazyScrollOperation: CustomStringConvertible {
  /// Swift source for the operation.
  public var description: String {
    switch self {
    case .scroll(let points): ".scroll(by: \(literal(points)))"
    case .jump(let fraction): ".jump(toFraction: \(literal(fraction)))"
    case .scrollTo(let item, let alignment): ".scrollTo(item: \(item), .\(alignment))"
    case .resize(let size): ".resize(\(literal(size)))"
    case .remeasure(let item, let size): ".remeasure(item: \(item), \(literal(size)))"
    case .insert(let position, let count): ".insert(at: \(position), count: \(count))"
    case .remove(let position, let count): ".remove(at: \(position), count: \(count))"
    case .move(let position, let count, let destination):
      ".move(at: \(position), count: \(count), to: \(destination))"
    case .grow(let count): ".grow(\(count))"
    }
  }
}

extension Gen where Value == LazyScrollOperation {
  /// A generator of the steps of a scroll session over a lazy flow of a few hundred items:
  /// drags both ways, jumps, scroll-to requests, resizes, items whose size changes, insertions,
  /// removals and moves anywhere, and pages at the end. Item positions are taken modulo the
  /// items there are when the step runs.
  ///
  /// - Returns: The generator; shrinks towards small drags.
  public static func lazyScrollOperation() -> Gen {
    let item = Gen<Int>.int(in: 0...500)
    let size = Gen<Size>.size(width: 10...200, height: 10...80, step: 1)
    let count = Gen<Int>.int(in: 0...12)
    return .frequency(
      (6, Gen<Int>.int(in: -60...60).map { .scroll(by: Double($0) * 10) }),
      (2, Gen<Int>.int(in: 0...20).map { .jump(toFraction: Double($0) / 20) }),
      (2, Gen<(Int, ScrollAlignment)>.zip(item, .anyCase).map { .scrollTo(item: $0, $1) }),
      (1, Gen<Size>.size(width: 100...500, height: 100...900, step: 1).map { .resize($0) }),
      (3, Gen<(Int, Size)>.zip(item, size).map { .remeasure(item: $0, $1) }),
      (2, Gen<(Int, Int)>.zip(item, count).map { .insert(at: $0, count: $1) }),
      (2, Gen<(Int, Int)>.zip(item, count).map { .remove(at: $0, count: $1) }),
      (1, Gen<(Int, Int, Int)>.zip(item, count, item).map { .move(at: $0, count: $1, to: $2) }),
      (1, Gen<Int>.int(in: 0...100).map { .grow($0) }))
  }
}
