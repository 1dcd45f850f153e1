import Reflow

/// A viewport query: the item whose frame to ask for, the viewport and its overscan.
typealias MasonryViewport = (item: Int, viewport: Rect, overscan: Double)

/// What the queries of a viewport answered, and what a brute-force search of the index's own
/// frames finds.
struct MasonryQuery {
  /// `frame(at:)` of the step's item.
  var frame: Rect?
  /// `window(for:overscan:)`.
  var window: MasonryWindow
  /// `indices(intersecting:)` of the viewport.
  var indices: [Int]
  /// The items whose frames (`frames(in:)`) intersect the viewport, and the viewport grown by
  /// the overscan.
  var visible: [Int]
  var declared: [Int]
}

extension MasonryMachine {
  /// A command that asks the index what a viewport shows and where an item is: the window and
  /// the intersection query must list exactly the items a brute-force search of the index's
  /// frames finds, and the frame must be the model's.
  func query(
    _ name: String, weight: Int, arguments: @escaping (Model) -> Gen<MasonryViewport>
  ) -> ModelCommand<MasonryIndex, MasonryModel> {
    ModelCommand(
      name, weight: weight, arguments: arguments,
      literal: { query in
        "(item: \(query.item), viewport: \(swiftLiteral(query.viewport)),"
          + " overscan: \(query.overscan))"
      },
      run: { index, query in
        let frames = index.frames(in: 0..<index.count)
        let margin = query.overscan.isFinite ? max(0, query.overscan) : 0
        let extended = query.viewport.grown(by: margin, along: index.options.axis)
        return MasonryQuery(
          frame: index.frame(at: query.item),
          window: index.window(for: query.viewport, overscan: query.overscan),
          indices: index.indices(intersecting: query.viewport),
          visible: frames.indices.filter { frames[$0].intersects(query.viewport) },
          declared: frames.indices.filter { frames[$0].intersects(extended) })
      },
      model: { model, query in
        guard let layout = model.layout else { return nil }
        let frame = layout.frames.indices.contains(query.item) ? layout.frames[query.item] : nil
        let tolerance = LayoutTolerance(
          container: model.container, masonry: model.setup.options, frames: [layout.frames])
        return (frame: frame, tolerance: tolerance)
      },
      compare: MasonryQuery.violations)
  }
}

extension MasonryQuery {
  /// How the queries' answers differ from the brute-force ones (exactly) and the frame from
  /// the model's (within the tolerance).
  static func violations(
    _ observed: MasonryQuery, _ expected: (frame: Rect?, tolerance: LayoutTolerance)?
  ) -> [Violation] {
    var found: [Violation] = []
    if let (frame, tolerance) = expected {
      let agrees =
        switch (observed.frame, frame) {
        case (nil, nil): true
        case (let frame?, let wanted?): tolerance.equal(frame, wanted)
        default: false
        }
      if !agrees {
        found.append(Violation(
          "frame(at:)",
          "\(String(describing: observed.frame)), expected \(String(describing: frame))"))
      }
    }
    if observed.indices != observed.visible || observed.window.visible != observed.visible {
      found.append(Violation(
        "indices(intersecting:)",
        "\(observed.indices) (window \(observed.window.visible)), brute force finds"
          + " \(observed.visible)"))
    }
    if observed.window.declared != observed.declared {
      found.append(Violation(
        "window",
        "declared \(observed.window.declared), brute force finds \(observed.declared)"))
    }
    return found
  }
}

extension Rect {
  /// The rectangle grown by `margin` before and after along `axis`.
  func grown(by margin: Double, along axis: LayoutAxis) -> Rect {
    axis == .vertical
      ? Rect(x: minX, y: minY - margin, width: width, height: height + 2 * margin)
      : Rect(x: minX - margin, y: minY, width: width + 2 * margin, height: height)
  }
}

extension MasonryModel {
  /// A viewport anywhere along the content and a little beyond either end, of any length up to
  /// 300 points (sometimes 0 or a million), with an overscan, and any item.
  var scrollViewports: Gen<MasonryViewport> {
    let axis = setup.options.axis
    let content = layout?.contentSize[axis] ?? 0
    let lower = axis == .horizontal && setup.options.direction == .rightToLeft ? -content : 0
    let offset = Gen<Double>.double(
      in: (lower - 50)...(content.isFinite ? content + 50 : 50), step: 0.5)
    let model = self
    return Gen<(Int, Double, Double)>.zip(positions, offset, Self.viewportLengths)
      .flatMap { item, offset, length in
        Gen<(Rect, Double)>.zip(model.viewport(at: offset, length: length), Self.overscans)
          .map { (item, $0, $1) }
      }
  }

  /// A viewport that shows an item at its start or its end (or starts at 0 for an item out of
  /// range), as scrolling to it does.
  var jumpViewports: Gen<MasonryViewport> {
    let axis = setup.options.axis
    let frames = layout?.frames ?? []
    let model = self
    return Gen<(Int, Double, Bool)>.zip(positions, Self.viewportLengths, .bool())
      .flatMap { item, length, atEnd in
        let frame = frames.indices.contains(item) ? frames[item] : nil
        let start = frame.map {
          let (low, high) = axis == .vertical ? ($0.minY, $0.maxY) : ($0.minX, $0.maxX)
          return atEnd ? high - length : low
        } ?? 0
        return Gen<(Rect, Double)>.zip(model.viewport(at: start, length: length), Self.overscans)
          .map { (item, $0, $1) }
      }
  }

  /// The viewport's length along the lanes.
  static var viewportLengths: Gen<Double> {
    .frequency((4, .double(in: 0...300, step: 0.5)), (1, .constant(0)), (1, .constant(1e6)))
  }

  /// The overscan: none, or up to 100 points.
  static var overscans: Gen<Double> {
    .frequency((1, .constant(0)), (2, .double(in: 0...100, step: 0.5)))
  }

  /// A viewport from `offset` along the lanes, across them the whole container (or a part of
  /// it, shifted a little).
  func viewport(at offset: Double, length: Double) -> Gen<Rect> {
    let axis = setup.options.axis
    let across = axis == .vertical ? container.width : container.height
    let whole = across.isFinite ? across : 300
    let part = Gen<(Double, Double)>.zip(
      .frequency((3, .constant(0)), (1, .double(in: -20...20, step: 0.5))),
      .frequency((3, .constant(whole)), (1, .double(in: 0...300, step: 0.5))))
    return part.map { start, extent in
      axis == .vertical
        ? Rect(x: start, y: offset, width: extent, height: length)
        : Rect(x: offset, y: start, width: length, height: extent)
    }
  }
}
