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
  /// `add(_:)` with one item, which may be invalid.
  case addItem(FlowItem)
  /// `add(contentsOf:)` with several items, any of which may be invalid.
  case addItems([FlowItem])
  /// `removeItems(from:)`, with an index that may be negative or past the end.
  case removeItems(from: Int)
}

extension FlowOperation: CustomStringConvertible {
  /// Swift source for the operation.
  public var description: String {
    switch self {
    case .add(let size): ".add(\(literal(size)))"
    case .addContents(let sizes): ".addContents([\(sizes.map(literal).joined(separator: ", "))])"
    case .finish: ".finish"
    case .addItem(let item): ".addItem(\(literal(item)))"
    case .addItems(let items): ".addItems([\(items.map(literal).joined(separator: ", "))])"
    case .removeItems(let index): ".removeItems(from: \(index))"
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
  /// With `everyFeature`, also items that grow, carry a baseline or force a break (now and then
  /// with a bad grow or baseline), and removals from any index, in or out of range.
  ///
  /// - Parameters:
  ///   - size: The valid sizes to add.
  ///   - everyFeature: Whether to add `FlowItem`s and remove items too.
  /// - Returns: The generator; shrinks towards `add` of a zero size.
  public static func flowOperation(
    size: Gen<Size> = .size(width: 0...80, height: 0...40), everyFeature: Bool = false
  ) -> Gen {
    let invalid = Gen<Double>.element(.nan, -1, .infinity, -.infinity)
    let badSize = Gen<Size>.oneOf(
      invalid.map { Size(width: $0, height: 0) }, invalid.map { Size(width: 0, height: $0) })
    let anySize = Gen<Size>.frequency((12, size), (1, badSize))
    let plain: Gen<FlowOperation> = .frequency(
      (6, anySize.map { .add($0) }),
      (2, Gen<[Size]>.array(of: anySize, count: 0...4).map { .addContents($0) }),
      (2, .constant(.finish)))
    guard everyFeature else { return plain }
    let grow = Gen<Double>.frequency(
      (6, .constant(0)), (3, .element(0.25, 0.5, 1, 2)), (1, invalid))
    let baseline = Gen<Double?>.frequency(
      (4, .constant(nil)), (4, Gen<Double>.double(in: 0...1, step: 0.25).map { $0 }),
      (1, Gen<Double>.element(-1, 2, .nan).map { $0 }))
    let item = Gen<(Size, Double, (Double?, Bool))>.zip(
      anySize, grow, Gen<(Double?, Bool)>.zip(baseline, .bool(probability: 0.15))
    ).map { size, grow, rest -> FlowItem in
      // A baseline drawn as a fraction of the height; out of 0...1 it stays invalid.
      let baseline = rest.0.map { $0 >= 0 && $0 <= 1 ? ($0 * size.height * 2).rounded() / 2 : $0 }
      return FlowItem(size, grow: grow, baseline: baseline, breakBefore: rest.1)
    }
    return .frequency(
      (4, plain),
      (4, item.map { .addItem($0) }),
      (2, Gen<[FlowItem]>.array(of: item, count: 0...4).map { .addItems($0) }),
      (1, Gen<Int>.int(in: -1...12).map { .removeItems(from: $0) }))
  }
}
