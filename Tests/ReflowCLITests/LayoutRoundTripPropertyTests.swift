@testable import ReflowCLI
import ReflowTesting
import Testing

/// `reflow layout` JSON round trips: for generated layout cases, write the input document, run
/// the command, parse its JSON output, and compare with `Flow.layout` of the same case.
///
/// Two paths, because a process per case is slow (tens of milliseconds each, so 1,000 cases
/// would take most of a minute):
/// - in process, ~1,000 cases through the command's own `render` (document decoding, flag
///   overrides, the library, the JSON writer), with the output read back by the CLI's
///   `JSONParser`: every code path of the command but the file and stream plumbing;
/// - through the built binary, a few dozen cases (a fiftieth of the iterations, at least 20)
///   fed on standard input, which covers that plumbing and the exit status.
/// The document is written here with its own encoder, not the CLI's, so an encoding error on
/// either side shows as a mismatch.
@Suite struct LayoutRoundTripPropertyTests {
  /// A case as the command sees it: the layout, an id per item, and which values go on the
  /// command line rather than in the document.
  struct RoundTrip: CustomStringConvertible, CounterexampleDrawable {
    var layoutCase: LayoutCase
    var ids: [String?]
    var flags: Set<String>

    /// The input document.
    var document: String {
      let container = layoutCase.container
      let options = layoutCase.options
      let defaults = FlowOptions()
      var containerMembers = ["\"width\": \(flags.contains("width") ? "0" : json(container.width))"]
      if container.height.isFinite || flags.contains("height") {
        containerMembers.append(
          "\"height\": \(flags.contains("height") ? "null" : json(container.height))")
      }
      var optionMembers: [String] = []
      func option(_ key: String, _ flag: String, _ value: String, _ isDefault: Bool) {
        // Defaults are left out; a value the command line overrides is given wrong (spacing)
        // or null (choices) in the document.
        if flags.contains(flag) {
          optionMembers.append("\"\(key)\": \(key.hasSuffix("Spacing") ? "99" : "null")")
        } else if !isDefault {
          optionMembers.append("\"\(key)\": \(value)")
        }
      }
      option("itemSpacing", "item-spacing", json(options.itemSpacing), options.itemSpacing == 0)
      option("lineSpacing", "line-spacing", json(options.lineSpacing), options.lineSpacing == 0)
      option("alignment", "alignment", quoted(options.alignment.rawValue),
             options.alignment == defaults.alignment)
      option("itemAlignment", "item-alignment", quoted(options.itemAlignment.rawValue),
             options.itemAlignment == defaults.itemAlignment)
      option("direction", "direction", quoted((options.direction ?? .leftToRight).rawValue),
             options.direction == defaults.direction)
      option("axis", "axis", quoted(options.axis.rawValue), options.axis == defaults.axis)
      option("lineAlignment", "line-alignment", quoted(options.lineAlignment.rawValue),
             options.lineAlignment == defaults.lineAlignment)
      option("lineBreaking", "line-breaking", quoted(options.lineBreaking.rawValue),
             options.lineBreaking == defaults.lineBreaking)
      option("lineLimit", "line-limit", options.lineLimit.map(String.init) ?? "null",
             options.lineLimit == nil)
      option("maxItemsPerLine", "max-items-per-line",
             options.maxItemsPerLine.map(String.init) ?? "null", options.maxItemsPerLine == nil)
      let insets = options.insets
      optionMembers.append(
        "\"insets\": {\"top\": \(json(insets.top)), \"leading\": \(json(insets.leading)), "
          + "\"bottom\": \(json(insets.bottom)), \"trailing\": \(json(insets.trailing))}")
      let items = zip(ids, layoutCase.items).map { id, item in
        var members = id.map { ["\"id\": \(quoted($0))"] } ?? []
        members.append("\"width\": \(json(item.size.width)), \"height\": \(json(item.size.height))")
        if item.grow != 0 { members.append("\"grow\": \(json(item.grow))") }
        if let baseline = item.baseline { members.append("\"baseline\": \(json(baseline))") }
        if item.breakBefore { members.append("\"breakBefore\": true") }
        return "{" + members.joined(separator: ", ") + "}"
      }
      var indicator = ""
      if let size = layoutCase.overflowIndicator?.size {
        indicator = " \"overflowIndicator\": {\"width\": \(json(size.width)),"
          + " \"height\": \(json(size.height))},\n"
      }
      return "{\"container\": {\(containerMembers.joined(separator: ", "))},\n"
        + " \"options\": {\(optionMembers.joined(separator: ", "))},\n" + indicator
        + " \"items\": [\(items.joined(separator: ",\n   "))]}\n"
    }

