import Reflow

/// A viewport query: the item whose frame to ask for, the viewport and its overscan.
typealias LazyFlowViewport = (item: Int, viewport: Rect, overscan: Double)

extension LazyFlowMachine {
  /// A command that asks the flow what a viewport shows (`window(for:overscan:)`,
  /// `index.indices(intersecting:)`) and where an item is (`index.frame(at:)`), compared with a
  /// brute-force search of the model's layout.
  func query(
    _ name: String, weight: Int, arguments: @escaping (Model) -> Gen<LazyFlowViewport>
  ) -> ModelCommand<Layout, Model> {
    ModelCommand(
      name, weight: weight, arguments: arguments,
      // The overscan as a `Double` literal ("5.0"), so that the tuple converts back in a replay.
      literal: { query in
        "(item: \(query.item), viewport: \(swiftLiteral(query.viewport)),"
          + " overscan: \(query.overscan))"
      },
      run: { flow, query in
        LazyFlowQuery(
          frame: flow.index.frame(at: query.item),
          window: flow.window(for: query.viewport, overscan: query.overscan),
          indices: flow.index.indices(intersecting: query.viewport))
      },
      model: { model, query in model.answer(to: query) },
      compare: { LazyFlowQuery.violations($0, $1) })
  }
}

extension LazyFlowModel {
  /// What the queries must answer, found by searching every frame of the model's layout, and
  /// the tolerance for its coordinates.
  func answer(to query: LazyFlowViewport)
    -> (query: LazyFlowQuery, tolerance: LayoutTolerance)?
  {
    guard let layout else { return nil }
    let frames = layout.frames
    let axis = setup.options.axis.crossAxis
    let viewport = query.viewport
    let margin = query.overscan.isFinite ? max(0, query.overscan) : 0
    let extended =
      axis == .vertical
      ? Rect(
        x: viewport.minX, y: viewport.minY - margin, width: viewport.width,
        height: viewport.height + 2 * margin)
      : Rect(
        x: viewport.minX - margin, y: viewport.minY, width: viewport.width + 2 * margin,
        height: viewport.height)
    let hits = { (rect: Rect) in frames.indices.filter { frames[$0].intersects(rect) } }
    let visible = hits(viewport)
    let span = { (hits: [Int]) -> Range<Int> in
      guard let first = hits.first, let last = hits.last else { return 0..<0 }
      return first..<(last + 1)
    }
    let window = LazyFlowWindow(
      visible: span(visible), declared: span(hits(extended)), contentSize: layout.contentSize,
      position: EndReachedTrigger.Position(
        offset: axis == .vertical ? viewport.minY : viewport.minX,
        viewportLength: viewport.size[axis], contentLength: layout.contentSize[axis],
        itemCount: frames.count, lastVisibleIndex: visible.last))
    let frame = frames.indices.contains(query.item) ? frames[query.item] : nil
    let tolerance = LayoutTolerance(
      container: container, options: setup.options, frames: [frames])
    return (LazyFlowQuery(frame: frame, window: window, indices: visible), tolerance)
  }

  /// A viewport anywhere along the content and a little beyond either end, of any length up
  /// to 300 points (sometimes 0 or a million), with an overscan, and any item.
  var scrollViewports: Gen<LazyFlowViewport> {
    let axis = setup.options.axis.crossAxis
    let content = layout?.contentSize[axis] ?? 0
    let offset = Gen<Double>.double(in: -50...(content.isFinite ? content + 50 : 50), step: 0.5)
    let model = self
    return Gen<(Int, Double, Double)>.zip(positions, offset, Self.viewportLengths)
      .flatMap { item, offset, length in
        Gen<(Rect, Double)>.zip(model.viewport(at: offset, length: length), Self.overscans)
          .map { (item, $0, $1) }
      }
  }

