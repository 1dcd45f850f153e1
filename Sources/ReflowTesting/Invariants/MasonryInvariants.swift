import Reflow

/// Invariants of a masonry layout, checked on a ``MasonryOutput`` against the case it lays out,
/// so they check any masonry (``ReferenceMasonry``'s, `Masonry`'s, an index's, your own) alike.
///
/// Each check returns the violations it finds, empty when the layout passes. Coordinates agree
/// within a billionth of the layout's largest coordinate.
///
/// ```swift
/// check(.masonryCase()) { masonryCase in
///   MasonryInvariants.violations(in: MasonryOutput(try masonryCase.layout()), for: masonryCase)
/// }
/// ```
public enum MasonryInvariants {
  /// Every invariant: one frame per item, finite, no overlap, each item inside its lanes and
  /// as long as its sizing says, packed against the items before it in its lanes, and placed
  /// where the tolerance and order rules allow.
  ///
  /// - Parameters:
  ///   - output: The layout.
  ///   - masonryCase: What it lays out.
  /// - Returns: The violations found.
  /// - Complexity: O(*n*² × *l*) for *n* items and *l* lanes.
  public static func violations(in output: MasonryOutput, for masonryCase: MasonryCase)
    -> [Violation]
  {
    guard output.frames.count == masonryCase.items.count,
      output.lanes.count == output.frames.count, output.spans.count == output.frames.count
    else {
      return [Violation(
        "frame count",
        "\(masonryCase.items.count) items but \(output.frames.count) frames,"
          + " \(output.lanes.count) lanes and \(output.spans.count) spans")]
    }
    return LayoutInvariants.finiteFrames(output.frames) + noOverlap(output, for: masonryCase)
      + insideLanes(output, for: masonryCase) + placementRules(output, for: masonryCase)
  }

  /// Requires that no two frames share area by more than rounding: they may overlap by a
  /// billionth of the largest coordinate (at 1e300, a frame's edges are that coarse), and
  /// touching edges and empty frames are fine.
  ///
  /// - Parameters:
  ///   - output: The layout.
  ///   - masonryCase: What it lays out.
  /// - Returns: A violation per overlapping pair, up to a few.
  /// - Complexity: O(*n*²).
  public static func noOverlap(_ output: MasonryOutput, for masonryCase: MasonryCase)
    -> [Violation]
  {
    let slack = LayoutTolerance.relative * tolerance(output, masonryCase).scale
    let frames = output.frames
    var found: [Violation] = []
    for first in frames.indices {
      for second in frames.indices.dropFirst(first + 1) {
        let (a, b) = (frames[first], frames[second])
        guard !a.isEmpty && !b.isEmpty else { continue }
        let width = min(a.maxX, b.maxX) - max(a.minX, b.minX)
        let height = min(a.maxY, b.maxY) - max(a.minY, b.minY)
        if width > slack && height > slack {
          found.append(Violation(
            "no overlap", "items \(first) and \(second) overlap: \(a) and \(b)",
            indices: [first, second]))
          if found.count == LayoutInvariants.reportLimit { return found }
        }
      }
    }
    return found
  }

  /// Requires each item to cover exactly its lanes across them (the lanes and the gaps between
  /// them, from the leading edge) and to be as long as its sizing makes it along them.
  ///
  /// - Parameters:
  ///   - output: The layout.
  ///   - masonryCase: What it lays out.
  /// - Returns: A violation per item out of its lanes or of the wrong length.
  /// - Complexity: O(*n* × *l*).
  public static func insideLanes(_ output: MasonryOutput, for masonryCase: MasonryCase)
    -> [Violation]
  {
    guard let lanes = try? ReferenceMasonry.Lanes(
      container: masonryCase.container, options: masonryCase.options)
    else { return [Violation("lanes", "the case's container and options are invalid")] }
    let options = masonryCase.options
    let tolerance = self.tolerance(output, masonryCase)
    var found: [Violation] = []
    for (index, frame) in output.frames.enumerated() {
      let lane = output.lanes[index]
      let span = output.spans[index]
      guard lane >= 0, span >= 1, lane + span <= lanes.count else {
        found.append(Violation(
          "inside lanes", "item \(index) covers lanes \(lane)..<\(lane + span) of \(lanes.count)",
          indices: [index]))
        continue
      }
      let start = lanes.offset(lane)
      let extent = lanes.extent(from: lane, span: span)
      let (lower, upper): (Double, Double)
      if options.axis == .vertical {
        let leading = options.insets.leading + start
        (lower, upper) =
          lanes.isRightToLeft
          ? (lanes.box.width - leading - extent, lanes.box.width - leading)
          : (leading, leading + extent)
      } else {
        (lower, upper) = (options.insets.top + start, options.insets.top + start + extent)
      }
      let (low, high) =
        options.axis == .vertical ? (frame.minX, frame.maxX) : (frame.minY, frame.maxY)
      if !tolerance.equal(low, lower) || !tolerance.equal(high, upper) {
        found.append(Violation(
          "inside lanes",
          "item \(index) spans \(low)..<\(high) across, but lanes \(lane)..<\(lane + span) span"
            + " \(lower)..<\(upper)", indices: [index]))
      }
      let item = masonryCase.items[index]
      let length: Double =
        switch item.sizing {
        case .length(let length): length
        case .aspectRatio(let ratio): options.axis == .vertical ? extent / ratio : extent * ratio
        }
      let actual = options.axis == .vertical ? frame.height : frame.width
      if !tolerance.equal(actual, length) {
        found.append(Violation(
          "item length", "item \(index) is \(actual) long, its sizing makes it \(length)",
          indices: [index]))
      }
      if found.count >= LayoutInvariants.reportLimit { break }
    }
    return found
  }

