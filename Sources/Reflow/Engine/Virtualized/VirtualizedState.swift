/// What the engine keeps for one virtualized content between arrangements, whatever its kind:
/// the content, the tracker that anchors it in its scroll container, and the window the current
/// pass declared. The builder drives it through ``AnyVirtualizedState``, a pass at a time.
///
/// A class, so that a pass edits the content in place: a million-item index is never copied,
/// and an arrangement allocates nothing for it.
///
/// The builder calls it through ``AnyVirtualizedState``, which reaches the generic code: the
/// methods a pass calls are specialized for lazy flows and masonry, the content the engine
/// arranges most, so that they do not look up the metadata of their generic types on every
/// call.
final class VirtualizedState<Content: VirtualizedContent>: AnyVirtualizedState {
  // Dynamic exclusivity checks are off for its state, as for the builder's buffers: a pass
  // reads and writes it a few dozen times, and the checks cost a tenth of a small arrangement.
  // No access to it is held across a call out to the caller's code.
  @exclusivity(unchecked) var content: Content
  @exclusivity(unchecked) var tracker = ViewportTracker<Content.Key>()
  @exclusivity(unchecked) var lastUsed: Int
  @exclusivity(unchecked) var scrollID: ElementID
  /// The edge its scroll container anchors, as declared in this arrangement.
  @exclusivity(unchecked) var anchorEdge: ScrollAnchorEdge?
  /// Points before and after the viewport whose elements are declared too.
  @exclusivity(unchecked) var overscan = 0.0
  /// The elements the current pass declared, and the ones a window check needs, kept for their
  /// storage.
  @exclusivity(unchecked) var declared: Content.Window
  @exclusivity(unchecked) private var needed: Content.Window
  /// A scroll by the user whose anchor is not picked yet: where the viewport then started over
  /// the content, and how far the items had moved under it since the last arrangement. See
  /// ``userScrolled(to:)``; ``settleScroll()`` picks it.
  @exclusivity(unchecked) var pendingScroll: (start: Double, shift: Double)?

  init(_ content: Content, emptyWindow: Content.Window, scrollID: ElementID, generation: Int) {
    self.content = content
    declared = emptyWindow
    needed = emptyWindow
    self.scrollID = scrollID
    lastUsed = generation
  }

  var scrollAxis: LayoutAxis { content.scrollAxis }
  var mirrors: Bool { content.mirrors }
  var declaredCount: Int { declared.count }

  /// Starts a pass: keeps the anchor (or a request) in place in `viewport`, and picks the
  /// window the viewport's offset, clamped to the content as it stands, needs.
  ///
  /// - Parameters:
  ///   - viewport: The scroll container's viewport.
  ///   - guess: The viewport's size before any pass placed this content: the scroll
  ///     container's in the last arrangement.
  /// - Returns: The visible band, and the offset it shows from.
  @_specialize(where Content == LazyFlowContent)
  @_specialize(where Content == MasonryContent)
  func beginPass(_ viewport: inout ScrollViewport, guess: () -> Size)
    -> (visible: ViewportBand, offset: Double)
  {
    let axis = content.scrollAxis
    let length: Double
    if let known = tracker.viewportLength {
      length = known
    } else {
      let guessed = guess()[axis]
      length = guessed.isFinite ? guessed : 0
      tracker.viewportLength = length
      tracker.viewportOffset = viewport.offset[axis]
      tracker.viewportStart = viewport.offset[axis]
    }
    if tracker.target != nil { viewport.isAtEnd = false }
    // The anchor the user's scroll asked for, picked where it would have been, at the viewport's
    // start: nothing was edited since (an edit picks it first) and the items have not moved
    // under the viewport, so it would hold the viewport where it is. It is picked from the
    // window below, without a query of its own.
    let scroll = pendingScroll
    let deferred =
      scroll?.shift == 0 && anchorEdge != nil && viewport.clamped == nil
      && tracker.viewportLength != nil && tracker.contentLength == content.contentSize[axis]
    if !deferred { settleScroll() }
    if tracker.anchor == nil && tracker.target == nil && !deferred { viewport.unclamp(axis) }
    tracker.follow(contentLength: content.contentSize[axis])
    if !deferred { tracker.correct(&viewport, axis: axis) { self.content.extent(of: $0) } }
    let contentEnd =
      tracker.offset(showingFrom: content.contentSize[axis]) + tracker.trailingLength
    let offset = viewport.followsEnd ? .infinity : viewport.offset[axis]
    let clamped = Swift.min(Swift.max(0, offset), Swift.max(0, contentEnd - length))
    let start = tracker.viewportStart(at: clamped)
    let band = tracker.band(from: start, overscan: overscan)
    content.window(for: band, into: &declared)
    if deferred, let scroll, let edge = anchorEdge {
      pendingScroll = nil
      if start == scroll.start {
        let key = content.edgeKey(
          edge, in: tracker.band(from: start), across: tracker.across, among: declared)
        tracker.setAnchor(key, extent: key.flatMap { content.extent(of: $0) }, edge: edge)
      } else {
        pickAnchor(from: scroll.start)
      }
      // What correcting from that anchor would have left behind: it moved nothing.
      if tracker.anchor != nil { tracker.wantedOffset = viewport.offset[axis] }
    }
    return (band.visible, clamped)
  }

