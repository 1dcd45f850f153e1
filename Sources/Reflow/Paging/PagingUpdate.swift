/// What a ``PagingDriver`` streams: the positions now, and every change that led to them since
/// the update before, so that a lazy flow or a list view follows the source without losing an
/// edit, however slowly it reads.
///
/// Apply the changes in order, then show the snapshot:
///
/// ```swift
/// for await update in driver {
///   for change in update.changes { engine.apply(change, to: "feed") }
///   model.rows = update.snapshot       // positions 0..<update.snapshot.count
/// }
/// ```
///
/// A reader that falls behind skips the snapshots in between, never the changes: those made
/// while it was busy wait for it, in order, in the next update. The first update a reader gets
/// holds the positions at that moment and no change.
public struct PagingUpdate<Item> {
  /// The positions after every change in ``changes``.
  public var snapshot: PagingSnapshot<Item>
  /// The changes to the positions since the reader's update before, in the order the
  /// collection made them; each one's edits are in the positions the one before left. Empty
  /// when no position was inserted, removed, loaded, unloaded or replaced: only the load
  /// states changed, or nothing did.
  public var changes: [PagingChange]

  /// Creates an update.
  @inlinable
  public init(snapshot: PagingSnapshot<Item>, changes: [PagingChange] = []) {
    self.snapshot = snapshot
    self.changes = changes
  }
}

extension PagingUpdate: Sendable where Item: Sendable {}
