/// Quotes text as a JSON string literal.
enum JSONString {
  /// `text` in double quotes, with quotes, backslashes and control characters escaped and
  /// everything else kept as is.
  ///
  /// ```swift
  /// JSONString.quoted("say \"hi\"\n")   // "\"say \\\"hi\\\"\\n\""
  /// ```
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{8}": result += "\\b"
      case "\u{C}": result += "\\f"
      case "\u{0}"..."\u{1F}", "\u{7F}":
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
