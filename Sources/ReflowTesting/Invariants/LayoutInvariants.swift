/// Invariants of any layout, on plain inputs (`[Size]`) and outputs (`[Rect]`), so they check a
/// custom layout function as readily as `Flow`.
///
/// Each check returns the violations it finds, empty when the layout passes. Comparisons allow
/// a millionth of relative rounding error.
///
/// ```swift
/// check(Gen.array(of: Gen.size(width: 0...100, height: 0...50))) { sizes in
///   let frames = myGrid(sizes, width: 300)
///   return LayoutInvariants.violations(
///     frames: frames, sizes: sizes, bounds: Rect(x: 0, y: 0, width: 300, height: .infinity))
/// }
/// ```
public enum LayoutInvariants {
  /// The most violations one check reports; the first few say enough.
  public static let reportLimit = 8

  /// Every generic invariant: one frame per item, each of its item's size, finite, no overlap,
  /// and inside `bounds` when the item fits them.
  ///
  /// - Parameters:
  ///   - frames: The layout's frames, in input order.
  ///   - sizes: The items' sizes, in input order.
  ///   - bounds: The area items that fit must stay in; use an infinite width or height for a
  ///     direction the layout may grow in.
  /// - Returns: The violations found.
  /// - Complexity: O(*n*²) for *n* items.
  public static func violations(frames: [Rect], sizes: [Size], bounds: Rect) -> [Violation] {
    let counted = frameCount(frames, sizes: sizes)
    guard counted.isEmpty else { return counted }
    return preservesSizes(frames, sizes: sizes) + finiteFrames(frames) + noOverlap(frames)
      + containment(frames, sizes: sizes, in: bounds)
  }

  /// Requires one frame per item.
  ///
  /// - Parameters:
  ///   - frames: The layout's frames.
  ///   - sizes: The items' sizes.
  /// - Returns: A violation when the counts differ.
  public static func frameCount(_ frames: [Rect], sizes: [Size]) -> [Violation] {
    guard frames.count != sizes.count else { return [] }
    return [Violation("frame count", "\(sizes.count) items but \(frames.count) frames")]
  }

  /// Requires each frame to have its item's size.
  ///
  /// - Parameters:
  ///   - frames: The layout's frames, in input order.
  ///   - sizes: The items' sizes, in input order.
  /// - Returns: A violation per item whose frame has another size.
  /// - Complexity: O(*n*).
  public static func preservesSizes(_ frames: [Rect], sizes: [Size]) -> [Violation] {
    var found: [Violation] = []
    for (index, (frame, size)) in zip(frames, sizes).enumerated()
    where !(nearlyEqual(frame.width, size.width) && nearlyEqual(frame.height, size.height)) {
      found.append(
        Violation("item size", "item \(index) is \(size) but its frame is \(frame)",
                  indices: [index]))
    }
    return Array(found.prefix(reportLimit))
  }

  /// Requires every coordinate to be finite.
  ///
  /// - Parameter frames: The layout's frames.
  /// - Returns: A violation per frame with a NaN or infinite coordinate.
  /// - Complexity: O(*n*).
  public static func finiteFrames(_ frames: [Rect]) -> [Violation] {
    var found: [Violation] = []
    for (index, frame) in frames.enumerated()
    where ![frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite) {
      found.append(Violation("finite frames", "item \(index) is at \(frame)", indices: [index]))
    }
    return Array(found.prefix(reportLimit))
  }

  /// Requires that no two frames share area; touching edges and empty frames are fine.
  ///
  /// - Parameter frames: The layout's frames.
  /// - Returns: A violation per overlapping pair.
  /// - Complexity: O(*n*²).
  public static func noOverlap(_ frames: [Rect]) -> [Violation] {
    var found: [Violation] = []
    for first in frames.indices {
      for second in frames.indices
      where second > first && overlaps(frames[first], frames[second]) {
        found.append(
          Violation(
            "no overlap",
            "items \(first) and \(second) overlap: \(frames[first]) and \(frames[second])",
            indices: [first, second]))
        if found.count == reportLimit { return found }
      }
    }
    return found
  }

  /// Requires every item that fits `bounds` to lie inside them.
  ///
  /// - Parameters:
  ///   - frames: The layout's frames, in input order.
  ///   - sizes: The items' sizes, in input order.
  ///   - bounds: The area, with a finite origin; a width or height may be infinite.
  /// - Returns: A violation per fitting item that sticks out.
  /// - Complexity: O(*n*).
  public static func containment(
    _ frames: [Rect], sizes: [Size], in bounds: Rect
  ) -> [Violation] {
    var found: [Violation] = []
    for (index, (frame, size)) in zip(frames, sizes).enumerated()
    where nearlyAtMost(size.width, bounds.width) && nearlyAtMost(size.height, bounds.height) {
      let inside =
        nearlyAtMost(bounds.minX, frame.minX) && nearlyAtMost(bounds.minY, frame.minY)
        && nearlyAtMost(frame.maxX, bounds.maxX) && nearlyAtMost(frame.maxY, bounds.maxY)
      if !inside {
        found.append(
          Violation("containment", "item \(index) fits \(bounds) but is at \(frame)",
                    indices: [index]))
      }
    }
    return Array(found.prefix(reportLimit))
  }

  /// Whether two frames share more than rounding error of area.
  static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
    guard !a.isEmpty && !b.isEmpty else { return false }
    let width = min(a.maxX, b.maxX) - max(a.minX, b.minX)
    let height = min(a.maxY, b.maxY) - max(a.minY, b.minY)
    return width > 0 && height > 0 && !nearlyEqual(min(a.maxX, b.maxX), max(a.minX, b.minX))
      && !nearlyEqual(min(a.maxY, b.maxY), max(a.minY, b.minY))
  }
}
