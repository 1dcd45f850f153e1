@testable import Reflow
import Testing

/// `Arrangement.checkInvariants()` reports each way a frame's tree, id table and render
/// commands can break: every test breaks one part of a sound frame and expects the sentence that
/// names it.
@Suite struct ArrangementInvariantCheckTests {
  /// A column of `a` and a row of `b` and `c`.
  static func frame() -> Arrangement {
    LayoutEngine().arrange(in: Size(width: 10, height: 4)) { ui in
      ui.vstack(id: "column", alignment: .leading) { ui in
        ui.leaf(id: "a", size: Size(width: 4, height: 1))
        ui.hstack { ui in
          ui.leaf(id: "b", size: Size(width: 2, height: 1))
          ui.leaf(id: "c", size: Size(width: 3, height: 1))
        }
      }
    }
  }

  /// Breaks the frame's tree or its render commands, which an arrangement holds as constants.
  static func rebuilding(
    _ report: String, tree change: @escaping @Sendable (inout Arrangement.Tree) -> Void = { _ in },
    commands: @escaping @Sendable (inout [RenderCommand]) -> Void = { _ in }
  ) -> Breakage<Arrangement> {
    Breakage(report) { frame in
      var tree = frame.tree
      var renderCommands = Array(frame.renderCommands)
      change(&tree)
      commands(&renderCommands)
      frame = Arrangement(
        size: frame.size, contentSize: frame.contentSize, renderCommands: RenderCommandList(renderCommands),
        tree: tree, diagnostics: frame.diagnostics, estimatedIDs: frame.estimatedIDs,
        passCount: frame.passCount, isSettled: frame.isSettled, preferences: frame.preferences,
        scrollCorrections: frame.scrollCorrections)
    }
  }

  /// The node with id `id`.
  static func node(_ id: ElementID, _ tree: Arrangement.Tree) -> Int {
    tree.ids.firstIndex(of: id)!
  }

  static let breakages: [Breakage<Arrangement>] = [
    rebuilding("commands without nodes", tree: { $0.nodes = [] }),
    rebuilding("has rank 9 at position", tree: { $0.nodes[node("a", $0)].rank = 9 }),
    rebuilding("a node is ranked twice", tree: { $0.order.append($0.order[0]) }),
    rebuilding("has size", tree: { $0.nodes[node("b", $0)].size.width = -1 }),
    rebuilding("but names 0", tree: { $0.nodes[node("c", $0)].parent = 0 }),
    rebuilding("ends its subtree at 9", tree: { $0.nodes[node("c", $0)].rankEnd = 9 }),
    rebuilding("the id table does not find a at node", tree: { $0.table = IDTable(capacity: 4) }),
    rebuilding("render command ghost has no node", commands: {
      $0.append(RenderCommand(id: "ghost", rect: .zero, clip: nil, depth: 0, isLeaf: true))
    }),
    rebuilding("render command a is outside its clip", commands: {
      let index = $0.firstIndex { $0.id == "a" }!
      $0[index].clip = Rect(x: 100, y: 100, width: 1, height: 1)
    }),
    rebuilding("is out of paint order", commands: { $0.reverse() }),
  ]

  @Test("A broken tree, id table or render command is reported", arguments: breakages)
  func broken(_ breakage: Breakage<Arrangement>) {
    breakage.expectReported(from: Self.frame(), by: { $0.checkInvariants() })
  }
}
