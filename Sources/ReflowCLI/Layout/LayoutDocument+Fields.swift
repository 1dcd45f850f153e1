import Reflow

extension LayoutDocument {
  /// The range checks shared by document fields and the flags that override them, so a bad
  /// value reads the same wherever it came from; `path` is a field path or a flag.
  enum Rules {
    static func checkItemSize(_ value: Double, at path: String) throws(CLIError) {
      guard value.isFinite && value >= 0 else {
        throw bad(value, at: path, "sizes must be finite and at least 0")
      }
    }

    static func checkContainer(_ value: Double, at path: String) throws(CLIError) {
      guard !value.isNaN && value >= 0 else {
        throw bad(value, at: path, "container sizes must be at least 0 (inf means unbounded)")
      }
    }

    static func checkSpacing(_ value: Double, at path: String) throws(CLIError) {
      guard value.isFinite && value >= 0 else {
        throw bad(value, at: path, "spacing must be finite and at least 0")
      }
    }

    static func checkInset(_ value: Double, at path: String) throws(CLIError) {
      guard value.isFinite && value >= 0 else {
        throw bad(value, at: path, "insets must be finite and at least 0")
      }
    }

    /// A count of lines or items: a whole number, which the library checks is at least 1.
    static func limit(_ value: Double, at path: String) throws(CLIError) -> Int {
      guard value.rounded() == value, value >= 1, let count = Int(exactly: value) else {
        throw bad(value, at: path, "expected a whole number at least 1, or null for no limit")
      }
      return count
    }

    private static func bad(_ value: Double, at path: String, _ rule: String) -> CLIError {
      .failure("\(path) is \(JSONNumber.format(value)); \(rule)")
    }
  }

  /// Typed access to JSON values, with errors that name the value's path. A `null` value
  /// counts as absent.
  enum Field {
    static func object(
      _ value: JSONValue?, path: String, expected: String = "an object"
    ) throws(CLIError) -> [String: JSONValue]? {
      guard let value, value != .null else { return nil }
      guard case .object(let object) = value else {
        throw mistyped(value, at: path, expected: expected)
      }
      return object
    }

    static func number(_ value: JSONValue?, path: String) throws(CLIError) -> Double? {
      guard let value, value != .null else { return nil }
      guard case .number(let number) = value else {
        throw mistyped(value, at: path, expected: "a number")
      }
      return number
    }

    /// A number that must be there.
    static func requiredNumber(_ value: JSONValue?, path: String) throws(CLIError) -> Double {
      guard let number = try number(value, path: path) else {
        throw .failure("\(path) is missing; expected a number")
      }
      return number
    }

    static func string(_ value: JSONValue?, path: String) throws(CLIError) -> String? {
      guard let value, value != .null else { return nil }
      guard case .string(let string) = value else {
        throw mistyped(value, at: path, expected: "a string")
      }
      return string
    }

    static func bool(_ value: JSONValue?, path: String) throws(CLIError) -> Bool? {
      guard let value, value != .null else { return nil }
      guard case .bool(let bool) = value else {
        throw mistyped(value, at: path, expected: "true or false")
      }
      return bool
    }

    static func choice<Choice: RawRepresentable & CaseIterable>(
      _ value: JSONValue?, path: String, as type: Choice.Type
    ) throws(CLIError) -> Choice? where Choice.RawValue == String {
      let names = Choice.allCases.map(\.rawValue)
      guard let value, value != .null else { return nil }
      guard case .string(let name) = value else {
        throw mistyped(
          value, at: path, expected: "a string, one of \(names.joined(separator: ", "))")
      }
      guard let choice = Choice(rawValue: name) else {
        let hint = Suggestion.nearest(to: name, among: names).map { "; did you mean \"\($0)\"?" }
        throw .failure(
          "\(path) is \(value.summary)"
            + (hint ?? "; expected one of \(names.joined(separator: ", "))"))
      }
      return choice
    }

    static func mistyped(_ value: JSONValue, at path: String, expected: String) -> CLIError {
      switch value {
      case .string, .number, .bool:
        .failure("\(path) is \(value.summary) (\(value.kind)); expected \(expected)")
      case .null, .array, .object:
        .failure("\(path) is \(value.summary); expected \(expected)")
      }
    }

    /// Rejects every key of `members` not in `known`, suggesting the nearest known one.
    static func checkKeys(_ members: [String: JSONValue], in path: String?, known: [String])
      throws(CLIError)
    {
      for key in members.keys.sorted() where !known.contains(key) {
        throw unknownKey(key, in: path, known: known)
      }
    }

    /// The error for `key`, unknown in the object at `path` (`nil` for the document itself).
    static func unknownKey(_ key: String, in path: String?, known: [String]) -> CLIError {
      let place = path.map { " in \($0)" } ?? ""
      if let nearest = Suggestion.nearest(to: key, among: known) {
        return .failure(
          "unknown key \(JSONString.quoted(key))\(place); did you mean \"\(nearest)\"?")
      }
      return .failure(
        "unknown key \(JSONString.quoted(key))\(place); expected one of "
          + known.joined(separator: ", "))
    }
  }
}