  /// Requires the placement rule, item by item, from the running positions the earlier frames
  /// leave: each item starts where the furthest of its lanes runs (packing); an auto-placed item
  /// starts at most the tolerance after the lowest start it could have had (the tolerance
  /// rule), and no start lane the rule tries before its own (from the cursor round) was within
  /// the tolerance (the order rule); an item with an explicit lane has it.
  ///
  /// Near the threshold, rounding may go either way: only starts clearly within or beyond it
  /// count, by a billionth of the layout's scale or of the threshold, whichever is larger (the
  /// running positions can outgrow every coordinate of the container: right to left, along a
  /// horizontal axis, frames past the container's far edge have negative x).
  ///
  /// - Parameters:
  ///   - output: The layout.
  ///   - masonryCase: What it lays out.
  /// - Returns: A violation per item placed against the rules.
  /// - Complexity: O(*n* × *l* × *s*), for items spanning at most *s* lanes.
  public static func placementRules(_ output: MasonryOutput, for masonryCase: MasonryCase)
    -> [Violation]
  {
    guard let lanes = try? ReferenceMasonry.Lanes(
      container: masonryCase.container, options: masonryCase.options)
    else { return [Violation("lanes", "the case's container and options are invalid")] }
    let options = masonryCase.options
    let tolerance = self.tolerance(output, masonryCase)
    var running = Array(repeating: 0.0, count: lanes.count)
    var cursor = 0
    var found: [Violation] = []
    for (index, frame) in output.frames.enumerated() {
      let (lane, span) = (output.lanes[index], output.spans[index])
      guard lane >= 0, span >= 1, lane + span <= lanes.count else { continue }
      let position = { (start: Int) in running[start..<(start + span)].max() ?? 0 }
      let start: Double
      let length: Double
      switch (options.axis, lanes.isRightToLeft) {
      case (.vertical, _): (start, length) = (frame.minY - options.insets.top, frame.height)
      case (.horizontal, false): (start, length) = (frame.minX - options.insets.leading, frame.width)
      case (.horizontal, true):
        (start, length) = (lanes.box.width - options.insets.leading - frame.maxX, frame.width)
      }
      if !tolerance.equal(start, position(lane)) {
        found.append(Violation(
          "packing",
          "item \(index) starts at \(start) in lanes \(lane)..<\(lane + span), which run to"
            + " \(position(lane))", indices: [index]))
      }
      let item = masonryCase.items[index]
      if let explicit = item.lane, explicit != lane {
        found.append(Violation(
          "explicit lane", "item \(index) asked for lane \(explicit) but is in lane \(lane)",
          indices: [index]))
      } else if item.lane == nil {
        let starts = lanes.count - span + 1
        let lowest = (0..<starts).map(position).min() ?? 0
        let threshold = lowest + options.tolerance
        let slack = LayoutTolerance.relative * max(tolerance.scale, abs(threshold))
        if position(lane) > threshold + slack {
          found.append(Violation(
            "tolerance rule",
            "item \(index) starts at \(position(lane)) in lane \(lane), more than the tolerance"
              + " \(options.tolerance) after the lowest start \(lowest)", indices: [index]))
        }
        // The lanes the rule tries before this one: from the cursor on, then from 0.
        let tried =
          lane >= cursor ? Array(cursor..<lane) : Array(cursor..<max(cursor, starts)) + Array(0..<lane)
        if let earlier = tried.first(where: { position($0) < threshold - slack }) {
          found.append(Violation(
            "order rule",
            "item \(index) is in lane \(lane), but lane \(earlier) comes first from the cursor"
              + " (\(cursor)) and runs to \(position(earlier)), within the tolerance",
            indices: [index]))
        }
        cursor = lane + span
      }
      for covered in lane..<(lane + span) { running[covered] = start + length + options.itemSpacing }
      if found.count >= LayoutInvariants.reportLimit { break }
    }
    return found
  }

  /// How two outputs of the same case differ: the lanes and spans exactly, the frames and the
  /// content size within a billionth of the largest coordinate.
  ///
  /// - Parameters:
  ///   - output: One layout.
  ///   - expected: The other.
  ///   - masonryCase: What both lay out.
  /// - Returns: The differences, up to a few frames.
  public static func agreement(
    _ output: MasonryOutput, _ expected: MasonryOutput, for masonryCase: MasonryCase
  ) -> [Violation] {
    let tolerance = LayoutTolerance(
      container: masonryCase.container, masonry: masonryCase.options,
      frames: [output.frames, expected.frames])
    var found = tolerance.differences(output.frames, expected.frames).map {
      Violation("agreement", $0)
    }
    if output.lanes != expected.lanes || output.spans != expected.spans {
      found.append(Violation(
        "agreement",
        "lanes \(output.lanes) spans \(output.spans), expected \(expected.lanes) spans"
          + " \(expected.spans)"))
    }
    if !tolerance.equal(output.contentSize, expected.contentSize) {
      found.append(Violation(
        "agreement", "content size \(output.contentSize), expected \(expected.contentSize)"))
    }
    return found
  }

  private static func tolerance(_ output: MasonryOutput, _ masonryCase: MasonryCase)
    -> LayoutTolerance
  {
    LayoutTolerance(
      container: masonryCase.container, masonry: masonryCase.options, frames: [output.frames])
  }
}
