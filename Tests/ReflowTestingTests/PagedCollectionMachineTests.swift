import ReflowTesting
import Testing

/// `PagedCollectionMachine` with its model's page count not clamped to the pages that exist:
/// what the machine would see of a collection that restores or keeps a page count past the
/// end. The machine must catch the disagreement and shrink it.
struct UnclampedPagingModel: StateMachineTest {
  typealias Machine = PagedCollectionMachine
  typealias System = Machine.Session
  typealias Model = Machine.Model

  let machine = PagedCollectionMachine()
  var setups: Gen<Machine.Setup> { machine.setups }
  var commands: [Command] { machine.commands }
  func makeSystem(_ setup: Machine.Setup) throws -> System { try machine.makeSystem(setup) }
  func makeModel(_ setup: Machine.Setup) -> Model {
    var model = machine.makeModel(setup)
    model.revealedPages = Swift.max(0, setup.restoredPageCount)
    return model
  }
  func invariants(_ session: System, _ model: Model) -> [Violation] {
    machine.invariants(session, model)
  }
}

@Suite struct PagedCollectionMachineTests {
  @Test("A page count restored past the end, unclamped, is found and shrunk to its setup alone")
  func findsUnclampedRestore() throws {
    let failure = try #require(findCounterexample(UnclampedPagingModel(), seed: 7))
    #expect(failure.value.steps.isEmpty, "\(failure.value.steps)")
    #expect(failure.violations.map(\.invariant).contains("clamped prefix"))
    let setup = failure.value.setup
    let pages = (setup.sourceCount + setup.pageSize - 1) / setup.pageSize
    #expect(setup.restoredPageCount > pages, "\(setup)")
  }

  @Test("A pasted replay runs clean on the machine", arguments: [-2, 0, 3, 7])
  func replay(restoredPageCount: Int) {
    PagedCollectionMachine().replay(
      setup: (pageSize: 2, sourceCount: 5, restoredPageCount: restoredPageCount),
      [
        .step("loadNextPage"),
        .step("insert", (PagingSourceModel.Place.head, 3)),
        .step("loadNextPage"),
        .step("delete", (PagingSourceModel.Place.tail, 7)),
        .step("loadNextPage"),
        .step("reset"),
        .step("loadNextPage"),
      ])
  }
}
