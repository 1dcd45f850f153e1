@testable import Reflow
import Testing

/// The engine's path for measured sizes, `LazyFlow.setSizes(startingAt:_:)`, keeps what the
/// sizes do not say.
@Suite struct LazyFlowMeasurementTests {
  @Test("Measured sizes keep each item's baseline, moved up to a shorter height")
  func baselinesFollowHeights() throws {
    var flow = try LazyFlow(width: 200, estimatedItemSize: Size(width: 40, height: 30))
    let tall = Size(width: 40, height: 30)
    try flow.appendItems([FlowItem(tall, baseline: 25), FlowItem(tall, grow: 1, baseline: 5)])
    let sizes = [Size(width: 40, height: 10), Size(width: 50, height: 10)]
    #expect(sizes.withUnsafeBufferPointer { flow.setSizes(startingAt: 0, $0) })
    #expect(flow.item(at: 0) == FlowItem(sizes[0], baseline: 10))
    #expect(flow.item(at: 1) == FlowItem(sizes[1], grow: 1, baseline: 5))
  }

  @Test("Sizes equal to the estimates still mark the items measured; measured again, nothing changes")
  func sizesEqualToTheEstimatesAreMeasurements() throws {
    let estimate = Size(width: 40, height: 30)
    var flow = try LazyFlow(width: 200, estimatedItemSize: estimate)
    flow.appendItems(count: 1_000)
    let sizes = Array(repeating: estimate, count: 600)
    // From 100, across more than one block: the frames stay, but the items are measured now.
    _ = sizes.withUnsafeBufferPointer { flow.setSizes(startingAt: 100, $0) }
    #expect(flow.estimatedCount == 400)
    #expect(flow.isSizeEstimated(at: 99) && !flow.isSizeEstimated(at: 100))
    #expect(!flow.isSizeEstimated(at: 699) && flow.isSizeEstimated(at: 700))
    #expect(!sizes.withUnsafeBufferPointer { flow.setSizes(startingAt: 100, $0) })
    #expect(flow.estimatedCount == 400)
  }
}
