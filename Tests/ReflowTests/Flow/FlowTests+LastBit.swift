import Reflow
import ReflowTesting
import Testing

/// Promises `Flow` keeps to the last bit (issue 24): adding one by one, in one batch or across
/// `finish()` writes the same numbers, sign of zero included; a rejected batch changes nothing;
/// the queries find every frame that intersects, however thin.
extension FlowTests {
  /// `items` added one at a time by `add`, then finished.
  private static func oneByOne<Item>(
    _ items: [Item], in container: Size, options: FlowOptions,
    add: (inout Flow, Item) throws -> Void
  ) throws -> FlowResult {
    var layout = try Flow(container: container, options: options)
    for item in items { try add(&layout, item) }
    return layout.finish()
  }

  /// `sizes` added one at a time, then finished.
  private static func oneByOne(_ sizes: [Size], in container: Size, options: FlowOptions)
    throws -> FlowResult
  {
    try oneByOne(sizes, in: container, options: options) { layout, size in try layout.add(size) }
  }

  /// Requires `result` to be `expected` to the bit.
  private static func expectIdentical(
    _ result: FlowResult, _ expected: FlowResult,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let found = FlowInvariants.identity(FlowOutput(result), FlowOutput(expected))
    #expect(found.isEmpty, "\(found)", sourceLocation: sourceLocation)
  }

  private static let unbounded = Size(width: .infinity, height: .infinity)

  @Test("A -0 width gives a +0 frame width one by one, as it does in one batch")
  func negativeZeroWidth() throws {
    let options = FlowOptions(alignment: .spaceAround)
    let sizes = [Size(width: -0.0, height: 0)]
    let oneByOne = try Self.oneByOne(sizes, in: Self.unbounded, options: options)
    let batch = try Flow.layout(sizes, in: Self.unbounded, options: options)
    #expect(oneByOne.frames[0].width.sign == .plus)
    #expect(batch.frames[0].width.sign == .plus)
    Self.expectIdentical(oneByOne, batch)
  }

  @Test("-0 sizes, spacings, insets and baselines leave no -0 in any frame, whichever path")
  func negativeZeroEverywhere() throws {
    let options = FlowOptions(
      itemSpacing: -0.0, lineSpacing: -0.0,
      insets: Insets(top: -0.0, leading: -0.0, bottom: -0.0, trailing: -0.0),
      itemAlignment: .baseline)
    let items = [
      FlowItem(Size(width: -0.0, height: -0.0), baseline: -0.0),
      FlowItem(Size(width: 0, height: -0.0), grow: -0.0),
    ]
    let container = Size(width: -0.0, height: .infinity)
    let oneByOne = try Self.oneByOne(items, in: container, options: options) { flow, item in
      try flow.add(item)
    }
    let batch = try Flow.layout(items, in: container, options: options)
    let numbers = (oneByOne.frames + batch.frames).flatMap {
      [$0.minX, $0.minY, $0.width, $0.height]
    }
    #expect(numbers.allSatisfy { $0.sign == .plus }, "\(oneByOne.frames), \(batch.frames)")
    Self.expectIdentical(oneByOne, batch)
  }

  @Test("One by one and in one batch, an open line with a tiny spacing rounds the same")
  func openLineRoundsTheSame() throws {
    let options = FlowOptions(itemSpacing: 2e-9, alignment: .spaceBetween, axis: .vertical)
    let sizes = [
      Size(width: 127.5, height: 255), Size(width: 2.5, height: 42.5), Size(width: 0, height: 0),
    ]
    let oneByOne = try Self.oneByOne(sizes, in: Self.unbounded, options: options)
    let batch = try Flow.layout(sizes, in: Self.unbounded, options: options)
    // 255 + 2e-9 + 42.5 + 2e-9, summed item by item as `add` sums the line.
    #expect(oneByOne.frames[2].minY == ((255 + 2e-9) + 42.5) + 2e-9)
    #expect(batch.frames[2].minY == oneByOne.frames[2].minY)
    Self.expectIdentical(oneByOne, batch)
  }

  @Test("Finishing, then adding more, ends where one batch of every item does")
  func finishThenAddMatchesOneBatch() throws {
    let container = Size(width: 10, height: 12.94)
    let options = FlowOptions(lineAlignment: .spaceAround)
    let sizes = [9.03, 1.03, 2.73, 0.07].map { Size(width: 10, height: $0) }
    var layout = try Flow(container: container, options: options)
    try layout.add(contentsOf: sizes[..<3])
    layout.finish()
    try layout.add(sizes[3])
    let resumed = layout.finish()
    let batch = try Flow.layout(sizes, in: container, options: options)
    // Moving line 1 down by its share and back up again gave 9.06, an ulp off 9.03 + 0.03.
    #expect(resumed.frames[1].minY == batch.frames[1].minY)
    Self.expectIdentical(resumed, batch)
  }

