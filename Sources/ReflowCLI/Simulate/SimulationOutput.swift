import Reflow
import ReflowSimulation

/// Formats a simulation's scenario and summary as the readable table and as JSON.
///
/// Times print rounded to 0.1 ms (4 decimals) in JSON and with 3 fixed decimals in tables, so
/// the same run always prints the same bytes; only the wall time varies.
enum SimulationOutput {
  /// The summary's JSON keys and values, in the documented order; `wallSeconds` last.
  ///
  /// - Parameters:
  ///   - summary: What the simulation measured.
  ///   - wallSeconds: The real time the simulation took.
  /// - Returns: Thirteen (key, JSON value) pairs.
  static func fields(_ summary: SimulationSummary, wallSeconds: Double) -> [(String, String)] {
    func seconds(_ value: Double) -> String { FixedDecimal.rounded(value, digits: 4) }
    return [
      ("requests", "\(summary.requests)"),
      ("pagesLoaded", "\(summary.pagesLoaded)"),
      ("duplicateRequests", "\(summary.duplicateRequests)"),
      ("failedRequests", "\(summary.failedRequests)"),
      ("stallEpisodes", "\(summary.stallEpisodes)"),
      ("stallSeconds", seconds(summary.stallSeconds)),
      ("waitP50Seconds", seconds(summary.waitP50Seconds)),
      ("waitP95Seconds", seconds(summary.waitP95Seconds)),
      ("peakLoadedItems", "\(summary.peakLoadedItems)"),
      ("loadedNeverShown", "\(summary.loadedNeverShown)"),
      ("framesSimulated", "\(summary.framesSimulated)"),
      ("simulatedSeconds", seconds(summary.simulatedSeconds)),
      ("wallSeconds", FixedDecimal.rounded(wallSeconds, digits: 6)),
    ]
  }

  /// The summary as one JSON object on one line: `{"requests": 11, …}`.
  static func inlineJSON(_ summary: SimulationSummary, wallSeconds: Double) -> String {
    let members = fields(summary, wallSeconds: wallSeconds)
      .map { "\(JSONString.quoted($0.0)): \($0.1)" }
    return "{" + members.joined(separator: ", ") + "}"
  }

  /// The summary as a JSON object, one key a line, ending with a newline.
  static func json(_ summary: SimulationSummary, wallSeconds: Double) -> String {
    let members = fields(summary, wallSeconds: wallSeconds)
      .map { "  \(JSONString.quoted($0.0)): \($0.1)" }
    return "{\n" + members.joined(separator: ",\n") + "\n}\n"
  }

  /// The scenario's key parameters, so a pasted output explains itself; swept keys list their
  /// values instead.
  ///
  /// - Parameters:
  ///   - configuration: The scenario run (for a sweep, the base of the grid).
  ///   - settings: The values as given, for the names of files.
  ///   - swept: The values of each swept key, by flag name.
  static func scenario(
    _ configuration: SimulationConfiguration, settings: SimulationSettings,
    swept: [String: [String]] = [:]
  ) -> String {
    typealias Syntax = SimulationSyntax
    func value(_ key: String, _ text: String) -> String {
      swept[key].map { "swept: " + $0.joined(separator: ", ") } ?? text
    }
    let sizes =
      settings.text("sizes").map { "sizes from \($0)" }
      ?? "size " + Syntax.describe(configuration.itemSizes)
    let flow = configuration.flow
    let rows: [(String, String)] = [
      ("items", "\(configuration.itemCount), \(sizes)"),
      ("viewport", Syntax.describe(configuration.viewport)),
      (
        "flow",
        "item spacing \(Syntax.describe(flow.itemSpacing)), line spacing "
          + "\(Syntax.describe(flow.lineSpacing)), insets \(Syntax.describe(flow.insets)), "
          + "\(flow.alignment.rawValue), \(flow.itemAlignment.rawValue), "
          + (flow.direction ?? .leftToRight).rawValue
      ),
      ("page size", value("page-size", "\(configuration.pageSize)")),
      ("threshold", value("threshold", Syntax.describe(configuration.threshold))),
      ("max in flight", value("max-in-flight", "\(configuration.maximumRequestsInFlight)")),
      ("latency", value("latency", Syntax.describe(configuration.latency))),
      (
        "failure rate",
        value("failure-rate", Syntax.describe(configuration.failureRate))
          + ", retry after " + Syntax.describeSeconds(configuration.retryAfter)
      ),
      ("scroll", value("scroll", scrollText(configuration, settings))),
      (
        "duration",
        Syntax.describeSeconds(configuration.duration) + " at "
          + Syntax.describe(configuration.framesPerSecond) + " fps"
      ),
      ("seed", "\(configuration.seed)"),
    ]
    return "scenario\n" + table(rows)
  }

  /// The summary as a two-column table, with the stall time's share of the session.
  static func table(_ summary: SimulationSummary, wallSeconds: Double) -> String {
    func seconds(_ value: Double) -> String { FixedDecimal.format(value, digits: 3) + " s" }
    let share =
      summary.simulatedSeconds > 0
      ? summary.stallSeconds / summary.simulatedSeconds * 100 : 0
    let rows: [(String, String)] = [
      ("requests", "\(summary.requests)"),
      ("pages loaded", "\(summary.pagesLoaded)"),
      ("duplicate requests", "\(summary.duplicateRequests)"),
      ("failed requests", "\(summary.failedRequests)"),
      ("stall episodes", "\(summary.stallEpisodes)"),
      (
        "stall time",
        seconds(summary.stallSeconds)
          + " (\(FixedDecimal.format(share, digits: 1)) % of the session)"
      ),
      ("wait p50", seconds(summary.waitP50Seconds)),
      ("wait p95", seconds(summary.waitP95Seconds)),
      ("peak loaded items", "\(summary.peakLoadedItems)"),
      ("loaded never shown", "\(summary.loadedNeverShown)"),
      ("frames simulated", "\(summary.framesSimulated)"),
      ("simulated time", seconds(summary.simulatedSeconds)),
      ("wall time", seconds(wallSeconds)),
    ]
    return "results\n" + table(rows)
  }

  /// The scroll as given: a script by its file.
  static func scrollText(_ configuration: SimulationConfiguration, _ settings: SimulationSettings)
    -> String
  {
    let path = settings.text("scroll").flatMap { text -> String? in
      guard case .script(let path)? = try? SimulationSyntax.scroll(text) else { return nil }
      return path
    }
    return SimulationSyntax.describe(configuration.scroll, scriptPath: path)
  }

  /// Rows of label and value, the values aligned in one column.
  private static func table(_ rows: [(String, String)]) -> String {
    let width = rows.map(\.0.count).max() ?? 0
    return rows.map { label, value in
      "  " + label + String(repeating: " ", count: width - label.count + 2) + value + "\n"
    }.joined()
  }
}
