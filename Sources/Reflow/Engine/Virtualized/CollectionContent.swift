/// A ``CollectionLayout`` as virtualized content: what the engine keeps for
/// ``ElementBuilder/collection(id:in:snapshot:estimatedItemSize:estimatedSupplementLength:sectionSpacing:overscan:item:header:footer:)``.
///
/// Its window is a list of elements (headers, items, footers) in paint order; its anchors and
/// requests hold an item's id, so they survive snapshots that move the item. A class, so that the
/// caller's inlined declaration applies its snapshot in place, specialized for its id types.
@usableFromInline final class CollectionContent<
  SectionID: Hashable & Sendable, ItemID: Hashable & Sendable
>: VirtualizedContent {
  // Dynamic exclusivity checks are off for its state, as for `VirtualizedState`'s: no access
  // is held across a call out to the caller's code.
  @usableFromInline @exclusivity(unchecked) var layout: CollectionLayout<SectionID, ItemID>
  /// Where focus moves, remembering each shelf's last focused item.
  @exclusivity(unchecked) var navigator = FocusNavigator<ItemID, SectionID>(
    maximumDistance: .infinity)
  /// The estimate the caller asked for, to report one that is not a valid size.
  @usableFromInline var requestedEstimate = Size.zero
  /// How many viewports further than the band it is asked for the next window reaches, before
  /// and after it: the last pass's elements fell short of the viewport there.
  @exclusivity(unchecked) private var widening = (before: 0.0, after: 0.0)
  /// The sizes one pass measured for one section's items, kept for their storage.
  @exclusivity(unchecked) private var measured: [(index: Int, size: Size)] = []

  init(_ layout: CollectionLayout<SectionID, ItemID>) {
    self.layout = layout
  }

  var scrollAxis: LayoutAxis { layout.axis }
  /// A horizontal collection is laid out from the left: right to left, the engine mirrors it.
  var mirrors: Bool { layout.axis == .horizontal && layout.direction == .rightToLeft }
  var contentSize: Size { layout.contentSize }

  func fit(_ proposal: ProposedSize) {
    let proposed = layout.axis == .vertical ? proposal.width : proposal.height
    if let length = proposed, length.isFinite, length >= 0, length != layout.crossLength {
      try? layout.setCrossLength(length)
    }
  }

  func size(for proposal: ProposedSize) -> Size {
    var size = layout.contentSize
    let across = layout.axis.crossAxis
    size[across] = (across == .horizontal ? proposal.width : proposal.height) ?? size[across]
    return size
  }

  func window(for band: ViewportBand, into window: inout [CollectionSlot]) {
    window.removeAll(keepingCapacity: true)
    // After a pass whose elements fell short of the viewport on a side, further on that side
    // (see `planShortfall`).
    let before = band.length * widening.before
    let after = band.length * widening.after
    widening = (0, 0)
    let widened = ViewportBand(
      start: band.start - before, length: band.length + before + after, overscan: band.overscan)
    layout.forEachSlot(in: widened) { window.append($0) }
  }

  /// Plans the next window after a pass whose declared elements did not cover the viewport:
  /// on each side where elements were missing, it reaches further by as many viewports as the
  /// declared items came out shorter than their estimate (smaller, in a flow section), and a
  /// quarter more (see ``ShortfallPlan``).
  ///
  /// Items measured shorter than their estimate bring more into the viewport than the pass
  /// declared: near the content's end, where clamping pulls the offset back by what they gave
  /// up, or past the window's far end. Declaring only the band at the new offset would find a
  /// few more elements a pass; the items about to be declared will likely come out as short as
  /// those measured, so a window that long finds them all in one.
  ///
  /// - Returns: An empty range: a collection's elements are not numbered as one list.
  func planShortfall(declared: [CollectionSlot], needed: [CollectionSlot]) -> Range<Int> {
    // How much shorter the declared items came out: the mean of each one's room against its
    // estimate's, along the axis, or in area in a flow section, whose lines hold more of
    // narrower items. And where the declared elements start along the axis: pinned headers and
    // footers, declared for every section the band meets, float over it wherever their
    // sections start.
    let (axis, estimate) = (layout.axis, layout.estimatedItemSize)
    var (fractions, items) = (0.0, 0)
    var start = Double.infinity
    for slot in declared {
      guard case .item(let section, let index) = slot else {
        if !isPinned(slot) { start = Swift.min(start, lowerEdge(of: slot)) }
        continue
      }
      guard let frame = layout.frame(section: section, item: index) else { continue }
      start = Swift.min(start, frame.origin[axis])
      let fraction =
        if case .flow = layout.sections[section].style {
          frame.size.width * frame.size.height / (estimate.width * estimate.height)
        } else {
          frame.size[axis] / estimate[axis]
        }
      guard fraction.isFinite else { continue }
      fractions += fraction
      items += 1
    }
    let shorter = items == 0 ? 1 : fractions > 0 ? Double(items) / fractions : .infinity
    let reach = Swift.min(Self.maximumWidening, ShortfallPlan.reach(shorterBy: shorter))
    guard start.isFinite else {
      widening = (reach, reach)
      return 0..<0
    }
    var isDeclared = Set(declared)
    for slot in needed where isDeclared.insert(slot).inserted {
      // A shelf's items come into view as it scrolls across: no window along the axis helps.
      if case .item(let section, _) = slot, layout.sections[section].isShelf { continue }
      if lowerEdge(of: slot) < start { widening.before = reach } else { widening.after = reach }
    }
    return 0..<0
  }

  /// Whether `slot` is a pinned header or footer.
  private func isPinned(_ slot: CollectionSlot) -> Bool {
    switch slot {
    case .item: false
    case .header(let section): layout.extent(ofSectionAt: section).pinsHeader
    case .footer(let section): layout.extent(ofSectionAt: section).pinsFooter
    }
  }

  /// Where `slot` starts along the axis, a pinned header or footer where it would be unpinned.
  private func lowerEdge(of slot: CollectionSlot) -> Double {
    switch slot {
    case .item(let section, let index):
      return layout.frame(section: section, item: index)?.origin[layout.axis] ?? 0
    case .header(let section):
      return layout.extent(ofSectionAt: section).start
    case .footer(let section):
      let extent = layout.extent(ofSectionAt: section)
      return extent.end - (extent.footer ?? 0)
    }
  }

  /// The most viewports a window reaches past its band after a shortfall: items that come out
  /// next to nothing against their estimate take the next passes, not one window of them all.
  static var maximumWidening: Double { 64 }

  func proposals(in window: [CollectionSlot], into proposals: inout [ProposedSize])
    -> ProposedSize?
  {
    let axis = layout.axis
    let cross = layout.crossLength
    // Headers and footers span the collection: its width, or its height when horizontal.
    let supplement =
      axis == .vertical
      ? ProposedSize(width: cross, height: nil) : ProposedSize(width: nil, height: cross)
    proposals.removeAll(keepingCapacity: true)
    for slot in window {
      if case .item(let section, let index) = slot {
        proposals.append(layout.sections[section].proposal(forItem: index, crossLength: cross))
      } else {
        proposals.append(supplement)
      }
    }
    return nil
  }

  func record(
    _ sizes: UnsafeBufferPointer<Size>, of window: [CollectionSlot],
    properties: ((Int) -> FlowItemProperties?)?
  ) -> Bool {
    let cross = layout.crossLength
    let axis = layout.axis
    var firstChanged = Int.max
    var position = 0
    while position < sizes.count {
      let slot = window[position]
      let size = sizes[position]
      position += 1
      switch slot {
      case .item(let section, let index):
        // A flow section compares each size in place, allocating nothing unless it changed.
        guard case .masonry = layout.sections[section].style else {
          if layout.sections[section].setSize(size, at: index, crossLength: cross) {
            firstChanged = Swift.min(firstChanged, section)
          }
          continue
        }
        // A masonry section's items are together in the window: measured as one batch, so
        // that an exact masonry places the items after a change once.
        measured.removeAll(keepingCapacity: true)
        measured.append((index, size))
        while position < sizes.count, case .item(section, let next) = window[position] {
          measured.append((next, sizes[position]))
          position += 1
        }
        if layout.sections[section].setSizes(&measured, crossLength: cross) {
          firstChanged = Swift.min(firstChanged, section)
        }
      case .header(let section):
        if layout.setSupplementLength(size[axis], header: true, section: section) {
          firstChanged = Swift.min(firstChanged, section)
        }
      case .footer(let section):
        if layout.setSupplementLength(size[axis], header: false, section: section) {
          firstChanged = Swift.min(firstChanged, section)
        }
      }
    }
    guard firstChanged != .max else { return false }
    layout.refreshStarts(from: firstChanged)
    return true
  }

  func frames(in window: [CollectionSlot], band: ViewportBand, into frames: inout [Rect]) {
    frames.removeAll(keepingCapacity: true)
    for slot in window {
      frames.append(layout.frame(of: slot, viewportStart: band.start, length: band.length))
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
    let axis = layout.axis
    return layout.frame(ofItem: item).map {
      ViewportExtent(lower: $0.origin[axis], length: $0.size[axis])
    }
  }

  func edgeKey(_ edge: ScrollAnchorEdge, in band: ViewportBand, across: ViewportExtent?)
    -> ItemID?
  {
    // Offered the items reaching into the band, in order, the rule picks one.
    var picker = EdgeItemPicker<ItemID>(
      band: band, across: across, axis: layout.axis, inwards: edge == .top)
    layout.forEachSlot(in: band.visible) { slot in
      guard !picker.isDone, case .item(let section, let index) = slot,
        let frame = layout.frame(section: section, item: index),
        band.intersects(frame.origin[layout.axis], frame.origin[layout.axis] + frame.size[layout.axis]),
        case .item(let id) = layout.id(of: slot)
      else { return }
      picker.offer(id) { _ in frame }
    }
    return picker.picked
  }

  func requestable(_ item: ItemID) -> ItemID? {
    layout.snapshot.position(of: item) == nil ? nil : item
  }
}

/// Focus, which collections and masonry have.
protocol AnyFocusableState: AnyVirtualizedState {
  /// The neighbour focus moves to, brought into view by the next arrangement.
  func moveFocus(from item: AnyHashable, _ direction: FocusDirection) -> AnyHashable?
}

/// Shelves, which only collections have.
protocol AnyCollectionState: AnyFocusableState {
  /// Scrolls a shelf; returns the offset it lands on.
  func setShelfOffset(_ offset: Double, section: AnyHashable) -> Double?
}

/// Content focus moves through.
protocol FocusableContent: VirtualizedContent {
  /// Moves focus from `item` near the viewport `band`, scrolling a shelf to show the item it
  /// returns.
  func moveFocus(from item: AnyHashable, _ direction: FocusDirection, near band: ViewportBand)
    -> Key?
}

/// The content of a collection, whatever its id types.
protocol SectionedContent: FocusableContent {
  func setShelfOffset(_ offset: Double, section: AnyHashable) -> Double?
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
    // Focus engines look near the screen: a screen before and after, the collection's cross
    // length either side.
    let bounds = ViewportBand(start: band.start, length: band.length, overscan: band.length)
      .rect(along: layout.axis, across: (-layout.crossLength, 3 * layout.crossLength))
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

extension VirtualizedState: AnyFocusableState where Content: FocusableContent {
  func moveFocus(from item: AnyHashable, _ direction: FocusDirection) -> AnyHashable? {
    guard let next = content.moveFocus(from: item, direction, near: tracker.band(from: tracker.viewportStart))
    else { return nil }
    pendingScroll = nil
    tracker.target = (next, .nearest)
    tracker.anchor = nil
    return AnyHashable(next)
  }
}

extension VirtualizedState: AnyCollectionState where Content: SectionedContent {
  func setShelfOffset(_ offset: Double, section: AnyHashable) -> Double? {
    settleScroll()
    return content.setShelfOffset(offset, section: section)
  }
}
