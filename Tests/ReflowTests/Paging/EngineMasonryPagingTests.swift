@testable import Reflow
import ReflowTesting
import Testing

/// A photo of the model source: only its id matters, and its length follows from it.
typealias PagedPhoto = PagingSourceModel.Item

/// A ``RemoteCollection`` shown as masonry through the engine, kept in step with
/// `LayoutEngine.apply(_:to:)`: appended and prepended pages, placeholders loaded in place,
/// a refresh that moves the items, pages trimmed under the memory limit.
@Suite struct EngineMasonryPagingTests {
  /// A photo's length along its lane, from its id (not its position): 30 to 119 points.
  static func length(of id: Int) -> Double { Double(30 + (id * 37) % 90) }
  static let viewport = Size(width: 300, height: 400)
  /// Three lanes 98 points wide.
  static let options = MasonryOptions(lanes: .count(3), laneSpacing: 3, itemSpacing: 2)
  /// The length assumed for positions never declared; placeholders measure it too.
  static let estimate = 60.0

  /// Element ids: a photo by its id, a placeholder by its position.
  static func photoID(_ id: Int) -> ElementID { ElementID("photo", index: id) }

  /// One arrangement of `feed` as masonry in a vertical scroll: loaded photos measured at
  /// their lengths, placeholders at the estimate.
  @discardableResult
  static func arrange<Key>(
    _ engine: LayoutEngine, _ feed: RemoteCollection<Key, PagedPhoto>
  ) -> (arrangement: Arrangement, window: MasonryWindow) {
    var window: MasonryWindow?
    let arrangement = engine.arrange(in: viewport) { ui in
      ui.scroll(id: "scroll") { ui in
        window = ui.masonry(
          id: "wall", in: "scroll", count: feed.count, options: options,
          estimatedItemLength: estimate, overscan: 0
        ) { index, ui in
          switch feed[index] {
          case .item(let photo):
            ui.leaf(id: photoID(photo.id)) { proposal in
              Size(width: proposal.width ?? 0, height: length(of: photo.id))
            }
          case .placeholder:
            ui.leaf(id: ElementID("slot", index: index)) { proposal in
              Size(width: proposal.width ?? 0, height: estimate)
            }
          }
        }
      }
    }
    return (arrangement, window ?? MasonryWindow(
      visible: [], declared: [], contentSize: .zero,
      position: EndReachedTrigger.Position(
        offset: 0, viewportLength: 0, contentLength: 0, itemCount: 0, lastVisibleIndex: nil)))
  }

  /// Answers every request of `feed` from `source` and hands each change to `engine`.
  ///
  /// - Returns: The changes' edits, in order.
  @discardableResult
  static func load(
    _ feed: inout RemoteCollection<Int, PagedPhoto>, from source: PagingSourceModel,
    into engine: LayoutEngine, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> [PagingChange.Edit] {
    var edits: [PagingChange.Edit] = []
    while let request = feed.nextRequest() {
      let outcome = try feed.receive(source.page(for: request), for: request)
      let change = try #require(outcome.change, sourceLocation: sourceLocation)
      edits += change.edits
      engine.apply(change, to: "wall")
    }
    return edits
  }

  /// The positions from the first to the last `window` shows.
  static func visibleRange(_ window: MasonryWindow) -> Range<Int> {
    (window.visible.first ?? 0)..<((window.visible.last ?? -1) + 1)
  }

  /// The kept masonry.
  static func content(_ engine: LayoutEngine) throws -> MasonryContent {
    try #require(engine.state.virtualized["wall"] as? VirtualizedState<MasonryContent>).content
  }

  /// The photo the engine anchors the scroll offset to: its id, from the feed.
  static func anchoredPhoto<Key>(
    _ engine: LayoutEngine, _ feed: RemoteCollection<Key, PagedPhoto>,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Int {
    let state = try #require(
      engine.state.virtualized["wall"] as? VirtualizedState<MasonryContent>,
      sourceLocation: sourceLocation)
    let anchor = try #require(state.tracker.anchor, sourceLocation: sourceLocation)
    return try #require(feed[anchor.key].item, "a photo", sourceLocation: sourceLocation).id
  }

  /// The lane and length, in the kept masonry, of every loaded photo, by id.
  static func places<Key>(
    _ engine: LayoutEngine, _ feed: RemoteCollection<Key, PagedPhoto>
  ) throws -> [Int: (lane: Int, length: Double)] {
    let content = try content(engine)
    var places: [Int: (lane: Int, length: Double)] = [:]
    for index in feed.loadedRange {
      guard let photo = feed[index].item, let lane = content.index.lane(of: index),
        let frame = content.index.frame(at: index)
      else { continue }
      places[photo.id] = (lane, frame.height)
    }
    return places
  }

  /// Expects every photo of `before` to keep its lane and length in `after`.
  static func expectPlacesKept(
    _ before: [Int: (lane: Int, length: Double)], in after: [Int: (lane: Int, length: Double)],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for (id, place) in before {
      guard let now = after[id] else { continue }
      #expect(now.lane == place.lane, "photo \(id) changed lanes", sourceLocation: sourceLocation)
      #expect(now.length == place.length, "photo \(id) changed length",
        sourceLocation: sourceLocation)
    }
  }

