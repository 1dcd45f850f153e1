extension FlowIndex {
  /// What a re-flow keeps between edits for its storage and its shortcut: an empty flow state
  /// machine and the line a run of identical items makes.
  ///
  /// A class, so that copying an index copies one reference rather than a flow state machine
  /// (a dozen arrays) and a block (a dozen more): the engine reads a lazy flow's index many
  /// times a pass through the class that keeps it, and each read copies the index. Copies share
  /// the workspace until one of them re-flows; that one takes a workspace of its own first
  /// (``FlowIndex/uniqueWorkspace()``), so a copy never sees another's edits.
  final class Workspace: @unchecked Sendable {
    // @unchecked: the properties are only written through `uniqueWorkspace()`, by the one index
    // holding the only reference, which is what makes a copy-on-write value Sendable.

    /// An empty flow with the index's container and options, kept so each re-flow reuses its
    /// storage; `nil` while a re-flow has it, or before the first re-flow of a copy.
    var flow: Flow?
    /// The line a run of identical items makes, as the last re-flow found it: the container
    /// and options never change, so the next one with the same item takes it as it is.
    var template: Block?

    init(flow: Flow?, template: Block?) {
      self.flow = flow
      self.template = template
    }
  }

  /// The workspace, made this index's own: a copy's starts as the shared one (its arrays are
  /// copied on write), so a copy re-flows exactly as the original would.
  mutating func uniqueWorkspace() -> Workspace {
    if !isKnownUniquelyReferenced(&workspace) {
      workspace = Workspace(flow: workspace.flow, template: workspace.template)
    }
    return workspace
  }
}
