/// A parsed JSON value.
///
/// Numbers are `Double`, as JavaScript reads them. An object names each member once: the
/// readers refuse a repeated name rather than guess which value is meant.
enum JSONValue: Sendable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// The value as it would appear in an error message: scalars in JSON syntax, containers by
  /// kind, so a message stays one short line.
  var summary: String {
    switch self {
    case .null: "null"
    case .bool(let value): value ? "true" : "false"
    case .number(let value): JSONNumber.format(value)
    case .string(let value): JSONString.quoted(value)
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// The value's JSON type with an article: "a string", "an object".
  var kind: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}
