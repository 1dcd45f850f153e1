import ReflowTesting
import Testing

@testable import Reflow

/// Identical lines written one by one, as rows measured a window at a time are, fold back into
/// one line repeated without moving any frame.
@Suite struct FlowIndexRepetitionTests {
  /// A lazy flow of `count` estimated rows whose real `height` is measured `window` at a time.
  static func measuredInWindows(
    count: Int, height: Double, lineSpacing: Double, window: Int
  ) throws -> (FlowIndex, [Size]) {
    var flow = try LazyFlow(
      width: 390, options: FlowOptions(lineSpacing: lineSpacing),
      estimatedItemSize: Size(width: 390, height: 50))
    flow.appendItems(count: count)
    for start in stride(from: 0, to: count, by: window) {
      let range = start..<Swift.min(count, start + window)
      try flow.setItems(range.map { ($0, FlowItem(Size(width: 390, height: height))) })
    }
    return (flow.index, Array(repeating: Size(width: 390, height: height), count: count))
  }

  @Test("Rows measured 24 at a time keep a few bytes and lay out as Flow does, to the bit")
  func exactRowsFold() throws {
    let (index, sizes) = try Self.measuredInWindows(
      count: 10_000, height: 35, lineSpacing: 0, window: 24)
    #expect(index.checkInvariants().isEmpty)
    #expect(index.estimatedCount == 0)
    #expect(index.memoryFootprint < 4_096, "\(index.memoryFootprint) bytes")
    let expected = try Flow.layout(
      sizes, in: index.container, options: FlowOptions(lineSpacing: 0))
    #expect(index.flowResult() == expected)
  }

  @Test("Rows whose offsets floating point rounds stay within the index's tolerance")
  func inexactRowsStayClose() throws {
    let (index, sizes) = try Self.measuredInWindows(
      count: 3_000, height: 35.3, lineSpacing: 0.1, window: 24)
    #expect(index.checkInvariants().isEmpty)
    let expected = try Flow.layout(
      sizes, in: index.container, options: FlowOptions(lineSpacing: 0.1))
    #expect(FlowIndexMatching.violations(index, expected).isEmpty)
  }

  /// A block of `count` one-item lines as thick as `height`, written a line at a time.
  static func rows(count: Int, height: Double, lineSpacing: Double) -> FlowIndex.Block {
    var builder = FlowIndex.BlockBuilder(
      maximumItems: 512, lineSpacing: lineSpacing, axis: .horizontal)
    let size = Size(width: 390, height: height)
    for _ in 0..<count {
      builder.beginLine(thickness: height, itemCount: 1)
      builder.appendItem(FlowItem(size), main: 0, cross: 0, frameSize: size, estimated: false)
    }
    return builder.current
  }

  @Test("A block of identical lines folds only when every offset reads back to the bit")
  func foldingChecksOffsets() {
    let block = Self.rows(count: 10, height: 35.3, lineSpacing: 0.1)
    let folded = block.asRepeatedLine(minimum: 8, lineSpacing: 0.1)
    // 35.4 added up ten times is not 10 × 35.4 in floating point at every step.
    let exact = (1..<10).allSatisfy { block.lineOffsets[$0] == Double($0) * (35.3 + 0.1) }
    #expect((folded != nil) == exact)
    let rows = Self.rows(count: 10, height: 35, lineSpacing: 0)
    let pattern = rows.asRepeatedLine(minimum: 8, lineSpacing: 0)
    #expect(pattern?.items.count == 1)
    #expect(pattern?.patternLength == 35)
    #expect(rows.asRepeatedLine(minimum: 11, lineSpacing: 0) == nil)
  }
}
