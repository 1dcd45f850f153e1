#if !FUZZING
import Testing
#endif
import Reflow
import ReflowTesting

/// Fuzzes a chat timeline — a lazy flow of late-sized messages in a scroll container anchored
/// at the bottom — with sessions decoded from the input, through `BottomAnchoredMachine`: the
/// same commands and oracle as the property suite.
///
/// The input decodes (through `ChoiceSource(bytes:)`, by `violations(fuzzing:)`) into a setup
/// (flow options of rows, a viewport, an estimate, an overscan, the first messages, the passes
/// an arrangement may run), then steps, each ending in one arrangement: new messages, pages of
/// older ones, a streamed reply growing, late measurements, the user's scrolling, jumps with
/// every alignment, scrolling to the end, resizes.
///
/// The oracle, after every arrangement (`BottomAnchoredMachine`): frames equal a from-scratch
/// `Flow.layout` of the sizes the engine was given; the timeline opens at its end, follows the
/// end while the viewport shows it (within a point), keeps the viewed message exactly in place
/// otherwise (new messages, a page of older ones, a growing reply, measurements, resizes), lands
/// a jump where the layout puts it and, once settled, where a layout of every message measured
/// does; `isSettled` and `scrollCorrections` tell the truth. A failure prints the run as a
/// replay test.
enum ChatTarget: FuzzTarget {
  static let name = "chat"

  /// The most steps one input runs: well under the 120 arrangements the engine keeps a
  /// message's reported size without declaring it.
  static let maximumSteps = 64

  static let machine = BottomAnchoredMachine<LazyFlowTimeline>()

  static func violations(in input: [UInt8]) -> [String] {
    machine.violations(fuzzing: input, maximumSteps: maximumSteps)
  }
}

#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzChat(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  ChatTarget.fuzz(data, count)
}
#else
@Suite struct ChatTargetTests {
  @Test("Every input in the chat corpus keeps the chat timeline oracle")
  func corpus() throws {
    try FuzzCorpus.replay(ChatTarget.self)
  }
}
#endif
