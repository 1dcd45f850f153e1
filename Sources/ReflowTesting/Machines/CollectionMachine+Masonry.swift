import Reflow

/// Masonry sections in ``CollectionMachine``'s model: each laid out from scratch by `Masonry`,
/// independently of the layout's index, with the lane each item of a stably placed section
/// keeps; and the whole collection's geometry derived from those layouts and from a layout of
/// the other sections made from scratch.
///
/// A stably placed item takes its lane where it lands (inserted, moved, or every item when its
/// section is restyled or its lanes change in number) and keeps it through measurements and
/// edits around it; an exactly placed section is `Masonry` of its sizes, always.
extension CollectionMachine.Model {
  /// `size`'s extent along the scroll axis.
  func along(_ size: Size) -> Double {
    setup.axis == .vertical ? size.height : size.width
  }

  /// `frame` moved `distance` along the scroll axis.
  func moved(_ frame: Rect, by distance: Double) -> Rect {
    setup.axis == .vertical
      ? frame.offsetBy(dx: 0, dy: distance) : frame.offsetBy(dx: distance, dy: 0)
  }

  /// The options a masonry section's lanes are laid out with in the collection: along its
  /// scroll axis, a `nil` direction the collection's, and a horizontal collection from the
  /// left (the engine mirrors it).
  func laidOut(_ options: MasonryOptions) -> MasonryOptions {
    var options = options
    options.direction =
      setup.axis == .vertical ? options.direction ?? setup.direction : .leftToRight
    options.axis = setup.axis
    return options
  }

  /// The container of masonry lanes `width` across the scroll axis.
  func masonryContainer(width: Double) -> Size {
    setup.axis == .vertical
      ? Size(width: width, height: .infinity) : Size(width: .infinity, height: width)
  }

  /// The number of lanes of the masonry section at `index` in a collection `width` across;
  /// `nil` for another style.
  func laneCount(ofSectionAt index: Int, width: Double) -> Int? {
    guard case .masonry(let options, _) = sections[index].section.style else { return nil }
    return (try? Masonry(container: masonryContainer(width: width), options: laidOut(options)))?
      .laneCount
  }

  /// The masonry section at `index` laid out from scratch: its items' frames in its items'
  /// area, the lane each takes, and the area's length along the scroll axis; `nil` for another
  /// style.
  func masonryLayout(ofSectionAt index: Int) -> (frames: [Rect], lanes: [Int], length: Double)? {
    guard case .masonry(let options, let placement) = sections[index].section.style,
      var masonry = try? Masonry(
        container: masonryContainer(width: width), options: laidOut(options))
    else { return nil }
    var frames: [Rect] = []
    for id in sections[index].items {
      let size = measured.contains(id) ? CollectionSetup.size(of: id) : setup.estimatedItemSize
      let item = MasonryItem(length: along(size))
      do {
        if placement == .stable, let lane = keptLanes[id] {
          frames.append(try masonry.add(item, keeping: lane))
        } else {
          frames.append(try masonry.add(item))
        }
      } catch {
        return nil
      }
    }
    let result = masonry.finish()
    return (frames, frames.indices.map { result.lane(of: $0) ?? 0 }, along(result.contentSize))
  }

  /// Gives every item of a stably placed masonry section that keeps no lane the one it takes
  /// now, and forgets the lanes of items no longer in one.
  mutating func settleLanes() {
    var kept: [Int: Int] = [:]
    for index in sections.indices {
      guard case .masonry(_, .stable) = sections[index].section.style,
        let layout = masonryLayout(ofSectionAt: index)
      else { continue }
      for (offset, id) in sections[index].items.enumerated() { kept[id] = layout.lanes[offset] }
    }
    keptLanes = kept
  }

