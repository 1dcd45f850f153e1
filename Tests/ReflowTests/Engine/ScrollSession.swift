import Reflow
import ReflowTesting

/// What a generated scroll session over virtualized content knows, whatever the content: the
/// items by identity (never reused), real sizes changed since, and a pending scroll-to request.
///
/// The content is `"feed"` in the scroll container `"scroll"`; item `identity` is drawn as
/// `ElementID("item", index: identity)`.
struct ScrollSessionModel {
  let engine = LayoutEngine()
  let edge: ScrollAnchorEdge
  var viewport: Size
  var items: [Int]
  var nextItem: Int
  /// Real sizes changed by `remeasure`.
  var resized: [Int: Size] = [:]
  var last: Arrangement?
  /// A scroll-to request the engine keeps until an arrangement settles or the user scrolls.
  var request: (identity: Int, alignment: ScrollAlignment)?

  init(edge: ScrollAnchorEdge, viewport: Size, count: Int) {
    self.edge = edge
    self.viewport = viewport
    items = Array(0..<count)
    nextItem = count
  }

  /// The position modulo the items there are, or nil when there are none.
  func position(_ value: Int, allowingEnd: Bool = false) -> Int? {
    let span = items.count + (allowingEnd ? 1 : 0)
    return span > 0 ? value % span : nil
  }

  /// Tells the engine and the model of `operation`; returns whether it is the user's own
  /// scrolling.
  mutating func apply(_ operation: LazyScrollOperation?) -> Bool {
    let offset = engine.scrollOffset(for: "scroll").y
    switch operation {
    case nil: break
    case .scroll(let points):
      request = nil
      engine.setScrollOffset(Point(x: 0, y: offset + points), for: "scroll")
      return true
    case .jump(let fraction):
      request = nil
      let length = last?.frame(of: "feed")?.height ?? 0
      engine.setScrollOffset(Point(x: 0, y: (fraction * length).rounded()), for: "scroll")
      return true
    case .scrollTo(let item, let alignment):
      guard let index = position(item) else { break }
      engine.scrollTo(item: index, in: "feed", anchor: alignment)
      request = (items[index], alignment)
    case .resize(let size): viewport = size
    case .remeasure(let item, let size):
      if let index = position(item) { resized[items[index]] = size }
    case .insert(let item, let count):
      guard let index = position(item, allowingEnd: true), count > 0 else { break }
      engine.insertItems(count: count, at: index, in: "feed")
      items.insert(contentsOf: nextItem..<(nextItem + count), at: index)
      nextItem += count
    case .remove(let item, let count):
      guard let index = position(item) else { break }
      let range = index..<Swift.min(items.count, index + count)
      engine.removeItems(in: range, from: "feed")
      items.removeSubrange(range)
    case .move(let item, let count, let destination):
      guard let index = position(item) else { break }
      let range = index..<Swift.min(items.count, index + count)
      let target = destination % (items.count - range.count + 1)
      engine.moveItems(range, to: target, in: "feed")
      let moved = Array(items[range])
      items.removeSubrange(range)
      items.insert(contentsOf: moved, at: target)
    case .grow(let count):
      items += nextItem..<(nextItem + count)
      nextItem += count
    }
    return false
  }

  /// Whether the viewport shows the end of the content, or comes within `tolerance` of it.
  func isAtEnd(_ arrangement: Arrangement, within tolerance: Double = 1e-9) -> Bool {
    let content = arrangement.frame(of: "feed")?.height ?? 0
    let offset = engine.scrollOffset(for: "scroll").y
    return offset >= Swift.max(0, content - viewport.height) - tolerance
  }

  /// The offset `wanted` as the content allows it.
  func clamped(_ wanted: Double, in arrangement: Arrangement) -> Double {
    let content = arrangement.frame(of: "feed")?.height ?? 0
    return Swift.min(Swift.max(0, wanted), Swift.max(0, content - viewport.height))
  }

  /// The anchored item kept its place on screen, or the offset is as close as the content
  /// allows.
  ///
  /// Held in place, the item can leave the window: a bottom anchor mostly below the viewport
  /// that shrinks keeps its bottom edge, and the rest of it goes out of the overscan too. Where
  /// it is then is read from the content's layout, `laidOut` (its frame in the content's
  /// coordinates).
  func checkAnchor(
    _ arrangement: Arrangement, _ before: (identity: Int, screen: Double),
    laidOut: (_ identity: Int) -> Rect?
  ) -> [Violation] {
    let offset = engine.scrollOffset(for: "scroll").y
    let undrawn = laidOut(before.identity).map { frame in
      edge == .top ? frame.minY - offset : viewport.height - (frame.maxY - offset)
    }
    guard let now = screenPosition(of: before.identity, in: arrangement) ?? undrawn else {
      return [Violation("anchor", "item \(before.identity) is not drawn any more")]
    }
    // The offset that would keep the item in place: its place moves by as much as the offset.
    let wanted = offset + (before.screen - now) * (edge == .top ? -1 : 1)
    return Violation.unless(
      abs(offset - clamped(wanted, in: arrangement)) <= 1e-9,
      "item \(before.identity) was \(before.screen) from the edge, now \(now)",
      invariant: "anchor")
  }

