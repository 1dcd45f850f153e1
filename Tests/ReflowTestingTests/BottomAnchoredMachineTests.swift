import Reflow
import ReflowTesting
import Testing

@Suite struct BottomAnchoredMachineTests {
  @Test("A chat timeline opens at its end, follows it, keeps what is viewed, lands its jumps")
  func lazyFlowTimeline() {
    check(BottomAnchoredMachine<LazyFlowTimeline>())
  }

  /// The planted bugs, each with the rules that may report it first and how few steps its
  /// shrunk run takes.
  enum PlantedBug: String, CaseIterable, CustomTestStringConvertible {
    case forgetsInsertion, dropsPrependCorrection, forgetsToFollowTheEnd, opensAtTheTop,
      swapsJumpEdges, reportsOnce, jumpsByEstimate

    var testDescription: String { rawValue }
  }

  @Test("Each planted bug is found and shrunk to a short run that passes on the real timeline",
        arguments: PlantedBug.allCases, [1, 2, 3] as [UInt64])
  func findsPlantedBug(_ bug: PlantedBug, seed: UInt64) throws {
    switch bug {
    case .forgetsInsertion:
      try find(
        ForgetsInsertion.self, seed: seed,
        rules: ["frames", "keeps the viewed message", "follows the end", "jump"],
        lastSteps: ["prepend"])
    case .dropsPrependCorrection:
      try find(
        DropsPrependCorrection.self, seed: seed,
        rules: ["follows the end", "keeps the viewed message"], lastSteps: ["prepend"])
    case .forgetsToFollowTheEnd:
      try find(
        ForgetsToFollowTheEnd.self, seed: seed, rules: ["follows the end"],
        lastSteps: ["append"])
    case .opensAtTheTop:
      try find(OpensAtTheTop.self, seed: seed, rules: ["opens at the end"], lastSteps: [nil])
    case .swapsJumpEdges:
      try find(
        SwapsJumpEdges.self, seed: seed, rules: ["jump"], lastSteps: ["jump", "scrollToEnd"])
    case .reportsOnce:
      try find(ReportsOnce.self, seed: seed, rules: ["late sizes"], lastSteps: ["grow"])
    case .jumpsByEstimate:
      try find(
        JumpsByEstimate.self, seed: seed, rules: ["jump", "corrections"],
        lastSteps: ["jump", "scrollToEnd"])
    }
  }

