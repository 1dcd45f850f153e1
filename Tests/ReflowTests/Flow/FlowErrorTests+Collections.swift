import Reflow
import Testing

/// `add(contentsOf:)` is all-or-nothing for every collection, not only for arrays: a lazy map
/// or a set has no contiguous storage and takes another path, which must roll back alike.
extension FlowErrorTests {
  private static let placed = [Rect(x: 0, y: 0, width: 10, height: 10)]

  /// A layout holding one 10x10 item, finished.
  private static func layoutWithOneItem() throws -> Flow {
    var layout = try Flow(container: Size(width: 100, height: 100))
    try layout.add(Size(width: 10, height: 10))
    layout.finish()
    return layout
  }

  @Test("Sizes from a lazy map with one bad size add nothing and name it by layout index")
  func lazySizesAreAtomic() throws {
    var layout = try Self.layoutWithOneItem()
    let sizes = [20.0, 30, -1, 40].lazy.map { Size(width: $0, height: 10) }
    #expect(sizes.withContiguousStorageIfAvailable { _ in true } == nil, "not contiguous")
    #expect(throws: ReflowError.invalidItemSize(index: 3, size: Size(width: -1, height: 10))) {
      try layout.add(contentsOf: sizes)
    }
    #expect(layout.count == 1)
    #expect(layout.result.frames == Self.placed)
    // The layout continues as if the call had not happened.
    try layout.add(Size(width: 5, height: 5))
    #expect(layout.finish().frames == Self.placed + [Rect(x: 10, y: 0, width: 5, height: 5)])
  }

  @Test("Sizes from a set with one bad size add nothing")
  func setOfSizesIsAtomic() throws {
    var layout = try Self.layoutWithOneItem()
    let sizes: Set<Size> = [
      Size(width: 1, height: 1), Size(width: 2, height: 2), Size(width: 3, height: .nan),
      Size(width: 4, height: 4), Size(width: 5, height: 5),
    ]
    #expect(sizes.withContiguousStorageIfAvailable { _ in true } == nil, "not contiguous")
    #expect(throws: ReflowError.self) { try layout.add(contentsOf: sizes) }
    #expect(layout.count == 1)
    #expect(layout.finish().frames == Self.placed)
  }

  @Test("Items from a lazy map with one bad grow add nothing and name it by layout index")
  func lazyItemsAreAtomic() throws {
    var layout = try Self.layoutWithOneItem()
    let items = [0.0, 1, -2, 0].lazy.map { FlowItem(Size(width: 10, height: 10), grow: $0) }
    #expect(items.withContiguousStorageIfAvailable { _ in true } == nil, "not contiguous")
    #expect(throws: ReflowError.invalidGrow(index: 3, grow: -2)) {
      try layout.add(contentsOf: items)
    }
    #expect(layout.count == 1)
    #expect(layout.finish().frames == Self.placed)
  }

  @Test("Sizes from a lazy map that overflow add nothing")
  func lazyOverflowIsAtomic() throws {
    var layout = try Self.layoutWithOneItem()
    let sizes = [1.0, .greatestFiniteMagnitude, .greatestFiniteMagnitude].lazy.map {
      Size(width: 100, height: $0)
    }
    #expect(throws: ReflowError.coordinateOverflow(index: 3)) { try layout.add(contentsOf: sizes) }
    #expect(layout.count == 1)
    #expect(layout.finish().frames == Self.placed)
  }
}
