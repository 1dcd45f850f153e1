@testable import Reflow
import Testing

/// `FlowIndex.checkInvariants()` reports each way its blocks and tree can break: every test
/// breaks one part of a sound index and expects the sentence that names it.
@Suite struct FlowIndexInvariantCheckTests {
  /// 40 items of assorted widths in blocks of at most 8, some growing, some with baselines or a
  /// forced break, the last 20 estimated.
  static func index() -> FlowIndex {
    let flow = try! Flow(container: Size(width: 100, height: 1_000))
    var index = FlowIndex(flow: flow, maximumBlockItems: 8)
    let items = (0..<40).map { (item: Int) -> FlowItem in
      let size = Size(width: Double(20 + item * 7 % 30), height: Double(10 + item % 5))
      let grow: Double = item % 3 == 0 ? 1 : 0
      let baseline: Double? = item % 4 == 0 ? 5 : nil
      return FlowItem(size, grow: grow, baseline: baseline, breakBefore: item % 11 == 5)
    }
    try! index.append(contentsOf: items[..<20])
    try! index.append(contentsOf: items[20...], estimated: true)
    return index
  }

  static let breakages: [Breakage<FlowIndex>] = [
    Breakage("block 0 is empty") { $0.blocks[0].items = [] },
    Breakage("block 0 does not start with a line") { $0.blocks[0].lineStarts[0] = 1 },
    Breakage("items on several lines") { $0.blocks[0].items += $0.blocks[0].items },
    Breakage("block 0 repeats") { $0.blocks[0].repetitions = 2 },
    Breakage("block 0 has line columns of different lengths") {
      $0.blocks[0].lineThicknesses.removeLast()
    },
    Breakage("block 0 line 1 starts at 0, not after") { $0.blocks[0].lineStarts[1] = 0 },
    Breakage("starts past the block's items") {
      $0.blocks[0].lineStarts[$0.blocks[0].lineStarts.count - 1] = 99
    },
    Breakage("block 0 line 1 is at") { $0.blocks[0].lineOffsets[1] += 1 },
    Breakage("block 0 has length") { $0.blocks[0].patternLength += 1 },
    Breakage("block 0 keeps 1 crosses") { $0.blocks[0].crosses = [0] },
    Breakage("block 0 keeps grow factors that are all the default") {
      $0.blocks[0].grows = $0.blocks[0].grows.map { _ in 0 }
    },
    Breakage("block 0 keeps baselines that are all the default") {
      $0.blocks[0].baselines = $0.blocks[0].baselines.map { _ in FlowIndex.Block.noBaseline }
    },
    Breakage("block 0 keeps breaks that are all the default") {
      $0.blocks[0].breaks = $0.blocks[0].items.map { _ in false }
    },
    Breakage("counts 1 estimates, flags 0") { $0.blocks[0].patternEstimated = 1 },
    Breakage("keeps estimate flags that are all false") {
      $0.blocks[0].estimated = $0.blocks[0].items.map { _ in false }
    },
    Breakage("block 0 spans") { $0.blocks[0].mainMax += 1 },
    Breakage("the tree puts block 1 after 0 items") { $0.tree.update(0, .empty) },
    Breakage("the tree's root") { $0.tree.update($0.blocks.count - 1, .empty) },
    Breakage("the tree has fewer leaves than blocks") {
      $0.tree = FlowIndex.SummaryTree([$0.blocks[0].summary])
    },
  ]

  @Test("A broken block, column or tree is reported", arguments: breakages)
  func broken(_ breakage: Breakage<FlowIndex>) {
    breakage.expectReported(from: Self.index(), by: { $0.checkInvariants() })
  }
}
