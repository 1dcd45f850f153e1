import Reflow
import ReflowSimulation

/// `reflow simulate [options]`: runs ``ScrollSimulation`` on a scenario built from the built-in
/// defaults, a `--scenario` file and flags, and prints what a user of that infinite scroll would
/// live through: stalls, requests, what is loaded and never seen.
///
/// Thin on purpose: parse the values, call the library, print. `--sweep` runs a grid of
/// scenarios and ranks them; `--timeline` and `--svg` write one run's events.
enum SimulateCommand {
  /// The output formats on standard output.
  enum Format: String, CaseIterable {
    case table, json
  }

  private static let defaults = SimulationConfiguration()

  /// Every flag the command accepts, in help order.
  static let flags: [FlagDefinition] = {
    typealias Syntax = SimulationSyntax
    func value(_ name: String, _ valueName: String, _ help: String) -> FlagDefinition {
      FlagDefinition(name, value: .text, valueName: valueName, help: help)
    }
    return [
      value("preset", "NAME", "Start from a scenario: "
        + SimulationPreset.allCases.map(\.rawValue).joined(separator: ", ")
        + "\n(see PRESETS); a scenario file and flags adjust it. e.g. --preset chat"),
      value("scenario", "FILE", "Read the scenario from a JSON file; flags override it.\n"
        + "e.g. --scenario slow-network.json"),
      value("items", "N", "Items in the source (default \(defaults.itemCount)).\n"
        + "e.g. --items 1000000"),
      value("item-size", "SIZE", "Every item's size WxH, or seeded random sizes\n"
        + "uniform:W1-W2xH1-H2 (default \(Syntax.describe(defaults.itemSizes))).\n"
        + "e.g. --item-size 100x100, --item-size uniform:20-200x20-60"),
      value("sizes", "FILE", "Item sizes from a 'reflow layout' document, or a bare array\n"
        + "of its items, cycled over the items. e.g. --sizes tags.json"),
      value("estimated-size", "WxH", "The size the layout assumes for an item until it is\n"
        + "measured (default the sizes' average). e.g. --estimated-size 120x32"),
      value("measure-delay", "N", "Frames until an item's real size is reported, as a renderer\n"
        + "measures it; 0 is exact measurement (default \(defaults.measureDelayFrames)).\n"
        + "e.g. --measure-delay 2"),
      value("layout", "NAME", "What the items are laid out in: flow (a lazy flow), sections\n"
        + "(a sectioned collection) or masonry (lanes of items as wide as a lane, keeping\n"
        + "their aspect ratio) (default flow). e.g. --layout masonry"),
      value("lanes", "N", "Masonry's lanes, with --layout masonry (default "
        + "\(SimulationSettings.defaultLanes));\n--item-spacing separates the lanes, "
        + "--line-spacing a lane's items. e.g. --lanes 3"),
      value("section-size", "N", "Items per section, with --layout sections (default "
        + "\(SimulationSettings.defaultSectionSize)).\ne.g. --section-size 12"),
      value("item-spacing", "N", "Points between items on a line (default "
        + "\(Syntax.describe(defaults.flow.itemSpacing))). e.g. --item-spacing 4"),
      value("line-spacing", "N", "Points between lines (default "
        + "\(Syntax.describe(defaults.flow.lineSpacing))). e.g. --line-spacing 4"),
      value("alignment", "NAME", "Where items sit along a line: one of\n"
        + FlowAlignment.allCases.map(\.rawValue).joined(separator: ", ")
        + "\n(default \(defaults.flow.alignment.rawValue)). e.g. --alignment center"),
      value("item-alignment", "NAME", "Where items sit across a taller line: "
        + FlowItemAlignment.allCases.map(\.rawValue).joined(separator: ", ")
        + "\n(default \(defaults.flow.itemAlignment.rawValue)). e.g. --item-alignment center"),
      value("direction", "ltr|rtl", "Reading direction (default "
        + "\((defaults.flow.direction ?? .leftToRight).rawValue)). e.g. --direction rtl"),
      value("insets", "T,L,B,R", "Insets around the flow, or one value for all four\n"
        + "(default \(Syntax.describe(defaults.flow.insets))). e.g. --insets 8,16,8,16"),
      value("viewport", "WxH", "The viewport: the flow wraps at its width and scrolls along\n"
        + "its height (default \(Syntax.describe(defaults.viewport))). e.g. --viewport 1024x768"),
      value("anchor", "top|bottom", "The viewport edge whose content stays put: top (a feed)\n"
        + "or bottom (a chat: opens at the end, older pages prepended above;\n"
        + "needs --keys cursors) (default top). e.g. --anchor bottom"),
      value("anchoring", "on|off", "Scroll anchoring; off shows what it saves (default on).\n"
        + "e.g. --anchoring off"),
      value("keys", "KIND", "How the source names pages: offsets, pages (numbers) or\n"
        + "cursors (default \(defaults.keys.rawValue)). e.g. --keys cursors"),
      value("page-size", "N", "Items per page (default \(defaults.pageSize)). e.g. --page-size 30"),
      value("threshold", "T", "How close to the loaded start or end a page is requested: a\n"
        + "fraction of the viewport, points or items, with its unit\n(default "
        + "\(Syntax.describe(defaults.threshold))). e.g. --threshold 0.5viewport, 200pt, 15items"),
      value("max-loaded-items", "N", "Keep at most N items loaded, dropping the pages farthest\n"
        + "from the viewport, or none (default none). e.g. --max-loaded-items 2000"),
      FlagDefinition(
        "total-known", help: "The source reports its count: placeholders for every item and\n"
          + "direct jumps. e.g. --total-known"),
      value("head-inserts", "RATE", "Items inserted at the source's head while the user pages\n"
        + "(default 0). e.g. --head-inserts 5/s"),
      value("tail-inserts", "RATE", "New items at the source's end, each asking for the\n"
        + "newest page as a push would; needs --keys cursors (default 0).\n"
        + "e.g. --tail-inserts 0.5/s"),
      value("stream", "TIME", "The newest item grows from one line to its size over TIME,\n"
        + "as a streamed reply (default 0). e.g. --stream 3s"),
      value("jump", "TIME@INDEX", "The user drags the scroll bar to item INDEX at TIME;\n"
        + "repeatable. e.g. --jump 10s@500000"),
      value("refresh-at", "TIME", "The user pulls to refresh at TIME; repeatable.\n"
        + "e.g. --refresh-at 30s"),
      value("latency", "TIME", "The network's answer time, fixed or uniformly random; random\n"
        + "answers may arrive out of order (default \(Syntax.describe(defaults.latency))).\n"
        + "e.g. --latency 300ms, 1s, uniform:100-800ms"),
      value("failure-rate", "P", "The chance a request fails, from 0 to 1 (default "
        + "\(Syntax.describe(defaults.failureRate))).\ne.g. --failure-rate 0.05"),
      value("retry-after", "TIME", "Wait before a failed page is requested again (default "
        + "\(Syntax.describeSeconds(defaults.retryAfter))).\ne.g. --retry-after 500ms"),
      value("scroll", "SCROLL", "How the user scrolls: constant:SPEED, fling:SPEED (points per\n"
        + "second, negative up; flings decelerate and repeat), swing:SPEED:PERIOD\n"
        + "(turning back every PERIOD) or script:FILE of 'TIME, OFFSET' lines\n"
        + "(default \(Syntax.describe(defaults.scroll))).\n"
        + "e.g. --scroll constant:1500, fling:4000, swing:3000:20s, script:session.txt"),
      value("fps", "N", "Frames per second (default \(Syntax.describe(defaults.framesPerSecond)))."
        + " e.g. --fps 120"),
      value("duration", "TIME", "The session's length (default "
        + "\(Syntax.describeSeconds(defaults.duration))). e.g. --duration 10min"),
      value("seed", "N", "Seed for sizes, latencies and failures (default \(defaults.seed)).\n"
        + "e.g. --seed 7"),
      value("sweep", "KEY=V1,V2", "Run every combination and rank them; more KEY=V1,V2\n"
        + "arguments may follow. Keys: " + SimulationSweep.keys.prefix(3).joined(separator: ", ")
        + ",\n" + SimulationSweep.keys.dropFirst(3).joined(separator: ", ") + ".\n"
        + "e.g. --sweep page-size=20,50,100 threshold=0.25viewport,1viewport"),
      FlagDefinition(
        "format", value: .choice(Format.allCases.map(\.rawValue)),
        help: "Output: a readable table (default) or JSON. e.g. --format json"),
      value("timeline", "FILE", "Write every event to FILE.csv or FILE.jsonl.\n"
        + "e.g. --timeline run.csv"),
      value("svg", "FILE", "Draw scroll offset and loaded content over time, stalls and\n"
        + "requests marked, visible jumps in a panel below; the offset axis is logarithmic\n"
        + "past 1000 viewports. e.g. --svg run.svg"),
      FlagDefinition("help", shortName: "h", help: "Show this help."),
    ]
  }()

