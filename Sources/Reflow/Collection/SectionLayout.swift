/// What a ``CollectionLayout`` keeps for one section: its items in an incremental index, the
/// lengths of its header and footer, and a shelf's scroll offset.
///
/// In a vertical collection a flow, list or columns section lays its items out in rows as wide
/// as the collection, a masonry section in columns (its lanes) that divide that width, and a
/// shelf in one row that never wraps, scrolled sideways by `shelfOffset`. In a horizontal
/// collection everything turns a quarter: items flow down columns as tall as the collection,
/// masonry lanes are rows, and a shelf is one column that scrolls vertically.
struct SectionLayout: Sendable {
  /// How the items are arranged; the index was made for it.
  var style: SectionStyle
  /// The collection's scroll axis: sections follow one another along it.
  let axis: LayoutAxis
  /// The items' sizes and places, from the start of the items' area.
  var items: SectionItems
  /// The header's and footer's lengths along the scroll axis, `nil` for none.
  var header: Double?
  var footer: Double?
  /// Whether the lengths are estimates, never measured.
  var isHeaderEstimated = true
  var isFooterEstimated = true
  /// How far a shelf is scrolled along its line (across the collection's scroll axis).
  var shelfOffset = 0.0

  /// The length of the items' area along the scroll axis.
  var itemsLength: Double { items.contentSize[axis] }

  /// The section's length: header, items and footer.
  var length: Double { (header ?? 0) + itemsLength + (footer ?? 0) }

  /// Whether the section scrolls along its line.
  var isShelf: Bool {
    if case .shelf = style { return true }
    return false
  }

  /// An empty index for the items of `style`, in a collection scrolling along `axis` that is
  /// `crossLength` across.
  static func emptyItems(
    style: SectionStyle, axis: LayoutAxis, crossLength: Double, direction: WritingDirection
  ) -> SectionItems {
    guard case .masonry(let options, let placement) = style else {
      return .flow(FlowIndex(flow: flow(
        style: style, axis: axis, crossLength: crossLength, direction: direction)))
    }
    var laidOut = options
    laidOut.axis = axis
    laidOut.direction = axis == .vertical ? options.direction ?? direction : .leftToRight
    let container = masonryContainer(axis: axis, crossLength: crossLength)
    if let index = try? MasonryIndex(container: container, options: laidOut, placement: placement)
    {
      return .masonry(index)
    }
    // Options `SectionStyle.validated()` accepts make lanes in any finite extent short of the
    // largest coordinates; past them, one lane without width.
    laidOut.lanes = .fixed([0])
    laidOut.insets = .zero
    guard let index = try? MasonryIndex(container: container, options: laidOut, placement: placement)
    else { preconditionFailure("one lane without width fits any finite extent") }
    return .masonry(index)
  }

  /// The container of a masonry section's lanes: the collection's cross length across them,
  /// unbounded along them.
  static func masonryContainer(axis: LayoutAxis, crossLength: Double) -> Size {
    axis == .vertical
      ? Size(width: crossLength, height: .infinity) : Size(width: .infinity, height: crossLength)
  }

  /// The flow state machine the style lays its items out with, in a collection scrolling along
  /// `axis` that is `crossLength` across. A horizontal collection's sections are laid out left
  /// to right, and the engine mirrors the whole collection in a right-to-left reading.
  static func flow(
    style: SectionStyle, axis: LayoutAxis, crossLength: Double, direction: WritingDirection
  ) -> Flow {
    var options = FlowOptions()
    var lineLength = crossLength
    let readingDirection = axis == .vertical ? direction : .leftToRight
    switch style {
    case .flow(let flowOptions):
      options = flowOptions
      options.direction = axis == .vertical ? flowOptions.direction ?? direction : .leftToRight
    case .list(let spacing):
      options.lineSpacing = spacing
      options.direction = readingDirection
    case .columns(_, let spacing):
      options.itemSpacing = spacing
      options.lineSpacing = spacing
      options.direction = readingDirection
    case .shelf(let shelf):
      options.itemSpacing = shelf.itemSpacing
      options.insets =
        axis == .vertical
        ? Insets(top: 0, leading: shelf.leadingInset, bottom: 0, trailing: shelf.trailingInset)
        : Insets(top: shelf.leadingInset, leading: 0, bottom: shelf.trailingInset, trailing: 0)
      options.direction = .leftToRight
      lineLength = .infinity
    case .masonry:
      // Laid out in lanes, not lines (see `emptyItems`): never asked.
      break
    }
    // Lines run across the scroll axis: rows in a vertical collection, columns in a horizontal.
    options.axis = axis.crossAxis
    let line = Swift.max(0, lineLength)
    let container =
      axis == .vertical
      ? Size(width: line, height: .infinity) : Size(width: .infinity, height: line)
    return Flow(uncheckedContainer: container, options: options)
  }

  /// The length across the scroll axis an item of the style takes in a collection
  /// `crossLength` across, when the style decides it (a list's full width, a column's width),
  /// else `nil`.
  static func forcedCrossLength(style: SectionStyle, crossLength: Double) -> Double? {
    switch style {
    case .flow, .shelf, .masonry: return nil
    case .list: return crossLength
    case .columns(let count, let spacing):
      let columns = Double(Swift.max(1, count))
      return Swift.max(0, (crossLength - spacing * (columns - 1)) / columns)
    }
  }

