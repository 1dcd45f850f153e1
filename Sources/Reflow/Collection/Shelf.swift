/// A section that scrolls along the other axis inside the main scroll: its own offset, clamped
/// to its content, its own window of items to declare, and snapping to item leading edges or
/// whole pages when a swipe ends.
///
/// Lengths run along the shelf's own axis (widths in a vertical list of horizontal shelves).
/// Items sit one after another from `leadingInset`, `itemSpacing` apart.
///
/// ```
/// a shelf of 30-point items, 10 apart, scrolled to its middle (offset 145 of 290):
/// AAA BBB CCC DDD EEE FFF GGG HHH III JJJ
///               [==========]
/// ```
///
/// ```swift
/// var shelf = try Shelf(itemLengths: Array(repeating: 30, count: 10), viewportLength: 100,
///                       options: ShelfOptions(itemSpacing: 10, snapping: .itemLeadingEdge))
/// try shelf.setOffset(145)
/// shelf.window(overscan: 0).visible          // 3..<7
/// shelf.targetOffset(proposed: 170, velocity: 300)   // 160: item 4's leading edge
/// ```
public struct Shelf: Hashable, Sendable {
  /// Spacing, insets and snapping.
  public let options: ShelfOptions
  /// Each item's leading edge in the shelf's content coordinates.
  public private(set) var itemStarts: [Double] = []
  /// Each item's length.
  public private(set) var itemLengths: [Double] = []
  /// The visible length of the shelf.
  public private(set) var viewportLength: Double
  /// How far the content is scrolled: 0 shows its start, ``maximumOffset`` its end.
  public private(set) var offset: Double = 0

  /// Creates a shelf.
  ///
  /// - Parameters:
  ///   - itemLengths: Each item's length along the shelf.
  ///   - viewportLength: The visible length of the shelf.
  ///   - options: Spacing, insets and snapping.
  ///   - offset: The starting offset, clamped to the content (a shelf's retained offset).
  /// - Throws: ``CollectionError/invalidLength(name:value:)`` for a NaN, infinite or negative
  ///   length, spacing, inset or offset.
  /// - Complexity: O(*n*), where *n* is the number of items.
  public init(
    itemLengths: [Double], viewportLength: Double, options: ShelfOptions = ShelfOptions(),
    offset: Double = 0
  ) throws(CollectionError) {
    self.options = try options.validated()
    try CollectionError.checkLength(viewportLength, name: "shelf viewport length")
    self.viewportLength = viewportLength
    try setItemLengths(itemLengths)
    try setOffset(offset)
  }

  /// The length of everything on the shelf, insets included.
  public var contentLength: Double {
    guard let last = itemStarts.last, let length = itemLengths.last else {
      return options.leadingInset + options.trailingInset
    }
    return last + length + options.trailingInset
  }

  /// The largest offset: the one that shows the content's end (0 when it all fits).
  public var maximumOffset: Double { Swift.max(0, contentLength - viewportLength) }

  /// Replaces the items' lengths (sizes measured, items added or removed), keeping the offset
  /// where it still fits.
  ///
  /// - Throws: ``CollectionError/invalidLength(name:value:)`` naming the first bad length; the
  ///   shelf is then unchanged.
  /// - Complexity: O(*n*), where *n* is the number of items.
  public mutating func setItemLengths(_ lengths: [Double]) throws(CollectionError) {
    var starts: [Double] = []
    starts.reserveCapacity(lengths.count)
    var cursor = options.leadingInset
    for (index, length) in lengths.enumerated() {
      try CollectionError.checkLength(length, name: "shelf item \(index)'s length")
      starts.append(cursor)
      cursor += length + options.itemSpacing
    }
    itemStarts = starts
    itemLengths = lengths
    offset = Swift.min(offset, maximumOffset)
  }

  /// Changes the visible length, keeping the offset where it still fits.
  ///
  /// - Throws: ``CollectionError/invalidLength(name:value:)``.
  public mutating func setViewportLength(_ length: Double) throws(CollectionError) {
    try CollectionError.checkLength(length, name: "shelf viewport length")
    viewportLength = length
    offset = Swift.min(offset, maximumOffset)
  }

  /// Scrolls to `offset`, clamped to `0...maximumOffset`.
  ///
  /// - Throws: ``CollectionError/invalidLength(name:value:)`` for NaN.
  public mutating func setOffset(_ offset: Double) throws(CollectionError) {
    guard !offset.isNaN else { throw .invalidLength(name: "shelf offset", value: offset) }
    self.offset = Swift.min(Swift.max(offset, 0), maximumOffset)
  }

  /// Scrolls by `delta`, clamped to the content.
  ///
  /// - Throws: ``CollectionError/invalidLength(name:value:)`` for NaN.
  public mutating func scroll(by delta: Double) throws(CollectionError) {
    try setOffset(offset + delta)
  }

  /// The item at `index`'s leading and trailing edges in the shelf's content coordinates.
  ///
  /// - Complexity: O(1).
  public func extent(ofItem index: Int) -> Range<Double> {
    itemStarts[index]..<(itemStarts[index] + itemLengths[index])
  }

