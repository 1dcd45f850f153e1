import Reflow

/// A request to scroll to an item, in a generated scroll container: the value an engine
/// property over scroll-to requests generates, shrinks and prints, and its check.
///
/// The content is a stack of leaves, a lazy flow or a collection; some items are sized late
/// (declared with an estimate, their size reported once drawn, as a renderer would), the
/// container anchors its top, its bottom or nothing, and the user may have scrolled before the
/// request. ``violations()`` lays the case out frame after frame and checks that, from the first
/// frame after the request on, the item sits where the alignment says (clamped to the content)
/// while the sizes around it arrive.
///
/// ```swift
/// check(Gen.scrollToCase()) { $0.violations() }
/// ```
public struct ScrollToCase: Hashable, Sendable {
  /// What the scroll container holds.
  public enum Content: String, CaseIterable, Hashable, Sendable {
    /// A stack of leaves (`vstack` or `hstack`): a plain scroll view.
    case stack
    /// A lazy flow of the items, scrolled to with `scrollTo(item:in:anchor:)`.
    case lazyFlow
    /// A collection of up to three list sections, with headers, scrolled to with
    /// `scrollTo(item:in:anchor:)`; it scrolls vertically.
    case collection
  }

  /// What the scroll container holds.
  public var content: Content
  /// The direction the content scrolls (vertical for a collection).
  public var axis: LayoutAxis
  /// The edge the container anchors; `nil` turns anchoring off.
  public var anchor: ScrollAnchorEdge?
  /// The viewport's length along the axis; across it, it is 100 points.
  public var viewportLength: Double
  /// Each item's length along the axis and breadth across it, at least 1 point each.
  public var sizes: [Size]
  /// Whether each item is sized late: declared with ``estimate`` and reported once drawn.
  public var late: [Bool]
  /// The estimated length of the late items (and of a lazy flow's or collection's items never
  /// declared).
  public var estimate: Double
  /// The offset the user scrolled to before the request.
  public var offset: Double
  /// How many frames are drawn (and their late items reported) before the request.
  public var framesBefore: Int
  /// The item to scroll to.
  public var target: Int
  /// Where the item goes in the viewport.
  public var alignment: ScrollAlignment

  /// Creates a case.
  public init(
    content: Content, axis: LayoutAxis = .vertical, anchor: ScrollAnchorEdge? = .top,
    viewportLength: Double, sizes: [Size], late: [Bool], estimate: Double, offset: Double = 0,
    framesBefore: Int = 0, target: Int, alignment: ScrollAlignment
  ) {
    self.content = content
    self.axis = axis
    self.anchor = anchor
    self.viewportLength = viewportLength
    self.sizes = sizes
    self.late = late
    self.estimate = estimate
    self.offset = offset
    self.framesBefore = framesBefore
    self.target = target
    self.alignment = alignment
  }

  /// The scroll container's id.
  static let scrollID: ElementID = "scroll"
  /// The id of the container of the items: the stack, the lazy flow or the collection.
  static let contentID: ElementID = "content"

  /// Item `index`'s id.
  static func itemID(_ index: Int) -> ElementID { ElementID("item", index: index) }

  /// The viewport the case is arranged in.
  var viewport: Size {
    axis == .vertical
      ? Size(width: 100, height: viewportLength) : Size(width: viewportLength, height: 100)
  }

  /// Item `index`'s size: its length along the axis, its breadth across.
  func size(of index: Int) -> Size {
    let size = sizes[index]
    return axis == .vertical ? size : Size(width: size.height, height: size.width)
  }

  /// The estimated size of a late item `index`.
  func estimatedSize(of index: Int) -> Size {
    axis == .vertical
      ? Size(width: sizes[index].width, height: estimate)
      : Size(width: estimate, height: sizes[index].width)
  }

  /// The sections of a collection: the items split in up to three runs.
  var sections: [Range<Int>] {
    let count = sizes.count
    let cuts = [0, count / 3, (2 * count) / 3, count]
    return (0..<3).map { cuts[$0]..<cuts[$0 + 1] }.filter { !$0.isEmpty || count == 0 }
  }

