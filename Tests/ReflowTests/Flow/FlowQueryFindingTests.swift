import Reflow
import ReflowTesting
import Testing

/// A fuzz finding: right to left, a column 2^53 wide is mirrored within a 351.5-point box, and
/// rounding puts its far edge at 352, half a point past the box. A query rectangle touching 352
/// found nothing; the search across lines now widens by the content's extent too.
@Suite struct FlowQueryFindingTests {
  @Test("A column 2^53 wide is found by a query at its rounded far edge")
  func hugeColumnEdge() throws {
    let result = try Flow.layout(
      [Size(width: 9_007_199_254_740_992, height: 9.604995038264628e281),
       Size(width: 46, height: 46)],
      in: Size(width: 351.5, height: 157.5),
      options: FlowOptions(
        itemSpacing: 2.5, lineSpacing: 0.5, direction: .rightToLeft, axis: .vertical))
    let rect = Rect(
      x: 351.99999999999994, y: 0, width: 5.684341886080802e-14, height: 9.604995038264628e281)
    #expect(FlowInvariants.queries(result, rects: [rect]).isEmpty)
    #expect(result.indices(intersecting: rect).contains(0) == result.frames[0].intersects(rect))
  }
}
