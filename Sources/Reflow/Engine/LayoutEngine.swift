/// The immediate-mode layout engine: you declare the whole tree every frame, and it keeps the
/// only state that must outlive a frame, keyed by element id.
///
/// ```swift
/// let engine = LayoutEngine()
/// let arrangement = engine.arrange(in: Size(width: 390, height: 844)) { ui in
///   ui.scroll(id: "tags") { ui in
///     ui.flow(options: FlowOptions(itemSpacing: 8, lineSpacing: 8)) { ui in
///       for (index, tag) in tags.enumerated() {
///         ui.leaf(id: ElementID("tag", index: index), size: tag.size)
///       }
///     }
///   }
/// }
/// ```
///
/// Each frame runs in passes. A pass calls your closure to declare the tree, measures it
/// (proposals go down, sizes come up), places it, and reduces preferences in tree order. When
/// an `onPreferenceChange` action receives a new value, a geometry reader's content changes
/// size, a late size is reported during the arrangement, or a lazy flow's declared items fall
/// short of its viewport, the engine runs another pass, at most ``maximumPasses`` in all; if
/// layout still changes, the arrangement reports ``Diagnostic/didNotSettle(ids:passes:)`` (or
/// ``Diagnostic/windowNotFilled(_:missing:passes:)``) and shows the last pass. It never loops
/// unbounded.
///
/// The engine keeps, by id: sizes reported late by a renderer, scroll offsets and anchors, the
/// content sizes of geometry readers, the preference values each observer last received, and
/// the layout of every lazy flow's items. What the arrangements stop declaring is forgotten
/// after ``stateLifetime`` arrangements. The engine is a class because that state is shared: the
/// code declaring frames and the renderer reporting sizes and scroll offsets talk to the same
/// engine, and preference actions change it during a frame. It is not thread-safe: use it from
/// one thread or actor.
public final class LayoutEngine {
  /// The most layout passes a frame runs before giving up on settling; at least 1.
  ///
  /// Two passes cover one round of preference changes (the first frame of a layout driven by a
  /// preference such as the widest label); a geometry reader sized by its content adds one; a
  /// lazy flow whose estimate is far from its items' real sizes may take one more to fill its
  /// viewport.
  public var maximumPasses: Int {
    didSet { maximumPasses = Swift.max(1, maximumPasses) }
  }

  /// The direction the arrangement reads in: where leading and trailing are, for every
  /// container.
  ///
  /// Containers place their children left to right, and in a right-to-left arrangement the
  /// engine mirrors each container's children within its bounds, as SwiftUI does: an
  /// `hstack`'s first child is at the right, a `padding`'s leading inset is on the right, a
  /// `.topLeading` overlay is at the top-right corner, and a horizontal scroll's offset 0 shows
  /// its content's right end. Your own ``ContainerLayout`` needs no change. A flow whose
  /// ``FlowOptions/direction`` is `nil` follows this direction; an explicit one wins.
  /// ``ElementBuilder/layoutDirection(_:id:content:)`` changes it for a subtree.
  public var layoutDirection = WritingDirection.leftToRight

  /// How many arrangements the state kept for an id (a reported size, a scroll offset, a lazy
  /// flow's layout, an observer's last value) outlives the last arrangement that declared it;
  /// `nil` keeps it until ``discardState(for:)``. At least 1.
  ///
  /// The default, 120 (two seconds at 60 frames a second), keeps memory flat when ids churn —
  /// rows that get new ids, pages dropped and reloaded — while a container left out for a moment
  /// (a tab switched away and back) keeps its scroll position.
  public var stateLifetime: Int? = 120 {
    didSet { stateLifetime = stateLifetime.map { Swift.max(1, $0) } }
  }

  /// The last arrangement laid out.
  public private(set) var lastArrangement: Arrangement?

  /// Everything kept between arrangements.
  // Dynamic exclusivity checks are off for it, as for the builder's buffers: every late leaf of
  // every pass looks its reported size up here, and the check cost as much as the lookup. Each
  // access is one call into `RetainedState` or one read or write of a table entry, none of
  // which calls out to the caller's code, so no access is in progress when the caller (a
  // measure closure, a callback, another thread's misuse aside) reaches the engine again.
  @exclusivity(unchecked) var state = RetainedState()
  /// The size the current (or last) frame was laid out in.
  @exclusivity(unchecked) var rootSize = Size.zero

