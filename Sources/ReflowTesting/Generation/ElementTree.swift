/// A generated element tree for engine properties: leaves of fixed sizes and containers of the
/// built-in kinds, each element with an integer id, declared into a frame with
/// ``declare(in:hooks:)``.
///
/// The tree is plain data, so a property can compute what the engine should answer (the
/// elements in tree order, each one's parent) independently of the engine, and a failure
/// prints the shrunk tree.
///
/// ```swift
/// let tree = ElementTree.container(id: 2, kind: .hstack(spacing: 1), children: [
///   .leaf(id: 0, size: Size(width: 3, height: 1)),
///   .leaf(id: 1, size: Size(width: 2, height: 1)),
/// ])
/// let frame = LayoutEngine().arrange(in: Size(width: 10, height: 10)) { ui in
///   tree.declare(in: ui)
/// }
/// tree.preorderIDs   // [2, 0, 1]: the paint order of the frame's render commands
/// ```
public indirect enum ElementTree: Hashable, Sendable {
  /// A leaf of a fixed size.
  case leaf(id: Int, size: Size)
  /// A container of `kind` and its children, in declaration order.
  case container(id: Int, kind: Container, children: [ElementTree])

  /// A container's kind and parameters.
  public enum Container: Hashable, Sendable {
    /// `ElementBuilder.flow(id:options:content:)`.
    case flow(FlowOptions)
    /// `ElementBuilder.hstack(id:spacing:alignment:content:)`.
    case hstack(spacing: Double, alignment: BoxAlignment.Vertical = .center)
    /// `ElementBuilder.vstack(id:spacing:alignment:content:)`.
    case vstack(spacing: Double, alignment: BoxAlignment.Horizontal = .center)
    /// `ElementBuilder.overlay(id:alignment:content:)`, aligned to the centre.
    case overlay
    /// `ElementBuilder.padding(id:_:content:)` with insets.
    case padding(Insets)
    /// `ElementBuilder.columns(id:itemsPerColumn:spacing:itemSpacing:alignment:content:)`.
    case columns(itemsPerColumn: Int, spacing: Double)
    /// `ElementBuilder.geometryReader(id:content:)`: the children are the reader's content,
    /// declared during placement.
    case reader

    /// The kind without its parameters.
    public var kind: ContainerKind {
      switch self {
      case .flow: .flow
      case .hstack: .hstack
      case .vstack: .vstack
      case .overlay: .overlay
      case .padding: .padding
      case .columns: .columns
      case .reader: .reader
      }
    }
  }

  /// The kinds of container, to choose which ones a generator makes.
  public enum ContainerKind: String, CaseIterable, Hashable, Sendable {
    case flow, hstack, vstack, overlay, padding, columns, reader
  }

  /// Callbacks that ``declare(in:hooks:)`` makes while it declares the tree, to attach
  /// preferences and observers or to change sizes from a property's state.
  public struct Hooks {
    /// The size to declare a leaf with, from its id and its size in the tree.
    public var size: (_ id: Int, _ size: Size) -> Size
    /// Called inside a container's content closure before its children are declared.
    public var willDeclareChildren: (ElementTree, ElementBuilder) -> Void
    /// Called inside a container's content closure after its children are declared.
    public var didDeclareChildren: (ElementTree, ElementBuilder) -> Void
    /// Called with each element's handle once it is declared (after its children).
    public var didDeclare: (ElementTree, ElementHandle) -> Void

    /// Creates hooks; each one does nothing unless given.
    public init(
      size: @escaping (_ id: Int, _ size: Size) -> Size = { $1 },
      willDeclareChildren: @escaping (ElementTree, ElementBuilder) -> Void = { _, _ in },
      didDeclareChildren: @escaping (ElementTree, ElementBuilder) -> Void = { _, _ in },
      didDeclare: @escaping (ElementTree, ElementHandle) -> Void = { _, _ in }
    ) {
      self.size = size
      self.willDeclareChildren = willDeclareChildren
      self.didDeclareChildren = didDeclareChildren
      self.didDeclare = didDeclare
    }
  }

  /// The element's id in the tree.
  public var id: Int {
    switch self {
    case .leaf(let id, _), .container(let id, _, _): id
    }
  }

  /// Whether the element is a leaf.
  public var isLeaf: Bool {
    if case .leaf = self { return true }
    return false
  }

  /// The element's children; none for a leaf.
  public var children: [ElementTree] {
    if case .container(_, _, let children) = self { return children }
    return []
  }

  /// The id the element is declared with: `ElementID("e", index: id)`.
  public var elementID: ElementID { Self.elementID(id) }

  /// The element id a tree id is declared with.
  public static func elementID(_ id: Int) -> ElementID { ElementID("e", index: id) }

  /// The same tree with every flow's explicit direction reversed.
  ///
  /// Arranged in the opposite `LayoutEngine.layoutDirection`, it is this tree's mirror image:
  /// the engine mirrors every container's children within its bounds, and a flow with an
  /// explicit direction keeps it whatever the engine's.
  public var mirrored: ElementTree {
    switch self {
    case .leaf: return self
    case .container(let id, var kind, let children):
      if case .flow(var options) = kind, let direction = options.direction {
        options.direction = direction == .leftToRight ? .rightToLeft : .leftToRight
        kind = .flow(options)
      }
      return .container(id: id, kind: kind, children: children.map(\.mirrored))
    }
  }

  /// Every element in tree order (pre-order: an element before its descendants, siblings in
  /// declaration order).
  ///
  /// - Complexity: O(*n*) in the number of elements.
  public var preorder: [ElementTree] {
    var elements: [ElementTree] = []
    visit { element, _, _ in elements.append(element) }
    return elements
  }

  /// The ids of every element in tree order.
  public var preorderIDs: [Int] { preorder.map(\.id) }

  /// The number of elements.
  public var count: Int { 1 + children.reduce(0) { $0 + $1.count } }

  /// Calls `body` with each element in tree order, its parent's id (`nil` for the tree's root)
  /// and its depth (0 for the root).
  public func visit(_ body: (ElementTree, _ parent: Int?, _ depth: Int) -> Void) {
    visit(parent: nil, depth: 0, body)
  }

  private func visit(parent: Int?, depth: Int, _ body: (ElementTree, Int?, Int) -> Void) {
    body(self, parent, depth)
    for child in children { child.visit(parent: id, depth: depth + 1, body) }
  }

  /// The tree with its ids replaced by 0, 1, 2, … in post-order (children before their
  /// parent), so they are unique and differ from tree order.
  public func renumbered() -> ElementTree {
    var next = 0
    return renumbered(next: &next)
  }

  private func renumbered(next: inout Int) -> ElementTree {
    switch self {
    case .leaf(_, let size):
      defer { next += 1 }
      return .leaf(id: next, size: size)
    case .container(_, let kind, let children):
      let numbered = children.map { $0.renumbered(next: &next) }
      defer { next += 1 }
      return .container(id: next, kind: kind, children: numbered)
    }
  }

  /// The tree with the element at `position` in tree order given the id `id`: with an id
  /// already in the tree, a tree with a duplicate id.
  ///
  /// - Parameters:
  ///   - position: The element's index in ``preorder``; out of range changes nothing.
  ///   - id: The new id.
  public func replacingID(atPreorderPosition position: Int, with id: Int) -> ElementTree {
    var remaining = position
    return replacingID(remaining: &remaining, with: id)
  }

  private func replacingID(remaining: inout Int, with newID: Int) -> ElementTree {
    let isTarget = remaining == 0
    remaining -= 1
    switch self {
    case .leaf(let id, let size):
      return .leaf(id: isTarget ? newID : id, size: size)
    case .container(let id, let kind, let children):
      let replaced = children.map { $0.replacingID(remaining: &remaining, with: newID) }
      return .container(id: isTarget ? newID : id, kind: kind, children: replaced)
    }
  }

  /// Declares the tree, as one element, into the innermost open container of `ui`.
  ///
  /// - Parameters:
  ///   - ui: The frame's builder.
  ///   - hooks: Callbacks to attach preferences and observers, or to change leaf sizes.
  /// - Returns: The handle of the tree's root element.
  @discardableResult
  public func declare(in ui: ElementBuilder, hooks: Hooks = Hooks()) -> ElementHandle {
    let handle: ElementHandle
    switch self {
    case .leaf(let id, let size):
      handle = ui.leaf(id: elementID, size: hooks.size(id, size))
    case .container(_, let kind, let children):
      let content: (ElementBuilder) -> Void = { ui in
        hooks.willDeclareChildren(self, ui)
        for child in children { child.declare(in: ui, hooks: hooks) }
        hooks.didDeclareChildren(self, ui)
      }
      switch kind {
      case .flow(let options): handle = ui.flow(id: elementID, options: options, content: content)
      case .hstack(let spacing, let alignment):
        handle = ui.hstack(id: elementID, spacing: spacing, alignment: alignment, content: content)
      case .vstack(let spacing, let alignment):
        handle = ui.vstack(id: elementID, spacing: spacing, alignment: alignment, content: content)
      case .overlay: handle = ui.overlay(id: elementID, content: content)
      case .padding(let insets): handle = ui.padding(id: elementID, insets, content: content)
      case .columns(let itemsPerColumn, let spacing):
        handle = ui.columns(
          id: elementID, itemsPerColumn: itemsPerColumn, spacing: spacing, content: content)
      case .reader:
        handle = ui.geometryReader(id: elementID) { _, ui in content(ui) }
      }
    }
    hooks.didDeclare(self, handle)
    return handle
  }
}

