import Reflow

/// Where a `scroll` step of ``BottomAnchoredMachine`` takes the user, from the last
/// arrangement.
///
/// A scroll always moves: one that would land on the offset the timeline shows moves a
/// quarter point further, as setting the offset a scroll view is at is not a scroll.
public enum TimelineScroll: Hashable, Sendable {
  /// By this many points from the offset the last arrangement showed (down for positive).
  case by(Double)
  /// To this fraction of the scrollable length (the content's length less the viewport's),
  /// rounded to a quarter point; below 0 and above 1 scroll past the ends.
  case toFraction(Double)
  /// To this many points short of the end: 1 or less is still at the end.
  case fromEnd(Double)
}

/// Which messages a `measure` step of ``BottomAnchoredMachine`` reports the real size of, as a
/// renderer that drew them would; messages already measured are not reported again.
public enum TimelineMeasurement: Hashable, Sendable {
  /// Every message the last arrangement declared at its estimate.
  case drawn
  /// The first few of those.
  case firstDrawn(Int)
  /// The last few of those.
  case lastDrawn(Int)
  /// Messages by index, drawn or not (a renderer that measures ahead); the range is clamped
  /// to the messages.
  case messages(from: Int, count: Int)
  /// Every message not measured yet.
  case all
}

extension Gen where Value == Size {
  /// Sizes of chat messages: mostly rows 200 to 420 points wide, often wider than the
  /// viewport and so alone on their line, sometimes narrower ones that share a line; 1 to 80
  /// points tall, now and then up to 300; all on a quarter-point grid.
  ///
  /// - Returns: The generator; shrinks towards a 200 × 1 row.
  public static func timelineMessage() -> Gen {
    let width = Gen<Double>.frequency(
      (3, .double(in: 200...420, step: 0.25)), (2, .double(in: 1...200, step: 0.25)))
    let height = Gen<Double>.frequency(
      (4, .double(in: 1...80, step: 0.25)), (1, .double(in: 80...300, step: 0.25)))
    return Gen<(Double, Double)>.zip(width, height).map { Size(width: $0, height: $1) }
  }
}
