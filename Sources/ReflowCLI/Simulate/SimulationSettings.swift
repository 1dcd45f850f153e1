import Reflow
import ReflowSimulation

/// The values of a `reflow simulate` run as text, keyed by flag name, each remembering where it
/// came from: a command-line flag or a key of the `--scenario` file.
///
/// Keeping the text until the end lets one parser serve flags, scenario files and `--sweep`
/// values alike, and lets every error name its source: `option '--latency'` or
/// `"latency" in scenario 'slow.json'`.
///
/// ```swift
/// var settings = try SimulationSettings.scenario(atPath: "slow.json")
/// settings.set("page-size", to: "20", source: .flag)
/// let configuration = try settings.configuration()
/// ```
struct SimulationSettings {
  /// Where a value came from.
  enum Source: Equatable {
    /// A command-line flag, or a `--sweep` value standing in for one.
    case flag
    /// A key of the scenario file at `path`.
    case scenario(path: String)
    /// A value of `--sweep`.
    case sweep
    /// A value of the preset named.
    case preset(String)
  }

  /// One value and its source.
  struct Setting: Equatable {
    var text: String
    var source: Source
  }

  /// The flags that set a simulation value, in help order; a scenario's keys are their
  /// camel-case names (`page-size` is `pageSize`).
  static let valueNames = [
    "items", "item-size", "sizes", "estimated-size", "measure-delay", "layout", "lanes",
    "section-size", "item-spacing", "line-spacing", "alignment", "item-alignment", "direction",
    "insets", "viewport", "anchor", "anchoring", "keys", "page-size", "threshold",
    "max-loaded-items", "total-known", "head-inserts", "tail-inserts", "stream", "jump",
    "refresh-at", "latency", "failure-rate", "retry-after", "scroll", "fps", "duration", "seed",
  ]

  /// The flags that may be given more than once; their values are kept as one list.
  static let repeatableNames: Set = ["jump", "refresh-at"]

  /// The values given, by flag name.
  private(set) var values: [String: Setting] = [:]

  /// The text given for `name`, if any.
  func text(_ name: String) -> String? { values[name]?.text }

  /// These values with `other`'s over them: a scenario file over a preset.
  mutating func merge(_ other: SimulationSettings) {
    for (name, setting) in other.values { set(name, to: setting.text, source: setting.source) }
  }

  /// Sets a value; `item-size` and `sizes` replace each other.
  mutating func set(_ name: String, to text: String, source: Source) {
    if name == "item-size" { values["sizes"] = nil }
    if name == "sizes" { values["item-size"] = nil }
    values[name] = Setting(text: text, source: source)
  }

  /// The flags' values over this scenario's.
  ///
  /// - Throws: ``CLIError/usage(_:)`` when both `--item-size` and `--sizes` are given.
  mutating func apply(_ parsed: ParsedArguments) throws(CLIError) {
    if parsed.contains("item-size") && parsed.contains("sizes") {
      throw .usage("options '--item-size' and '--sizes' both set the item sizes; pass one")
    }
    for name in Self.valueNames {
      if Self.repeatableNames.contains(name) {
        let texts = parsed.texts(name)
        if !texts.isEmpty { set(name, to: texts.joined(separator: ","), source: .flag) }
      } else if parsed.values[name] == .present {
        set(name, to: "true", source: .flag)
      } else if let text = parsed.text(name) {
        set(name, to: text, source: .flag)
      }
    }
  }

  /// `item-size` as a scenario key: `itemSize`.
  static func camelCase(_ name: String) -> String {
    let words = name.split(separator: "-")
    return words.enumerated().map { index, word in
      index == 0 ? String(word) : word.prefix(1).uppercased() + word.dropFirst()
    }.joined()
  }

  // MARK: Building the configuration

