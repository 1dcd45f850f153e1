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
/// size, or a late size is reported during the arrangement, the engine runs another pass, at most
/// ``maximumPasses`` in all; if layout still changes, the arrangement reports
/// ``Diagnostic/didNotSettle(ids:passes:)`` and shows the last pass. It never loops unbounded.
///
/// The engine keeps, by id: sizes reported late by a renderer, scroll offsets, the content
/// sizes of geometry readers, the preference values each observer last received, and the last
/// frame. It is a class because that state is shared: the code declaring frames and the
/// renderer reporting sizes and scroll offsets talk to the same engine, and preference actions
/// change it during a frame. It is not thread-safe: use it from one thread or actor.
public final class LayoutEngine {
  /// The most layout passes a frame runs before giving up on settling; at least 1.
  ///
  /// Two passes cover one round of preference changes (the first frame of a layout driven by a
  /// preference such as the widest label); a geometry reader sized by its content adds one.
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

  /// The last arrangement laid out.
  public private(set) var lastArrangement: Arrangement?

  @exclusivity(unchecked) var reportedSizes: [ElementID: Size] = [:]
  @exclusivity(unchecked) var scrollOffsets: [ElementID: Point] = [:]
  @exclusivity(unchecked) var readerContentSizes: [ElementID: Size] = [:]
  @exclusivity(unchecked) var observedValues: [ObserverSlot: Any] = [:]
  /// The lazy flows' layouts, by the flow's id: positions of every item, measured or estimated.
  @exclusivity(unchecked) var lazyFlows: [ElementID: LazyFlowState] = [:]
  /// The size the current (or last) frame was laid out in.
  var rootSize = Size.zero

  private var builder: ElementBuilder?
  private var isInFrame = false
  private var changedDuringFrame: [ElementID] = []
  private var pendingDiagnostics: [Diagnostic] = []

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
  ///            arrangement
  ///   with ``Diagnostic/reentrantArrangement``.
  /// - Complexity: O(*n*) per pass in the number of elements declared, plus your measure
  ///   closures and layouts.
  public func arrange(in size: Size, _ content: (ElementBuilder) -> Void) -> Arrangement {
    guard !isInFrame else { return .empty(size: size, diagnostics: [.reentrantArrangement]) }
    isInFrame = true
    defer { isInFrame = false }
    let builder = self.builder ?? ElementBuilder(engine: self)
    self.builder = builder

    var extra = pendingDiagnostics
    pendingDiagnostics.removeAll()
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

    var passCount = 0
    var unsettled: [ElementID] = []
    repeat {
      passCount += 1
      changedDuringFrame.removeAll(keepingCapacity: true)
      builder.beginPass(proposal: proposal)
      content(builder)
      builder.endDeclaration()
      builder.place(0, at: .zero, proposal: proposal)
      builder.rankTree()
      unsettled = builder.unsettledIDs
      for (id, deliver) in changedObservers(builder) {
        unsettled.append(id)
        deliver()
      }
      unsettled += changedDuringFrame
    } while !unsettled.isEmpty && passCount < maximumPasses

    if !unsettled.isEmpty {
      var seen = Set<ElementID>()
      let ids = unsettled.filter { seen.insert($0).inserted }
      extra.append(.didNotSettle(ids: ids, passes: passCount))
    }
    let frame = builder.makeFrame(
      size: size, passCount: passCount, diagnostics: extra,
      isSettled: unsettled.isEmpty && builder.estimatedIDs.isEmpty)
    builder.endFrame()
    lastArrangement = frame
    return frame
  }

  /// The observers whose value changed since they last received one, with the calls that
  /// deliver the new values; the values are kept as delivered.
  private func changedObservers(_ builder: ElementBuilder) -> [(ElementID, () -> Void)] {
    guard !builder.observers.isEmpty else { return [] }
    var changes: [(ElementID, () -> Void)] = []
    var ordinals: [ObserverSlot: Int] = [:]
    for observer in builder.observers where builder.nodes[observer.node].rank >= 0 {
      let id = builder.ids[observer.node]
      var slot = ObserverSlot(id: id, key: observer.key, ordinal: 0)
      slot.ordinal = ordinals[slot, default: 0]
      ordinals[ObserverSlot(id: id, key: observer.key, ordinal: 0)] = slot.ordinal + 1
      if let (value, deliver) = observer.evaluate(builder, observer.node, observedValues[slot]) {
        observedValues[slot] = value
        changes.append((id, deliver))
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
      pendingDiagnostics.append(.invalidSize(id, size))
      size = Size(width: size.width.clampedLength, height: size.height.clampedLength)
    }
    if let recorded = reportedSizes[id], recorded.isClose(to: size) { return }
    reportedSizes[id] = size
    if isInFrame { changedDuringFrame.append(id) }
  }

  /// The size last reported for `id`, if any.
  public func reportedSize(for id: ElementID) -> Size? {
    reportedSizes[id]
  }

  /// Scrolls the scroll container `id` to show its content from `offset`.
  ///
  /// The next frame clamps the offset to the content (0 up to the content's length less the
  /// viewport's, along the container's axis; 0 across it) and keeps the clamped value. Set
  /// during a frame (from a preference action), a change runs another pass.
  ///
  /// - Parameters:
  ///   - offset: How far the content is moved up (and left) under the viewport.
  ///   - id: The scroll container's id.
  public func setScrollOffset(_ offset: Point, for id: ElementID) {
    guard offset != scrollOffsets[id] else { return }
    scrollOffsets[id] = Point(
      x: offset.x.isFinite ? offset.x : 0,
      y: offset.y.isFinite ? offset.y : 0)
    if isInFrame { changedDuringFrame.append(id) }
  }

  /// The scroll offset of the container `id`, as clamped by the last arrangement; `.zero` when none
  /// was set.
  public func scrollOffset(for id: ElementID) -> Point {
    scrollOffsets[id] ?? .zero
  }

  /// Forgets everything kept for `id`: its reported size, scroll offset, geometry reader size and
  /// the preference values its observers received. Call it when an element goes away for good.
  public func discardState(for id: ElementID) {
    reportedSizes[id] = nil
    scrollOffsets[id] = nil
    readerContentSizes[id] = nil
    lazyFlows[id] = nil
    observedValues = observedValues.filter { $0.key.id != id }
  }
}

/// One observer's place in the engine's memory: its element, key, and rank among the
/// element's observers of that key.
struct ObserverSlot: Hashable {
  var id: ElementID
  var key: ObjectIdentifier
  var ordinal: Int
}
