import Reflow
import ReflowTesting
import Testing

/// The width of the feedback leaf, seen by its observer: the largest attached, 0 for none.
private enum FeedbackWidthKey: ElementPreferenceKey {
  static let defaultValue = 0.0
  static func reduce(value: inout Double, nextValue: () -> Double) {
    value = Swift.max(value, nextValue())
  }
}

/// How the feedback leaf's next width follows from the value its observer receives. Every
/// width stays on a half-point grid, so the engine and the model compare exactly.
private enum Feedback: Hashable, CustomStringConvertible {
  /// Always `width`: settles on the next pass.
  case constant(Double)
  /// A step of at most `step` towards `target`: settles after |target − width| / step steps.
  case approach(target: Double, step: Double)
  /// `second` after `first`, otherwise `first`: oscillates forever.
  case alternate(Double, Double)
  /// `step` wider each time: grows forever.
  case grow(Double)

  func next(after width: Double) -> Double {
    switch self {
    case .constant(let value): value
    case .approach(let target, let step):
      width < target ? Swift.min(target, width + step) : Swift.max(target, width - step)
    case .alternate(let first, let second): width == first ? second : first
    case .grow(let step): width + step
    }
  }

  var description: String {
    switch self {
    case .constant(let value): ".constant(\(value))"
    case .approach(let target, let step): ".approach(target: \(target), step: \(step))"
    case .alternate(let first, let second): ".alternate(\(first), \(second))"
    case .grow(let step): ".grow(\(step))"
    }
  }

  static let generator: Gen<Feedback> = {
    let width = Gen<Double>.double(in: 0...60, step: 0.5)
    let step = Gen<Double>.double(in: 0.5...20, step: 0.5)
    return .frequency(
      (1, width.map { .constant($0) }),
      (3, Gen<(Double, Double)>.zip(width, step).map { .approach(target: $0, step: $1) }),
      (1, Gen<(Double, Double)>.zip(width, step).map { .alternate($0, $0 + $1) }),
      (1, step.map { .grow($0) }))
  }()
}

/// One feedback loop: a leaf of a generated tree whose width is state, an observer on some
/// element that sets the state from what it receives, and the engine's pass budget.
private struct FeedbackCase: CustomStringConvertible {
  var tree: ElementTree
  /// The leaf whose width is the state, if the tree has a leaf.
  var leaf: Int?
  /// The element whose observer changes the state.
  var host: Int
  var feedback: Feedback
  var initialWidth: Double
  var maximumPasses: Int
  var frames: Int

  /// Whether the observer sees the leaf's value.
  var hostSeesLeaf: Bool {
    guard let leaf else { return false }
    return tree.preorder.first { $0.id == host }?.preorder.contains { $0.id == leaf } ?? false
  }

  var description: String {
    "leaf: \(leaf.map(String.init) ?? "none"), host: \(host), feedback: \(feedback),"
      + " initialWidth: \(initialWidth), maximumPasses: \(maximumPasses), frames: \(frames)\n"
      + "\(tree)"
  }

  static let generator: Gen<FeedbackCase> = {
    let kinds = ElementTree.ContainerKind.allCases.filter { $0 != .reader }
    return Gen<ElementTree>.elementTree(depth: 2, kinds: kinds).flatMap { tree in
      let leaves = tree.preorder.filter(\.isLeaf).map(\.id)
      let ids = tree.preorderIDs
      var parentOf: [Int: Int] = [:]
      tree.visit { element, parent, _ in parentOf[element.id] = parent }
      let parents = parentOf
      let leaf = leaves.isEmpty
        ? Gen<Int?>.constant(nil) : Gen<Int>.int(in: 0...(leaves.count - 1)).map { leaves[$0] }
      return Gen { source in
        let leaf = leaf.generate(using: &source)
        // Usually the leaf or one of its ancestors, so the observer sees the leaf's width.
        var path: [Int] = []
        var next = leaf
        while let id = next {
          path.append(id)
          next = parents[id]
        }
        let anywhere = Gen<Int>.int(in: 0...(ids.count - 1)).map { ids[$0] }
        let ancestors = path
        let host = ancestors.isEmpty
          ? anywhere
          : .frequency(
            (1, anywhere), (3, Gen<Int>.int(in: 0...(ancestors.count - 1)).map { ancestors[$0] }))
        return FeedbackCase(
          tree: tree, leaf: leaf, host: host.generate(using: &source),
          feedback: Feedback.generator.generate(using: &source),
          initialWidth: Gen<Double>.double(in: 0...60, step: 0.5).generate(using: &source),
          maximumPasses: Gen<Int>.int(in: 1...6).generate(using: &source),
          frames: Gen<Int>.int(in: 1...3).generate(using: &source))
      }
    }
  }()
}

