/// What a ``CollectionLayout`` keeps for one section: its items in an incremental index, the
/// lengths of its header and footer, and a shelf's scroll offset.
///
/// A flow, list or columns section lays its items out in rows as wide as the collection; a
/// shelf in one row that never wraps, scrolled by `shelfOffset`.
struct SectionLayout: Sendable {
  /// How the items are arranged; the index was made for it.
  var style: SectionStyle
  /// The items' sizes and places, from the top of the items' area.
  var items: FlowIndex
  /// The header's and footer's lengths along the scroll axis, `nil` for none.
  var header: Double?
  var footer: Double?
  /// Whether the lengths are estimates, never measured.
  var isHeaderEstimated = true
  var isFooterEstimated = true
  /// How far a shelf is scrolled along its row.
  var shelfOffset = 0.0

  /// The length of the items' area along the scroll axis.
  var itemsLength: Double { items.contentSize.height }

  /// The section's length: header, items and footer.
  var length: Double { (header ?? 0) + itemsLength + (footer ?? 0) }

  /// Whether the section scrolls along its row.
  var isShelf: Bool {
    if case .shelf = style { return true }
    return false
  }

  /// The options and line length the style lays its items out with, in a collection `width`
  /// wide.
  static func flow(style: SectionStyle, width: Double, direction: WritingDirection) -> Flow {
    var options = FlowOptions()
    var lineLength = width
    switch style {
    case .flow(let flowOptions):
      options = flowOptions
      options.axis = .horizontal
      options.direction = flowOptions.direction ?? direction
    case .list(let spacing):
      options.lineSpacing = spacing
      options.direction = direction
    case .columns(_, let spacing):
      options.itemSpacing = spacing
      options.lineSpacing = spacing
      options.direction = direction
    case .shelf(let shelf):
      options.itemSpacing = shelf.itemSpacing
      options.insets = Insets(
        top: 0, leading: shelf.leadingInset, bottom: 0, trailing: shelf.trailingInset)
      options.direction = .leftToRight
      lineLength = .infinity
    }
    let container = Size(width: Swift.max(0, lineLength), height: .infinity)
    return Flow(uncheckedContainer: container, options: options)
  }

  /// The width an item of the style takes in a collection `width` wide, when the style decides
  /// it (a list's full width, a column's width), else `nil`.
  static func forcedWidth(style: SectionStyle, width: Double) -> Double? {
    switch style {
    case .flow, .shelf: return nil
    case .list: return width
    case .columns(let count, let spacing):
      let columns = Double(Swift.max(1, count))
      return Swift.max(0, (width - spacing * (columns - 1)) / columns)
    }
  }

  /// What an item of the style is proposed in a collection `width` wide.
  static func proposal(style: SectionStyle, width: Double) -> ProposedSize {
    switch style {
    case .flow(let options):
      return ProposedSize(width: Swift.max(0, width - options.insets.horizontal), height: nil)
    case .list, .columns:
      return ProposedSize(width: forcedWidth(style: style, width: width), height: nil)
    case .shelf:
      return .unspecified
    }
  }

  /// An empty section of `style`.
  init(style: SectionStyle, width: Double, direction: WritingDirection) {
    self.style = style
    items = FlowIndex(flow: Self.flow(style: style, width: width, direction: direction))
  }

  /// Gives the section a new style: its items, measured for the old one, go back to `estimate`
  /// until measured again, as the new style proposes them other sizes; a section that is no
  /// longer a shelf loses its shelf offset.
  mutating func restyle(
    _ style: SectionStyle, width: Double, direction: WritingDirection, estimate: Size
  ) {
    var index = FlowIndex(flow: Self.flow(style: style, width: width, direction: direction))
    let forced = Self.forcedWidth(style: style, width: width)
    let size = Size(width: forced ?? estimate.width, height: estimate.height)
    try? index.append(contentsOf: repeatElement(size, count: items.count), estimated: true)
    self.style = style
    items = index
    // Only a shelf scrolls along its row: a shelf restyled as anything else starts at its
    // leading edge (another shelf keeps its offset, clamped to the new row).
    if !isShelf { shelfOffset = 0 }
  }

  /// Lays the items out again for a new width, keeping their sizes (widths a style decides are
  /// re-decided).
  mutating func relayOut(style: SectionStyle, width: Double, direction: WritingDirection) {
    var index = FlowIndex(flow: Self.flow(style: style, width: width, direction: direction))
    let forced = Self.forcedWidth(style: style, width: width)
    var run: [Size] = []
    var runIsEstimated = false
    items.forEachItem(in: 0..<items.count) { _, item, isEstimated in
      let size = item.size
      if isEstimated != runIsEstimated && !run.isEmpty {
        try? index.append(contentsOf: run, estimated: runIsEstimated)
        run.removeAll(keepingCapacity: true)
      }
      runIsEstimated = isEstimated
      run.append(Size(width: forced ?? size.width, height: size.height))
    }
    try? index.append(contentsOf: run, estimated: runIsEstimated)
    self.style = style
    items = index
  }

  /// Records an item's measured size, as the style lays it out; returns whether it changed.
  mutating func setSize(_ size: Size, at index: Int, width: Double) -> Bool {
    guard index >= 0 && index < items.count else { return false }
    var size = size.isValidLayoutSize
      ? size : Size(width: size.width.clampedLength, height: size.height.clampedLength)
    if let forced = Self.forcedWidth(style: style, width: width) { size.width = forced }
    return (try? items.setSize(size, at: index)) ?? false
  }
}
