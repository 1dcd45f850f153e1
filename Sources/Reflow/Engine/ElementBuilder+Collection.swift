extension ElementBuilder {
  /// Declares a lazy sectioned collection in a scroll container: the sections of `snapshot`,
  /// one after another along the container's axis, each with its header, items laid out by its
  /// ``SectionStyle`` (a flow, a list, columns, or a shelf that scrolls across the axis) and
  /// footer; only the elements the viewport shows, plus `overscan` before and after (and
  /// beside, in a shelf), are declared. In a horizontal scroll, sections sit side by side,
  /// items flow down columns and headers and footers are strips at each section's edges.
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
  /// - shelves keep their own offset (``LayoutEngine/setShelfOffset(_:section:in:)``)
  ///   and declare only the items they show;
  /// - ``LayoutEngine/scrollTo(item:in:anchor:)`` and
  ///   ``LayoutEngine/moveFocus(from:_:in:)`` work across sections and into shelves.
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
  ///   - scrollID: The id of the enclosing ``scroll(id:axis:anchor:content:)``; the collection
  ///     scrolls along its axis.
  ///   - snapshot: The sections and items to show.
  ///   - estimatedItemSize: The size assumed for items never declared. A dimension that is 0,
  ///     negative or not finite is taken as 1 point and reported (an item without area would
  ///     meet no viewport).
  ///   - estimatedSupplementLength: The length along the scroll axis assumed for headers and
  ///     footers never declared.
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
    let content = collectionContent(
      id, scrollID: scrollID, snapshot: snapshot, estimatedItemSize: estimatedItemSize,
      estimatedSupplementLength: estimatedSupplementLength, sectionSpacing: sectionSpacing)
    // Here, inlined into the caller, comparing and diffing snapshots run specialized.
    content.layout.update(to: snapshot)
    declareCollection(
      id, in: scrollID, content: content, overscan: overscan, item: item, header: header,
      footer: footer)
  }

  /// Declares the collection's container and the elements its window needs.
  @usableFromInline func declareCollection<SectionID, ItemID>(
    _ id: ElementID, in scrollID: ElementID, content: CollectionContent<SectionID, ItemID>,
    overscan: Double, item: (ItemID, ElementBuilder) -> Void,
    header: (SectionID, ElementBuilder) -> Void, footer: (SectionID, ElementBuilder) -> Void
  ) {
    guard let state = engine.state.virtualized[id]
      as? VirtualizedState<CollectionContent<SectionID, ItemID>>, state.content === content
    else { return }
    engine.takePendingRequest(for: id, into: state)
    let (scrollNode, _, _) = beginVirtualized(id, state: state, in: scrollID, overscan: overscan)
    let handle = declareVirtualized(id, state: state, scrollNode: scrollNode) { ui in
      let layout = state.content.layout
      for slot in state.declared {
        let first = nodes.count
        switch slot {
        case .item(let section, let index):
          item(layout.snapshot.itemList[layout.snapshot.sectionStarts[section] + index], ui)
        case .header(let section):
          header(layout.snapshot.sectionList[section].id, ui)
        case .footer(let section):
          footer(layout.snapshot.sectionList[section].id, ui)
        }
        if first < nodes.count {
          nodes[first].reuseCode = reuseCode(layout.reuseKind(of: slot))
        }
      }
    }
    if handle.node >= 0 {
      if state.content.layout.estimatedItemSize != state.content.requestedEstimate {
        reportEstimate(state.content.requestedEstimate, of: id)
      }
      if scrollNode == nil { report(.contentOutsideScroll(id, scroll: scrollID)) }
    }
  }

  /// The kept content of the collection `id`, made anew when its estimates or spacing changed.
  @usableFromInline func collectionContent<
    SectionID: Hashable & Sendable, ItemID: Hashable & Sendable
  >(
    _ id: ElementID, scrollID: ElementID, snapshot: CollectionSnapshot<SectionID, ItemID>,
    estimatedItemSize: Size, estimatedSupplementLength: Double, sectionSpacing: Double
  ) -> CollectionContent<SectionID, ItemID> {
    let generation = engine.state.generation
    let estimate = Self.usableEstimate(estimatedItemSize)
    let supplement =
      estimatedSupplementLength.isFinite ? Swift.max(0, estimatedSupplementLength) : 0
    let spacing = sectionSpacing.isFinite ? Swift.max(0, sectionSpacing) : 0
    // The collection scrolls along its scroll container's axis.
    let axis = enclosingScroll(named: scrollID).map { scrolls[nodes[$0].payload].axis }
      ?? .vertical
    if let state = engine.state.virtualized[id]
      as? VirtualizedState<CollectionContent<SectionID, ItemID>>,
      state.content.layout.estimatedItemSize == estimate,
      state.content.layout.estimatedSupplementLength == supplement,
      state.content.layout.sectionSpacing == spacing,
      state.content.layout.direction == direction, state.content.layout.axis == axis
    {
      state.lastUsed = generation
      state.content.requestedEstimate = estimatedItemSize
      // The caller edits the layout to the snapshot: the user's scroll is anchored first.
      state.settleScroll()
      return state.content
    }
    let cross = engine.viewportGuess(for: scrollID)[axis.crossAxis]
    let layout = CollectionLayout(
      checkedSnapshot: CollectionSnapshot<SectionID, ItemID>(), axis: axis,
      crossLength: cross.isFinite ? cross : 0, estimatedItemSize: estimate,
      estimatedSupplementLength: supplement, sectionSpacing: spacing, direction: direction)
    let content = CollectionContent(layout)
    content.requestedEstimate = estimatedItemSize
    engine.state.virtualized[id] = VirtualizedState(
      content, emptyWindow: [], scrollID: scrollID, generation: generation)
    return content
  }

  /// The code a node keeps for a reuse kind: 1 a cell, 2 a header, 3 a footer, 4 and up a
  /// custom kind named in `reuseNames`.
  func reuseCode(_ kind: ReuseKind) -> UInt8 {
    Self.reuseCode(kind, names: &reuseNames)
  }

  /// The code a node keeps for `kind` (0 for `nil`: an element outside any collection), adding
  /// a custom kind's name to `names`; a kind past the 250 names a code can hold is kept as a
  /// cell.
  static func reuseCode(_ kind: ReuseKind?, names: inout [String]) -> UInt8 {
    switch kind {
    case nil: return 0
    case .cell: return 1
    case .header: return 2
    case .footer: return 3
    case .custom(let name):
      if let index = names.firstIndex(of: name) { return UInt8(truncatingIfNeeded: 4 + index) }
      guard names.count < 250 else { return 1 }
      names.append(name)
      return UInt8(truncatingIfNeeded: 3 + names.count)
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
