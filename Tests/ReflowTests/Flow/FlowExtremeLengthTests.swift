import Testing

@testable import Reflow

/// Lines in a container near the largest finite width: the tolerance a line may overrun its
/// length by must not lift the limit to infinity, or every item would join the first line.
@Suite struct FlowExtremeLengthTests {
  static let widest = Size(width: .greatestFiniteMagnitude, height: 10)
  static let sizes = [widest, Size(width: 1e300, height: 19.5)]
  static let container = Size(width: .greatestFiniteMagnitude, height: .infinity)

  /// Found by the flow fuzz target: the second item joined the first line and was mirrored to
  /// x = -1e300 (the reference, to -inf).
  @Test(
    "An item after one as wide as the largest finite container starts a new line",
    arguments: [
      FlowOptions(itemSpacing: 19.5, alignment: .center, direction: .rightToLeft),
      FlowOptions(itemSpacing: 19.5),
      FlowOptions(itemSpacing: 19.5, lineBreaking: .balanced),
      FlowOptions(itemSpacing: 19.5, maxItemsPerLine: 5),
    ])
  func wideItemBreaks(options: FlowOptions) throws {
    let result = try Flow.layout(Self.sizes, in: Self.container, options: options)
    #expect(result.lines.map(\.range) == [0..<1, 1..<2])
    let second = result.frames[1]
    #expect(second.minY == 10)
    #expect(second.minX.isFinite && second.minX >= 0 && second.maxX <= Self.container.width)

    var flow = try Flow(container: Self.container, options: options)
    for size in Self.sizes { _ = try flow.add(size) }
    #expect(flow.finish().frames == result.frames)
  }

  @Test("A line may still end exactly at the largest finite width")
  func exactFitAtTheLimit() throws {
    let half = Double.greatestFiniteMagnitude / 2
    let sizes = [Size(width: half, height: 1), Size(width: half, height: 1)]
    let result = try Flow.layout(sizes, in: Self.container, options: FlowOptions())
    #expect(result.lines.map(\.range) == [0..<2])
    #expect(result.frames[1].maxX == .greatestFiniteMagnitude)
  }

  /// Found by the flow fuzz target: items added one at a time were accepted where a layout of
  /// the same sizes from scratch threw `coordinateOverflow`, because the second item joined
  /// a line its end did not fit.
  @Test("Adding items one at a time overflows exactly when a layout from scratch does")
  func incrementalOverflowAgrees() throws {
    let sizes = [
      Size(width: 9007199254740992.0, height: 0.5), Size(width: 1.7976931248623157e+308, height: 10),
      Size(width: 13, height: 0),
    ]
    let container = Size(width: .greatestFiniteMagnitude, height: 168875.87555099337)
    let options = FlowOptions(
      itemSpacing: 1e+300, lineSpacing: 12, alignment: .trailing, itemAlignment: .bottom,
      direction: .rightToLeft)
    var flow = try Flow(container: container, options: options)
    var added = 0
    for size in sizes where (try? flow.add(size)) != nil { added += 1 }
    let scratch = Result { () throws(ReflowError) in
      try Flow.layout(sizes, in: container, options: options)
    }
    #expect((added == sizes.count) == ((try? scratch.get()) != nil))
    if added == sizes.count { #expect(flow.finish().frames == (try scratch.get()).frames) }
  }

  /// Found by the flow fuzz target: the shares of free space, summed item by item, carried the
  /// last item of a line as wide as the container to x = -inf (right to left).
  @Test(
    "Sharing out free space never carries an item past the largest finite coordinate",
    arguments: [FlowAlignment.spaceBetween, .spaceAround, .spaceEvenly, .center, .trailing],
    [WritingDirection.leftToRight, .rightToLeft])
  func sharedSpaceStaysFinite(alignment: FlowAlignment, direction: WritingDirection) throws {
    let container = Size(width: .greatestFiniteMagnitude, height: 1e15)
    let options = FlowOptions(
      itemSpacing: 2.5, alignment: alignment, itemAlignment: .center, direction: direction)
    let sizes = [
      Size(width: 0, height: 58.5), Size(width: 119, height: 57), Size(width: 119, height: 58.5),
      Size(width: 112.5, height: 9007199254740992.0),
    ]
    let result = try Flow.layout(sizes, in: container, options: options)
    for frame in result.frames {
      #expect(frame.minX.isFinite && frame.maxX.isFinite, "\(frame)")
    }
    #expect(result.contentSize.width.isFinite)
    var flow = try Flow(container: container, options: options)
    for size in sizes { _ = try flow.add(size) }
    #expect(flow.finish().frames == result.frames)

    let grown = sizes.map { FlowItem($0, grow: 1) }
    let grownResult = try Flow.layout(grown, in: container, options: options)
    #expect(grownResult.frames.allSatisfy { $0.minX.isFinite && $0.maxX.isFinite })
  }

  @Test(
    "The farthest a line can end is the largest length whose sum with the insets is finite",
    arguments: [0, 11.5, 1e300, 0.3 * .greatestFiniteMagnitude, 0.5 * .greatestFiniteMagnitude,
                .greatestFiniteMagnitude.nextDown, .greatestFiniteMagnitude])
  func largestFiniteLength(insets: Double) {
    let length = Double.largestFiniteLength(adding: insets)
    #expect((length + insets).isFinite)
    #expect(length == .greatestFiniteMagnitude || !(length.nextUp + insets).isFinite)
  }

  /// Found by the flow fuzz target: with a leading inset of the largest finite value, adding
  /// an item to the open line threw `coordinateOverflow` where a layout from scratch placed it
  /// (its sum with the insets rounds to a finite coordinate).
  @Test("Huge insets: adding items one at a time overflows exactly when a layout from scratch does")
  func hugeInsetsAgree() throws {
    let container = Size(width: .infinity, height: 195)
    let options = FlowOptions(
      itemSpacing: 22.5, lineSpacing: 5,
      insets: Insets(top: 0, leading: .greatestFiniteMagnitude, bottom: 7.5, trailing: 11.5),
      alignment: .trailing, itemAlignment: .center)
    let sizes = [Size(width: 18, height: 18), Size(width: 18, height: 0.5)]
    let scratch = try Flow.layout(sizes, in: container, options: options)
    var flow = try Flow(container: container, options: options)
    for size in sizes { _ = try flow.add(size) }
    #expect(flow.finish().frames == scratch.frames)
  }
}
