import Reflow
import ReflowTesting

/// Drives a `Flow` with operations and a model (the list of items it accepted) side by side,
/// and compares them after every step: the count, the state machine's own invariants, and at
/// each `finish()` and at the end the reference layout of the accepted items.
enum FlowOperationReplay {
  static func replay(
    _ operations: [FlowOperation], in layoutCase: LayoutCase
  ) throws -> [Violation] {
    let indicator = layoutCase.indicatorFunction
    var layout = try Flow(
      container: layoutCase.container, options: layoutCase.options, overflowIndicator: indicator)
    var accepted: [FlowItem] = []
    func reference() throws -> FlowOutput {
      try ReferenceFlow.layout(
        accepted, in: layoutCase.container, options: layoutCase.options,
        overflowIndicator: indicator)
    }
    for (step, operation) in operations.enumerated() {
      let before = layout.count
      let offered: [FlowItem]
      switch operation {
      case .add(let size): offered = [FlowItem(size)]
      case .addContents(let sizes): offered = sizes.map { FlowItem($0) }
      case .addItem(let item): offered = [item]
      case .addItems(let items): offered = items
      case .finish, .removeItems: offered = []
      }
      let firstBad = offered.firstIndex { !isValid($0) }
      var thrown: (any Error)?
      do {
        switch operation {
        case .add(let size): try layout.add(size)
        case .addContents(let sizes): try layout.add(contentsOf: sizes)
        case .addItem(let item): try layout.add(item)
        case .addItems(let items): try layout.add(contentsOf: items)
        case .removeItems(let index):
          layout.removeItems(from: index)
          accepted.removeSubrange(min(max(0, index), accepted.count)...)
        case .finish:
          let found = FlowInvariants.agreement(FlowOutput(layout.finish()), try reference())
          if !found.isEmpty {
            return found.map { Violation("resumable", "after step \(step): \($0.message)") }
          }
        }
      } catch {
        thrown = error
      }
      if let firstBad {
        let expected = String(describing: invalidity(of: offered[firstBad], at: before + firstBad))
        guard let thrown, String(describing: thrown) == expected, layout.count == before else {
          return [Violation(
            "validation", "step \(step) \(operation): threw \(thrown.map { "\($0)" } ?? "nothing"),"
              + " expected \(expected) and no change")]
        }
      } else if let thrown {
        return [Violation("validation", "step \(step) \(operation) threw \(thrown)")]
      } else {
        accepted += offered
      }
      if layout.count != accepted.count {
        return [Violation(
          "count", "step \(step): count \(layout.count), expected \(accepted.count)")]
      }
      let problems = layout.checkInvariants()
      if !problems.isEmpty {
        return problems.map { Violation("state machine", "after step \(step) \(operation): \($0)") }
      }
    }
    return FlowInvariants.agreement(FlowOutput(layout.finish()), try reference())
  }

  private static func isValid(_ item: FlowItem) -> Bool {
    item.size.isValidLayoutSize && item.grow.isFinite && item.grow >= 0
      && (item.baseline.map { $0 >= 0 && $0 <= item.size.height } ?? true)
  }

  /// The error `Flow` documents for an invalid item at `index`.
  private static func invalidity(of item: FlowItem, at index: Int) -> ReflowError {
    if !item.size.isValidLayoutSize { return .invalidItemSize(index: index, size: item.size) }
    if !(item.grow.isFinite && item.grow >= 0) {
      return .invalidGrow(index: index, grow: item.grow)
    }
    return .invalidBaseline(index: index, baseline: item.baseline ?? .nan, height: item.size.height)
  }
}
