import Foundation
import Testing

/// The fuzz targets' corpora in `Tests/Fuzz/Corpus/`, replayed in `swift test`: every input a
/// fuzzer kept, and every input that once found a defect, must keep its target's oracle.
enum FuzzCorpus {
  /// `Tests/Fuzz/Corpus`: this file is `Tests/Fuzz/Replay/FuzzCorpus.swift`.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Corpus")

  /// The inputs of the target named `name`, by file name, in name order.
  static func inputs(of name: String) throws -> [(name: String, bytes: [UInt8])] {
    let folder = root.appendingPathComponent(name)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    return try names.map { file in
      (file, [UInt8](try Data(contentsOf: folder.appendingPathComponent(file))))
    }
  }

  /// One input of the target named `target`.
  static func input(_ file: String, of target: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: root.appendingPathComponent(target).appendingPathComponent(file)))
  }

  /// Runs every input of `Target`'s corpus through its oracle, recording an issue per input
  /// that violates it.
  static func replay<Target: FuzzTarget>(
    _ target: Target.Type, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let inputs = try inputs(of: Target.name)
    #expect(!inputs.isEmpty, "Tests/Fuzz/Corpus/\(Target.name) is empty",
            sourceLocation: sourceLocation)
    for (name, bytes) in inputs {
      let found = Target.violations(in: bytes)
      #expect(found.isEmpty, "\(Target.name)/\(name): \(found.joined(separator: "; "))",
              sourceLocation: sourceLocation)
    }
  }
}
