import Reflow
import Testing

extension EndReachedTriggerTests {
  @Test("Content that grows by less than a point re-arms the trigger; 1e-9 or less does not")
  func subPointGrowthRearms() throws {
    func at(_ content: Double) -> EndReachedTrigger.Position {
      EndReachedTrigger.Position(
        offset: 900, viewportLength: 100, contentLength: content, itemCount: 0)
    }
    var trigger = try EndReachedTrigger(threshold: .points(50))
    var fired = false
    fired = try trigger.update(at(1_000))
    #expect(fired)
    fired = try trigger.update(at(1_000))
    #expect(!fired)
    // A row re-measured half a point taller: the end moved, so the next load may be needed.
    fired = try trigger.update(at(1_000.5))
    #expect(fired)
    fired = try trigger.update(at(1_000.5))
    #expect(!fired)
    // Rounding noise is no growth.
    fired = try trigger.update(at(1_000.5 + 1e-10))
    #expect(!fired)
    // Nor is the item count unchanged with the content: only a change re-arms it.
    fired = try trigger.update(at(1_000.25))
    #expect(fired)
  }
}
