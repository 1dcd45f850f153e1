/// Prints numbers the way the CLI's JSON output and its messages show them.
enum JSONNumber {
  /// Integral values below 10^15 in magnitude print as integers (`8`, not `8.0`; `-0` as `0`);
  /// other finite values print as Swift's shortest round-trip `description` (`280.84375`,
  /// `1e+20`), which is valid JSON. Non-finite values print as `nan`, `inf` and `-inf`: fine in
  /// a message, and never passed here by the JSON writers, which check first.
  ///
  /// ```swift
  /// JSONNumber.format(8.0)     // "8"
  /// JSONNumber.format(0.5)     // "0.5"
  /// ```
  static func format(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    if value.rounded(.towardZero) == value && value.magnitude < 1e15 {
      return String(Int64(value))
    }
    return value.description
  }
}