  /// A viewport that shows an item at its start or its end (or starts at 0 for an item out of
  /// range), as scrolling to it does.
  var jumpViewports: Gen<LazyFlowViewport> {
    let axis = setup.options.axis.crossAxis
    let frames = layout?.frames ?? []
    let model = self
    return Gen<(Int, Double, Bool)>.zip(positions, Self.viewportLengths, .bool())
      .flatMap { item, length, atEnd in
        let frame = frames.indices.contains(item) ? frames[item] : nil
        let start = frame.map { atEnd ? $0.edges(axis).max - length : $0.edges(axis).min } ?? 0
        return Gen<(Rect, Double)>.zip(model.viewport(at: start, length: length), Self.overscans)
          .map { (item, $0, $1) }
      }
  }

  /// The viewport's length along the scrolling direction.
  static var viewportLengths: Gen<Double> {
    .frequency((4, .double(in: 0...300, step: 0.5)), (1, .constant(0)), (1, .constant(1e6)))
  }

  /// The overscan: none, or up to 100 points.
  static var overscans: Gen<Double> {
    .frequency((1, .constant(0)), (2, .double(in: 0...100, step: 0.5)))
  }

  /// A viewport from `offset` along the scrolling direction, across it the whole line (or a
  /// part of it, shifted a little).
  func viewport(at offset: Double, length: Double) -> Gen<Rect> {
    let axis = setup.options.axis
    let line = lineLength.isFinite ? lineLength : 300
    let across = Gen<(Double, Double)>.zip(
      .frequency((3, .constant(0)), (1, .double(in: -20...20, step: 0.5))),
      .frequency((3, .constant(line)), (1, .double(in: 0...300, step: 0.5))))
    return across.map { start, extent in
      axis == .horizontal
        ? Rect(x: start, y: offset, width: extent, height: length)
        : Rect(x: offset, y: start, width: length, height: extent)
    }
  }
}

extension LazyFlowQuery {
  /// How the queries' answers differ from the brute-force ones: ranges, indices and counts
  /// exactly, lengths and the frame within the tolerance.
  static func violations(
    _ observed: LazyFlowQuery, _ expected: (query: LazyFlowQuery, tolerance: LayoutTolerance)?
  ) -> [Violation] {
    guard let (wanted, tolerance) = expected else { return [] }
    var found: [Violation] = []
    let frameAgrees =
      switch (observed.frame, wanted.frame) {
      case (nil, nil): true
      case (let frame?, let wanted?): tolerance.equal(frame, wanted)
      default: false
      }
    if !frameAgrees {
      found.append(Violation(
        "frame(at:)",
        "\(String(describing: observed.frame)), expected \(String(describing: wanted.frame))"))
    }
    let (window, expectedWindow) = (observed.window, wanted.window)
    let (position, expectedPosition) = (window.position, expectedWindow.position)
    // Where an empty range sits is not part of the contract: no item is shown either way.
    let same = { (range: Range<Int>, wanted: Range<Int>) in
      range == wanted || (range.isEmpty && wanted.isEmpty)
    }
    if !same(window.visible, expectedWindow.visible)
      || !same(window.declared, expectedWindow.declared)
    {
      found.append(Violation(
        "window",
        "visible \(window.visible), declared \(window.declared); brute force finds"
          + " \(expectedWindow.visible) and \(expectedWindow.declared)"))
    }
    if observed.indices != wanted.indices {
      found.append(Violation(
        "indices(intersecting:)", "\(observed.indices), brute force finds \(wanted.indices)"))
    }
    if position.offset != expectedPosition.offset
      || position.viewportLength != expectedPosition.viewportLength
      || position.itemCount != expectedPosition.itemCount
      || position.lastVisibleIndex != expectedPosition.lastVisibleIndex
      || !tolerance.equal(position.contentLength, expectedPosition.contentLength)
      || !tolerance.equal(window.contentSize, expectedWindow.contentSize)
    {
      found.append(Violation(
        "window position",
        "\(position) in \(window.contentSize), expected \(expectedPosition) in"
          + " \(expectedWindow.contentSize)"))
    }
    return found
  }
}

extension Rect {
  /// The near and far edges along `axis`.
  fileprivate func edges(_ axis: LayoutAxis) -> (min: Double, max: Double) {
    axis == .horizontal ? (minX, maxX) : (minY, maxY)
  }
}
