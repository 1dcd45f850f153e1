import Reflow

/// One arrangement per frame: the content declared in its scroll container as an app declares
/// it, and what users feel read back from it.
extension SimulationState {
  /// The height of a section's header in the sections scenario.
  static var headerHeight: Double { 32 }
  /// How long the user waits for a jump to land before scrolling on.
  static var landingTimeout: Double { 5 }

  /// Lays out one arrangement of the content and reads what it shows: the scroll offset as the
  /// engine corrected it, the visible positions, where the loaded items are, and how far the
  /// content under the viewport moved.
  ///
  /// - Parameter userScrolled: How far the user scrolled since the last arrangement.
  mutating func arrange(userScrolled: Double) {
    let configuration = configuration
    let anchor: ScrollAnchorEdge? =
      configuration.anchoring ? (configuration.anchorEdge == .top ? .top : .bottom) : nil
    // The loaded items and their positions, captured on their own: the item closures, run for
    // every declared item, copied a captured collection on each call.
    let count = collection.count
    let loadedRange = collection.loadedRange
    let loadedItems = collection.loadedItems
    let source = source
    let time = time
    let isExact = configuration.measureDelayFrames == 0
    let estimate = drawnSize(source.estimatedItemSize)
    let snapshot = sectionsSnapshot()
    arrangedVersion = collectionVersion
    let contentID = Self.contentID
    let scrollID = Self.scrollID
    var window: LazyFlowWindow?
    var masonryWindow: MasonryWindow?
    let masonryOptions = self.masonryOptions
    let arrangement = engine.arrange(in: configuration.viewport) { ui in
      ui.scroll(id: scrollID, anchor: anchor) { ui in
        // What a renderer gives: the real size at once, or the estimate until it reports.
        func declare(_ id: Int, _ ui: ElementBuilder) {
          if isExact, masonryOptions != nil {
            // Masonry offers the lane's width: the item keeps its aspect ratio at it.
            let natural = source.size(of: id, at: time)
            ui.leaf(id: ElementID(id)) { proposal in
              let width = proposal.width ?? natural.width
              return Size(width: width, height: width * natural.height / natural.width)
            }
          } else if isExact {
            ui.leaf(id: ElementID(id), size: source.size(of: id, at: time))
          } else {
            ui.leaf(id: ElementID(id), estimate: estimate)
          }
        }
        // The item at a position, or its placeholder.
        func declareItem(_ index: Int, _ ui: ElementBuilder) {
          if loadedRange.contains(index) {
            let offset = index - loadedRange.lowerBound
            declare(loadedItems[loadedItems.index(loadedItems.startIndex, offsetBy: offset)].id, ui)
          } else {
            ui.leaf(id: ElementID("placeholder", index: index), size: estimate)
          }
        }
        switch configuration.content {
        case .flow:
          window = ui.lazyFlow(
            id: contentID, in: scrollID, count: count, options: configuration.flow,
            estimatedItemSize: estimate, item: declareItem)
        case .masonry:
          masonryWindow = ui.masonry(
            id: contentID, in: scrollID, count: count,
            options: masonryOptions ?? MasonryOptions(lanes: .count(1)),
            estimatedItemLength: estimate.height, item: declareItem)
        case .sections:
          ui.collection(
            id: contentID, in: scrollID, snapshot: snapshot, estimatedItemSize: estimate,
            estimatedSupplementLength: Self.headerHeight
          ) { id, ui in
            declare(id, ui)
          } header: { section, ui in
            ui.leaf(
              id: ElementID("header", index: section),
              size: Size(width: configuration.viewport.width, height: Self.headerHeight))
          }
        }
      }
    }
    offset = engine.scrollOffset(for: scrollID).y
    read(arrangement, window: window, masonry: masonryWindow)
    if let trace {
      let loaded = collection.loadedRange
      trace(
        .arrange(
          count: collection.count, loadedStart: loaded.lowerBound, loadedCount: loaded.count,
          firstID: loaded.isEmpty ? nil : collection[loaded.lowerBound].item?.id, time: time,
          offset: offset, visible: visible))
    }
    if arrangement.scrollCorrections.contains(where: { $0.causes.contains(.anchoring) }) {
      summary.anchorCorrections += 1
    }
    scheduleMeasurements(arrangement)
    showsEstimate = arrangement.estimatedIDs.contains { id in
      arrangement.frame(of: id).map { $0.maxY > 0 && $0.minY < viewportHeight } ?? false
    }
    measureJump(arrangement, userScrolled: userScrolled)
    land(arrangement)
  }

