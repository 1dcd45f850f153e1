import Reflow
import ReflowTesting
import Testing

/// `RemoteCollection` under generated command sequences, through the machines ReflowTesting
/// ships (`RemoteCollectionMachine`): requests, answers in any order (some twice, some after the
/// source changed, some after a refresh replaced their request), failures, retries, scrolling,
/// drags, prepends, appends, jumps, refreshes, source insertions and deletions at the head, in
/// the middle and at the tail, and pages dropped and reloaded under a memory limit — checked
/// after every step against a list model of the source, and shrunk to a pasteable replay on
/// failure.
///
/// The machine's documentation lists what it checks: each item once; the loaded items a
/// contiguous run of the source, each item directly after the one before it at some moment;
/// one request per end and per key;
/// each answer applied exactly when in flight; the memory limit plus a page; failures only
/// where reported; a settled viewport loaded; and a drain that loads the whole source in order.
@Suite struct RemoteCollectionPropertyTests {
  @Test("Over offsets, any sequence loads each item once, in order, none skipped")
  func offsets() {
    check(RemoteCollectionMachine.offsets())
  }

  @Test("Over page numbers, any sequence loads each item once, in order, none skipped")
  func pageNumbers() {
    check(RemoteCollectionMachine.pageNumbers())
  }

  @Test("Over cursors, any sequence loads each item once, in order, none skipped")
  func cursors() {
    check(RemoteCollectionMachine.cursors())
  }

  @Test("Generated runs reach repeats, gaps, drops, reloads, ignored answers, failures and drains")
  func coverage() throws {
    let reach = Reach()
    try Self.observe(.offsets(), reach: reach, seed: 1)
    try Self.observe(.pageNumbers(), reach: reach, seed: 2)
    try Self.observe(.cursors(), reach: reach, seed: 3)
    let total = reach.total
    #expect(total.duplicatesDropped > 0 && total.gapsRepaired > 0, "\(total)")
    #expect(total.pagesDropped > 0 && total.pagesReloaded > 0, "\(total)")
    #expect(total.answersIgnored > 0 && reach.failedEnds > 0, "\(total)")
    #expect(reach.placeholderRuns > 0 && reach.whenAskedRuns > 0)
    let names = RemoteCollectionMachine.offsets().commands.map(\.name)
    #expect(Set(names).subtracting(reach.commands).isEmpty, "never ran: \(reach.commands)")
  }

  /// Runs `machine` from 100 seeds for 50 steps each, adding up what the runs reach.
  static func observe<Key>(
    _ machine: RemoteCollectionMachine<Key>, reach: Reach, seed: UInt64,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    for caseSeed in (0..<100).map({ seed * 1_000 + $0 }) {
      let failure = try #require(
        findCounterexample(
          Observed(machine: machine, reach: reach), iterations: 1, seed: caseSeed,
          steps: 50...50, shrinkLimit: 0),
        sourceLocation: sourceLocation)
      #expect(
        failure.violations.map(\.invariant) == ["observed"], "\(failure)",
        sourceLocation: sourceLocation)
      reach.commands.formUnion(failure.value.steps.map(\.name))
    }
    reach.endRun()
  }
}

/// What generated runs reached: the collection's diagnostics added up over runs, ends failed
/// by the machine's failures, and the commands run.
final class Reach {
  var total = PagingDiagnostics()
  var failedEnds = 0
  var placeholderRuns = 0
  var whenAskedRuns = 0
  var commands: Set<String> = []
  /// The running run's latest diagnostics, whether it showed placeholders, and its steps.
  var current = PagingDiagnostics()
  var sawPlaceholders = false
  var steps = 0

  /// Adds the run that ended to the totals.
  func endRun() {
    total.duplicatesDropped += current.duplicatesDropped
    total.gapsRepaired += current.gapsRepaired
    total.pagesDropped += current.pagesDropped
    total.pagesReloaded += current.pagesReloaded
    total.answersIgnored += current.answersIgnored
    placeholderRuns += sawPlaceholders ? 1 : 0
    current = PagingDiagnostics()
    sawPlaceholders = false
    steps = 0
  }
}

/// A `RemoteCollectionMachine` whose runs report what they reach, and stop with a violation
/// after 50 steps so each run comes back with its steps.
struct Observed<Key: Hashable & Sendable>: StateMachineTest {
  typealias Machine = RemoteCollectionMachine<Key>
  typealias System = Machine.Session
  typealias Model = Machine.Model

  let machine: Machine
  let reach: Reach

  var setups: Gen<RemotePagingSetup> { machine.setups }
  var commands: [Command] { machine.commands }

  func makeSystem(_ setup: RemotePagingSetup) throws -> System {
    reach.endRun()
    if setup.prefetchDistance == nil { reach.whenAskedRuns += 1 }
    return try machine.makeSystem(setup)
  }

  func makeModel(_ setup: RemotePagingSetup) -> Model { machine.makeModel(setup) }

  func invariants(_ session: System, _ model: Model) -> [Violation] {
    let found = machine.invariants(session, model)
    guard found.isEmpty else { return found }
    let collection = session.collection
    reach.current = collection.diagnostics
    reach.sawPlaceholders = reach.sawPlaceholders || collection.hasPlaceholders
    reach.failedEnds += LoadKind.allCases.filter { collection.loadStates[$0].isFailed }.count
    reach.steps += 1
    return reach.steps > 50 ? [Violation("observed", "50 steps ran")] : []
  }
}