  /// What the item at `item` is proposed in a collection `crossLength` across: the style's
  /// extent across the scroll axis (a masonry item's lane's), or none for a shelf.
  func proposal(forItem item: Int, crossLength: Double) -> ProposedSize {
    let across: Double?
    switch style {
    case .flow(let options):
      let insets = axis == .vertical ? options.insets.horizontal : options.insets.vertical
      across = Swift.max(0, crossLength - insets)
    case .list, .columns:
      across = Self.forcedCrossLength(style: style, crossLength: crossLength)
    case .shelf:
      return .unspecified
    case .masonry:
      guard case .masonry(let index) = items else { return .unspecified }
      let (lane, span) = index.coveredLanes(of: item) ?? (0, 1)
      across = index.geometry.crossSize(lane: lane, span: span)
    }
    return axis == .vertical
      ? ProposedSize(width: across, height: nil) : ProposedSize(width: nil, height: across)
  }

  /// `size` as an item of the style lays it out: its length across the scroll axis replaced by
  /// the style's, when the style decides it.
  static func laidOut(_ size: Size, style: SectionStyle, axis: LayoutAxis, crossLength: Double)
    -> Size
  {
    guard let forced = forcedCrossLength(style: style, crossLength: crossLength) else {
      return size
    }
    var size = size
    size[axis.crossAxis] = forced
    return size
  }

  /// An empty section of `style`.
  init(style: SectionStyle, axis: LayoutAxis, crossLength: Double, direction: WritingDirection) {
    self.style = style
    self.axis = axis
    items = Self.emptyItems(
      style: style, axis: axis, crossLength: crossLength, direction: direction)
  }

  /// Gives the section a new style: its items, measured for the old one, go back to `estimate`
  /// until measured again, as the new style proposes them other sizes; a section that is no
  /// longer a shelf loses its shelf offset.
  mutating func restyle(
    _ style: SectionStyle, crossLength: Double, direction: WritingDirection, estimate: Size
  ) {
    var index = Self.emptyItems(
      style: style, axis: axis, crossLength: crossLength, direction: direction)
    index.fill(
      count: items.count,
      with: Self.laidOut(estimate, style: style, axis: axis, crossLength: crossLength))
    self.style = style
    items = index
    // Only a shelf scrolls along its row: a shelf restyled as anything else starts at its
    // leading edge (another shelf keeps its offset, clamped to the new row).
    if !isShelf { shelfOffset = 0 }
  }

  /// Lays the items out again for a new cross length, keeping their sizes (lengths a style
  /// decides are re-decided) and, in masonry, their lanes while their number stays.
  mutating func relayOut(crossLength: Double, direction: WritingDirection) {
    if case .masonry(let options, _) = style, case .masonry(let lanes) = items,
      lanes.options.lanes == options.lanes,
      items.setMasonryContainer(Self.masonryContainer(axis: axis, crossLength: crossLength))
    {
      return
    }
    // Anything else (and lanes that fell back to one) is laid out anew, run by run of items
    // of one estimate flag.
    var index = Self.emptyItems(
      style: style, axis: axis, crossLength: crossLength, direction: direction)
    var run: [Size] = []
    var runIsEstimated = false
    items.forEachItem(in: 0..<items.count) { _, size, isEstimated in
      if isEstimated != runIsEstimated && !run.isEmpty {
        index.applyEdits([.append(contentsOf: run, estimated: runIsEstimated)])
        run.removeAll(keepingCapacity: true)
      }
      runIsEstimated = isEstimated
      run.append(Self.laidOut(size, style: style, axis: axis, crossLength: crossLength))
    }
    if !run.isEmpty { index.applyEdits([.append(contentsOf: run, estimated: runIsEstimated)]) }
    items = index
  }

  /// Records an item's measured size, as the style lays it out; returns whether it changed.
  mutating func setSize(_ size: Size, at index: Int, crossLength: Double) -> Bool {
    guard index >= 0 && index < items.count else { return false }
    return items.setSize(measured(size, crossLength: crossLength), at: index)
  }

  /// Records the measured sizes of several items at once, as the style lays them out (those
  /// out of range are ignored); returns whether any frame moved. `sizes` is rewritten.
  mutating func setSizes(_ sizes: inout [(index: Int, size: Size)], crossLength: Double) -> Bool {
    let count = items.count
    sizes.removeAll { $0.index < 0 || $0.index >= count }
    for position in sizes.indices {
      sizes[position].size = measured(sizes[position].size, crossLength: crossLength)
    }
    return !sizes.isEmpty && items.setSizes(sizes)
  }

  /// A measured size as the index takes it: lengths a renderer got wrong (NaN, infinite,
  /// negative) clamped, and the style's extent across the scroll axis where it decides it.
  private func measured(_ size: Size, crossLength: Double) -> Size {
    let size = size.isValidLayoutSize
      ? size : Size(width: size.width.clampedLength, height: size.height.clampedLength)
    return Self.laidOut(size, style: style, axis: axis, crossLength: crossLength)
  }
}