  /// The anchored item of `arrangement` (the first in order the viewport shows, or the last
  /// for a bottom anchor: its frame shares area with the viewport, across as well as along) and
  /// where its anchored edge is on screen.
  func anchor(in arrangement: Arrangement) -> (identity: Int, screen: Double)? {
    let shown = Rect(origin: .zero, size: viewport)
    let visible = items.filter { identity in
      arrangement.frame(of: ElementID("item", index: identity))?.intersects(shown) == true
    }
    guard let identity = edge == .top ? visible.first : visible.last else { return nil }
    return screenPosition(of: identity, in: arrangement).map { (identity, $0) }
  }

  /// How far the anchored edge of item `identity` is from the anchored edge of the viewport
  /// (its top, or its bottom, inwards).
  func screenPosition(of identity: Int, in arrangement: Arrangement) -> Double? {
    guard let frame = arrangement.frame(of: ElementID("item", index: identity)) else {
      return nil
    }
    return edge == .top ? frame.minY : viewport.height - frame.maxY
  }

  /// A scroll-to request put its item where it asked.
  func checkLanding(
    _ arrangement: Arrangement, _ request: (identity: Int, alignment: ScrollAlignment)
  ) -> [Violation] {
    guard let frame = arrangement.frame(of: ElementID("item", index: request.identity)) else {
      return [Violation("scroll-to", "item \(request.identity) is not drawn")]
    }
    let height = viewport.height
    let offset = engine.scrollOffset(for: "scroll").y
    let wanted: Double
    switch request.alignment {
    case .top: wanted = offset + frame.minY
    case .center: wanted = offset + frame.midY - height / 2
    case .bottom: wanted = offset + frame.maxY - height
    case .nearest:
      // In view already (where it was), or moved to the nearer edge.
      wanted = frame.minY >= -1e-9 && frame.maxY <= height + 1e-9 ? offset
        : frame.minY < 0 || frame.height > height ? offset + frame.minY
        : offset + frame.maxY - height
    }
    return Violation.unless(
      abs(offset - clamped(wanted, in: arrangement)) <= 1e-9,
      "item \(request.identity) landed at \(frame) for .\(request.alignment)",
      invariant: "scroll-to")
  }
}

/// A generated scroll session over one kind of virtualized content: it arranges, and checks
/// its content's layout and window; ``step(_:)`` does the rest, for every kind.
protocol ScrollSession {
  var model: ScrollSessionModel { get set }
  /// Arranges the content with the model's items, and returns the arrangement.
  mutating func arrange() -> Arrangement
  /// The content's own checks after an arrangement: its layout, its window.
  mutating func checkContent(_ arrangement: Arrangement) -> [Violation]
  /// The frame of the item at `position` in the content's coordinates, as the engine keeps it,
  /// declared or not.
  func laidOutFrame(at position: Int) -> Rect?
}

extension ScrollSession {
  /// Arranges once, then applies `operations` in turn until one breaks a promise: the
  /// violations found, each naming its step.
  mutating func run(_ operations: [LazyScrollOperation]) -> [Violation] {
    var found = step(nil)
    for (number, operation) in operations.enumerated() where found.isEmpty {
      found = step(operation).map {
        Violation($0.invariant, "step \(number) \(operation): \($0.message)")
      }
    }
    return found
  }

  /// Applies `operation` (none: the first arrangement), arranges, and checks: the engine's
  /// viewport invariants, the content's own checks, then a scroll-to request's landing, a
  /// bottom anchor following the end, or the anchored item staying put on screen exactly.
  mutating func step(_ operation: LazyScrollOperation?) -> [Violation] {
    let anchorBefore = model.last.flatMap { model.anchor(in: $0) }
    // A bottom-anchored scroll that shows the end of its content follows the end.
    // Content anchored at the bottom follows its end while the viewport is within 1 point of
    // it, as documented.
    let wasAtEnd = model.edge == .bottom && model.last.map { model.isAtEnd($0, within: 1) } == true
    let isUserScroll = model.apply(operation)
    let arrangement = arrange()
    defer {
      model.last = arrangement
      if arrangement.isSettled { model.request = nil }
    }
    // A request whose item was removed ends; the engine anchors the item after it instead.
    let dropped = model.request.map { !model.items.contains($0.identity) } == true
    if dropped { model.request = nil }
    var found = model.engine.checkViewportInvariants().map { Violation("viewport", $0) }
    found += checkContent(arrangement)
    guard found.isEmpty else { return found }
    if let request = model.request {
      found += model.checkLanding(arrangement, request)
    } else if dropped {
      // Neither the request nor the anchor of the last arrangement holds: nothing to check.
    } else if wasAtEnd && !isUserScroll {
      found += Violation.unless(
        model.isAtEnd(arrangement), "the view left the end of the content", invariant: "pinned")
    } else if let anchorBefore, !isUserScroll, model.items.contains(anchorBefore.identity) {
      found += model.checkAnchor(arrangement, anchorBefore) { identity in
        model.items.firstIndex(of: identity).flatMap(laidOutFrame(at:))
      }
    }
    return found
  }
}
