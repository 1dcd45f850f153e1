import Reflow

extension Gen where Value == MasonryLanes {
  /// A generator of valid lanes: mostly a count from 1 to `maximumCount`, sometimes fixed
  /// lengths on a half-point grid (0 among them), sometimes an adaptive minimum; shrinks
  /// towards one lane.
  ///
  /// - Parameter maximumCount: The most lanes a count or a list of fixed lengths has.
  /// - Returns: The generator.
  public static func masonryLanes(maximumCount: Int = 6) -> Gen {
    let maximum = Swift.max(1, maximumCount)
    let length = Gen<Double>.frequency((1, .constant(0)), (6, .double(in: 0...160, step: 0.5)))
    return .frequency(
      (6, Gen<Int>.int(in: 1...maximum).map { .count($0) }),
      (2, Gen<[Double]>.array(of: length, count: 1...maximum).map { .fixed($0) }),
      (2, Gen<Double>.double(in: 20...200, step: 0.5).map { .adaptive(minimum: $0) }))
  }
}

extension Gen where Value == MasonryOptions {
  /// A generator of valid masonry options, each drawn unless fixed by an argument; shrinks
  /// towards one lane, no spacing, no insets, left to right, vertical, tolerance 16.
  ///
  /// The tolerance is often 16 (CSS's `normal`) or 0 (always the shortest lane), sometimes any
  /// value up to 40, and now and then 100,000 (items in strict order).
  ///
  /// ```swift
  /// let photos = Gen.masonryOptions(lanes: .constant(.count(3)), axis: .vertical)
  /// ```
  ///
  /// - Parameters:
  ///   - lanes: The lanes to draw from.
  ///   - axis: A fixed axis, or `nil` to draw one.
  ///   - direction: A fixed direction, or `nil` to draw one (`nil`, left to right, right to
  ///     left).
  /// - Returns: The generator.
  public static func masonryOptions(
    lanes: Gen<MasonryLanes> = .masonryLanes(), axis: LayoutAxis? = nil,
    direction: WritingDirection? = nil
  ) -> Gen {
    let spacing = Gen<Double>.frequency((1, .constant(0)), (2, .double(in: 0...24, step: 0.5)))
    let directions = Gen<WritingDirection?>.oneOf(
      .constant(nil), .constant(.leftToRight), .constant(.rightToLeft))
    let tolerances = Gen<Double>.frequency(
      (3, .constant(16)), (2, .constant(0)), (3, .double(in: 0...40, step: 0.5)),
      (1, .constant(100_000)))
    return Gen { source in
      MasonryOptions(
        lanes: lanes.generate(using: &source),
        laneSpacing: spacing.generate(using: &source),
        itemSpacing: spacing.generate(using: &source),
        insets: Gen<Insets>.insets().generate(using: &source),
        direction: direction ?? directions.generate(using: &source),
        axis: axis ?? Gen<LayoutAxis>.element(.vertical, .horizontal).generate(using: &source),
        tolerance: tolerances.generate(using: &source))
    }
  }
}

extension Gen where Value == Size {
  /// A generator of containers for a masonry with `options`: across the lanes a finite extent
  /// up to 600 points (sometimes 0); along them a finite extent or an unbounded one. A
  /// right-to-left masonry always gets a finite width.
  ///
  /// - Parameter options: The options the container is for.
  /// - Returns: The generator; shrinks towards a zero extent across the lanes.
  public static func masonryContainer(for options: MasonryOptions) -> Gen {
    let across = Gen<Double>.frequency(
      (1, .constant(0)), (8, .double(in: 0...600, step: 0.5)))
    let along = Gen<Double>.frequency(
      (2, .double(in: 0...800, step: 0.5)), (1, .constant(.infinity)))
    let finiteWidth = options.direction == .rightToLeft
    return Gen<(Double, Double)>.zip(across, finiteWidth ? across : along).map { across, along in
      options.axis == .vertical
        ? Size(width: across, height: along) : Size(width: along, height: across)
    }
  }
}

extension Gen where Value == MasonryItem.Sizing {
  /// A generator of valid sizings: mostly lengths on a half-point grid up to `maximumLength`
  /// (0 among them), often aspect ratios of photos (0.5, 0.75, 1, 1.5, 2 and others, some of
  /// which divide a lane inexactly); shrinks towards a zero length.
  ///
  /// - Parameter maximumLength: The longest length.
  /// - Returns: The generator.
  public static func masonrySizing(maximumLength: Double = 200) -> Gen {
    let ratios = Gen<Double>.element(1, 0.5, 0.75, 1.5, 2, 1.25, 0.8, 3, 4.0 / 3, 0.25)
    return .frequency(
      (1, .constant(.length(0))),
      (6, Gen<Double>.double(in: 0...maximumLength, step: 0.5).map { .length($0) }),
      (4, ratios.map { .aspectRatio($0) }))
  }
}

extension Gen where Value == MasonryItem {
  /// A generator of items valid in a masonry of `laneCount` lanes: a sizing from
  /// ``Gen/masonrySizing(maximumLength:)``, mostly spanning one lane, sometimes several, now and
  /// then with an explicit lane.
  ///
  /// - Parameters:
  ///   - laneCount: The number of lanes.
  ///   - explicitLanes: Whether to give some items an explicit lane.
  /// - Returns: The generator; shrinks towards a zero-length item of one lane.
  public static func masonryItem(laneCount: Int, explicitLanes: Bool = true) -> Gen {
    let lanes = Swift.max(1, laneCount)
    let spans = Gen<Int>.frequency((8, .constant(1)), (lanes > 1 ? 2 : 0, .int(in: 1...lanes)))
    return Gen<(MasonryItem.Sizing, Int)>.zip(.masonrySizing(), spans).flatMap { sizing, span in
      let explicit = Gen<Int?>.frequency(
        (8, .constant(nil)),
        (explicitLanes ? 1 : 0, Gen<Int>.int(in: 0...(lanes - span)).map { $0 }))
      return explicit.map { MasonryItem(sizing, span: span, lane: $0) }
    }
  }
}

extension Gen where Value == MasonryCase {
  /// A generator of valid masonry cases: options, then a container for them, then items valid
  /// for the lanes they make; shrinks towards fewer, simpler items and options.
  ///
  /// ```swift
  /// check(.masonryCase()) { masonryCase in
  ///   MasonryInvariants.violations(in: MasonryOutput(try masonryCase.layout()), for: masonryCase)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - items: How many items.
  ///   - options: The options to draw from.
  /// - Returns: The generator.
  public static func masonryCase(
    items: ClosedRange<Int> = 0...16, options: Gen<MasonryOptions> = .masonryOptions()
  ) -> Gen {
    options.flatMap { options in
      Gen<Size>.masonryContainer(for: options).flatMap { container in
        let laneCount = (try? Masonry(container: container, options: options))?.laneCount ?? 1
        return Gen<[MasonryItem]>.array(of: .masonryItem(laneCount: laneCount), count: items)
          .map { MasonryCase(container: container, options: options, items: $0) }
      }
    }
  }
}
