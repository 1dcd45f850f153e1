/// The built-in preference: each identified element's measured size, keyed by its id.
///
/// Every element declared with an id reports its size in the arrangement, and the sizes are reduced
/// by merging. Unlike the recipe's `merge(…, uniquingKeysWith: { $1 })`, a duplicate id is not
/// silently dropped: the merged value keeps the first size and records the id in
/// ``MeasuredSizes/duplicates``, and the arrangement reports
/// ``Diagnostic/duplicateID(_:parent:firstParent:)``.
///
/// ```swift
/// let arrangement = engine.arrange(in: viewport) { ui in … }
/// arrangement.preference(SizePreferenceKey.self).sizes["title"]   // Size(width: 120, height: 20)
/// ```
///
/// The engine computes this value on demand from the arrangement's elements, so frames that never
/// read it pay nothing for it.
public enum SizePreferenceKey: ElementPreferenceKey {
  public static let defaultValue = MeasuredSizes()

  public static func reduce(value: inout MeasuredSizes, nextValue: () -> MeasuredSizes) {
    value.merge(nextValue())
  }
}

/// Measured sizes keyed by element id, and the ids that were reported more than once.
public struct MeasuredSizes: Sendable {
  /// Each id's size; for a duplicate id, the first size reported in tree order.
  public var sizes: [ElementID: Size]
  /// Ids reported more than once, in the order their second report was met.
  public var duplicates: [ElementID]

  /// Creates a value.
  public init(sizes: [ElementID: Size] = [:], duplicates: [ElementID] = []) {
    self.sizes = sizes
    self.duplicates = duplicates
  }

  /// Adds `size` for `id`, or records `id` as a duplicate when it is already present.
  public mutating func insert(_ size: Size, for id: ElementID) {
    if sizes[id] == nil {
      sizes[id] = size
    } else {
      duplicates.append(id)
    }
  }

  /// Adds every size of `other` after this value's, recording duplicates.
  public mutating func merge(_ other: MeasuredSizes) {
    for (id, size) in other.sizes { insert(size, for: id) }
    duplicates += other.duplicates
  }
}

extension MeasuredSizes: Equatable {
  /// Equal when the same ids have sizes equal within 1e-9 and the same duplicates.
  public static func == (lhs: MeasuredSizes, rhs: MeasuredSizes) -> Bool {
    guard lhs.sizes.count == rhs.sizes.count, lhs.duplicates == rhs.duplicates else {
      return false
    }
    for (id, size) in lhs.sizes {
      guard let other = rhs.sizes[id], size.isClose(to: other) else { return false }
    }
    return true
  }
}
