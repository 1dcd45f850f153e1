/// The medians one ``BenchmarkGroup`` measured: columns of numbers, one row per input size.
struct BenchmarkTable: Sendable {
  /// How a column's values print.
  enum Format: Sendable {
    /// A whole count, printed with thousands separators.
    case count
    /// A time in nanoseconds.
    case nanoseconds
    /// A quotient of two times, printed with a trailing `x`.
    case ratio
    /// Any other measure, such as bytes per item, printed with two decimals.
    case decimal
  }

  /// One column: its JSON key, its table header and its format.
  struct Column: Sendable {
    var key: String
    var header: String
    var format: Format
  }

  /// The group's name.
  var group: String
  /// What the table shows, printed above it.
  var title: String
  /// Caveats and conditions, printed under the table.
  var notes: [String] = []
  var columns: [Column]
  /// One value per column in each row.
  var rows: [[Double]] = []

  /// The table as aligned text: title, header, rows, notes.
  var text: String {
    let cells = rows.map { row in
      zip(columns, row).map { column, value in Self.text(value, column.format) }
    }
    let widths = columns.indices.map { index in
      cells.reduce(columns[index].header.count) { Swift.max($0, $1[index].count) }
    }
    func line(_ values: [String]) -> String {
      zip(values, widths).map { value, width in
        String(repeating: " ", count: width - value.count) + value
      }.joined(separator: "  ")
    }
    var lines = ["\(group): \(title)", line(columns.map(\.header))]
    lines += cells.map(line)
    lines += notes.map { "  - \($0)" }
    return lines.joined(separator: "\n")
  }

  /// The table as a JSON object: `{"group", "title", "notes", "rows": [{key: value}]}`.
  var json: String {
    let objects = rows.map { row in
      "{" + zip(columns, row).map { column, value in
        JSON.string(column.key) + ": " + JSON.number(value, isCount: column.format == .count)
      }.joined(separator: ", ") + "}"
    }
    return """
      {"group": \(JSON.string(group)), "title": \(JSON.string(title)), \
      "notes": [\(notes.map(JSON.string).joined(separator: ", "))], \
      "rows": [\(objects.joined(separator: ", "))]}
      """
  }

  private static func text(_ value: Double, _ format: Format) -> String {
    switch format {
    case .count: decimal(value, places: 0, grouped: true)
    case .nanoseconds, .decimal: decimal(value, places: 2, grouped: true)
    case .ratio: decimal(value, places: 2, grouped: true) + (value.isNaN ? "" : "x")
    }
  }
}

/// Writes `value` with a fixed number of decimal places, without Foundation's formatters.
///
/// - Parameters:
///   - value: The number; NaN and infinities print as `nan`, `inf` and `-inf`.
///   - places: Digits after the point, 0 to 9.
///   - grouped: Whether to separate thousands with commas.
func decimal(_ value: Double, places: Int, grouped: Bool) -> String {
  guard value.isFinite else { return value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
  let places = Swift.min(Swift.max(places, 0), 9)
  var scale = 1
  for _ in 0..<places { scale *= 10 }
  let scaled = (value.magnitude * Double(scale)).rounded()
  guard scaled < 9e15 else { return "\(value)" }
  let units = Int(scaled)
  let whole = String(units / scale)
  var text = ""
  for (offset, digit) in whole.enumerated() {
    if grouped && offset > 0 && (whole.count - offset) % 3 == 0 { text.append(",") }
    text.append(digit)
  }
  if places > 0 {
    let fraction = String(units % scale)
    text += "." + String(repeating: "0", count: places - fraction.count) + fraction
  }
  return (value < 0 && units != 0 ? "-" : "") + text
}

/// The few pieces of JSON the benchmarks write.
enum JSON {
  /// `text` as a JSON string literal, quoted and escaped.
  static func string(_ text: String) -> String {
    var escaped = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": escaped += "\\\""
      case "\\": escaped += "\\\\"
      case "\n": escaped += "\\n"
      case "\t": escaped += "\\t"
      case "\r": escaped += "\\r"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped + "\""
  }

  /// `value` as a JSON number (`null` when it is not finite, which JSON cannot write).
  static func number(_ value: Double, isCount: Bool) -> String {
    guard value.isFinite else { return "null" }
    return decimal(value, places: isCount ? 0 : 3, grouped: false)
  }
}
