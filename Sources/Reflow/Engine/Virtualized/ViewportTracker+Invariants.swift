extension ViewportTracker {
  /// The ways the tracker is unsound; empty when it is sound.
  ///
  /// Checks finite, non-negative lengths, a sign of ±1, and an anchor whose fractions lie in
  /// `0...1` and whose position is a number.
  package func checkInvariants() -> [String] {
    var problems: [String] = []
    if !viewportStart.isFinite || !viewportOffset.isFinite {
      problems.append("the viewport is at \(viewportStart) for offset \(viewportOffset)")
    }
    if offsetSign != 1 && offsetSign != -1 { problems.append("the offset sign is \(offsetSign)") }
    if let length = viewportLength, !(length.isFinite && length >= 0) {
      problems.append("the viewport is \(length) long")
    }
    if !(trailingLength.isFinite && trailingLength >= 0) {
      problems.append("the content after is \(trailingLength) long")
    }
    if let anchor {
      if !(0...1).contains(anchor.fraction) || !(0...1).contains(anchor.viewportFraction) {
        problems.append("the anchor holds fraction \(anchor.fraction) at \(anchor.viewportFraction)")
      }
      if !anchor.position.isFinite || !(anchor.viewportLength >= 0) {
        problems.append(
          "the anchor is at \(anchor.position) in a viewport \(anchor.viewportLength) long")
      }
      if let requested = anchor.requested, !requested.isFinite {
        problems.append("the request is \(requested) past the viewport's point")
      }
    }
    if wantedOffset.map({ !$0.isFinite }) == true {
      problems.append("the last correction wanted offset \(String(describing: wantedOffset))")
    }
    return problems
  }
}

extension ScrollViewport {
  /// The ways the viewport is unsound; empty when it is sound.
  ///
  /// After an arrangement placed the container, its offset lies within the content along its
  /// axis and is 0 across it; lengths are finite and not negative; and the plain content's
  /// tracker is sound.
  package func checkInvariants() -> [String] {
    var problems = elements.checkInvariants().map { "elements: \($0)" }
    if !offset.x.isFinite || !offset.y.isFinite { problems.append("the offset is \(offset)") }
    if !(contentLength.isFinite && contentLength >= 0)
      || !(viewportLength.isFinite && viewportLength >= 0)
    {
      problems.append("content \(contentLength) long in a viewport \(viewportLength) long")
    }
    if hasBeenPlaced {
      let limit = Swift.max(0, contentLength - viewportLength)
      let along = placedOffset[axis]
      if placedOffset == offset && !(along >= 0 && along <= limit) {
        problems.append("the offset \(along) lies outside 0...\(limit)")
      }
      if placedOffset == offset && placedOffset[axis.crossAxis] != 0 {
        problems.append("the offset across the axis is \(placedOffset[axis.crossAxis])")
      }
    }
    return problems
  }
}

extension VirtualizedState {
  /// The ways the state is unsound; empty when it is sound: its tracker's invariants, and an
  /// anchor and a request that name items the content holds.
  func checkInvariants() -> [String] {
    var problems = tracker.checkInvariants()
    if let anchor = tracker.anchor, content.extent(of: anchor.key) == nil {
      problems.append("the anchor holds \(anchor.key), which the content does not hold")
    }
    if let target = tracker.target, content.requestable(target.key) != target.key {
      problems.append("a request is pending for \(target.key), which the content does not hold")
    }
    return problems
  }
}

extension LayoutEngine {
  /// The ways the engine's scroll containers and virtualized content are unsound, each named
  /// by its id; empty when all are sound. Tests call it after every arrangement.
  package func checkViewportInvariants() -> [String] {
    var problems: [String] = []
    for (id, scroll) in state.scrolls {
      problems += scroll.checkInvariants().map { "scroll '\(id)': \($0)" }
    }
    for (id, content) in state.virtualized {
      problems += content.checkInvariants().map { "content '\(id)': \($0)" }
    }
    return problems
  }
}