  // Unchecked too, for the same reason: each access is one read or one write, never held
  // while the caller's code runs.
  @exclusivity(unchecked) private var builder: ElementBuilder?
  @exclusivity(unchecked) private var isInFrame = false
  @exclusivity(unchecked) private var changedDuringFrame: [ElementID] = []
  @exclusivity(unchecked) private var unsettled: [ElementID] = []

  /// Creates an engine with no retained state.
  ///
  /// - Parameter maximumPasses: The most passes a frame runs; values below 1 count as 1.
  public init(maximumPasses: Int = 3) {
    self.maximumPasses = Swift.max(1, maximumPasses)
  }

  /// Lays out one frame of the tree `content` declares.
  ///
  /// `content` may run more than once (once per pass): declare from your state, and change
  /// state only in preference actions.
  ///
  /// - Parameters:
  ///   - size: The size the root proposes to the top-level elements, which are placed at its
  ///     top-left corner. An infinite dimension is proposed as unspecified (the content takes
  ///     its ideal extent); NaN or negative dimensions count as 0.
  ///   - content: Declares the tree through the builder.
  /// - Returns: The arrangement. Called from inside an arrangement's closure or action, an empty
  ///   arrangement with ``Diagnostic/reentrantArrangement``.
  /// - Complexity: O(*n*) per pass in the number of elements declared, plus your measure
  ///   closures and layouts.
  public func arrange(in size: Size, _ content: (ElementBuilder) -> Void) -> Arrangement {
    guard !isInFrame else { return .empty(size: size, diagnostics: [.reentrantArrangement]) }
    isInFrame = true
    defer { isInFrame = false }
    let builder = self.builder ?? ElementBuilder(engine: self)
    self.builder = builder
    state.generation += 1

    var extra = state.pendingDiagnostics
    state.pendingDiagnostics.removeAll()
    var size = size
    if !(size.width >= 0) || !(size.height >= 0) {
      extra.append(.invalidSize(ElementID(automatic: 0), size))
      size = Size(
        width: size.width >= 0 ? size.width : 0, height: size.height >= 0 ? size.height : 0)
    }
    rootSize = size
    let proposal = ProposedSize(
      width: size.width.isFinite ? size.width : nil,
      height: size.height.isFinite ? size.height : nil)

    builder.beginArrangement()
    var passCount = 0
    repeat {
      passCount += 1
      changedDuringFrame.removeAll(keepingCapacity: true)
      builder.runPass(proposal: proposal, content)
      unsettled.removeAll(keepingCapacity: true)
      unsettled.append(contentsOf: builder.outcome.changedIDs)
      for (id, deliver) in changedObservers(builder) {
        unsettled.append(id)
        deliver()
      }
      unsettled.append(contentsOf: changedDuringFrame)
    } while (!unsettled.isEmpty || !builder.outcome.shortfalls.isEmpty)
      && passCount < maximumPasses

    if !unsettled.isEmpty {
      var seen = Set<ElementID>()
      let ids = unsettled.filter { seen.insert($0).inserted }
      extra.append(.didNotSettle(ids: ids, passes: passCount))
    }
    for (id, missing) in builder.outcome.shortfalls {
      extra.append(.windowNotFilled(id, missing: missing, passes: passCount))
    }
    let isSettled =
      unsettled.isEmpty && builder.outcome.shortfalls.isEmpty
      && builder.outcome.estimatedIDs.isEmpty
    let corrections = builder.finishArrangement(isSettled: isSettled)
    let frame = builder.makeFrame(
      size: size, passCount: passCount, diagnostics: extra, isSettled: isSettled,
      corrections: corrections)
    builder.endFrame()
    let previous = lastArrangement
    lastArrangement = frame
    // The arrangement before last is usually let go by now: its buffers serve the next one.
    if let previous { builder.recycle(previous) }
    if let lifetime = stateLifetime, state.generation % Swift.max(1, lifetime / 4) == 0 {
      state.discard(unusedBefore: state.generation - lifetime)
    }
    return frame
  }

