import Foundation
import Testing

/// The `reflow` shell: overview, command dispatch, `demo` and the help pages.
@Suite struct CommandTests {
  @Test("The overview lists exactly the commands that exist, each with an example",
        arguments: [["--help"], ["help"], ["-h"], []])
  func overview(arguments: [String]) throws {
    let output = try CLIRunner.run(arguments)
    #expect(output.status == 0)
    #expect(output.stderr == "")
    let commandSection = output.stdout.components(separatedBy: "COMMANDS:").last?
      .components(separatedBy: "OPTIONS:").first ?? ""
    let commandLines = commandSection.split(separator: "\n").filter { $0.hasPrefix("  ") }
    let names = commandLines.compactMap { $0.split(separator: " ").first }
      .filter { !$0.hasPrefix("e.g.") }
    #expect(names == ["layout", "simulate", "demo", "help"])
    #expect(output.stdout.contains("e.g. reflow layout items.json --format ascii"))
    #expect(output.stdout.contains("e.g. reflow demo"))
  }

  @Test("An unknown command is an error with the nearest command suggested", arguments: [
    ("lay", "error: unknown command 'lay'; did you mean 'layout'?\n"),
    ("dmeo", "error: unknown command 'dmeo'; did you mean 'demo'?\n"),
    ("frobnicate", "error: unknown command 'frobnicate'; expected one of layout, simulate, demo, help\n"),
    ("--verbose", "error: unknown option '--verbose'; run 'reflow --help' for the commands\n"),
  ])
  func unknownCommand(command: String, stderr: String) throws {
    let output = try CLIRunner.run([command])
    #expect(output == CLIRunner.Output(stdout: "", stderr: stderr, status: 2))
  }

  /// The demo's tags, in order.
  static let tags = [
    "swift", "layout", "flexbox", "wrap", "geometry", "preferences", "lazy", "paging",
    "ascii", "svg", "linux", "immediate-mode", "reflow", "tags", "spacing", "alignment",
    "rtl", "columns", "state machine", "scroll", "viewport", "frames", "lines", "cli", "tests",
  ]