  /// The configuration these values describe, over the built-in scenario's defaults.
  ///
  /// - Throws: ``CLIError`` naming the first bad value's flag or scenario key, its text, what is
  ///   expected and the nearest valid spelling; a usage error (exit 2) for a flag, a failure
  ///   (exit 1) for a scenario key or a file that cannot be read.
  func configuration() throws(CLIError) -> SimulationConfiguration {
    typealias Syntax = SimulationSyntax
    var configuration = SimulationConfiguration()
    try read("items") { configuration.itemCount = try Syntax.wholeNumber($0) }
    try read("item-size") { configuration.itemSizes = try Syntax.itemSizes($0) }
    if let setting = values["sizes"] {
      configuration.itemSizes = .list(try sizes(from: setting))
    }
    try read("estimated-size") {
      configuration.estimatedItemSize = $0 == "average" ? nil : try Syntax.size($0)
    }
    try read("measure-delay") { configuration.measureDelayFrames = try Syntax.frames($0) }
    try readContent(&configuration)
    try read("anchor") {
      configuration.anchorEdge = try Syntax.choice(
        $0, as: SimulationConfiguration.AnchorEdge.self)
    }
    try read("anchoring") { configuration.anchoring = try Syntax.choice($0, as: Toggle.self) == .on }
    try read("tail-inserts") { configuration.tailInsertsPerSecond = try Syntax.rate($0) }
    try read("stream") { configuration.streamSeconds = try Syntax.seconds($0) }
    let points = "a number of points such as 8"
    try read("item-spacing") {
      configuration.flow.itemSpacing = try Syntax.number($0, expected: points)
    }
    try read("line-spacing") {
      configuration.flow.lineSpacing = try Syntax.number($0, expected: points)
    }
    try read("alignment") {
      configuration.flow.alignment = try Syntax.choice($0, as: FlowAlignment.self)
    }
    try read("item-alignment") {
      configuration.flow.itemAlignment = try Syntax.choice($0, as: FlowItemAlignment.self)
    }
    try read("direction") {
      configuration.flow.direction = try Syntax.choice($0, as: WritingDirection.self)
    }
    try read("insets") { configuration.flow.insets = try Syntax.insets($0) }
    try read("viewport") { configuration.viewport = try Syntax.size($0) }
    try read("keys") {
      configuration.keys = try Syntax.choice($0, as: SimulationConfiguration.Keys.self)
    }
    try read("page-size") { configuration.pageSize = try Syntax.wholeNumber($0) }
    try read("threshold") { configuration.threshold = try Syntax.threshold($0) }
    try read("max-loaded-items") {
      configuration.maximumLoadedItems = try Syntax.optionalWholeNumber($0)
    }
    try read("total-known") {
      configuration.totalKnown = try Syntax.choice($0, as: Switch.self) == .true
    }
    try read("head-inserts") { configuration.headInsertsPerSecond = try Syntax.rate($0) }
    try read("jump") { configuration.jumps = try Syntax.list($0, Syntax.jump) }
    try read("refresh-at") {
      configuration.refreshTimes = try Syntax.list($0) { (text) throws(ValueError) in
        try Syntax.seconds(text, span: .session)
      }
    }
    try read("latency") { configuration.latency = try Syntax.latency($0) }
    try read("failure-rate") {
      configuration.failureRate = try Syntax.number($0, expected: "a probability such as 0.05")
    }
    try read("retry-after") { configuration.retryAfter = try Syntax.seconds($0) }
    if let setting = values["scroll"] {
      configuration.scroll = try scroll(from: setting)
    }
    try read("fps") {
      configuration.framesPerSecond = try Syntax.number(
        $0, expected: "frames per second such as 60")
    }
    try read("duration") { configuration.duration = try Syntax.seconds($0, span: .session) }
    try read("seed") { configuration.seed = try Syntax.seed($0) }
    do {
      return try configuration.validated()
    } catch {
      throw self.error(for: error)
    }
  }

  /// `--anchoring`'s values.
  enum Toggle: String, CaseIterable {
    case on, off
  }

  /// The layouts `--layout` names.
  enum LayoutName: String, CaseIterable {
    case flow, sections, masonry
  }

