extension Gen where Value == Size {
  /// A generator of sizes on a grid of `step`; shrinks towards zero size.
  ///
  /// - Parameters:
  ///   - width: The widths allowed, finite.
  ///   - height: The heights allowed, finite.
  ///   - step: The grid spacing; halves add up exactly in floating point.
  /// - Returns: The generator.
  public static func size(
    width: ClosedRange<Double> = 0...100, height: ClosedRange<Double> = 0...100, step: Double = 0.5
  ) -> Gen {
    Gen<(Double, Double)>.zip(.double(in: width, step: step), .double(in: height, step: step))
      .map { Size(width: $0, height: $1) }
  }
}

extension Gen where Value == Insets {
  /// A generator of insets: often none, otherwise each edge on a half-point grid up to
  /// `maximum`; shrinks towards none.
  ///
  /// - Parameter maximum: The largest inset on any edge.
  /// - Returns: The generator.
  public static func insets(maximum: Double = 16) -> Gen {
    let edge = Gen<Double>.double(in: 0...maximum, step: 0.5)
    return .frequency(
      (2, .constant(.zero)),
      (3, Gen<[Double]>.array(of: edge, count: 4...4).map { edges in
        Insets(top: edges[0], leading: edges[1], bottom: edges[2], trailing: edges[3])
      }))
  }
}

extension Gen where Value == FlowOptions {
  /// A generator of valid flow options, each option drawn unless fixed by an argument; shrinks
  /// towards the defaults (no spacing, no insets, leading, top, left to right, horizontal).
  ///
  /// ```swift
  /// let columns = Gen.flowOptions(axis: .vertical)
  /// ```
  ///
  /// - Parameters:
  ///   - alignment: A fixed alignment, or `nil` to draw one.
  ///   - itemAlignment: A fixed item alignment, or `nil` to draw one.
  ///   - direction: A fixed direction, or `nil` to draw one (`nil`, left to right or right to
  ///     left).
  ///   - axis: A fixed axis, or `nil` to draw one.
  /// - Returns: The generator.
  public static func flowOptions(
    alignment: FlowAlignment? = nil, itemAlignment: FlowItemAlignment? = nil,
    direction: WritingDirection? = nil, axis: LayoutAxis? = nil
  ) -> Gen {
    let spacing = Gen<Double>.frequency((1, .constant(0)), (2, .double(in: 0...24, step: 0.5)))
    // `nil` (the surrounding direction: left to right outside an arrangement) comes first, so
    // a direction shrinks to the default.
    let directions = Gen<WritingDirection?>.oneOf(
      .constant(nil), .constant(.leftToRight), .constant(.rightToLeft))
    return Gen { source in
      FlowOptions(
        itemSpacing: spacing.generate(using: &source),
        lineSpacing: spacing.generate(using: &source),
        insets: Gen<Insets>.insets().generate(using: &source),
        alignment: fixed(alignment).generate(using: &source),
        itemAlignment: fixed(itemAlignment).generate(using: &source),
        direction: direction ?? directions.generate(using: &source),
        axis: fixed(axis).generate(using: &source))
    }
  }

  private static func fixed<Option: CaseIterable & Sendable>(_ value: Option?) -> Gen<Option> {
    value.map { .constant($0) } ?? .anyCase
  }
}

extension Gen where Value == Size {
  /// A generator of containers for `options`: the extent along the lines is often a few
  /// hundred points, sometimes 0 and sometimes infinite; the other extent is finite or
  /// infinite. Right-to-left layouts always get a finite width.
  ///
  /// - Parameter options: The options the container is for.
  /// - Returns: The generator; shrinks towards a zero extent along the lines.
  public static func container(for options: FlowOptions) -> Gen {
    let bounded = Gen<Double>.double(in: 0...240, step: 0.5)
    let main = Gen<Double>.frequency((6, bounded), (1, .constant(0)), (1, .constant(.infinity)))
    let cross = Gen<Double>.frequency((2, bounded), (1, .constant(.infinity)))
    let needsFiniteWidth = options.direction == .rightToLeft
    let width = options.axis == .horizontal ? main : cross
    let height = options.axis == .horizontal ? cross : main
    return Gen<(Double, Double)>.zip(needsFiniteWidth ? bounded : width, height)
      .map { Size(width: $0, height: $1) }
  }
}

extension Gen where Value == [Size] {
  /// A generator of item sizes that aims at a flow's boundaries: besides ordinary sizes it
  /// makes items of zero length or size, items that fill the rest of the line exactly or miss
  /// by half a point, items as long as a whole line, and huge items.
  ///
  /// It follows the greedy line breaking as it goes, to know how much of the line is left.
  ///
  /// - Parameters:
  ///   - container: The container the items are for.
  ///   - options: The layout's options.
  ///   - count: How many items.
  /// - Returns: The generator; shrinks towards fewer, smaller items.
  public static func itemSizes(
    for container: Size, options: FlowOptions, count: ClosedRange<Int> = 0...12
  ) -> Gen {
    let flow = FlowFrame(container: container, options: options)
    let spacing = options.itemSpacing
    let ordinary = Gen<Double>.double(in: 0...80, step: 0.5)
    let thickness = Gen<Double>.double(in: 0...60, step: 0.5)
    let huge = Gen<Double>.double(in: 100_000...1_000_000, step: 0.5)
    return array(count: count, startingFrom: Double?.none) { used in
      let remaining = used.map { flow.available - $0 - spacing } ?? flow.available
      let targeted = remaining.isFinite && remaining >= 0
      let length = Gen<Double>.frequency(
        (8, ordinary), (1, .constant(0)),
        (targeted ? 2 : 0, .constant(remaining)), (targeted ? 1 : 0, .constant(remaining + 0.5)),
        (flow.available.isFinite ? 1 : 0, .constant(flow.available)), (1, huge))
      let cross = Gen<Double>.frequency((8, thickness), (1, .constant(0)))
      return Gen<(Double, Double)>.zip(length, cross).map { length, cross -> (Size, Double?) in
        let size = options.axis == .horizontal
          ? Size(width: length, height: cross) : Size(width: cross, height: length)
        guard let used, used + spacing + length <= flow.available else { return (size, length) }
        return (size, used + spacing + length)
      }
    }
  }
}

extension Gen where Value == LayoutCase {
  /// A generator of valid layout cases: options, then a container for them, then item sizes
  /// aimed at the container's boundaries; shrinks towards fewer, smaller items and simpler
  /// options.
  ///
  /// ```swift
  /// check(.layoutCase()) { layoutCase in
  ///   FlowInvariants.violations(in: try layoutCase.layout(), for: layoutCase)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - items: How many items.
  ///   - options: The options to draw from.
  /// - Returns: The generator.
  public static func layoutCase(
    items: ClosedRange<Int> = 0...12, options: Gen<FlowOptions> = .flowOptions()
  ) -> Gen {
    options.flatMap { options in
      Gen<Size>.container(for: options).flatMap { container in
        Gen<[Size]>.itemSizes(for: container, options: options, count: items).map { sizes in
          LayoutCase(container: container, options: options, sizes: sizes)
        }
      }
    }
  }
}
