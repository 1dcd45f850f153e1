/// The `reflow` executable's entry: picks the command and turns errors into exit statuses.
enum ReflowCommand {
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
    text += "\nRun 'reflow <command> --help' for a command's options.\n"
    return text
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
    case "help", "--help", "-h":
      switch rest.first {
      case .none: Console.write(overview)
      case "layout": Console.write(LayoutCommand.help)
      case "simulate": Console.write(SimulateCommand.help)
      case "demo": Console.write(DemoCommand.help)
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
