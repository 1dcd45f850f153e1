/// The handle a frame's builder closure declares elements through: leaves, containers,
/// preferences and preference observers.
///
/// You never create one: ``LayoutEngine/arrange(in:_:)`` passes it to your closure, and each
/// container passes it on to its content closure. Declare the whole tree every frame, the way
/// SwiftUI re-evaluates `body`:
///
/// ```swift
/// let arrangement = engine.arrange(in: Size(width: 390, height: 844)) { ui in
///   ui.scroll(id: "feed") { ui in
///     ui.flow(options: FlowOptions(itemSpacing: 8, lineSpacing: 8)) { ui in
///       for tag in tags {
///         ui.leaf(id: ElementID("tag", index: tag.index)) { proposal in tag.measure(proposal) }
///       }
///     }
///   }
/// }
/// ```
///
/// It is a class so that declaring an element costs no copy of the builder, and the engine
/// reuses one across frames; it is only valid inside the closure it was passed to. Calls made
/// outside a frame are ignored.
public final class ElementBuilder {
  /// The engine that owns the builder.
  ///
  /// Unowned and unchecked: a checked reference costs an atomic retain and release on every
  /// access, and late leaves reach the engine's state once each. It is safe because the engine
  /// owns the builder and only reaches it inside ``LayoutEngine/arrange(in:_:)``, and every path
  /// to the engine starts in a pass (the public methods return early unless ``isBuilding``).
  unowned(unsafe) let engine: LayoutEngine

  // The pass's tree. Buffers keep their capacity from pass to pass; a frame keeps the last
  // pass's node buffers, so the next frame starts new ones.
  // Dynamic exclusivity checks are off for these properties: a check per element costs more
  // than the layout. Only the engine's passes touch them, one at a time, and code that calls
  // out to the caller (layouts, measure closures, geometry reader content) first copies what it
  // reads into locals, so no access is in progress while the caller declares more elements.
  @exclusivity(unchecked) var nodes: [Node] = []
  /// Each node's id.
  @exclusivity(unchecked) var ids: [ElementID] = []
  @exclusivity(unchecked) var childList: [Int] = []
  /// The nodes reached from the root, in tree order; set by `rankTree()`.
  @exclusivity(unchecked) var order: [Int] = []
  @exclusivity(unchecked) var measures: [(ProposedSize) -> Size] = []
  @exclusivity(unchecked) var layouts: [AnyContainerLayout] = []
  @exclusivity(unchecked) var flows: [FlowSpec] = []
  @exclusivity(unchecked) var scrolls: [ScrollSpec] = []
  @exclusivity(unchecked) var virtualized: [VirtualizedSpec] = []
  @exclusivity(unchecked) var readers: [ReaderSpec] = []
  @exclusivity(unchecked) var observers: [PreferenceObserver] = []
  @exclusivity(unchecked) var stores: [ObjectIdentifier: any AnyPreferenceStore] = [:]
  /// The stores holding values in this pass; every other store is empty.
  @exclusivity(unchecked) var usedStores: [any AnyPreferenceStore] = []
  @exclusivity(unchecked) private var lastStoreKey: ObjectIdentifier?
  @exclusivity(unchecked) private var lastStore: (any AnyPreferenceStore)?
  @exclusivity(unchecked) var diagnostics: [Diagnostic] = []
  /// The diagnostics reported in this pass, to report each once in constant time.
  @exclusivity(unchecked) private var reported: Set<Diagnostic> = []
  /// What the pass found: what changed, what is estimated, what must run again.
  @exclusivity(unchecked) var outcome = PassOutcome()
  /// The virtualized content declared in this arrangement.
  @exclusivity(unchecked) var virtualizedIDs: [ElementID] = []
  /// The names of the custom reuse kinds of this pass's nodes.
  @exclusivity(unchecked) var reuseNames: [String] = []
  /// Flow state machines kept across passes and arrangements, one per `flow` container in
  /// declaration order, so laying out a flow again allocates nothing.
  @exclusivity(unchecked) var flowPool: [Flow] = []
  /// Buffers of an earlier arrangement, for the next one's id table and render commands.
  @exclusivity(unchecked) var spareTable: IDTable?
  @exclusivity(unchecked) var spareEntries: [RenderCommandList.Entry]? = []
  @exclusivity(unchecked) var spareClips: [Rect]? = []
  /// Buffers for measuring and placing virtualized content, kept for their storage; `nil` while
  /// a pass has them (a nested content then makes its own).
  @exclusivity(unchecked) var spareProposals: [ProposedSize]? = []
  @exclusivity(unchecked) var spareSizes: [Size]? = []
  @exclusivity(unchecked) var spareFrames: [Rect]? = []
  @exclusivity(unchecked) var spareContainers: [Int]? = []
  /// The container whose own ``ContainerLayout`` is placing its children, or -1.
  @exclusivity(unchecked) var placingChildrenOf = -1

