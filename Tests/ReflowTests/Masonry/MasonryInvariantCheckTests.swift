@testable import Reflow
import Testing

/// `Masonry.checkInvariants()` reports each way its state can break: every test breaks one part
/// of a sound layout and expects the sentence that names it.
@Suite struct MasonryInvariantCheckTests {
  /// Twelve items of assorted lengths in three lanes 100 wide, every fourth spanning two.
  static func masonry() -> Masonry {
    var masonry = try! Masonry(
      container: Size(width: 300, height: 1_000), options: MasonryOptions(lanes: .count(3)))
    for item in 0..<12 {
      let span = item % 4 == 1 ? 2 : 1
      _ = try! masonry.add(MasonryItem(length: Double(20 + item * 11 % 30), span: span))
    }
    return masonry
  }

  static let breakages: [Breakage<Masonry>] = [
    Breakage("11 lanes for 12 frames") { $0.storage.startLanes.removeLast() },
    Breakage("11 spans for 12 frames") { $0.storage.spans.removeLast() },
    Breakage("spans are kept though every item spans one lane") {
      $0.storage.spans = $0.storage.spans.map { _ in 1 }
    },
    Breakage("item 0 covers lanes 3..<4 of 3") { $0.storage.startLanes[0] = 3 },
    Breakage("the lanes' item lists are out of step") { $0.storage.laneItems[0].removeLast() },
    Breakage("item 3 starts at") {
      $0.storage.frames[3].origin.y = $0.storage.frames[0].minY
    },
    Breakage("lane 0 runs to 999.0") { $0.state.running[0] = 999 },
    Breakage("lane 1's rectangle is") { $0.storage.laneEnds[1] += 5 },
    Breakage("the content extent is 999.0") { $0.storage.mainExtent = 999 },
    Breakage("the cursor is at lane 4 of 3") { $0.state.cursor = 4 },
    Breakage("item 11 has a frame that is not finite") {
      $0.storage.frames[11].size.height = .infinity
    },
  ]

  @Test("A broken lane, frame, extent or cursor is reported", arguments: breakages)
  func broken(_ breakage: Breakage<Masonry>) {
    breakage.expectReported(from: Self.masonry(), by: { $0.checkInvariants() })
  }
}
