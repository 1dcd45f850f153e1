import Reflow
import ReflowSimulation

/// The spellings of `reflow simulate` values, such as `100x100`, `uniform:100-800ms`, `200pt` or
/// `fling:4000`: parsing them into ``SimulationConfiguration`` values and printing values back in
/// the same syntax, so an echoed scenario can be pasted back on a command line.
///
/// ```swift
/// try SimulationSyntax.latency("uniform:100-800ms")   // .uniform(0.1...0.8)
/// SimulationSyntax.describe(.uniform(0.1...0.8))      // "uniform:100-800ms"
/// ```
enum SimulationSyntax {
  /// What a scroll value names; a script's points are read from its file by the caller.
  enum ScrollSpelling: Equatable {
    case constant(Double)
    case fling(Double)
    case swing(speed: Double, period: Double)
    case script(path: String)
  }

  static let itemSizeExpectation =
    "a size WxH such as 100x100, or uniform:MIN-MAXxMIN-MAX such as uniform:20-200x20-60"
  static let latencyExpectation =
    "a time such as 300ms or 1s, or uniform:MIN-MAX such as uniform:100-800ms"
  static let thresholdExpectation =
    "a fraction of the viewport such as 0.25viewport, points such as 200pt, or items such as"
    + " 15items"
  static let scrollExpectation =
    "constant:SPEED or fling:SPEED in points per second (negative scrolls up),"
    + " swing:SPEED:PERIOD, or script:FILE, such as fling:4000"
  static let timeExpectation = "a time such as 300ms, 1s or 2min"
  static let timeUnits = ["ms", "s", "min"]
  static let thresholdUnits = ["viewport", "pt", "items"]

  // MARK: Numbers

  /// A whole number such as `50`, or a whole number written as a decimal (`1e6`); the range
  /// is the library's to check.
  static func wholeNumber(_ text: String) throws(ValueError) -> Int {
    if let value = Int(text) { return value }
    if let value = Double(text), value.isFinite, value.magnitude < 9e15, value.rounded() == value {
      return Int(value)
    }
    throw ValueError(expected: "a whole number such as 50")
  }

  /// A whole number, or `none`.
  static func optionalWholeNumber(_ text: String) throws(ValueError) -> Int? {
    if text == "none" { return nil }
    do throws(ValueError) {
      return try wholeNumber(text)
    } catch {
      throw ValueError(
        expected: "a whole number such as 2000, or none",
        suggestion: Suggestion.nearest(to: text, among: ["none"]))
    }
  }

  /// A seed: a whole number from 0 to 2^64 - 1.
  static func seed(_ text: String) throws(ValueError) -> UInt64 {
    if let value = UInt64(text) { return value }
    throw ValueError(expected: "a whole number from 0 to 18446744073709551615, such as 42")
  }

  /// A number; whether it is in range is the library's to check.
  static func number(_ text: String, expected: String) throws(ValueError) -> Double {
    guard let value = Double(text) else { throw ValueError(expected: expected) }
    return value
  }

  // MARK: Sizes

  /// A size `WxH` such as `390x844`; whether its sides are in range is the library's to check.
  static func size(_ text: String) throws(ValueError) -> Size {
    let sides = text.split(separator: "x", omittingEmptySubsequences: false)
    guard sides.count == 2, let width = Double(sides[0]), let height = Double(sides[1]) else {
      throw ValueError(
        expected: "a size WxH such as 390x844", suggestion: sizeSuggestion(text))
    }
    return Size(width: width, height: height)
  }

  /// An item size: fixed `100x100` or seeded `uniform:20-200x20-60`.
  static func itemSizes(_ text: String) throws(ValueError) -> SimulationConfiguration.ItemSizes {
    let (kind, rest) = splitKind(text)
    guard let kind else {
      do throws(ValueError) {
        return .fixed(try size(text))
      } catch {
        throw ValueError(expected: itemSizeExpectation, suggestion: error.suggestion)
      }
    }
    guard kind == "uniform" else {
      let suggestion = Suggestion.nearest(to: kind, among: ["uniform"]).map { $0 + ":" + rest }
      throw ValueError(expected: itemSizeExpectation, suggestion: suggestion)
    }
    let sides = rest.split(separator: "x", omittingEmptySubsequences: false)
    guard sides.count == 2, let width = range(sides[0]), let height = range(sides[1]) else {
      throw ValueError(expected: itemSizeExpectation)
    }
    return .uniform(width: width, height: height)
  }