  /// Forgets the lanes the layout places again when it applies the snapshot the model holds now
  /// over `before`: those of the items the diff deletes or moves (a move removes the item and
  /// inserts it where it lands), and of every item of a section whose style changed; then
  /// settles the lanes.
  mutating func replaceLanes(after before: CollectionSnapshot<Int, Int>?) {
    if let before, let after = try? snapshot() {
      let changes = after.changes(from: before)
      for entry in changes.deletedItems { keptLanes[entry.id] = nil }
      for move in changes.movedItems { keptLanes[move.id] = nil }
      for section in sections
      where before.sections.first(where: { $0.id == section.section.id })?.style
        != section.section.style
      {
        for id in section.items { keptLanes[id] = nil }
      }
    }
    settleLanes()
  }

  /// Takes a new width: the masonry sections whose lanes change in number place every item
  /// again.
  mutating func resize(to newWidth: Double) {
    for index in sections.indices
    where laneCount(ofSectionAt: index, width: width)
      != laneCount(ofSectionAt: index, width: newWidth)
    {
      for id in sections[index].items { keptLanes[id] = nil }
    }
    width = newWidth
    settleLanes()
  }

  /// Where `layout` disagrees with the model's geometry: each section's start and end along the
  /// scroll axis, and each item's frame, from the masonry sections laid out from scratch
  /// (``masonryLayout(ofSectionAt:)``) and the other sections as `scratch` lays them out,
  /// moved to where the sections before them end; and any item that reaches out of its
  /// section's items (into its header, footer or another section) along the scroll axis.
  func geometryViolations(
    _ layout: CollectionLayout<Int, Int>, scratch: CollectionLayout<Int, Int>
  ) -> [Violation] {
    var found: [Violation] = []
    func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
      if !condition && found.count < 4 { found.append(Violation("layout", message())) }
    }
    func near(_ a: Rect?, _ b: Rect?) -> Bool {
      guard let a, let b else { return a == nil && b == nil }
      return [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height]
        .allSatisfy { Swift.abs($0) <= 1e-6 }
    }
    var cursor = 0.0
    for index in sections.indices {
      let laidOut = scratch.extent(ofSectionAt: index)
      let header = laidOut.header ?? 0
      let masonry = masonryLayout(ofSectionAt: index)
      let itemsLength = masonry?.length ?? (laidOut.end - laidOut.start - header - (laidOut.footer ?? 0))
      let start = cursor
      let end = start + (header + itemsLength + (laidOut.footer ?? 0))
      let extent = layout.extent(ofSectionAt: index)
      expect(
        Swift.abs(extent.start - start) <= 1e-6 && Swift.abs(extent.end - end) <= 1e-6,
        "section \(index) spans \(extent.start)...\(extent.end), expected \(start)...\(end)")
      for (offset, id) in sections[index].items.enumerated() {
        var expected: Rect?
        if let masonry {
          expected = moved(masonry.frames[offset], by: start + header)
        } else {
          expected = scratch.frame(ofItem: id).map { moved($0, by: start - laidOut.start) }
        }
        let frame = layout.frame(ofItem: id)
        expect(
          near(frame, expected),
          "item \(id) is at \(String(describing: frame)), expected"
            + " \(String(describing: expected))")
        // No item reaches into its header, its footer, or another section.
        if let frame {
          let (lower, upper) =
            setup.axis == .vertical ? (frame.minY, frame.maxY) : (frame.minX, frame.maxX)
          let itemsEnd = extent.end - (extent.footer ?? 0)
          expect(
            lower >= extent.start + (extent.header ?? 0) - 1e-6 && upper <= itemsEnd + 1e-6,
            "item \(id) spans \(lower)..<\(upper) outside its section's items,"
              + " \(extent.start + (extent.header ?? 0))..<\(itemsEnd)")
        }
      }
      cursor = end + (index + 1 < sections.count ? setup.sectionSpacing : 0)
    }
    expect(
      Swift.abs(along(layout.contentSize) - cursor) <= 1e-6,
      "the content is \(along(layout.contentSize)) long, expected \(cursor)")
    return found
  }
}
