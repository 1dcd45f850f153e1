import Foundation
import Testing

/// Runs the built `reflow` executable as a subprocess and captures everything it prints.
///
/// Finding the binary: SwiftPM puts every product of a build in one products directory
/// (`.build/<triple>/debug/`), and the test target depends on `ReflowCLI`, so `reflow` is built
/// before the tests run and sits next to the test bundle. On Linux the tests run inside the
/// `…PackageTests.xctest` executable itself, so that is `Bundle.main`'s directory; on macOS the
/// `.xctest` bundle is loaded by a runner, so we look for the bundle among `Bundle.allBundles`.
/// `REFLOW_CLI` overrides both, and the package's default `.build/debug/reflow`, derived from
/// `#filePath`, is the last resort.
struct CLIRunner {
  /// What one run printed, and how it exited.
  struct Output: Equatable, CustomStringConvertible {
    var stdout: String
    var stderr: String
    var status: Int32

    var description: String {
      "exit \(status)\n--- stdout ---\n\(stdout)--- stderr ---\n\(stderr)"
    }
  }

  /// The executable's location, resolved once.
  static let executable: URL? = {
    var candidates: [URL] = []
    if let path = ProcessInfo.processInfo.environment["REFLOW_CLI"] {
      candidates.append(URL(fileURLWithPath: path))
    }
    if let main = Bundle.main.executableURL {
      candidates.append(main.deletingLastPathComponent().appendingPathComponent("reflow"))
    }
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      let directory = bundle.bundleURL.deletingLastPathComponent()
      candidates.append(directory.appendingPathComponent("reflow"))
    }
    candidates.append(packageRoot.appendingPathComponent(".build/debug/reflow"))
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  /// The package's root directory: this file is `Tests/ReflowCLITests/CLIRunner.swift`.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// A fresh path in the temporary directory.
  static func temporaryPath(_ suffix: String = "") -> URL {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("reflow-cli-tests-\(UUID().uuidString)\(suffix)")
  }

  /// Runs `reflow` (or another `executable`) with `arguments`, feeding `stdin` (an empty,
  /// non-terminal stdin when nil), in this process's environment changed by `environment` (a
  /// `nil` value removes the variable).
  ///
  /// Output goes through temporary files rather than pipes, so a large output can never fill a
  /// pipe buffer and deadlock the wait.
  static func run(
    _ arguments: [String], stdin: String? = nil, executable path: String? = nil,
    environment: [String: String?] = [:], sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Output {
    let executable = try #require(
      path.map(URL.init(fileURLWithPath:)) ?? Self.executable,
      "the reflow binary was not found; run `swift build` first",
      sourceLocation: sourceLocation)
    let files = (stdin: temporaryPath(".in"), stdout: temporaryPath(".out"),
                 stderr: temporaryPath(".err"))
    defer {
      for file in [files.stdin, files.stdout, files.stderr] {
        try? FileManager.default.removeItem(at: file)
      }
    }
    try Data((stdin ?? "").utf8).write(to: files.stdin)
    try Data().write(to: files.stdout)
    try Data().write(to: files.stderr)
    let input = try FileHandle(forReadingFrom: files.stdin)
    let output = try FileHandle(forWritingTo: files.stdout)
    let error = try FileHandle(forWritingTo: files.stderr)
    defer {
      try? input.close()
      try? output.close()
      try? error.close()
    }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if !environment.isEmpty {
      var merged = ProcessInfo.processInfo.environment
      for (name, value) in environment { merged[name] = value }
      process.environment = merged
    }
    process.standardInput = input
    process.standardOutput = output
    process.standardError = error
    try process.run()
    process.waitUntilExit()
    return Output(
      stdout: String(decoding: try Data(contentsOf: files.stdout), as: UTF8.self),
      stderr: String(decoding: try Data(contentsOf: files.stderr), as: UTF8.self),
      status: process.terminationStatus)
  }
}