  /// The observers whose value changed since they last received one, with the calls that
  /// deliver the new values; the values are kept as delivered.
  private func changedObservers(_ builder: ElementBuilder) -> [(ElementID, () -> Void)] {
    guard !builder.observers.isEmpty else { return [] }
    var changes: [(ElementID, () -> Void)] = []
    var ordinals: [ObserverSlot: Int] = [:]
    let generation = state.generation
    for observer in builder.observers where builder.nodes[observer.node].rank >= 0 {
      let id = builder.ids[observer.node]
      var slot = ObserverSlot(id: id, key: observer.key, ordinal: 0)
      slot.ordinal = ordinals[slot, default: 0]
      ordinals[ObserverSlot(id: id, key: observer.key, ordinal: 0)] = slot.ordinal + 1
      let last = state.observedValues[slot]?.value
      if let (value, deliver) = observer.evaluate(builder, observer.node, last) {
        state.observedValues[slot] = RetainedState.Kept(value: value, lastUsed: generation)
        changes.append((id, deliver))
      } else {
        state.observedValues[slot]?.lastUsed = generation
      }
    }
    return changes
  }

  // MARK: - Retained state

  /// Records the size a renderer measured for the late-sized leaf `id`
  /// (``ElementBuilder/leaf(id:estimate:)``); the next frame lays it out at this size.
  ///
  /// A size within 1e-9 of the one recorded is no change. Reported during a frame (from a
  /// preference action), a change runs another pass.
  ///
  /// - Parameters:
  ///   - size: The measured size; NaN, infinite or negative dimensions are recorded as 0 and
  ///     reported as ``Diagnostic/invalidSize(_:_:)`` in the next frame.
  ///   - id: The leaf's id.
  public func report(size: Size, for id: ElementID) {
    var size = size
    if !size.isValidLayoutSize {
      state.pendingDiagnostics.append(.invalidSize(id, size))
      size = Size(width: size.width.clampedLength, height: size.height.clampedLength)
    }
    if let recorded = state.reportedSizes[id]?.value, recorded.isClose(to: size) { return }
    let generation = state.generation
    state.reportedSizes[id] = RetainedState.Kept(value: size, lastUsed: generation)
    if isInFrame { changedDuringFrame.append(id) }
  }

  /// The size last reported for `id`, if any.
  public func reportedSize(for id: ElementID) -> Size? {
    state.reportedSizes[id]?.value
  }

  /// Scrolls the scroll container `id` to show its content from `offset`: what the user
  /// scrolled to.
  ///
  /// The next frame clamps the offset to the content (0 up to the content's length less the
  /// viewport's, along the container's axis; 0 across it) and keeps the clamped value. The
  /// content at the viewport's anchored edge (``ScrollAnchorEdge``) becomes the anchor that
  /// later changes above it leave in place, and a pending ``scrollTo(_:in:anchor:)`` is
  /// cancelled. Set during a frame (from a preference action), a change runs another pass.
  ///
  /// Virtualized content (a lazy flow, a collection, a masonry) picks that anchor when it is
  /// first needed, as it stood when you scrolled: in the next frame, mostly from the items
  /// that frame declares anyway, or before an edit of its items. Calling this on every
  /// scroll event, several times a frame, costs little.
  ///
  /// - Parameters:
  ///   - offset: How far the content is moved up (and left) under the viewport.
  ///   - id: The scroll container's id.
  public func setScrollOffset(_ offset: Point, for id: ElementID) {
    let offset = Point(x: offset.x.isFinite ? offset.x : 0, y: offset.y.isFinite ? offset.y : 0)
    var scroll = state.scrolls[id] ?? ScrollViewport(lastUsed: state.generation)
    scroll.isSet = true
    scroll.elements.endRequest()
    guard offset != scroll.offset else {
      state.scrolls[id] = scroll
      return
    }
    scroll.offset = offset
    if !isInFrame { scroll.startOffset = offset }
    state.scrolls[id] = scroll
    userScrolled(id)
    if isInFrame { changedDuringFrame.append(id) }
  }

  /// The scroll offset of the container `id`, as clamped and corrected by the last arrangement;
  /// `.zero` when none was set.
  public func scrollOffset(for id: ElementID) -> Point {
    state.scrolls[id]?.offset ?? .zero
  }

  /// Forgets everything kept for `id`: its reported size, scroll offset and anchor, geometry
  /// reader size, lazy flow layout and the preference values its observers received. Call it
  /// when an element goes away for good.
  public func discardState(for id: ElementID) {
    state.discard(id)
  }

  /// The number of ids the engine keeps state for: sizes reported, scroll containers, geometry
  /// readers, observers and lazy flows. It stays bounded when ids churn (see ``stateLifetime``).
  public var retainedEntryCount: Int { state.entryCount }
}
