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

/// A resize while the viewport sits in the gap between two lines (24 apart, the viewport 20
/// tall), so nothing anchors it: the resize's first pass clamped the offset to content whose
/// last messages were still estimated, and the next pass, which measured them, kept the
/// clamped offset instead of the one the content then allowed (1723.75, not 1970.5). Found by
/// the `chat` fuzz target after 909,121 inputs (Tests/Fuzz/Corpus/chat/resize-clamp-in-line-gap).
@Test func bottomAnchoredResizeClampedInALineGap() {
  BottomAnchoredMachine<LazyFlowTimeline>().replay(
    setup: BottomAnchoredSetup(
      options: FlowOptions(lineSpacing: 24, alignment: .spaceBetween, direction: .rightToLeft),
      viewport: Size(width: 40, height: 20), estimatedMessageSize: Size(width: 1, height: 1),
      messages: [
        Size(width: 419.5, height: 59.25), Size(width: 367.75, height: 113.25),
        Size(width: 229, height: 3.5),
      ]),
    [
      .step("append", [Size(width: 366.25, height: 56), Size(width: 366.25, height: 1)]),
      .step("measure", TimelineMeasurement.drawn),
      .step("prepend", [Size(width: 84, height: 52.25)]),
      .step("prepend", [Size(width: 84, height: 52.25)]),
      .step("prepend", [Size(width: 228, height: 256.25)]),
      .step("grow", Size(width: 74.25, height: 145.5)),
      .step("append", [Size(width: 356.25, height: 52.25)]),
      .step("prepend", [Size(width: 84, height: 74.5), Size(width: 410.5, height: 27.25),
          Size(width: 356.25, height: 56), Size(width: 366.25, height: 56),
          Size(width: 349.5, height: 56), Size(width: 366.25, height: 72.75),
          Size(width: 55, height: 72.75), Size(width: 173.5, height: 69.25),
          Size(width: 173.5, height: 69.25), Size(width: 173.5, height: 43.75),
          Size(width: 55, height: 246.25), Size(width: 166, height: 8)]),
      .step("measure", TimelineMeasurement.lastDrawn(1)),
      .step("measure", TimelineMeasurement.all),
      .step("scroll", TimelineScroll.fromEnd(2.0)),
      .step("append", [Size(width: 340.75, height: 56), Size(width: 366.25, height: 15.5)]),
      .step("scroll", TimelineScroll.toFraction(1.05)),
      .step("scroll", TimelineScroll.toFraction(1.05)),
      .step("scroll", TimelineScroll.toFraction(1.05)),
      .step("scroll", TimelineScroll.toFraction(1.05)),
      .step("scroll", TimelineScroll.toFraction(1.05)),
      .step("scroll", TimelineScroll.toFraction(1.05)),
      .step("scroll", TimelineScroll.toFraction(1.05)),
      .step("scroll", TimelineScroll.toFraction(1.05)),
      .step("scroll", TimelineScroll.toFraction(1.05)),
      .step("scroll", TimelineScroll.toFraction(1.05)),
      .step("scroll", TimelineScroll.toFraction(1.05)),
      .step("scroll", TimelineScroll.toFraction(1.05)),
      .step("scroll", TimelineScroll.toFraction(1.05)),
      .step("scroll", TimelineScroll.toFraction(1.05)),
      .step("scroll", TimelineScroll.toFraction(1.05)),
      .step("scroll", TimelineScroll.toFraction(1.05)),
      .step("scroll", TimelineScroll.toFraction(1.05)),
      .step("scroll", TimelineScroll.toFraction(1.05)),
      .step("scroll", TimelineScroll.toFraction(1.05)),
      .step("scroll", TimelineScroll.toFraction(1.05)),
      .step("scroll", TimelineScroll.toFraction(1.05)),
      .step("scroll", TimelineScroll.toFraction(1.05)),
      .step("scroll", TimelineScroll.toFraction(1.05)),
      .step("scroll", TimelineScroll.toFraction(0.0)),
      .step("append", [Size(width: 366.25, height: 56), Size(width: 334.25, height: 52.25)]),
      .step("prepend", [Size(width: 84, height: 52.25)]),
      .step("prepend", [Size(width: 84, height: 74.5), Size(width: 410.5, height: 27.25),
          Size(width: 346.5, height: 56), Size(width: 366.25, height: 56),
          Size(width: 328, height: 67.25), Size(width: 84, height: 52.25)]),
      .step("prepend", [Size(width: 84, height: 52.25)]),
      .step("prepend", [Size(width: 72.5, height: 29), Size(width: 226.25, height: 72.75)]),
      .step("append", [Size(width: 366.25, height: 52.25)]),
      .step("prepend", [Size(width: 84, height: 52.25)]),
      .step("jump", (36, ScrollAlignment.top)),
      .step("scroll", TimelineScroll.by(-273.75)),
      .step("grow", Size(width: 74.25, height: 145.5)),
      .step("append", [Size(width: 366.25, height: 56), Size(width: 366.25, height: 56),
          Size(width: 284.25, height: 164.25)]),
      .step("scroll", TimelineScroll.fromEnd(3.0)),
      .step("prepend", [Size(width: 173.5, height: 69.25), Size(width: 45.5, height: 69.25),
          Size(width: 55, height: 164.25), Size(width: 366.25, height: 2.75),
          Size(width: 349.25, height: 59.25), Size(width: 141, height: 77)]),
      .step("append", [Size(width: 340.75, height: 56), Size(width: 366.25, height: 56),
          Size(width: 366.25, height: 56)]),
      .step("append", [Size(width: 84, height: 52.25), Size(width: 84, height: 52.25),
          Size(width: 84, height: 52.25), Size(width: 72.5, height: 29),
          Size(width: 226.25, height: 72.75), Size(width: 178.5, height: 56),
          Size(width: 356.25, height: 52.25), Size(width: 84, height: 52.25),
          Size(width: 325.75, height: 4.75), Size(width: 221.5, height: 52.25),
          Size(width: 366.25, height: 56), Size(width: 366.25, height: 56),
          Size(width: 366.25, height: 56), Size(width: 55, height: 164.25),
          Size(width: 55, height: 199.75), Size(width: 173.5, height: 69.25),
          Size(width: 173.5, height: 69.25), Size(width: 55, height: 100.75),
          Size(width: 376, height: 38.75), Size(width: 349.25, height: 53.75),
          Size(width: 84, height: 52.25), Size(width: 84, height: 52.25),
          Size(width: 148.25, height: 52.25), Size(width: 84, height: 67.25),
          Size(width: 84, height: 52.25), Size(width: 84, height: 78.25),
          Size(width: 84, height: 52.25), Size(width: 72.5, height: 29),
          Size(width: 285.25, height: 13.75), Size(width: 84, height: 52.25)]),
      .step("prepend", [Size(width: 84, height: 52.25)]),
      .step("measure", TimelineMeasurement.firstDrawn(3)),
      .step("prepend", [Size(width: 303, height: 57.5), Size(width: 303, height: 57.5),
          Size(width: 303, height: 57.5), Size(width: 303, height: 57.5),
          Size(width: 303, height: 57.5), Size(width: 303, height: 57.5),
          Size(width: 303, height: 57.5), Size(width: 303, height: 57.5),
          Size(width: 303, height: 57.5), Size(width: 303, height: 57.5),
          Size(width: 303, height: 57.5), Size(width: 390, height: 56)]),
      .step("prepend", [Size(width: 84, height: 52.25)]),
      .step("prepend", [Size(width: 72.5, height: 29), Size(width: 226.25, height: 72.75)]),
      .step("append", [Size(width: 366.25, height: 246.25), Size(width: 366.25, height: 56),
          Size(width: 366.25, height: 58.5)]),
      .step("resize", Size(width: 168.75, height: 348.25)),
    ])
}
