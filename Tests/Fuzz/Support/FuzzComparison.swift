import Reflow

/// The comparisons fuzz oracles share.
enum FuzzComparison {
  /// The relative tolerance of ``nearlyEqual(_:_:)-(Double,Double)``: a billionth.
  static let tolerance = 1e-9

  /// Whether two numbers agree within a billionth of the larger (or of 1, near 0); equal
  /// infinities and two NaNs agree.
  static func nearlyEqual(_ a: Double, _ b: Double) -> Bool {
    if a == b || (a.isNaN && b.isNaN) { return true }
    return abs(a - b) <= tolerance * max(1, abs(a), abs(b))
  }

  /// Whether two rectangles agree coordinate by coordinate.
  static func nearlyEqual(_ a: Rect, _ b: Rect) -> Bool {
    nearlyEqual(a.minX, b.minX) && nearlyEqual(a.minY, b.minY)
      && nearlyEqual(a.width, b.width) && nearlyEqual(a.height, b.height)
  }

  /// The first places where two lists of frames differ, as sentences; empty when they agree.
  static func differences(_ frames: [Rect], _ expected: [Rect], limit: Int = 4) -> [String] {
    guard frames.count == expected.count else {
      return ["\(frames.count) frames, expected \(expected.count)"]
    }
    var found: [String] = []
    for index in frames.indices where !nearlyEqual(frames[index], expected[index]) {
      found.append("frame \(index) is \(frames[index]), expected \(expected[index])")
      if found.count == limit { break }
    }
    return found
  }
}