  /// The items per section when `--section-size` is not given.
  static let defaultSectionSize = 20
  /// Masonry's lanes when `--lanes` is not given.
  static let defaultLanes = 2

  /// Reads `--layout`, `--section-size` and `--lanes` into the content kind.
  private func readContent(_ configuration: inout SimulationConfiguration) throws(CLIError) {
    var layout = LayoutName.flow
    try read("layout") { layout = try SimulationSyntax.choice($0, as: LayoutName.self) }
    switch layout {
    case .flow:
      configuration.content = .flow
    case .sections:
      var size = Self.defaultSectionSize
      try read("section-size") { size = try SimulationSyntax.wholeNumber($0) }
      configuration.content = .sections(itemsPerSection: size)
    case .masonry:
      var lanes = Self.defaultLanes
      try read("lanes") { lanes = try SimulationSyntax.wholeNumber($0) }
      configuration.content = .masonry(lanes: lanes)
    }
    for (name, wanted) in [("section-size", LayoutName.sections), ("lanes", .masonry)]
    where layout != wanted {
      if let setting = values[name], setting.source == .flag {
        throw .usage(
          "option '--\(name)' applies to --layout \(wanted.rawValue); add --layout"
            + " \(wanted.rawValue), or leave out --\(name)")
      }
    }
  }

  /// A switch's value in a scenario file: `true` or `false`.
  enum Switch: String, CaseIterable {
    case `true`, `false`
  }

  /// The flag each configuration field is set by (the first of several that was given).
  static func flags(for field: SimulationConfiguration.Field) -> [String] {
    switch field {
    case .itemCount: ["items"]
    case .itemSizes: ["item-size", "sizes"]
    case .estimatedItemSize: ["estimated-size"]
    case .measureDelayFrames: ["measure-delay"]
    case .content: ["section-size", "lanes", "layout", "total-known"]
    case .anchorEdge: ["anchor", "keys"]
    case .tailInsertsPerSecond: ["tail-inserts", "keys"]
    case .streamSeconds: ["stream"]
    case .flow: ["item-spacing", "line-spacing", "insets"]
    case .viewport: ["viewport"]
    case .keys: ["keys"]
    case .pageSize: ["page-size"]
    case .threshold: ["threshold"]
    case .maximumLoadedItems: ["max-loaded-items"]
    case .headInsertsPerSecond: ["head-inserts"]
    case .jumps: ["jump"]
    case .refreshTimes: ["refresh-at"]
    case .latency: ["latency"]
    case .failureRate: ["failure-rate"]
    case .retryAfter: ["retry-after"]
    case .scroll: ["scroll"]
    case .framesPerSecond: ["fps"]
    case .duration: ["duration", "fps"]
    case .seed: ["seed"]
    }
  }

  /// The library's verdict on a value, told as the value's flag or scenario key: the limits are
  /// the library's, only the names are the command line's.
  func error(for error: SimulationError) -> CLIError {
    switch error {
    case .invalidValue(let field, let value, let expected):
      let names = Self.flags(for: field)
      if let name = names.first(where: { values[$0] != nil }), let setting = values[name] {
        return self.error(in: name, setting, ValueError(expected: expected))
      }
      return .usage(
        "invalid value '\(value)' for option '--\(names[0])'; expected \(expected)")
    case .layout(let layoutError):
      let name: String? =
        switch layoutError {
        case .invalidSpacing(let name, _): name == "itemSpacing" ? "item-spacing" : "line-spacing"
        case .invalidInset: "insets"
        default: nil
        }
      if let name, let setting = values[name] {
        return self.error(in: name, setting, ValueError(expected: "\(layoutError)"))
      }
      return .usage(layoutError.description)
    case .invariantBroken:
      return .failure(error.description)
    }
  }

  /// Parses the value named `name`, if given, with `body`, naming its source on failure.
  ///
  /// `body` only throws ``ValueError``; it is untyped because closures infer `any Error`.
  private func read(_ name: String, _ body: (String) throws -> Void) throws(CLIError) {
    guard let setting = values[name] else { return }
    do {
      try body(setting.text)
    } catch let error as ValueError {
      throw self.error(in: name, setting, error)
    } catch {
      throw self.error(in: name, setting, ValueError(expected: "a valid value (\(error))"))
    }
  }

