import Reflow

/// The user: scroll-bar drags, pulls to refresh, new items at the end, and the scrolling that
/// moves the viewport, held at a loaded edge while the user waits.
extension SimulationState {
  /// Scroll-bar drags, pulls to refresh and new items at the end due by now.
  mutating func userActions() throws(SimulationError) {
    while let jump = jumps.first, jump.time <= time + 1e-12 {
      jumps.removeFirst()
      summary.jumps += 1
      try startJump(to: jump.index)
      record(.jump)
    }
    while let refresh = refreshTimes.first, refresh <= time + 1e-12 {
      refreshTimes.removeFirst()
      summary.refreshes += 1
      collection.refresh()
      record(.refresh)
    }
    let added = source.tailCount(at: time)
    if added > tailSignalled {
      // A push says there are new items: ask for the newest page, as a chat does.
      tailSignalled = added
      collection.loadMore(at: .append)
    }
  }

  /// Drags the scroll bar to the source's item `index`: with placeholders the engine scrolls
  /// there at once and the collection loads the page; without, the collection refreshes there
  /// and the engine scrolls when it arrives.
  mutating func startJump(to index: Int) throws(SimulationError) {
    let isIndexed = configuration.content.isIndexed
    if !collection.keys.isPositional || (collection.hasPlaceholders && isIndexed) {
      // A scroll bar over every position (or, over cursors, over the loaded items): the engine
      // scrolls there now, and with placeholders the collection loads the page there.
      let position = Swift.min(index, Swift.max(0, collection.count - 1))
      if collection.hasPlaceholders {
        do {
          try collection.jump(to: position)
        } catch {
          throw .invariantBroken(time: time, violations: ["jump to \(position): \(error)"])
        }
      }
      landing = Landing(frame: frame, id: nil, position: position, requested: false)
      requestLanding()
      return
    }
    // No count, so no scroll bar to drag: a restored position, loaded by a refresh there.
    let head = source.headCount(at: time)
    let target = Swift.min(index, source.count(at: time) - 1)
    pendingJump = (target - head, target)
    do {
      try collection.jump(to: Swift.max(0, target))
    } catch {
      throw .invariantBroken(time: time, violations: ["jump to \(target): \(error)"])
    }
    landing = Landing(frame: frame, id: target - head, position: target, requested: false)
    startStall()
  }

  /// Asks the engine to scroll to the item a jump lands on, as an app does.
  mutating func requestLanding() {
    guard var landing, !landing.requested else { return }
    landing.requested = true
    self.landing = landing
    switch configuration.content {
    case .flow, .masonry:
      engine.scrollTo(item: landing.position, in: Self.contentID, anchor: .top)
      trace?(.scrollTo(index: landing.position, anchor: .top))
    case .sections:
      if let id = landing.id ?? collection[landing.position].item?.id {
        engine.scrollTo(item: id, in: Self.contentID, anchor: .top)
      }
    }
  }

  var viewportHeight: Double { configuration.viewport.height }
  var maximumOffset: Double { Swift.max(0, contentLength - viewportHeight) }

  /// Moves the viewport as the user wants, through `setScrollOffset`; without placeholders it
  /// is held at a loaded edge the source has more beyond, a stall. While a jump lands, the user
  /// waits.
  ///
  /// - Returns: How far the user scrolled.
  mutating func scroll(dt: Double) -> Double {
    guard landing == nil else { return 0 }
    var wanted: Double
    switch configuration.scroll {
    case .constant(let speed):
      wanted = offset + speed * dt
    case .swing(let speed, let period):
      let turn = Int((time / period).rounded(.down))
      wanted = offset + (turn % 2 == 0 ? speed : -speed) * dt
    case .fling(let speed):
      if velocity.magnitude < 50 && time >= flingPauseUntil { velocity = speed }
      wanted = offset + velocity * dt
      velocity *= Swift.max(0, 1 - 2 * dt)
      if velocity.magnitude < 50 && velocity != 0 {
        velocity = 0
        flingPauseUntil = time + 0.25
      }
    case .script(let points):
      wanted = Self.interpolate(points, at: time)
    }
    let maximum = maximumOffset
    let states = collection.loadStates
    let placeholders = collection.hasPlaceholders
    let moreBelow = !placeholders && !states.append.isComplete
    let moreAbove = !placeholders && !states.prepend.isComplete
    let heldBelow = stallStart != nil && wanted >= maximum - 1e-9
    let heldAbove = stallStart != nil && wanted <= 1e-9
    let stalled =
      pendingJump != nil
      || (moreBelow && (wanted > maximum + 1e-9 || heldBelow))
      || (moreAbove && (wanted < -1e-9 || heldAbove))
    if wanted > maximum || wanted < 0, case .fling = configuration.scroll, velocity != 0 {
      velocity = 0
      flingPauseUntil = time + 0.25
    }
    if stalled { startStall() } else { endStall() }
    let next = Swift.max(0, Swift.min(wanted, maximum))
    guard next != offset else { return 0 }
    engine.setScrollOffset(Point(x: 0, y: next), for: Self.scrollID)
    trace?(.setScrollOffset(next))
    return next - offset
  }

  mutating func startStall() {
    guard stallStart == nil else { return }
    stallStart = time
    summary.stallEpisodes += 1
    record(.stallStart)
  }

  mutating func endStall() {
    guard let start = stallStart else { return }
    let frames = Int(((time - start) * configuration.framesPerSecond).rounded())
    stallFrames[frames, default: 0] += 1
    stallStart = nil
    record(.stallEnd)
  }

  static func interpolate(_ points: [SimulationConfiguration.ScriptPoint], at time: Double)
    -> Double
  {
    guard let first = points.first, let last = points.last else { return 0 }
    if time <= first.time { return first.offset }
    if time >= last.time { return last.offset }
    let next = partitioningIndex(in: points.indices) { points[$0].time > time }
    let a = points[next - 1]
    let b = points[next]
    guard b.time > a.time else { return b.offset }
    return a.offset + (b.offset - a.offset) * (time - a.time) / (b.time - a.time)
  }
}
