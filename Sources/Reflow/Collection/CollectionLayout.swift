/// The layout of a sectioned collection along a scroll axis: each section's items in an
/// incremental ``FlowIndex`` (a ``MasonryIndex`` for masonry), its header and footer, shelves with their own offsets, and a
/// prefix sum of section lengths, so that the elements a viewport shows cost O(log *n*) plus
/// what it shows, however many items the collection holds.
///
/// Sections follow one another along the scroll ``axis``, `sectionSpacing` apart; each holds its
/// header, its items laid out by its ``SectionStyle`` across the collection's
/// ``crossLength``, then its footer. A vertical collection (the default) stacks sections down
/// the content and lays items out in rows as wide as it; a horizontal one puts sections side by
/// side, items flowing down columns as tall as it, headers and footers as strips at each
/// section's leading and trailing edges, and shelves scrolling vertically.
/// Items never measured are laid out at `estimatedItemSize`, headers and footers at
/// `estimatedSupplementLength`. Applying a new ``CollectionSnapshot`` edits the indices in place:
/// moved items keep their measured sizes, and an equal snapshot costs nothing.
///
/// ```
/// width 12, two sections with pinned headers, viewport at offset 5:
///  ┌ A A A A A A ┐  ← header A stuck to the viewport's top
///  │ a1   a2     │
///  │ B B B B B B │  ← header B at its place
/// ```
///
/// ```swift
/// var layout = try CollectionLayout(snapshot: snapshot, crossLength: 390,
///                                   estimatedItemSize: Size(width: 100, height: 100))
/// layout.setSize(Size(width: 120, height: 80), ofItem: 7)
/// layout.elements(viewportStart: 1_200, viewportLength: 844)   // headers, items, footers
/// layout.apply(newSnapshot)                                    // inserts, deletes, moves
/// ```
///
/// ``LayoutEngine`` keeps one for each ``ElementBuilder/collection(id:in:snapshot:estimatedItemSize:estimatedSupplementLength:sectionSpacing:overscan:item:header:footer:)``.
public struct CollectionLayout<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>:
  Sendable
{
  /// The sections and items laid out.
  public internal(set) var snapshot: CollectionSnapshot<SectionID, ItemID>
  /// The axis the collection scrolls along: sections follow one another along it.
  public let axis: LayoutAxis
  /// The collection's extent across its scroll axis: the length of its rows (its width) in a
  /// vertical collection, of its columns (its height) in a horizontal one.
  public internal(set) var crossLength: Double
  /// The size assumed for items never measured (in a masonry section, its extent along the
  /// scroll axis, as the items' lanes decide the other).
  public let estimatedItemSize: Size
  /// The length assumed for headers and footers never measured.
  public let estimatedSupplementLength: Double
  /// The space between one section's end and the next one's start.
  public let sectionSpacing: Double
  /// The direction rows read in where a section's options do not say. A horizontal collection
  /// is laid out from the left; right to left, the engine mirrors it, leading edge on the right.
  public let direction: WritingDirection
  /// One per section, in order.
  var sections: [SectionLayout] = []
  /// Each section's start along the scroll axis, and the content's end last.
  var starts: [Double] = [0]
  /// Each section's end, header to footer: where its pinned header stops.
  var ends: [Double] = []

  /// Creates the layout of a snapshot, every item at its estimate.
  ///
  /// ```swift
  /// let rows = try CollectionLayout(snapshot: snapshot, crossLength: 390,    // scrolls down
  ///                                 estimatedItemSize: Size(width: 100, height: 100))
  /// let shelves = try CollectionLayout(snapshot: snapshot, axis: .horizontal, crossLength: 300,
  ///                                    estimatedItemSize: Size(width: 100, height: 100))
  /// ```
  ///
  /// - Parameters:
  ///   - snapshot: The sections and items.
  ///   - axis: The axis it scrolls along: `.vertical` stacks sections down the content,
  ///     `.horizontal` puts them side by side.
  ///   - crossLength: Its extent across `axis`: its width when vertical, its height when
  ///     horizontal.
  ///   - estimatedItemSize: The size assumed for items never measured.
  ///   - estimatedSupplementLength: The length along `axis` assumed for headers and footers
  ///     never measured.
  ///   - sectionSpacing: The space between sections.
  ///   - direction: The direction rows read in where a section's options do not say.
  /// - Throws: ``CollectionError/invalidLength(name:value:)`` for a NaN, infinite or negative
  ///   length, size or spacing.
  /// - Complexity: O(*n*), for *n* items.
  public init(
    snapshot: CollectionSnapshot<SectionID, ItemID>, axis: LayoutAxis = .vertical,
    crossLength: Double, estimatedItemSize: Size, estimatedSupplementLength: Double = 44,
    sectionSpacing: Double = 0, direction: WritingDirection = .leftToRight
  ) throws(CollectionError) {
    try CollectionError.checkLength(crossLength, name: "collection cross length")
    try CollectionError.checkLength(estimatedItemSize.width, name: "estimated item width")
    try CollectionError.checkLength(estimatedItemSize.height, name: "estimated item height")
    try CollectionError.checkLength(
      estimatedSupplementLength, name: "estimated header or footer length")
    try CollectionError.checkLength(sectionSpacing, name: "section spacing")
    self.init(
      checkedSnapshot: snapshot, axis: axis, crossLength: crossLength,
      estimatedItemSize: estimatedItemSize, estimatedSupplementLength: estimatedSupplementLength,
      sectionSpacing: sectionSpacing, direction: direction)
  }

  /// Creates the layout from lengths already checked.
  init(
    checkedSnapshot snapshot: CollectionSnapshot<SectionID, ItemID>, axis: LayoutAxis,
    crossLength: Double, estimatedItemSize: Size, estimatedSupplementLength: Double,
    sectionSpacing: Double, direction: WritingDirection
  ) {
    self.snapshot = CollectionSnapshot()
    self.axis = axis
    self.crossLength = crossLength
    self.estimatedItemSize = estimatedItemSize
    self.estimatedSupplementLength = estimatedSupplementLength
    self.sectionSpacing = sectionSpacing
    self.direction = direction
    layOut(snapshot)
  }

  /// The collection's size: its cross length, and the length of all sections along its axis.
  ///
  /// - Complexity: O(1).
  public var contentSize: Size {
    let length = starts[starts.count - 1]
    return axis == .vertical
      ? Size(width: crossLength, height: length) : Size(width: length, height: crossLength)
  }

  /// The number of items never measured.
  ///
  /// - Complexity: O(*s*), for *s* sections.
  public var estimatedItemCount: Int { sections.reduce(0) { $0 + $1.items.estimatedCount } }

  /// Lays every section out again for a new cross length (a vertical collection's width, a
  /// horizontal one's height), keeping the items' sizes.
  ///
  /// - Throws: ``CollectionError/invalidLength(name:value:)`` for a NaN, infinite or negative
  ///   length; nothing changes then.
  /// - Complexity: O(*n*), for *n* items.
  public mutating func setCrossLength(_ length: Double) throws(CollectionError) {
    try CollectionError.checkLength(length, name: "collection cross length")
    guard length != crossLength else { return }
    crossLength = length
    for index in sections.indices {
      sections[index].relayOut(crossLength: length, direction: direction)
    }
    refreshStarts(from: 0)
  }

  // MARK: - Sizes

  /// Records the measured size of the item `id`; returns whether anything moved.
  ///
  /// A list or columns section decides its items' extent across the scroll axis, and a
  /// masonry section its lanes': only the extent along it counts there.
  ///
  /// - Complexity: O(log *n* + *k* + *s*), for *k* items re-flowed and *s* sections after it.
  @discardableResult
  public mutating func setSize(_ size: Size, ofItem id: ItemID) -> Bool {
    guard let position = snapshot.position(of: id) else { return false }
    let moved = sections[position.section].setSize(
      size, at: position.item, crossLength: crossLength)
    if moved { refreshStarts(from: position.section) }
    return moved
  }

  /// Records the measured length of a section's header along the scroll axis (its height in a
  /// vertical collection); returns whether it changed. A section without a header ignores it.
  ///
  /// - Complexity: O(*s*), for the sections after it.
  @discardableResult
  public mutating func setHeaderLength(_ length: Double, ofSection id: SectionID) -> Bool {
    guard let index = snapshot.index(ofSection: id) else { return false }
    let changed = setSupplementLength(length, header: true, section: index)
    if changed { refreshStarts(from: index) }
    return changed
  }

  /// Records the measured length of a section's footer; returns whether it changed.
  ///
  /// - Complexity: O(*s*), for the sections after it.
  @discardableResult
  public mutating func setFooterLength(_ length: Double, ofSection id: SectionID) -> Bool {
    guard let index = snapshot.index(ofSection: id) else { return false }
    let changed = setSupplementLength(length, header: false, section: index)
    if changed { refreshStarts(from: index) }
    return changed
  }

  /// Records a header's or footer's length without refreshing the section starts.
  mutating func setSupplementLength(_ length: Double, header: Bool, section index: Int) -> Bool {
    let length = length.isFinite ? Swift.max(0, length) : 0
    if header {
      guard let old = sections[index].header else { return false }
      sections[index].isHeaderEstimated = false
      sections[index].header = length
      return abs(old - length) > Size.changeTolerance
    }
    guard let old = sections[index].footer else { return false }
    sections[index].isFooterEstimated = false
    sections[index].footer = length
    return abs(old - length) > Size.changeTolerance
  }

  /// Recomputes the starts of the sections after `first`, and keeps their shelves' offsets
  /// within their rows.
  ///
  /// - Complexity: O(*s* - `first`).
  mutating func refreshStarts(from first: Int) {
    if starts.count != sections.count + 1 || ends.count != sections.count {
      starts = Array(repeating: 0, count: sections.count + 1)
      ends = Array(repeating: 0, count: sections.count)
      return refreshStarts(from: 0)
    }
    let first = Swift.min(first, sections.count)
    let (count, spacing, axis, crossLength) = (sections.count, sectionSpacing, axis, crossLength)
    // Through buffers, taken out of `self`: reading a section through the array's subscript
    // here copies it.
    var starts = self.starts
    var ends = self.ends
    self.starts = []
    self.ends = []
    var cursor = starts[first]
    sections.withUnsafeMutableBufferPointer { sections in
      for index in first..<count {
        if sections[index].isShelf {
          // A shelf that lost items or width shows its row's end, never past it.
          let maximum = Self.maximumShelfOffset(
            of: sections[index], axis: axis, crossLength: crossLength)
          if sections[index].shelfOffset > maximum { sections[index].shelfOffset = maximum }
        }
        starts[index] = cursor
        cursor += sections[index].length
        ends[index] = cursor
        starts[index + 1] = cursor + (index + 1 < count ? spacing : 0)
        cursor = starts[index + 1]
      }
    }
    self.starts = starts
    self.ends = ends
  }

  // MARK: - Geometry

  /// The extent of the section at `index` along the scroll axis, with its header and footer.
  ///
  /// - Complexity: O(1).
  public func extent(ofSectionAt index: Int) -> SectionExtent {
    SectionExtent(
      start: starts[index], end: ends[index], header: sections[index].header,
      footer: sections[index].footer,
      pinsHeader: snapshot.sectionList[index].header?.isPinned ?? false,
      pinsFooter: snapshot.sectionList[index].footer?.isPinned ?? false)
  }

  /// The extents of every section, for ``SectionExtents``' queries.
  ///
  /// - Complexity: O(*s*), for *s* sections.
  public var sectionExtents: [SectionExtent] { sections.indices.map(extent(ofSectionAt:)) }

  /// The start along the scroll axis of the items' area of the section at `index`.
  @inline(__always)
  func itemsTop(ofSectionAt index: Int) -> Double {
    starts[index] + (sections[index].header ?? 0)
  }

  /// The frame of the item at `item` of the section at `section`, in content coordinates (a
  /// shelf's items moved by its offset).
  @inline(__always)
  func frame(section: Int, item: Int) -> Rect? {
    guard var frame = sections[section].items.frame(at: item) else { return nil }
    frame.origin[axis] += itemsTop(ofSectionAt: section)
    frame.origin[axis.crossAxis] -= sections[section].shelfOffset
    return frame
  }

  /// The frame of the item `id` in content coordinates, where it sits now (in a shelf, moved
  /// by the shelf's offset), or `nil` when the snapshot does not hold it.
  ///
  /// - Complexity: O(log *n*).
  public func frame(ofItem id: ItemID) -> Rect? {
    snapshot.position(of: id).flatMap { frame(section: $0.section, item: $0.item) }
  }

  /// The sections that share length with `start..<end`, as a range of indices.
  ///
  /// - Complexity: O(log *s*), for *s* sections.
  func sections(intersecting start: Double, _ end: Double) -> Range<Int> {
    ViewportBand(start: start, length: end - start).runs(
      count: sections.count, start: { starts[$0] }, end: { ends[$0] })
  }

  /// Calls `body` with each item of the section at `section` that reaches into the band
  /// `start..<end` of the content along the scroll axis (and, in a shelf, into its viewport
  /// widened by `overscan`), in ascending order.
  ///
  /// - Complexity: O(log *n*) plus the items found (see ``SectionItems/forEachIndex(meeting:_:)``).
  func forEachItem(
    ofSectionAt section: Int, from start: Double, to end: Double, overscan: Double = 0,
    _ body: (Int) -> Void
  ) {
    let layout = sections[section]
    guard layout.items.count > 0, end > start else { return }
    let top = itemsTop(ofSectionAt: section)
    if layout.isShelf {
      guard start < top + layout.itemsLength, end > top else { return }
      let shelf = ViewportBand(start: layout.shelfOffset, length: crossLength, overscan: overscan)
      return layout.items.forEachIndex(
        meeting: shelf.rect(along: axis.crossAxis, across: (-1, layout.itemsLength + 2)), body)
    }
    let (lower, upper) = layout.items.crossExtent
    let band = ViewportBand(start: start - top, length: end - start)
    layout.items.forEachIndex(
      meeting: band.rect(along: axis, across: (lower - 1, upper - lower + 2)), body)
  }
}
