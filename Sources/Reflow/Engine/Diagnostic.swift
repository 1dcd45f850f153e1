/// A problem the engine met while laying out a frame, and how it carried on.
///
/// Diagnostics never stop a frame: every element is still laid out and drawn. Read them in
/// tests and debug builds (``Arrangement/diagnostics``), the way SwiftUI logs "Bound preference
/// tried to update multiple times per frame".
public enum Diagnostic: Hashable, Sendable {
  /// Two elements of one frame share an id. Both are laid out and drawn; queries by id answer
  /// for the first in tree order. `parent` is the later element's parent, `firstParent` the
  /// earlier one's: equal when the duplicates are siblings.
  case duplicateID(ElementID, parent: ElementID, firstParent: ElementID)
  /// Layout still changed after the last pass the engine allows (``LayoutEngine/maximumPasses``):
  /// `ids` are the elements whose preference observers, geometry readers or late sizes changed
  /// in the last pass. The arrangement shows the last pass.
  case didNotSettle(ids: [ElementID], passes: Int)
  /// A measure closure, custom layout or reported size gave a NaN, infinite or negative size;
  /// the element was given the size with each bad dimension replaced by 0. For the item
  /// estimate of a lazy flow or a collection (the element is the content), each bad dimension
  /// was replaced by 1 point: an estimated item without area would meet no viewport.
  case invalidSize(ElementID, Size)
  /// A container's options were rejected; it was laid out with default options (for a bad
  /// spacing or inset) or left to right (for a right-to-left flow without a finite width).
  case invalidOptions(ElementID, ReflowError)
  /// A container parameter is out of range (such as `itemsPerColumn` below 1) and was clamped.
  /// A lazy flow's or a collection's `estimatedItemSize` of 0 along an axis is reported as
  /// `estimatedItemSize.width` or `.height` and taken as 1 point.
  case invalidParameter(ElementID, name: String, value: Double)
  /// ``LayoutEngine/arrange(in:_:)`` was called from inside a frame's builder or callback; the
  /// inner call returned an empty frame.
  case reentrantArrangement
  /// Virtualized content (a lazy flow, a collection, masonry) still lacked elements to fill its
  /// viewport and overscan after the last pass the engine allows: `missing` are the items a
  /// lazy flow would declare next (empty for other content). The arrangement shows what was
  /// measured; the next arrangement carries on. Estimates far from the real sizes cause it.
  case windowNotFilled(ElementID, missing: Range<Int>, passes: Int)
  /// A lazy flow's lines run along its scroll container's axis, so they could never wrap; the
  /// flow was laid out across the scroll axis instead (rows in a vertical scroll).
  case lazyFlowAxis(ElementID, scroll: ElementID)
  /// A masonry's lanes run across its scroll container's axis, so it could never scroll along
  /// them; it was laid out along it instead (columns in a vertical scroll).
  case masonryAxis(ElementID, scroll: ElementID)
  /// Virtualized content (a lazy flow, a collection, masonry) names a scroll container that
  /// does not enclose it; it was laid out as if nothing scrolled it, showing its first items.
  case contentOutsideScroll(ElementID, scroll: ElementID)
  /// A container's layout placed the same child more than once in one pass: the last place
  /// wins, and a geometry reader's content is not built again.
  case placedMoreThanOnce(ElementID, parent: ElementID)
  /// An index or range given to an edit of virtualized content (a lazy flow, masonry) is
  /// outside its items; it was clamped to them.
  case itemOutOfRange(ElementID, index: Int, count: Int)
  /// A masonry's `itemLanes` gave an item bad lanes (``ReflowError/invalidSpan(index:span:laneCount:)``
  /// or ``ReflowError/laneOutOfRange(index:lane:span:laneCount:)``, naming the first such item
  /// of the arrangement): a span below 1 was taken as 1, a negative lane as the masonry's choice,
  /// and a lane past the last of a fixed number of lanes as the last lane the span fits.
  case invalidItemLanes(ElementID, ReflowError)
}

extension Diagnostic: CustomStringConvertible {
  /// What went wrong, with the values, and the fix.
  public var description: String {
    switch self {
    case .duplicateID(let id, let parent, let firstParent):
      let place =
        parent == firstParent ? "two children of \(parent)" : "in \(firstParent) and in \(parent)"
      return "duplicate id '\(id)' \(place); give every element of a frame its own id,"
        + " e.g. ElementID(\"name\", index: i)"
    case .didNotSettle(let ids, let passes):
      let names = ids.map { "'\($0)'" }.joined(separator: ", ")
      return "layout did not settle after \(passes) passes; still changing: \(names)."
        + " A size or preference probably depends on its own position: break the cycle,"
        + " or raise maximumPasses if it converges slowly"
    case .invalidSize(let id, let size):
      return "'\(id)' has size \(size); sizes must be finite and at least 0: it was clamped"
    case .invalidOptions(let id, let error):
      return "'\(id)' has invalid options: \(error)"
    case .invalidParameter(let id, let name, let value):
      return "'\(id)' has \(name) = \(value), which is out of range; it was clamped"
    case .reentrantArrangement:
      return "arrange(in:) was called while an arrangement was being laid out; call it once per"
        + " display frame, from outside builders and preference callbacks"
    case .windowNotFilled(let id, let missing, let passes):
      let items = missing.isEmpty ? "elements" : "items \(missing.lowerBound)..<\(missing.upperBound)"
      return "'\(id)' still needs \(items) to fill its viewport after \(passes) passes: its"
        + " estimated item size is far from the real sizes; give a closer estimate or raise"
        + " maximumPasses (the next arrangement carries on)"
    case .lazyFlowAxis(let id, let scroll):
      return "lazy flow '\(id)' has lines along the axis '\(scroll)' scrolls, so they could never"
        + " wrap; it was laid out across it: use axis .horizontal in a vertical scroll and"
        + " .vertical in a horizontal one"
    case .masonryAxis(let id, let scroll):
      return "masonry '\(id)' has its items running across the axis '\(scroll)' scrolls; it was"
        + " laid out along it: use axis .vertical in a vertical scroll and .horizontal in a"
        + " horizontal one"
    case .contentOutsideScroll(let id, let scroll):
      return "'\(id)' names scroll container '\(scroll)', which does not enclose it:"
        + " declare it inside ui.scroll(id: \"\(scroll)\")"
    case .placedMoreThanOnce(let id, let parent):
      return "'\(parent)' placed its child '\(id)' more than once in one pass; the last place"
        + " wins: place each child exactly once in placeChildren(in:proposal:children:)"
    case .invalidItemLanes(let id, let error):
      let fallback: String
      switch error {
      case .invalidSpan: fallback = "it covers one lane"
      case .laneOutOfRange(_, let lane, _, _) where lane < 0: fallback = "the masonry chose its lane"
      default: fallback = "it starts in the last lane its span fits"
      }
      return "masonry '\(id)' was given bad lanes: \(error); \(fallback)"
    case .itemOutOfRange(let id, let index, let count):
      return "'\(id)' has \(count) items, so index \(index) is out of range; it was"
        + " clamped: pass an index in 0...\(count)"
    }
  }
}
