/// A strict, streaming JSON reader (RFC 8259) that reports where a document goes wrong.
///
/// It reads bytes as they arrive (a whole array, or chunks from a file), so a caller can walk a
/// large document member by member and keep only what it needs: `reflow layout` decodes its
/// items one at a time instead of building a tree of the whole document. ``JSONParser`` builds
/// the tree for small documents.
///
/// ```swift
/// var reader = JSONReader(bytes: Array(#"{"items": [1, 2]}"#.utf8))
/// try reader.beginObject()
/// while let key = try reader.nextKey() {
///   if key == "items" {
///     try reader.beginArray()
///     while try reader.nextElement() { print(try reader.readValue()) }
///   } else {
///     try reader.skipValue()
///   }
/// }
/// try reader.end()
/// ```
///
/// Every step is linear in the bytes it reads: strings are gathered into a byte buffer that grows
/// geometrically, runs without escapes are copied in one go, and nothing is read twice.
struct JSONReader {
  /// The deepest nesting of arrays and objects accepted.
  static let maximumDepth = 512

  /// The bytes read and not yet dropped; `position` is the next one.
  private var buffer: [UInt8]
  private var position = 0
  /// Appends the next chunk of the document to the buffer; `false` at its end.
  private let refill: ((inout [UInt8]) -> Bool)?
  private var isExhausted: Bool
  /// The line and column (in Unicode scalars, from 1) of the next byte, for messages.
  private var line = 1
  private var column = 1
  private var depth = 0
  /// Bytes read plus bytes written into strings: the reader's work, which a test checks grows
  /// linearly with the document.
  private(set) var work = 0

  /// A reader of a document held in memory.
  init(bytes: [UInt8]) {
    buffer = bytes
    refill = nil
    isExhausted = true
    skipByteOrderMark()
  }

  /// A reader of a document that arrives in chunks: `refill` appends the next one to its
  /// argument and returns `false` when there is no more.
  init(refill: @escaping (inout [UInt8]) -> Bool) {
    buffer = []
    self.refill = refill
    isExhausted = false
    skipByteOrderMark()
  }

  private mutating func skipByteOrderMark() {
    if hasBytes(3) && buffer[position] == 0xEF && buffer[position + 1] == 0xBB
      && buffer[position + 2] == 0xBF
    {
      position += 3
    }
  }

  // MARK: - Structure

  /// The next byte after whitespace, without reading it; `nil` at the end of the document.
  mutating func peekToken() -> UInt8? {
    skipWhitespace()
    return peek()
  }

  /// Reads the `{` that opens an object.
  mutating func beginObject() throws(CLIError) {
    skipWhitespace()
    guard peek() == UInt8(ascii: "{") else {
      throw error("unexpected \(describeCurrent()); expected an object")
    }
    try enterContainer()
    advance()
    isFirstMember = true
  }

  private var isFirstMember = false

  /// The next member name of the object being read, having read its `:`; `nil` after the
  /// object's closing `}`.
  mutating func nextKey() throws(CLIError) -> String? {
    skipWhitespace()
    if isFirstMember {
      isFirstMember = false
      if peek() == UInt8(ascii: "}") {
        advance()
        depth -= 1
        return nil
      }
    } else {
      switch peek() {
      case UInt8(ascii: ","):
        advance()
        skipWhitespace()
      case UInt8(ascii: "}"):
        advance()
        depth -= 1
        return nil
      default: throw error("unexpected \(describeCurrent()); expected ',' or '}' in an object")
      }
    }
    guard peek() == UInt8(ascii: "\"") else {
      throw error("unexpected \(describeCurrent()); expected a quoted member name")
    }
    let key = try readString()
    skipWhitespace()
    guard peek() == UInt8(ascii: ":") else {
      throw error("unexpected \(describeCurrent()); expected ':' after the member name")
    }
    advance()
    return key
  }

  /// Reads the `[` that opens an array.
  mutating func beginArray() throws(CLIError) {
    skipWhitespace()
    guard peek() == UInt8(ascii: "[") else {
      throw error("unexpected \(describeCurrent()); expected an array")
    }
    try enterContainer()
    advance()
    isFirstElement = true
  }

  private var isFirstElement = false

