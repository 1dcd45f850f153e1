/// A ``CollectionLayout`` as virtualized content: what the engine keeps for
/// ``ElementBuilder/collection(id:in:snapshot:estimatedItemSize:estimatedSupplementLength:sectionSpacing:overscan:item:header:footer:)``.
///
/// Its window is a list of elements (headers, items, footers) in paint order; its anchors and
/// requests hold an item's id, so they survive snapshots that move the item. A class, so that the
/// caller's inlined declaration applies its snapshot in place, specialized for its id types.
@usableFromInline final class CollectionContent<
  SectionID: Hashable & Sendable, ItemID: Hashable & Sendable
>: VirtualizedContent {
  @usableFromInline var layout: CollectionLayout<SectionID, ItemID>
  /// Where focus moves, remembering each shelf's last focused item.
  var navigator = FocusNavigator<ItemID, SectionID>(maximumDistance: .infinity)
  /// The estimate the caller asked for, to report one that is not a valid size.
  @usableFromInline var requestedEstimate = Size.zero

  init(_ layout: CollectionLayout<SectionID, ItemID>) {
    self.layout = layout
  }

  var scrollAxis: LayoutAxis { .vertical }
  var mirrors: Bool { false }
  var contentSize: Size { layout.contentSize }

  func fit(_ proposal: ProposedSize) {
    if let width = proposal.width, width.isFinite, width >= 0, width != layout.width {
      try? layout.setWidth(width)
    }
  }

  func size(for proposal: ProposedSize) -> Size {
    Size(width: proposal.width ?? layout.width, height: layout.contentSize.height)
  }

  func window(for band: ViewportBand, into window: inout [CollectionSlot]) {
    window.removeAll(keepingCapacity: true)
    layout.forEachSlot(in: band) { window.append($0) }
  }

  func proposals(in window: [CollectionSlot], into proposals: inout [ProposedSize])
    -> ProposedSize?
  {
    let width = layout.width
    proposals.removeAll(keepingCapacity: true)
    for slot in window {
      if case .item(let section, _) = slot {
        proposals.append(SectionLayout.proposal(style: layout.sections[section].style, width: width))
      } else {
        proposals.append(ProposedSize(width: width, height: nil))
      }
    }
    return nil
  }

  func record(
    _ sizes: UnsafeBufferPointer<Size>, of window: [CollectionSlot],
    properties: ((Int) -> FlowItemProperties?)?
  ) -> Bool {
    let width = layout.width
    var firstChanged = Int.max
    for (position, size) in sizes.enumerated() {
      switch window[position] {
      case .item(let section, let index):
        if layout.sections[section].setSize(size, at: index, width: width) {
          firstChanged = Swift.min(firstChanged, section)
        }
      case .header(let section):
        if layout.setSupplementLength(size.height, header: true, section: section) {
          firstChanged = Swift.min(firstChanged, section)
        }
      case .footer(let section):
        if layout.setSupplementLength(size.height, header: false, section: section) {
          firstChanged = Swift.min(firstChanged, section)
        }
      }
    }
    guard firstChanged != .max else { return false }
    layout.refreshStarts(from: firstChanged)
    return true
  }

  func forEachFrame(in window: [CollectionSlot], band: ViewportBand, _ body: (Int, Rect) -> Void)
  {
    for (position, slot) in window.enumerated() {
      body(position, layout.frame(of: slot, viewportStart: band.start, length: band.length))
    }
  }

  func covers(_ window: [CollectionSlot], _ needed: [CollectionSlot]) -> Bool {
    // Both lists are in paint order: `needed` must be a subsequence of `window`.
    var matched = 0
    for slot in needed {
      while matched < window.count && window[matched] != slot { matched += 1 }
      if matched == window.count { return false }
    }
    return true
  }

  func extent(of item: ItemID) -> ViewportExtent? {
    layout.frame(ofItem: item).map { ViewportExtent(lower: $0.minY, length: $0.height) }
  }

  func edgeKey(_ edge: ScrollAnchorEdge, in band: ViewportBand) -> ItemID? {
    var found: ItemID?
    layout.forEachSlot(in: band.visible) { slot in
      guard edge == .bottom || found == nil, case .item(let section, let index) = slot,
        let frame = layout.frame(section: section, item: index),
        band.intersects(frame.minY, frame.maxY)
      else { return }
      if case .item(let id) = layout.id(of: slot) { found = id }
    }
    return found
  }

  func requestable(_ item: ItemID) -> ItemID? {
    layout.snapshot.position(of: item) == nil ? nil : item
  }
}

/// Shelves and focus, which only collections have.
protocol AnyCollectionState: AnyVirtualizedState {
  /// Scrolls a shelf; returns the offset it lands on.
  func setShelfOffset(_ offset: Double, section: AnyHashable) -> Double?
  /// The neighbour focus moves to, brought into view by the next arrangement.
  func moveFocus(from item: AnyHashable, _ direction: FocusDirection) -> AnyHashable?
}

/// The content of a collection, whatever its id types.
protocol SectionedContent: VirtualizedContent {
  func setShelfOffset(_ offset: Double, section: AnyHashable) -> Double?
  /// Moves focus from `item` near the viewport `band`, scrolling a shelf to show the item it
  /// returns.
  func moveFocus(from item: AnyHashable, _ direction: FocusDirection, near band: ViewportBand)
    -> Key?
}

extension CollectionContent: SectionedContent {
  func setShelfOffset(_ offset: Double, section: AnyHashable) -> Double? {
    guard let section = section.base as? SectionID else { return nil }
    return (try? layout.setShelfOffset(offset, ofSection: section)) ?? nil
  }

  func moveFocus(
    from item: AnyHashable, _ direction: FocusDirection, near band: ViewportBand
  ) -> ItemID? {
    guard let item = item.base as? ItemID else { return nil }
    let width = layout.width
    // Focus engines look near the screen: a screen above and below, a width either side.
    let bounds = Rect(
      x: -width, y: band.start - band.length, width: 3 * width, height: 3 * band.length)
    let geometry = CollectionFocusGeometry(layout, bounds: bounds)
    guard let next = navigator.move(from: item, direction, in: geometry),
      let position = layout.snapshot.position(of: next)
    else { return nil }
    if layout.sections[position.section].isShelf {
      layout.sections[position.section].shelfOffset = layout.shelfOffset(
        revealing: position.item, inSectionAt: position.section)
    }
    return next
  }
}

extension VirtualizedState: AnyCollectionState where Content: SectionedContent {
  func setShelfOffset(_ offset: Double, section: AnyHashable) -> Double? {
    content.setShelfOffset(offset, section: section)
  }

  func moveFocus(from item: AnyHashable, _ direction: FocusDirection) -> AnyHashable? {
    guard let next = content.moveFocus(from: item, direction, near: tracker.band(from: tracker.viewportStart))
    else { return nil }
    tracker.target = (next, .nearest)
    tracker.anchor = nil
    return AnyHashable(next)
  }
}