  // Declaration state: the open containers, and the children declared in each so far.
  @exclusivity(unchecked) var openContainers: [Int] = []
  /// The last of `openContainers`, or the root once they are all closed: the parent of what is
  /// declared next.
  @exclusivity(unchecked) private var innermostContainer = 0
  @exclusivity(unchecked) private var openMarks: [Int] = []
  @exclusivity(unchecked) private var pendingChildren: [Int] = []
  @usableFromInline @exclusivity(unchecked) var isBuilding = false
  /// The direction of the elements being declared: the engine's, or the innermost
  /// ``layoutDirection(_:id:content:)``'s.
  @exclusivity(unchecked) var direction = WritingDirection.leftToRight

  init(engine: LayoutEngine) {
    self.engine = engine
  }

  /// Empties the tree for a new pass and declares the root.
  func beginPass(proposal: ProposedSize) {
    nodes.removeAll(keepingCapacity: true)
    ids.removeAll(keepingCapacity: true)
    childList.removeAll(keepingCapacity: true)
    measures.removeAll(keepingCapacity: true)
    layouts.removeAll(keepingCapacity: true)
    flows.removeAll(keepingCapacity: true)
    scrolls.removeAll(keepingCapacity: true)
    virtualized.removeAll(keepingCapacity: true)
    readers.removeAll(keepingCapacity: true)
    observers.removeAll(keepingCapacity: true)
    for store in usedStores { store.removeAll() }
    usedStores.removeAll(keepingCapacity: true)
    lastStoreKey = nil
    diagnostics.removeAll(keepingCapacity: true)
    reported.removeAll(keepingCapacity: true)
    outcome.removeAll()
    openContainers.removeAll(keepingCapacity: true)
    openMarks.removeAll(keepingCapacity: true)
    pendingChildren.removeAll(keepingCapacity: true)
    placingChildrenOf = -1
    if !reuseNames.isEmpty { reuseNames.removeAll(keepingCapacity: true) }
    layouts.append(.overlay(OverlayLayout(alignment: .topLeading)))
    direction = engine.layoutDirection
    nodes.append(Node(kind: .layout, payload: 0, parent: -1, size: .zero, rank: 0))
    nodes[0].isRightToLeft = direction == .rightToLeft
    ids.append(ElementID(automatic: 0))
    open(0)
    isBuilding = true
  }

  /// Starts an arrangement.
  func beginArrangement() {
    virtualizedIDs.removeAll(keepingCapacity: true)
  }

  /// Runs one layout pass: declares the tree, measures and places it, and ranks it; the outcome
  /// is in ``outcome``.
  func runPass(proposal: ProposedSize, _ content: (ElementBuilder) -> Void) {
    beginPass(proposal: proposal)
    content(self)
    endDeclaration()
    place(0, at: .zero, proposal: proposal)
    rankTree()
  }

  /// Ends the arrangement's passes: picks the anchors of its scroll containers and virtualized
  /// content at their final offsets, ends the scroll-to requests it completed, and lists the
  /// scroll offsets it changed.
  func finishArrangement(isSettled: Bool) -> [ScrollOffsetCorrection] {
    finishVirtualized(isSettled: isSettled)
    return finishScrolling(isSettled: isSettled)
  }

  /// Releases the caller's closures and layouts once the arrangement is built, so that a closure
  /// capturing its owner does not keep it alive through the engine until the next frame.
  func endFrame() {
    measures.removeAll(keepingCapacity: true)
    readers.removeAll(keepingCapacity: true)
    observers.removeAll(keepingCapacity: true)
    layouts.removeAll(keepingCapacity: true)
    virtualized.removeAll(keepingCapacity: true)
    for store in usedStores { store.removeAll() }
    usedStores.removeAll(keepingCapacity: true)
    lastStoreKey = nil
    lastStore = nil
  }

  /// Closes the root after the caller's closure returns.
  func endDeclaration() {
    close()
    isBuilding = false
  }

  // MARK: - Declaring