/// What the engine's state is, shared with the tree's hooks.
private final class FeedbackState {
  var width: Double
  var deliveries = 0

  init(width: Double) {
    self.width = width
  }
}

/// Properties of the engine's bounded relayout: random feedback loops from preference
/// observers into sizes, some converging within the pass budget and some never, against a
/// model of the pass loop. Each runs `REFLOW_PROPERTY_ITERATIONS` cases (1,000 by default); a
/// failure prints a seed to replay with `REFLOW_SEED` and the shrunk case.
@Suite struct EngineConvergencePropertyTests {
  /// Deliveries after which the observer stops changing state, so an engine that loops
  /// forever fails the property instead of hanging the test run.
  static let deliveryLimit = 10_000

  @Test("Passes stay within maximumPasses; only a loop that does not settle is diagnosed, by id")
  func boundedConvergence() {
    check(FeedbackCase.generator) { feedbackCase in
      let state = FeedbackState(width: feedbackCase.initialWidth)
      let hooks = ElementTree.Hooks(
        size: { id, size in
          id == feedbackCase.leaf ? Size(width: state.width, height: size.height) : size
        },
        didDeclare: { element, handle in
          if element.id == feedbackCase.leaf {
            handle.preference(FeedbackWidthKey.self, value: state.width)
          }
          if element.id == feedbackCase.host {
            handle.onPreferenceChange(FeedbackWidthKey.self) { value in
              state.deliveries += 1
              if state.deliveries <= Self.deliveryLimit {
                state.width = feedbackCase.feedback.next(after: value)
              }
            }
          }
        })
      let engine = LayoutEngine(maximumPasses: feedbackCase.maximumPasses)
      // The model: the value each pass shows the observer, delivered when it differs from the
      // last one delivered (always, the first time).
      var width = feedbackCase.initialWidth
      var lastDelivered: Double?
      var deliveries = 0
      let hostID = ElementTree.elementID(feedbackCase.host)
      var violations: [Violation] = []
      for frameNumber in 1...feedbackCase.frames {
        let frame = engine.arrange(in: Size(width: 200, height: .infinity)) { ui in
          feedbackCase.tree.declare(in: ui, hooks: hooks)
        }
        var passes = 0
        var delivered = false
        var declaredWidth = width
        repeat {
          passes += 1
          declaredWidth = width
          let value = feedbackCase.hostSeesLeaf ? width : FeedbackWidthKey.defaultValue
          delivered = lastDelivered != value
          if delivered {
            lastDelivered = value
            width = feedbackCase.feedback.next(after: value)
            deliveries += 1
          }
        } while delivered && passes < feedbackCase.maximumPasses
        let notSettled = frame.diagnostics.filter {
          if case .didNotSettle = $0 { true } else { false }
        }
        let expected = delivered ? [Diagnostic.didNotSettle(ids: [hostID], passes: passes)] : []
        let prefix = "frame \(frameNumber):"
        violations += Violation.unless(
          frame.passCount <= feedbackCase.maximumPasses,
          "\(prefix) \(frame.passCount) passes, more than \(feedbackCase.maximumPasses)",
          invariant: "bounded")
        violations += Violation.unless(
          frame.passCount == passes && frame.isSettled == !delivered && notSettled == expected,
          "\(prefix) \(frame.passCount) passes, settled \(frame.isSettled), \(notSettled);"
            + " expected \(passes) passes, settled \(!delivered), \(expected)",
          invariant: "settling")
        violations += Violation.unless(
          state.deliveries == deliveries,
          "\(prefix) \(state.deliveries) deliveries so far, expected \(deliveries)",
          invariant: "deliveries")
        if let leaf = feedbackCase.leaf {
          let found = frame.frame(of: ElementTree.elementID(leaf))?.width
          violations += Violation.unless(
            found == declaredWidth,
            "\(prefix) the leaf is \(found.map { "\($0)" } ?? "missing") wide, but the last"
              + " pass declared \(declaredWidth)",
            invariant: "last pass shown")
        }
        if !violations.isEmpty { return violations }
      }
      return violations
    }
  }
}
