/// The `reflow` executable's entry: picks the command and turns errors into exit statuses.
enum ReflowCommand {
  /// The package's version: what `reflow --version` prints, and the version the README's
  /// install line and the CHANGELOG's newest entry name (a test checks that they agree).
  static let version = "0.2.0"

  /// The commands, with a one-line summary and an example each, in overview order.
  static let commands: [(name: String, summary: String, example: String)] = [
    ("layout", "Lay out a JSON document of items; print frames as JSON, ASCII or SVG.",
     "reflow layout items.json --format ascii"),
    ("simulate", "Simulate infinite scroll: stalls, requests and loads for a page size.",
     "reflow simulate --page-size 30 --threshold 200pt"),
    ("demo", "Lay out a built-in tag cloud and draw it in the terminal.", "reflow demo"),
    ("help", "Show this overview, or a command's help.", "reflow help layout"),
  ]

  /// The text `reflow --help` prints.
  static var overview: String {
    var text = """
      reflow: flow layout from the command line. Items of given sizes wrap into lines,
      like CSS flexbox with wrap, and come back as frames.

      USAGE: reflow <command> [options]

      COMMANDS:

      """
    for command in commands {
      let padding = String(repeating: " ", count: 10 - command.name.count)
      text += "  \(command.name)\(padding)\(command.summary)\n"
      text += "            e.g. \(command.example)\n"
    }
    text += """

      OPTIONS:
        -h, --help  Show this overview.
        --version   Show the version: reflow \(version).

      Run 'reflow <command> --help' for a command's options.

      """
    return text
  }

  /// The text `reflow help help` prints.
  static var helpHelp: String {
    """
    OVERVIEW: Show the overview of the commands, or one command's help.

    USAGE: reflow help [COMMAND]

      COMMAND is one of \(commands.map(\.name).joined(separator: ", ")). 'reflow help COMMAND'
      prints the same as 'reflow COMMAND --help'.

    """
  }

  /// Runs the command line and returns the exit status: 0 on success, 1 when the input cannot
  /// be laid out, 2 when the command line is wrong.
  ///
  /// - Parameter arguments: The arguments after the executable's name.
  static func main(_ arguments: [String]) -> Int32 {
    do {
      try run(arguments)
      return 0
    } catch {
      Console.report(error)
      return error.exitStatus
    }
  }

  private static func run(_ arguments: [String]) throws(CLIError) {
    guard let command = arguments.first else {
      Console.write(overview)
      return
    }
    let rest = Array(arguments.dropFirst())
    switch command {
    case "layout": try LayoutCommand.run(rest)
    case "simulate": try SimulateCommand.run(rest)
    case "demo": try DemoCommand.run(rest)
    case "--version":
      if let extra = rest.first {
        throw .usage("unexpected argument '\(extra)'; '--version' takes no arguments")
      }
      Console.write("reflow \(version)\n")
    case "help", "--help", "-h":
      if rest.count > 1 {
        throw .usage(
          "unexpected argument '\(rest[1])'; 'reflow help' takes one COMMAND at most")
      }
      switch rest.first {
      case .none: Console.write(overview)
      case "layout": Console.write(LayoutCommand.help)
      case "simulate": Console.write(SimulateCommand.help)
      case "demo": Console.write(DemoCommand.help)
      case "help": Console.write(helpHelp)
      case .some(let topic): throw unknownCommand(topic)
      }
    default:
      throw unknownCommand(command)
    }
  }

  private static func unknownCommand(_ name: String) -> CLIError {
    if name.hasPrefix("-") {
      return .usage("unknown option '\(name)'; run 'reflow --help' for the commands")
    }
    let names = commands.map(\.name)
    if let nearest = Suggestion.nearest(to: name, among: names) {
      return .usage("unknown command '\(name)'; did you mean '\(nearest)'?")
    }
    return .usage(
      "unknown command '\(name)'; expected one of \(names.joined(separator: ", "))")
  }
}
