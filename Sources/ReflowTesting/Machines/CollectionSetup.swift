import Reflow

/// What a ``CollectionMachine`` run starts from: the layout's scroll axis, its length across
/// that axis, estimates, section spacing and direction.
public struct CollectionSetup: Hashable, Sendable {
  /// The collection's length across its scroll axis: its width when it scrolls vertically.
  public var width: Double
  /// The axis the collection scrolls along.
  public var axis: LayoutAxis
  /// The size of items not measured yet.
  public var estimatedItemSize: Size
  /// The length of headers and footers not measured yet.
  public var estimatedSupplementLength: Double
  /// The space between sections.
  public var sectionSpacing: Double
  /// The direction the layout reads in.
  public var direction: WritingDirection

  /// Creates a setup.
  public init(
    width: Double, axis: LayoutAxis = .vertical, estimatedItemSize: Size,
    estimatedSupplementLength: Double = 12, sectionSpacing: Double = 0,
    direction: WritingDirection = .leftToRight
  ) {
    self.width = width
    self.axis = axis
    self.estimatedItemSize = estimatedItemSize
    self.estimatedSupplementLength = estimatedSupplementLength
    self.sectionSpacing = sectionSpacing
    self.direction = direction
  }

  /// A layout of `snapshot` with the setup's estimates, spacing and direction.
  func makeLayout(_ snapshot: CollectionSnapshot<Int, Int>, width: Double? = nil) throws
    -> CollectionLayout<Int, Int>
  {
    try CollectionLayout(
      snapshot: snapshot, axis: axis, crossLength: width ?? self.width,
      estimatedItemSize: estimatedItemSize,
      estimatedSupplementLength: estimatedSupplementLength, sectionSpacing: sectionSpacing,
      direction: direction)
  }

  /// Item `id`'s real size.
  static func size(of id: Int) -> Size {
    Size(width: Double(8 + id * 7 % 40), height: Double(4 + id * 5 % 17))
  }

  /// Measures every header and footer of `layout` (lengths from their sections' ids).
  static func measureSupplements(_ layout: inout CollectionLayout<Int, Int>) {
    for id in layout.snapshot.sectionIdentifiers {
      layout.setHeaderLength(Double(10 + id % 7), ofSection: id)
      layout.setFooterLength(Double(5 + id % 5), ofSection: id)
    }
  }
}

extension CollectionSetup: CustomStringConvertible {
  /// Swift source for the setup.
  public var description: String {
    var arguments = [
      "width: \(literal(width))", "estimatedItemSize: \(literal(estimatedItemSize))",
    ]
    if axis != .vertical { arguments.insert("axis: .\(axis)", at: 1) }
    if estimatedSupplementLength != 12 {
      arguments.append("estimatedSupplementLength: \(literal(estimatedSupplementLength))")
    }
    if sectionSpacing != 0 { arguments.append("sectionSpacing: \(literal(sectionSpacing))") }
    if direction != .leftToRight { arguments.append("direction: .\(direction)") }
    return "CollectionSetup(" + arguments.joined(separator: ", ") + ")"
  }
}

extension Gen where Value == CollectionSetup {
  /// A generator of ``CollectionMachine`` setups: widths from 40 to 300 points, estimates up to
  /// 60 × 30, supplements estimated 0 to 24 high, sections 0 to 8 apart, either direction, one
  /// in four scrolling horizontally.
  ///
  /// - Returns: The generator; shrinks towards a narrow left-to-right collection.
  public static func collectionSetup() -> Gen {
    Gen<(Double, Size, (Double, Double, (WritingDirection, LayoutAxis)))>.zip(
      .double(in: 40...300, step: 1), .size(width: 0...60, height: 0...30, step: 1),
      .zip(
        .double(in: 0...24, step: 1), .double(in: 0...8, step: 1),
        .zip(.anyCase, .frequency((3, .constant(.vertical)), (1, .constant(.horizontal)))))
    ).map { width, estimate, rest in
      CollectionSetup(
        width: width, axis: rest.2.1, estimatedItemSize: estimate,
        estimatedSupplementLength: rest.0, sectionSpacing: rest.1, direction: rest.2.0)
    }
  }
}

extension Gen where Value == SectionStyle {
  /// A generator of valid section styles: flows with any options a collection lays out (greedy
  /// breaking, no line limit, lines at the top: every alignment, item alignment, direction,
  /// spacing, insets and limit of items per line), lists, columns of 1 to 4, shelves with
  /// any spacing, insets and snapping, and masonry of up to 4 lanes (counted, fixed or
  /// adaptive) with any spacing, insets, direction, tolerance and axis (which the collection's replaces),
  /// placed stably or exactly.
  ///
  /// - Returns: The generator; shrinks towards a default flow.
  public static func sectionStyle() -> Gen {
    let flow = Gen<FlowOptions>.flowOptions(lineBreaking: .greedy, everyFeature: true).map {
      options -> SectionStyle in
      var options = options
      options.lineLimit = nil
      options.lineAlignment = .top
      options.axis = .horizontal
      return .flow(options)
    }
    let spacing = Gen<Double>.frequency((1, .constant(0)), (2, .double(in: 0...12, step: 1)))
    let list = spacing.map { SectionStyle.list(spacing: $0) }
    let columns = Gen<(Int, Double)>.zip(.int(in: 1...4), spacing).map {
      SectionStyle.columns(count: $0, spacing: $1)
    }
    let shelf = Gen<(Double, (Double, Double), ShelfSnapping)>.zip(
      spacing, .zip(spacing, spacing), .element(.none, .itemLeadingEdge, .paging)
    ).map { spacing, insets, snapping in
      SectionStyle.shelf(ShelfOptions(
        itemSpacing: spacing, leadingInset: insets.0, trailingInset: insets.1,
        snapping: snapping))
    }
    let masonry = Gen<(MasonryOptions, MasonryPlacement)>.zip(
      .masonryOptions(lanes: .masonryLanes(maximumCount: 4)),
      .element(.stable, .exact)
    ).map { SectionStyle.masonry($0, placement: $1) }
    return .frequency((3, flow), (2, list), (2, columns), (3, shelf), (3, masonry))
  }
}

extension Gen where Value == SupplementaryElement? {
  /// A generator of headers or footers: often none, else one pinned or not, of the standard
  /// kind (`.header` or `.footer`), a custom one, or now and then the kind cells have.
  ///
  /// - Parameter kind: The standard kind.
  /// - Returns: The generator; shrinks towards none.
  public static func supplement(_ kind: ReuseKind) -> Gen {
    let kinds = Gen<ReuseKind>.frequency(
      (6, .constant(kind)), (2, .constant(.custom("banner"))), (1, .constant(.cell)))
    return .frequency(
      (2, .constant(nil)),
      (3, Gen<(ReuseKind, Bool)>.zip(kinds, .bool()).map { kind, pinned in
        SupplementaryElement(kind: kind, isPinned: pinned)
      }))
  }
}
