#if !FUZZING
import Testing
#endif
import Reflow
import ReflowTesting

/// Fuzzes paged collections with sessions decoded from the input, through the ready-made
/// machines: the same commands and oracle as the paging property suites.
///
/// The first byte picks the machine: `RemoteCollectionMachine` over offsets, page numbers or
/// cursors, or `PagedCollectionMachine`. The rest decodes (through `ChoiceSource(bytes:)`, by
/// `violations(fuzzing:)`) into a setup (page size, source length, counts reported or not,
/// prefetch distance, viewport, memory limit) and steps: requests, answers in any order (late,
/// twice, after the source changed), failures, retries, scrolls, jumps, refreshes, source
/// insertions and deletions, `settle` and `drain`.
///
/// The oracle, at every step (the machines' invariants): no id loaded twice; the loaded items a
/// contiguous, in-order run of the source as of some moment; at most one request per end and
/// per key; answers applied only while in flight; at most the memory limit plus one page
/// loaded; failures only as reported; after `settle` the viewport loaded, and after `drain`
/// every item loaded in order with both ends complete. A failure prints the run as a replay
/// test.
enum PagingTarget: FuzzTarget {
  static let name = "paging"

  /// The most steps one input runs.
  static let maximumSteps = 64

  static func violations(in input: [UInt8]) -> [String] {
    let rest = Array(input.dropFirst())
    return switch (input.first ?? 0) % 4 {
    case 0:
      RemoteCollectionMachine.offsets().violations(fuzzing: rest, maximumSteps: maximumSteps)
    case 1:
      RemoteCollectionMachine.pageNumbers().violations(fuzzing: rest, maximumSteps: maximumSteps)
    case 2:
      RemoteCollectionMachine.cursors().violations(fuzzing: rest, maximumSteps: maximumSteps)
    default: PagedCollectionMachine().violations(fuzzing: rest, maximumSteps: maximumSteps)
    }
  }
}

#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPaging(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  PagingTarget.fuzz(data, count)
}
#else
@Suite struct PagingTargetTests {
  @Test("Every input in the paging corpus keeps the paging machines' oracle")
  func corpus() throws {
    try FuzzCorpus.replay(PagingTarget.self)
  }
}
#endif