  @_specialize(where Content == LazyFlowContent)
  @_specialize(where Content == MasonryContent)
  func fit(_ proposal: ProposedSize) {
    content.fit(proposal)
  }

  /// What to propose the declared elements: one proposal for them all, or `nil` after
  /// replacing `proposals` with one for each element, in order.
  @_specialize(where Content == LazyFlowContent)
  @_specialize(where Content == MasonryContent)
  func proposals(into proposals: inout [ProposedSize]) -> ProposedSize? {
    content.proposals(in: declared, into: &proposals)
  }

  /// Records the sizes the declared elements measured, in order (fewer when fewer were
  /// declared), with their flow properties (`nil` for none).
  @_specialize(where Content == LazyFlowContent)
  @_specialize(where Content == MasonryContent)
  func record(_ sizes: UnsafeBufferPointer<Size>, properties: ((Int) -> FlowItemProperties?)?) {
    _ = content.record(sizes, of: declared, properties: properties)
  }

  /// Keeps the anchor (or a request) in place in `viewport` after the pass measured the
  /// content, with the viewport `length` long when the scroll container knows it.
  ///
  /// - Returns: The content's size for `proposal`.
  @_specialize(where Content == LazyFlowContent)
  @_specialize(where Content == MasonryContent)
  func correct(
    _ viewport: inout ScrollViewport, viewportLength length: Double?, proposal: ProposedSize
  ) -> Size {
    if let length { tracker.viewportLength = length }
    tracker.follow(contentLength: content.contentSize[content.scrollAxis])
    tracker.correct(&viewport, axis: content.scrollAxis) { self.content.extent(of: $0) }
    return content.size(for: proposal)
  }

  /// Records where the pass placed the viewport over the content (see
  /// ``ViewportTracker/record(start:offset:sign:length:trailing:across:)``), in a scroll content
  /// `scrollContentLength` long.
  @_specialize(where Content == LazyFlowContent)
  @_specialize(where Content == MasonryContent)
  func record(
    start: Double, offset: Double, sign: Double, length: Double, scrollContentLength: Double,
    across: ViewportExtent
  ) {
    let end = offset + sign * (content.contentSize[content.scrollAxis] - start)
    tracker.record(
      start: start, offset: offset, sign: sign, length: length,
      trailing: Swift.max(0, scrollContentLength - end), across: across)
    tracker.contentLength = content.contentSize[content.scrollAxis]
  }

  /// Replaces `frames` with the declared elements' frames, in order, for the viewport as the
  /// pass placed it.
  @_specialize(where Content == LazyFlowContent)
  @_specialize(where Content == MasonryContent)
  func frames(into frames: inout [Rect]) {
    content.frames(in: declared, band: tracker.band(from: tracker.viewportStart), into: &frames)
  }

  /// Whether the declared elements cover the viewport and overscan at the offset the pass
  /// placed them at; when they do not, the missing items, and the next pass declares more.
  @_specialize(where Content == LazyFlowContent)
  @_specialize(where Content == MasonryContent)
  func checkWindow() -> Range<Int>? {
    content.window(for: tracker.band(from: tracker.viewportStart, overscan: overscan), into: &needed)
    guard !content.covers(declared, needed) else { return nil }
    return content.planShortfall(declared: declared, needed: needed)
  }

