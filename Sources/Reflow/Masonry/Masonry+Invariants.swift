extension Masonry {
  /// Checks the state machine's internal consistency, for tests: one lane and span per frame,
  /// each lane's items in order along it, the running positions and lane rectangles at their
  /// last items, the content size at the farthest item. Returns what is wrong, empty when
  /// nothing is.
  ///
  /// - Complexity: O(*n* × *s*), for *n* items spanning at most *s* lanes.
  package func checkInvariants() -> [String] {
    var problems: [String] = []
    let frames = storage.frames
    if storage.startLanes.count != frames.count {
      problems.append("\(storage.startLanes.count) lanes for \(frames.count) frames")
    }
    if !storage.spans.isEmpty && storage.spans.count != frames.count {
      problems.append("\(storage.spans.count) spans for \(frames.count) frames")
    }
    if !storage.spans.isEmpty && storage.spans.allSatisfy({ $0 == 1 }) {
      problems.append("spans are kept though every item spans one lane")
    }
    guard problems.isEmpty else { return problems }
    var expected = Array(repeating: [Int32](), count: laneCount)
    for index in frames.indices {
      let lane = Int(storage.startLanes[index])
      let span = storage.spans.isEmpty ? 1 : Int(storage.spans[index])
      guard lane >= 0 && span >= 1 && lane + span <= laneCount else {
        problems.append("item \(index) covers lanes \(lane)..<\(lane + span) of \(laneCount)")
        continue
      }
      for covered in lane..<(lane + span) { expected[covered].append(Int32(index)) }
    }
    if expected != storage.laneItems { problems.append("the lanes' item lists are out of step") }
    // Frames are read back through the box and the insets: compare within a billionth of the
    // largest coordinate involved.
    var scale = 1.0
    for value in [geometry.box.width, geometry.box.height, storage.mainExtent] where value.isFinite {
      scale = Swift.max(scale, Swift.abs(value))
    }
    // An inset far larger than the items (1e160) puts every frame's coordinates there: what is
    // read back through it keeps nothing finer than a billionth of those coordinates.
    for frame in frames {
      for value in [frame.minX, frame.minY, frame.maxX, frame.maxY] where value.isFinite {
        scale = Swift.max(scale, Swift.abs(value))
      }
    }
    var extent = 0.0
    // Computed once: each read of `lanes` builds every lane's rectangle.
    let laneRects = storage.lanes
    for lane in 0..<laneCount {
      let items = storage.laneItems[lane].map(Int.init)
      var end = -Double.infinity
      for index in items {
        let start = geometry.logicalStart(of: frames[index])
        let length = geometry.logicalEnd(of: frames[index]) - start
        if start < end - 1e-9 * Swift.max(scale, Swift.abs(end)) {
          problems.append("item \(index) starts at \(start) in lane \(lane), before \(end)")
        }
        end = start + length
        extent = Swift.max(extent, end)
      }
      // Frames are read back through the insets, so compare within rounding.
      let running = items.isEmpty ? 0 : end + geometry.itemSpacing
      if !isClose(state.running[lane], running, scale) {
        problems.append("lane \(lane) runs to \(state.running[lane]), not \(running)")
      }
      let rect = geometry.laneRect(lane, end: items.isEmpty ? 0 : end)
      let actual = laneRects[lane]
      if !isClose(actual.minX, rect.minX, scale) || !isClose(actual.minY, rect.minY, scale)
        || !isClose(actual.maxX, rect.maxX, scale) || !isClose(actual.maxY, rect.maxY, scale)
      {
        problems.append("lane \(lane)'s rectangle is \(actual), not \(rect)")
      }
    }
    if !isClose(extent, storage.mainExtent, scale) {
      problems.append("the content extent is \(storage.mainExtent), not \(extent)")
    }
    if state.cursor < 0 || state.cursor > laneCount {
      problems.append("the cursor is at lane \(state.cursor) of \(laneCount)")
    }
    for (index, frame) in frames.enumerated()
    where ![frame.minX, frame.minY, frame.maxX, frame.maxY].allSatisfy(\.isFinite) {
      problems.append("item \(index) has a frame that is not finite: \(frame)")
      break
    }
    return problems
  }

  /// Whether two coordinates agree within a billionth of the larger, or of `scale`.
  private func isClose(_ a: Double, _ b: Double, _ scale: Double) -> Bool {
    a == b || Swift.abs(a - b) <= 1e-9 * Swift.max(scale, Swift.abs(a), Swift.abs(b))
  }
}