  // MARK: Times

  /// What a time usually measures, which decides the unit a bare number most likely meant.
  enum TimeSpan {
    /// A delay of the network, such as a latency or a retry: `300` is likely `300ms`, `1` is
    /// likely `1s`.
    case delay
    /// A moment or a length of the session, such as `--duration` or a jump's time: `10` is
    /// likely `10s`, and `10ms` less so.
    case session
  }

  /// A time: `300ms`, `1s` or `2min`; a number without a unit is refused (is `300` seconds or
  /// milliseconds?), but for `0`. The error suggests both units, the likelier for `span` first.
  static func seconds(_ text: String, span: TimeSpan = .delay) throws(ValueError) -> Double {
    let (number, unit) = splitUnit(text)
    guard let value = Double(number) else { throw ValueError(expected: timeExpectation) }
    if unit.isEmpty {
      guard value == 0 else {
        let units = span == .session || value < 10 ? ["s", "ms"] : ["ms", "s"]
        throw ValueError(
          expected: "a time with its unit, such as 300ms, 1s or 2min",
          suggestion: number + units[0], alternatives: [number + units[1]])
      }
      return 0
    }
    guard let scale = timeScale(unit) else {
      let suggestion = Suggestion.nearest(to: unit, among: timeUnits).map { number + $0 }
      throw ValueError(expected: timeExpectation, suggestion: suggestion)
    }
    return value * scale
  }

  /// A latency: a fixed time such as `300ms`, or `uniform:100-800ms`.
  static func latency(_ text: String) throws(ValueError) -> SimulationConfiguration.Latency {
    let (kind, rest) = splitKind(text)
    guard let kind else {
      do throws(ValueError) {
        return .fixed(try seconds(text))
      } catch {
        throw error.mapSuggestions(expected: latencyExpectation) { $0 }
      }
    }
    guard kind == "uniform" else {
      let suggestion = Suggestion.nearest(to: kind, among: ["uniform"]).map { $0 + ":" + rest }
      throw ValueError(expected: latencyExpectation, suggestion: suggestion)
    }
    let (numbers, unit) = splitUnit(rest)
    guard !unit.isEmpty, let scale = timeScale(unit) else {
      let suggestion = Suggestion.nearest(to: unit, among: timeUnits)
        .map { "uniform:" + numbers + $0 }
      throw ValueError(expected: latencyExpectation, suggestion: suggestion)
    }
    guard let bounds = range(Substring(numbers)) else {
      throw ValueError(expected: latencyExpectation)
    }
    return .uniform((bounds.lowerBound * scale)...(bounds.upperBound * scale))
  }

  // MARK: Paging

  /// A threshold: a viewport fraction `0.25viewport`, points `200pt`, or items `15items`. A bare
  /// number is refused: `200` could be points, items or viewports.
  static func threshold(_ text: String) throws(ValueError) -> EndReachedTrigger.Threshold {
    let (number, unit) = splitUnit(text)
    switch unit {
    case "":
      let guess = Double(number).map { $0 <= 4 ? number + "viewport" : number + "pt" }
      throw ValueError(
        expected: "a threshold with its unit: " + thresholdExpectation, suggestion: guess)
    case "viewport", "viewports", "vp":
      if let value = Double(number) { return .viewportFraction(value) }
    case "pt":
      if let value = Double(number) { return .points(value) }
    case "items", "item":
      if let count = Int(number) { return .items(count) }
    default:
      let suggestion = Suggestion.nearest(to: unit, among: thresholdUnits).map { number + $0 }
      throw ValueError(expected: thresholdExpectation, suggestion: suggestion)
    }
    throw ValueError(expected: thresholdExpectation)
  }

