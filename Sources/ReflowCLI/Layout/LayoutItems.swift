import Reflow

/// The items of a `reflow layout` document, kept compactly: an id and a size per item, and grow
/// factors, baselines and forced breaks only once some item has one; or, in a masonry document,
/// an id and a ``MasonryItem`` per item.
///
/// A document of millions of items decodes straight into these arrays (about 32 bytes per item
/// for ids of up to 15 bytes and sizes), never into a tree of JSON values.
struct LayoutItems: Sendable, Equatable {
  /// Each item's id: the one given, or its index.
  private(set) var ids: [String] = []
  /// Each item's size.
  private(set) var sizes: [Size] = []
  /// Each item's grow factor, when some item has one; empty otherwise.
  private var grows: [Double] = []
  /// Each item's baseline (NaN for none), when some item has one; empty otherwise.
  private var baselines: [Double] = []
  /// Whether each item breaks before itself, when some item does; empty otherwise.
  private var breaks: [Bool] = []
  /// A masonry document's items; empty for a flow document's.
  private(set) var masonryItems: [MasonryItem] = []

  /// Whether the items are a masonry document's (length or aspect ratio, span, lane).
  var isMasonry: Bool { !masonryItems.isEmpty }

  /// Whether any item has more than a size.
  var hasProperties: Bool { !grows.isEmpty || !baselines.isEmpty || !breaks.isEmpty }

  mutating func reserveCapacity(_ count: Int) {
    ids.reserveCapacity(count)
    sizes.reserveCapacity(count)
  }

  /// Adds an item; `nil` properties are the defaults.
  mutating func append(
    id: String, size: Size, grow: Double?, baseline: Double?, breakBefore: Bool?
  ) {
    let index = sizes.count
    ids.append(id)
    sizes.append(size)
    Self.record(grow, default: 0, at: index, in: &grows)
    Self.record(baseline, default: .nan, at: index, in: &baselines)
    Self.record(breakBefore, default: false, at: index, in: &breaks)
  }

  /// Adds a masonry item.
  mutating func append(id: String, masonry item: MasonryItem) {
    ids.append(id)
    masonryItems.append(item)
  }

  /// Stores `value` for item `index` in a column that exists once some item has a value.
  private static func record<Value>(
    _ value: Value?, default defaultValue: Value, at index: Int, in column: inout [Value]
  ) {
    if column.isEmpty {
      guard let value else { return }
      column = Array(repeating: defaultValue, count: index)
      column.append(value)
    } else {
      column.append(value ?? defaultValue)
    }
  }

  /// Item `index` as the library takes it.
  func item(at index: Int) -> FlowItem {
    let baseline = baselines.isEmpty ? Double.nan : baselines[index]
    return FlowItem(
      sizes[index], grow: grows.isEmpty ? 0 : grows[index],
      baseline: baseline.isNaN ? nil : baseline,
      breakBefore: breaks.isEmpty ? false : breaks[index])
  }

}

extension LayoutItems: RandomAccessCollection {
  /// An item's id and size.
  struct Element: Sendable, Equatable {
    var id: String
    var size: Size
  }

  var startIndex: Int { 0 }
  var endIndex: Int { ids.count }

  /// An item's id, and its size (zero for a masonry item, whose size the layout decides).
  subscript(position: Int) -> Element {
    Element(id: ids[position], size: sizes.isEmpty ? .zero : sizes[position])
  }
}