  /// Appends a node as a child of the innermost open container and returns its index.
  @inline(__always)
  func declare(
    _ id: consuming ElementID?, kind: Node.Kind, payload: Int = 0, size: Size = .zero
  ) -> Int {
    let index = nodes.count
    let parent = innermostContainer
    nodes.append(Node(kind: kind, payload: payload, parent: parent, size: size, rank: index))
    if direction == .rightToLeft { nodes[index].isRightToLeft = true }
    ids.append(id ?? ElementID(automatic: index))
    pendingChildren.append(index)
    return index
  }

  func open(_ index: Int) {
    openContainers.append(index)
    openMarks.append(pendingChildren.count)
    innermostContainer = index
  }

  func close() {
    guard let index = openContainers.popLast(), let mark = openMarks.popLast() else { return }
    innermostContainer = openContainers.last ?? 0
    nodes[index].rankEnd = nodes.count
    nodes[index].childStart = childList.count
    nodes[index].childCount = pendingChildren.count - mark
    childList.append(contentsOf: pendingChildren[mark...])
    pendingChildren.removeSubrange(mark...)
  }

  /// Declares a container, runs `content` inside it, and closes it.
  @inline(__always)
  func container(
    _ id: ElementID?, kind: Node.Kind, payload: Int, content: (ElementBuilder) -> Void
  ) -> ElementHandle {
    guard isBuilding else { return ElementHandle(builder: self, node: -1) }
    let index = declare(id, kind: kind, payload: payload)
    open(index)
    content(self)
    close()
    return ElementHandle(builder: self, node: index)
  }

  /// Records a diagnostic once per pass.
  ///
  /// - Complexity: O(1) on average.
  func report(_ diagnostic: Diagnostic) {
    if reported.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
  }

  /// `size` with NaN, infinite and negative dimensions replaced by 0, reported for `index`.
  @inline(__always)
  func sanitized(_ size: Size, for index: Int) -> Size {
    if size.isValidLayoutSize { return size }
    report(.invalidSize(ids[index], size))
    return Size(width: size.width.clampedLength, height: size.height.clampedLength)
  }

  // MARK: - Leaves

  /// Declares a leaf of a fixed size; it ignores what it is proposed.
  ///
  /// - Parameters:
  ///   - id: The leaf's id, unique in the arrangement.
  ///   - size: Its size; NaN, infinite or negative dimensions are reported as
  ///     ``Diagnostic/invalidSize(_:_:)`` and count as 0.
  /// - Returns: A handle to attach preferences to the leaf.
  /// - Complexity: Amortised O(1).
  @inlinable @discardableResult
  public func leaf(id: consuming ElementID, size: Size) -> ElementHandle {
    // Inlined so that a caller who ignores the handle does not pay for retaining the builder.
    ElementHandle(builder: self, node: declareLeaf(id: id, size: size))
  }

  @usableFromInline
  func declareLeaf(id: consuming ElementID, size: Size) -> Int {
    guard isBuilding else { return -1 }
    let index = declare(id, kind: .fixed, size: size)
    if !size.isValidLayoutSize { nodes[index].size = sanitized(size, for: index) }
    return index
  }

  /// Declares a leaf that chooses its size for what its container proposes, such as text
  /// measured against the width on offer.
  ///
  /// `measure` runs during layout, once for each different proposal the leaf gets in a pass
  /// (usually once).
  ///
  /// - Parameters:
  ///   - id: The leaf's id, unique in the arrangement.
  ///   - measure: Returns the leaf's size for a proposal; NaN, infinite or negative dimensions
  ///     are reported as ``Diagnostic/invalidSize(_:_:)`` and count as 0.
  /// - Returns: A handle to attach preferences to the leaf.
  @inlinable @discardableResult
  public func leaf(
    id: consuming ElementID, measure: @escaping (ProposedSize) -> Size
  ) -> ElementHandle {
    ElementHandle(builder: self, node: declareLeaf(id: id, measure: measure))
  }

  @usableFromInline
  func declareLeaf(id: consuming ElementID, measure: @escaping (ProposedSize) -> Size) -> Int {
    guard isBuilding else { return -1 }
    measures.append(measure)
    return declare(id, kind: .measured, payload: measures.count - 1)
  }

