import Reflow

/// `reflow demo`: lays out a built-in tag cloud and draws it, so a first run needs no input.
///
/// The tags are 24 points tall and as wide as their text at 8 points a character plus 24 of
/// padding, with 8 points of spacing, centred, in a container as wide as a phone screen (390
/// points) or the terminal, whichever is narrower: the drawing and its text fit `$COLUMNS` (or
/// the terminal's width), re-flowing the tags into more lines when it is narrow.
enum DemoCommand {
  /// The tags, in order.
  static let tags = [
    "swift", "layout", "flexbox", "wrap", "geometry", "preferences", "lazy", "paging",
    "ascii", "svg", "linux", "immediate-mode", "reflow", "tags", "spacing", "alignment",
    "rtl", "columns", "state machine", "scroll", "viewport", "frames", "lines", "cli", "tests",
  ]

  /// The widest container: a phone-width column with no height limit.
  static let container = Size(width: 390, height: .infinity)

  /// The options: 8 points of spacing, each line centred.
  static let options = FlowOptions(itemSpacing: 8, lineSpacing: 8, alignment: .center)

  /// Points per column of the drawing; rows are always twice that, so a tag is three rows tall.
  static let scale = 4.0

  /// The scale for a terminal too narrow for the widest tag at ``scale``: each tag's text still
  /// fits its box.
  static let narrowScale = 8.0

  /// Where the demo is drawn: the container's width and the points per column.
  struct Canvas: Equatable {
    /// The container's width, in points.
    var width: Double
    /// Points per column.
    var scale: Double
    /// Columns the text may use.
    var columns: Int

    /// The canvas for a terminal `columns` wide, or a phone-width one when that is unknown.
    init(columns: Int?) {
      let widest = DemoCommand.tags.map { DemoCommand.size(of: $0).width }.max() ?? 0
      guard let columns else {
        self.width = DemoCommand.container.width
        self.scale = DemoCommand.scale
        self.columns = Int((DemoCommand.container.width / DemoCommand.scale).rounded(.up))
        return
      }
      let scale = Double(columns) * DemoCommand.scale >= widest
        ? DemoCommand.scale : DemoCommand.narrowScale
      self.width = Swift.min(DemoCommand.container.width, Double(columns) * scale)
      self.scale = scale
      self.columns = columns
    }
  }

  private static let parser = ArgumentParser(flags: [
    FlagDefinition("help", shortName: "h", help: "Show this help.")
  ])

  /// Columns the phone-width drawing takes.
  private static let phoneColumns = Canvas(columns: nil).columns

  /// The text `reflow demo --help` prints.
  static let help = """
    OVERVIEW: Lay out a built-in tag cloud and draw it in the terminal.

    USAGE: reflow demo

      \(tags.count) tags, each 24 pt tall and 8 pt per character + 24 pt wide, flow in a
      390 pt wide container with 8 pt spacing, centred. No input needed. When the
      terminal (or $COLUMNS) is narrower than \(phoneColumns) columns, the container
      narrows to fit and the tags re-flow.

    OPTIONS:
    \(parser.helpText())

    """

  /// The size of the tag showing `text`.
  static func size(of text: String) -> Size {
    Size(width: Double(8 * text.count + 24), height: 24)
  }

  /// Runs the demo.
  ///
  /// - Throws: ``CLIError/usage(_:)`` for any argument but `--help`.
  static func run(_ arguments: [String]) throws(CLIError) {
    let parsed = try parser.parse(arguments)
    if parsed.contains("help") {
      Console.write(help)
      return
    }
    if let extra = parsed.positionals.first {
      throw .usage("unexpected argument '\(extra)'; 'reflow demo' takes no arguments")
    }
    Console.write(try render(on: Canvas(columns: Console.terminalColumns)))
  }

  /// The demo's whole output, drawn on `canvas`.
  ///
  /// - Throws: ``CLIError/failure(_:)`` only if the library rejects the built-in tags, which
  ///   would be a bug.
  static func render(on canvas: Canvas) throws(CLIError) -> String {
    let result: FlowResult
    do {
      result = try Flow.layout(
        tags.map(size(of:)), in: Size(width: canvas.width, height: .infinity), options: options)
    } catch {
      throw .failure("the demo layout failed: \(error.description)")
    }
    let size = result.contentSize
    let header = "Reflow demo: \(tags.count) tags flowing in a"
      + " \(JSONNumber.format(canvas.width)) pt container, 8 pt spacing, lines centred"
      + " (1 column = \(JSONNumber.format(canvas.scale)) pt)"
    let summary = "\(result.frames.count) items, \(result.lines.count) lines, content size"
      + " \(JSONNumber.format(size.width)) x \(JSONNumber.format(size.height)) pt"
    let hint = "Try 'reflow layout --help' to lay out your own items as JSON, ASCII or SVG."
    return wrap(header, columns: canvas.columns) + "\n\n"
      + drawing(of: result, on: canvas) + "\n\n"
      + wrap(summary, columns: canvas.columns) + "\n"
      + wrap(hint, columns: canvas.columns) + "\n"
  }

  /// `text` broken into lines of at most `columns` characters at spaces; a word longer than a
  /// line is cut.
  static func wrap(_ text: String, columns: Int) -> String {
    let width = Swift.max(1, columns)
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
      while line.count > width {
        lines.append(String(line.prefix(width)))
        line = String(line.dropFirst(width))
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines.joined(separator: "\n")
  }

  /// Each tag as a box with its text centred, across the full container width so the
  /// centring shows.
  static func drawing(of result: FlowResult, on canvas: Canvas) -> String {
    let scale = canvas.scale
    // Rows stay 8 points at any column scale, so a tag is always three rows tall.
    let rowHeight = 2 * Self.scale
    let bounds = Rect(x: 0, y: 0, width: canvas.width, height: result.contentSize.height)
    var grid = ASCIICanvas(bounds: bounds, columnWidth: scale, rowHeight: rowHeight,
                           background: " ")
    for (tag, frame) in zip(tags, result.frames) {
      let left = (frame.minX / scale).rounded()
      let right = (frame.maxX / scale).rounded()
      let top = (frame.minY / rowHeight).rounded()
      let bottom = (frame.maxY / rowHeight).rounded()
      let columns = Int(right - left)
      let rows = Int(bottom - top)
      guard columns >= tag.count + 2, rows >= 3 else { continue }
      let inner = columns - 2
      let border = "+" + String(repeating: "-", count: inner) + "+"
      let padding = inner - tag.count
      let label = "|" + String(repeating: " ", count: padding / 2) + tag
        + String(repeating: " ", count: padding - padding / 2) + "|"
      let blank = "|" + String(repeating: " ", count: inner) + "|"
      for row in 0..<rows {
        let text = row == 0 || row == rows - 1 ? border : row == (rows - 1) / 2 ? label : blank
        // `write` starts at the cell holding the point: aim at the first cell's centre.
        let point = Point(x: (left + 0.5) * scale, y: (top + Double(row) + 0.5) * rowHeight)
        grid.write(text, at: point)
      }
    }
    return grid.description.split(separator: "\n", omittingEmptySubsequences: false)
      .map { line in String(line.reversed().drop { $0 == " " }.reversed()) }
      .joined(separator: "\n")
  }
}
