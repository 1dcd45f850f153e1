@testable import Reflow
import Testing

/// `MasonryIndex.checkInvariants()` reports each way its blocks and lane tree can break: every
/// test breaks one part of a sound index and expects the sentence that names it.
@Suite struct MasonryIndexInvariantCheckTests {
  /// 40 items in three lanes, `.stable`, in blocks of 2 to 16: assorted lengths, every fifth
  /// spanning two lanes, every seventh in lane 2, the last ten estimated.
  static func index() -> MasonryIndex {
    var index = try! MasonryIndex(
      container: Size(width: 300, height: 500), options: MasonryOptions(lanes: .count(3)),
      placement: .stable, maximumBlockItems: 16)
    let items = (0..<40).map { (item: Int) -> MasonryItem in
      let span = item % 5 == 0 ? 2 : 1
      let lane: Int? = item % 7 == 3 ? 1 : nil
      return MasonryItem(length: Double(10 + item * 13 % 40), span: span, lane: lane)
    }
    try! index.append(contentsOf: items[..<30])
    try! index.append(contentsOf: items[30...], estimated: true)
    return index
  }

  static let breakages: [Breakage<MasonryIndex>] = [
    Breakage("block 0 is empty") { $0.blocks[0].values = [] },
    Breakage("block 0 holds 32 items") { $0.blocks[0].values += $0.blocks[0].values },
    Breakage("block 0 holds 1 items but is not the last") {
      $0.blocks[0].values = [$0.blocks[0].values[0]]
    },
    Breakage("block 0 keeps 15 offsets for 16 items") { $0.blocks[0].offsets.removeLast() },
    Breakage("block 0 keeps 16 spans for 16 items") {
      $0.blocks[0].spans = $0.blocks[0].values.map { _ in 1 }
    },
    Breakage("block 0 item 1 covers lanes 9..<10") { $0.blocks[0].lanes[1] = 9 },
    Breakage("block 0 item 1 has no lane in stable placement") {
      $0.blocks[0].flags[1].remove(.placed)
    },
    Breakage("block 0's lane groups are out of step with its items") {
      $0.blocks[0].laneOrder.reverse()
    },
    Breakage("block 0 counts 1 estimates") { $0.blocks[0].estimatedCount = 1 },
    Breakage("block 0 enters with cursor 2, not 0") { $0.blocks[0].enterCursor = 2 },
    Breakage("block 0 leaves its last auto item at 9") { $0.blocks[0].lastAutoCursor = 9 },
    Breakage("block 1 item 0 starts at") { $0.blocks[1].offsets[0] += 50 },
    Breakage("block 0 advances lane 0 by") {
      var leaf = $0.tree.leaf(0)
      leaf.advances[0] += 50
      $0.tree.update(0, leaf)
    },
    // A leaf with the default counts and bound.
    Breakage("the tree's leaf 0 differs from the block") {
      $0.tree.update(0, MasonryIndex.Leaf(advances: $0.tree.leaf(0).advances))
    },
    // Every block's leaf as it should be, and one item more after them.
    Breakage("the tree holds 41 items, 10 estimated; the blocks 40, 10") {
      let extra = MasonryIndex.Leaf(count: 1, advances: [0, 0, 0])
      $0.tree = MasonryIndex.LaneTree(
        laneCount: 3, leaves: $0.blocks.indices.map($0.tree.leaf) + [extra])
    },
    Breakage("the tree has fewer leaves than blocks") {
      $0.tree = MasonryIndex.LaneTree(laneCount: 3, leaves: [$0.tree.leaf(0)])
    },
  ]

  @Test("A broken block, lane group or tree is reported", arguments: breakages)
  func broken(_ breakage: Breakage<MasonryIndex>) {
    breakage.expectReported(from: Self.index(), by: { $0.checkInvariants() })
  }
}
