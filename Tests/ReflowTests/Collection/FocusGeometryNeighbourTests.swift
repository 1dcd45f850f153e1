import Reflow
import Testing

/// The focus geometries' item order and bounds, which a focus search walks.
@Suite struct FocusGeometryNeighbourTests {
  @Test("A flow's items follow each other in index order, none before the first or after the last")
  func flowNeighbours() throws {
    let sizes = Array(repeating: Size(width: 30, height: 10), count: 5)
    let geometry = FlowFocusGeometry(try Flow.layout(sizes, in: Size(width: 100, height: 100)))
    #expect((-1...5).map { geometry.item(before: $0) } == [nil, nil, 0, 1, 2, 3, nil])
    #expect((-1...5).map { geometry.item(after: $0) } == [nil, 1, 2, 3, 4, nil, nil])
  }

  @Test("A masonry's focus moves within its whole content unless given bounds")
  func masonryBounds() throws {
    let index = try MasonryIndex(
      (0..<5).map { MasonryItem(length: Double(10 + 5 * $0)) },
      container: Size(width: 100, height: 500), options: MasonryOptions(lanes: .count(2)))
    let bounds = Rect(x: 0, y: 0, width: 100, height: 20)
    #expect(MasonryFocusGeometry(index).bounds == Rect(origin: .zero, size: index.contentSize))
    #expect(MasonryFocusGeometry(index, bounds: bounds).bounds == bounds)
  }
}
