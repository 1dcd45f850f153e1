@testable import Reflow
import ReflowTesting
import Testing

/// The item a masonry's anchor holds at a viewport's edge, as `MasonryContent` finds it (a
/// query that stops each lane at its first shown item from the top, or a window's items
/// filtered), against the rule applied to every item: the first (last) item in order the band
/// shows among those reaching into it, else the first (last) of them. Items of length 0 are
/// common here: they reach into a band without showing, so a lane's first item in the band is
/// not always the one that decides.
@Suite struct MasonryEdgeKeyTests {
  struct Case: Sendable, CustomStringConvertible {
    var lanes: Int
    var lengths: [Double]
    var start: Double
    var length: Double
    var edge: ScrollAnchorEdge

    var description: String {
      "Case(lanes: \(lanes), lengths: \(lengths), start: \(start), length: \(length),"
        + " edge: .\(edge))"
    }
  }

  static let cases = Gen<Case> { source in
    let lanes = Gen<Int>.int(in: 1...4).generate(using: &source)
    let lengths = Gen<[Double]>.array(
      of: Gen<Int>.int(in: 0...12).map { Double($0 < 4 ? 0 : ($0 - 3) * 9) }, count: 0...80
    ).generate(using: &source)
    return Case(
      lanes: lanes, lengths: lengths,
      start: Double(Gen<Int>.int(in: -20...400).generate(using: &source)),
      length: Double(Gen<Int>.int(in: 1...150).generate(using: &source)),
      edge: Gen<ScrollAnchorEdge>.anyCase.generate(using: &source))
  }

  @Test("The anchor at an edge is the rule's pick over every item, by query and from a window")
  func edgeKeyFollowsTheRule() throws {
    check(Self.cases, iterations: SuiteDepth.iterations(quick: 2_000)) { test in
      let content = try MasonryContent(
        options: MasonryOptions(lanes: .count(test.lanes), laneSpacing: 4, itemSpacing: 3),
        placement: .stable, estimate: 10, crossLength: 300)
      try content.index.append(contentsOf: test.lengths.map { MasonryItem(length: $0) })
      let band = ViewportBand(start: test.start, length: test.length)
      let index = content.index
      // The rule over every item: those reaching into the band (starting before its end, and
      // ending past its start or, without length, starting at or past it), offered from the
      // anchored edge inwards.
      let (lower, upper) = (band.start, band.start + band.length)
      let reaching = (0..<index.count).filter { item in
        guard let frame = index.frame(at: item) else { return false }
        return frame.minY < upper
          && (frame.maxY > lower || (frame.minY == frame.maxY && frame.minY >= lower))
      }
      var picker = EdgeItemPicker<Int>(band: band, across: nil, axis: .vertical, inwards: true)
      for item in test.edge == .top ? reaching : reaching.reversed() where !picker.isDone {
        picker.offer(item) { index.frame(at: $0) }
      }
      let expected = picker.picked
      let queried = content.edgeKey(test.edge, in: band, across: nil)
      let fromWindow = content.edgeKey(
        test.edge, in: band, across: nil, among: Array(0..<index.count))
      return Violation.unless(
        queried == expected && fromWindow == expected,
        "expected \(expected.map(String.init) ?? "nil"), the query found"
          + " \(queried.map(String.init) ?? "nil"), the window \(fromWindow.map(String.init) ?? "nil")",
        invariant: "edge key")
    }
  }
}