  /// A whole number of frames: `2`, or `2frames`.
  static func frames(_ text: String) throws(ValueError) -> Int {
    let number = text.hasSuffix("frames") ? String(text.dropLast(6)) : text
    guard let frames = Int(number) else {
      throw ValueError(expected: "a whole number of frames such as 2")
    }
    return frames
  }

  /// A rate of items per unit of time: `5/s`, `300/min`; a bare number is refused but for `0`.
  static func rate(_ text: String) throws(ValueError) -> Double {
    let expected = "items per unit of time such as 5/s or 300/min"
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard let value = Double(parts[0]) else { throw ValueError(expected: expected) }
    guard parts.count == 2 else {
      if parts.count == 1 && value == 0 { return 0 }
      throw ValueError(expected: expected, suggestion: parts.count == 1 ? text + "/s" : nil)
    }
    let unit = String(parts[1])
    guard let scale = timeScale(unit) else {
      let suggestion = Suggestion.nearest(to: unit, among: timeUnits).map { parts[0] + "/" + $0 }
      throw ValueError(expected: expected, suggestion: suggestion)
    }
    return value / scale
  }

  /// A scroll-bar drag: `TIME@INDEX`, such as `10s@500000`.
  static func jump(_ text: String) throws(ValueError) -> SimulationConfiguration.Jump {
    let expected = "TIME@INDEX such as 10s@500000: when, and the item dragged to"
    let parts = text.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2 else { throw ValueError(expected: expected) }
    let time: Double
    do throws(ValueError) {
      time = try seconds(String(parts[0]), span: .session)
    } catch {
      throw error.mapSuggestions(expected: expected) { $0 + "@" + parts[1] }
    }
    guard let index = Int(parts[1]) else { throw ValueError(expected: expected) }
    return SimulationConfiguration.Jump(time: time, index: index)
  }

  /// A comma-separated list of values, each read by `parse`.
  static func list<Value>(_ text: String, _ parse: (String) throws(ValueError) -> Value)
    throws(ValueError) -> [Value]
  {
    var values: [Value] = []
    for part in text.split(separator: ",") {
      values.append(try parse(String(part.trimmingSpaces)))
    }
    return values
  }

  // MARK: Scrolling

  /// A scroll: `constant:1500`, `fling:4000` or `script:FILE`.
  static func scroll(_ text: String) throws(ValueError) -> ScrollSpelling {
    let kinds = ["constant", "fling", "swing", "script"]
    let (kind, rest) = splitKind(text)
    guard let kind else {
      let suggestion = Double(text).map { _ in "constant:" + text }
      throw ValueError(expected: scrollExpectation, suggestion: suggestion)
    }
    switch kind {
    case "script":
      guard !rest.isEmpty else { throw ValueError(expected: scrollExpectation) }
      return .script(path: rest)
    case "constant", "fling":
      guard let speed = Double(rest) else { throw ValueError(expected: scrollExpectation) }
      return kind == "fling" ? .fling(speed) : .constant(speed)
    case "swing":
      let parts = rest.split(separator: ":", omittingEmptySubsequences: false)
      guard parts.count == 2, let speed = Double(parts[0]) else {
        throw ValueError(expected: scrollExpectation)
      }
      do throws(ValueError) {
        return .swing(speed: speed, period: try seconds(String(parts[1]), span: .session))
      } catch {
        throw error.mapSuggestions(expected: scrollExpectation) { "swing:\(parts[0]):" + $0 }
      }
    default:
      let suggestion = Suggestion.nearest(to: kind, among: kinds).map { $0 + ":" + rest }
      throw ValueError(expected: scrollExpectation, suggestion: suggestion)
    }
  }

