/// Text for the `--svg` chart that fits wherever it goes, at any scale: numbers short enough for
/// an axis, and a conservative width estimate to wrap or truncate against.
enum ChartLabel {
  /// The width a text of `text` takes at `fontSize`, estimated from above: every character as
  /// wide as 0.62 em, wider than the average sans-serif glyph (digits are 0.556 em), so a label
  /// placed by this estimate stays inside its box.
  static func width(_ text: String, fontSize: Double) -> Double {
    Double(text.count) * fontSize * 0.62
  }

  /// `value` short enough for an axis: as is below 10,000 (`2.5`, `600`, `9500`), else with an
  /// SI suffix and at most three significant digits (`15k`, `1.5M`, `150M`, `2G`).
  ///
  /// ```swift
  /// ChartLabel.number(150_000_000)   // "150M"
  /// ChartLabel.number(1_500)         // "1500"
  /// ChartLabel.number(25_000)        // "25k"
  /// ```
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return SimulationSyntax.describe(value) }
    let magnitude = value.magnitude
    if magnitude < 10_000 { return FixedDecimal.rounded(value, digits: 3) }
    let suffixes = ["k", "M", "G", "T", "P", "E"]
    var scaled = magnitude / 1_000
    var index = 0
    while scaled >= 999.5 && index < suffixes.count - 1 {
      scaled /= 1_000
      index += 1
    }
    let digits = scaled >= 99.95 ? 0 : scaled >= 9.995 ? 1 : 2
    return (value < 0 ? "-" : "") + FixedDecimal.rounded(scaled, digits: digits)
      + suffixes[index]
  }

  /// `text` with every run of 5 or more digits not after a decimal point grouped in thousands:
  /// `10000000 items` becomes `10,000,000 items`.
  static func grouped(_ text: String) -> String {
    var result = ""
    var digits = ""
    var afterPoint = false
    func flush() {
      if digits.count >= 5 && !afterPoint {
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
          let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex)
            ?? digits.startIndex
          groups.insert(digits[start..<end], at: 0)
          end = start
        }
        result += groups.joined(separator: ",")
      } else {
        result += digits
      }
      digits = ""
    }
    var previous: Character?
    for character in text {
      if character.isASCII && character.isNumber {
        if digits.isEmpty { afterPoint = previous == "." }
        digits.append(character)
      } else {
        flush()
        result.append(character)
      }
      previous = character
    }
    flush()
    return result
  }

  /// `text` in at most `maximumLines` lines no wider than `width` at `fontSize`: broken after
  /// commas (or spaces), the last line cut with an ellipsis if the text does not fit.
  static func wrapped(
    _ text: String, width: Double, fontSize: Double, maximumLines: Int
  ) -> [String] {
    let perLine = Swift.max(1, Int(width / (fontSize * 0.62)))
    var lines: [String] = []
    var rest = Substring(text)
    while !rest.isEmpty {
      if lines.count == maximumLines - 1 || rest.count <= perLine {
        lines.append(rest.count <= perLine ? String(rest) : String(rest.prefix(perLine - 1)) + "…")
        break
      }
      let window = rest.prefix(perLine + 1)
      let cut =
        window.lastIndex(of: ",").map { window.index(after: $0) }
        ?? window.lastIndex(of: " ") ?? window.index(window.startIndex, offsetBy: perLine)
      lines.append(String(rest[..<cut]).trimmingSpaces())
      rest = rest[cut...].drop { $0 == " " }
    }
    return lines
  }
}

extension String {
  /// The text without spaces at either end.
  fileprivate func trimmingSpaces() -> String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