  /// Declares the case's scroll container and its content, in the ids ``violations()`` reads:
  /// the container `"scroll"`, the stack, lazy flow or collection `"content"`, and item `i` as
  /// `ElementID("item", index: i)`.
  ///
  /// - Parameter ui: The builder of the frame.
  public func declare(in ui: ElementBuilder) {
    let item = { (index: Int, ui: ElementBuilder) in
      if late[index] {
        ui.leaf(id: Self.itemID(index), estimate: estimatedSize(of: index))
      } else {
        ui.leaf(id: Self.itemID(index), size: size(of: index))
      }
      return
    }
    ui.scroll(id: Self.scrollID, axis: axis, anchor: anchor) { ui in
      switch content {
      case .stack:
        let stack = { (ui: ElementBuilder) in
          for index in sizes.indices { item(index, ui) }
        }
        if axis == .vertical {
          ui.vstack(id: Self.contentID, alignment: .leading, content: stack)
        } else {
          ui.hstack(id: Self.contentID, alignment: .top, content: stack)
        }
      case .lazyFlow:
        ui.lazyFlow(
          id: Self.contentID, in: Self.scrollID, count: sizes.count,
          options: FlowOptions(axis: axis.crossAxis),
          estimatedItemSize: axis == .vertical
            ? Size(width: 50, height: estimate) : Size(width: estimate, height: 50),
          overscan: 0, item: item)
      case .collection:
        var snapshot = CollectionSnapshot<Int, Int>()
        for (number, range) in sections.enumerated() {
          try? snapshot.appendSections([CollectionSection(
            id: number, style: .list(spacing: 0), header: .header(pinned: false))])
          try? snapshot.appendItems(Array(range), toSection: number)
        }
        ui.collection(
          id: Self.contentID, in: Self.scrollID, snapshot: snapshot,
          estimatedItemSize: Size(width: 100, height: estimate), estimatedSupplementLength: 10,
          overscan: 0, item: item,
          header: { section, ui in
            ui.leaf(id: ElementID("header", index: section), size: Size(width: 100, height: 10))
          })
      }
    }
  }

  /// Lays the case out and returns what is wrong: from the first frame after the request to
  /// the last (when the frames settle and no late size is left to report among the items
  /// drawn, or after 12), the target sits where ``alignment`` says, clamped to the content.
  ///
  /// - Returns: The violations, each naming its frame.
  public func violations() -> [Violation] {
    guard sizes.indices.contains(target), late.count == sizes.count else {
      return [Violation("case", "target \(target) of \(sizes.count) items, \(late.count) flags")]
    }
    let engine = LayoutEngine()
    var reported = Set<Int>()
    let start = axis == .vertical ? Point(x: 0, y: offset) : Point(x: offset, y: 0)
    engine.setScrollOffset(start, for: Self.scrollID)
    // Reports the late items drawn; returns whether there were any.
    func arrange() -> (Arrangement, Bool) {
      let arrangement = engine.arrange(in: viewport) { declare(in: $0) }
      var reporting = false
      for command in arrangement.renderCommands {
        guard let index = command.id.index, command.id == Self.itemID(index),
          late.indices.contains(index), late[index], !reported.contains(index)
        else { continue }
        engine.report(size: size(of: index), for: command.id)
        reported.insert(index)
        reporting = true
      }
      return (arrangement, reporting)
    }
    for _ in 0..<framesBefore { _ = arrange() }
    switch content {
    case .stack:
      engine.scrollTo(Self.itemID(target), in: Self.scrollID, anchor: alignment)
    case .lazyFlow:
      engine.scrollTo(item: target, in: Self.contentID, anchor: alignment)
    case .collection:
      if framesBefore == 0 { _ = arrange() }   // the collection must be known to the engine
      engine.scrollTo(item: target, in: Self.contentID, anchor: alignment)
    }
    var found: [Violation] = []
    for frame in 1...12 {
      let (arrangement, reporting) = arrange()
      found += check(arrangement, engine: engine, frame: frame)
      if !found.isEmpty || (!reporting && arrangement.isSettled) { break }
    }
    return found
  }

