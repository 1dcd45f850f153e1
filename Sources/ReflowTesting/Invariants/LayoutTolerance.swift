import Reflow

/// How closely oracles require two layouts to agree: within a billionth of the layout's largest
/// coordinate (the fuzz targets' and ``LazyFlowMachine``'s tolerance).
///
/// A layout's coordinates are computed from its container's extents, insets, spacings and the
/// sums of its items' lengths, and rounding errs in proportion to the largest of them: in a
/// container 1e300 wide, right to left, an item's x is 1e300 − 1e300 − its width or 0 depending
/// on the order of two subtractions, and both are right to the precision of `Double`. So the
/// scale is the largest finite magnitude among the container's extents, the insets, the
/// spacings and every edge of every frame compared, and numbers agree when they differ by at
/// most a billionth of it (or of 1, if more).
///
/// ```swift
/// let tolerance = LayoutTolerance(container: size, options: options, frames: [ours, theirs])
/// tolerance.differences(ours, theirs)   // [] when every frame agrees
/// ```
package struct LayoutTolerance: Sendable {
  /// The relative tolerance: a billionth.
  package static let relative = 1e-9

  /// The largest finite magnitude in the layouts compared, at least 1.
  package let scale: Double

  /// The tolerance for layouts of `container` and `options` whose frames are `frames`.
  package init(container: Size, options: FlowOptions, frames: [[Rect]]) {
    let insets = options.insets
    var scale = [
      1, container.width, container.height, insets.top, insets.leading, insets.bottom,
      insets.trailing, options.itemSpacing, options.lineSpacing,
    ].reduce(0.0) { $1.isFinite ? max($0, abs($1)) : $0 }
    for list in frames {
      for frame in list {
        for edge in [frame.minX, frame.minY, frame.maxX, frame.maxY] where edge.isFinite {
          scale = max(scale, abs(edge))
        }
      }
    }
    self.scale = scale
  }

  /// The tolerance for masonry layouts of `container` and `options` whose frames are `frames`:
  /// the scale takes in the container, insets, spacings and fixed lane lengths as well.
  package init(container: Size, masonry options: MasonryOptions, frames: [[Rect]]) {
    let insets = options.insets
    var scale = [
      1, container.width, container.height, insets.top, insets.leading, insets.bottom,
      insets.trailing, options.laneSpacing, options.itemSpacing,
    ].reduce(0.0) { $1.isFinite ? max($0, abs($1)) : $0 }
    if case .fixed(let lengths) = options.lanes {
      let total = lengths.reduce(0, +) + options.laneSpacing * Double(lengths.count)
      if total.isFinite { scale = max(scale, total) }
    }
    for list in frames {
      for frame in list {
        for edge in [frame.minX, frame.minY, frame.maxX, frame.maxY] where edge.isFinite {
          scale = max(scale, abs(edge))
        }
      }
    }
    self.scale = scale
  }

  /// Whether two numbers agree: equal (infinities and NaNs included), or within a billionth
  /// of the scale.
  package func equal(_ a: Double, _ b: Double) -> Bool {
    a == b || (a.isNaN && b.isNaN) || abs(a - b) <= Self.relative * scale
  }

  /// Whether two rectangles agree, edge by edge.
  package func equal(_ a: Rect, _ b: Rect) -> Bool {
    equal(a.minX, b.minX) && equal(a.minY, b.minY) && equal(a.maxX, b.maxX)
      && equal(a.maxY, b.maxY)
  }

  /// Whether two sizes agree.
  package func equal(_ a: Size, _ b: Size) -> Bool {
    equal(a.width, b.width) && equal(a.height, b.height)
  }

  /// The first places where two lists of frames differ, as sentences; empty when they agree.
  package func differences(_ frames: [Rect], _ expected: [Rect], limit: Int = 4) -> [String] {
    guard frames.count == expected.count else {
      return ["\(frames.count) frames, expected \(expected.count)"]
    }
    var found: [String] = []
    for index in frames.indices where !equal(frames[index], expected[index]) {
      found.append("frame \(index) is \(frames[index]), expected \(expected[index])")
      if found.count == limit { break }
    }
    return found
  }
}
