import Reflow
import ReflowSimulation

/// The input every flow benchmark lays out: seeded item sizes and a phone-width container.
///
/// Sizes are whole points, width 20–200 by height 20–60; the container is 390 points wide (an
/// iPhone in portrait) and unbounded in height, with 10 points between items and between lines.
struct FlowWorkload: Sendable {
  /// The item sizes, in order.
  var sizes: [Size]

  static let container = Size(width: 390, height: .infinity)
  static let itemSpacing = 10.0
  static let lineSpacing = 10.0
  static let widths = 20...200
  static let heights = 20...60

  /// The leading, top-aligned options of the recipe's layout.
  static let options = FlowOptions(itemSpacing: itemSpacing, lineSpacing: lineSpacing)

  /// One sentence on the input, for table notes.
  static let summary = """
    sizes \(widths.lowerBound)-\(widths.upperBound) x \(heights.lowerBound)-\(heights.upperBound) \
    pt (seeded SplitMix64), container width \(Int(container.width)), \
    spacing \(Int(itemSpacing))/\(Int(lineSpacing))
    """

  /// Generates `count` sizes from `seed`; a smaller count gives a prefix of a larger one.
  init(count: Int, seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    sizes = (0..<count).map { _ in
      let width = generator.wholeNumber(in: Self.widths)
      return Size(width: width, height: generator.wholeNumber(in: Self.heights))
    }
  }

  /// The first `count` sizes, in a buffer of their own.
  func prefix(_ count: Int) -> FlowWorkload {
    FlowWorkload(sizes: Array(sizes.prefix(count)))
  }

  private init(sizes: [Size]) {
    self.sizes = sizes
  }

  /// Lays the sizes out with `Flow`, one `add` per item, then `finish()`.
  func layout(options: FlowOptions = FlowWorkload.options) throws(ReflowError) -> FlowResult {
    var layout = try Flow(container: Self.container, options: options)
    layout.reserveCapacity(sizes.count)
    for size in sizes {
      try layout.add(size)
    }
    return layout.finish()
  }
}
