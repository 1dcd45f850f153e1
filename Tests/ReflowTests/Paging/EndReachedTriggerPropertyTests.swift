import Reflow
import ReflowTesting
import Testing

/// Properties of `EndReachedTrigger` over generated scroll traces. The zone is computed here
/// from the definition (distance from the viewport's end to the content's end, or items after
/// the last visible one), not with the trigger's own `isInZone`.
@Suite struct EndReachedTriggerPropertyTests {
  /// Whether `position` is within `threshold` of the end, from the definition; `nil` for a
  /// position an items threshold cannot judge (content, but no item counted), which must throw.
  /// Traces use whole lengths and quarter fractions, so the comparisons are exact.
  static func inZone(
    _ position: EndReachedTrigger.Position, _ threshold: EndReachedTrigger.Threshold
  ) -> Bool? {
    let distance = position.contentLength - (position.offset + position.viewportLength)
    switch threshold {
    case .points(let points): return distance <= points
    case .viewportFraction(let fraction): return distance <= fraction * position.viewportLength
    case .items(let items):
      guard let last = position.lastVisibleIndex else {
        // No item visible: past them all, or before them all; no item and no content is empty.
        if position.itemCount > 0 { return distance <= 0 || position.itemCount <= items }
        return position.contentLength <= 0 ? true : nil
      }
      return position.itemCount - 1 - last <= items
    }
  }

  /// Replays the trace: for each update, whether it fired and whether the position was in the
  /// zone and showed changed content.
  static func replay(_ trace: ScrollTrace) throws
    -> [(fired: Bool, inZone: Bool, contentChanged: Bool)]
  {
    var trigger = try EndReachedTrigger(threshold: trace.threshold)
    var previous: EndReachedTrigger.Position?
    var updates: [(fired: Bool, inZone: Bool, contentChanged: Bool)] = []
    for position in trace.positions {
      guard let zone = inZone(position, trace.threshold) else {
        // A position it cannot judge is refused, typed, and leaves the trigger as it was.
        let itemCount = position.itemCount
        #expect(throws: PagingError.missingLastVisibleIndex(itemCount: itemCount)) {
          _ = try trigger.update(position)
        }
        continue
      }
      let changed = previous.map {
        $0.contentLength != position.contentLength || $0.itemCount != position.itemCount
      } ?? false
      previous = position
      updates.append((try trigger.update(position), zone, changed))
    }
    return updates
  }

  @Test("Whenever it fires, the position is in the zone")
  func firesOnlyInZone() {
    check(.scrollTrace()) { trace in
      try Self.replay(trace).enumerated().compactMap { step, update in
        update.fired && !update.inZone
          ? Violation("in zone", "fired out of the zone at update \(step)") : nil
      }
    }
  }

  @Test("It never fires twice unless the content changed or the viewport left the zone between")
  func firesOncePerCrossing() {
    check(.scrollTrace()) { trace in
      var rearmed = true
      for (step, update) in try Self.replay(trace).enumerated() {
        if update.contentChanged || !update.inZone { rearmed = true }
        if update.fired {
          if !rearmed {
            return [Violation("once per crossing", "fired again at update \(step)")]
          }
          rearmed = false
        }
      }
      return []
    }
  }

  @Test("In the zone, the first update, a content change or a crossing into it always fires")
  func firesOnEveryCrossing() {
    check(.scrollTrace()) { trace in
      var wasInZone = false
      for (step, update) in try Self.replay(trace).enumerated() {
        let crossing = step == 0 || update.contentChanged || !wasInZone
        wasInZone = update.inZone
        if update.inZone && crossing && !update.fired {
          return [Violation("fires on crossing", "did not fire at update \(step)")]
        }
      }
      return []
    }
  }

  @Test("An items threshold agrees with the index math over a real lazy flow's visible items")
  func itemsThresholdMatchesIndexMath() {
    let scrolls = Gen<Int>.int(in: 0...60).flatMap { count in
      Gen<(Int, Int, Int)>.zip(.int(in: 0...10), .int(in: 0...40), .int(in: 1...20)).map {
        (count, $0, $1, $2)
      }
    }
    check(scrolls) { count, items, offsetSteps, viewportSteps in
      var flow = try LazyFlow(
        width: 200, options: FlowOptions(itemSpacing: 4, lineSpacing: 6),
        estimatedItemSize: Size(width: 45, height: 20))
      flow.appendItems(count: count)
      let viewport = Rect(
        x: 0, y: Double(offsetSteps) * 10, width: 200, height: Double(viewportSteps) * 10)
      let position = flow.window(for: viewport).position
      let frames = flow.index.flowResult().frames
      let last = frames.indices.last { frames[$0].intersects(viewport) }
      let trigger = try EndReachedTrigger(threshold: .items(items))
      let expected = last.map { count - 1 - $0 <= items } ?? true
      var found = Violation.unless(
        position.lastVisibleIndex == last,
        "last visible \(String(describing: position.lastVisibleIndex)), brute force"
          + " \(String(describing: last))", invariant: "last visible")
      let inZone = try trigger.isInZone(position)
      found += Violation.unless(
        inZone == expected,
        "isInZone is \(inZone) with \(count) items, last visible"
          + " \(String(describing: last)), threshold \(items)", invariant: "index math")
      return found
    }
  }
}
