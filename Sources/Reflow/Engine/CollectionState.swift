/// What the engine keeps for a collection between arrangements, whatever its id types: the
/// pass calls it through this protocol to measure and place the collection's elements.
///
/// A class, so the pass edits the kept layout in place: a million-item layout is never copied,
/// and an arrangement costs no allocation for it.
protocol AnyCollectionState: AnyObject {
  var lastUsed: Int { get set }
  var scrollID: ElementID { get }
  /// Measures the declared elements, records their sizes, keeps the anchor in place, and
  /// returns the collection's size.
  func measure(_ builder: ElementBuilder, node: Int, proposal: ProposedSize) -> Size
  /// Places the declared elements for the scroll container's final offset and checks they
  /// cover its viewport.
  func place(_ builder: ElementBuilder, node: Int, scrollNode: Int)
  /// Anchors the first item the viewport shows, unless a scroll-to request is still landing.
  func finish(isSettled: Bool)
  /// Re-anchors at a scroll offset the user set.
  func userScrolled(to offset: Double)
  /// Asks the next arrangement to bring `item` into view.
  func requestScroll(to item: AnyHashable, alignment: ScrollAlignment)
  /// Scrolls a shelf; returns the offset it lands on.
  func setShelfOffset(_ offset: Double, section: AnyHashable) -> Double?
  /// The neighbour focus moves to, brought into view by the next arrangement.
  func moveFocus(from item: AnyHashable, _ direction: FocusDirection) -> AnyHashable?
}

/// The kept state of one collection.
@usableFromInline final class CollectionState<
  SectionID: Hashable & Sendable, ItemID: Hashable & Sendable
