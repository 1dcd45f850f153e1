/// The outcome of one frame: what to draw, in paint order, and queries on the layout.
///
/// ```swift
/// let arrangement = engine.arrange(in: Size(width: 390, height: 844)) { ui in … }
/// for command in arrangement.renderCommands {
///   renderer.draw(command.id, in: command.rect, clip: command.clip)
/// }
/// arrangement.frame(of: "title")            // Rect(x: 16, y: 16, width: 120, height: 20)
/// arrangement.preference(WidestLabel.self)  // 120
/// arrangement.isSettled                     // true unless sizes are still estimates
/// ```
///
/// An arrangement is a value: it stays valid, and unchanged, after the engine lays out the next
/// one, and it is `Sendable`: lay it out in an actor and hand it to the main actor to draw.
public struct Arrangement: Sendable {
  /// The size the arrangement was laid out in.
  public let size: Size
  /// The size of the arrangement's content: as wide as its widest top-level element and as tall as
  /// its tallest, which may be larger than ``size``.
  public let contentSize: Size
  /// The identified elements to draw, in paint order (an element before its descendants,
  /// siblings in declaration order). Elements wholly outside their scroll container's viewport
  /// are left out; ``command(for:)`` still finds them.
  public let renderCommands: RenderCommandList
  /// What went wrong while laying out the arrangement; empty when all went well.
  public let diagnostics: [Diagnostic]
  /// The leaves laid out at their estimated size because no renderer has reported theirs yet
  /// (``LayoutEngine/report(size:for:)``).
  public let estimatedIDs: [ElementID]
  /// How many layout passes the arrangement took: 1, plus one for each round of preference changes,
  /// late sizes or geometry readers that had to be taken into account.
  public let passCount: Int
  /// Whether the layout is final: no leaf is at an estimate, the passes converged, and every lazy
  /// flow declared, with their real sizes, all the items its viewport and overscan show.
  public let isSettled: Bool
  /// The scroll offsets the engine changed in this arrangement — scroll anchoring, scroll-to
  /// requests, clamping — for a renderer that owns the real scroll views to apply too.
  public let scrollCorrections: [ScrollOffsetCorrection]
  let tree: Tree
  let preferences: [ObjectIdentifier: any Sendable]

  /// The last pass's nodes, shared with the builder rather than copied.
  struct Tree: Sendable {
    var nodes: [Node]
    var ids: [ElementID]
    /// Each container's children, as slices named by `Node.childStart` and `childCount`.
    var childList: [Int]
    /// Node indices in tree order.
    var order: [Int]
    /// The first node with each explicit id.
    var table: IDTable
    /// The names of the custom reuse kinds of the nodes.
    var reuseNames: [String] = []
  }

  init(
    size: Size, contentSize: Size, renderCommands: RenderCommandList, tree: Tree,
    diagnostics: [Diagnostic], estimatedIDs: [ElementID], passCount: Int, isSettled: Bool,
    preferences: [ObjectIdentifier: any Sendable], scrollCorrections: [ScrollOffsetCorrection]
  ) {
    self.size = size
    self.contentSize = contentSize
    self.renderCommands = renderCommands
    self.tree = tree
    self.diagnostics = diagnostics
    self.estimatedIDs = estimatedIDs
    self.passCount = passCount
    self.isSettled = isSettled
    self.preferences = preferences
    self.scrollCorrections = scrollCorrections
  }

  /// A frame with nothing in it.
  static func empty(size: Size, diagnostics: [Diagnostic]) -> Arrangement {
    Arrangement(
      size: size, contentSize: .zero, renderCommands: .empty,
      tree: Tree(nodes: [], ids: [], childList: [], order: [], table: IDTable(capacity: 0)),
      diagnostics: diagnostics, estimatedIDs: [], passCount: 0, isSettled: false,
      preferences: [:], scrollCorrections: [])
  }

  /// The frame, in root coordinates after scrolling, of the element with `id`.
  ///
  /// - Returns: The frame, or `nil` when no element has the id. For a duplicate id, the first
  ///   element's in tree order.
  /// - Complexity: O(1).
  public func frame(of id: ElementID) -> Rect? {
    tree.table.position(of: id, ids: tree.ids).map { tree.nodes[$0].frame }
  }

  /// The render command of the element with `id`, even when it is outside its clip and so not
  /// in ``renderCommands``.
  ///
  /// - Complexity: O(*d*), where *d* is the element's depth.
  public func command(for id: ElementID) -> RenderCommand? {
    // Not `map(command(at:))`: the method reference boxes the arrangement on every call.
    guard let position = tree.table.position(of: id, ids: tree.ids) else { return nil }
    return command(at: position)
  }

  /// The command of the node at `index`, its clip and depth found from its ancestors.
  func command(at index: Int) -> RenderCommand {
    let nodes = tree.nodes
    var scrolls: [Rect] = []
    var depth = -1
    var ancestor = nodes[index].parent
    while ancestor >= 0 {
      depth += 1
      if nodes[ancestor].kind == .scroll { scrolls.append(nodes[ancestor].frame) }
      ancestor = nodes[ancestor].parent
    }
    var clip: Rect?
    for viewport in scrolls.reversed() { clip = ElementBuilder.clip(clip, to: viewport) }
    return RenderCommand(
      node: index, nodes: nodes, ids: tree.ids, reuseNames: tree.reuseNames, clip: clip,
      depth: depth)
  }

  /// The value of `key` reduced over the whole frame, in tree order.
  ///
  /// - Returns: The value, or `Key.defaultValue` when no element attached one.
  /// - Complexity: O(1), except for ``SizePreferenceKey``: O(*n*) in the elements.
  public func preference<Key: ElementPreferenceKey>(_ key: Key.Type) -> Key.Value {
    if Key.self == SizePreferenceKey.self {
      var sizes = MeasuredSizes()
      for index in tree.order where tree.ids[index].isExplicit {
        sizes.insert(tree.nodes[index].size, for: tree.ids[index])
      }
      if let value = sizes as? Key.Value { return value }
    }
    return preferences[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue
  }
}