  /// Whether the array being read has another element (then positioned before it), having read
  /// the `,` before it or the closing `]`.
  mutating func nextElement() throws(CLIError) -> Bool {
    skipWhitespace()
    if isFirstElement {
      isFirstElement = false
      if peek() == UInt8(ascii: "]") {
        advance()
        depth -= 1
        return false
      }
      return true
    }
    switch peek() {
    case UInt8(ascii: ","):
      advance()
      return true
    case UInt8(ascii: "]"):
      advance()
      depth -= 1
      return false
    default: throw error("unexpected \(describeCurrent()); expected ',' or ']' in an array")
    }
  }

  /// Requires the document to end here, after whitespace.
  mutating func end() throws(CLIError) {
    skipWhitespace()
    guard peek() == nil else {
      throw error("unexpected \(describeCurrent()) after the end of the document")
    }
  }

  private mutating func enterContainer() throws(CLIError) {
    depth += 1
    guard depth <= Self.maximumDepth else {
      throw error("arrays and objects are nested more than \(Self.maximumDepth) deep")
    }
  }

  // MARK: - Values

  /// Reads one value of any kind, building it.
  mutating func readValue() throws(CLIError) -> JSONValue {
    skipWhitespace()
    guard let byte = peek() else { throw error("unexpected end of input; expected a value") }
    switch byte {
    case UInt8(ascii: "{"):
      var members: [String: JSONValue] = [:]
      try beginObject()
      while let key = try nextKey() {
        guard members[key] == nil else { throw duplicateKeyError(key) }
        members[key] = try readValue()
      }
      return .object(members)
    case UInt8(ascii: "["):
      var elements: [JSONValue] = []
      try beginArray()
      while try nextElement() { elements.append(try readValue()) }
      return .array(elements)
    case UInt8(ascii: "\""): return .string(try readString())
    case UInt8(ascii: "t"): return try readLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try readLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try readLiteral("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try readNumber())
    default: throw error("unexpected \(describeCurrent()); expected a value")
    }
  }

  /// Reads one value of any kind, checking it but keeping nothing of it.
  mutating func skipValue() throws(CLIError) {
    skipWhitespace()
    switch peek() {
    case UInt8(ascii: "{"):
      try beginObject()
      while try nextKey() != nil { try skipValue() }
    case UInt8(ascii: "["):
      try beginArray()
      while try nextElement() { try skipValue() }
    default:
      _ = try readValue()
    }
  }

  private mutating func readLiteral(_ word: StaticString, _ value: JSONValue) throws(CLIError)
    -> JSONValue
  {
    let count = word.utf8CodeUnitCount
    let matches = hasBytes(count) && (0..<count).allSatisfy {
      buffer[position + $0] == word.utf8Start[$0]
    }
    guard matches else { throw error("unexpected \(describeCurrent()); expected a value") }
    for _ in 0..<count { advance() }
    return value
  }

  /// Reads a number.
  mutating func readNumber() throws(CLIError) -> Double {
    var text: [UInt8] = []
    func take(_ reader: inout JSONReader) {
      text.append(reader.buffer[reader.position])
      reader.advance()
    }
    if peek() == UInt8(ascii: "-") { take(&self) }
    guard let first = peek(), isDigit(first) else {
      throw error("unexpected \(describeCurrent()); expected a digit in a number")
    }
    take(&self)
    if first != UInt8(ascii: "0") {
      while let byte = peek(), isDigit(byte) { take(&self) }
    }
    if peek() == UInt8(ascii: ".") {
      take(&self)
      guard let digit = peek(), isDigit(digit) else {
        throw error("unexpected \(describeCurrent()); expected a digit after '.'")
      }
      while let byte = peek(), isDigit(byte) { take(&self) }
    }
    if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
      take(&self)
      if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { take(&self) }
      guard let digit = peek(), isDigit(digit) else {
        throw error("unexpected \(describeCurrent()); expected a digit in the exponent")
      }
      while let byte = peek(), isDigit(byte) { take(&self) }
    }
    // The grammar above only lets through text `Double` parses; out-of-range values become ±inf
    // or 0, and range checks downstream name them.
    return Double(String(decoding: text, as: UTF8.self)) ?? .nan
  }

