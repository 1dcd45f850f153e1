/// Parses command-line arguments against a declared list of flags.
///
/// Accepted spellings: `--name value`, `--name=value`, `-x value` for flags with a short name,
/// and `--` to end the flags (everything after it is positional). A lone `-` is positional (it
/// conventionally means standard input). A flag's value is the next argument even when it starts
/// with `-`, so `--width -5` reaches the command's range check instead of failing as an unknown
/// flag. When a flag is given twice, the last value wins.
///
/// ```swift
/// let parser = ArgumentParser(flags: [FlagDefinition("width", value: .number, help: "…")])
/// let parsed = try parser.parse(["doc.json", "--width", "390"])
/// parsed.positionals        // ["doc.json"]
/// parsed.number("width")    // 390
/// ```
struct ArgumentParser: Sendable {
  /// The flags the command accepts, in the order its help lists them.
  let flags: [FlagDefinition]

  /// Creates a parser for `flags`.
  init(flags: [FlagDefinition]) {
    self.flags = flags
  }

  /// Splits `arguments` into flag values and positional arguments.
  ///
  /// - Parameter arguments: The arguments after the command name.
  /// - Returns: The flags given, by name, and the positional arguments in order.
  /// - Throws: ``CLIError/usage(_:)`` for an unknown flag (suggesting the nearest known one), a
  ///   flag without its value, a malformed value (suggesting the nearest choice for a mistyped
  ///   one), or a value given to a switch.
  /// - Complexity: O(*a* × *f*), where *a* is the number of arguments and *f* of flags.
  func parse(_ arguments: [String]) throws(CLIError) -> ParsedArguments {
    var parsed = ParsedArguments()
    var index = 0
    var flagsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if flagsEnded || argument == "-" || !argument.hasPrefix("-") {
        parsed.positionals.append(argument)
        continue
      }
      if argument == "--" {
        flagsEnded = true
        continue
      }
      let (spelling, inlineValue) = split(argument)
      guard let flag = definition(for: spelling) else {
        throw .usage(unknownFlagMessage(spelling))
      }
      guard flag.value.takesValue else {
        if let inlineValue {
          throw .usage("option '\(spelling)' takes no value, but was given '\(inlineValue)'")
        }
        parsed.values[flag.name] = .present
        continue
      }
      let text: String
      if let inlineValue {
        text = inlineValue
      } else if index < arguments.count {
        text = arguments[index]
        index += 1
      } else {
        throw .usage("missing value for option '\(spelling)'; expected \(flag.value.expectation)")
      }
      guard let value = flag.value.parse(text) else {
        throw .usage(invalidValueMessage(text, spelling, flag.value))
      }
      parsed.values[flag.name] = value
    }
    return parsed
  }

  /// The help lines for every flag: synopsis, padded to `valueColumn`, then the help text.
  ///
  /// A synopsis too long for the column puts the help text on the next line.
  func helpText(valueColumn: Int = 28) -> String {
    flags.map { flag in
      let synopsis = "  " + flag.synopsis
      let helpLines = flag.help.split(separator: "\n", omittingEmptySubsequences: false)
      let indent = String(repeating: " ", count: valueColumn)
      var lines: [String] = []
      if synopsis.count < valueColumn - 1 {
        let padding = String(repeating: " ", count: valueColumn - synopsis.count)
        lines.append(synopsis + padding + (helpLines.first ?? ""))
      } else {
        lines.append(synopsis)
        lines.append(indent + (helpLines.first ?? ""))
      }
      lines += helpLines.dropFirst().map { indent + $0 }
      return lines.joined(separator: "\n")
    }.joined(separator: "\n")
  }

  /// Splits `--name=value` into its spelling and value.
  private func split(_ argument: String) -> (spelling: String, value: String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  private func definition(for spelling: String) -> FlagDefinition? {
    if spelling.hasPrefix("--") {
      return flags.first { $0.spelling == spelling }
    }
    let letters = spelling.dropFirst()
    guard letters.count == 1, let letter = letters.first else { return nil }
    return flags.first { $0.shortName == letter }
  }

  /// Says what `spelling` expects, suggesting the nearest choice for a mistyped one:
  /// `--alignment centre` suggests `center`.
  private func invalidValueMessage(_ text: String, _ spelling: String, _ kind: FlagValueKind)
    -> String
  {
    let message = "invalid value '\(text)' for option '\(spelling)'; expected \(kind.expectation)"
    guard case .choice(let choices) = kind,
      let nearest = Suggestion.nearest(to: text, among: choices)
    else { return message }
    return message + "; did you mean '\(nearest)'?"
  }

  private func unknownFlagMessage(_ spelling: String) -> String {
    let candidates = flags.map(\.spelling)
    if let nearest = Suggestion.nearest(to: spelling, among: candidates) {
      return "unknown option '\(spelling)'; did you mean '\(nearest)'?"
    }
    return "unknown option '\(spelling)'"
  }
}
