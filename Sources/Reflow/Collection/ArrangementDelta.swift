/// How one arrangement of a collection differs from the previous one: the elements that
/// appeared, disappeared and moved (with both frames), so a renderer can animate and recycle
/// views without diffing frames itself.
///
/// An element whose reuse kind changed needs a different view: it is reported as disappeared
/// (with its old kind) and appeared (with its new one). A changed size counts as a move.
///
/// ```swift
/// let delta = try ArrangementDelta(from: lastElements, to: elements)
/// for gone in delta.disappeared { pools[gone.reuseKind, default: []].append(views[gone.id]) }
/// for move in delta.moved { animate(views[move.id], from: move.from, to: move.to) }
/// for new in delta.appeared { views[new.id] = pools[new.reuseKind]?.popLast() ?? make(new) }
/// ```
public struct ArrangementDelta<ID: Hashable & Sendable>: Hashable, Sendable {
  /// Elements of the new arrangement that were not in the old one, in the new order.
  public var appeared: [PlacedElement<ID>] = []
  /// Elements of the old arrangement that are not in the new one, in the old order.
  public var disappeared: [PlacedElement<ID>] = []
  /// Elements in both whose frames differ, in the new order.
  public var moved: [Move] = []

  /// An element that kept its id and kind but changed its frame.
  public struct Move: Hashable, Sendable {
    /// The element's id.
    public var id: ID
    /// Its frame in the old arrangement.
    public var from: Rect
    /// Its frame in the new arrangement.
    public var to: Rect
    /// Its reuse kind, the same in both.
    public var reuseKind: ReuseKind

    /// Creates a move.
    public init(id: ID, from: Rect, to: Rect, reuseKind: ReuseKind) {
      self.id = id
      self.from = from
      self.to = to
      self.reuseKind = reuseKind
    }
  }

  /// Creates an empty delta.
  public init() {}

  /// Computes how `new` differs from `old`.
  ///
  /// - Parameters:
  ///   - old: The previous arrangement's elements.
  ///   - new: This arrangement's elements.
  /// - Throws: ``CollectionError/duplicateElement(id:firstIndex:secondIndex:)`` when an id
  ///   appears twice in either list.
  /// - Complexity: O(*m* + *n*) expected, for *m* old and *n* new elements.
  public init(from old: [PlacedElement<ID>], to new: [PlacedElement<ID>])
    throws(CollectionError)
  {
    self.init(from: old, try Self.indices(of: old), to: new, try Self.indices(of: new))
  }

  /// Computes how `new` differs from `old`, given the index of each id in each (so each id is
  /// in each list once).
  ///
  /// - Complexity: O(*m* + *n*) expected, for *m* old and *n* new elements.
  init(
    from old: [PlacedElement<ID>], _ oldIndices: [ID: Int], to new: [PlacedElement<ID>],
    _ newIndices: [ID: Int]
  ) {
    for element in new {
      guard let oldIndex = oldIndices[element.id] else {
        appeared.append(element)
        continue
      }
      let before = old[oldIndex]
      if before.reuseKind != element.reuseKind {
        appeared.append(element)
      } else if before.frame != element.frame {
        moved.append(
          Move(id: element.id, from: before.frame, to: element.frame, reuseKind: element.reuseKind))
      }
    }
    for element in old {
      if let newIndex = newIndices[element.id], new[newIndex].reuseKind == element.reuseKind {
        continue
      }
      disappeared.append(element)
    }
  }

  /// Whether nothing appeared, disappeared or moved.
  public var isEmpty: Bool { appeared.isEmpty && disappeared.isEmpty && moved.isEmpty }

  /// The index of each id, or the error naming a repeated one.
  private static func indices(of elements: [PlacedElement<ID>]) throws(CollectionError)
    -> [ID: Int]
  {
    var indices: [ID: Int] = [:]
    indices.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      if let first = indices.updateValue(index, forKey: element.id) {
        throw .duplicateElement(
          id: String(describing: element.id), firstIndex: first, secondIndex: index)
      }
    }
    return indices
  }
}
