extension ElementBuilder {
  /// Declares a lazy sectioned collection in a vertical scroll container: the sections of
  /// `snapshot`, each with its header, items laid out by its ``SectionStyle`` (a flow, a list,
  /// columns, or a shelf that scrolls sideways) and footer; only the elements the viewport
  /// shows, plus `overscan` above and below (and beside, in a shelf), are declared.
  ///
  /// The engine keeps the collection's layout under `id` (a ``CollectionLayout``): every
  /// section's items in an incremental index, with the sizes measured when they were last
  /// declared, or the estimates. What you get, in every arrangement:
  /// - a snapshot different from the last is applied in place: inserted, deleted and moved
  ///   items re-flow only the rows around them, moved items keep their sizes, and the item at
  ///   the top of the viewport stays put on screen; an equal snapshot costs nothing;
  /// - pinned headers stick to the viewport's top while their section is on screen and are
  ///   pushed off by its end (pinned footers likewise at the bottom); they come after the items
  ///   in ``Arrangement/renderCommands``, so they are drawn above them;
  /// - each render command of the collection carries its ``RenderCommand/reuseKind``: `.cell`
  ///   for items, the section's header or footer kind for its supplements;
  /// - shelves keep their own offset (``LayoutEngine/setShelfOffset(_:section:inCollection:)``)
  ///   and declare only the items they show;
  /// - ``LayoutEngine/scrollTo(item:inCollection:anchor:)`` and
  ///   ``LayoutEngine/moveFocus(from:_:inCollection:)`` work across sections and into shelves.
  ///
  /// ```swift
  /// ui.scroll(id: "screen") { ui in
  ///   ui.collection(id: "grid", in: "screen", snapshot: snapshot,
  ///                 estimatedItemSize: Size(width: 100, height: 100)) { item, ui in
  ///     ui.leaf(id: ElementID("photo", index: item), size: Size(width: 100, height: 100))
  ///   } header: { section, ui in
  ///     ui.leaf(id: ElementID("\(section).header"), size: Size(width: 390, height: 32))
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - id: The collection's id, required: its layout is kept under it.
  ///   - scrollID: The id of the enclosing vertical ``scroll(id:axis:anchor:content:)``.
  ///   - snapshot: The sections and items to show.
  ///   - estimatedItemSize: The size assumed for items never declared.
  ///   - estimatedSupplementLength: The height assumed for headers and footers never declared.
  ///   - sectionSpacing: The space between sections.
  ///   - overscan: Points beyond the viewport whose elements are declared too.
  ///   - item: Declares exactly one element for an item.
  ///   - header: Declares exactly one element for a section's header (sections with one).
  ///   - footer: Declares exactly one element for a section's footer (sections with one).
  /// - Complexity: O(log *n* + *d*) per pass, for *n* items and *d* declared, plus applying a
  ///   changed snapshot and re-flowing the rows around items whose size changed.
  @inlinable
  public func collection<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>(
    id: ElementID, in scrollID: ElementID, snapshot: CollectionSnapshot<SectionID, ItemID>,
    estimatedItemSize: Size, estimatedSupplementLength: Double = 44, sectionSpacing: Double = 0,
    overscan: Double = 200, item: (ItemID, ElementBuilder) -> Void,
    header: (SectionID, ElementBuilder) -> Void = { _, _ in },
    footer: (SectionID, ElementBuilder) -> Void = { _, _ in }
  ) {
    guard isBuilding else { return }
    let state = collectionState(
      id, scrollID: scrollID, snapshot: snapshot, estimatedItemSize: estimatedItemSize,
      estimatedSupplementLength: estimatedSupplementLength, sectionSpacing: sectionSpacing)
    // Here, inlined into the caller, comparing and diffing snapshots run specialized.
    state.layout.apply(snapshot)
    declareCollection(
      id, in: scrollID, state: state, overscan: overscan, item: item, header: header,
      footer: footer)
  }

