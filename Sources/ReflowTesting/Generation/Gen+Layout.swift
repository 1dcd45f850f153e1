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
  /// Without `everyFeature` it draws the options of CSS flexbox's wrapping rows (spacing,
  /// insets, alignment, the top, center and bottom item alignments, direction, axis) and leaves
  /// the rest at their defaults; with it, also stretch and baseline item alignment, line
  /// alignment, balanced breaking, line limits and item limits.
  ///
  /// ```swift
  /// let columns = Gen.flowOptions(axis: .vertical)
  /// let anything = Gen.flowOptions(everyFeature: true)
  /// ```
  ///
  /// - Parameters:
  ///   - alignment: A fixed alignment, or `nil` to draw one.
  ///   - itemAlignment: A fixed item alignment, or `nil` to draw one.
  ///   - direction: A fixed direction, or `nil` to draw one (`nil`, left to right or right to
  ///     left).
  ///   - axis: A fixed axis, or `nil` to draw one.
  ///   - lineBreaking: A fixed line breaking, or `nil` to draw one (greedy without
  ///     `everyFeature`).
  ///   - everyFeature: Whether to draw the options beyond CSS's wrapping rows too.
  /// - Returns: The generator.
  public static func flowOptions(
    alignment: FlowAlignment? = nil, itemAlignment: FlowItemAlignment? = nil,
    direction: WritingDirection? = nil, axis: LayoutAxis? = nil,
    lineBreaking: FlowLineBreaking? = nil, everyFeature: Bool = false
  ) -> Gen {
    let spacing = Gen<Double>.frequency((1, .constant(0)), (2, .double(in: 0...24, step: 0.5)))
    // `nil` (the surrounding direction: left to right outside an arrangement) comes first, so
    // a direction shrinks to the default.
    let directions = Gen<WritingDirection?>.oneOf(
      .constant(nil), .constant(.leftToRight), .constant(.rightToLeft))
    let itemAlignments: Gen<FlowItemAlignment> =
      itemAlignment.map { .constant($0) }
      ?? (everyFeature ? .anyCase : .element(.top, .center, .bottom))
    let lineAlignments: Gen<FlowLineAlignment> =
      everyFeature ? .frequency((3, .constant(.top)), (4, .anyCase)) : .constant(.top)
    let breakings: Gen<FlowLineBreaking> =
      lineBreaking.map { .constant($0) }
      ?? (everyFeature ? .frequency((2, .constant(.greedy)), (1, .constant(.balanced)))
        : .constant(.greedy))
    let limits: Gen<Int?> =
      everyFeature
      ? .frequency((3, .constant(nil)), (2, Gen<Int>.int(in: 1...4).map { $0 }))
      : .constant(nil)
    return Gen { source in
      FlowOptions(
        itemSpacing: spacing.generate(using: &source),
        lineSpacing: spacing.generate(using: &source),
        insets: Gen<Insets>.insets().generate(using: &source),
        alignment: fixed(alignment).generate(using: &source),
        itemAlignment: itemAlignments.generate(using: &source),
        direction: direction ?? directions.generate(using: &source),
        axis: fixed(axis).generate(using: &source),
        lineAlignment: lineAlignments.generate(using: &source),
        lineBreaking: breakings.generate(using: &source),
        lineLimit: limits.generate(using: &source),
        maxItemsPerLine: limits.generate(using: &source))
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

extension Gen where Value == [FlowItem] {
  /// A generator of items with every per-item property, on sizes aimed at a flow's boundaries
  /// (``Gen/itemSizes(for:options:count:)``): mostly no growth, sometimes a grow factor from a
  /// quarter to 2; with baseline alignment, mostly a baseline somewhere down the item; now and
  /// then a forced break.
  ///
  /// - Parameters:
  ///   - container: The container the items are for.
  ///   - options: The layout's options.
  ///   - count: How many items.
  /// - Returns: The generator; shrinks towards fewer, smaller, plainer items.
  public static func flowItems(
    for container: Size, options: FlowOptions, count: ClosedRange<Int> = 0...12
  ) -> Gen {
    let grows = Gen<Double>.frequency((5, .constant(0)), (3, .element(0.25, 0.5, 1, 2)))
    let breaks = Gen<Bool>.frequency((7, .constant(false)), (1, .constant(true)))
    let fraction = Gen<Double>.frequency(
      (1, .constant(-1)), (3, .double(in: 0...1, step: 0.125)))
    let hasBaselines = options.itemAlignment == .baseline
    return Gen<[Size]>.itemSizes(for: container, options: options, count: count).flatMap {
      sizes in
      Gen<[(Double, Bool, Double)]>.array(
        of: .zip(grows, breaks, hasBaselines ? fraction : .constant(-1)),
        count: sizes.count...sizes.count
      ).map { properties in
        Swift.zip(sizes, properties).map { size, property in
          let (grow, breakBefore, fraction) = property
          // On the half-point grid, so baselines add up exactly.
          let baseline = fraction < 0 ? nil : (size.height * fraction * 2).rounded() / 2
          return FlowItem(size, grow: grow, baseline: baseline, breakBefore: breakBefore)
        }
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

  /// A generator of valid layout cases using every feature: options from
  /// ``Gen/flowOptions(alignment:itemAlignment:direction:axis:lineBreaking:everyFeature:)``
  /// with `everyFeature`, items that grow, carry baselines and force breaks
  /// (``Gen/flowItems(for:options:count:)``), and with a line limit often an overflow indicator
  /// whose width grows with the hidden count's digits, with a grow factor and a baseline now
  /// and then, and now and then an invalid size, grow factor or baseline (which `Flow` counts
  /// as 0, or no baseline).
  ///
  /// - Parameters:
  ///   - items: How many items.
  ///   - options: The options to draw from.
  /// - Returns: The generator; shrinks towards fewer, plainer items and simpler options.
  public static func featureCase(
    items: ClosedRange<Int> = 0...12, options: Gen<FlowOptions> = .flowOptions(everyFeature: true)
  ) -> Gen {
    // Now and then a size, grow factor or baseline the indicator's documentation says counts
    // as 0 (or no baseline): NaN, negative, infinite, or a baseline below the indicator.
    let sizes = Gen<Size>.frequency(
      (10, .size(width: 0...60, height: 0...30)),
      (1, .element(
        Size(width: .nan, height: 10), Size(width: -5, height: 10),
        Size(width: 20, height: .infinity), Size(width: .infinity, height: 5))))
    let grows = Gen<Double>.frequency(
      (6, .constant(0)), (3, .element(0.5, 1, 2)), (1, .element(-1, .nan, .infinity)))
    let baselines = Gen<Double?>.frequency(
      (6, .constant(nil)), (3, Gen<Double>.double(in: 0...30, step: 0.5).map { $0 }),
      (1, .element(-1, .nan, 100)))
    let indicators = Gen<LayoutCase.Indicator?>.frequency(
      (1, .constant(nil)),
      (2, Gen<(Size, Double, (Double, Double?))>.zip(
        sizes, .element(0, 8), .zip(grows, baselines)
      ).map { LayoutCase.Indicator(size: $0, widthPerDigit: $1, grow: $2.0, baseline: $2.1) }))
    return options.flatMap { options in
      Gen<Size>.container(for: options).flatMap { container in
        Gen<([FlowItem], LayoutCase.Indicator?)>.zip(
          .flowItems(for: container, options: options, count: items),
          options.lineLimit == nil ? .constant(nil) : indicators
        ).map { items, indicator in
          LayoutCase(
            container: container, options: options, items: items, overflowIndicator: indicator)
        }
      }
    }
  }
}
