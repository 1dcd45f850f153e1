import ReflowTesting
import Testing

/// `MasonryInvariants.placementRules`: it accepts what `Masonry` and the reference place, also
/// where rounding decides nothing, and flags an item placed against each rule.
@Suite struct MasonryInvariantsTests {
  /// Four items in three lanes 100 wide, tolerance 0: the fourth goes to the shortest lane, 0
  /// (it ends at 30), not lane 1 (at 50) or 2 (at 40).
  static let sample = MasonryCase(
    container: Size(width: 300, height: .infinity),
    options: MasonryOptions(lanes: .count(3), tolerance: 0),
    items: [
      MasonryItem(length: 30), MasonryItem(length: 50), MasonryItem(length: 40),
      MasonryItem(length: 10),
    ])

  @Test("The sample passes, and is placed as worked out by hand")
  func samplePasses() throws {
    let output = MasonryOutput(try Self.sample.layout())
    #expect(output.lanes == [0, 1, 2, 0])
    #expect(output.frames[3] == Rect(x: 0, y: 30, width: 100, height: 10))
    #expect(MasonryInvariants.placementRules(output, for: Self.sample).isEmpty)
  }

  @Test("An item placed in a lane further than the tolerance breaks the tolerance rule")
  func toleranceRule() throws {
    var output = MasonryOutput(try Self.sample.layout())
    // Lane 2 runs to 40, 10 past the lowest start (30): too far for a tolerance of 0.
    output.lanes[3] = 2
    output.frames[3] = Rect(x: 200, y: 40, width: 100, height: 10)
    let found = MasonryInvariants.placementRules(output, for: Self.sample)
    #expect(found.map(\.invariant) == ["tolerance rule"])
  }

  @Test("An item that skips a lane within the tolerance breaks the order rule")
  func orderRule() throws {
    var sample = Self.sample
    sample.options.tolerance = 100
    var output = MasonryOutput(try sample.layout())
    // Every lane is within 100 of the lowest: the fourth item takes lane 0 (the cursor wraps
    // round from 3); lane 2 skips lanes 0 and 1.
    #expect(output.lanes == [0, 1, 2, 0])
    output.lanes[3] = 2
    output.frames[3] = Rect(x: 200, y: 40, width: 100, height: 10)
    let found = MasonryInvariants.placementRules(output, for: sample)
    #expect(found.map(\.invariant) == ["order rule"])
  }

  /// Found by the `masonry` fuzz target after 267,219 inputs: right to left along a horizontal
  /// axis, the lanes run to about 784,314, past the container's far edge (528,551), so frames
  /// have negative x and no coordinate is as large as the running positions. Lane 1 runs
  /// 0.0007 past lane 2, within a billionth of the threshold, where `Masonry` counts lanes as
  /// level and takes the first from the cursor; the rule's slack was a billionth of the
  /// largest coordinate (0.00065), and flagged it.
  @Test("Lanes level within a billionth of their running position are level to the rules")
  func levelPastTheFarEdge() throws {
    let masonryCase = MasonryCase(
      container: Size(width: 528_551.463_090_182_9, height: 221.5),
      options: MasonryOptions(
        lanes: .fixed([115, 63_379.766_419_529_245, 27]), laneSpacing: 21,
        itemSpacing: 392_156.862_745_097_55, direction: .rightToLeft, axis: .horizontal,
        tolerance: 0),
      items: [
        MasonryItem(length: 399_969.362_745_097_55), MasonryItem(length: 392_156.863_443_589_5),
        MasonryItem(length: 392_156.862_745_097_55), MasonryItem(length: 392_156.862_745_097_55),
        MasonryItem(length: 392_156.862_745_097_55, lane: 0), MasonryItem(length: 39.93),
      ])
    let output = MasonryOutput(try masonryCase.layout())
    #expect(output.lanes[3] == 1, "lanes 1 and 2 are level: the cursor's lane comes first")
    #expect(output.lanes == (try masonryCase.referenceLayout()).lanes)
    let found = MasonryInvariants.violations(in: output, for: masonryCase)
    #expect(found.isEmpty, "\(found)")
  }
}
