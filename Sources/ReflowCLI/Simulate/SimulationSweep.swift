import Reflow
import ReflowSimulation

/// `--sweep`: a grid of values for a few keys, each combination simulated and the runs ranked.
///
/// Each axis is `key=v1,v2,…` with values in the flag's syntax. The grid is their product, the
/// first axis varying slowest; rows are ranked by stall time (to 0.1 ms), then by requests, then
/// by grid order.
///
/// ```
/// reflow simulate --sweep page-size=20,50,100 threshold=0.25viewport,1viewport
/// ```
struct SimulationSweep {
  /// The keys that can be swept, by flag name.
  static let keys = [
    "page-size", "threshold", "latency", "failure-rate", "scroll", "keys", "max-loaded-items",
    "measure-delay", "anchoring",
  ]
  /// The keys whose values print as JSON numbers (when they are numbers); the others print as
  /// strings.
  static let numericKeys: Set = ["page-size", "failure-rate", "max-loaded-items", "measure-delay"]
  /// The most runs one sweep may ask for.
  static let maximumRuns = 10_000

  /// One swept key and its values as given.
  struct Axis: Equatable {
    var key: String
    var values: [String]
  }

  /// One finished run.
  struct Row {
    /// The run's place in the grid.
    var index: Int
    /// Each swept key's value as the flag syntax spells it, in axis order.
    var parameters: [(key: String, value: String)]
    var summary: SimulationSummary
    var wallSeconds: Double
  }

  /// The axes, in the order given.
  let axes: [Axis]

  /// Parses `key=v1,v2,…` arguments.
  ///
  /// - Throws: ``CLIError/usage(_:)`` for an unknown or repeated key (suggesting the nearest),
  ///   a missing `=` or value, or a grid of more than ``maximumRuns`` runs.
  init(_ arguments: [String]) throws(CLIError) {
    var axes: [Axis] = []
    for argument in arguments {
      guard let equals = argument.firstIndex(of: "=") else {
        throw .usage(
          "invalid --sweep axis '\(argument)'; expected KEY=V1,V2,… such as page-size=20,50,100")
      }
      let key = String(argument[..<equals])
      guard Self.keys.contains(key) else {
        let hint = Suggestion.nearest(to: key, among: Self.keys).map { "did you mean '\($0)'? " }
        throw .usage(
          "unknown --sweep key '\(key)'; \(hint ?? "")expected one of "
            + Self.keys.joined(separator: ", "))
      }
      guard !axes.contains(where: { $0.key == key }) else {
        throw .usage("--sweep key '\(key)' is given twice; list all its values once: \(key)=A,B")
      }
      let values = argument[argument.index(after: equals)...]
        .split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      guard !values.contains(where: \.isEmpty) else {
        throw .usage(
          "invalid --sweep axis '\(argument)'; expected values separated by commas, none empty")
      }
      axes.append(Axis(key: key, values: values))
    }
    // Multiplied while it stays within the limit, so no count of values can overflow it.
    var runs = 1
    for axis in axes {
      runs *= axis.values.count
      guard runs <= Self.maximumRuns else {
        let product = axes.map { "\($0.values.count)" }.joined(separator: " × ")
        throw .usage(
          "--sweep asks for \(product) runs; at most \(Self.maximumRuns) are allowed: sweep fewer"
            + " values, or fewer keys at once")
      }
    }
    self.axes = axes
  }

  /// Every combination of values, the first axis varying slowest.
  var grid: [[String]] {
    axes.reduce([[]]) { combinations, axis in
      combinations.flatMap { prefix in axis.values.map { prefix + [$0] } }
    }
  }

