/// An element of a ``CollectionLayout`` by position: what the engine declares and places.
enum CollectionSlot: Hashable, Sendable {
  case header(section: Int)
  case item(section: Int, index: Int)
  case footer(section: Int)
}

extension CollectionLayout {
  /// Calls `body` with each element to declare for `band`, in paint order: section after
  /// section, its header, items and footer, except the pinned headers and footers, which come
  /// last so they are drawn above the items they float over.
  ///
  /// - Complexity: O(log *n* + *v*), for *v* elements.
  func forEachSlot(in band: ViewportBand, _ body: (CollectionSlot) -> Void) {
    let lower = band.lower
    let upper = band.upper
    let overscan = band.overscan
    let visible = sections(intersecting: lower, upper)
    for section in visible {
      // A section has a header's (a footer's) length exactly when its description has one.
      let extent = extent(ofSectionAt: section)
      if let header = extent.header, !extent.pinsHeader, extent.start + header > lower {
        body(.header(section: section))
      }
      forEachItem(ofSectionAt: section, from: lower, to: upper, overscan: overscan) { item in
        body(.item(section: section, index: item))
      }
      if let footer = extent.footer, !extent.pinsFooter, extent.end - footer < upper {
        body(.footer(section: section))
      }
    }
    for section in visible {
      let description = snapshot.sectionList[section]
      if description.header?.isPinned == true { body(.header(section: section)) }
      if description.footer?.isPinned == true { body(.footer(section: section)) }
    }
  }

  /// The frame of an element in content coordinates for the viewport starting at `start`,
  /// `length` long: pinned headers and footers where they stick.
  func frame(of slot: CollectionSlot, viewportStart start: Double, length: Double) -> Rect {
    switch slot {
    case .item(let section, let index):
      return frame(section: section, item: index) ?? .zero
    case .header(let section):
      let extent = extent(ofSectionAt: section)
      return strip(at: extent.headerOffset(viewportStart: start), length: extent.header ?? 0)
    case .footer(let section):
      let extent = extent(ofSectionAt: section)
      return strip(
        at: extent.footerOffset(viewportEnd: start + length), length: extent.footer ?? 0)
    }
  }

  /// A header's or footer's frame: from `offset` along the scroll axis, `length` long, across
  /// the whole collection.
  private func strip(at offset: Double, length: Double) -> Rect {
    axis == .vertical
      ? Rect(x: 0, y: offset, width: crossLength, height: length)
      : Rect(x: offset, y: 0, width: length, height: crossLength)
  }

  /// The id of an element.
  func id(of slot: CollectionSlot) -> CollectionElementID<SectionID, ItemID> {
    switch slot {
    case .header(let section): return .header(snapshot.sectionList[section].id)
    case .footer(let section): return .footer(snapshot.sectionList[section].id)
    case .item(let section, let index):
      return .item(snapshot.itemList[snapshot.sectionStarts[section] + index])
    }
  }

  /// The reuse kind of an element: a cell, or its section's header or footer kind.
  func reuseKind(of slot: CollectionSlot) -> ReuseKind {
    switch slot {
    case .item: return .cell
    case .header(let section): return snapshot.sectionList[section].header?.kind ?? .header
    case .footer(let section): return snapshot.sectionList[section].footer?.kind ?? .footer
    }
  }

  /// The elements the viewport `start..<start + length` shows, and those within `overscan` of
  /// it, with their frames in content coordinates and their reuse kinds, in paint order: the
  /// pinned headers and footers last, where they stick.
  ///
  /// ```swift
  /// for element in layout.elements(viewportStart: offset, viewportLength: 844) {
  ///   draw(element.id, in: element.frame.offsetBy(dx: 0, dy: -offset))
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - start: The viewport's leading edge along the scroll axis in content coordinates (the
  ///     scroll offset).
  ///   - length: The viewport's length along the scroll axis.
  ///   - overscan: How far beyond each end of the viewport to include elements.
  /// - Returns: The elements, in paint order.
  /// - Complexity: O(log *n* + *v*), for *v* elements.
  public func elements(viewportStart start: Double, viewportLength length: Double,
                       overscan: Double = 0)
    -> [PlacedElement<CollectionElementID<SectionID, ItemID>>]
  {
    var elements: [PlacedElement<CollectionElementID<SectionID, ItemID>>] = []
    forEachSlot(in: ViewportBand(start: start, length: length, overscan: overscan)) { slot in
      elements.append(PlacedElement(
        id: id(of: slot), frame: frame(of: slot, viewportStart: start, length: length),
        reuseKind: reuseKind(of: slot)))
    }
    return elements
  }

  /// Every element at its place for the viewport `start..<start + length`, in document order:
  /// each section's header, its items, its footer; pinned ones where they stick.
  ///
  /// - Complexity: O(*n*), for *n* items.
  public func allElements(viewportStart start: Double, viewportLength length: Double)
    -> [PlacedElement<CollectionElementID<SectionID, ItemID>>]
  {
    var elements: [PlacedElement<CollectionElementID<SectionID, ItemID>>] = []
    elements.reserveCapacity(snapshot.numberOfItems + 2 * sections.count)
    func add(_ slot: CollectionSlot) {
      elements.append(PlacedElement(
        id: id(of: slot), frame: frame(of: slot, viewportStart: start, length: length),
        reuseKind: reuseKind(of: slot)))
    }
    for section in sections.indices {
      let description = snapshot.sectionList[section]
      if description.header != nil { add(.header(section: section)) }
      for item in 0..<sections[section].items.count { add(.item(section: section, index: item)) }
      if description.footer != nil { add(.footer(section: section)) }
    }
    return elements
  }
}
