import Reflow
import ReflowTesting
import Testing

/// A `LazyFlow` wrapper that forwards every operation: a planted bug overrides one.
protocol ForwardingLazyFlow: IncrementalFlowLayout {
  var flow: LazyFlow { get set }
  init(flow: LazyFlow)
}

extension ForwardingLazyFlow {
  init(_ setup: LazyFlowSetup) throws(ReflowError) { self.init(flow: try LazyFlow(setup)) }
  var index: FlowIndex { flow.index }
  func window(for viewport: Rect, overscan: Double) -> LazyFlowWindow {
    flow.window(for: viewport, overscan: overscan)
  }
  mutating func appendItems(count: Int) { flow.appendItems(count: count) }
  mutating func appendItems<Sizes: Collection<Size>>(sizes: Sizes) throws(ReflowError) {
    try flow.appendItems(sizes: sizes)
  }
  mutating func insertItems(count: Int, at position: Int) throws(ReflowError) {
    try flow.insertItems(count: count, at: position)
  }
  mutating func insertItems<Sizes: Collection<Size>>(sizes: Sizes, at position: Int)
    throws(ReflowError)
  {
    try flow.insertItems(sizes: sizes, at: position)
  }
  mutating func removeItems(from index: Int) { flow.removeItems(from: index) }
  mutating func removeItems(in range: Range<Int>) throws(ReflowError) {
    try flow.removeItems(in: range)
  }
  mutating func moveItems(_ range: Range<Int>, to destination: Int) throws(ReflowError) {
    try flow.moveItems(range, to: destination)
  }
  @discardableResult
  mutating func setSizes(_ sizes: [(index: Int, size: Size)]) throws(ReflowError) -> Bool {
    try flow.setSizes(sizes)
  }
  mutating func setLineLength(_ lineLength: Double) throws(ReflowError) {
    try flow.setLineLength(lineLength)
  }
  func item(at index: Int) -> FlowItem? { flow.item(at: index) }
  mutating func appendItems<Items: Collection<FlowItem>>(_ items: Items) throws(ReflowError) {
    try flow.appendItems(items)
  }
  mutating func insertItems<Items: Collection<FlowItem>>(_ items: Items, at position: Int)
    throws(ReflowError)
  {
    try flow.insertItems(items, at: position)
  }
  @discardableResult
  mutating func setItems(_ items: [(index: Int, item: FlowItem)]) throws(ReflowError) -> Bool {
    try flow.setItems(items)
  }
}

/// `LazyFlow` whose `moveItems` drops the moved items' measured sizes: they land estimated.
struct PlantedLazyFlow: ForwardingLazyFlow {
  var flow: LazyFlow

  mutating func moveItems(_ range: Range<Int>, to destination: Int) throws(ReflowError) {
    try flow.moveItems(range, to: destination)
    guard (0..<range.count).contains(where: { !flow.isSizeEstimated(at: destination + $0) })
    else { return }
    try flow.removeItems(in: destination..<(destination + range.count))
    try flow.insertItems(count: range.count, at: destination)
  }
}

/// `LazyFlow` whose window leaves out the last item the viewport shows.
struct ShortWindow: ForwardingLazyFlow {
  var flow: LazyFlow

  func window(for viewport: Rect, overscan: Double) -> LazyFlowWindow {
    var window = flow.window(for: viewport, overscan: overscan)
    if window.visible.count > 1 { window.visible = window.visible.dropLast() }
    return window
  }
}

@Suite struct LazyFlowMachineTests {
  @Test("A move that drops the moved items' measured sizes is found and shrunk to a few steps",
        arguments: [1, 2, 3] as [UInt64])
  func findsDroppedMeasurement(seed: UInt64) throws {
    let failure = try #require(
      findCounterexample(LazyFlowMachine<PlantedLazyFlow>(), iterations: 2_000, seed: seed))
    let run = failure.value
    // Measured items (appended with sizes, or measured), then the move that loses them.
    #expect(run.steps.count <= 4, "\(run)")
    #expect(run.steps.last?.name == "move", "\(run)")
    #expect(failure.violations.contains { $0.invariant == "estimates" }, "\(failure.violations)")
    #expect(run.replayTest.contains("LazyFlowMachine<PlantedLazyFlow>().replay("))
    // The same steps pass on the real flow.
    #expect(LazyFlowMachine<LazyFlow>().replay(setup: run.setup, run.steps).isEmpty, "\(run)")
  }

  @Test("A window one item short is found by a scroll or a jump")
  func findsShortWindow() throws {
    let failure = try #require(
      findCounterexample(LazyFlowMachine<ShortWindow>(), iterations: 2_000, seed: 4))
    let run = failure.value
    #expect(run.steps.count <= 3, "\(run)")
    #expect(["scroll", "jump"].contains(run.steps.last?.name), "\(run)")
    #expect(failure.violations.map(\.invariant) == ["window"], "\(failure.violations)")
  }

  @Test("A printed replay pasted as a test fails on the planted bug and passes on LazyFlow")
  func pastedReplay() {
    let setup = LazyFlowSetup(lineLength: 100, estimatedItemSize: Size(width: 60, height: 20))
    let steps: [ModelStep] = [
      .step("append", [Size(width: 30, height: 10), Size(width: 30, height: 10)]),
      .step("move", ((0, 1), 1)),
    ]
    var violations: [Violation] = []
    withKnownIssue {
      violations = LazyFlowMachine<PlantedLazyFlow>().replay(setup: setup, steps)
    }
    #expect(violations.map(\.invariant).contains("estimates"), "\(violations)")
    LazyFlowMachine<LazyFlow>().replay(setup: setup, steps)
  }

  @Test("Edits throw exactly for invalid input: a replay of rejected edits passes")
  func rejectedEdits() {
    let setup = LazyFlowSetup(lineLength: 100, estimatedItemSize: Size(width: 60, height: 20))
    LazyFlowMachine<LazyFlow>().replay(setup: setup, [
      .step("appendEstimated", 3),
      .step("insert", (5, [Size(width: 10, height: 10)])),
      .step("remove", (2, 4)),
      .step("move", ((0, 2), 2)),
      .step("measure", [(index: 1, size: Size(width: .nan, height: 1))]),
      .step("resize", -1.0),
      .step("measure", [(index: 7, size: Size(width: .nan, height: 1)), (index: 0, size: .zero)]),
      .step("jump", (item: 2, viewport: Rect(x: 0, y: 20, width: 100, height: 20), overscan: 5.0)),
    ])
  }

  @Test("Fuzzer bytes drive the machine: random inputs find the planted move bug, not LazyFlow's")
  func fuzzing() {
    let inputs = Gen<[Int]>.array(of: .int(in: 0...255), count: 0...200)
      .samples(count: 600, seed: 0x1A2F).map { $0.map(UInt8.init) }
    let caught = inputs.filter {
      !LazyFlowMachine<PlantedLazyFlow>().violations(fuzzing: $0).isEmpty
    }
    #expect(!caught.isEmpty)
    let report = caught.first.map { LazyFlowMachine<PlantedLazyFlow>().violations(fuzzing: $0) }
    #expect(report?.last?.contains("Replay it as a test") == true, "\(report ?? [])")
    for input in inputs {
      #expect(LazyFlowMachine<LazyFlow>().violations(fuzzing: input).isEmpty, "\(input)")
    }
  }
}