  /// Finds `Bug` from `seed` and checks the counterexample: at most 3 steps, the last one of
  /// `lastSteps` (`nil`: none, the first arrangement fails), a violation of one of `rules`, and
  /// a printed replay that fails on `Bug` and passes on `LazyFlowTimeline`.
  func find<Bug: BottomAnchoredTimeline>(
    _: Bug.Type, seed: UInt64, rules: Set<String>, lastSteps: Set<String?>,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let machine = BottomAnchoredMachine<Bug>()
    let failure = try #require(
      findCounterexample(machine, iterations: 2_000, seed: seed), sourceLocation: sourceLocation)
    let run = failure.value
    #expect(run.steps.count <= 3, "\(run)", sourceLocation: sourceLocation)
    #expect(lastSteps.contains(run.steps.last?.name), "\(run)", sourceLocation: sourceLocation)
    #expect(
      failure.violations.contains { rules.contains($0.invariant) }, "\(failure.violations)",
      sourceLocation: sourceLocation)
    #expect(
      run.replayTest.contains("BottomAnchoredMachine<\(Bug.self)>().replay(\n    setup: "),
      "\(run.replayTest)", sourceLocation: sourceLocation)
    var violations: [Violation] = []
    withKnownIssue {
      violations = machine.replay(setup: run.setup, run.steps)
    }
    #expect(!violations.isEmpty, sourceLocation: sourceLocation)
    #expect(
      BottomAnchoredMachine<LazyFlowTimeline>().replay(setup: run.setup, run.steps).isEmpty,
      "\(run)", sourceLocation: sourceLocation)
  }

  /// Ten messages one to a line, measured, in a viewport showing three and a bit.
  static let rows = BottomAnchoredSetup(
    options: FlowOptions(lineSpacing: 4), viewport: Size(width: 100, height: 110),
    estimatedMessageSize: Size(width: 100, height: 20), overscan: 30,
    messages: Array(repeating: Size(width: 300, height: 30), count: 10))

  @Test("Scrolled up, a page of older messages leaves the viewed message in place")
  func prependAwayFromTheEnd() {
    let steps: [ModelStep] = [
      .step("measure", TimelineMeasurement.all),
      .step("scroll", TimelineScroll.by(-50)),
      .step("prepend", [Size(width: 300, height: 45), Size(width: 300, height: 12.5)]),
    ]
    var violations: [Violation] = []
    withKnownIssue {
      violations = BottomAnchoredMachine<DropsPrependCorrection>().replay(
        setup: Self.rows, steps)
    }
    #expect(violations.map(\.invariant) == ["keeps the viewed message"], "\(violations)")
    BottomAnchoredMachine<LazyFlowTimeline>().replay(setup: Self.rows, steps)
  }

  @Test("At the end, new messages and a growing reply are followed; scrolled up, they are not")
  func followsOnlyAtTheEnd() {
    let steps: [ModelStep] = [
      .step("measure", TimelineMeasurement.all),
      .step("append", [Size(width: 300, height: 30)]),
      .step("grow", Size(width: 0, height: 41.25)),
      .step("measure", TimelineMeasurement.drawn),
      .step("scroll", TimelineScroll.fromEnd(1.25)),
      .step("append", [Size(width: 300, height: 30)]),
      .step("grow", Size(width: 0, height: 10)),
      .step("scroll", TimelineScroll.fromEnd(1)),
      .step("append", [Size(width: 300, height: 30)]),
    ]
    var violations: [Violation] = []
    withKnownIssue {
      violations = BottomAnchoredMachine<ForgetsToFollowTheEnd>().replay(
        setup: Self.rows, steps)
    }
    #expect(violations.map(\.invariant) == ["follows the end"], "\(violations)")
    BottomAnchoredMachine<LazyFlowTimeline>().replay(setup: Self.rows, steps)
  }

  @Test("Jumps with every alignment land, stay as neighbours are measured, and end on settling",
        arguments: ScrollAlignment.allCases)
  func jumps(_ alignment: ScrollAlignment) {
    BottomAnchoredMachine<LazyFlowTimeline>().replay(setup: Self.rows, [
      .step("prepend", Array(repeating: Size(width: 300, height: 50), count: 30)),
      .step("jump", (12, alignment)),
      .step("measure", TimelineMeasurement.firstDrawn(2)),
      .step("measure", TimelineMeasurement.drawn),
      .step("append", [Size(width: 300, height: 30)]),
      .step("resize", Size(width: 120, height: 200)),
      .step("jump", (-1, alignment)),
      .step("scrollToEnd", true),
      .step("measure", TimelineMeasurement.drawn),
      .step("append", [Size(width: 300, height: 30)]),
    ])
  }

  @Test("Fuzzer bytes drive the machine: random inputs find a planted bug, not the real timeline")
  func fuzzing() {
    let inputs = Gen<[Int]>.array(of: .int(in: 0...255), count: 0...96)
      .samples(count: 200, seed: 0xC4A7).map { $0.map(UInt8.init) }
    let caught = inputs.filter {
      !BottomAnchoredMachine<ForgetsToFollowTheEnd>().violations(fuzzing: $0).isEmpty
    }
    #expect(!caught.isEmpty)
    let report = caught.first.map {
      BottomAnchoredMachine<ForgetsToFollowTheEnd>().violations(fuzzing: $0)
    }
    #expect(report?.last?.contains("Replay it as a test") == true, "\(report ?? [])")
    for input in inputs {
      #expect(
        BottomAnchoredMachine<LazyFlowTimeline>().violations(fuzzing: input).isEmpty, "\(input)")
    }
  }

  @Test("A setup prints as the Swift that makes it")
  func setupLiteral() {
    #expect(Self.rows.description == """
      BottomAnchoredSetup(options: FlowOptions(lineSpacing: 4), viewport: Size(width: 100, \
      height: 110), estimatedMessageSize: Size(width: 100, height: 20), overscan: 30, messages: \
      [\(Array(repeating: "Size(width: 300, height: 30)", count: 10).joined(separator: ", "))])
      """)
  }
}

/// A jump at `.nearest` to a message that fits the viewport, after a resize: found by the
/// machine at 1 case in 5,000 (REFLOW_SEED=0xDA23BCB383A21BD4).
@Test func bottomAnchoredNearestJumpAfterResize() {
  BottomAnchoredMachine<LazyFlowTimeline>().replay(
    setup: BottomAnchoredSetup(
      options: FlowOptions(insets: Insets(top: 0.5, bottom: 0.5)),
      viewport: Size(width: 40, height: 38.5), estimatedMessageSize: Size(width: 1, height: 38),
      messages: [Size(width: 200, height: 37.5)]),
    [
      .step("scroll", TimelineScroll.by(-300.0)),
      .step("jump", (0, ScrollAlignment.nearest)),
      .step("resize", Size(width: 40, height: 37.75)),
      .step("measure", TimelineMeasurement.drawn),
    ])
}
