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
  /// - Returns: (key, JSON value) pairs.
  static func fields(_ summary: SimulationSummary, wallSeconds: Double) -> [(String, String)] {
    func seconds(_ value: Double) -> String { FixedDecimal.rounded(value, digits: 4) }
    func points(_ value: Double) -> String { FixedDecimal.rounded(value, digits: 2) }
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
      ("duplicatesDropped", "\(summary.duplicatesDropped)"),
      ("duplicatesShown", "\(summary.duplicatesShown)"),
      ("missingShown", "\(summary.missingShown)"),
      ("placeholderSeconds", seconds(summary.placeholderSeconds)),
      ("placeholdersShown", "\(summary.placeholdersShown)"),
      ("largestVisibleJump", points(summary.largestVisibleJump)),
      ("jumpFrames", "\(summary.jumpFrames)"),
      ("anchorCorrections", "\(summary.anchorCorrections)"),
      ("settleFrames", "\(summary.settleFrames)"),
      ("largestLandingError", points(summary.largestLandingError)),
      ("estimatedSeconds", seconds(summary.estimatedSeconds)),
      ("reloadedPages", "\(summary.reloadedPages)"),
      ("pagesDropped", "\(summary.pagesDropped)"),
      ("gapsRepaired", "\(summary.gapsRepaired)"),
      ("jumps", "\(summary.jumps)"),
      ("refreshes", "\(summary.refreshes)"),
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

  /// One run as a JSON object, one key a line, ending with a newline: first the scenario that
  /// produced it (a valid `--scenario` file), then the summary.
  static func json(
    _ summary: SimulationSummary, wallSeconds: Double,
    scenario configuration: SimulationConfiguration, settings: SimulationSettings
  ) -> String {
    let members = fields(summary, wallSeconds: wallSeconds)
      .map { "  \(JSONString.quoted($0.0)): \($0.1)" }
    let scenario = "  \"scenario\": " + scenarioJSON(configuration, settings: settings)
    return "{\n" + ([scenario] + members).joined(separator: ",\n") + "\n}\n"
  }

  /// The flags whose values print as JSON numbers in a scenario.
  private static let numericNames: Set = [
    "items", "item-spacing", "line-spacing", "page-size", "max-loaded-items", "failure-rate",
    "fps", "seed", "measure-delay", "section-size", "lanes",
  ]

  /// Every setting of a run as a scenario file's JSON object on one line.
  static func scenarioJSON(_ configuration: SimulationConfiguration, settings: SimulationSettings)
    -> String
  {
    let members = settingTexts(configuration, settings: settings).map { name, text in
      let value: String
      if SimulationSettings.repeatableNames.contains(name) {
        let items = text.split(separator: ",").map { JSONString.quoted(String($0)) }
        value = "[" + items.joined(separator: ", ") + "]"
      } else if name == "total-known" {
        value = text
      } else if numericNames.contains(name), Double(text) != nil {
        value = text
      } else {
        value = JSONString.quoted(text)
      }
      return JSONString.quoted(SimulationSettings.camelCase(name)) + ": " + value
    }
    return "{" + members.joined(separator: ", ") + "}"
  }

  /// What the table adds to the layout's name: the sections' size or the masonry's lanes.
  private static func layoutDetail(
    _ content: SimulationConfiguration.Content, _ value: (String) -> String
  ) -> String {
    switch content {
    case .flow: ""
    case .sections: " of " + value("section-size")
    case .masonry: " in " + value("lanes") + " lanes"
    }
  }

  /// Every value of `configuration` in its flag's syntax, by flag name, in help order: the one
  /// place a configuration is spelled back, for the table, the JSON scenario and sweeps.
  static func settingTexts(_ configuration: SimulationConfiguration, settings: SimulationSettings)
    -> [(name: String, text: String)]
  {
    typealias Syntax = SimulationSyntax
    let flow = configuration.flow
    var texts: [(String, String)] = [("items", "\(configuration.itemCount)")]
    if let sizes = settings.text("sizes") {
      texts.append(("sizes", sizes))
    } else {
      texts.append(("item-size", Syntax.describe(configuration.itemSizes)))
    }
    texts.append(
      ("estimated-size", configuration.estimatedItemSize.map(Syntax.describe) ?? "average"))
    texts.append(("measure-delay", "\(configuration.measureDelayFrames)"))
    switch configuration.content {
    case .flow:
      texts.append(("layout", "flow"))
    case .sections(let perSection):
      texts += [("layout", "sections"), ("section-size", "\(perSection)")]
    case .masonry(let lanes):
      texts += [("layout", "masonry"), ("lanes", "\(lanes)")]
    }
    texts += [
      ("item-spacing", Syntax.describe(flow.itemSpacing)),
      ("line-spacing", Syntax.describe(flow.lineSpacing)),
      ("alignment", flow.alignment.rawValue),
      ("item-alignment", flow.itemAlignment.rawValue),
      ("direction", (flow.direction ?? .leftToRight).rawValue),
      ("insets", Syntax.describe(flow.insets)),
      ("viewport", Syntax.describe(configuration.viewport)),
      ("anchor", configuration.anchorEdge.rawValue),
      ("anchoring", configuration.anchoring ? "on" : "off"),
      ("keys", configuration.keys.rawValue),
      ("page-size", "\(configuration.pageSize)"),
      ("threshold", Syntax.describe(configuration.threshold)),
      ("max-loaded-items", configuration.maximumLoadedItems.map { "\($0)" } ?? "none"),
      ("total-known", configuration.totalKnown ? "true" : "false"),
      ("head-inserts", Syntax.describeRate(configuration.headInsertsPerSecond)),
      ("tail-inserts", Syntax.describeRate(configuration.tailInsertsPerSecond)),
      ("stream", Syntax.describeSeconds(configuration.streamSeconds)),
      ("jump", configuration.jumps.map(Syntax.describe).joined(separator: ",")),
      ("refresh-at", configuration.refreshTimes.map(Syntax.describeSeconds).joined(separator: ",")),
      ("latency", Syntax.describe(configuration.latency)),
      ("failure-rate", Syntax.describe(configuration.failureRate)),
      ("retry-after", Syntax.describeSeconds(configuration.retryAfter)),
      ("scroll", scrollText(configuration, settings)),
      ("fps", Syntax.describe(configuration.framesPerSecond)),
      ("duration", Syntax.describeSeconds(configuration.duration)),
      ("seed", "\(configuration.seed)"),
    ]
    return texts
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
    let texts = Dictionary(
      settingTexts(configuration, settings: settings).map { ($0.name, $0.text) },
      uniquingKeysWith: { first, _ in first })
    func value(_ key: String) -> String {
      swept[key].map { "swept: " + $0.joined(separator: ", ") } ?? texts[key] ?? ""
    }
    let sizes = settings.text("sizes").map { "sizes from \($0)" } ?? "size " + value("item-size")
    var paging = "\(value("keys")), page size \(value("page-size")), threshold "
    paging += value("threshold")
    paging += ", max loaded items " + value("max-loaded-items")
    paging += configuration.totalKnown ? ", total known" : ", total unknown"
    var rows: [(String, String)] = [
      ("items", value("items") + ", " + sizes),
      (
        "layout",
        value("layout") + layoutDetail(configuration.content, value)
          + ", estimated size " + value("estimated-size") + ", "
          + measured(configuration.measureDelayFrames)
      ),
      ("viewport", value("viewport")),
      ("anchoring", value("anchoring") + ", at the " + value("anchor")),
      (
        "flow",
        "item spacing \(value("item-spacing")), line spacing \(value("line-spacing")), insets "
          + "\(value("insets")), \(value("alignment")), \(value("item-alignment")), "
          + value("direction")
      ),
      ("paging", paging),
      ("latency", value("latency")),
      ("failure rate", value("failure-rate") + ", retry after " + value("retry-after")),
      ("scroll", value("scroll")),
    ]
    if configuration.headInsertsPerSecond > 0 {
      rows.append(("head inserts", value("head-inserts")))
    }
    if configuration.tailInsertsPerSecond > 0 {
      rows.append(("tail inserts", value("tail-inserts") + ", streamed over " + value("stream")))
    }
    if !configuration.jumps.isEmpty { rows.append(("jumps", value("jump"))) }
    if !configuration.refreshTimes.isEmpty { rows.append(("refresh at", value("refresh-at"))) }
    rows += [
      ("duration", value("duration") + " at " + value("fps") + " fps"),
      ("seed", value("seed")),
    ]
    return "scenario\n" + table(rows)
  }

  /// When items are measured, in words.
  private static func measured(_ frames: Int) -> String {
    frames == 0 ? "measured at once" : "measured \(frames) frame\(frames == 1 ? "" : "s") late"
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
      ("duplicates dropped", "\(summary.duplicatesDropped)"),
      ("duplicates shown", "\(summary.duplicatesShown)"),
      ("missing shown", "\(summary.missingShown)"),
      ("placeholder time", seconds(summary.placeholderSeconds)),
      ("placeholders shown", "\(summary.placeholdersShown)"),
      ("largest visible jump", FixedDecimal.format(summary.largestVisibleJump, digits: 2) + " pt"),
      ("frames with a jump", "\(summary.jumpFrames)"),
      ("anchor corrections", "\(summary.anchorCorrections)"),
      ("settle frames", "\(summary.settleFrames)"),
      ("largest landing error", FixedDecimal.format(summary.largestLandingError, digits: 2) + " pt"),
      ("estimated time", seconds(summary.estimatedSeconds)),
      ("pages dropped", "\(summary.pagesDropped)"),
      ("reloaded pages", "\(summary.reloadedPages)"),
      ("gaps repaired", "\(summary.gapsRepaired)"),
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
