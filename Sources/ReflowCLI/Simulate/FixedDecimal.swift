/// Prints numbers with a fixed number of decimals, the same on every platform.
///
/// Simulation outputs must be byte-identical from run to run, and the tables and timelines read
/// better with aligned decimals than with the shortest round-trip spelling. Rounding is half away
/// from zero on the scaled value, and a result that rounds to zero never prints a minus sign.
///
/// ```swift
/// FixedDecimal.format(0.8000000000000003, digits: 3)   // "0.800"
/// FixedDecimal.format(-0.00001, digits: 2)             // "0.00"
/// ```
enum FixedDecimal {
  /// `value` with exactly `digits` decimals (none when `digits` is 0).
  ///
  /// - Parameters:
  ///   - value: The number; non-finite values print as `nan`, `inf` or `-inf`.
  ///   - digits: Decimals to print, from 0 to 9.
  /// - Returns: The text, such as `"12.50"`.
  static func format(_ value: Double, digits: Int) -> String {
    guard value.isFinite else { return JSONNumber.format(value) }
    let digits = Swift.min(9, Swift.max(0, digits))
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = (value.magnitude * scale).rounded()
    // Beyond 2^63 there are no decimals left to show.
    guard scaled < 9.2e18 else { return JSONNumber.format(value) }
    let whole = UInt64(scaled)
    let unit = UInt64(scale)
    let sign = value < 0 && whole != 0 ? "-" : ""
    guard digits > 0 else { return sign + String(whole) }
    let fraction = String(whole % unit)
    let padding = String(repeating: "0", count: digits - fraction.count)
    return sign + String(whole / unit) + "." + padding + fraction
  }

  /// `value` rounded to `digits` decimals, printed as ``JSONNumber/format(_:)`` does: whole
  /// numbers without a fraction, others in their shortest form (`0.8`, not `0.8000`).
  static func rounded(_ value: Double, digits: Int) -> String {
    guard value.isFinite else { return JSONNumber.format(value) }
    var scale = 1.0
    for _ in 0..<Swift.min(9, Swift.max(0, digits)) { scale *= 10 }
    let scaled = (value * scale).rounded()
    guard scaled.magnitude < 9e15 else { return JSONNumber.format(value) }
    return JSONNumber.format(scaled / scale)
  }
}