  /// Reads a string, decoding its escapes.
  mutating func readString() throws(CLIError) -> String {
    advance()
    var text: [UInt8] = []
    while true {
      // Copy the run up to the next quote, backslash or control character in one go.
      let runStart = position
      while position < buffer.count {
        let byte = buffer[position]
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
        if byte & 0xC0 != 0x80 { column += 1 }
        position += 1
      }
      text.append(contentsOf: buffer[runStart..<position])
      work += 2 * (position - runStart)
      guard let byte = peek() else { throw error("unexpected end of input inside a string") }
      switch byte {
      case UInt8(ascii: "\""):
        advance()
        return String(decoding: text, as: UTF8.self)
      case UInt8(ascii: "\\"):
        advance()
        let scalar = try readEscape()
        UTF8.encode(scalar) { text.append($0) }
        work += 4
      case 0x20...:
        continue  // The run goes on in the next chunk.
      default:
        throw error("a control character inside a string; escape it, as \\n or \\u00XX")
      }
    }
  }

  private mutating func readEscape() throws(CLIError) -> Unicode.Scalar {
    guard let byte = peek() else { throw error("unexpected end of input inside a string") }
    switch byte {
    case UInt8(ascii: "\""): advance(); return "\""
    case UInt8(ascii: "\\"): advance(); return "\\"
    case UInt8(ascii: "/"): advance(); return "/"
    case UInt8(ascii: "b"): advance(); return "\u{8}"
    case UInt8(ascii: "f"): advance(); return "\u{C}"
    case UInt8(ascii: "n"): advance(); return "\n"
    case UInt8(ascii: "r"): advance(); return "\r"
    case UInt8(ascii: "t"): advance(); return "\t"
    case UInt8(ascii: "u"):
      advance()
      let unit = try readHexUnit()
      if (0xD800..<0xDC00).contains(unit) {
        guard hasBytes(2) && buffer[position] == UInt8(ascii: "\\")
          && buffer[position + 1] == UInt8(ascii: "u")
        else {
          throw error("a lone high surrogate in a \\u escape; follow it with a low surrogate")
        }
        advance()
        advance()
        let low = try readHexUnit()
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
      throw error("an invalid escape '\\\(describeCurrent(quoted: false))' in a string")
    }
  }

  private mutating func readHexUnit() throws(CLIError) -> UInt32 {
    var unit: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = peek(), let digit = hexValue(byte) else {
        throw error("expected four hexadecimal digits after \\u")
      }
      unit = unit << 4 | digit
      advance()
    }
    return unit
  }

  // MARK: - Bytes

  /// The next byte, or `nil` at the end of the document.
  @inline(__always)
  private mutating func peek() -> UInt8? {
    if position == buffer.count && !refillBuffer() { return nil }
    return buffer[position]
  }

  /// Whether at least `count` more bytes can be read, reading ahead as needed.
  private mutating func hasBytes(_ count: Int) -> Bool {
    while buffer.count - position < count {
      guard refillBuffer() else { return false }
    }
    return true
  }

  /// Drops the bytes read and appends the next chunk; `false` when there is none.
  private mutating func refillBuffer() -> Bool {
    guard !isExhausted, let refill else { return false }
    buffer.removeSubrange(..<position)
    position = 0
    let before = buffer.count
    if !refill(&buffer) { isExhausted = true }
    return buffer.count > before
  }

  /// Reads one byte, keeping the line and column.
  @inline(__always)
  private mutating func advance() {
    let byte = buffer[position]
    position += 1
    work += 1
    if byte == 0x0A {
      line += 1
      column = 1
    } else if byte & 0xC0 != 0x80 {
      column += 1
    }
  }

  private mutating func skipWhitespace() {
    while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
      advance()
    }
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
  private mutating func describeCurrent(quoted: Bool = true) -> String {
    guard peek() != nil else { return "end of input" }
    _ = hasBytes(4)
    var end = position + 1
    while end < buffer.count && end < position + 4 && buffer[end] & 0xC0 == 0x80 { end += 1 }
    let character = String(decoding: buffer[position..<end], as: UTF8.self)
    let shown = character.unicodeScalars.allSatisfy { $0.value >= 0x20 }
      ? character : JSONString.quoted(character)
    return quoted ? "'\(shown)'" : shown
  }

  /// The error for a member name an object already has, at the current position: JSON allows
  /// one, but which of the two values is meant cannot be known.
  func duplicateKeyError(_ key: String) -> CLIError {
    .failure(
      "\(JSONString.quoted(key)) appears twice in one object at line \(line), column \(column);"
        + " give each member once")
  }

  /// A parse error at the current position, with its line and column (both from 1, the column
  /// counted in Unicode scalars).
  func error(_ message: String) -> CLIError {
    .failure("the input is not valid JSON: \(message) at line \(line), column \(column)")
  }
}