  /// The labels inside the demo's boxes, row by row.
  static func labels(_ stdout: String) -> [String] {
    stdout.split(separator: "\n").filter { $0.contains("|") }.flatMap { row in
      row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty }
    }
  }

  @Test("reflow demo draws every tag in a box, then a summary and a hint")
  func demo() throws {
    let output = try CLIRunner.run(["demo"], environment: ["COLUMNS": nil])
    #expect(output.status == 0)
    #expect(output.stderr == "")
    let lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    // Each row of boxes has one row holding the labels; together they hold every tag in order.
    let labelRows = lines.filter { $0.contains("|") }
    #expect(Self.labels(output.stdout) == Self.tags)
    // 390 pt at 4 pt per column: nothing is wider than 98 columns.
    #expect(lines.allSatisfy { $0.count <= 98 })
    let summary = try #require(lines.first { $0.hasPrefix("25 items, ") })
    #expect(summary.hasPrefix("25 items, \(labelRows.count) lines, content size "))
    #expect(
      lines.dropLast().last
        == "Try 'reflow layout --help' to lay out your own items as JSON, ASCII or SVG.")
  }

  @Test("reflow demo fits $COLUMNS: narrower terminals re-flow the tags, wider ones do not",
        arguments: [(80, 80, 4), (60, 60, 4), (34, 34, 4), (20, 20, 8), (200, 98, 4)])
  func demoFitsColumns(columns: Int, widest: Int, scale: Int) throws {
    let output = try CLIRunner.run(["demo"], environment: ["COLUMNS": "\(columns)"])
    #expect(output.status == 0)
    #expect(output.stderr == "")
    let lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.allSatisfy { $0.count <= widest }, "\(output.stdout)")
    #expect(Self.labels(output.stdout) == Self.tags)
    let container = min(390, columns * scale)
    let text = output.stdout.replacingOccurrences(of: "\n", with: " ")
    #expect(text.contains("flowing in a \(container) pt container"))
    #expect(text.contains("(1 column = \(scale) pt)"))
  }

  @Test("reflow demo ignores a $COLUMNS that is not a positive whole number",
        arguments: ["", "wide", "0", "-5"])
  func demoBadColumns(columns: String) throws {
    let output = try CLIRunner.run(["demo"], environment: ["COLUMNS": columns])
    let plain = try CLIRunner.run(["demo"], environment: ["COLUMNS": nil])
    #expect(output == plain)
  }

  @Test("reflow --version prints the version; reflow help help explains help")
  func versionAndHelpHelp() throws {
    #expect(try CLIRunner.run(["--version"])
      == CLIRunner.Output(stdout: "reflow 0.2.0\n", stderr: "", status: 0))
    let help = try CLIRunner.run(["help", "help"])
    #expect(help.status == 0 && help.stderr == "")
    #expect(help.stdout.hasPrefix("OVERVIEW: Show the overview of the commands"))
    #expect(help.stdout.contains("USAGE: reflow help [COMMAND]"))
    #expect(try CLIRunner.run(["--help"]).stdout.contains("--version"))
  }

  @Test("--version and help reject extra arguments", arguments: [
    (["--version", "x"], "error: unexpected argument 'x'; '--version' takes no arguments\n"),
    (["help", "layout", "demo"],
     "error: unexpected argument 'demo'; 'reflow help' takes one COMMAND at most\n"),
  ])
  func extraArguments(arguments: [String], stderr: String) throws {
    #expect(try CLIRunner.run(arguments)
      == CLIRunner.Output(stdout: "", stderr: stderr, status: 2))
  }

  @Test("A mistyped choice suggests the nearest in every command", arguments: [
    (["layout", "--alignment", "centre"], "--alignment", "center"),
    (["layout", "--format", "sgv"], "--format", "svg"),
    (["simulate", "--format", "tabel"], "--format", "table"),
  ])
  func choiceSuggestion(arguments: [String], flag: String, nearest: String) throws {
    let output = try CLIRunner.run(arguments, stdin: "{}")
    #expect(output.status == 2)
    #expect(output.stderr.hasPrefix("error: invalid value '\(arguments[2])' for option '\(flag)'"))
    #expect(output.stderr.hasSuffix("; did you mean '\(nearest)'?\n"), "\(output)")
  }

  @Test("reflow demo rejects arguments it does not take")
  func demoArguments() throws {
    let output = try CLIRunner.run(["demo", "--widht", "3"])
    #expect(
      output == CLIRunner.Output(
        stdout: "", stderr: "error: unknown option '--widht'\n", status: 2))
  }

  @Test("The layout help documents every flag, the formats, exit codes and an example",
        arguments: [["layout", "--help"], ["layout", "-h"], ["help", "layout"]])
  func layoutHelp(arguments: [String]) throws {
    let output = try CLIRunner.run(arguments)
    #expect(output.status == 0)
    #expect(output.stderr == "")
    for flag in ["--width N", "--height N", "--item-spacing N", "--line-spacing N",
                 "--alignment NAME", "--item-alignment top|center|bottom|stretch|baseline",
                 "--direction ltr|rtl",
                 "--axis horizontal|vertical", "--line-alignment NAME",
                 "--line-breaking greedy|balanced", "--line-limit N", "--max-items-per-line N",
                 "--format json|ascii|svg", "-o, --output FILE",
                 "--scale N", "-h, --help"] {
      let lines = output.stdout.split(separator: "\n")
      #expect(lines.contains { $0.hasPrefix("  \(flag) ") || $0 == "  \(flag)" },
              "help lacks \(flag)")
    }
    for section in ["USAGE: reflow layout [FILE] [options]", "INPUT:", "OUTPUT", "EXIT CODES:",
                    "EXAMPLE:", "| reflow layout --format ascii"] {
      #expect(output.stdout.contains(section), "help lacks \(section)")
    }
  }

  @Test("The example in the layout help runs")
  func layoutHelpExample() throws {
    let help = try CLIRunner.run(["layout", "--help"]).stdout
    let example = try #require(help.components(separatedBy: "EXAMPLE:").last)
    let start = try #require(example.firstIndex(of: "'"))
    let end = try #require(example.lastIndex(of: "'"))
    let document = String(example[example.index(after: start)..<end])
    let output = try CLIRunner.run(["layout", "--format", "ascii"], stdin: document)
    #expect(output.status == 0, "\(output)")
    #expect(output.stdout.contains("A=one  B=two  C=three"))
  }

  @Test("The demo help explains the demo", arguments: [["demo", "--help"], ["help", "demo"]])
  func demoHelp(arguments: [String]) throws {
    let output = try CLIRunner.run(arguments)
    #expect(output.status == 0)
    #expect(output.stdout.hasPrefix("OVERVIEW: Lay out a built-in tag cloud"))
  }
}