    /// The command-line flags that override the document.
    var arguments: [String] {
      let container = layoutCase.container
      let options = layoutCase.options
      let values: [(String, String)] = [
        ("width", flagNumber(container.width)), ("height", flagNumber(container.height)),
        ("item-spacing", flagNumber(options.itemSpacing)),
        ("line-spacing", flagNumber(options.lineSpacing)),
        ("alignment", options.alignment.rawValue),
        ("item-alignment", options.itemAlignment.rawValue),
        ("direction", (options.direction ?? .leftToRight).rawValue), ("axis", options.axis.rawValue),
        ("line-alignment", options.lineAlignment.rawValue),
        ("line-breaking", options.lineBreaking.rawValue),
        ("line-limit", options.lineLimit.map(String.init) ?? "null"),
        ("max-items-per-line", options.maxItemsPerLine.map(String.init) ?? "null"),
      ]
      // A limit the case does not have is left out of the command line as of the document.
      return values.filter { flags.contains($0.0) && $0.1 != "null" }
        .flatMap { ["--\($0.0)", $0.1] }
    }

    /// The ids the output must echo: each given id, or the item's index.
    var expectedIds: [String] {
      ids.enumerated().map { index, id in id ?? String(index) }
    }

    var description: String {
      "echo '\(document)' | reflow layout \(arguments.joined(separator: " "))\n\(layoutCase)"
    }

    var counterexampleDrawing: String? { layoutCase.counterexampleDrawing }
  }

  static let flagNames = [
    "width", "height", "item-spacing", "line-spacing", "alignment", "item-alignment",
    "direction", "axis", "line-alignment", "line-breaking", "line-limit", "max-items-per-line",
  ]

  /// Ids: mostly plain, sometimes absent (the index is used), sometimes full of characters that
  /// must be escaped: quotes, backslashes, control characters, non-ASCII and astral scalars.
  static let id = Gen<String?>.frequency(
    (1, .constant(nil)),
    (3, Gen<[Character]>.array(
      of: .element("a", "b", "7", " ", "\"", "\\", "/", "\n", "\t", "\u{1}", "é", "€", "😀"),
      count: 0...6
    ).map { String($0) }))

  /// Cases with every feature; the CLI's indicator has one valid size whatever the hidden
  /// count, and no grow factor or baseline.
  static let roundTrips = Gen<LayoutCase>.featureCase().map { layoutCase in
    var layoutCase = layoutCase
    if let indicator = layoutCase.overflowIndicator {
      layoutCase.overflowIndicator = LayoutCase.Indicator(
        size: indicator.laidOutItem(hiddenCount: 1).size)
    }
    return layoutCase
  }.flatMap { layoutCase in
    Gen<([String?], [Bool])>.zip(
      .array(of: id, count: layoutCase.sizes.count...layoutCase.sizes.count),
      .array(of: .bool(probability: 0.25), count: flagNames.count...flagNames.count)
    ).map { ids, flagged in
      RoundTrip(
        layoutCase: layoutCase, ids: ids,
        flags: Set(zip(flagNames, flagged).filter(\.1).map(\.0)))
    }
  }

  @Test("In process, the JSON output reads back as Flow's frames, lines and ids")
  func inProcessRoundTrip() {
    check(Self.roundTrips) { roundTrip in
      let parsed = try LayoutCommand.parser.parse(roundTrip.arguments)
      let output = try LayoutCommand.render(Array(roundTrip.document.utf8), parsed)
      return try Self.compare(output, with: roundTrip)
    }
  }

  @Test("Through the built binary, the JSON output reads back as Flow's result")
  func binaryRoundTrip() {
    let iterations = PropertyConfiguration.resolve(iterations: nil, seed: nil)
      .configuration.iterations
    check(Self.roundTrips, iterations: max(20, iterations / 50), shrinkLimit: 200) { roundTrip in
      let run = try CLIRunner.run(
        ["layout"] + roundTrip.arguments, stdin: roundTrip.document)
      guard run.status == 0, run.stderr.isEmpty else {
        return [Violation("exit", "\(run)")]
      }
      return try Self.compare(run.stdout, with: roundTrip)
    }
  }

