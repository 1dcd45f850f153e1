@testable import Reflow
import Testing

/// `Flow.checkInvariants()` reports each way its state can break: every test breaks one part of
/// a sound layout and expects the sentence that names it.
@Suite struct FlowInvariantCheckTests {
  /// Twelve items 30 × 20 on lines of three in a container 100 wide, not finished yet, built
  /// with `options`; the items grow and carry baselines.
  static func flow(_ options: FlowOptions = FlowOptions(), finished: Bool = false) -> Flow {
    var flow = try! Flow(container: Size(width: 100, height: 1_000), options: options)
    for index in 0..<12 {
      _ = try! flow.add(FlowItem(Size(width: 30, height: 20), grow: 1, baseline: Double(index)))
    }
    if finished { _ = flow.finish() }
    return flow
  }

  static let lineBreaks: [Breakage<Flow>] = [
    Breakage("line starts but") { $0.storage.lineOffsets.removeLast() },
    Breakage("the first line starts at 1") { $0.storage.lineStarts[0] = 1 },
    Breakage("line 2 starts at 3, not after line 1") { $0.storage.lineStarts[2] = 3 },
    Breakage("line 1 lies before line 0") { $0.storage.lineOffsets[1] = -5 },
    Breakage("the open line starts at 0") { $0.cursor.start = 0 },
    Breakage("the last line starts at 9 but there are 8 frames") {
      $0.storage.frames.removeLast(4)
    },
    Breakage("12 frames but no line") {
      $0.storage.lineStarts = []
      $0.storage.lineOffsets = []
    },
    Breakage("1 extent checkpoints for 4 lines") { $0.extentCheckpoints.append(0) },
    Breakage("11 natural grow factors for 12 frames") { $0.grows.removeLast() },
    Breakage("11 natural baselines for 12 frames") { $0.baselines.removeLast() },
    Breakage("hidden count -1") { $0.storage.hiddenCount = -1 },
    Breakage("2 hidden items with 4 lines") { $0.storage.hiddenCount = 2 },
    Breakage("an unsealed layout keeps what sealing did") { $0.appliedLineAlignment = true },
    Breakage("item 5 has a frame that is not finite") {
      $0.storage.frames[5].origin.x = .infinity
    },
  ]

  @Test("A broken line record, natural value or count is reported", arguments: lineBreaks)
  func brokenLines(_ breakage: Breakage<Flow>) {
    breakage.expectReported(
      from: Self.flow(FlowOptions(itemAlignment: .baseline)), by: { $0.checkInvariants() })
  }

  @Test("Natural thicknesses are kept one per frame while items stretch")
  func stretchedThicknesses() {
    Breakage<Flow>("11 natural thicknesses for 12 frames") { $0.naturalThicknesses.removeLast() }
      .expectReported(
        from: Self.flow(FlowOptions(itemAlignment: .stretch)), by: { $0.checkInvariants() })
  }

  @Test("Sealing moves no more items for the indicator than the limit hid")
  func displacedItems() {
    Breakage<Flow>("1 items moved for the indicator but 0 hidden") {
      $0.displaced = [FlowItem(Size(width: 1, height: 1))]
    }
    .expectReported(from: Self.flow(finished: true), by: { $0.checkInvariants() })
  }

  static let balancedBreaks: [Breakage<Flow>] = [
    Breakage("12 items placed for 13 kept, finished") {
      $0.balancedItems.append(FlowItem(Size(width: 1, height: 1)))
    },
    Breakage("12 items placed for 12 kept, not finished") { $0.isSealed = false },
  ]

  @Test("A balanced layout places the items it keeps once it finishes", arguments: balancedBreaks)
  func balanced(_ breakage: Breakage<Flow>) {
    breakage.expectReported(
      from: Self.flow(FlowOptions(lineBreaking: .balanced), finished: true),
      by: { $0.checkInvariants() })
  }
}
