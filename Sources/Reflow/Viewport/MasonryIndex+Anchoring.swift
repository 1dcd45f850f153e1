extension MasonryIndex {
  /// The item to keep in place across a change, and where it sits in `viewport`: the first
  /// item, in order, that the viewport shows.
  ///
  /// - Parameter viewport: The visible rectangle in the container's coordinates.
  /// - Returns: The anchor, or `nil` when the viewport shows no item.
  /// - Complexity: As ``indices(intersecting:)``.
  public func anchor(in viewport: Rect) -> MasonryAnchor? {
    guard let index = indices(intersecting: viewport).first, let frame = frame(at: index) else {
      return nil
    }
    return MasonryAnchor(index: index, distance: scrollStart(of: frame) - scrollStart(of: viewport))
  }

  /// The scroll offset (the viewport's start along the scrolling axis, in the container's
  /// coordinates) that puts the anchored item back where the anchor saw it: its start
  /// `anchor.distance` after the viewport's start, so it does not move on screen.
  ///
  /// The offset is clamped to the content, so near either end the item may move after all.
  ///
  /// - Parameters:
  ///   - anchor: An anchor from ``anchor(in:)``, its index moved by any insertion or removal
  ///     before it since.
  ///   - viewportLength: The viewport's length along the scrolling axis.
  /// - Returns: The offset, or `nil` when the anchored item no longer exists.
  /// - Complexity: O(log *n* + *l*), for *l* lanes.
  public func offset(restoring anchor: MasonryAnchor, viewportLength: Double) -> Double? {
    guard let frame = frame(at: anchor.index) else { return nil }
    return clampedOffset(scrollStart(of: frame) - anchor.distance, viewportLength: viewportLength)
  }

  /// Lays every item out again in `container`: for a scroll view resized across its lanes.
  ///
  /// When the number of lanes stays the same, `.stable` placement keeps every item in its lane
  /// (aspect-ratio items take their new lengths); otherwise every item is placed again, as an
  /// index built from scratch places it. An item spanning more lanes than there are now covers
  /// them all, and an explicit lane past the last start that fits becomes that start; both
  /// come back when the lanes do.
  ///
  /// - Throws: ``ReflowError`` for a bad container extent, lanes that need a bounded extent,
  ///   or ``ReflowError/coordinateOverflow(index:)``; nothing changes then.
  /// - Complexity: O(*n* × *l*).
  public mutating func setContainer(_ container: Size) throws(ReflowError) {
    let geometry = try MasonryGeometry(container: container, options: options)
    var records = records(in: 0..<count)
    if placement == .exact || geometry.laneCount != laneCount {
      for index in records.indices { records[index].flags.remove(.placed) }
    }
    var rebuilt = self
    rebuilt.container = container
    rebuilt.geometry = geometry
    rebuilt.blocks = []
    rebuilt.tree = LaneTree(laneCount: geometry.laneCount, leaves: [])
    rebuilt.rewrite(0..<0, with: records)
    if !rebuilt.fits(rebuilt.tree.bound), let bad = rebuilt.firstOverflow() {
      throw .coordinateOverflow(index: bad)
    }
    self = rebuilt
  }

  /// Lays every item out again in `container`, as ``setContainer(_:)``, and returns the scroll
  /// offset that keeps the first item `viewport` showed at the same place on screen (clamped to
  /// the content), or the viewport's own offset clamped when it showed nothing.
  ///
  /// ```swift
  /// offset = try index.setContainer(newSize, keepingAnchorIn: viewport)
  /// ```
  ///
  /// - Parameters:
  ///   - container: The new container.
  ///   - viewport: The visible rectangle before the change; its length along the scrolling
  ///     axis is the one the offset is clamped for.
  /// - Returns: The new scroll offset along the scrolling axis.
  /// - Throws: As ``setContainer(_:)``; nothing changes then.
  /// - Complexity: O(*n* × *l*).
  public mutating func setContainer(_ container: Size, keepingAnchorIn viewport: Rect)
    throws(ReflowError) -> Double
  {
    let anchor = anchor(in: viewport)
    try setContainer(container)
    let length = viewport.size[geometry.axis]
    if let anchor, let offset = offset(restoring: anchor, viewportLength: length) {
      return offset
    }
    return clampedOffset(scrollStart(of: viewport), viewportLength: length)
  }

  /// Where `rect` starts along the scrolling axis.
  private func scrollStart(of rect: Rect) -> Double {
    geometry.axis == .vertical ? rect.minY : rect.minX
  }

  /// `offset` within the offsets that keep a viewport of `viewportLength` on the content.
  private func clampedOffset(_ offset: Double, viewportLength: Double) -> Double {
    let content = contentSize
    var lower = 0.0
    var upper = geometry.axis == .vertical ? content.height : content.width
    if geometry.axis == .horizontal && geometry.direction == .rightToLeft {
      // Right to left, the items run leftwards from the box's right edge, past 0 if long.
      lower = Swift.min(0, geometry.box.width - geometry.insets.horizontal - mainExtent)
      upper = geometry.box.width
    }
    let length = viewportLength.isFinite ? Swift.max(0, viewportLength) : 0
    return Swift.max(lower, Swift.min(offset, Swift.max(lower, upper - length)))
  }
}