  /// The points of a scroll script: one `time offset` pair a line (seconds, points), separated
  /// by a comma or spaces; blank lines and lines starting with `#` are skipped.
  ///
  /// - Throws: ``ValueError`` naming the first line that is not a pair of finite numbers.
  /// - Complexity: O(*n*), where *n* is the length of the text.
  static func scriptPoints(_ text: String) throws(ValueError)
    -> [SimulationConfiguration.ScriptPoint]
  {
    var points: [SimulationConfiguration.ScriptPoint] = []
    // `\.isNewline` also splits "\r\n", which is one Character.
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    for (index, line) in lines.enumerated() {
      let trimmed = line.trimmingSpaces
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      let fields = trimmed.split { $0 == "," || $0 == " " || $0 == "\t" }
      guard fields.count == 2, let time = Double(fields[0]), let offset = Double(fields[1]),
        time.isFinite, offset.isFinite
      else {
        throw ValueError(
          expected: "on line \(index + 1), a pair 'TIME, OFFSET' of numbers such as '1.5, 800'"
            + " (seconds, points), but found '\(trimmed)'")
      }
      points.append(SimulationConfiguration.ScriptPoint(time: time, offset: offset))
    }
    guard !points.isEmpty else {
      throw ValueError(expected: "at least one 'TIME, OFFSET' line, such as '1.5, 800'")
    }
    return points
  }

  // MARK: Flow

  /// Insets `T,L,B,R` (top, leading, bottom, trailing) or one value for all four.
  static func insets(_ text: String) throws(ValueError) -> Insets {
    let values = text.split(separator: ",", omittingEmptySubsequences: false)
      .map { Double($0.trimmingSpaces) }
    let expected = "insets T,L,B,R such as 8,16,8,16, or one value such as 8"
    let numbers = values.compactMap { $0 }
    guard numbers.count == values.count, numbers.count == 1 || numbers.count == 4 else {
      throw ValueError(expected: expected)
    }
    if numbers.count == 1 { return Insets(all: numbers[0]) }
    return Insets(
      top: numbers[0], leading: numbers[1], bottom: numbers[2], trailing: numbers[3])
  }

  /// One of an enumeration's raw values, suggesting the nearest on a typo.
  static func choice<Choice: RawRepresentable & CaseIterable>(_ text: String, as: Choice.Type)
    throws(ValueError) -> Choice where Choice.RawValue == String
  {
    if let choice = Choice(rawValue: text) { return choice }
    let names = Choice.allCases.map(\.rawValue)
    throw ValueError(
      expected: "one of " + names.joined(separator: ", "),
      suggestion: Suggestion.nearest(to: text, among: names))
  }

  // MARK: Helpers

  /// Splits `kind:rest`; `kind` is nil without a colon.
  private static func splitKind(_ text: String) -> (kind: String?, rest: String) {
    guard let colon = text.firstIndex(of: ":") else { return (nil, text) }
    return (String(text[..<colon]), String(text[text.index(after: colon)...]))
  }

  /// Splits a number from its trailing unit letters: `300ms` is (`300`, `ms`).
  private static func splitUnit(_ text: String) -> (number: String, unit: String) {
    let unit = String(text.reversed().prefix { $0.isLetter }.reversed())
    return (String(text.dropLast(unit.count)), unit)
  }

  private static func timeScale(_ unit: String) -> Double? {
    switch unit {
    case "s": 1
    case "ms": 0.001
    case "min": 60
    default: nil
    }
  }

  /// `MIN-MAX` or a single number, both finite, at least 0 and in order.
  private static func range(_ text: Substring) -> ClosedRange<Double>? {
    let bounds = text.split(separator: "-", omittingEmptySubsequences: false).map { Double($0) }
    guard bounds.count == 1 || bounds.count == 2,
      let lower = bounds.first ?? nil, let upper = bounds.last ?? nil,
      lower.isFinite, upper.isFinite, lower >= 0, lower <= upper
    else { return nil }
    return lower...upper
  }

  /// `390x844` for a size typed with another separator, such as `390*844` or `390X844`.
  private static func sizeSuggestion(_ text: String) -> String? {
    let parts = text.split { "*,X×: ".contains($0) }
    guard parts.count == 2, parts.allSatisfy({ Double($0) != nil }) else { return nil }
    return parts[0] + "x" + parts[1]
  }
}

extension Substring {
  /// The text without leading and trailing spaces, tabs and carriage returns.
  var trimmingSpaces: Substring {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
    var slice = self
    while let first = slice.first, isSpace(first) { slice = slice.dropFirst() }
    while let last = slice.last, isSpace(last) { slice = slice.dropLast() }
    return slice
  }
}
