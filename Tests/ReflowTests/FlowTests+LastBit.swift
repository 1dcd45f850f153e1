import Reflow
import Testing

/// Promises `Flow` keeps to the last bit (issue 24): adding one by one, in one batch or across
/// `finish()` writes the same numbers, sign of zero included; a rejected batch changes nothing;
/// the queries find every frame that intersects, however thin.
extension FlowTests {
  /// Every number of `result` as its bit pattern, so that -0 differs from 0.
  static func bits(_ result: FlowResult) -> [UInt64] {
    let rects = result.frames + result.lines.map(\.rect) + [result.overflowIndicatorFrame ?? .zero]
    return rects.flatMap { [$0.minX, $0.minY, $0.width, $0.height] }.map(\.bitPattern)
      + [result.contentSize.width.bitPattern, result.contentSize.height.bitPattern,
         UInt64(result.hiddenCount)]
  }

  /// `sizes` added one at a time, then finished.
  static func oneByOne(_ sizes: [Size], in container: Size, options: FlowOptions) throws
    -> FlowResult
  {
    var layout = try Flow(container: container, options: options)
    for size in sizes { try layout.add(size) }
    return layout.finish()
  }

  @Test("A -0 width gives a +0 frame width one by one, as it does in one batch")
  func negativeZeroWidth() throws {
    let any = Size(width: .infinity, height: .infinity)
    let options = FlowOptions(alignment: .spaceAround)
    let sizes = [Size(width: -0.0, height: 0)]
    let oneByOne = try Self.oneByOne(sizes, in: any, options: options)
    let batch = try Flow.layout(sizes, in: any, options: options)
    #expect(oneByOne.frames[0].width.sign == .plus)
    #expect(batch.frames[0].width.sign == .plus)
    #expect(Self.bits(oneByOne) == Self.bits(batch))
  }

  @Test("One by one and in one batch, an open line with a tiny spacing rounds the same")
  func openLineRoundsTheSame() throws {
    let any = Size(width: .infinity, height: .infinity)
    let options = FlowOptions(itemSpacing: 2e-9, alignment: .spaceBetween, axis: .vertical)
    let sizes = [
      Size(width: 127.5, height: 255), Size(width: 2.5, height: 42.5), Size(width: 0, height: 0),
    ]
    let oneByOne = try Self.oneByOne(sizes, in: any, options: options)
    let batch = try Flow.layout(sizes, in: any, options: options)
    // 255 + 2e-9 + 42.5 + 2e-9, summed item by item as `add` sums the line.
    #expect(oneByOne.frames[2].minY == 297.50000000399996)
    #expect(Self.bits(oneByOne) == Self.bits(batch))
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
    #expect(resumed.frames[1].minY == batch.frames[1].minY)
    #expect(Self.bits(resumed) == Self.bits(batch))
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
    #expect(Self.bits(layout.result) == Self.bits(before))
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
  }
}
