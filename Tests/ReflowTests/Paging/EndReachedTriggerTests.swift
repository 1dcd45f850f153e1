import Reflow
import Testing

@Suite struct EndReachedTriggerTests {
  private func position(_ offset: Double, content: Double, items: Int = 0) -> EndReachedTrigger.Position {
    EndReachedTrigger.Position(offset: offset, viewportLength: 100, contentLength: content, itemCount: items)
  }

  @Test("Fires once on entering the zone, a quarter viewport before the end by default")
  func firesOncePerCrossing() throws {
    var fired = false
    var trigger = try EndReachedTrigger()
    fired = try trigger.update(position(0, content: 1_000))
    #expect(!fired)
    fired = try trigger.update(position(874, content: 1_000))
    #expect(!fired)
    fired = try trigger.update(position(875, content: 1_000))
    #expect(fired)
    // Drawing the same frame again, or scrolling within the zone, does not fire again.
    fired = try trigger.update(position(875, content: 1_000))
    #expect(!fired)
    fired = try trigger.update(position(900, content: 1_000))
    #expect(!fired)
  }

  @Test("Re-arms when the content grows, and when the viewport leaves the zone")
  func rearms() throws {
    var fired = false
    var trigger = try EndReachedTrigger(threshold: .points(50))
    fired = try trigger.update(position(860, content: 1_000))
    #expect(fired)
    fired = try trigger.update(position(860, content: 1_000 + 0))
    #expect(!fired)
    fired = try trigger.update(position(860, content: 2_000))
    #expect(!fired)
    fired = try trigger.update(position(1_900, content: 2_000))
    #expect(fired)
    fired = try trigger.update(position(1_000, content: 2_000))
    #expect(!fired)
    fired = try trigger.update(position(1_900, content: 2_000))
    #expect(fired)
  }

  @Test("A zero threshold fires on reaching the end exactly, without overscroll")
  func exactEnd() throws {
    var fired = false
    var trigger = try EndReachedTrigger(threshold: .points(0))
    fired = try trigger.update(position(899, content: 1_000))
    #expect(!fired)
    fired = try trigger.update(position(900, content: 1_000))
    #expect(fired)
  }

  @Test("Short content keeps firing after every page until it fills the viewport")
  func shortContent() throws {
    var fired = false
    var trigger = try EndReachedTrigger(threshold: .viewportFraction(0))
    fired = try trigger.update(position(0, content: 0))
    #expect(fired)
    fired = try trigger.update(position(0, content: 40))
    #expect(fired)
    fired = try trigger.update(position(0, content: 80))
    #expect(fired)
    fired = try trigger.update(position(0, content: 80))
    #expect(!fired)
    fired = try trigger.update(position(0, content: 120))
    #expect(!fired)
  }

  @Test("An item threshold counts items after the last visible one")
  func itemThreshold() throws {
    var fired = false
    var trigger = try EndReachedTrigger(threshold: .items(5))
    let far = EndReachedTrigger.Position(
      offset: 0, viewportLength: 100, contentLength: 1_000, itemCount: 50, lastVisibleIndex: 43)
    fired = try trigger.update(far)
    #expect(!fired)
    var near = far
    near.lastVisibleIndex = 44
    fired = try trigger.update(near)
    #expect(fired)
  }

  @Test("A bad threshold is a typed error", arguments: [
    EndReachedTrigger.Threshold.points(-1), .viewportFraction(.nan), .items(-2), .points(.infinity),
  ])
  func badThreshold(threshold: EndReachedTrigger.Threshold) {
    #expect(throws: PagingError.invalidThreshold(threshold.description)) {
      _ = try EndReachedTrigger(threshold: threshold)
    }
  }
}