  static let parser = ArgumentParser(flags: flags)

  /// Runs the command.
  ///
  /// - Parameter arguments: The arguments after `simulate`.
  /// - Throws: ``CLIError``: a usage error for a bad flag or value, a failure for a bad file
  ///   or a broken paging invariant.
  static func run(_ arguments: [String]) throws(CLIError) {
    let parsed = try parser.parse(arguments)
    if parsed.contains("help") {
      Console.write(help)
      return
    }
    var sweepArguments = parsed.positionals
    if let first = parsed.text("sweep") {
      sweepArguments.insert(first, at: 0)
    } else if let extra = parsed.positionals.first {
      let hint = extra.contains("=") ? "; to sweep values, start with --sweep \(extra)" : ""
      throw .usage("unexpected argument '\(extra)'; 'reflow simulate' takes only options" + hint)
    }
    var settings = SimulationSettings()
    if let name = parsed.text("preset") {
      settings = try SimulationPreset.named(name).settings
    }
    if let path = parsed.text("scenario") {
      settings.merge(try SimulationSettings.scenario(atPath: path))
    }
    try settings.apply(parsed)
    let configuration = try settings.configuration()
    let format = Format(rawValue: parsed.text("format") ?? "") ?? .table
    if parsed.contains("sweep") {
      for flag in ["timeline", "svg"] where parsed.contains(flag) {
        throw .usage(
          "option '--\(flag)' records one run and cannot be used with --sweep; run the"
            + " configuration you want to see without --sweep")
      }
      try runSweep(SimulationSweep(sweepArguments), settings, configuration, format)
    } else {
      try runOne(configuration, settings, parsed, format)
    }
  }