  @Test("An appended page leaves every photo drawn where it was, in its lane, at its length")
  func appendKeepsEveryPhoto() throws {
    let source = PagingSourceModel(count: 200, reportsCount: false)
    var feed = try RemoteCollection<Int, PagedPhoto>(
      keys: .offsets(pageSize: 20), prefetch: .whenAsked)
    let engine = LayoutEngine()
    var next = feed.nextRequest()
    var request = try #require(next)
    _ = try feed.receive(source.page(for: request), for: request)
    Self.arrange(engine, feed)
    engine.setScrollOffset(Point(x: 0, y: 100), for: "scroll")
    let (before, _) = Self.arrange(engine, feed)
    let places = try Self.places(engine, feed)
    #expect(places.count == 20)
    feed.loadMore(at: .append)
    next = feed.nextRequest()
    request = try #require(next)
    let outcome = try feed.receive(source.page(for: request), for: request)
    let change = try #require(outcome.change)
    #expect(change.edits == [.insert(20..<40)])
    engine.apply(change, to: "wall")
    let (after, _) = Self.arrange(engine, feed)
    #expect(after.isSettled)
    #expect(engine.checkViewportInvariants() == [])
    #expect(engine.scrollOffset(for: "scroll").y == 100)
    for id in 0..<20 {
      #expect(after.frame(of: Self.photoID(id)) == before.frame(of: Self.photoID(id)), "photo \(id)")
    }
    Self.expectPlacesKept(places, in: try Self.places(engine, feed))
  }

  /// What a page prepended above photo 50 (a feed restored there) does to the photo the
  /// engine anchors, with or without the change handed to the engine.
  private func prependAbove(applying: Bool) throws -> (
    before: Rect, after: Rect?, change: PagingChange, kept: Bool
  ) {
    let source = PagingSourceModel(count: 200, reportsCount: false)
    var feed = try RemoteCollection<PagingSourceModel.Cursor, PagedPhoto>(
      keys: .cursors(pageSize: 20), prefetch: .whenAsked)
    let engine = LayoutEngine()
    feed.refresh(at: .from(50))
    var next = feed.nextRequest()
    var request = try #require(next)
    _ = try feed.receive(source.page(for: request), for: request)
    #expect(feed.loadedItems.first?.id == 50)
    Self.arrange(engine, feed)
    engine.setScrollOffset(Point(x: 0, y: 150), for: "scroll")
    let (shown, _) = Self.arrange(engine, feed)
    let anchored = try Self.anchoredPhoto(engine, feed)
    let before = try #require(shown.frame(of: Self.photoID(anchored)))
    let places = try Self.places(engine, feed)
    feed.loadMore(at: .prepend)
    next = feed.nextRequest()
    request = try #require(next)
    #expect(request.kind == .prepend)
    let outcome = try feed.receive(source.page(for: request), for: request)
    let change = try #require(outcome.change)
    if applying { engine.apply(change, to: "wall") }
    let (after, _) = Self.arrange(engine, feed)
    #expect(after.isSettled)
    #expect(engine.checkViewportInvariants() == [])
    let now = try Self.places(engine, feed)
    let kept = places.allSatisfy { id, place in
      now[id].map { $0.lane == place.lane && $0.length == place.length } ?? false
    }
    return (before, after.frame(of: Self.photoID(anchored)), change, kept)
  }

  @Test("A page prepended above the viewport leaves the anchored photo on screen where it was (0 px), every photo in its lane")
  func prependKeepsTheAnchoredPhoto() throws {
    let (before, after, change, kept) = try prependAbove(applying: true)
    #expect(change.edits == [.insert(0..<20)])
    #expect(after == before)
    #expect(kept, "every photo loaded before keeps its lane and length")
  }

  @Test("Without the change applied, the same prepend moves the anchored photo")
  func prependWithoutTheChangeJumps() throws {
    let (before, after, _, _) = try prependAbove(applying: false)
    #expect(after != before)
  }

