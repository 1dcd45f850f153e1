/// An end-reached threshold and the viewport positions a scroll view reports, in order: the value
/// an `EndReachedTrigger` property generates, shrinks and prints.
public struct ScrollTrace: Hashable, Sendable {
  /// The trigger's threshold.
  public var threshold: EndReachedTrigger.Threshold
  /// The positions, in the order they are reported.
  public var positions: [EndReachedTrigger.Position]

  /// Creates a trace.
  public init(threshold: EndReachedTrigger.Threshold, positions: [EndReachedTrigger.Position]) {
    self.threshold = threshold
    self.positions = positions
  }
}

extension ScrollTrace: CustomStringConvertible {
  /// The threshold, then one position per line: offset, viewport and content lengths, items.
  public var description: String {
    var text = "ScrollTrace(threshold: \(threshold), positions: ["
    for position in positions {
      text += "\n  offset \(literal(position.offset)), viewport \(literal(position.viewportLength))"
      text += ", content \(literal(position.contentLength)), \(position.itemCount) items"
      text += ", last visible \(position.lastVisibleIndex.map(String.init) ?? "none")"
    }
    return text + (positions.isEmpty ? "])" : "\n])")
  }
}

extension Gen where Value == EndReachedTrigger.Threshold {
  /// A generator of valid thresholds: points, viewport fractions and item counts, including 0.
  ///
  /// Points are whole and fractions are quarters, so on the whole-number positions of
  /// ``Gen/scrollTrace(threshold:steps:)`` every distance compares exactly.
  ///
  /// - Returns: The generator; shrinks towards `.points(0)`.
  public static var endReachedThreshold: Gen {
    .oneOf(
      Gen<Int>.int(in: 0...400).map { .points(Double($0)) },
      Gen<Int>.int(in: 0...6).map { .viewportFraction(Double($0) / 4) },
      Gen<Int>.int(in: 0...12).map { .items($0) })
  }
}

extension Gen where Value == ScrollTrace {
  /// A generator of scroll traces: a viewport scrolling back and forth over content that grows
  /// as pages arrive, is replaced by shorter content, or stays the same while the same frame is
  /// drawn again, with overscroll past either end and a viewport that changes length.
  ///
  /// Items lie evenly along the content, and each position names the last one the viewport
  /// touches. Every length is a whole number.
  ///
  /// ```swift
  /// check(Gen.scrollTrace()) { trace in … }
  /// ```
  ///
  /// - Parameters:
  ///   - threshold: The thresholds to draw from.
  ///   - steps: How many positions.
  /// - Returns: The generator; shrinks towards fewer positions at the top of empty content.
  public static func scrollTrace(
    threshold: Gen<EndReachedTrigger.Threshold> = .endReachedThreshold,
    steps: ClosedRange<Int> = 0...24
  ) -> Gen {
    let start = EndReachedTrigger.Position(offset: 0, viewportLength: 100, contentLength: 0)
    let positions = Gen<[EndReachedTrigger.Position]>.array(count: steps, startingFrom: start) {
      previous in
      nextPosition(after: previous).map { ($0, $0) }
    }
    return Gen<(EndReachedTrigger.Threshold, [EndReachedTrigger.Position])>
      .zip(threshold, positions)
      .map { ScrollTrace(threshold: $0, positions: $1) }
  }

  private static func nextPosition(after previous: EndReachedTrigger.Position)
    -> Gen<EndReachedTrigger.Position>
  {
    let content = previous.contentLength
    let viewport = previous.viewportLength
    let scrolled = Gen<Int>.int(in: -300...300).map { delta in
      (previous.offset + Double(delta), content, viewport, previous.itemCount)
    }
    let toEnd = Gen<Int>.int(in: -20...20).map { overscroll in
      (content - viewport + Double(overscroll), content, viewport, previous.itemCount)
    }
    let grown = Gen<(Int, Int)>.zip(.int(in: 0...600), .int(in: 0...12)).map { length, items in
      (previous.offset, content + Double(length), viewport, previous.itemCount + items)
    }
    let replaced = Gen<(Int, Int)>.zip(.int(in: 0...800), .int(in: 0...12)).map {
      length, items in
      (0.0, Double(length), viewport, items)
    }
    let resized = Gen<Int>.int(in: 1...40).map { tenths in
      (previous.offset, content, Double(tenths) * 20, previous.itemCount)
    }
    return Gen<(Double, Double, Double, Int)>.frequency(
      (2, .constant((previous.offset, content, viewport, previous.itemCount))),
      (6, scrolled), (2, toEnd), (3, grown), (1, replaced), (1, resized)
    ).map { offset, content, viewport, items in
      let offset = min(max(offset, -50), max(0, content - viewport) + 50)
      return EndReachedTrigger.Position(
        offset: offset, viewportLength: viewport, contentLength: content, itemCount: items,
        lastVisibleIndex: lastVisible(offset: offset, end: offset + viewport,
                                      content: content, items: items))
    }
  }

  /// The last of `items` evenly spread over `content` that the span `offset..<end` touches.
  private static func lastVisible(offset: Double, end: Double, content: Double, items: Int)
    -> Int?
  {
    guard items > 0, content > 0, end > 0, offset < content else { return nil }
    let itemLength = content / Double(items)
    let last = Int((min(end, content) / itemLength).rounded(.up)) - 1
    return min(items - 1, max(0, last))
  }
}