  /// Reads the visible positions, the content's length and where the loaded items lie.
  private mutating func read(
    _ arrangement: Arrangement, window: LazyFlowWindow?, masonry: MasonryWindow?
  ) {
    let loaded = collection.loadedRange
    switch configuration.content {
    case .masonry:
      // The lanes reach the viewport at different items: visible runs from the first to the
      // last item on screen.
      if let masonry, let first = masonry.visible.first, let last = masonry.visible.last {
        visible = first..<(last + 1)
      } else {
        visible = 0..<0
      }
      contentLength = masonry?.contentSize.height ?? 0
      let first = loaded.isEmpty ? nil : engine.frame(ofItem: loaded.lowerBound, inMasonry: Self.contentID)
      let last = loaded.isEmpty ? nil : engine.frame(ofItem: loaded.upperBound - 1, inMasonry: Self.contentID)
      loadedTop = first?.minY ?? 0
      loadedBottom = last?.maxY ?? loadedTop
    case .flow:
      visible = window?.visible ?? 0..<0
      contentLength = window?.contentSize.height ?? 0
      let first = loaded.isEmpty ? nil : engine.frame(ofItem: loaded.lowerBound, inLazyFlow: Self.contentID)
      let last = loaded.isEmpty ? nil : engine.frame(ofItem: loaded.upperBound - 1, inLazyFlow: Self.contentID)
      loadedTop = first?.minY ?? 0
      loadedBottom = last?.maxY ?? loadedTop
    case .sections:
      contentLength =
        engine.collectionLayout(for: Self.contentID, as: CollectionLayout<Int, Int>.self)?
        .contentSize.height ?? 0
      loadedTop = 0
      loadedBottom = contentLength
      var lower = Int.max
      var upper = Int.min
      for command in arrangement.renderCommands where command.reuseKind == .cell {
        guard command.rect.maxY > 0, command.rect.minY < viewportHeight,
          let id = command.id.integer, let position = position(of: id)
        else { continue }
        lower = Swift.min(lower, position)
        upper = Swift.max(upper, position + 1)
      }
      visible = lower < upper ? lower..<upper : 0..<0
    }
  }

  /// Measures how far the content under the viewport moved since the last arrangement, less
  /// what the user scrolled: the jump a user sees.
  ///
  /// The content moved by as little as its steadiest item: of the loaded items on screen now
  /// that the last arrangement laid out too, the one that moved least (by its edge at the
  /// anchored side). Scroll anchoring holds one of them still, so with exact measurement the
  /// figure is 0; items that re-flow around it, or grow below it as they are measured, are not
  /// a jump. A jump landing is not counted either: the user asked for that move.
  ///
  /// The last arrangement is kept whole rather than copied out: an item still is usually the
  /// first one on screen, so a frame asks it for one or two frames instead of remembering every
  /// item around the viewport.
  private mutating func measureJump(_ arrangement: Arrangement, userScrolled: Double) {
    defer { lastArrangement = arrangement }
    guard landing == nil, let last = lastArrangement else { return }
    let isTop = configuration.anchorEdge == .top
    var least = Double.infinity
    // On screen now: the render commands are the elements inside the scroll's viewport; the
    // loaded items are the leaves with integer ids (placeholders and headers have names).
    for command in arrangement.renderCommands where command.isLeaf && command.id.integer != nil {
      let frame = command.rect
      guard frame.maxY > 0, frame.minY < viewportHeight, let before = last.frame(of: command.id)
      else { continue }
      let edge = isTop ? before.minY : before.maxY
      let moved = ((isTop ? frame.minY : frame.maxY) - (edge - userScrolled)).magnitude
      least = Swift.min(least, moved)
      // Offsets are sums of many lengths: rounding is not a jump.
      if least <= 1e-6 { return }
    }
    guard least.isFinite else { return }
    if least > 0.5 { summary.jumpFrames += 1 }
    frameJump = Swift.max(frameJump, least)
    summary.largestVisibleJump = Swift.max(summary.largestVisibleJump, least)
  }