  /// The items sharing length with the viewport, and those within `overscan` of it: what to
  /// declare this frame.
  ///
  /// - Parameter overscan: How far past each end of the viewport to declare items.
  /// - Returns: The visible range and the declared range.
  /// - Complexity: O(log *n*), where *n* is the number of items.
  public func window(overscan: Double = 0) -> ShelfWindow {
    let band = ViewportBand(start: offset, length: viewportLength, overscan: overscan)
    return ShelfWindow(visible: items(in: band.visible), declared: items(in: band))
  }

  /// The items whose extents share length with `band`.
  private func items(in band: ViewportBand) -> Range<Int> {
    band.runs(
      count: itemStarts.count, start: { itemStarts[$0] },
      end: { itemStarts[$0] + itemLengths[$0] })
  }

  /// The offset that aligns item `index`'s leading edge with the leading inset, clamped.
  ///
  /// - Complexity: O(1).
  public func snapOffset(ofItem index: Int) -> Double {
    Swift.min(Swift.max(itemStarts[index] - options.leadingInset, 0), maximumOffset)
  }

  /// The nearest offset that shows all of item `index` (all it can, for an item longer than the
  /// viewport: its leading edge), moving as little as possible; the current offset when it
  /// already shows. Where a focus move into a shelf scrolls it.
  ///
  /// - Complexity: O(1).
  public func offsetRevealing(item index: Int) -> Double {
    let extent = extent(ofItem: index)
    var target = offset
    if extent.upperBound > offset + viewportLength { target = extent.upperBound - viewportLength }
    if extent.lowerBound < target { target = extent.lowerBound }
    return Swift.min(Swift.max(target, 0), maximumOffset)
  }

  /// Where a swipe released with `velocity` comes to rest, given the offset its deceleration
  /// alone would reach, by the shelf's ``ShelfSnapping``.
  ///
  /// - ``ShelfSnapping/none``: `proposed`, clamped.
  /// - ``ShelfSnapping/itemLeadingEdge``: the item leading edge (or the content's end) nearest
  ///   `proposed`, but never behind the current offset against the swipe's direction.
  /// - ``ShelfSnapping/paging``: the next page in the swipe's direction (one page at most), or
  ///   the page nearest `proposed` when the velocity is 0; pages are whole viewports, the last
  ///   one ending at the content's end.
  ///
  /// - Parameters:
  ///   - proposed: Where the deceleration would end; NaN counts as the current offset.
  ///   - velocity: Positive towards the end, negative towards the start, 0 for a release at rest.
  /// - Returns: The offset to animate to, within `0...maximumOffset`.
  /// - Complexity: O(log *n*), where *n* is the number of items.
  public func targetOffset(proposed: Double, velocity: Double) -> Double {
    let proposed = proposed.isNaN ? offset : Swift.min(Swift.max(proposed, 0), maximumOffset)
    let direction = velocity.isNaN || velocity == 0 ? 0 : (velocity > 0 ? 1 : -1)
    switch options.snapping {
    case .none:
      return proposed
    case .itemLeadingEdge:
      return snappedToLeadingEdge(proposed, direction: direction)
    case .paging:
      return snappedToPage(proposed, direction: direction)
    }
  }

  /// The leading-edge snap for `targetOffset`.
  private func snappedToLeadingEdge(_ proposed: Double, direction: Int) -> Double {
    let upper = snapPoint(atOrAfter: proposed)
    let lower = snapPoint(atOrBefore: proposed)
    let nearest = proposed - lower <= upper - proposed ? lower : upper
    if direction > 0 && nearest < offset { return snapPoint(atOrAfter: offset) }
    if direction < 0 && nearest > offset { return snapPoint(atOrBefore: offset) }
    return nearest
  }

  /// The smallest snap point at or after `value`: an item's aligned offset or the end.
  /// Aligned offsets are clamped, so they never decrease along the items.
  private func snapPoint(atOrAfter value: Double) -> Double {
    let next = partitioningIndex(in: itemStarts.indices) { snapOffset(ofItem: $0) >= value }
    return next < itemStarts.count ? snapOffset(ofItem: next) : maximumOffset
  }

  /// The largest snap point at or before `value` (the first item's, 0, at the least).
  private func snapPoint(atOrBefore value: Double) -> Double {
    let next = partitioningIndex(in: itemStarts.indices) { snapOffset(ofItem: $0) > value }
    return next > 0 ? snapOffset(ofItem: next - 1) : 0
  }

  /// The page snap for `targetOffset`.
  private func snappedToPage(_ proposed: Double, direction: Int) -> Double {
    guard viewportLength > 0 else { return offset }
    let page = offset / viewportLength
    let target: Double
    switch direction {
    case 1: target = (page + 1).rounded(.down)
    case -1: target = (page - 1).rounded(.up)
    default: target = (proposed / viewportLength).rounded()
    }
    return Swift.min(Swift.max(target * viewportLength, 0), maximumOffset)
  }
}

/// The items of a ``Shelf`` to show and to declare for its current offset.
public struct ShelfWindow: Hashable, Sendable {
  /// The items sharing length with the shelf's viewport.
  public var visible: Range<Int>
  /// The visible items plus those within the overscan: what to declare.
  public var declared: Range<Int>

  /// Creates a window.
  public init(visible: Range<Int>, declared: Range<Int>) {
    self.visible = visible
    self.declared = declared
  }
}