extension ElementTree: CustomStringConvertible {
  /// The tree, one element a line, indented by depth: `#id kind(parameters)` or
  /// `#id leaf widthxheight`.
  public var description: String {
    var lines: [String] = []
    visit { element, _, depth in
      let indent = String(repeating: "  ", count: depth)
      switch element {
      case .leaf(let id, let size):
        lines.append("\(indent)#\(id) leaf \(literal(size.width))x\(literal(size.height))")
      case .container(let id, let kind, _):
        lines.append("\(indent)#\(id) \(Self.describe(kind))")
      }
    }
    return lines.joined(separator: "\n")
  }

  private static func describe(_ kind: Container) -> String {
    switch kind {
    case .flow(let options): "flow(\(literal(options)))"
    case .hstack(let spacing, let alignment):
      "hstack(spacing: \(literal(spacing))" + (alignment == .center ? ")" : ", .\(alignment))")
    case .vstack(let spacing, let alignment):
      "vstack(spacing: \(literal(spacing))" + (alignment == .center ? ")" : ", .\(alignment))")
    case .overlay: "overlay"
    case .padding(let insets): "padding(\(literal(insets)))"
    case .columns(let itemsPerColumn, let spacing):
      "columns(itemsPerColumn: \(itemsPerColumn), spacing: \(literal(spacing)))"
    case .reader: "geometryReader"
    }
  }
}
