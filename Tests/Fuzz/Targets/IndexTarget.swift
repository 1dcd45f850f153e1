#if !FUZZING
import Testing
#endif
import Reflow
import ReflowTesting

/// Fuzzes the incremental flow index behind `LazyFlow` with operation sequences decoded from
/// the input, through `LazyFlowMachine`: the same commands and oracle as the property suite.
///
/// The input decodes (through `ChoiceSource(bytes:)`, by `violations(fuzzing:)`) into a setup
/// (options on either axis and direction, a line length, an estimate, index blocks of 2, 3, 8 or
/// 512 items), then steps: appends, insertions, removals and moves of estimated or measured
/// items (sizes that exactly fill or overflow the open line, NaN, negative and infinite ones),
/// measurements, resizes, scrolls and jumps.
///
/// The oracle, at every step (`LazyFlowMachine`): an edit throws exactly for invalid input and
/// then changes nothing; every frame, line, line lookup and the content size equal a
/// from-scratch `Flow.layout` of the model's sizes within a billionth of the largest
/// coordinate; the count, the estimated count and each estimate flag match the model; windows,
/// `indices(intersecting:)` and `frame(at:)` equal a brute-force search; the index's own
/// invariants hold. A failure prints the run as a replay test.
enum IndexTarget: FuzzTarget {
  static let name = "index"

  /// The machine: small blocks as often as `LazyFlow`'s own, so edits split and join blocks
  /// (and repeat lines) with runs of at most 40 estimated items, which keeps inputs fast.
  static let machine = LazyFlowMachine<LazyFlow>(
    setups: .lazyFlowSetup(blockItems: [512, 2, 3, 8]),
    runLengths: .frequency((4, .int(in: 0...8)), (1, .int(in: 0...40))))

  static func violations(in input: [UInt8]) -> [String] {
    machine.violations(fuzzing: input, maximumSteps: 48)
  }
}

#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzIndex(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  IndexTarget.fuzz(data, count)
}
#else
@Suite struct IndexTargetTests {
  @Test("Every input in the index corpus keeps the lazy flow oracle")
  func corpus() throws {
    try FuzzCorpus.replay(IndexTarget.self)
  }
}
#endif
