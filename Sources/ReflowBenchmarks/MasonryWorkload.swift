import Reflow
import ReflowSimulation

/// The input every masonry benchmark lays out: seeded photos in a phone-width container.
///
/// Items are lengths of 100–400 whole points (the layout benchmarks) or photos of aspect ratio
/// 0.5, 0.75, 1, 1.5 or 2 (the index benchmarks), in a container 390 points wide and unbounded
/// in height, with 8 points between lanes and between items.
struct MasonryWorkload: Sendable {
  /// The items' lengths, in order.
  var lengths: [Double]
  /// The items as lengths.
  var items: [MasonryItem]

  static let container = Size(width: 390, height: .infinity)
  static let spacing = 8.0
  static let lengthRange = 100...400
  static let ratios: [Double] = [0.5, 0.75, 1, 1.5, 2]

  /// Options with `lanes` equal lanes and the workload's spacing; tolerance 0, the shortest
  /// lane, as the baseline places.
  static func options(lanes: Int, tolerance: Double = 0) -> MasonryOptions {
    MasonryOptions(
      lanes: .count(lanes), laneSpacing: spacing, itemSpacing: spacing, tolerance: tolerance)
  }

  /// One sentence on the input, for table notes.
  static let summary = """
    lengths \(lengthRange.lowerBound)-\(lengthRange.upperBound) pt (seeded SplitMix64), \
    container width \(Int(container.width)), lane and item spacing \(Int(spacing))
    """

  /// Generates `count` lengths from `seed`.
  init(count: Int, seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    lengths = (0..<count).map { _ in generator.wholeNumber(in: Self.lengthRange) }
    items = lengths.map { MasonryItem(length: $0) }
  }

  /// `count` photos' aspect ratios from `seed`.
  static func photos(count: Int, seed: UInt64) -> [MasonryItem] {
    var generator = SplitMix64(seed: seed)
    return (0..<count).map { _ in
      MasonryItem(aspectRatio: ratios[Int(generator.next() % UInt64(ratios.count))])
    }
  }
}

/// The baseline masonry: a tight loop that puts each length in the lowest lane (the first of
/// equals), writing one frame per item into a reserved array. No validation, no tolerance, no
/// spans: the least a masonry can do.
func shortestLaneFrames(_ lengths: [Double], lanes: Int, width: Double, spacing: Double)
  -> [Rect]
{
  let laneWidth = (width - Double(lanes - 1) * spacing) / Double(lanes)
  var running = [Double](repeating: 0, count: lanes)
  var frames: [Rect] = []
  frames.reserveCapacity(lengths.count)
  for length in lengths {
    var lowest = 0
    for lane in 1..<lanes where running[lane] < running[lowest] { lowest = lane }
    frames.append(Rect(
      x: Double(lowest) * (laneWidth + spacing), y: running[lowest], width: laneWidth,
      height: length))
    running[lowest] += length + spacing
  }
  return frames
}