  /// The error for a bad value: a usage error for a flag, a failure for a scenario key.
  func error(in name: String, _ setting: Setting, _ error: ValueError) -> CLIError {
    let hint = error.hint
    switch setting.source {
    case .flag:
      return .usage(
        "invalid value '\(setting.text)' for option '--\(name)'; expected \(error.expected)"
          + hint)
    case .scenario(let path):
      return .failure(
        "\(JSONString.quoted(Self.camelCase(name))) in scenario '\(path)' is"
          + " '\(setting.text)'; expected \(error.expected)\(hint)")
    case .sweep:
      return .usage(
        "invalid value '\(setting.text)' for '\(name)' in --sweep; expected \(error.expected)"
          + hint)
    case .preset(let preset):
      return .usage(
        "--preset \(preset): \(error.expected)")
    }
  }

  /// Where a value's file is: relative paths in a scenario are relative to its folder.
  private func resolve(_ path: String, _ source: Source) -> String {
    guard case .scenario(let scenario) = source, !path.hasPrefix("/"),
      let slash = scenario.lastIndex(of: "/")
    else { return path }
    return String(scenario[...slash]) + path
  }

  private func describe(_ name: String, _ source: Source) -> String {
    switch source {
    case .flag: "--\(name)"
    case .sweep: "\(name) in --sweep"
    case .preset(let preset): "\(name) in --preset \(preset)"
    case .scenario(let path): "\(JSONString.quoted(Self.camelCase(name))) in scenario '\(path)'"
    }
  }

  /// The file's bytes; unlike `reflow layout`, these options cannot read standard input.
  static func readFile(atPath path: String) throws(CLIError) -> [UInt8] {
    do {
      return try Console.readFile(atPath: path)
    } catch {
      throw .failure(
        error.message.replacing(", or pass - for stdin", with: "")
          .replacing("; pass a JSON file", with: "; pass a file"))
    }
  }

  /// The item sizes in a `reflow layout` document, or in a bare array of its items.
  private func sizes(from setting: Setting) throws(CLIError) -> [Size] {
    let path = resolve(setting.text, setting.source)
    let name = describe("sizes", setting.source)
    do throws(CLIError) {
      var value = try JSONParser.parse(try Self.readFile(atPath: path))
      if case .array = value {
        value = .object(["container": .object(["width": .number(1)]), "items": value])
      }
      let document = try LayoutDocument.decode(value)
      guard !document.items.isEmpty else {
        throw CLIError.failure("'\(path)' has no items; expected at least one")
      }
      return document.items.map(\.size)
    } catch {
      throw .failure("\(name): \(error.message)")
    }
  }

  /// The scroll, reading a script's points from its file.
  private func scroll(from setting: Setting) throws(CLIError) -> SimulationConfiguration.Scroll {
    let spelling: SimulationSyntax.ScrollSpelling
    do throws(ValueError) {
      spelling = try SimulationSyntax.scroll(setting.text)
    } catch {
      throw self.error(in: "scroll", setting, error)
    }
    switch spelling {
    case .constant(let speed): return .constant(speed)
    case .fling(let speed): return .fling(speed)
    case .swing(let speed, let period): return .swing(speed: speed, period: period)
    case .script(let file):
      let path = resolve(file, setting.source)
      let name = describe("scroll", setting.source)
      let bytes: [UInt8]
      do throws(CLIError) {
        bytes = try Self.readFile(atPath: path)
      } catch {
        throw .failure("\(name): \(error.message)")
      }
      do throws(ValueError) {
        return .script(try SimulationSyntax.scriptPoints(String(decoding: bytes, as: UTF8.self)))
      } catch {
        throw .failure("\(name): script '\(path)' expected \(error.expected)")
      }
    }
  }
}
