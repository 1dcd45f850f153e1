/// Parses a whole JSON document into a ``JSONValue`` tree, strictly (RFC 8259), reporting where
/// it goes wrong.
///
/// Written for the CLI instead of `JSONSerialization` so that booleans never read as numbers,
/// errors carry a line and column, and deep nesting fails cleanly instead of overflowing the
/// stack. For documents too large to hold as a tree, walk them with ``JSONReader``.
///
/// ```swift
/// let value = try JSONParser.parse(Array(#"{"width": 390}"#.utf8))
/// // .object(["width": .number(390)])
/// ```
enum JSONParser {
  /// Parses one JSON document, allowing whitespace and a UTF-8 byte-order mark around it.
  ///
  /// - Parameter bytes: The document, UTF-8 encoded.
  /// - Returns: The value.
  /// - Throws: ``CLIError/failure(_:)`` saying what was expected, with a line and column.
  /// - Complexity: O(*n*), where *n* is the number of bytes.
  static func parse(_ bytes: [UInt8]) throws(CLIError) -> JSONValue {
    var reader = JSONReader(bytes: bytes)
    guard reader.peekToken() != nil else {
      throw .failure(
        "the input is empty; expected a JSON document such as "
          + #"{"container":{"width":390},"items":[]}"#)
    }
    let value = try reader.readValue()
    try reader.end()
    return value
  }
}