>: AnyCollectionState {
  @usableFromInline var layout: CollectionLayout<SectionID, ItemID>
  var lastUsed: Int
  var scrollID: ElementID
  var overscan = 0.0
  /// The estimate the caller asked for, to report one that is not a valid size.
  var requestedEstimate = Size.zero
  /// The elements the current pass declared, in the order of the container's children.
  var slots: [CollectionSlot] = []
  /// The viewport's top in the collection's coordinates, the scroll offset then, and its
  /// length, as the last pass placed them.
  var viewportStart = 0.0
  var viewportOffset = 0.0
  var viewportLength: Double?
  /// The item kept in place on screen, and how far below the viewport's top its top was.
  var anchor: (item: ItemID, distance: Double)?
  /// A pending scroll-to request, kept until an arrangement settles.
  var target: (item: ItemID, alignment: ScrollAlignment)?
  /// Where focus moves, remembering each shelf's last focused item.
  var navigator = FocusNavigator<ItemID, SectionID>(maximumDistance: .infinity)

  init(layout: CollectionLayout<SectionID, ItemID>, scrollID: ElementID, generation: Int) {
    self.layout = layout
    self.scrollID = scrollID
    lastUsed = generation
  }

  /// The viewport's top in the collection when the scroll container is at `offset`.
  func viewportStart(at offset: Double) -> Double { viewportStart + offset - viewportOffset }

  /// The scroll offset that puts the viewport's top at `start` in the collection.
  func offset(showingFrom start: Double) -> Double { viewportOffset + start - viewportStart }

  /// Moves the scroll offset so the anchored item keeps its place, or a request lands.
  func correctOffset(_ scroll: inout ScrollState) {
    let length = viewportLength ?? 0
    if let target, let frame = layout.frame(ofItem: target.item) {
      let start = viewportStart(at: scroll.offset.y)
      let wanted = ElementBuilder.offset(
        showing: frame.minY, length: frame.height, in: length, from: start,
        alignment: target.alignment)
      scroll.move(.vertical, to: offset(showingFrom: wanted), cause: .scrollTo)
      return
    }
    guard let anchor, let frame = layout.frame(ofItem: anchor.item) else { return }
    let wanted = offset(showingFrom: frame.minY - anchor.distance)
    scroll.move(.vertical, to: wanted, cause: .anchoring)
  }

  /// The viewport's start clamped to the content, for the scroll container at `offset`.
  func clampedStart(at offset: Double) -> Double {
    let length = viewportLength ?? 0
    let end = layout.contentSize.height
    return Swift.min(Swift.max(viewportStart(at: offset), viewportStart(at: 0)),
                     Swift.max(viewportStart(at: 0), end - length))
  }

  func measure(_ builder: ElementBuilder, node: Int, proposal: ProposedSize) -> Size {
    if let width = proposal.width, width.isFinite, width >= 0, width != layout.width {
      try? layout.setWidth(width)
    }
    let width = layout.width
    let start = builder.nodes[node].childStart
    let count = Swift.min(builder.nodes[node].childCount, slots.count)
    var firstChanged = Int.max
    for position in 0..<count {
      let child = builder.childList[start + position]
      switch slots[position] {
      case .item(let section, let index):
        let style = layout.sections[section].style
        let size = builder.measureChild(child, SectionLayout.proposal(style: style, width: width))
        if layout.sections[section].setSize(size, at: index, width: width) {
          firstChanged = Swift.min(firstChanged, section)
        }
      case .header(let section), .footer(let section):
        let isHeader = if case .header = slots[position] { true } else { false }
        let size = builder.measureChild(child, ProposedSize(width: width, height: nil))
        if layout.setSupplementLength(size.height, header: isHeader, section: section) {
          firstChanged = Swift.min(firstChanged, section)
        }
      }
    }
    if firstChanged != .max { layout.refreshStarts(from: firstChanged) }
    var scroll = builder.engine.state.scroll(scrollID)
    correctOffset(&scroll)
    builder.engine.state.scrolls[scrollID] = scroll
    return Size(width: proposal.width ?? width, height: layout.contentSize.height)
  }

  func place(_ builder: ElementBuilder, node: Int, scrollNode: Int) {
    let bounds = builder.nodes[node].frame
    let start = builder.nodes[node].childStart
    let count = builder.nodes[node].childCount
    var top = viewportStart
    var length = viewportLength ?? 0
    if scrollNode >= 0 {
      let viewport = builder.nodes[scrollNode].frame
      top = viewport.minY - bounds.minY
      length = viewport.height
      viewportStart = top
      viewportOffset = builder.engine.state.scrolls[scrollID]?.offset.y ?? 0
      viewportLength = length
    }
    let width = layout.width
    for position in 0..<count {
      let child = builder.childList[start + position]
      guard position < slots.count else {
        builder.place(child, at: bounds.origin, proposal: builder.nodes[child].proposal)
        continue
      }
      let slot = slots[position]
      let frame = layout.frame(of: slot, viewportStart: top, length: length)
      let point = Point(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY)
      let proposal: ProposedSize
      if case .item(let section, _) = slot {
        proposal = SectionLayout.proposal(style: layout.sections[section].style, width: width)
      } else {
        proposal = ProposedSize(width: width, height: nil)
      }
      builder.place(child, at: point, proposal: proposal)
    }
    guard scrollNode >= 0 else { return }
    // The elements the final offset needs, against those declared: another pass when they
    // differ (sizes measured in this pass moved the window).
    var matched = 0
    var isShort = false
    layout.forEachSlot(viewportStart: top, length: length, overscan: 0) { slot in
      guard !isShort else { return }
      while matched < slots.count && slots[matched] != slot { matched += 1 }
      if matched == slots.count { isShort = true }
    }
    if isShort { builder.outcome.shortfalls.append((builder.ids[node], 0..<0)) }
  }

  func finish(isSettled: Bool) {
    if target != nil {
      if isSettled { target = nil } else { return }
    }
    pickAnchor(at: viewportStart)
  }

  /// Anchors the first item that reaches into the viewport starting at `start`.
  func pickAnchor(at start: Double) {
    anchor = nil
    guard let length = viewportLength else { return }
    layout.forEachSlot(viewportStart: start, length: length, overscan: 0) { slot in
      guard anchor == nil, case .item(let section, let index) = slot,
        let frame = layout.frame(section: section, item: index), frame.maxY > start
      else { return }
      if case .item(let id) = layout.id(of: slot) { anchor = (id, frame.minY - start) }
    }
  }

  func userScrolled(to offset: Double) {
    target = nil
    pickAnchor(at: viewportStart(at: offset))
  }

  func requestScroll(to item: AnyHashable, alignment: ScrollAlignment) {
    guard let item = item.base as? ItemID else { return }
    target = (item, alignment)
    anchor = nil
  }

  func setShelfOffset(_ offset: Double, section: AnyHashable) -> Double? {
    guard let section = section.base as? SectionID else { return nil }
    return (try? layout.setShelfOffset(offset, ofSection: section)) ?? nil
  }

  func moveFocus(from item: AnyHashable, _ direction: FocusDirection) -> AnyHashable? {
    guard let item = item.base as? ItemID else { return nil }
    let length = viewportLength ?? 0
    let width = layout.width
    // Focus engines look near the screen: a screen above and below, a width either side.
    let bounds = Rect(
      x: -width, y: viewportStart - length, width: 3 * width, height: 3 * length)
    let geometry = CollectionFocusGeometry(layout, bounds: bounds)
    guard let next = navigator.move(from: item, direction, in: geometry),
      let position = layout.snapshot.position(of: next)
    else { return nil }
    if layout.sections[position.section].isShelf {
      layout.sections[position.section].shelfOffset = layout.shelfOffset(
        revealing: position.item, inSectionAt: position.section)
    }
    target = (next, .nearest)
    anchor = nil
    return AnyHashable(next)
  }
}
