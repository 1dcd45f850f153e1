import Reflow
import ReflowSimulation

/// Writes a simulation's events for `--timeline`: CSV or JSON Lines, chosen by the file's
/// extension, one row per event in time order, streamed as the simulation runs.
///
/// Both have the columns `time,offset,firstVisible,lastVisible,loadedStart,loadedCount,event,
/// load,key,jump`: time in seconds with 4 decimals, the offset in points with 2, positions and counts
/// as integers, the event as its name (`frame`, `request`, `receive`, `fail`, `jump`, `refresh`,
/// `gap`, `drop`, `stall start`, `stall end`), the load as `refresh`, `prepend` or `append`, and
/// the page's key, and how far the content moved under the viewport in the frame, in points with
/// 2 decimals; a missing value is an empty CSV field or JSON `null`.
///
/// ```
/// time,offset,firstVisible,lastVisible,loadedStart,loadedCount,event,load,key,jump
/// 0.0000,0.00,,,0,0,request,refresh,0,0.00
/// ```
enum TimelineFormat: String, CaseIterable {
  case csv, jsonl

  /// The column names, in order.
  static let columns = [
    "time", "offset", "firstVisible", "lastVisible", "loadedStart", "loadedCount", "event", "load",
    "key", "jump",
  ]

  /// The format a path's extension names, or `nil` for any other.
  init?(path: String) {
    guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
    self.init(rawValue: path[path.index(after: dot)...].lowercased())
  }

  /// What the file starts with: the CSV header line, or nothing.
  var header: String {
    self == .csv ? Self.columns.joined(separator: ",") + "\n" : ""
  }

  /// One event as a line, ending with a newline.
  ///
  /// - Complexity: O(1).
  func line(_ event: SimulationEvent) -> String {
    func text(_ value: String?) -> String? {
      guard let value else { return nil }
      return self == .csv ? value : JSONString.quoted(value)
    }
    let values = [
      FixedDecimal.format(event.time, digits: 4),
      FixedDecimal.format(event.offset, digits: 2),
      event.firstVisible.map(String.init),
      event.lastVisible.map(String.init),
      String(event.loadedStart),
      String(event.loadedCount),
      text(event.kind.rawValue),
      text(event.load?.rawValue),
      text(event.key.map(Self.csvField)),
      FixedDecimal.format(event.visibleJump, digits: 2),
    ]
    switch self {
    case .csv:
      return values.map { $0 ?? "" }.joined(separator: ",") + "\n"
    case .jsonl:
      let members = zip(Self.columns, values).map { "\"\($0)\": \($1 ?? "null")" }
      return "{" + members.joined(separator: ", ") + "}\n"
    }
  }

  /// A key as one CSV field: cursor keys such as `after(12)` hold no comma, but a key that does
  /// is quoted.
  private static func csvField(_ key: String) -> String {
    key.contains(",") || key.contains("\"")
      ? "\"" + key.replacing("\"", with: "\"\"") + "\"" : key
  }
}
