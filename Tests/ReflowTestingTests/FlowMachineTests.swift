import ReflowTesting
import Testing

/// A bug planted in `Flow` by `BuggyFlow`: each hook does what `Flow` does unless overridden.
protocol FlowBug {
  static func add(contentsOf sizes: [Size], to flow: inout Flow) throws(ReflowError)
  static func removeItems(from index: Int, in flow: inout Flow)
}

extension FlowBug {
  static func add(contentsOf sizes: [Size], to flow: inout Flow) throws(ReflowError) {
    try flow.add(contentsOf: sizes)
  }

  static func removeItems(from index: Int, in flow: inout Flow) {
    flow.removeItems(from: index)
  }
}

/// `add(contentsOf:)` adds sizes one by one and stops at the first bad one, so a batch with a
/// bad size is half added: not all-or-nothing.
enum PiecemealBatch: FlowBug {
  static func add(contentsOf sizes: [Size], to flow: inout Flow) throws(ReflowError) {
    for size in sizes { try flow.add(size) }
  }
}

/// `removeItems(from:)` keeps one item too many.
enum OffByOneRemoval: FlowBug {
  static func removeItems(from index: Int, in flow: inout Flow) {
    flow.removeItems(from: index + 1)
  }
}

/// A `Flow` with `Bug` planted in it.
struct BuggyFlow<Bug: FlowBug>: ResumableFlowLayout {
  var flow: Flow

  init(container: Size, options: FlowOptions) throws(ReflowError) {
    flow = try Flow(container: container, options: options)
  }

  var count: Int { flow.count }
  var result: FlowResult { flow.result }
  mutating func add(_ size: Size) throws(ReflowError) -> Rect { try flow.add(size) }
  mutating func add<Sizes: Collection<Size>>(contentsOf sizes: Sizes) throws(ReflowError) {
    try Bug.add(contentsOf: Array(sizes), to: &flow)
  }
  mutating func finish() -> FlowResult { flow.finish() }
  mutating func removeItems(from index: Int) { Bug.removeItems(from: index, in: &flow) }
}

@Suite struct FlowMachineTests {
  @Test("Flow agrees with the reference layout under any sequence of operations")
  func flowAgrees() {
    check(FlowMachine<Flow>())
  }

  @Test("Every operation runs, on every kind of setup", arguments: 1...4)
  func operationsRun(_ seed: UInt64) throws {
    // A machine whose every command fails shows which ones the generator reaches.
    var reached: Set<String> = []
    for caseSeed in (0..<40).map({ seed * 1_000 + $0 }) {
      let run = try #require(
        findCounterexample(
          FailingFlowMachine(), iterations: 1, seed: caseSeed, steps: 50...50, shrinkLimit: 0))
      #expect(run.value.steps.count == 50)
      reached.formUnion(run.value.steps.map(\.name))
    }
    #expect(reached == ["add", "addContents", "finish", "removeItems", "result"])
  }

  @Test("A batch add that is not all-or-nothing is found and shrunk to a valid and a bad size")
  func findsPiecemealBatch() throws {
    let failure = try #require(
      findCounterexample(
        FlowMachine<BuggyFlow<PiecemealBatch>>(), iterations: 1_000, seed: 0xBAD_0004))
    #expect(failure.value.steps.map(\.description) == [
      ".step(\"addContents\", [Size(width: 0, height: 0), Size(width: .nan, height: 1)])",
    ])
    #expect(failure.violations.map(\.invariant) == ["count"])
    #expect(failure.value.replayTest.hasPrefix("""
      @Test func flowMachineReplay() {
        FlowMachine<BuggyFlow<PiecemealBatch>>().replay(
          setup: LayoutCase(
      """))
  }

  @Test("A removal that keeps one item too many is found in a few steps, from many seeds",
        arguments: 1...6)
  func findsOffByOneRemoval(_ seed: UInt64) throws {
    let failure = try #require(
      findCounterexample(
        FlowMachine<BuggyFlow<OffByOneRemoval>>(), iterations: 1_000, seed: seed))
    #expect(failure.value.steps.count == 2)
    #expect(failure.value.steps.last?.name == "removeItems")
    #expect(failure.value.steps.last?.argument as? Int == 0)
    // The printed replay runs as printed: it fails on the buggy flow and passes on Flow.
    var violations: [Violation] = []
    withKnownIssue {
      violations = FlowMachine<BuggyFlow<OffByOneRemoval>>().replay(
        setup: failure.value.setup, failure.value.steps)
    }
    #expect(violations.map(\.invariant) == ["count"])
    FlowMachine<Flow>().replay(setup: failure.value.setup, failure.value.steps)
  }

  @Test("A pasted replay of the shrunk batch fails on the buggy flow and passes on Flow")
  func pastedReplay() {
    let setup = LayoutCase(container: Size(width: 0, height: 0), options: FlowOptions(), sizes: [])
    let steps: [ModelStep] = [
      .step("addContents", [Size(width: 0, height: 0), Size(width: .nan, height: 1)]),
    ]
    withKnownIssue {
      FlowMachine<BuggyFlow<PiecemealBatch>>().replay(setup: setup, steps)
    }
    FlowMachine<Flow>().replay(setup: setup, steps)
  }
}

/// `FlowMachine<Flow>` whose invariant fails after 50 steps, so that a run of 50 steps comes
/// back as a counterexample that shows which commands the generator chose.
struct FailingFlowMachine: StateMachineTest {
  final class Calls { var count = 0 }

  let machine = FlowMachine<Flow>()
  let calls = Calls()
  var setups: Gen<LayoutCase> { machine.setups }
  func makeSystem(_ setup: LayoutCase) throws -> Flow {
    calls.count = 0
    return try machine.makeSystem(setup)
  }
  func makeModel(_ setup: LayoutCase) -> FlowMachine<Flow>.Model { machine.makeModel(setup) }
  var commands: [ModelCommand<Flow, FlowMachine<Flow>.Model>] { machine.commands }
  func invariants(_ flow: Flow, _ model: FlowMachine<Flow>.Model) -> [Violation] {
    calls.count += 1  // once before the first step, then once per step
    return calls.count > 50 ? ["50 steps ran"] : []
  }
}
