/// A strict JSON parser (RFC 8259) that reports where a document goes wrong.
///
/// Written for the CLI instead of `JSONSerialization` so that booleans never read as numbers,
/// errors carry a line and column, and deep nesting fails cleanly instead of overflowing the
/// stack.
///
/// ```swift
/// let value = try JSONParser.parse(Array(#"{"width": 390}"#.utf8))
/// // .object(["width": .number(390)])
/// ```
struct JSONParser {
  /// The deepest nesting of arrays and objects accepted.
  static let maximumDepth = 512

  private let bytes: [UInt8]
  private var position = 0
  private var depth = 0

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Parses one JSON document, allowing whitespace and a UTF-8 byte-order mark around it.
  ///
  /// - Parameter bytes: The document, UTF-8 encoded.
  /// - Returns: The value.
  /// - Throws: ``CLIError/failure(_:)`` saying what was expected, with a line and column.
  /// - Complexity: O(*n*), where *n* is the number of bytes.
  static func parse(_ bytes: [UInt8]) throws(CLIError) -> JSONValue {
    var parser = JSONParser(bytes: bytes)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.position = 3 }
    parser.skipWhitespace()
    guard parser.position < bytes.count else {
      throw .failure(
        "the input is empty; expected a JSON document such as "
          + #"{"container":{"width":390},"items":[]}"#)
    }
    let value = try parser.parseValue()
    parser.skipWhitespace()
    guard parser.position == bytes.count else {
      throw parser.error("unexpected \(parser.describeCurrent()) after the end of the document")
    }
    return value
  }

  private mutating func parseValue() throws(CLIError) -> JSONValue {
    guard let byte = peek() else { throw error("unexpected end of input; expected a value") }
    switch byte {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default: throw error("unexpected \(describeCurrent()); expected a value")
    }
  }

  private mutating func parseObject() throws(CLIError) -> JSONValue {
    try enterContainer()
    position += 1
    var members: [String: JSONValue] = [:]
    skipWhitespace()
    if peek() == UInt8(ascii: "}") {
      position += 1
      depth -= 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard peek() == UInt8(ascii: "\"") else {
        throw error("unexpected \(describeCurrent()); expected a quoted member name")
      }
      let key = try parseString()
      skipWhitespace()
      guard peek() == UInt8(ascii: ":") else {
        throw error("unexpected \(describeCurrent()); expected ':' after the member name")
      }
      position += 1
      skipWhitespace()
      members[key] = try parseValue()
      skipWhitespace()
      switch peek() {
      case UInt8(ascii: ","): position += 1
      case UInt8(ascii: "}"):
        position += 1
        depth -= 1
        return .object(members)
      default: throw error("unexpected \(describeCurrent()); expected ',' or '}' in an object")
      }
    }
  }