  /// Follows a jump until its item is loaded, measured and still on screen, then records how
  /// long it took and how far from the viewport's top it settled.
  private mutating func land(_ arrangement: Arrangement) {
    guard let landing else { return }
    let elapsed = frame - landing.frame
    let timedOut = Double(elapsed) >= Self.landingTimeout * configuration.framesPerSecond
    var error: Double?
    if landing.requested, landing.position < collection.count,
      let id = collection[landing.position].item?.id,
      let itemFrame = arrangement.frame(of: ElementID(id))
    {
      let settled = arrangement.isSettled && arrangement.scrollCorrections.isEmpty
      if settled || timedOut {
        // Asked to the top; near the end, as close to it as the content allows.
        let top = itemFrame.minY + offset
        error = (offset - Swift.min(top, maximumOffset)).magnitude
      }
    }
    guard error != nil || timedOut else { return }
    summary.settleFrames = Swift.max(summary.settleFrames, elapsed)
    if let error { summary.largestLandingError = Swift.max(summary.largestLandingError, error) }
    self.landing = nil
  }

  /// The masonry's options in the masonry scenario: the flow's item spacing between lanes, its
  /// line spacing between the items of a lane, its insets around them; `nil` for other content.
  var masonryOptions: MasonryOptions? {
    guard case .masonry(let lanes) = configuration.content else { return nil }
    let flow = configuration.flow
    return MasonryOptions(
      lanes: .count(lanes), laneSpacing: flow.itemSpacing, itemSpacing: flow.lineSpacing,
      insets: flow.insets)
  }

  /// The size an item of natural size `size` is drawn at: in masonry, as wide as a lane and
  /// keeping its aspect ratio; elsewhere, its own size.
  func drawnSize(_ size: Size) -> Size {
    guard let options = masonryOptions, case .count(let lanes) = options.lanes,
      size.width > 0
    else { return size }
    let across =
      configuration.viewport.width - options.insets.horizontal
      - Double(lanes - 1) * options.laneSpacing
    let width = Swift.max(0, across / Double(lanes))
    return Size(width: width, height: width * size.height / size.width)
  }

  /// The snapshot of the sections scenario: the loaded items, a section for every
  /// `itemsPerSection` items of the source; made again only when the collection changed.
  mutating func sectionsSnapshot() -> CollectionSnapshot<Int, Int> {
    guard case .sections(let perSection) = configuration.content else {
      return CollectionSnapshot()
    }
    if let sections, sectionsVersion == collectionVersion { return sections }
    var groups: [(section: CollectionSection<Int>, items: [Int])] = []
    for item in collection.loadedItems {
      // Floor division: items inserted at the head have negative identities.
      let section = item.id >= 0 ? item.id / perSection : -((-item.id - 1) / perSection) - 1
      if groups.last?.section.id != section {
        groups.append(
          (CollectionSection(id: section, style: .flow(configuration.flow), header: .header()),
           []))
      }
      groups[groups.count - 1].items.append(item.id)
    }
    // The collection never holds an item twice, so the snapshot is valid.
    let snapshot = (try? CollectionSnapshot(groups)) ?? CollectionSnapshot()
    sections = snapshot
    sectionsVersion = collectionVersion
    return snapshot
  }
}
