/// A problem the engine met while laying out a frame, and how it carried on.
///
/// Diagnostics never stop a frame: every element is still laid out and drawn. Read them in
/// tests and debug builds (``Arrangement/diagnostics``), the way SwiftUI logs "Bound preference
/// tried to update multiple times per frame".
public enum Diagnostic: Equatable, Sendable {
  /// Two elements of one frame share an id. Both are laid out and drawn; queries by id answer
  /// for the first in tree order. `parent` is the later element's parent, `firstParent` the
  /// earlier one's: equal when the duplicates are siblings.
  case duplicateID(ElementID, parent: ElementID, firstParent: ElementID)
  /// Layout still changed after the last pass the engine allows (``LayoutEngine/maximumPasses``):
  /// `ids` are the elements whose preference observers, geometry readers or late sizes changed
  /// in the last pass. The arrangement shows the last pass.
  case didNotSettle(ids: [ElementID], passes: Int)
  /// A measure closure, custom layout or reported size gave a NaN, infinite or negative size;
  /// the element was given the size with each bad dimension replaced by 0.
  case invalidSize(ElementID, Size)
  /// A container's options were rejected; it was laid out with default options (for a bad
  /// spacing or inset) or left to right (for a right-to-left flow without a finite width).
  case invalidOptions(ElementID, ReflowError)
  /// A container parameter is out of range (such as `itemsPerColumn` below 1) and was clamped.
  case invalidParameter(ElementID, name: String, value: Double)
  /// ``LayoutEngine/arrange(in:_:)`` was called from inside a frame's builder or callback; the
  /// inner call returned an empty frame.
  case reentrantArrangement
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
    }
  }
}
