/// A section's items in the index its style keeps them in: the lines of a ``FlowIndex`` for a
/// flow, a list, columns or a shelf, the lanes of a ``MasonryIndex`` for masonry.
///
/// The one interface through which ``CollectionLayout`` lays out, edits, windows and reads a
/// section, so that windowing, anchoring, pinned headers, snapshots and focus have one code path
/// whatever the style. Positions are the items' within the section, frames in the coordinates
/// of the section's items' area.
enum SectionItems: Sendable {
  case flow(FlowIndex)
  case masonry(MasonryIndex)

  /// Holds a section's place while its index is edited out of it, so that the index's storage
  /// is not shared, and copied, during the edit.
  private static let vacant = SectionItems.flow(
    FlowIndex(flow: Flow(uncheckedContainer: .zero, options: FlowOptions())))

  /// Edits the index in place with the closure for its kind.
  @inline(__always)
  private mutating func edit<Result>(
    flow: (inout FlowIndex) -> Result, masonry: (inout MasonryIndex) -> Result
  ) -> Result {
    switch self {
    case .flow(var index):
      self = Self.vacant
      defer { self = .flow(index) }
      return flow(&index)
    case .masonry(var index):
      self = Self.vacant
      defer { self = .masonry(index) }
      return masonry(&index)
    }
  }

  // MARK: - Reading

  /// The number of items.
  var count: Int {
    switch self {
    case .flow(let index): index.count
    case .masonry(let index): index.count
    }
  }

  /// The number of items whose sizes are estimates.
  var estimatedCount: Int {
    switch self {
    case .flow(let index): index.estimatedCount
    case .masonry(let index): index.estimatedCount
    }
  }

  /// The extent of the items' area, insets included.
  var contentSize: Size {
    switch self {
    case .flow(let index): index.contentSize
    case .masonry(let index): index.contentSize
    }
  }

  /// The frame of the item at `index`, or `nil` out of range.
  ///
  /// - Complexity: O(log *n*).
  func frame(at index: Int) -> Rect? {
    switch self {
    case .flow(let items): items.frame(at: index)
    case .masonry(let items): items.frame(at: index)
    }
  }

  /// The size the item at `index` was given (a masonry item's is its frame's: as wide as its
  /// lane, as long as it measured), or `nil` out of range.
  ///
  /// - Complexity: O(log *n*).
  func size(at index: Int) -> Size? {
    switch self {
    case .flow(let items): items.size(at: index)
    case .masonry(let items): items.frame(at: index)?.size
    }
  }

  /// Whether the size of the item at `index` is an estimate; `false` out of range.
  ///
  /// - Complexity: O(log *n*).
  func isSizeEstimated(at index: Int) -> Bool {
    switch self {
    case .flow(let items): items.isSizeEstimated(at: index)
    case .masonry(let items): items.isEstimated(at: index)
    }
  }

  /// The least and greatest coordinate across the collection's scroll axis that any item's
  /// frame may reach: a query across the whole section spans it.
  ///
  /// - Complexity: O(1) for a flow, O(*l*) for *l* lanes.
  var crossExtent: (lower: Double, upper: Double) {
    switch self {
    case .flow(let index):
      return index.mainExtent
    case .masonry(let index):
      // Lanes may overflow the container (fixed lanes, right to left they start before its
      // leading edge): reach past them either way.
      let reach = index.geometry.lanesExtent + index.contentSize[index.options.axis.crossAxis]
      return (-reach, reach)
    }
  }

  /// Calls `body` with the index of each item that reaches into `rect`, in ascending order:
  /// those sharing area with it, and those without area whose extent along the lines or lanes
  /// reaches into its own, so that virtualized content still declares and measures them.
  ///
  /// - Complexity: O(log *n*) plus the items in the lines `rect` crosses, for a flow;
  ///   O(*l* log *n* + *k* log *k*) for the *l* lanes it meets and *k* items found, for masonry.
  func forEachIndex(meeting rect: Rect, _ body: (Int) -> Void) {
    switch self {
    case .flow(let index):
      for item in index.range(intersecting: rect) { body(item) }
    case .masonry(let index):
      for item in index.indices(meetingAlongLanes: rect) { body(item) }
    }
  }

  /// Calls `body` with the index and frame of each item whose frame shares area with `rect`
  /// (and, in a flow, of the other items of the lines it crosses), for focus searches; a
  /// masonry answers as ``MasonryFocusGeometry`` does, so that focus moves within its lanes.
  ///
  /// - Complexity: As ``forEachIndex(meeting:_:)``, plus O(log *n*) per item for masonry.
  func forEachFrame(intersecting rect: Rect, _ body: (Int, Rect) -> Void) {
    switch self {
    case .flow(let index):
      index.forEachFrame(in: index.range(intersecting: rect), body)
    case .masonry(let index):
      MasonryFocusGeometry(index, bounds: rect).forEachItem(intersecting: rect, body)
    }
  }