  @Test("A rejected batch leaves the open line's frames as they were, to the bit")
  func rejectedBatchChangesNothing() throws {
    let container = Size(width: .infinity, height: 1.131824645494892e-72)
    let options = FlowOptions(
      itemSpacing: 2e-9, lineSpacing: 148.578125,
      insets: Insets(top: 157.5, leading: 2, bottom: 856, trailing: 22),
      alignment: .spaceAround, itemAlignment: .baseline)
    var layout = try Flow(container: container, options: options)
    try layout.add(contentsOf: Array(repeating: Size(width: 22, height: 22), count: 10))
    let before = layout.result
    #expect(throws: ReflowError.self) {
      try layout.add(contentsOf: [Size(width: 22, height: 157.5), Size(width: 56, height: -1)])
    }
    #expect(layout.count == 10)
    #expect(layout.result.frames[4].minX == before.frames[4].minX)
    Self.expectIdentical(layout.result, before)
  }

  @Test("A rejected batch of growing items after finish() leaves the finished layout as it was")
  func rejectedGrowingBatchChangesNothing() throws {
    let options = FlowOptions(itemSpacing: 0.1, lineAlignment: .spaceEvenly)
    var layout = try Flow(container: Size(width: 10, height: 40.3), options: options)
    try layout.add(contentsOf: [3.3, 4.7, 9.1, 0.3].map { Size(width: $0, height: 7.1) })
    let before = layout.finish()
    #expect(throws: ReflowError.self) {
      try layout.add(contentsOf: [FlowItem(Size(width: 1, height: 1), grow: 1),
                                  FlowItem(Size(width: 1, height: 1), grow: -1)])
    }
    Self.expectIdentical(layout.result, before)
    // Nothing of the rejected items stays: what follows places as if they never came.
    try layout.add(Size(width: 0.7, height: 2.9))
    let sizes = [3.3, 4.7, 9.1, 0.3].map { Size(width: $0, height: 7.1) }
      + [Size(width: 0.7, height: 2.9)]
    Self.expectIdentical(
      layout.finish(),
      try Flow.layout(sizes, in: Size(width: 10, height: 40.3), options: options))
  }

  @Test("A line thinner than an ulp of the next line's offset is found by the queries")
  func thinLineIsFound() throws {
    let result = try Flow.layout(
      [Size(width: 7.291122019556397e-304, height: 157.5), Size(width: 157.5, height: 157.5)],
      in: Size(width: 2, height: 104),
      options: FlowOptions(
        itemSpacing: 104, lineSpacing: 189, alignment: .spaceEvenly, axis: .vertical))
    let thin = result.frames[0]
    try #require(thin.intersects(thin))
    #expect(result.indices(intersecting: thin) == [0])
    #expect(result.range(intersecting: thin) == 0..<1)
    let found = FlowInvariants.queries(result, rects: result.frames + result.lines.map(\.rect))
    #expect(found.isEmpty, "\(found)")
  }

  /// Found by the `flow` fuzz target (corpus: `queries-frames-out-of-order-near-the-largest-width`).
  @Test("Frames that rounding puts out of order near the largest finite width are found")
  func framesOutOfOrderAreFound() throws {
    let sizes = [
      Size(width: 0, height: 58.5), Size(width: 119, height: 57),
      Size(width: .greatestFiniteMagnitude, height: 10), Size(width: 119, height: 58.5),
      Size(width: 0x1p53, height: 0x1p53), Size(width: 0, height: 0),
    ]
    let result = try Flow.layout(
      sizes, in: Size(width: .greatestFiniteMagnitude, height: 1e15),
      options: FlowOptions(
        itemSpacing: 2.5, alignment: .spaceBetween, itemAlignment: .center,
        direction: .rightToLeft))
    // Right to left from the largest finite x, item 4 ends at 0 and item 5 starts there: the
    // frames run leftwards, then back to the right.
    #expect(result.frames[4].maxX == 0 && result.frames[5].minX == 0)
    let sliver = Rect(x: -119.00000000000001, y: 0, width: 1.4210854715202004e-14, height: 58.5)
    #expect(result.indices(intersecting: sliver) == [4])
    #expect(result.range(intersecting: sliver) == 4..<5)
    let found = FlowInvariants.queries(result, rects: result.frames + [sliver])
    #expect(found.isEmpty, "\(found)")
  }
}