  @Test("Placeholders loaded in place keep their lanes, take their photos' lengths, and the anchored one stays put")
  func placeholdersLoadInPlace() throws {
    let source = PagingSourceModel(count: 1_000)
    var feed = try RemoteCollection<Int, PagedPhoto>(keys: .offsets(pageSize: 20), prefetch: .items(5))
    let engine = LayoutEngine()
    let next = feed.nextRequest()
    let request = try #require(next)
    _ = try feed.receive(source.page(for: request), for: request)
    #expect(feed.count == 1_000)
    Self.arrange(engine, feed)
    // Far below the first page: only placeholders, 60 points long.
    engine.setScrollOffset(Point(x: 0, y: 6_000), for: "scroll")
    let (shown, window) = Self.arrange(engine, feed)
    #expect(window.visible.allSatisfy { feed[$0].isPlaceholder })
    let content = try Self.content(engine)
    let lanes = window.declared.map { content.index.lane(of: $0) }
    let state = try #require(
      engine.state.virtualized["wall"] as? VirtualizedState<MasonryContent>)
    let anchor = try #require(state.tracker.anchor?.key)
    let top = try #require(shown.frame(of: ElementID("slot", index: anchor))).minY
    // The collection loads the page there directly, then the next one the viewport reaches;
    // the first page, far from it, goes back to placeholders.
    feed.visibleRangeChanged(Self.visibleRange(window))
    let edits = try Self.load(&feed, from: source, into: engine)
    #expect(edits.allSatisfy { if case .insert = $0 { false } else { true } }, "\(edits)")
    #expect(window.visible.allSatisfy { feed[$0].item != nil })
    let (after, _) = Self.arrange(engine, feed)
    #expect(after.isSettled)
    #expect(engine.checkViewportInvariants() == [])
    #expect(window.declared.map { content.index.lane(of: $0) } == lanes)
    for index in window.visible {
      let photo = try #require(feed[index].item)
      #expect(after.frame(of: Self.photoID(photo.id))?.height == Self.length(of: photo.id))
    }
    let photo = try #require(feed[anchor].item)
    #expect(after.frame(of: Self.photoID(photo.id))?.minY == top)
    // Nothing before the viewport was declared: the first page kept its lengths.
    #expect(content.index.frame(at: 0)?.height == Self.length(of: 0))
  }

  @Test("A refresh that moves the photo on screen to another position keeps it where it was")
  func refreshFollowsTheAnchorMove() throws {
    var source = PagingSourceModel(count: 200)
    var feed = try RemoteCollection<Int, PagedPhoto>(keys: .offsets(pageSize: 20), prefetch: .whenAsked)
    let engine = LayoutEngine()
    try Self.load(&feed, from: source, into: engine)
    feed.loadMore(at: .append)
    try Self.load(&feed, from: source, into: engine)
    Self.arrange(engine, feed)
    engine.setScrollOffset(Point(x: 0, y: 130), for: "scroll")
    let (shown, window) = Self.arrange(engine, feed)
    let anchored = try Self.anchoredPhoto(engine, feed)
    let before = try #require(shown.frame(of: Self.photoID(anchored)))
    feed.visibleRangeChanged(Self.visibleRange(window))
    // Three photos arrive at the source's start; pull to refresh.
    _ = source.insert(count: 3, at: 0)
    feed.refresh()
    let next = feed.nextRequest()
    let request = try #require(next)
    let outcome = try feed.receive(source.page(for: request), for: request)
    let change = try #require(outcome.change)
    let move = try #require(change.anchor)
    #expect(move.to == move.from + 3)
    engine.apply(change, to: "wall")
    let (after, _) = Self.arrange(engine, feed)
    #expect(after.isSettled)
    #expect(engine.checkViewportInvariants() == [])
    #expect(feed.index(ofItemWithID: anchored) != nil)
    #expect(after.frame(of: Self.photoID(anchored))?.minY == before.minY, "photo \(anchored)")
  }

  @Test("Pages trimmed under the memory limit leave the anchored photo where it was, the others in their lanes")
  func trimmedPagesKeepTheAnchoredPhoto() throws {
    let source = PagingSourceModel(count: 200, reportsCount: false)
    var feed = try RemoteCollection<Int, PagedPhoto>(
      keys: .offsets(pageSize: 10), maximumLoadedItems: 50, prefetch: .whenAsked)
    let engine = LayoutEngine()
    try Self.load(&feed, from: source, into: engine)
    for _ in 0..<4 {
      feed.loadMore(at: .append)
      try Self.load(&feed, from: source, into: engine)
    }
    #expect(feed.loadedRange == 0..<50)
    Self.arrange(engine, feed)
    engine.setScrollOffset(Point(x: 0, y: 5_000), for: "scroll")
    let (shown, window) = Self.arrange(engine, feed)
    feed.visibleRangeChanged(Self.visibleRange(window))
    let anchored = try Self.anchoredPhoto(engine, feed)
    let before = try #require(shown.frame(of: Self.photoID(anchored)))
    let places = try Self.places(engine, feed)
    // The next page pushes the first one out: inserted at the end, removed at the start.
    feed.loadMore(at: .append)
    let next = feed.nextRequest()
    let request = try #require(next)
    let outcome = try feed.receive(source.page(for: request), for: request)
    let change = try #require(outcome.change)
    #expect(change.edits == [.insert(50..<60), .remove(0..<10)])
    engine.apply(change, to: "wall")
    let (after, _) = Self.arrange(engine, feed)
    #expect(after.isSettled)
    #expect(engine.checkViewportInvariants() == [])
    #expect(after.frame(of: Self.photoID(anchored)) == before, "photo \(anchored)")
    Self.expectPlacesKept(places, in: try Self.places(engine, feed))
  }
}
