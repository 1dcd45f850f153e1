/// The outcome of ``ArgumentParser/parse(_:)``: the flags given and the positional arguments.
struct ParsedArguments: Sendable, Equatable {
  /// The value of each flag that was given, keyed by the flag's long name without dashes.
  var values: [String: FlagValue] = [:]
  /// The arguments that are not flags or flag values, in order.
  var positionals: [String] = []
  /// Every text given to each flag, in order, for flags that may be repeated.
  var allTexts: [String: [String]] = [:]

  /// Whether the flag named `name` was given.
  func contains(_ name: String) -> Bool {
    values[name] != nil
  }

  /// The number given to the flag named `name`, or `nil` when it was not given.
  func number(_ name: String) -> Double? {
    guard case .number(let number) = values[name] else { return nil }
    return number
  }

  /// Every text given to the flag named `name`, in order: a repeated flag's values.
  func texts(_ name: String) -> [String] {
    allTexts[name] ?? []
  }

  /// The text given to the flag named `name`, or `nil` when it was not given.
  func text(_ name: String) -> String? {
    guard case .text(let text) = values[name] else { return nil }
    return text
  }
}