  /// Calls `body` with the index, size (as ``size(at:)``) and estimate flag of each item in
  /// `range`, in order.
  ///
  /// - Complexity: O(log *n* + *m*) for *m* items in `range` (O(*m* log *n*) for masonry).
  func forEachItem(in range: Range<Int>, _ body: (Int, Size, Bool) -> Void) {
    switch self {
    case .flow(let index):
      index.forEachItem(in: range) { body($0, $1.size, $2) }
    case .masonry(let index):
      index.forEachFrame(in: range) { body($0, $1.size, index.isEstimated(at: $0)) }
    }
  }

  /// The ways the index disagrees with itself; empty when it is sound.
  func checkInvariants() -> [String] {
    switch self {
    case .flow(let index): index.checkInvariants()
    case .masonry(let index): index.checkInvariants()
    }
  }

  // MARK: - Editing

  /// Fills an empty index with `count` items of `size`, estimated.
  ///
  /// - Complexity: A few lines for a flow (one line repeated); O(*m* × *l*) for *m* items in
  ///   *l* lanes.
  mutating func fill(count: Int, with size: Size) {
    guard count > 0 else { return }
    edit { index in
      let item = FlowItem(size)
      // Told that every item is the same, the index writes a line of them repeated.
      index.replace(0..<0, count: count, with: { _ in (item, true) }, same: { count - $0 })
    } masonry: { index in
      _ = try? index.append(
        contentsOf: repeatElement(Self.masonryItem(size, in: index), count: count),
        estimated: true)
    }
  }

  /// Records an item's measured size; returns whether any frame moved.
  ///
  /// - Complexity: O(log *n* + *k*) for *k* items re-flowed (see ``MasonryPlacement`` for
  ///   masonry).
  mutating func setSize(_ size: Size, at position: Int) -> Bool {
    edit { index in
      (try? index.setSize(size, at: position)) ?? false
    } masonry: { index in
      (try? index.setSizing(Self.masonryItem(size, in: index).sizing, at: position)) ?? false
    }
  }

  /// Records several items' measured sizes at once (for an index given twice, the last);
  /// returns whether any frame moved. Items placed again after a change (a flow's following
  /// lines, an exact masonry's following items) are placed once for the batch.
  ///
  /// - Complexity: O(*m* log *m*) for *m* sizes, plus one re-flow or re-placement per group of
  ///   nearby changes (see ``FlowIndex/setSizes(_:)`` and ``MasonryIndex/setSizings(_:)``).
  mutating func setSizes(_ sizes: [(index: Int, size: Size)]) -> Bool {
    edit { index in
      (try? index.setSizes(sizes)) ?? false
    } masonry: { index in
      (try? index.setSizings(sizes.map { ($0.index, Self.masonryItem($0.size, in: index).sizing) }))
        ?? false
    }
  }

  /// Applies a batch of edits, each at the positions the ones before left; a masonry applies
  /// them one by one.
  mutating func applyEdits(_ edits: [FlowIndex.Edit]) {
    edit { index in
      _ = try? index.applyEdits(edits)
    } masonry: { index in
      for edit in edits {
        switch edit.kind {
        case .replace(let range, let items, let estimated):
          try? index.replaceSubrange(
            range, with: items.map { Self.masonryItem($0.size, in: index) },
            estimated: estimated)
        case .append(let items, let estimated):
          try? index.append(
            contentsOf: items.map { Self.masonryItem($0.size, in: index) }, estimated: estimated)
        case .move(let range, let destination):
          try? index.moveSubrange(range, to: destination)
        case .setSize(let size, let position):
          _ = try? index.setSizing(Self.masonryItem(size, in: index).sizing, at: position)
        case .setItem(let item, let position):
          _ = try? index.setSizing(Self.masonryItem(item.size, in: index).sizing, at: position)
        }
      }
    }
  }

  /// Lays a masonry out again in `container`, keeping its items' lanes while their number
  /// stays (in stable placement); returns whether it did (`false` for a flow, and for lanes
  /// that do not fit the container, which change nothing).
  ///
  /// - Complexity: O(*n* × *l*) for masonry.
  mutating func setMasonryContainer(_ container: Size) -> Bool {
    edit { _ in false } masonry: { index in (try? index.setContainer(container)) != nil }
  }

  /// A masonry item of `size`: as long as it is along the lanes, a length the index accepts.
  private static func masonryItem(_ size: Size, in index: MasonryIndex) -> MasonryItem {
    MasonryItem(length: size[index.options.axis].clampedLength)
  }
}
