import Reflow

extension SimulationConfiguration {
  /// Checks every value: the one place the simulator's limits are written.
  ///
  /// - Returns: The configuration, unchanged.
  /// - Throws: ``SimulationError/invalidValue(_:value:expected:)`` naming the first bad value's
  ///   field; ``SimulationError/layout(_:)`` for flow options.
  public func validated() throws(SimulationError) -> SimulationConfiguration {
    func check(_ ok: Bool, _ field: Field, _ value: @autoclosure () -> String, _ expected: String)
      throws(SimulationError)
    {
      if !ok { throw .invalidValue(field, value: value(), expected: expected) }
    }
    try check(
      itemCount >= 0 && itemCount <= Self.maximumItemCount, .itemCount, "\(itemCount)",
      "a whole number from 0 to \(Self.maximumItemCount)")
    switch itemSizes {
    case .fixed(let size):
      try check(size.isValidLayoutSize, .itemSizes, "\(size)", "finite sizes of at least 0")
    case .uniform(let width, let height):
      try check(
        width.lowerBound >= 0 && height.lowerBound >= 0 && width.upperBound.isFinite
          && height.upperBound.isFinite, .itemSizes, "\(width)x\(height)",
        "finite ranges of at least 0")
    case .list(let sizes):
      try check(!sizes.isEmpty, .itemSizes, "[]", "at least one size")
      if let bad = sizes.firstIndex(where: { !$0.isValidLayoutSize }) {
        try check(false, .itemSizes, "\(sizes[bad]) at \(bad)", "finite sizes of at least 0")
      }
    }
    if let estimate = estimatedItemSize {
      try check(
        estimate.isValidLayoutSize && estimate.width > 0 && estimate.height > 0,
        .estimatedItemSize, "\(estimate)", "a finite size greater than 0")
    }
    try check(
      measureDelayFrames >= 0 && measureDelayFrames <= 1_000, .measureDelayFrames,
      "\(measureDelayFrames)", "a whole number of frames from 0 to 1000")
    if case .sections(let perSection) = content {
      try check(
        perSection >= 1 && perSection <= Self.maximumPageSize, .content,
        "sections of \(perSection)",
        "sections of 1 to \(Self.maximumPageSize) items")
      try check(
        !totalKnown, .content, "sections with a known total",
        "sections of the loaded items only: leave the total unknown (no placeholders)")
    }
    if case .masonry(let lanes) = content {
      try check(
        lanes >= 1 && lanes <= Self.maximumLanes, .content, "\(lanes) lanes",
        "1 to \(Self.maximumLanes) lanes")
    }
    try check(
      anchorEdge == .top || keys == .cursors, .anchorEdge, "bottom with \(keys.rawValue)",
      "cursors with a bottom anchor: a chat opens at its newest page, which only a cursor names")
    try check(
      tailInsertsPerSecond.isFinite && tailInsertsPerSecond >= 0
        && tailInsertsPerSecond * duration <= Double(Self.maximumItemCount - itemCount),
      .tailInsertsPerSecond, "\(tailInsertsPerSecond)",
      "a finite rate of at least 0 items per second that keeps the source within"
        + " \(Self.maximumItemCount) items")
    try check(
      tailInsertsPerSecond == 0 || keys == .cursors, .tailInsertsPerSecond,
      "\(tailInsertsPerSecond) with \(keys.rawValue)",
      "cursors for items added at the end: only a cursor source stays open at its end")
    try check(
      streamSeconds.isFinite && streamSeconds >= 0, .streamSeconds, "\(streamSeconds)",
      "finite seconds of at least 0")
    try check(
      flow.axis == .horizontal, .flow, "axis \(flow.axis.rawValue)",
      "horizontal (the simulator scrolls vertically)")
    do {
      _ = try flow.validated()
    } catch {
      throw .layout(error)
    }
    try check(
      viewport.isValidLayoutSize && viewport.width > 0 && viewport.height > 0, .viewport,
      "\(viewport)", "a finite size greater than 0")
    try check(
      pageSize >= 1 && pageSize <= Self.maximumPageSize, .pageSize, "\(pageSize)",
      "a whole number from 1 to \(Self.maximumPageSize) (a page is built in memory at once)")
    do {
      _ = try EndReachedTrigger(threshold: threshold)
    } catch {
      try check(false, .threshold, "\(threshold)", "a finite threshold of at least 0")
    }
    do {
      // The collection checks its own limit; the simulator loads with no prefetch distance
      // beyond its triggers.
      _ = try RemoteCollection<Int, SimulatedItem>(
        keys: .offsets(pageSize: pageSize), maximumLoadedItems: maximumLoadedItems,
        prefetch: .whenAsked)
    } catch {
      if case .invalidLoadLimit(let limit, let minimum) = error {
        try check(false, .maximumLoadedItems, "\(limit)", "at least \(minimum) (two pages)")
      }
      try check(false, .pageSize, "\(pageSize)", error.description)
    }
    try check(
      headInsertsPerSecond.isFinite && headInsertsPerSecond >= 0
        && headInsertsPerSecond * duration <= Double(Self.maximumItemCount - itemCount),
      .headInsertsPerSecond, "\(headInsertsPerSecond)",
      "a finite rate of at least 0 items per second that keeps the source within"
        + " \(Self.maximumItemCount) items")
    for jump in jumps {
      try check(
        jump.time.isFinite && jump.time >= 0 && jump.index >= 0
          && jump.index < Swift.max(1, itemCount),
        .jumps, "\(jump.index) at \(jump.time) s",
        "a time of at least 0 and an index from 0 to \(Swift.max(0, itemCount - 1))")
    }
    for time in refreshTimes {
      try check(
        time.isFinite && time >= 0, .refreshTimes, "\(time)", "finite seconds of at least 0")
    }
    switch latency {
    case .fixed(let seconds):
      try check(
        seconds.isFinite && seconds >= 0, .latency, "\(seconds)", "finite seconds of at least 0")
    case .uniform(let range):
      try check(
        range.lowerBound >= 0 && range.upperBound.isFinite, .latency, "\(range)",
        "a finite range of seconds of at least 0")
    }
    try check(
      failureRate >= 0 && failureRate <= 1, .failureRate, "\(failureRate)",
      "a probability from 0 to 1")
    try check(
      retryAfter.isFinite && retryAfter >= 0, .retryAfter, "\(retryAfter)",
      "finite seconds of at least 0")
    switch scroll {
    case .constant(let speed), .fling(let speed):
      try check(speed.isFinite, .scroll, "\(speed)", "a finite speed in points per second")
    case .swing(let speed, let period):
      try check(
        speed.isFinite && period.isFinite && period > 0, .scroll, "\(speed) every \(period) s",
        "a finite speed and a finite period above 0 seconds")
    case .script(let points):
      try check(!points.isEmpty, .scroll, "an empty script", "at least one (time, offset) pair")
      for (index, point) in points.enumerated() {
        let ordered = index == 0 || point.time >= points[index - 1].time
        try check(
          point.time.isFinite && point.offset.isFinite && point.time >= 0 && ordered, .scroll,
          "line \(index + 1): \(point.time), \(point.offset)",
          "finite times of at least 0, in increasing order, and finite offsets")
      }
    }
    try check(
      framesPerSecond.isFinite && framesPerSecond > 0 && framesPerSecond <= 1_000,
      .framesPerSecond, "\(framesPerSecond)", "a number of frames per second above 0, at most 1000")
    try check(
      duration.isFinite && duration >= 0 && duration * framesPerSecond <= Self.maximumFrames,
      .duration, "\(duration)",
      "finite seconds of at least 0, at most 100 million frames (duration × frames per second)")
    return self
  }
}

/// An item of the simulated source: only its identity matters; its size follows from it.
struct SimulatedItem: Identifiable, Hashable, Sendable {
  let id: Int
}
