import Reflow

/// `reflow demo`: lays out a built-in tag cloud and draws it, so a first run needs no input.
///
/// The tags are 24 points tall and as wide as their text at 8 points a character plus 24 of
/// padding, in a 390-point-wide container (a phone screen) with 8 points of spacing, centred.
enum DemoCommand {
  /// The tags, in order.
  static let tags = [
    "swift", "layout", "flexbox", "wrap", "geometry", "preferences", "lazy", "paging",
    "ascii", "svg", "linux", "immediate-mode", "reflow", "tags", "spacing", "alignment",
    "rtl", "columns", "state machine", "scroll", "viewport", "frames", "lines", "cli", "tests",
  ]

  /// The container: a phone-width column with no height limit.
  static let container = Size(width: 390, height: .infinity)

  /// The options: 8 points of spacing, each line centred.
  static let options = FlowOptions(itemSpacing: 8, lineSpacing: 8, alignment: .center)

  /// Points per column of the drawing; rows are twice that, so a tag is three rows tall.
  static let scale = 4.0

  private static let parser = ArgumentParser(flags: [
    FlagDefinition("help", shortName: "h", help: "Show this help.")
  ])

  /// The text `reflow demo --help` prints.
  static let help = """
    OVERVIEW: Lay out a built-in tag cloud and draw it in the terminal.

    USAGE: reflow demo

      \(tags.count) tags, each 24 pt tall and 8 pt per character + 24 pt wide, flow in a
      390 pt wide container with 8 pt spacing, centred. No input needed.

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
    Console.write(try render())
  }

  /// The demo's whole output.
  ///
  /// - Throws: ``CLIError/failure(_:)`` only if the library rejects the built-in tags, which
  ///   would be a bug.
  static func render() throws(CLIError) -> String {
    let result: FlowResult
    do {
      result = try Flow.layout(tags.map(size(of:)), in: container, options: options)
    } catch {
      throw .failure("the demo layout failed: \(error.description)")
    }
    var output = "Reflow demo: \(tags.count) tags flowing in a 390 pt container,"
    output += " 8 pt spacing, lines centred (1 column = 4 pt)\n\n"
    output += drawing(of: result) + "\n\n"
    let size = result.contentSize
    output += "\(result.frames.count) items, \(result.lines.count) lines,"
    output += " content size \(JSONNumber.format(size.width)) x \(JSONNumber.format(size.height))"
    output += " pt\n"
    output += "Try 'reflow layout --help' to lay out your own items as JSON, ASCII or SVG.\n"
    return output
  }

  /// Each tag as a box with its text centred, across the full container width so the
  /// centring shows.
  static func drawing(of result: FlowResult) -> String {
    let bounds = Rect(x: 0, y: 0, width: container.width, height: result.contentSize.height)
    var canvas = ASCIICanvas(bounds: bounds, columnWidth: scale, rowHeight: 2 * scale,
                             background: " ")
    for (tag, frame) in zip(tags, result.frames) {
      let left = (frame.minX / scale).rounded()
      let right = (frame.maxX / scale).rounded()
      let top = (frame.minY / (2 * scale)).rounded()
      let bottom = (frame.maxY / (2 * scale)).rounded()
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
        let point = Point(x: (left + 0.5) * scale, y: (top + Double(row) + 0.5) * 2 * scale)
        canvas.write(text, at: point)
      }
    }
    return canvas.description.split(separator: "\n", omittingEmptySubsequences: false)
      .map { line in String(line.reversed().drop { $0 == " " }.reversed()) }
      .joined(separator: "\n")
  }
}
