/// How a ``MasonryIndex`` places items whose sizes change after they were placed.
///
/// Both place a new item as CSS masonry does, from the lanes as they stand where it is added;
/// they differ in what a later change does to the items after it.
public enum MasonryPlacement: String, CaseIterable, Hashable, Sendable {
  /// Every item is where CSS masonry puts it, always: a change (a size measured, an item
  /// inserted or removed) places the items after it again, so they can move to other lanes.
  ///
  /// A change costs O(*k* log *b* + *b*) for the *k* items after it re-placed: from the change
  /// until the lanes fall back into step (they run to positions that all differ from before by
  /// one distance, with the same cursor), often the rest of the collection.
  case exact
  /// An item keeps the lane it was first placed in: a later change only moves the items after
  /// it along the same lanes, in O(log *n*), and never to another lane.
  ///
  /// The mode for items measured after they are shown (estimates first), where `.exact` would
  /// make items jump between lanes as their sizes arrive. Changing the number of lanes places
  /// every item again.
  case stable
}