  /// Ends the arrangement: a request ends once an arrangement settles, and without one the
  /// anchor is the item at the viewport's anchored edge.
  @_specialize(where Content == LazyFlowContent)
  @_specialize(where Content == MasonryContent)
  func finish(isSettled: Bool) {
    settleScroll()
    if tracker.target != nil && isSettled { tracker.endRequest() }
    if tracker.target == nil { pickAnchor(from: tracker.viewportStart) }
  }

  /// The user scrolled the container to `offset`: anchor what the viewport shows there.
  ///
  /// The anchor is picked when first needed (``settleScroll()``): by the next pass, which
  /// mostly picks it from the window it declares anyway, or before anything edits the content
  /// or reads the anchor.
  @_specialize(where Content == LazyFlowContent)
  @_specialize(where Content == MasonryContent)
  func userScrolled(to offset: Double) {
    settleScroll()
    tracker.target = nil
    // The user scrolled from what the last arrangement showed. Items inserted, removed or
    // measured since moved the content under the viewport by `shift`, which the next
    // correction would have applied: pick the anchor where the user's viewport now is in the
    // edited content, and leave the shift for that correction to apply.
    var shift = 0.0
    if let anchor = tracker.anchor, anchor.requested == nil,
      let found = content.extent(of: anchor.key)
    {
      shift = found.point(at: anchor.fraction) - anchor.position
    }
    pendingScroll = (tracker.viewportStart(at: offset) + shift, shift)
  }

  /// Picks the anchor a scroll by the user asked for (see ``userScrolled(to:)``), if it is
  /// still to pick: what the scroll would have picked then, since nothing has changed since.
  func settleScroll() {
    guard let scroll = pendingScroll else { return }
    pendingScroll = nil
    pickAnchor(from: scroll.start)
    tracker.anchor?.position -= scroll.shift
  }

  /// Anchors the item at the anchored edge of the viewport starting at `start`.
  private func pickAnchor(from start: Double) {
    guard let edge = anchorEdge else { return tracker.anchor = nil }
    let key = content.edgeKey(edge, in: tracker.band(from: start), across: tracker.across)
    tracker.setAnchor(key, extent: key.flatMap { content.extent(of: $0) }, edge: edge)
  }

  /// Asks the next arrangement to bring the item `key` into view; `false` when `key` is not
  /// one of the content's keys.
  func requestScroll(to key: AnyHashable, alignment: ScrollAlignment) -> Bool {
    guard let key = key.base as? Content.Key, let valid = content.requestable(key) else {
      return false
    }
    pendingScroll = nil
    tracker.target = (valid, alignment)
    tracker.anchor = nil
    return true
  }
}

/// A ``VirtualizedState`` whatever its content, as the builder and the engine drive it.
protocol AnyVirtualizedState: AnyObject {
  var lastUsed: Int { get set }
  var scrollID: ElementID { get set }
  var anchorEdge: ScrollAnchorEdge? { get set }
  var overscan: Double { get set }
  var scrollAxis: LayoutAxis { get }
  var mirrors: Bool { get }
  var declaredCount: Int { get }
  func beginPass(_ viewport: inout ScrollViewport, guess: () -> Size)
    -> (visible: ViewportBand, offset: Double)
  func fit(_ proposal: ProposedSize)
  func proposals(into proposals: inout [ProposedSize]) -> ProposedSize?
  func record(_ sizes: UnsafeBufferPointer<Size>, properties: ((Int) -> FlowItemProperties?)?)
  func correct(
    _ viewport: inout ScrollViewport, viewportLength length: Double?, proposal: ProposedSize
  ) -> Size
  func record(
    start: Double, offset: Double, sign: Double, length: Double, scrollContentLength: Double,
    across: ViewportExtent)
  func frames(into frames: inout [Rect])
  func checkWindow() -> Range<Int>?
  func finish(isSettled: Bool)
  func userScrolled(to offset: Double)
  func requestScroll(to key: AnyHashable, alignment: ScrollAlignment) -> Bool
  func checkInvariants() -> [String]
}
