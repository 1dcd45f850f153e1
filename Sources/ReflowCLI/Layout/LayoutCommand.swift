import Reflow

/// `reflow layout [FILE] [options]`: reads a JSON document, lays it out with
/// ``Flow/layout(_:in:options:)`` and prints the frames as JSON, ASCII or SVG.
///
/// Thin on purpose: parse the arguments and the document, apply flag overrides, call the
/// library, print. Every check names the field path or flag at fault.
enum LayoutCommand {
  /// The output formats.
  enum Format: String, CaseIterable {
    case json, ascii, svg
  }

  /// Every flag the command accepts, in help order.
  static let flags: [FlagDefinition] = [
    FlagDefinition(
      "width", value: .number,
      help: "Container width; overrides container.width (inf: never wrap)."),
    FlagDefinition(
      "height", value: .number,
      help: "Container height; overrides container.height (inf: unbounded)."),
    FlagDefinition(
      "item-spacing", value: .number, help: "Space between items on a line; options.itemSpacing."),
    FlagDefinition(
      "line-spacing", value: .number, help: "Space between lines; options.lineSpacing."),
    FlagDefinition(
      "alignment", value: .choice(FlowAlignment.allCases.map(\.rawValue)), valueName: "NAME",
      help: "Where items sit along a line; options.alignment. One of\n"
        + FlowAlignment.allCases.map(\.rawValue).joined(separator: ", ") + "."),
    FlagDefinition(
      "item-alignment", value: .choice(FlowItemAlignment.allCases.map(\.rawValue)),
      help: "Where items sit across a taller line; options.itemAlignment."),
    FlagDefinition(
      "direction", value: .choice(["ltr", "rtl"]),
      help: "Reading direction; options.direction. rtl needs a finite width."),
    FlagDefinition(
      "axis", value: .choice(LayoutAxis.allCases.map(\.rawValue)), valueName: "horizontal|vertical",
      help: "horizontal fills rows that wrap at the width; vertical fills columns\n"
        + "that wrap at the height. options.axis."),
    FlagDefinition(
      "format", value: .choice(Format.allCases.map(\.rawValue)),
      help: "Output format (default json)."),
    FlagDefinition(
      "output", shortName: "o", value: .text, valueName: "FILE",
      help: "Write the output to FILE instead of standard output."),
    FlagDefinition(
      "scale", value: .positiveNumber,
      help: "ASCII only: points per column (rows are twice that). Default: the\n"
        + "smallest whole number that keeps the drawing within 100 columns."),
    FlagDefinition("help", shortName: "h", help: "Show this help."),
  ]

  static let parser = ArgumentParser(flags: flags)

  /// Runs the command.
  ///
  /// - Parameter arguments: The arguments after `layout`.
  /// - Throws: ``CLIError`` for a bad command line, document or value, a file that cannot be
  ///   read or written, or a ``ReflowError`` (printed with its description).
  static func run(_ arguments: [String]) throws(CLIError) {
    let parsed = try parser.parse(arguments)
    if parsed.contains("help") {
      Console.write(help)
      return
    }
    guard parsed.positionals.count <= 1 else {
      throw .usage(
        "unexpected argument '\(parsed.positionals[1])'; 'reflow layout' reads one FILE")
    }
    let bytes: [UInt8]
    switch parsed.positionals.first {
    case .some(let path) where path != "-":
      bytes = try Console.readFile(atPath: path)
    case .some:
      bytes = Console.readStandardInput()
    case .none:
      guard !Console.isStandardInputTerminal else {
        throw .usage(
          "no input; pass a JSON FILE, or pipe a document to stdin (see 'reflow layout --help')")
      }
      bytes = Console.readStandardInput()
    }
    let output = try render(bytes, parsed)
    if let path = parsed.text("output") {
      OutputFile.warnIfMisnamed(
        path, flag: "-o", format: parsed.text("format") ?? Format.json.rawValue,
        formatFlag: "--format", formats: Format.allCases.map(\.rawValue))
      try Console.writeFile(output, toPath: path)
    } else {
      Console.write(output)
    }
  }

  /// Lays out the document in `bytes` with the overrides in `parsed` and formats the result.
  static func render(_ bytes: [UInt8], _ parsed: ParsedArguments) throws(CLIError) -> String {
    let value = try JSONParser.parse(bytes)
    if var sections = try SectionsDocument.decodeIfSectioned(value) {
      return try sections.render(overriding: parsed)
    }
    var document = try LayoutDocument.decode(value)
    try applyOverrides(parsed, to: &document)
    let result: FlowResult
    do {
      result = try Flow.layout(
        document.items.map(\.size), in: document.container, options: document.options)
    } catch {
      throw .failure(error.description)
    }
    let outcome = LayoutOutcome(
      container: document.container, ids: document.items.map(\.id), result: result)
    switch Format(rawValue: parsed.text("format") ?? "json") ?? .json {
    case .json: return JSONFormat.render(outcome)
    case .ascii: return try ASCIIFormat.render(outcome, scale: parsed.number("scale"))
    case .svg: return SVGFormat.render(outcome)
    }
  }

  private static func applyOverrides(_ parsed: ParsedArguments, to document: inout LayoutDocument)
    throws(CLIError)
  {
    typealias Rules = LayoutDocument.Rules
    if let width = parsed.number("width") {
      try Rules.checkContainer(width, at: "--width")
      document.container.width = width
    }
    if let height = parsed.number("height") {
      try Rules.checkContainer(height, at: "--height")
      document.container.height = height
    }
    if let spacing = parsed.number("item-spacing") {
      try Rules.checkSpacing(spacing, at: "--item-spacing")
      document.options.itemSpacing = spacing
    }
    if let spacing = parsed.number("line-spacing") {
      try Rules.checkSpacing(spacing, at: "--line-spacing")
      document.options.lineSpacing = spacing
    }
    // The parser has already checked these names against the same lists.
    if let alignment = parsed.text("alignment").flatMap(FlowAlignment.init(rawValue:)) {
      document.options.alignment = alignment
    }
    if let alignment = parsed.text("item-alignment").flatMap(FlowItemAlignment.init(rawValue:)) {
      document.options.itemAlignment = alignment
    }
    if let direction = parsed.text("direction").flatMap(WritingDirection.init(rawValue:)) {
      document.options.direction = direction
    }
    if let axis = parsed.text("axis").flatMap(LayoutAxis.init(rawValue:)) {
      document.options.axis = axis
    }
  }
}
