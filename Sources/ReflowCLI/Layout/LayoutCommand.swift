import Reflow

/// `reflow layout [FILE] [options]`: reads a JSON document, lays it out with ``Flow`` (or, for a
/// masonry document, ``Masonry``) and prints the frames as JSON, ASCII or SVG.
///
/// Thin on purpose: parse the arguments and the document, apply flag overrides, call the
/// library, print. Every check names the field path or flag at fault.
///
/// Large documents stream: the input is read in chunks and decoded item by item into compact
/// arrays, and the output is written as it is formatted, so memory stays at about 70 bytes per
/// item (id, size, frame and lines) whatever the document's size.
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
      "line-alignment", value: .choice(FlowLineAlignment.allCases.map(\.rawValue)),
      valueName: "NAME",
      help: "How lines share a finite container height (width, for columns);\n"
        + "options.lineAlignment. One of "
        + FlowLineAlignment.allCases.map(\.rawValue).joined(separator: ", ") + "."),
    FlagDefinition(
      "line-breaking", value: .choice(FlowLineBreaking.allCases.map(\.rawValue)),
      help: "greedy fills each line; balanced evens them out. options.lineBreaking."),
    FlagDefinition(
      "line-limit", value: .number,
      help: "Show at most N lines; the rest are hidden. options.lineLimit."),
    FlagDefinition(
      "max-items-per-line", value: .number,
      help: "Close a line after N items. options.maxItemsPerLine."),
    FlagDefinition(
      "lanes", value: .text, valueName: "LANES",
      help: "Masonry only: the lanes; masonry.lanes. A count (3), lane lengths\n"
        + "(100,120), or minimum:N for as many lanes of at least N as fit."),
    FlagDefinition(
      "lane-spacing", value: .number, help: "Masonry only: space between lanes; masonry.laneSpacing."),
    FlagDefinition(
      "tolerance", value: .number,
      help: "Masonry only: how much further a lane may run and still be taken in\n"
        + "order (16 is CSS's normal); masonry.tolerance."),
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
    FlagDefinition(
      "zoom", value: .positiveNumber, valueName: "K",
      help: "SVG only: pixels per point; the picture is K times its size in\n"
        + "points (default 1). e.g. --zoom 20 for a small document."),
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
    var reader: JSONReader
    switch parsed.positionals.first {
    case .some(let path) where path != "-":
      reader = JSONReader(refill: try Console.chunks(ofFileAtPath: path))
    case .some:
      reader = JSONReader(refill: Console.standardInputChunks())
    case .none:
      guard !Console.isStandardInputTerminal else {
        throw .usage(
          "no input; pass a JSON FILE, or pipe a document to stdin (see 'reflow layout --help')")
      }
      reader = JSONReader(refill: Console.standardInputChunks())
    }
    let outcome = try lay(&reader, parsed)
    for warning in outcome.warnings { Console.warn(warning) }
    if let path = parsed.text("output") {
      OutputFile.warnIfMisnamed(
        path, flag: "-o", format: parsed.text("format") ?? Format.json.rawValue,
        formatFlag: "--format", formats: Format.allCases.map(\.rawValue))
      try Console.writeFile(toPath: path) { (stream) throws(CLIError) in
        // The sink's pieces go straight to the file's stream, which lives only for this call.
        try withoutActuallyEscaping({ stream.write($0) }) { (write) throws(CLIError) in
          var sink = TextSink(write)
          try format(outcome, parsed, to: &sink)
          sink.flush()
        }
      }
    } else {
      var sink = TextSink { Console.write($0) }
      try format(outcome, parsed, to: &sink)
      sink.flush()
    }
  }

  /// Lays out the document in `bytes` with the overrides in `parsed` and formats the result.
  static func render(_ bytes: [UInt8], _ parsed: ParsedArguments) throws(CLIError) -> String {
    var reader = JSONReader(bytes: bytes)
    let outcome = try lay(&reader, parsed)
    return try TextSink.collect { (sink) throws(CLIError) in
      try format(outcome, parsed, to: &sink)
    }
  }

  /// Reads the document, applies the overrides and lays it out.
  private static func lay(_ reader: inout JSONReader, _ parsed: ParsedArguments)
    throws(CLIError) -> LayoutOutcome
  {
    let format = Format(rawValue: parsed.text("format") ?? "json") ?? .json
    if parsed.contains("zoom") && format != .svg {
      throw .usage(
        "option '--zoom' sizes SVG output and the format is \(format.rawValue); pass"
          + " --format svg, or leave --zoom out")
    }
    var document = try LayoutDocument.read(&reader)
    if document.masonry != nil {
      try applyMasonryOverrides(parsed, to: &document)
      return LayoutOutcome(
        container: document.container, items: document.items,
        masonry: try layoutMasonry(document))
    }
    try rejectMasonryFlags(parsed)
    try applyOverrides(parsed, to: &document)
    if let sections = document.sections {
      // Each section has its own options: only --width and --height apply.
      return try SectionsDocument.decode(
        container: document.container, sections: sections, scrolling: document.scrolling
      ).outcome(for: format)
    }
    return LayoutOutcome(
      container: document.container, items: document.items, result: try layout(document),
      hasLineLimit: document.options.lineLimit != nil)
  }

  /// Lays the document out, naming the item or option at fault in any error of the library.
  private static func layout(_ document: LayoutDocument) throws(CLIError) -> FlowResult {
    let items = document.items
    do {
      let indicator = document.overflowIndicator.map { size in
        { @Sendable (_: Int) in FlowItem(size) }
      }
      var flow = try Flow(
        container: document.container, options: document.options, overflowIndicator: indicator)
      if items.hasProperties {
        // In batches, so that the items never exist all at once as `FlowItem`s.
        var start = 0
        while start < items.count {
          let end = Swift.min(items.count, start + 4_096)
          try flow.add(contentsOf: (start..<end).map(items.item(at:)))
          start = end
        }
      } else {
        try flow.add(contentsOf: items.sizes)
      }
      return flow.finish()
    } catch {
      switch error {
      case .invalidGrow(let index, _):
        throw .failure("items[\(index)].grow: \(error.description)")
      case .invalidBaseline(let index, _, _):
        throw .failure("items[\(index)].baseline: \(error.description)")
      case .unboundedRightToLeftWidth(let width):
        // The library's message names its own spelling, `.leftToRight`; say the command's.
        throw .failure(
          "a right-to-left layout needs a finite container width to mirror around, but the"
            + " width is \(width): give container.width or --width a finite"
            + " value, or use --direction ltr")
      default:
        throw .failure(error.description)
      }
    }
  }

  /// Lays a masonry document out, naming the item or option at fault in any error of the
  /// library.
  private static func layoutMasonry(_ document: LayoutDocument) throws(CLIError) -> MasonryResult {
    guard let options = document.masonry else {
      throw .failure("the document has no \"masonry\" object")
    }
    do {
      return try Masonry.layout(
        document.items.masonryItems, in: document.container, options: options)
    } catch {
      if case .unboundedLanes(let dimension) = error {
        throw .failure(
          "container.\(dimension) is unbounded, but lanes that share it need a finite"
            + " \(dimension): give the container one, or give masonry.lanes as lane lengths such as"
            + " [100, 120]")
      }
      let path: String? =
        switch error {
        case .invalidSpan(let index, _, _): "items[\(index)].span"
        case .laneOutOfRange(let index, _, _, _): "items[\(index)].lane"
        case .invalidItemLength(let index, _): "items[\(index)].length"
        case .invalidAspectRatio(let index, _): "items[\(index)].aspectRatio"
        case .invalidLaneCount: "masonry.lanes"
        case .invalidLaneLength(let lane, _): "masonry.lanes[\(lane)]"
        case .invalidLaneMinimum: "masonry.lanes.minimum"
        case .invalidTolerance: "masonry.tolerance"
        case .invalidSpacing(let name, _): "masonry.\(name)"
        default: nil
        }
      throw .failure(path.map { "\($0): " + error.description } ?? error.description)
    }
  }

  /// The flags a masonry document has no use for, with what to use instead.
  static let flowOnlyFlags: [(flag: String, instead: String)] = [
    ("line-spacing", "masonry documents space their lanes with --lane-spacing"),
    ("alignment", "masonry items fill their lanes"),
    ("item-alignment", "masonry items fill their lanes"),
    ("line-alignment", "masonry lanes start at the leading edge"),
    ("line-breaking", "masonry places items in lanes, with --tolerance"),
    ("line-limit", "masonry lays out every item"),
    ("max-items-per-line", "masonry lays out every item"),
  ]

  /// Applies the flags that override a masonry document's values, refusing flow-only ones.
  private static func applyMasonryOverrides(
    _ parsed: ParsedArguments, to document: inout LayoutDocument
  ) throws(CLIError) {
    typealias Rules = LayoutDocument.Rules
    for (flag, instead) in flowOnlyFlags where parsed.contains(flag) {
      throw .failure("--\(flag) is for flow documents; this is a masonry document: \(instead)")
    }
    guard var options = document.masonry else { return }
    try applyContainerOverrides(parsed, to: &document)
    if let spacing = parsed.number("item-spacing") {
      try Rules.checkSpacing(spacing, at: "--item-spacing")
      options.itemSpacing = spacing
    }
    if let spacing = parsed.number("lane-spacing") {
      try Rules.checkSpacing(spacing, at: "--lane-spacing")
      options.laneSpacing = spacing
    }
    if let tolerance = parsed.number("tolerance") {
      try Rules.checkTolerance(tolerance, at: "--tolerance")
      options.tolerance = tolerance
    }
    if let lanes = parsed.text("lanes") { options.lanes = try LayoutDocument.parseLanes(lanes) }
    if let direction = parsed.text("direction").flatMap(WritingDirection.init(rawValue:)) {
      options.direction = direction
    }
    if let axis = parsed.text("axis").flatMap(LayoutAxis.init(rawValue:)) { options.axis = axis }
    document.masonry = options
  }

  /// Refuses the masonry-only flags for a flow document.
  private static func rejectMasonryFlags(_ parsed: ParsedArguments) throws(CLIError) {
    for flag in ["lanes", "lane-spacing", "tolerance"] where parsed.contains(flag) {
      throw .failure(
        "--\(flag) is for masonry documents; this document has no \"masonry\" object: add one,"
          + #" such as "masonry": {"lanes": 3}, to lay its items out in lanes"#)
    }
  }

  /// Writes `outcome` in the format `parsed` asks for.
  private static func format(
    _ outcome: LayoutOutcome, _ parsed: ParsedArguments, to sink: inout TextSink
  ) throws(CLIError) {
    switch Format(rawValue: parsed.text("format") ?? "json") ?? .json {
    case .json: JSONFormat.write(outcome, to: &sink)
    case .ascii: try ASCIIFormat.write(outcome, scale: parsed.number("scale"), to: &sink)
    case .svg: SVGFormat.write(outcome, zoom: parsed.number("zoom") ?? 1, to: &sink)
    }
  }

  /// `--width` and `--height`, checked, for any kind of document.
  private static func applyContainerOverrides(
    _ parsed: ParsedArguments, to document: inout LayoutDocument
  ) throws(CLIError) {
    typealias Rules = LayoutDocument.Rules
    if let width = parsed.number("width") {
      try Rules.checkContainer(width, at: "--width")
      document.container.width = width
    }
    if let height = parsed.number("height") {
      try Rules.checkContainer(height, at: "--height")
      document.container.height = height
    }
  }

  private static func applyOverrides(_ parsed: ParsedArguments, to document: inout LayoutDocument)
    throws(CLIError)
  {
    typealias Rules = LayoutDocument.Rules
    try applyContainerOverrides(parsed, to: &document)
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
    if let alignment = parsed.text("line-alignment").flatMap(FlowLineAlignment.init(rawValue:)) {
      document.options.lineAlignment = alignment
    }
    if let breaking = parsed.text("line-breaking").flatMap(FlowLineBreaking.init(rawValue:)) {
      document.options.lineBreaking = breaking
    }
    if let limit = parsed.number("line-limit") {
      document.options.lineLimit = try Rules.limit(limit, at: "--line-limit")
    }
    if let maximum = parsed.number("max-items-per-line") {
      document.options.maxItemsPerLine = try Rules.limit(maximum, at: "--max-items-per-line")
    }
  }
}
