import Foundation
import ReflowTesting
import Testing

/// Every `reflow simulate` example the help, the README and the command-line guide show runs and
/// succeeds: read from the text itself, so an example edited there is tested as written.
@Suite struct SimulateExamplesTests {
  /// The `reflow simulate` command lines in `text`: lines that start with `reflow simulate` or
  /// `swift run reflow simulate` (after indentation), joined with the lines a trailing `\`
  /// continues, without a trailing `# comment`.
  static func examples(in text: String) -> [[String]] {
    var commands: [[String]] = []
    var pending: [String]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var words = line.split(separator: " ").map(String.init)
      if let comment = words.firstIndex(where: { $0.hasPrefix("#") }) {
        words.removeSubrange(comment...)
      }
      let continues = words.last == "\\"
      if continues { words.removeLast() }
      if var command = pending {
        command += words
        pending = continues ? command : nil
        if !continues { commands.append(command) }
        continue
      }
      if words.starts(with: ["swift", "run"]) { words.removeFirst(2) }
      guard words.starts(with: ["reflow", "simulate"]) else { continue }
      words.removeFirst()
      if continues { pending = words } else { commands.append(words) }
    }
    return commands
  }

  /// The file at `path` from the package's root.
  static func file(_ path: String) throws -> String {
    try String(contentsOf: CLIRunner.packageRoot.appendingPathComponent(path), encoding: .utf8)
  }

  /// The README's section `## The command line`, up to the next section.
  static func commandLineSection(of readme: String) -> String {
    guard let start = readme.range(of: "\n## The command line\n") else { return "" }
    let rest = readme[start.upperBound...]
    return String(rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)])
  }

  /// `arguments` ready to run in a test: files the example writes go to the temporary
  /// directory, a scenario file it reads is written there first, and the session lasts 5 s in
  /// quick mode, 15 s with `REFLOW_THOROUGH=1` (past the examples' jumps at 10 s; a debug build
  /// would take minutes over their full length).
  static func runnable(_ arguments: [String], files: inout [URL]) throws -> [String] {
    var result: [String] = []
    var index = 0
    var hasDuration = false
    while index < arguments.count {
      let argument = arguments[index]
      result.append(argument)
      index += 1
      guard index < arguments.count else { break }
      switch argument {
      case "--timeline", "--svg":
        let path = CLIRunner.temporaryPath("." + (arguments[index].split(separator: ".").last
          .map(String.init) ?? "out"))
        files.append(path)
        result.append(path.path)
        index += 1
      case "--scenario":
        let path = CLIRunner.temporaryPath(".json")
        try Data(#"{"latency": "uniform:300-1500ms", "failureRate": 0.1}"#.utf8).write(to: path)
        files.append(path)
        result.append(path.path)
        index += 1
      case "--duration":
        hasDuration = true
        result.append(Self.duration)
        index += 1
      default:
        break
      }
    }
    if !hasDuration { result += ["--duration", Self.duration] }
    return result
  }

  /// How long each example's session runs.
  static let duration = SuiteDepth.isThorough ? "15s" : "5s"

  /// Every example, with where it was found.
  static func allExamples() throws -> [(source: String, arguments: [String])] {
    let help = try CLIRunner.run(["simulate", "--help"]).stdout
    let helpExamples = help.range(of: "EXAMPLES:").map { String(help[$0.upperBound...]) } ?? ""
    let sources = [
      ("simulate --help", helpExamples),
      ("README.md", commandLineSection(of: try file("README.md"))),
      ("CommandLineTool.md", try file("Sources/Reflow/Reflow.docc/CommandLineTool.md")),
    ]
    return sources.flatMap { name, text in examples(in: text).map { (name, $0) } }
  }

  @Test("The examples are found: the help's, the README's and the guide's")
  func examplesAreFound() throws {
    let examples = try Self.allExamples()
    let counts = Dictionary(grouping: examples, by: \.source).mapValues(\.count)
    #expect((counts["simulate --help"] ?? 0) >= 10, "\(counts)")
    #expect((counts["README.md"] ?? 0) >= 3, "\(counts)")
    #expect((counts["CommandLineTool.md"] ?? 0) >= 6, "\(counts)")
    // A continued line is one example: the 10-million-item session jumps to item 9,000,000.
    let long = try #require(examples.first { $0.arguments.contains("10000000") })
    #expect(long.arguments.contains("10s@9000000") && long.arguments.contains("--duration"))
    #expect(Self.examples(in: "  reflow simulate --a 1 \\\n    --b 2  # note\nreflow layout x")
      == [["simulate", "--a", "1", "--b", "2"]])
  }

  @Test("Every simulate example in the help, the README and the guide exits 0")
  func examplesRun() throws {
    for (source, arguments) in try Self.allExamples() {
      var files: [URL] = []
      defer { for file in files { try? FileManager.default.removeItem(at: file) } }
      let runnable = try Self.runnable(arguments, files: &files)
      let output = try CLIRunner.run(runnable)
      #expect(
        output.status == 0,
        "\(source): reflow \(arguments.joined(separator: " "))\n\(output.stderr)")
      #expect(!output.stdout.isEmpty, "\(source): reflow \(arguments.joined(separator: " "))")
      for file in files where !file.path.hasSuffix(".json") {
        #expect(FileManager.default.fileExists(atPath: file.path), "\(source): \(file.path)")
      }
    }
  }
}
