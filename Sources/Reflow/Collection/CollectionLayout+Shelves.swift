extension CollectionLayout {
  /// How far the shelf section `id` is scrolled along its row, or `nil` when it is not a shelf.
  ///
  /// - Complexity: O(1) expected.
  public func shelfOffset(ofSection id: SectionID) -> Double? {
    guard let index = snapshot.index(ofSection: id), sections[index].isShelf else { return nil }
    return sections[index].shelfOffset
  }

  /// The largest offset of the shelf at `index`: the one that shows its line's end.
  func maximumShelfOffset(ofSectionAt index: Int) -> Double {
    Self.maximumShelfOffset(of: sections[index], axis: axis, crossLength: crossLength)
  }

  /// How far the shelf `section` scrolls along its row in a collection scrolling along `axis`,
  /// `crossLength` across.
  static func maximumShelfOffset(
    of section: SectionLayout, axis: LayoutAxis, crossLength: Double
  ) -> Double {
    Swift.max(0, section.items.contentSize[axis.crossAxis] - crossLength)
  }

  /// Scrolls the shelf section `id` along its row to `offset`, clamped to its content; returns
  /// the offset it lands on, or `nil` when `id` is not a shelf.
  ///
  /// - Throws: ``CollectionError/invalidLength(name:value:)`` for NaN.
  /// - Complexity: O(1) expected.
  @discardableResult
  public mutating func setShelfOffset(_ offset: Double, ofSection id: SectionID)
    throws(CollectionError) -> Double?
  {
    guard !offset.isNaN else { throw .invalidLength(name: "shelf offset", value: offset) }
    guard let index = snapshot.index(ofSection: id), sections[index].isShelf else { return nil }
    let clamped = Swift.min(Swift.max(0, offset), maximumShelfOffset(ofSectionAt: index))
    sections[index].shelfOffset = clamped
    return clamped
  }

  /// The shelf section `id` as a ``Shelf``: its items' lengths along its line (widths in a
  /// vertical collection, heights in a horizontal one), the collection's cross length as its
  /// viewport, its options and offset, for snapping (``Shelf/targetOffset(proposed:velocity:)``)
  /// and windowing; `nil` when it is not a shelf.
  ///
  /// - Complexity: O(*m*), for *m* items on the shelf.
  public func shelf(ofSection id: SectionID) -> Shelf? {
    guard let index = snapshot.index(ofSection: id),
      case .shelf(let options) = sections[index].style
    else { return nil }
    let items = sections[index].items
    var lengths: [Double] = []
    lengths.reserveCapacity(items.count)
    let line = axis.crossAxis
    items.forEachItem(in: 0..<items.count) { _, size, _ in lengths.append(size[line]) }
    return try? Shelf(
      itemLengths: lengths, viewportLength: crossLength, options: options,
      offset: sections[index].shelfOffset)
  }

  /// The shelf offset that shows all of item `item` of the shelf at `section` (as
  /// ``Shelf/offsetRevealing(item:)``), moving as little as possible.
  func shelfOffset(revealing item: Int, inSectionAt section: Int) -> Double {
    guard let frame = sections[section].items.frame(at: item) else {
      return sections[section].shelfOffset
    }
    let line = axis.crossAxis
    let lower = frame.origin[line]
    let upper = lower + frame.size[line]
    let current = sections[section].shelfOffset
    var target = current
    if upper > current + crossLength { target = upper - crossLength }
    if lower < target { target = lower }
    return Swift.min(Swift.max(target, 0), maximumShelfOffset(ofSectionAt: section))
  }
}