  private mutating func parseArray() throws(CLIError) -> JSONValue {
    try enterContainer()
    position += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if peek() == UInt8(ascii: "]") {
      position += 1
      depth -= 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try parseValue())
      skipWhitespace()
      switch peek() {
      case UInt8(ascii: ","): position += 1
      case UInt8(ascii: "]"):
        position += 1
        depth -= 1
        return .array(elements)
      default: throw error("unexpected \(describeCurrent()); expected ',' or ']' in an array")
      }
    }
  }

  private mutating func enterContainer() throws(CLIError) {
    depth += 1
    guard depth <= Self.maximumDepth else {
      throw error("arrays and objects are nested more than \(Self.maximumDepth) deep")
    }
  }

  private mutating func parseLiteral(_ word: String, _ value: JSONValue) throws(CLIError)
    -> JSONValue
  {
    let expected = Array(word.utf8)
    guard bytes[position...].starts(with: expected) else {
      throw error("unexpected \(describeCurrent()); expected a value")
    }
    position += expected.count
    return value
  }

  private mutating func parseNumber() throws(CLIError) -> JSONValue {
    let start = position
    if peek() == UInt8(ascii: "-") { position += 1 }
    guard let first = peek(), isDigit(first) else {
      throw error("unexpected \(describeCurrent()); expected a digit in a number")
    }
    position += 1
    if first != UInt8(ascii: "0") { skipDigits() }
    if peek() == UInt8(ascii: ".") {
      position += 1
      guard let digit = peek(), isDigit(digit) else {
        throw error("unexpected \(describeCurrent()); expected a digit after '.'")
      }
      skipDigits()
    }
    if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
      position += 1
      if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
      guard let digit = peek(), isDigit(digit) else {
        throw error("unexpected \(describeCurrent()); expected a digit in the exponent")
      }
      skipDigits()
    }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    // The grammar above only lets through text `Double` parses; out-of-range values become ±inf
    // or 0, and range checks downstream name them.
    return .number(Double(text) ?? .nan)
  }

  private mutating func parseString() throws(CLIError) -> String {
    position += 1
    var scalars = String.UnicodeScalarView()
    var runStart = position
    while true {
      guard let byte = peek() else { throw error("unexpected end of input inside a string") }
      switch byte {
      case UInt8(ascii: "\""):
        let text = String(decoding: bytes[runStart..<position], as: UTF8.self)
        scalars.append(contentsOf: text.unicodeScalars)
        position += 1
        return String(scalars)
      case UInt8(ascii: "\\"):
        scalars.append(
          contentsOf: String(decoding: bytes[runStart..<position], as: UTF8.self).unicodeScalars)
        position += 1
        scalars.append(try parseEscape())
        runStart = position
      case 0..<0x20:
        throw error("a control character inside a string; escape it, as \\n or \\u00XX")
      default:
        position += 1
      }
    }
  }

  private mutating func parseEscape() throws(CLIError) -> Unicode.Scalar {
    guard let byte = peek() else { throw error("unexpected end of input inside a string") }
    position += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{8}"
    case UInt8(ascii: "f"): return "\u{C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let unit = try parseHexUnit()
      if (0xD800..<0xDC00).contains(unit) {
        guard bytes[position...].starts(with: Array("\\u".utf8)) else {
          throw error("a lone high surrogate in a \\u escape; follow it with a low surrogate")
        }
        position += 2
        let low = try parseHexUnit()
        guard (0xDC00..<0xE000).contains(low),
          let scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
        else { throw error("an invalid surrogate pair in a \\u escape") }
        return scalar
      }
      guard let scalar = Unicode.Scalar(unit) else {
        throw error("a lone low surrogate in a \\u escape")
      }
      return scalar
    default:
      position -= 1
      throw error("an invalid escape '\\\(describeCurrent(quoted: false))' in a string")
    }
  }

  private mutating func parseHexUnit() throws(CLIError) -> UInt32 {
    var unit: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = peek(), let digit = hexValue(byte) else {
        throw error("expected four hexadecimal digits after \\u")
      }
      unit = unit << 4 | digit
      position += 1
    }
    return unit
  }

  // MARK: - Bytes

  private func peek() -> UInt8? {
    position < bytes.count ? bytes[position] : nil
  }

  private mutating func skipWhitespace() {
    while let byte = peek(),
      byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    {
      position += 1
    }
  }

  private mutating func skipDigits() {
    while let byte = peek(), isDigit(byte) { position += 1 }
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  /// The character at the current position for a message: `'x'`, or "end of input".
  private func describeCurrent(quoted: Bool = true) -> String {
    guard position < bytes.count else { return "end of input" }
    var end = position + 1
    while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
    let character = String(decoding: bytes[position..<end], as: UTF8.self)
    let shown = character.unicodeScalars.allSatisfy { $0.value >= 0x20 }
      ? character : JSONString.quoted(character)
    return quoted ? "'\(shown)'" : shown
  }

  /// A parse error at the current position, with its line and column (both from 1, the column
  /// counted in characters).
  private func error(_ message: String) -> CLIError {
    var line = 1
    var lineStart = 0
    for index in 0..<Swift.min(position, bytes.count) where bytes[index] == 0x0A {
      line += 1
      lineStart = index + 1
    }
    let prefix = bytes[lineStart..<Swift.min(position, bytes.count)]
    let column = String(decoding: prefix, as: UTF8.self).count + 1
    return .failure("the input is not valid JSON: \(message) at line \(line), column \(column)")
  }
}