  /// Parses the command's output and compares it with the library's layout of the case.
  static func compare(_ output: String, with roundTrip: RoundTrip) throws -> [Violation] {
    let expected = try roundTrip.layoutCase.layout()
    let root = try JSONParser.parse(Array(output.utf8))
    var found: [Violation] = []
    let contentSize = try size(root["contentSize"])
    if !close(contentSize.width, expected.contentSize.width)
      || !close(contentSize.height, expected.contentSize.height)
    {
      found.append(Violation(
        "content size", "printed \(contentSize), expected \(expected.contentSize)"))
    }
    let frames = root["frames"]?.elements ?? []
    if frames.count != expected.frames.count {
      found.append(Violation("frames", "printed \(frames.count), expected \(expected.frames.count)"))
    }
    for (index, (frame, expectedFrame)) in zip(frames, expected.frames).enumerated() {
      let printed = try rect(frame)
      if !close(printed, expectedFrame) || frame["id"] != .string(roundTrip.expectedIds[index]) {
        found.append(Violation(
          "frame", "item \(index) printed \(frame["id"]?.summary ?? "no id") at \(printed),"
            + " expected \(roundTrip.expectedIds[index]) at \(expectedFrame)", indices: [index]))
      }
    }
    let hidden = try root["hiddenCount"].map { try integer($0) } ?? 0
    if hidden != expected.hiddenCount
      || (root["hiddenCount"] != nil) != (roundTrip.layoutCase.options.lineLimit != nil)
    {
      found.append(Violation(
        "hidden",
        "printed \(root["hiddenCount"]?.summary ?? "none"), expected \(expected.hiddenCount)"))
    }
    let indicator = try root["indicator"].map(rect)
    switch (indicator, expected.overflowIndicatorFrame) {
    case (nil, nil): break
    case (let printed?, let wanted?) where close(printed, wanted): break
    default:
      found.append(Violation(
        "indicator", "printed \(indicator.map { "\($0)" } ?? "none"),"
          + " expected \(expected.overflowIndicatorFrame.map { "\($0)" } ?? "none")"))
    }
    let lines = root["lines"]?.elements ?? []
    if lines.count != expected.lines.count {
      found.append(Violation("lines", "printed \(lines.count), expected \(expected.lines.count)"))
    }
    for (index, (line, expectedLine)) in zip(lines, expected.lines).enumerated() {
      let range = try integer(line["start"])..<integer(line["end"])
      let printed = try rect(line)
      if range != expectedLine.range || !close(printed, expectedLine.rect) {
        found.append(Violation(
          "line", "line \(index) printed \(range) in \(printed), expected \(expectedLine.range)"
            + " in \(expectedLine.rect)"))
      }
    }
    return Array(found.prefix(8))
  }

  struct MissingField: Error, CustomStringConvertible {
    var description: String
  }

  static func number(_ value: JSONValue?) throws -> Double {
    guard case .number(let number) = value else { throw MissingField(description: "\(value as Any)") }
    return number
  }

  static func integer(_ value: JSONValue?) throws -> Int {
    let number = try number(value)
    guard let integer = Int(exactly: number) else { throw MissingField(description: "\(number)") }
    return integer
  }

  static func size(_ value: JSONValue?) throws -> Size {
    Size(width: try number(value?["width"]), height: try number(value?["height"]))
  }

  static func rect(_ value: JSONValue) throws -> Rect {
    Rect(
      x: try number(value["x"]), y: try number(value["y"]), width: try number(value["width"]),
      height: try number(value["height"]))
  }

  /// Equal within 1e-9, relative to the values' size beyond 1.
  static func close(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) <= 1e-9 * max(1, abs(a), abs(b))
  }

  static func close(_ a: Rect, _ b: Rect) -> Bool {
    close(a.minX, b.minX) && close(a.minY, b.minY) && close(a.width, b.width)
      && close(a.height, b.height)
  }
}

extension JSONValue {
  fileprivate subscript(key: String) -> JSONValue? {
    if case .object(let members) = self { members[key] } else { nil }
  }

  fileprivate var elements: [JSONValue]? {
    if case .array(let elements) = self { elements } else { nil }
  }
}

/// `value` as a JSON number; an infinite one as `1e999`, which JSON readers take as infinity.
private func json(_ value: Double) -> String {
  value.isInfinite ? "1e999" : "\(value)"
}

/// `value` as a command-line number: `inf` for infinity.
private func flagNumber(_ value: Double) -> String {
  value.isInfinite ? "inf" : "\(value)"
}

/// `text` as a JSON string, escaping every scalar outside printable ASCII as `\u` (a surrogate
/// pair beyond the Basic Multilingual Plane), so the CLI's unescaping is exercised too.
private func quoted(_ text: String) -> String {
  var result = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": result += "\\\""
    case "\\": result += "\\\\"
    case " "..."~": result.unicodeScalars.append(scalar)
    default:
      for unit in String(scalar).utf16 {
        let hex = String(unit, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      }
    }
  }
  return result + "\""
}