  private static func runOne(
    _ configuration: SimulationConfiguration, _ settings: SimulationSettings,
    _ parsed: ParsedArguments, _ format: Format
  ) throws(CLIError) {
    let timelinePath = parsed.text("timeline")
    let timelineFormat = try timelinePath.map { path throws(CLIError) in
      guard let format = TimelineFormat(path: path) else {
        let stem = path.lastIndex(of: ".").map { String(path[..<$0]) } ?? path
        throw .usage(
          "invalid value '\(path)' for option '--timeline'; expected a FILE ending in .csv or"
            + " .jsonl; did you mean '\(stem).csv'?")
      }
      return format
    }
    let svgPath = parsed.text("svg")
    if let svgPath { OutputFile.warnIfMisnamed(svgPath, flag: "--svg", format: "svg") }
    var chart = svgPath.map { _ in
      SimulationChart(
        frames: Int((configuration.duration * configuration.framesPerSecond).rounded(.down)),
        duration: configuration.duration, viewportHeight: configuration.viewport.height,
        caption: caption(configuration, settings))
    }
    var progress = SimulationProgress()
    // Events stream to the timeline file and the chart as they happen: nothing grows with the
    // session's length.
    func simulateAndRecord(_ timeline: ((SimulationEvent) -> Void)?) throws(CLIError)
      -> (ScrollSimulation.Run, Double)
    {
      let record: ((SimulationEvent) -> Void)? =
        timeline == nil && chart == nil
        ? nil
        : { event in
          timeline?(event)
          chart?.add(event)
        }
      return try measure { () throws(CLIError) -> ScrollSimulation.Run in
        try simulate(configuration, events: record) { progress.update("simulating", fraction: $0) }
      }
    }
    let simulation: ScrollSimulation.Run
    let wall: Double
    if let timelinePath, let timelineFormat {
      var result: (ScrollSimulation.Run, Double)?
      try Console.writeFile(toPath: timelinePath) { file throws(CLIError) in
        file.write(timelineFormat.header)
        var output = file
        result = try simulateAndRecord { output.write(timelineFormat.line($0)) }
        file = output
      }
      guard let result else { return }
      (simulation, wall) = result
    } else {
      (simulation, wall) = try simulateAndRecord(nil)
    }
    progress.finish()
    if let svgPath, let chart {
      try Console.writeFile(chart.render(), toPath: svgPath)
    }
    switch format {
    case .json:
      Console.write(
        SimulationOutput.json(
          simulation.summary, wallSeconds: wall, scenario: configuration, settings: settings))
    case .table:
      Console.write(
        SimulationOutput.scenario(configuration, settings: settings) + "\n"
          + SimulationOutput.table(simulation.summary, wallSeconds: wall))
    }
  }