  /// Whether the target sits where the alignment says in `arrangement`.
  func check(_ arrangement: Arrangement, engine: LayoutEngine, frame: Int) -> [Violation] {
    guard let viewport = arrangement.frame(of: Self.scrollID),
      let content = arrangement.frame(of: Self.contentID)
    else { return [Violation("declared", "frame \(frame): no scroll container or content")] }
    guard let item = arrangement.frame(of: Self.itemID(target)) else {
      return [Violation("declared", "frame \(frame): item \(target) is not declared")]
    }
    let vertical = axis == .vertical
    func along(_ point: Point) -> Double { vertical ? point.y : point.x }
    func along(_ size: Size) -> Double { vertical ? size.height : size.width }
    let offset = along(engine.scrollOffset(for: Self.scrollID))
    let viewportLength = along(viewport.size)
    let contentLength = along(content.size)
    let lower = along(item.origin) - along(content.origin)
    let length = along(item.size)
    let tolerance = 1e-6 * Swift.max(1, contentLength)
    if abs(along(content.origin) - (along(viewport.origin) - offset)) > tolerance {
      return [Violation(
        "offset", "frame \(frame): the content starts at \(along(content.origin)) in a"
          + " viewport at \(along(viewport.origin)) scrolled to \(offset)")]
    }
    let limit = Swift.max(0, contentLength - viewportLength)
    func clamped(_ value: Double) -> Double { Swift.min(Swift.max(0, value), limit) }
    let wanted: Double
    switch alignment {
    case .top: wanted = lower
    case .center: wanted = lower + length / 2 - viewportLength / 2
    case .bottom: wanted = lower + length - viewportLength
    case .nearest:
      // Wholly in view when it fits, from its leading edge when it does not.
      if length > viewportLength {
        wanted = lower
      } else if lower >= offset - tolerance && lower + length <= offset + viewportLength + tolerance {
        wanted = offset
      } else {
        wanted = lower < offset ? lower : lower + length - viewportLength
      }
    }
    return Violation.unless(
      abs(offset - clamped(wanted)) <= tolerance,
      "frame \(frame): item \(target) spans \(lower)..<\(lower + length) of \(contentLength),"
        + " scrolled to \(offset) in a viewport of \(viewportLength); .\(alignment) wants"
        + " \(clamped(wanted))", invariant: "alignment")
  }
}

extension ScrollToCase: CustomStringConvertible {
  /// Swift source for the case.
  public var description: String {
    var arguments = ["content: .\(content)"]
    if axis != .vertical { arguments.append("axis: .\(axis)") }
    arguments.append("anchor: " + (anchor.map { ".\($0)" } ?? "nil"))
    arguments.append("viewportLength: \(literal(viewportLength))")
    arguments.append("sizes: [" + sizes.map(literal).joined(separator: ", ") + "]")
    arguments.append("late: \(late)")
    arguments.append("estimate: \(literal(estimate))")
    if offset != 0 { arguments.append("offset: \(literal(offset))") }
    if framesBefore != 0 { arguments.append("framesBefore: \(framesBefore)") }
    arguments.append("target: \(target)")
    arguments.append("alignment: .\(alignment)")
    return "ScrollToCase(" + arguments.joined(separator: ", ") + ")"
  }
}

extension Gen where Value == ScrollToCase {
  /// A generator of scroll-to cases: every content, axis (collections scroll vertically),
  /// anchoring (top, bottom, off) and alignment; 1 to 24 items up to 60 points long, some sized
  /// late with an estimate that may be far off; the user scrolled anywhere along the content or
  /// not, and a few frames drawn before the request or none.
  ///
  /// - Returns: The generator; shrinks towards a stack of one item, anchored at the top,
  ///   scrolled to at once with `.top`.
  public static func scrollToCase() -> Gen {
    let kinds = Gen<(ScrollToCase.Content, LayoutAxis, ScrollAnchorEdge?)>.zip(
      .anyCase, .anyCase, .element(.top, nil, .bottom))
    return kinds.flatMap { content, axis, anchor in
      let count = Gen<Int>.int(in: 1...24)
      return count.flatMap { count in
        let size = Gen<Size>.size(width: 10...100, height: 1...60, step: 1)
        let items = Gen<([Size], [Bool])>.zip(
          .array(of: size, count: count...count),
          .array(of: .bool(probability: 0.4), count: count...count))
        let request = Gen<(Int, ScrollAlignment)>.zip(.int(in: 0...(count - 1)), .anyCase)
        let view = Gen<(Double, Double, Int)>.zip(
          .double(in: 10...150, step: 1),
          .frequency((1, .constant(0)), (2, .double(in: 0...800, step: 1))), .int(in: 0...2))
        return Gen<(([Size], [Bool]), (Int, ScrollAlignment), ((Double, Double, Int), Double))>
          .zip(items, request, .zip(view, .double(in: 1...60, step: 1)))
          .map { items, request, rest in
            let (view, estimate) = rest
            return ScrollToCase(
              content: content, axis: content == .collection ? .vertical : axis,
              anchor: anchor, viewportLength: view.0, sizes: items.0, late: items.1,
              estimate: estimate, offset: view.1, framesBefore: view.2, target: request.0,
              alignment: request.1)
          }
      }
    }
  }
}
