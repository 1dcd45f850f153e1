/// How one ``CollectionSnapshot`` differs from the one before it: the sections and items
/// inserted, deleted, moved and reloaded.
///
/// Indices follow UIKit's batch updates: deletions and a move's `from` are positions in the old
/// snapshot; insertions, reloads and a move's `to` are positions in the new one. To edit an
/// index-based structure, replay ``steps`` in order (or call ``apply(to:makeSection:makeItem:)``):
/// each step's index is valid at the moment it runs.
///
/// ```swift
/// let changes = newSnapshot.changes(from: oldSnapshot)
/// for move in changes.movedItems { animate(move.id, from: move.from, to: move.to) }
/// changes.apply(to: &sizes, makeSection: { _ in [] }, makeItem: { _ in estimate })
/// ```
public struct SnapshotChanges<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>:
  Hashable, Sendable
{
  /// The old indices of the sections that are gone, ascending.
  public var deletedSections: [SectionEntry] = []
  /// The new indices of the sections that are new, ascending.
  public var insertedSections: [SectionEntry] = []
  /// The sections kept but reordered, by new index: the fewest that restore the order (the
  /// others form a longest increasing subsequence of old indices).
  public var movedSections: [SectionMove] = []
  /// The new indices of kept sections whose style, header, footer or content version changed,
  /// ascending.
  public var reloadedSections: [SectionEntry] = []
  /// The old positions of the items that are gone, ascending.
  public var deletedItems: [ItemEntry] = []
  /// The new positions of the items that are new, ascending.
  public var insertedItems: [ItemEntry] = []
  /// The items kept but moved to another section, or reordered within their section, by new
  /// position: within a section, the fewest that restore the order.
  public var movedItems: [ItemMove] = []
  /// The new positions of kept items whose content version changed, ascending.
  public var reloadedItems: [ItemEntry] = []

  /// Creates an empty set of changes.
  public init() {}

  /// Whether nothing changed.
  public var isEmpty: Bool {
    deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty
      && reloadedSections.isEmpty && deletedItems.isEmpty && insertedItems.isEmpty
      && movedItems.isEmpty && reloadedItems.isEmpty
  }

  /// A section's id and its index (old or new, as the list holding it says).
  public struct SectionEntry: Hashable, Sendable {
    /// The section's id.
    public var id: SectionID
    /// Its index.
    public var index: Int

    /// Creates a section entry.
    public init(id: SectionID, index: Int) {
      self.id = id
      self.index = index
    }
  }

  /// An item's id and its position (old or new, as the list holding it says).
  public struct ItemEntry: Hashable, Sendable {
    /// The item's id.
    public var id: ItemID
    /// Its position.
    public var position: ItemPosition

    /// Creates an item entry.
    public init(id: ItemID, position: ItemPosition) {
      self.id = id
      self.position = position
    }
  }

  /// A section that kept its id but changed its index relative to the sections kept with it.
  public struct SectionMove: Hashable, Sendable {
    /// The section's id.
    public var id: SectionID
    /// Its index in the old snapshot.
    public var from: Int
    /// Its index in the new snapshot.
    public var to: Int

    /// Creates a section move.
    public init(id: SectionID, from: Int, to: Int) {
      self.id = id
      self.from = from
      self.to = to
    }
  }

  /// An item that kept its id but moved to another section, or out of order within its
  /// section.
  public struct ItemMove: Hashable, Sendable {
    /// The item's id.
    public var id: ItemID
    /// Its position in the old snapshot.
    public var from: ItemPosition
    /// Its position in the new snapshot.
    public var to: ItemPosition

    /// Creates an item move.
    public init(id: ItemID, from: ItemPosition, to: ItemPosition) {
      self.id = id
      self.from = from
      self.to = to
    }
  }
}
