/// What one layout pass found, which decides whether the engine runs another: the elements whose
/// kept state changed in a way the pass could not show, the leaves laid out at an estimate, and
/// the lazy flows whose declared items fall short of their viewport.
struct PassOutcome {
  /// Elements whose kept state changed in this pass (a geometry reader's content size): the
  /// next pass shows the change.
  var changedIDs: [ElementID] = []
  /// Late-sized leaves laid out at their estimate: only a renderer's report settles them.
  var estimatedIDs: [ElementID] = []
  /// Lazy flows and the items they lack to fill their viewport and overscan.
  var shortfalls: [(id: ElementID, missing: Range<Int>)] = []

  /// Forgets the last pass's findings, keeping the storage.
  mutating func removeAll() {
    changedIDs.removeAll(keepingCapacity: true)
    estimatedIDs.removeAll(keepingCapacity: true)
    shortfalls.removeAll(keepingCapacity: true)
  }
}
