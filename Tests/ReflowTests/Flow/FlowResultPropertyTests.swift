import Reflow
import ReflowTesting
import Testing

/// Properties of `FlowResult`'s queries: each equals a brute-force answer over every frame.
@Suite struct FlowResultPropertyTests {
  /// A laid-out case and a query rectangle near its content: anywhere, touching an item's edge,
  /// empty, or covering everything.
  static let queries = Gen<LayoutCase>.layoutCase(items: 0...16).flatMap { layoutCase in
    let frames = (try? layoutCase.layout().frames) ?? []
    let xs = frames.flatMap { [$0.minX, $0.maxX] }
    let ys = frames.flatMap { [$0.minY, $0.maxY] }
    let edge = { (values: [Double]) -> Gen<Double> in
      let anywhere = Gen<Double>.double(in: -20...400, step: 0.5)
      guard !values.isEmpty else { return anywhere }
      let onEdge = Gen<Double> { source in
        values[Int(source.choose(upTo: UInt64(values.count - 1)))]
      }
      return .frequency((1, anywhere), (1, onEdge))
    }
    let extent = Gen<Double>.frequency(
      (3, .double(in: 0...200, step: 0.5)), (1, .constant(0)), (1, .constant(1_000_000)))
    let (x, y) = (edge(xs), edge(ys))
    return Gen<(LayoutCase, Rect)> { source in
      let origin = Point(x: x.generate(using: &source), y: y.generate(using: &source))
      let size = Size(
        width: extent.generate(using: &source), height: extent.generate(using: &source))
      return (layoutCase, Rect(origin: origin, size: size))
    }
  }

  @Test("indices(intersecting:) equals filtering every frame")
  func indicesMatchBruteForce() {
    check(Self.queries) { layoutCase, rect in
      let result = try layoutCase.layout()
      let expected = result.frames.indices.filter { result.frames[$0].intersects(rect) }
      let found = result.indices(intersecting: rect)
      return found == expected ? [] : ["indices \(found) for \(rect), brute force \(expected)"]
    }
  }

  @Test("range(intersecting:) runs from the first to the last intersecting item")
  func rangeMatchesBruteForce() {
    check(Self.queries) { layoutCase, rect in
      let result = try layoutCase.layout()
      let hits = result.frames.indices.filter { result.frames[$0].intersects(rect) }
      let range = result.range(intersecting: rect)
      if let first = hits.first, let last = hits.last {
        return range == first..<(last + 1) ? [] : ["range \(range) for \(rect), hits \(hits)"]
      }
      return range.isEmpty && range.lowerBound >= 0 && range.upperBound <= result.frames.count
        ? [] : ["range \(range) for \(rect) with no hits"]
    }
  }

  @Test("line(containing:) equals searching every line, and is nil out of range")
  func lineMatchesBruteForce() {
    let probes = Gen<LayoutCase>.layoutCase(items: 0...16).flatMap { layoutCase in
      Gen<Int>.int(in: -2...(layoutCase.sizes.count + 2)).map { (layoutCase, $0) }
    }
    check(probes) { layoutCase, index in
      let result = try layoutCase.layout()
      let expected = result.lines.indices.first { result.lines[$0].range.contains(index) }
      let found = result.line(containing: index)
      return Violation.unless(
        found == expected,
        "line(containing: \(index)) is \(String(describing: found)),"
          + " expected \(String(describing: expected))")
    }
  }
}
