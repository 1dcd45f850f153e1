import Reflow
import ReflowTesting
import Testing

/// `FlowResult`'s queries find each line's run of items along the line by two binary searches;
/// these properties query inside lines of many items, where a search that takes the wrong half
/// loses items, in every axis and direction, at ordinary and at huge coordinates (where
/// rounding can put frames out of order and the searches must widen their bounds). Each runs
/// `REFLOW_PROPERTY_ITERATIONS` generated layouts; a failure prints the seed and the shrunk
/// layout.
@Suite struct FlowResultRunTests {
  /// Layouts of up to 40 small items, so that lines hold many of them.
  static let crowded = Gen<FlowOptions>.flowOptions().flatMap { options in
    Gen<Size>.container(for: options).flatMap { container in
      Gen<[Size]>.array(of: .size(width: 0...30, height: 0...30), count: 0...40).map { sizes in
        LayoutCase(container: container, options: options, sizes: sizes)
      }
    }
  }

  /// The same layouts moved out to coordinates from 10^15 to about 2^60 by an inset before
  /// the lines and before the first line, with the container grown by it: an ulp there is
  /// between an eighth of a point and 256 points, so small items round onto each other.
  static let far = Gen<Double>.element(1e15, 3.3e16, 1.0000000000000002e17, 7.1e17, 1.2e18)
    .flatMap { offset in
      crowded.map { layoutCase in
        var moved = layoutCase
        let horizontal = layoutCase.options.axis == .horizontal
        let alongRightToLeft = horizontal && layoutCase.options.direction == .rightToLeft
        moved.options.insets = Insets(
          top: layoutCase.options.insets.top + offset,
          leading: layoutCase.options.insets.leading + (alongRightToLeft ? 0 : offset),
          bottom: layoutCase.options.insets.bottom,
          trailing: layoutCase.options.insets.trailing + (alongRightToLeft ? offset : 0))
        moved.container.width += offset
        moved.container.height += offset
        return moved
      }
    }

  @Test("Every frame, its ends along its line and the gaps between neighbours are found")
  func framesAndSlivers() {
    check(Self.crowded) { layoutCase in
      let result = try layoutCase.layout()
      return FlowInvariants.queries(result, rects: Self.probes(result))
    }
  }

  @Test("Far from the origin, where frames round onto each other, the queries find them all")
  func farFromTheOrigin() {
    check(Self.far) { layoutCase in
      let result = try layoutCase.layout()
      return FlowInvariants.queries(result, rects: Self.probes(result))
    }
  }

  /// Each frame; the first and last quarter of it along its line; and, for neighbours on a
  /// line, the rectangle from the middle of one to the middle of the other.
  static func probes(_ result: FlowResult) -> [Rect] {
    let frames = result.frames
    let horizontal = result.axis == .horizontal
    var rects = frames
    for frame in frames {
      if horizontal {
        let quarter = frame.width / 4
        rects.append(Rect(x: frame.minX, y: frame.minY, width: quarter, height: frame.height))
        rects.append(
          Rect(x: frame.maxX - quarter, y: frame.minY, width: quarter, height: frame.height))
      } else {
        let quarter = frame.height / 4
        rects.append(Rect(x: frame.minX, y: frame.minY, width: frame.width, height: quarter))
        rects.append(
          Rect(x: frame.minX, y: frame.maxY - quarter, width: frame.width, height: quarter))
      }
    }
    for line in result.lines where line.range.count > 1 {
      for index in line.range.dropLast() where index + 1 < frames.count {
        let (one, next) = (frames[index], frames[index + 1])
        let lower = Rect(
          x: Swift.min(one.midX, next.midX), y: Swift.min(one.midY, next.midY), width: 0,
          height: 0)
        rects.append(Rect(
          x: lower.minX, y: lower.minY,
          width: Swift.max(Swift.abs(one.midX - next.midX), horizontal ? 0 : one.width),
          height: Swift.max(Swift.abs(one.midY - next.midY), horizontal ? one.height : 0)))
      }
    }
    return rects
  }
}
