/// The render commands of an ``Arrangement``, in paint order: a random-access collection of
/// ``RenderCommand`` values, each made from the arrangement's nodes when you read it.
///
/// Use it as you would an array of commands:
///
/// ```swift
/// for command in arrangement.renderCommands {
///   renderer.draw(command.id, in: command.rect, clip: command.clip)
/// }
/// arrangement.renderCommands.count
/// arrangement.renderCommands.last?.id
/// Array(arrangement.renderCommands)   // an array, to keep or change
/// ```
///
/// An arrangement records, for each command, which of its elements it draws, how deep and in
/// which clip: a few bytes, not a copy of the element's id and frame. Laying out a frame so
/// costs no reference counting per element, and reading a command costs about what copying one
/// out of an array would.
///
/// Two lists are equal when they hold equal commands in the same order.
public struct RenderCommandList: Sendable {
  /// One command: the node it draws, its depth and its clip (an index into `clips`, or -1 when
  /// nothing clips it).
  struct Entry: Sendable {
    var node: Int32
    var depth: Int32
    var clip: Int32
  }

  /// The nodes and ids of the arrangement's last pass, shared with ``Arrangement/tree``.
  let nodes: [Node]
  let ids: [ElementID]
  /// The names of the custom reuse kinds the nodes' codes refer to.
  let reuseNames: [String]
  var entries: [Entry]
  /// The clip rectangles the entries refer to, one for each scroll container's viewport.
  var clips: [Rect]

  init(nodes: [Node], ids: [ElementID], reuseNames: [String], entries: [Entry], clips: [Rect]) {
    self.nodes = nodes
    self.ids = ids
    self.reuseNames = reuseNames
    self.entries = entries
    self.clips = clips
  }

  /// A list of the given commands, for tests that check what an arrangement with wrong
  /// commands is found to break.
  package init(_ commands: [RenderCommand]) {
    var nodes: [Node] = []
    var names: [String] = []
    var entries: [Entry] = []
    var clips: [Rect] = []
    for command in commands {
      var node = Node(
        kind: command.isLeaf ? .fixed : .layout, payload: 0, parent: -1, size: command.rect.size,
        rank: nodes.count)
      node.origin = command.rect.origin
      node.reuseCode = ElementBuilder.reuseCode(command.reuseKind, names: &names)
      var clip: Int32 = -1
      if let rect = command.clip {
        clip = Int32(truncatingIfNeeded: clips.count)
        clips.append(rect)
      }
      entries.append(Entry(
        node: Int32(truncatingIfNeeded: nodes.count),
        depth: Int32(truncatingIfNeeded: command.depth), clip: clip))
      nodes.append(node)
    }
    self.init(
      nodes: nodes, ids: commands.map(\.id), reuseNames: names, entries: entries, clips: clips)
  }

  /// An empty list.
  static let empty = RenderCommandList(nodes: [], ids: [], reuseNames: [], entries: [], clips: [])
}

extension RenderCommandList: RandomAccessCollection {
  public typealias Index = Int
  public typealias Indices = Range<Int>

  public var startIndex: Int { 0 }
  public var endIndex: Int { entries.count }

  /// The command at `position`.
  ///
  /// - Complexity: O(1).
  public subscript(position: Int) -> RenderCommand {
    let entry = entries[position]
    return RenderCommand(
      node: Int(entry.node), nodes: nodes, ids: ids, reuseNames: reuseNames,
      clip: entry.clip < 0 ? nil : clips[Int(entry.clip)], depth: Int(entry.depth))
  }
}

extension RenderCommand {
  /// The command that draws node `node` of an arrangement's `nodes`, in `clip` at `depth`.
  init(
    node: Int, nodes: [Node], ids: [ElementID], reuseNames: [String], clip: Rect?, depth: Int
  ) {
    self.init(
      id: ids[node], rect: nodes[node].frame, clip: clip, depth: depth,
      isLeaf: nodes[node].kind.isLeaf,
      reuseKind: ElementBuilder.reuseKind(code: nodes[node].reuseCode, names: reuseNames))
  }
}

extension RenderCommandList: Hashable {
  public static func == (lhs: RenderCommandList, rhs: RenderCommandList) -> Bool {
    lhs.count == rhs.count && lhs.elementsEqual(rhs)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for command in self { hasher.combine(command) }
  }
}

extension RenderCommandList: CustomStringConvertible, CustomDebugStringConvertible {
  /// The commands, written as an array of them is.
  public var description: String { Array(self).description }

  public var debugDescription: String { Array(self).debugDescription }
}
