extension StateMachineTest {
  /// Runs the setup and the commands that a fuzzer's bytes choose, and returns what went wrong:
  /// the way to drive a model-based test from a coverage-guided fuzzer such as libFuzzer.
  ///
  /// The bytes are read through ``ChoiceSource/init(bytes:)``: first the setup, then, before
  /// each step, whether to go on, which command and its argument, so every input is a valid
  /// run and the fuzzer's mutations reach new sequences. The run ends when the input does,
  /// after `maximumSteps`, or at the first failing step. Nothing is shrunk: the fuzzer keeps
  /// the input, and the report prints the steps as a replay test to paste and shrink from.
  ///
  /// ```swift
  /// @_cdecl("LLVMFuzzerTestOneInput")
  /// public func fuzz(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  ///   let input = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
  ///   let found = UndoStackTest().violations(fuzzing: input)
  ///   if !found.isEmpty { fatalError(found.joined(separator: "\n")) }
  ///   return 0
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - input: The fuzzer's bytes.
  ///   - maximumSteps: The most steps one input runs.
  /// - Returns: Empty when every step passed; otherwise the violations, then the run (setup
  ///   and steps, the failing one marked) and the Swift test that replays it.
  /// - Complexity: O(`maximumSteps`) commands and invariant checks.
  public func violations(fuzzing input: [UInt8], maximumSteps: Int = 100) -> [String] {
    let runner = StateMachineRunner(self)
    var source = ChoiceSource(bytes: input)
    let setup = setups.generate(using: &source)
    let execution = runner.execute(setup: setup) { model, done in
      guard done < maximumSteps, source.chooseBool(probability: 0.97) else { return nil }
      return runner.nextStep(after: model, using: &source)
    }
    guard execution.failed else { return [] }
    return execution.violations.map(\.description)
      + [runner.modelRun(setup: setup, execution: execution).description]
  }
}
