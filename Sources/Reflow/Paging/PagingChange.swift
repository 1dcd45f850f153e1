/// How one answer changed the positions of a ``RemoteCollection``: what a lazy flow or a list
/// view must do to follow it without anything jumping on screen.
///
/// Apply the edits in order, each in the positions the one before left. Measured sizes belong to
/// positions: keep them through `unload` (the item is back to a placeholder of the same size) and
/// re-measure after `load` and `replace`. Then move the scroll offset so the ``anchor`` item stays
/// where it was on screen.
///
/// ```swift
/// if case .applied(let change) = try feed.receive(page, for: request) {
///   for edit in change.edits {
///     switch edit {
///     case .insert(let range): …   // new positions, at an estimated size until measured
///     case .remove(let range): …   // forget those positions and their sizes
///     case .load(let range), .replace(let range): …   // measure these again
///     case .unload: break          // keep the measured sizes: nothing moves
///     }
///   }
/// }
/// ```
public struct PagingChange: Hashable, Sendable {
  /// One edit of the positions.
  public enum Edit: Hashable, Sendable {
    /// New positions at these indices; those after move up by the range's count.
    case insert(Range<Int>)
    /// These positions are gone; those after move down by the range's count.
    case remove(Range<Int>)
    /// Placeholders at these indices now hold items.
    case load(Range<Int>)
    /// Items at these indices are back to placeholders (dropped under the memory limit).
    case unload(Range<Int>)
    /// Items at these indices were replaced by other items (a refresh).
    case replace(Range<Int>)
  }

  /// Where the item under the viewport's anchor was and is now.
  public struct AnchorMove: Hashable, Sendable {
    /// Its index before the change.
    public var from: Int
    /// Its index after the change.
    public var to: Int

    /// Creates a move.
    @inlinable
    public init(from: Int, to: Int) {
      self.from = from
      self.to = to
    }
  }

  /// The edits, in order.
  public var edits: [Edit] = []
  /// The anchor item's move, when it was loaded before and after the change.
  public var anchor: AnchorMove?

  /// Creates a change.
  @inlinable
  public init(edits: [Edit] = [], anchor: AnchorMove? = nil) {
    self.edits = edits
    self.anchor = anchor
  }

  /// Adds an edit, skipping empty ones.
  @inlinable
  mutating func append(_ edit: Edit) {
    switch edit {
    case .insert(let range), .remove(let range), .load(let range), .unload(let range),
      .replace(let range):
      if !range.isEmpty { edits.append(edit) }
    }
  }

  /// Adds the edits that change `count` positions at `index` to `newCount`.
  @inlinable
  mutating func resize(at index: Int, from count: Int, to newCount: Int) {
    if newCount > count {
      append(.insert(index..<(index + newCount - count)))
    } else if newCount < count {
      append(.remove(index..<(index + count - newCount)))
    }
  }
}