  /// The settings and configuration of every grid point, checked before anything runs.
  ///
  /// - Throws: ``CLIError`` naming the first bad value and its key.
  func configurations(over settings: SimulationSettings) throws(CLIError)
    -> [(settings: SimulationSettings, configuration: SimulationConfiguration)]
  {
    var result: [(SimulationSettings, SimulationConfiguration)] = []
    for values in grid {
      var point = settings
      for (axis, value) in zip(axes, values) { point.set(axis.key, to: value, source: .sweep) }
      result.append((point, try point.configuration()))
    }
    return result
  }

  /// Each swept key's value in `configuration`, spelled as the flag's syntax.
  func parameters(_ configuration: SimulationConfiguration, _ settings: SimulationSettings)
    -> [(key: String, value: String)]
  {
    let texts = SimulationOutput.settingTexts(configuration, settings: settings)
    return axes.map { axis in
      (axis.key, texts.first { $0.name == axis.key }?.text ?? "")
    }
  }

  /// `rows` best first: least stall time (to 0.1 ms), then fewest requests, then grid order.
  static func ranked(_ rows: [Row]) -> [Row] {
    rows.sorted { a, b in
      let stallA = (a.summary.stallSeconds * 10_000).rounded()
      let stallB = (b.summary.stallSeconds * 10_000).rounded()
      if stallA != stallB { return stallA < stallB }
      if a.summary.requests != b.summary.requests { return a.summary.requests < b.summary.requests }
      return a.index < b.index
    }
  }

  /// The ranked rows as a table: swept keys, then the main measurements, then a key to the
  /// abbreviated column names.
  func table(_ rows: [Row]) -> String {
    let metrics: [(String, (SimulationSummary) -> String)] = [
      ("stall s", { FixedDecimal.format($0.stallSeconds, digits: 3) }),
      ("stalls", { "\($0.stallEpisodes)" }),
      ("p50 s", { FixedDecimal.format($0.waitP50Seconds, digits: 3) }),
      ("p95 s", { FixedDecimal.format($0.waitP95Seconds, digits: 3) }),
      ("requests", { "\($0.requests)" }),
      ("failed", { "\($0.failedRequests)" }),
      ("pages", { "\($0.pagesLoaded)" }),
      ("peak", { "\($0.peakLoadedItems)" }),
      ("unseen", { "\($0.loadedNeverShown)" }),
      ("jump pt", { FixedDecimal.format($0.largestVisibleJump, digits: 1) }),
    ]
    let header = axes.map(\.key) + metrics.map(\.0)
    let cells = rows.map { row in row.parameters.map(\.value) + metrics.map { $0.1(row.summary) } }
    let widths = header.indices.map { column in
      ([header[column]] + cells.map { $0[column] }).map(\.count).max() ?? 0
    }
    func line(_ values: [String]) -> String {
      let padded = values.enumerated().map { column, value in
        let padding = String(repeating: " ", count: widths[column] - value.count)
        return column < axes.count ? value + padding : padding + value
      }
      return "  " + padded.joined(separator: "  ") + "\n"
    }
    let runs = rows.count == 1 ? "1 run" : "\(rows.count) runs"
    return "sweep: \(runs), best first (least stall time, then fewest requests)\n"
      + line(header) + cells.map(line).joined()
      + "  (stall s: total stall time; p50 s, p95 s: stall lengths; peak: most items loaded;\n"
      + "  unseen: items loaded but never shown; jump pt: largest visible jump)\n"
  }

  /// The ranked rows as a JSON array, one `{"parameters": …, "summary": …}` object a line.
  func json(_ rows: [Row]) -> String {
    let objects = rows.map { row in
      let parameters = row.parameters.map { key, value in
        JSONString.quoted(key) + ": "
          + (Self.numericKeys.contains(key) && Double(value) != nil
            ? value : JSONString.quoted(value))
      }
      return "  {\"parameters\": {" + parameters.joined(separator: ", ") + "}, \"summary\": "
        + SimulationOutput.inlineJSON(row.summary, wallSeconds: row.wallSeconds) + "}"
    }
    return "[\n" + objects.joined(separator: ",\n") + "\n]\n"
  }
}