  /// Declares the collection's container and the elements its window needs.
  @usableFromInline func declareCollection<SectionID, ItemID>(
    _ id: ElementID, in scrollID: ElementID, state: CollectionState<SectionID, ItemID>,
    overscan: Double, item: (ItemID, ElementBuilder) -> Void,
    header: (SectionID, ElementBuilder) -> Void, footer: (SectionID, ElementBuilder) -> Void
  ) {
    let scrollNode = enclosingScrollNode(named: scrollID)
    if let scrollNode { scrolls[nodes[scrollNode].payload].hasLazyFlow = true }
    state.overscan = overscan.isFinite ? Swift.max(0, overscan) : 0

    var scroll = engine.state.scroll(scrollID)
    if state.viewportLength == nil {
      // Never placed: guess the viewport from the scroll container's last arrangement.
      let viewport = engine.lastArrangement?.frame(of: scrollID)?.size ?? engine.rootSize
      state.viewportLength = viewport.height.isFinite ? viewport.height : 0
      state.viewportOffset = scroll.offset.y
      state.viewportStart = scroll.offset.y
    }
    if state.target != nil { scroll.isAtEnd = false }
    state.correctOffset(&scroll)
    engine.state.scrolls[scrollID] = scroll

    let start = state.clampedStart(at: scroll.offset.y)
    state.slots.removeAll(keepingCapacity: true)
    state.layout.forEachSlot(
      viewportStart: start, length: state.viewportLength ?? 0, overscan: state.overscan
    ) { state.slots.append($0) }
    if !collectionIDs.contains(id) { collectionIDs.append(id) }

    layouts.append(.collection(CollectionContainerLayout(
      state: state, scrollNode: scrollNode ?? -1)))
    let handle = container(id, kind: .layout, payload: layouts.count - 1) { ui in
      let slots = state.slots
      for slot in slots {
        let first = nodes.count
        switch slot {
        case .item(let section, let index):
          let flat = state.layout.snapshot.sectionStarts[section] + index
          item(state.layout.snapshot.itemList[flat], ui)
        case .header(let section):
          header(state.layout.snapshot.sectionList[section].id, ui)
        case .footer(let section):
          footer(state.layout.snapshot.sectionList[section].id, ui)
        }
        if first < nodes.count {
          nodes[first].reuseCode = reuseCode(state.layout.reuseKind(of: slot))
        }
      }
    }
    if handle.node >= 0 {
      let estimate = state.layout.estimatedItemSize
      if estimate != state.requestedEstimate { report(.invalidSize(id, state.requestedEstimate)) }
      if scrollNode == nil { report(.lazyFlowOutsideScroll(id, scroll: scrollID)) }
    }
  }

  /// The innermost open scroll container with `id`.
  func enclosingScrollNode(named id: ElementID) -> Int? {
    openContainers.last { nodes[$0].kind == .scroll && ids[$0] == id }
  }

  /// The kept state of the collection `id`, made anew when its estimates or spacing changed.
  @usableFromInline func collectionState<
    SectionID: Hashable & Sendable, ItemID: Hashable & Sendable
  >(
    _ id: ElementID, scrollID: ElementID, snapshot: CollectionSnapshot<SectionID, ItemID>,
    estimatedItemSize: Size, estimatedSupplementLength: Double, sectionSpacing: Double
  ) -> CollectionState<SectionID, ItemID> {
    let generation = engine.state.generation
    let estimate = Size(
      width: estimatedItemSize.width.clampedLength, height: estimatedItemSize.height.clampedLength)
    let supplement =
      estimatedSupplementLength.isFinite ? Swift.max(0, estimatedSupplementLength) : 0
    let spacing = sectionSpacing.isFinite ? Swift.max(0, sectionSpacing) : 0
    if let state = engine.state.collections[id] as? CollectionState<SectionID, ItemID>,
      state.layout.estimatedItemSize == estimate,
      state.layout.estimatedSupplementLength == supplement,
      state.layout.sectionSpacing == spacing, state.layout.direction == direction
    {
      state.lastUsed = generation
      state.scrollID = scrollID
      state.requestedEstimate = estimatedItemSize
      return state
    }
    let viewport = engine.lastArrangement?.frame(of: scrollID)?.size ?? engine.rootSize
    let width = viewport.width.isFinite ? viewport.width : 0
    let layout = CollectionLayout(
      checkedSnapshot: CollectionSnapshot<SectionID, ItemID>(), width: width,
      estimatedItemSize: estimate, estimatedSupplementLength: supplement,
      sectionSpacing: spacing, direction: direction)
    let state = CollectionState(layout: layout, scrollID: scrollID, generation: generation)
    state.requestedEstimate = estimatedItemSize
    engine.state.collections[id] = state
    return state
  }

  /// The code a node keeps for a reuse kind: 1 a cell, 2 a header, 3 a footer, 4 and up a
  /// custom kind named in `reuseNames`.
  func reuseCode(_ kind: ReuseKind) -> UInt8 {
    switch kind {
    case .cell: return 1
    case .header: return 2
    case .footer: return 3
    case .custom(let name):
      if let index = reuseNames.firstIndex(of: name) { return UInt8(truncatingIfNeeded: 4 + index) }
      guard reuseNames.count < 250 else { return 1 }
      reuseNames.append(name)
      return UInt8(truncatingIfNeeded: 3 + reuseNames.count)
    }
  }

  /// The reuse kind a node's code names, or `nil` for an element outside any collection.
  static func reuseKind(code: UInt8, names: [String]) -> ReuseKind? {
    switch code {
    case 0: return nil
    case 1: return .cell
    case 2: return .header
    case 3: return .footer
    default:
      let index = Int(code) - 4
      return index < names.count ? .custom(names[index]) : nil
    }
  }
}

/// A collection in a pass: the engine measures and places its declared elements itself.
struct CollectionContainerLayout {
  let state: any AnyCollectionState
  /// The node of the enclosing scroll container, or -1.
  let scrollNode: Int
}
