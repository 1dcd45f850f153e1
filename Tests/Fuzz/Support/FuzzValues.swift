import Reflow
import ReflowTesting

/// Generators of the values fuzz targets feed the library, drawn from a fuzzer's bytes through
/// `ChoiceSource(bytes:)`.
///
/// Most values are ordinary (on a half-point grid, so sums are exact and exact fits happen),
/// the rest are what breaks arithmetic: 0 and -0, NaN, the infinities, negative values, the
/// largest and smallest doubles, and any bit pattern at all.
enum FuzzValues {
  /// The values at the edges of `Double`.
  static let edges: [Double] = [
    0, -0.0, .nan, .infinity, -.infinity, -1, 1e-300, .leastNonzeroMagnitude,
    .leastNormalMagnitude, 1e15, 1e300, .greatestFiniteMagnitude, 0x1p53, 0.1,
  ]

  /// A length: usually a half-point grid value up to `maximum`, sometimes any value up to a
  /// million, an edge of `Double`, or any bit pattern.
  static func length(maximum: Double = 120) -> Gen<Double> {
    .frequency(
      (24, .double(in: 0...maximum, step: 0.5)),
      (2, .double(in: 0...1_000_000)),
      (2, Gen { source in edges[Int(source.choose(upTo: UInt64(edges.count - 1)))] }),
      (1, Gen { source in Double(bitPattern: source.choose(upTo: .max)) }))
  }

  /// A size with each dimension a ``length(maximum:)``.
  static func size(maximum: Double = 120) -> Gen<Size> {
    Gen<(Double, Double)>.zip(length(maximum: maximum), length(maximum: maximum / 2))
      .map { Size(width: $0, height: $1) }
  }

  /// Edge insets, usually zero or small, sometimes with a bad or huge edge.
  static var insets: Gen<Insets> {
    .frequency(
      (3, .constant(.zero)),
      (4, Gen<[Double]>.array(of: length(maximum: 16), count: 4...4).map { edges in
        Insets(top: edges[0], leading: edges[1], bottom: edges[2], trailing: edges[3])
      }))
  }

  /// Flow options of every kind, with spacings and insets that are sometimes invalid.
  static var flowOptions: Gen<FlowOptions> {
    let directions = Gen<WritingDirection?>.oneOf(
      .constant(nil), .constant(.leftToRight), .constant(.rightToLeft))
    return Gen { source in
      FlowOptions(
        itemSpacing: length(maximum: 24).generate(using: &source),
        lineSpacing: length(maximum: 24).generate(using: &source),
        insets: insets.generate(using: &source),
        alignment: Gen<FlowAlignment>.anyCase.generate(using: &source),
        itemAlignment: Gen<FlowItemAlignment>.anyCase.generate(using: &source),
        direction: directions.generate(using: &source),
        axis: Gen<LayoutAxis>.anyCase.generate(using: &source))
    }
  }

  /// A container for a flow: extents up to 480, sometimes 0, infinite or bad.
  static var container: Gen<Size> {
    let extent = Gen<Double>.frequency((6, length(maximum: 480)), (1, .constant(.infinity)))
    return Gen<(Double, Double)>.zip(extent, extent).map { Size(width: $0, height: $1) }
  }

  /// Any finite coordinate: usually on a half-point grid around a small layout, sometimes a
  /// finite edge of `Double` of either sign, or any finite bit pattern.
  static var coordinate: Gen<Double> {
    let finiteEdges = edges.filter(\.isFinite).flatMap { [$0, -$0] }
    return .frequency(
      (12, .double(in: -40...600, step: 0.5)),
      (1, Gen { source in finiteEdges[Int(source.choose(upTo: UInt64(finiteEdges.count - 1)))] }),
      (1, Gen { source in
        let value = Double(bitPattern: source.choose(upTo: .max))
        return value.isFinite ? value : 0
      }))
  }

  /// A finite query rectangle: origin and extents each any ``coordinate``, so it is sometimes
  /// empty (a negative or zero extent), tiny or huge.
  static var rect: Gen<Rect> {
    Gen<[Double]>.array(of: coordinate, count: 4...4).map { values in
      Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }
  }

  /// A list of up to `maximum` elements of `element`, ending early when the input does.
  static func list<Element>(of element: Gen<Element>, maximum: Int) -> Gen<[Element]> {
    .array(of: element, count: 0...maximum)
  }
}
