/// A command-line flag, declared as data: its name, the value it takes and its help text.
///
/// A command lists its flags once; ``ArgumentParser`` parses against the list and
/// ``ArgumentParser/helpText(valueColumn:)`` documents it, so the two never drift apart.
///
/// ```swift
/// let width = FlagDefinition(
///   "width", value: .number, valueName: "N", help: "Container width; overrides the document.")
/// ```
struct FlagDefinition: Sendable {
  /// The long name without dashes: `"item-spacing"` is spelled `--item-spacing`.
  let name: String
  /// An optional one-letter spelling, without the dash: `"o"` is spelled `-o`.
  let shortName: Character?
  /// What follows the flag, if anything.
  let value: FlagValueKind
  /// The placeholder shown for the value in help text, such as `N` or `FILE`.
  let valueName: String
  /// One or more sentences for the help text.
  let help: String

  /// Creates a flag definition.
  ///
  /// - Parameters:
  ///   - name: The long name without dashes.
  ///   - shortName: A one-letter spelling, without the dash.
  ///   - value: What follows the flag; `.none` for a switch.
  ///   - valueName: The placeholder for the value in help text; derived from `value` when empty.
  ///   - help: The help text.
  init(
    _ name: String, shortName: Character? = nil, value: FlagValueKind = .none,
    valueName: String = "", help: String
  ) {
    self.name = name
    self.shortName = shortName
    self.value = value
    self.valueName = valueName.isEmpty ? value.defaultValueName : valueName
    self.help = help
  }

  /// The flag as typed on the command line: `--name`.
  var spelling: String { "--" + name }

  /// The flag and its value placeholder as shown in help text, such as `-o, --output FILE`.
  var synopsis: String {
    let short = shortName.map { "-\($0), " } ?? ""
    let value = self.value.takesValue ? " " + valueName : ""
    return short + spelling + value
  }
}

/// The kind of value a flag takes, and how its text is checked.
enum FlagValueKind: Sendable, Equatable {
  /// No value: the flag is a switch.
  case none
  /// Any number `Double` can parse, including `inf` and `nan`; range checks belong to the
  /// command, which can name the field the number feeds.
  case number
  /// A finite number greater than zero.
  case positiveNumber
  /// One of a fixed set of words.
  case choice([String])
  /// Free text, such as a path.
  case text

  /// Whether the flag consumes a value.
  var takesValue: Bool { self != .none }

  var defaultValueName: String {
    switch self {
    case .none: ""
    case .number, .positiveNumber: "N"
    case .choice(let choices): choices.joined(separator: "|")
    case .text: "VALUE"
    }
  }

  /// What the value must look like, for error messages: "a number", "one of a, b".
  var expectation: String {
    switch self {
    case .none: "no value"
    case .number: "a number"
    case .positiveNumber: "a finite number greater than 0"
    case .choice(let choices): "one of " + choices.joined(separator: ", ")
    case .text: "a value"
    }
  }

  /// Checks `text` and converts it, or returns `nil` when it is malformed.
  func parse(_ text: String) -> FlagValue? {
    switch self {
    case .none:
      return nil
    case .number:
      return Double(text).map(FlagValue.number)
    case .positiveNumber:
      guard let number = Double(text), number.isFinite, number > 0 else { return nil }
      return .number(number)
    case .choice(let choices):
      return choices.contains(text) ? .text(text) : nil
    case .text:
      return .text(text)
    }
  }
}

/// A parsed flag value.
enum FlagValue: Sendable, Equatable {
  /// A switch that was given.
  case present
  /// A number.
  case number(Double)
  /// A word or free text.
  case text(String)
}
