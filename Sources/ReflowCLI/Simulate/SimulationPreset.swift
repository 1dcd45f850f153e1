/// The scenarios `reflow simulate --preset NAME` starts from: one command a newcomer can run for
/// each kind of screen, which a scenario file and flags then adjust.
enum SimulationPreset: String, CaseIterable {
  /// A feed read down and back up, with a memory limit: pages dropped behind the user come back
  /// above when they scroll up, and late-measured items above the viewport must not move it.
  case feed
  /// A chat timeline: opens at the newest message, older pages prepended above as the user
  /// reads up, new messages arriving and the newest streaming in.
  case chat
  /// A photo wall: masonry in 3 lanes of pictures with aspect ratios, read down and back up
  /// under a memory limit, measured a frame late.
  case masonry
  /// A sectioned collection: a photo library with a header every 20 photos.
  case sections

  /// The preset's values, in the flags' syntax.
  var values: [(String, String)] {
    switch self {
    case .feed:
      [
        ("items", "100000"), ("max-loaded-items", "600"), ("measure-delay", "1"),
        ("scroll", "swing:3000:10s"), ("duration", "1min"),
      ]
    case .chat:
      [
        ("items", "5000"), ("item-size", "uniform:240-382x36-160"), ("item-spacing", "8"),
        ("line-spacing", "8"), ("anchor", "bottom"), ("keys", "cursors"), ("page-size", "30"),
        ("measure-delay", "1"), ("tail-inserts", "0.5/s"), ("stream", "3s"),
        ("scroll", "swing:-2000:15s"), ("duration", "1min"),
      ]
    case .masonry:
      [
        ("items", "20000"), ("layout", "masonry"), ("lanes", "3"),
        ("item-size", "uniform:100-100x60-240"), ("max-loaded-items", "300"),
        ("measure-delay", "1"), ("scroll", "swing:3000:10s"), ("duration", "1min"),
      ]
    case .sections:
      [
        ("items", "20000"), ("layout", "sections"), ("section-size", "20"),
        ("item-size", "uniform:90-120x90-120"), ("max-loaded-items", "600"),
        ("scroll", "swing:3000:10s"), ("duration", "1min"),
      ]
    }
  }

  /// One line for the help: what the preset is.
  var summary: String {
    switch self {
    case .feed: "a feed read down and back up under a 600-item limit, measured a frame late"
    case .chat: "a chat: opens at the end, reads up, new messages at 0.5/s streamed over 3 s"
    case .masonry: "photos in 3 masonry lanes, aspect ratios, under a 300-item limit"
    case .sections: "a photo library in sections of 20 under a 600-item limit"
    }
  }

  /// The preset's values as settings.
  var settings: SimulationSettings {
    var settings = SimulationSettings()
    for (name, text) in values { settings.set(name, to: text, source: .preset(rawValue)) }
    return settings
  }

  /// The preset `name`.
  ///
  /// - Throws: ``CLIError/usage(_:)`` naming the presets and the nearest to `name`.
  static func named(_ name: String) throws(CLIError) -> SimulationPreset {
    if let preset = SimulationPreset(rawValue: name) { return preset }
    let names = allCases.map(\.rawValue)
    let hint = Suggestion.nearest(to: name, among: names).map { "; did you mean '\($0)'?" }
    throw .usage(
      "invalid value '\(name)' for option '--preset'; expected one of "
        + names.joined(separator: ", ") + (hint ?? ""))
  }
}