  /// Declares a leaf whose size a renderer reports later with
  /// ``LayoutEngine/report(size:for:)``; until then it is laid out at `estimate`.
  ///
  /// While any leaf is at its estimate, the arrangement is not settled (``Arrangement/isSettled``)
  /// and lists it in ``Arrangement/estimatedIDs``: draw the arrangement, report the sizes, and the
  /// next frame uses them.
  ///
  /// - Parameters:
  ///   - id: The leaf's id, unique in the arrangement; the reported size is kept under it.
  ///   - estimate: The size to use until one is reported.
  /// - Returns: A handle to attach preferences to the leaf.
  @inlinable @discardableResult
  public func leaf(id: ElementID, estimate: Size) -> ElementHandle {
    ElementHandle(builder: self, node: declareLeaf(id: id, estimate: estimate))
  }

  @usableFromInline
  func declareLeaf(id: ElementID, estimate: Size) -> Int {
    guard isBuilding else { return -1 }
    let index = declare(id, kind: .late, size: estimate)
    if let reported = engine.state.reportedSize(for: id) {
      nodes[index].size = reported
    } else {
      if !estimate.isValidLayoutSize { nodes[index].size = sanitized(estimate, for: index) }
      outcome.estimatedIDs.append(id)
    }
    return index
  }

  // MARK: - Preferences

  /// Attaches `value` for `key` to the innermost open container (or the arrangement's root, at the
  /// top of the arrangement).
  ///
  /// - Parameters:
  ///   - key: The preference key.
  ///   - value: The value, combined with the others in tree order by `Key.reduce`.
  @inlinable
  public func preference<Key: ElementPreferenceKey>(_ key: Key.Type, value: Key.Value) {
    if let (store, node) = storeForOpenContainer(key) { store.append(value, node: node) }
  }

  @usableFromInline
  func storeForOpenContainer<Key: ElementPreferenceKey>(_ key: Key.Type) -> (
    PreferenceStore<Key>, Int
  )? {
    guard isBuilding else { return nil }
    return (store(for: key), innermostContainer)
  }

  /// The store to attach values of `key` to `node` with, or `nil` outside a frame.
  @usableFromInline
  func store<Key: ElementPreferenceKey>(for key: Key.Type, node: Int) -> PreferenceStore<Key>? {
    guard isBuilding && node >= 0 && node < nodes.count else { return nil }
    return store(for: key)
  }

  /// Calls `action` when the value of `key` reduced over the innermost open container's subtree
  /// differs from the value it last delivered (always, the first time).
  ///
  /// Delivering a value starts another layout pass in the same frame, so state that `action`
  /// changes shows in this frame; see ``LayoutEngine/maximumPasses``. Give the container an id
  /// to keep the last value across frames when the tree's shape changes.
  ///
  /// - Parameters:
  ///   - key: The preference key.
  ///   - action: Receives the new value.
  public func onPreferenceChange<Key: ElementPreferenceKey>(
    _ key: Key.Type, perform action: @escaping (Key.Value) -> Void
  ) where Key.Value: Equatable {
    guard isBuilding else { return }
    observe(key, at: innermostContainer, perform: action)
  }

  func store<Key: ElementPreferenceKey>(for key: Key.Type) -> PreferenceStore<Key> {
    let identifier = ObjectIdentifier(key)
    // Leaves usually attach the same key one after another: skip the table and the cast.
    if identifier == lastStoreKey, let lastStore {
      return unsafeDowncast(lastStore, to: PreferenceStore<Key>.self)
    }
    let store: PreferenceStore<Key>
    if let existing = stores[identifier] as? PreferenceStore<Key> {
      store = existing
    } else {
      store = PreferenceStore<Key>()
      stores[identifier] = store
    }
    if !usedStores.contains(where: { $0 === store }) { usedStores.append(store) }
    lastStoreKey = identifier
    lastStore = store
    return store
  }

  func observe<Key: ElementPreferenceKey>(
    _ key: Key.Type, at node: Int, perform action: @escaping (Key.Value) -> Void
  ) where Key.Value: Equatable {
    observers.append(
      PreferenceObserver(node: node, key: ObjectIdentifier(key)) { builder, node, last in
        let value = builder.value(key, at: node)
        if let last = last as? Key.Value, last == value { return nil }
        return (value, { action(value) })
      })
  }

  /// The value of `key` reduced over the subtree of `node`.
  func value<Key: ElementPreferenceKey>(_ key: Key.Type, at node: Int) -> Key.Value {
    let ranks = nodes[node].rank..<nodes[node].rankEnd
    if Key.self == SizePreferenceKey.self, let sizes = measuredSizes(ranks: ranks) as? Key.Value {
      return sizes
    }
    guard let store = stores[ObjectIdentifier(key)] as? PreferenceStore<Key> else {
      return Key.defaultValue
    }
    return store.value(ranks: ranks)
  }
}