  /// The chart's subtitle: what the run is, in the flags' syntax.
  private static func caption(
    _ configuration: SimulationConfiguration, _ settings: SimulationSettings
  ) -> String {
    let texts = Dictionary(
      SimulationOutput.settingTexts(configuration, settings: settings).map { ($0.name, $0.text) },
      uniquingKeysWith: { first, _ in first })
    func value(_ name: String) -> String { texts[name] ?? "" }
    let sizes = settings.text("sizes").map { "sizes from \($0)" } ?? "items " + value("item-size")
    var layout = value("layout")
    if let lanes = texts["lanes"] { layout += " in \(lanes) lanes" }
    if let perSection = texts["section-size"] { layout += " of \(perSection)" }
    var paging = ""
    if configuration.maximumLoadedItems != nil {
      paging += "at most \(value("max-loaded-items")) loaded, "
    }
    if configuration.totalKnown { paging += "total known, " }
    if !configuration.jumps.isEmpty { paging += "jump \(value("jump")), " }
    return "\(layout): \(paging)\(value("items")) \(sizes), viewport \(value("viewport")), \(value("keys")) pages of "
      + "\(value("page-size")), threshold \(value("threshold")), latency \(value("latency")), "
      + "scroll \(value("scroll")), seed \(value("seed"))"
  }

  private static func runSweep(
    _ sweep: SimulationSweep, _ settings: SimulationSettings,
    _ base: SimulationConfiguration, _ format: Format
  ) throws(CLIError) {
    let points = try sweep.configurations(over: settings)
    var progress = SimulationProgress()
    var rows: [SimulationSweep.Row] = []
    for (index, point) in points.enumerated() {
      let label = "run \(index + 1) of \(points.count)"
      let (simulation, wall) = try measure {
        () throws(CLIError) -> ScrollSimulation.Run in
        try simulate(point.configuration, events: nil) {
          progress.update(label, fraction: (Double(index) + $0) / Double(points.count))
        }
      }
      rows.append(
        SimulationSweep.Row(
          index: index, parameters: sweep.parameters(point.configuration, point.settings),
          summary: simulation.summary, wallSeconds: wall))
    }
    progress.finish()
    let ranked = SimulationSweep.ranked(rows)
    switch format {
    case .json:
      Console.write(sweep.json(ranked))
    case .table:
      let swept = Dictionary(uniqueKeysWithValues: sweep.axes.map { ($0.key, $0.values) })
      Console.write(
        SimulationOutput.scenario(base, settings: settings, swept: swept) + "\n"
          + sweep.table(ranked))
    }
  }

  private static func simulate(
    _ configuration: SimulationConfiguration, events: ((SimulationEvent) -> Void)?,
    progress: @escaping (Double) -> Void
  ) throws(CLIError) -> ScrollSimulation.Run {
    do {
      return try ScrollSimulation.run(configuration, progress: progress, events: events)
    } catch {
      throw .failure(error.description)
    }
  }

  /// `body`'s result and the seconds it took on the wall clock.
  private static func measure<Result>(_ body: () throws(CLIError) -> Result)
    throws(CLIError) -> (Result, Double)
  {
    let clock = ContinuousClock()
    let start = clock.now
    let result = try body()
    let elapsed = start.duration(to: clock.now).components
    return (result, Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18)
  }
}
