/// A libFuzzer target: it decodes an input, runs the code under test on it, and checks an oracle
/// that knows more than "it did not crash".
///
/// Each target is one file in `Tests/Fuzz/Targets/` with its corpus in
/// `Tests/Fuzz/Corpus/<name>/`. `Scripts/fuzz.sh` compiles the file with `-D FUZZING`, where it
/// defines `LLVMFuzzerTestOneInput` by calling ``fuzz(_:_:)``; in `swift test` the same file
/// declares a test that replays the corpus through ``violations(in:)``.
///
/// ```swift
/// enum EchoTarget: FuzzTarget {
///   static let name = "echo"
///   static func violations(in input: [UInt8]) -> [String] {
///     echo(input) == input ? [] : ["echo changed \(input)"]
///   }
/// }
/// ```
protocol FuzzTarget {
  /// The target's name: `Scripts/fuzz.sh NAME` builds and runs it on `Tests/Fuzz/Corpus/NAME/`.
  static var name: String { get }

  /// Runs one input and checks the oracle.
  ///
  /// Bad input must come back as a typed error that the oracle checks, never as a trap: a trap
  /// here is a defect libFuzzer records.
  ///
  /// - Parameter input: The bytes, as libFuzzer or a corpus file gives them.
  /// - Returns: What the oracle found wrong, one sentence each; empty when all is well.
  static func violations(in input: [UInt8]) -> [String]
}

extension FuzzTarget {
  /// libFuzzer's entry point for this target: runs the oracle, and traps with its findings so
  /// that libFuzzer prints them and saves the input.
  ///
  /// - Parameters:
  ///   - data: The input's bytes; `nil` when it is empty.
  ///   - count: The number of bytes.
  /// - Returns: 0, as libFuzzer requires.
  static func fuzz(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let input = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    let found = violations(in: input)
    if !found.isEmpty {
      fatalError("fuzz target '\(name)': oracle violated:\n" + found.joined(separator: "\n"))
    }
    return 0
  }
}
